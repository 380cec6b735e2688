// Nueva campaña (ruling B-9): name, subject and message, the sending window, and the recipients as
// a customer filter (search, cycle, category); programmed at once or kept as a draft. A refusal is
// shown next to its field and what was typed stays.
import { useState } from 'react';
import { Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { CICLOS } from '@jit/domain';
import { GuardarCampanaDocument, type CampanaFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { alEnviar, useEnvio } from '../comun/envio';
import { PieEditor } from '../../item/comun/pie-editor';
import { CLIENTE_MESSAGES as M } from '../messages';
import { useCategoriasCliente } from '../queries';

const local = (d: Date) => {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

export function CampanaModal({ abierto, onClose, onGuardada }: { abierto: boolean; onClose: () => void; onGuardada: (c: CampanaFieldsFragment) => void }) {
  return (
    <AppModal opened={abierto} onClose={onClose} title={M.nuevaCampana} size="lg">
      {abierto ? <CampanaForm onClose={onClose} onGuardada={onGuardada} /> : null}
    </AppModal>
  );
}

function CampanaForm({ onClose, onGuardada }: { onClose: () => void; onGuardada: (c: CampanaFieldsFragment) => void }) {
  const categorias = useCategoriasCliente();
  const [v, setV] = useState(() => {
    const ahora = new Date();
    return { nombre: '', asunto: '', mensaje: '', inicio: local(ahora), fin: local(new Date(ahora.getTime() + 7 * 86_400_000)), search: '', ciclo: null as string | null, categoria: null as string | null, programar: true };
  });
  const { errores, guardando, enviar } = useEnvio();
  const campo = <K extends keyof typeof v>(k: K) => (valor: (typeof v)[K]) => setV((x) => ({ ...x, [k]: valor }));
  const guardar = () => {
    const e: Record<string, string> = {};
    for (const k of ['nombre', 'asunto', 'mensaje', 'inicio', 'fin'] as const) if (!v[k].trim()) e[k] = M.requerido;
    return enviar(
      e,
      async () => {
        const r = await api.request(GuardarCampanaDocument, {
          input: {
            nombre: v.nombre,
            asunto: v.asunto,
            mensaje: v.mensaje,
            inicio: new Date(v.inicio).toISOString(),
            fin: new Date(v.fin).toISOString(),
            filtro: { search: v.search.trim() || null, ciclo: v.ciclo, categoria: v.categoria },
            programar: v.programar,
          },
        });
        onGuardada(r.Email.create);
      },
      (f) => f.replace(/^input\.(filtro\.)?/, ''),
    );
  };
  return (
    <form onSubmit={alEnviar(guardar)}>
      <Stack gap="sm">
        <TextInput label={M.campNombre} value={v.nombre} onChange={(e) => campo('nombre')(e.currentTarget.value)} error={errores.nombre} maxLength={150} data-autofocus data-testid="campana-nombre" />
        <TextInput label={M.campAsunto} value={v.asunto} onChange={(e) => campo('asunto')(e.currentTarget.value)} error={errores.asunto} maxLength={200} data-testid="campana-asunto" />
        <Textarea label={M.campMensaje} value={v.mensaje} onChange={(e) => campo('mensaje')(e.currentTarget.value)} error={errores.mensaje} autosize minRows={4} maxLength={10000} data-testid="campana-mensaje" />
        <Group grow>
          <TextInput type="datetime-local" label={M.campInicio} value={v.inicio} onChange={(e) => campo('inicio')(e.currentTarget.value)} error={errores.inicio} data-testid="campana-inicio" />
          <TextInput type="datetime-local" label={M.campFin} value={v.fin} onChange={(e) => campo('fin')(e.currentTarget.value)} error={errores.fin} data-testid="campana-fin" />
        </Group>
        <TextInput label={M.campFiltro} placeholder={M.campBuscar} value={v.search} onChange={(e) => campo('search')(e.currentTarget.value)} error={errores.search ?? errores.list} data-testid="campana-filtro" />
        <Group grow>
          <Select placeholder={M.todosCiclos} aria-label={M.colCiclo} data={[...CICLOS]} value={v.ciclo} onChange={campo('ciclo')} clearable error={errores.ciclo} />
          <Select
            placeholder={M.todasCategorias}
            aria-label={M.colCategoria}
            data={(categorias.data ?? []).map((c) => ({ value: c._id, label: c.nombre }))}
            value={v.categoria}
            onChange={campo('categoria')}
            clearable
            error={errores.categoria}
          />
        </Group>
        <Checkbox label={M.campProgramar} checked={v.programar} onChange={(e) => campo('programar')(e.currentTarget.checked)} />
        <PieEditor onCancel={onClose} guardando={guardando} testId="campana-guardar" />
      </Stack>
    </form>
  );
}
