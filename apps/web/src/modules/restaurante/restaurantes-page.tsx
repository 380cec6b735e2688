// /restaurante/lista: the issuer's restaurants (name, location, state); create, edit, delete.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { BorrarRestaurantesDocument, GraphQLRequestError, GuardarRestauranteDocument } from '@jit/api';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { RESTAURANTE_KEY, useRestaurantes } from './comun';
import { RESTAURANTE_MESSAGES as M } from './messages';

type Borrador = { _id?: string; name: string; location: string; state: boolean };

export function RestaurantesPage() {
  const qc = useQueryClient();
  const q = useRestaurantes();
  const [b, setB] = useState<Borrador>({ name: '', location: '', state: true });
  const [error, setError] = useState<string | null>(null);
  const recargar = () => void qc.invalidateQueries({ queryKey: RESTAURANTE_KEY });
  const guardar = async () => {
    if (!b.name.trim()) return setError('Escriba el nombre del restaurante.');
    try {
      await api.request(GuardarRestauranteDocument, { input: { ...(b._id ? { _id: b._id } : {}), name: b.name, location: b.location || null, state: b.state } });
      notify({ type: 'success', message: M.guardado });
      setB({ name: '', location: '', state: true });
      setError(null);
      recargar();
    } catch (e) {
      setError(e instanceof GraphQLRequestError ? e.userMessage : String(e));
    }
  };
  const borrar = async (id: string) => {
    const r = (await api.request(BorrarRestaurantesDocument, { ids: [id] })).Restaurant.delete[0];
    if (r) notify({ type: r.state ? 'success' : 'danger', message: r.message });
    recargar();
  };
  return (
    <Stack>
      <Title order={2}>{M.restaurantes}</Title>
      <Group align="flex-end">
        <TextInput label={M.nombre} value={b.name} onChange={(e) => setB({ ...b, name: e.currentTarget.value })} error={error} data-testid="restaurante-nombre" />
        <TextInput label={M.ubicacion} value={b.location} onChange={(e) => setB({ ...b, location: e.currentTarget.value })} />
        <Checkbox label={M.activo} checked={b.state} onChange={(e) => setB({ ...b, state: e.currentTarget.checked })} />
        <Button onClick={() => void guardar()} data-testid="restaurante-guardar">
          {M.guardar}
        </Button>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.nombre}</Table.Th>
            <Table.Th>{M.ubicacion}</Table.Th>
            <Table.Th>{M.activo}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(q.data ?? []).map((r) => (
            <Table.Tr key={r._id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.location}</Table.Td>
              <Table.Td>{r.state ? 'Sí' : 'No'}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="default" onClick={() => setB({ _id: r._id, name: r.name, location: r.location ?? '', state: r.state })}>
                    Editar
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => void borrar(r._id)}>
                    {M.borrar}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
