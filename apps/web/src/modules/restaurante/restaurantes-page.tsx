// /restaurante/lista: the issuer's restaurants (name, location, state) in the house grid; a
// double-click loads one in the form to edit, the selected ones are deleted (refused per id).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { BorrarRestaurantesDocument, GraphQLRequestError, GuardarRestauranteDocument } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import { api } from '../../app/api';
import { notify } from '../../app/notify';
import { RESTAURANTE_KEY, useRestaurantes } from './comun';
import { RESTAURANTE_MESSAGES as M } from './messages';

type Borrador = { _id?: string; name: string; location: string; state: boolean };
type Fila = { _id: string; name: string; location?: string | null; state: boolean };

const columnas: ColDef<Fila>[] = [
  { field: 'name', headerName: M.nombre, minWidth: 200 },
  { field: 'location', headerName: M.ubicacion, minWidth: 200 },
  { colId: 'activo', headerName: M.activo, maxWidth: 120, valueGetter: (p) => (p.data?.state ? 'Sí' : 'No') },
];

export function RestaurantesPage() {
  const qc = useQueryClient();
  const q = useRestaurantes();
  const [b, setB] = useState<Borrador>({ name: '', location: '', state: true });
  const [error, setError] = useState<string | null>(null);
  const [seleccion, setSeleccion] = useState<Fila[]>([]);
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
  const borrar = async () => {
    const rs = (await api.request(BorrarRestaurantesDocument, { ids: seleccion.map((r) => r._id) })).Restaurant.delete;
    for (const r of rs) notify({ type: r.state ? 'success' : 'danger', message: r.message });
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
      <Group>
        <Button color="red" variant="light" disabled={!seleccion.length} onClick={() => void borrar()}>
          {M.borrar}
        </Button>
      </Group>
      <DataGrid<Fila>
        rows={q.data}
        columns={columnas}
        getRowId={(r) => r._id}
        height={360}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSeleccion(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setB({ _id: e.data._id, name: e.data.name, location: e.data.location ?? '', state: e.data.state })}
      />
    </Stack>
  );
}
