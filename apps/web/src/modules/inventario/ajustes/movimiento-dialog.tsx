// Registering an entry or a loss: the item (products only: services keep no stock), the type and
// its reason, the quantity and, for a controlled entry, the unit cost (an uncontrolled one comes
// in at the current pp, shown). The server's refusal lands on its field; what was typed stays.
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PpItemDocument, RegistrarEntradaDocument, RegistrarMermaDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../../app/api';
import { formatAmount } from '../../../app/format';
import { applyServerError } from '../../../app/server-errors';
import { campoNumero, decimalDe } from '../../item/comun/numeros';
import { PieEditor } from '../../item/comun/pie-editor';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { useArticulos, useTipos, type Clase } from '../queries';

const schema = z.object({
  item: z.string().min(1, M.elijaArticulo),
  registro: z.string().min(1, M.seleccioneTipo),
  causa: z.string(),
  cantidad: campoNumero.refine((v) => (decimalDe(v) ?? '0') !== '0', 'Debe ser un número mayor que cero.'),
  costoUnitario: campoNumero,
  proveedor: z.string(),
  documento: z.string(),
  observacion: z.string(),
});
type Valores = z.infer<typeof schema>;

export function MovimientoDialog({ clase, abierto, onClose, onHecho }: { clase: Clase; abierto: boolean; onClose: () => void; onHecho: () => void }) {
  const tipos = useTipos(clase);
  const articulos = useArticulos();
  const form = useForm<Valores>({ resolver: zodResolver(schema) });
  useEffect(() => {
    if (abierto) form.reset({ item: '', registro: tipos.data?.[0]?._id ?? '', causa: '', cantidad: '', costoUnitario: '', proveedor: '', documento: '', observacion: '' });
  }, [abierto, form, tipos.data]);
  const [itemId, registro, causa] = useWatch({ control: form.control, name: ['item', 'registro', 'causa'] });
  const tipo = tipos.data?.find((t) => t._id === registro);
  const controlada = clase === 'ENTRADA' && (tipo?.controlada ?? true);
  const pp = useQuery({
    queryKey: ['inventario', 'pp', itemId],
    enabled: !!itemId,
    queryFn: async ({ signal }) => (await api.request(PpItemDocument, { id: itemId }, { signal })).MovimientoInventario.readByItem_Id,
  });
  const opciones = useMemo(() => (articulos.data ?? []).filter((i) => i.clasificacion === 'producto').map((i) => ({ value: i._id, label: i.nombre })), [articulos.data]);
  const { errors, isSubmitting } = form.formState;
  const guardar = form.handleSubmit(async (v) => {
    const comun = { item: v.item, registro: v.registro, causa: v.causa || null, cantidad: decimalDe(v.cantidad)!, documento: v.documento.trim() || null, observacion: v.observacion.trim() || null };
    try {
      if (clase === 'ENTRADA') await api.request(RegistrarEntradaDocument, { input: { ...comun, costoUnitario: controlada ? (decimalDe(v.costoUnitario) ?? null) : null, proveedor: v.proveedor.trim() || null } });
      else await api.request(RegistrarMermaDocument, { input: comun });
      onHecho();
    } catch (e) {
      applyServerError(e, form.setError, ['item', 'registro', 'causa', 'cantidad', 'costoUnitario', 'proveedor', 'documento', 'observacion']);
    }
  });
  const titulo = clase === 'ENTRADA' ? M.registrarEntrada : M.registrarMerma;
  return (
    <AppModal opened={abierto} onClose={onClose} title={titulo}>
      <form onSubmit={(e) => void guardar(e)} noValidate aria-label={titulo}>
        <Stack gap="sm">
          <Select label={M.campoArticulo} data={opciones} searchable value={itemId || null} onChange={(v) => form.setValue('item', v ?? '', { shouldValidate: true })} error={errors.item?.message} data-autofocus nothingFoundMessage="—" />
          <Group grow>
            <Select label={M.campoTipo} data={(tipos.data ?? []).map((t) => ({ value: t._id, label: t.tipo }))} value={registro || null} onChange={(v) => form.setValue('registro', v ?? '')} allowDeselect={false} error={errors.registro?.message} />
            <Select label={M.campoCausa} data={tipo?.causa ?? []} value={causa || null} onChange={(v) => form.setValue('causa', v ?? '')} error={errors.causa?.message} clearable />
          </Group>
          <Group grow>
            <TextInput label={M.campoCantidad} {...form.register('cantidad')} error={errors.cantidad?.message} />
            {controlada ? <TextInput label={M.campoCosto} leftSection="₡" {...form.register('costoUnitario')} error={errors.costoUnitario?.message} /> : null}
          </Group>
          {!controlada && itemId && pp.data ? (
            <Text size="sm" c="dimmed">
              {M.costoAlPP(formatAmount(pp.data))}
            </Text>
          ) : null}
          {clase === 'ENTRADA' ? <TextInput label={M.campoProveedor} {...form.register('proveedor')} error={errors.proveedor?.message} /> : null}
          <TextInput label={M.campoDocumento} {...form.register('documento')} error={errors.documento?.message} />
          <TextInput label={M.campoObservacion} {...form.register('observacion')} error={errors.observacion?.message} />
          <PieEditor onCancel={onClose} guardando={isSubmitting} testId="movimiento-guardar" />
        </Stack>
      </form>
    </AppModal>
  );
}
