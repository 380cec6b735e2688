// /restaurante/listaEliminados: the audit of items taken off orders (D-5), newest first, searchable.
import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Stack, TextInput, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { ArticulosEliminadosDocument, flattenPages, type ArticulosEliminadosQuery } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import { api } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { CargarMas } from '../../app/cargar-mas';
import { PEDIDOS_KEY, colones } from './comun';
import { RESTAURANTE_MESSAGES as M } from './messages';

type Fila = ArticulosEliminadosQuery['RestaurantOrder']['readItemDeleted']['feed'][number];

const columnas: ColDef<Fila>[] = [
  { colId: 'fecha', headerName: M.fecha, valueGetter: (p) => (p.data ? formatDateTime(p.data.createdAt) : ''), minWidth: 150 },
  { field: 'consecutive', headerName: '#', maxWidth: 90 },
  { field: 'name', headerName: M.articulo, minWidth: 180 },
  { field: 'quantity', headerName: M.cantidad, maxWidth: 90 },
  { colId: 'precio', headerName: M.precio, type: 'rightAligned', valueGetter: (p) => (p.data ? colones(p.data.unitPrice) : '') },
  { field: 'reason', headerName: M.razon, minWidth: 200 },
  { colId: 'autorizo', headerName: M.autorizo, valueGetter: (p) => p.data?.authBy?.fullname ?? '' },
  { colId: 'usuario', headerName: M.usuario, valueGetter: (p) => p.data?.userSession?.fullname ?? '' },
  { colId: 'revisado', headerName: M.revisado, maxWidth: 110, valueGetter: (p) => (p.data?.check ? 'Sí' : 'No') },
];

export function EliminadosPage() {
  const [texto, setTexto] = useState('');
  const q = useInfiniteQuery({
    queryKey: [...PEDIDOS_KEY, 'eliminados', texto],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(ArticulosEliminadosDocument, { cursor: pageParam, limit: 10, filter: texto.trim() || null }, { signal })).RestaurantOrder.readItemDeleted,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  return (
    <Stack>
      <Title order={2}>{M.eliminados}</Title>
      <TextInput label={M.buscar} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} w={260} />
      <DataGrid<Fila> rows={q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={460} />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
    </Stack>
  );
}
