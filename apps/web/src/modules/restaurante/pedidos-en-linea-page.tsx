// /restaurante/pedidosEnLinea: the online orders (Order, ruling D-6), newest first, with search, a
// date range and infinite paging (10 a page); a new or changed order arrives live (newOrder) and
// the list reloads what is loaded.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { PedidosEnLineaDocument, flattenPages } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import { api } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { notify } from '../../app/notify';
import { CargarMas } from '../../app/cargar-mas';
import { RESTAURANTE_MESSAGES as M } from './messages';
import { usePedidosEnLineaVivos, type PedidoEnLinea } from './vivo';

const KEY = ['restaurante', 'pedidosEnLinea'] as const;

const columnas: ColDef<PedidoEnLinea>[] = [
  { field: 'consecutivo', headerName: '#', maxWidth: 140 },
  { colId: 'fecha', headerName: M.fecha, valueGetter: (p) => (p.data ? formatDateTime(p.data.createdAt) : ''), minWidth: 150 },
  { colId: 'cliente', headerName: M.cliente, valueGetter: (p) => p.data?.receptor?.nombre ?? '', minWidth: 200 },
  { colId: 'documento', headerName: M.documento, valueGetter: (p) => p.data?.factura ?? p.data?._idDoc ?? '' },
  { colId: 'entrega', headerName: M.entrega, valueGetter: (p) => (p.data?.startDate ? formatDateTime(p.data.startDate) : ''), minWidth: 150 },
  { colId: 'estado', headerName: M.estado, cellRenderer: (p: { data?: PedidoEnLinea }) => (p.data ? <Badge color="blue">{p.data.status}</Badge> : null) },
  { colId: 'usuario', headerName: M.usuario, valueGetter: (p) => p.data?.user?.fullname ?? '' },
];

export function PedidosEnLineaPage() {
  const qc = useQueryClient();
  const [texto, setTexto] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  // Days are Costa Rica's (UTC−6, no daylight saving): «hasta» includes its whole day.
  const vars = {
    filter: texto.trim() || null,
    inicio: desde ? new Date(`${desde}T00:00:00-06:00`).toISOString() : null,
    final: hasta ? new Date(`${hasta}T24:00:00-06:00`).toISOString() : null,
  };
  const q = useInfiniteQuery({
    queryKey: [...KEY, vars],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(PedidosEnLineaDocument, { cursor: pageParam, limit: 10, ...vars }, { signal })).Order.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  usePedidosEnLineaVivos(
    (o) => {
      if (o.createdAt === o.updatedAt) notify({ type: 'info', message: M.nuevoEnLinea(o.consecutivo ?? null) });
      void qc.invalidateQueries({ queryKey: KEY });
    },
    () => void qc.invalidateQueries({ queryKey: KEY }),
  );
  return (
    <Stack>
      <Title order={2}>{M.pedidosEnLinea}</Title>
      <Group align="flex-end">
        <TextInput label={M.buscarEnLinea} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} w={300} />
        <TextInput type="date" label={M.desde} value={desde} onChange={(e) => setDesde(e.currentTarget.value)} />
        <TextInput type="date" label={M.hasta} value={hasta} onChange={(e) => setHasta(e.currentTarget.value)} />
        <Text size="sm" c="dimmed">
          {filas.length}
        </Text>
      </Group>
      {q.data && filas.length === 0 ? <Text c="dimmed">{M.sinPedidosEnLinea}</Text> : null}
      <DataGrid<PedidoEnLinea> rows={q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={460} />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
    </Stack>
  );
}
