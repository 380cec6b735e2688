// «Nuevo artículo» from a purchase invoice line (ruling E-5): the catalogue's item made from what
// the line says (name, SKU, CABYS), so the line can take it and its goods enter stock. The
// server's refusal shows beside its field and keeps what was typed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { AgregarItemComprasDocument, GraphQLRequestError } from '@jit/api';
import { api } from '../../../app/api';
import { FEC_MESSAGES as M } from './messages';

type Props = { abierto: boolean; inicial: { nombre: string; codigo: string }; onClose: () => void; onCreado: (item: { _id: string; nombre: string; codigo: string }) => void };

export function NuevoArticulo({ abierto, inicial, onClose, onCreado }: Props) {
  const qc = useQueryClient();
  const [v, setV] = useState({ nombre: inicial.nombre, SKU: '', codigo: inicial.codigo });
  const [error, setError] = useState<{ campo: string; mensaje: string } | null>(null);
  const [guardando, setGuardando] = useState(false);
  const guardar = async () => {
    setGuardando(true);
    try {
      const codigo = v.codigo.trim();
      const r = (await api.request(AgregarItemComprasDocument, { input: { nombre: v.nombre.trim(), ...(v.SKU.trim() ? { SKU: v.SKU.trim() } : {}), ...(codigo ? { codigo } : {}) } })).Item.addItemCompras;
      await qc.invalidateQueries({ queryKey: ['compras', 'destinos'] });
      onCreado({ _id: r._id, nombre: r.nombre, codigo });
    } catch (e) {
      if (e instanceof GraphQLRequestError) setError({ campo: e.field?.replace(/^input\./, '') ?? 'nombre', mensaje: e.userMessage });
    } finally {
      setGuardando(false);
    }
  };
  const err = (c: string) => (error?.campo === c ? error.mensaje : undefined);
  return (
    <Modal opened={abierto} onClose={onClose} title={M.nuevoArticulo}>
      <Stack>
        <TextInput label={M.nombreArticulo} value={v.nombre} onChange={(e) => setV({ ...v, nombre: e.currentTarget.value })} error={err('nombre')} data-autofocus />
        <TextInput label="SKU" value={v.SKU} onChange={(e) => setV({ ...v, SKU: e.currentTarget.value })} error={err('SKU')} />
        <TextInput label={M.cabys} value={v.codigo} onChange={(e) => setV({ ...v, codigo: e.currentTarget.value })} error={err('codigo')} />
        <Group justify="flex-end">
          <Button onClick={() => void guardar()} loading={guardando}>
            {M.crearArticulo}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
