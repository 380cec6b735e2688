// /restaurante/listaPedidos: orders newest first with search, date range and paging (infinite, 10 a
// page); the status badge, the documents that billed each order, and a status change with reason.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import { BuscarPedidosRestauranteDocument, EstadoPedidoDocument, GraphQLRequestError, PedidosRestauranteDocument, flattenPages } from '@jit/api';
import { ESTADOS_PEDIDO } from '@jit/domain';
import { DataGrid } from '@jit/ui/data-grid';
import { api } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { notify } from '../../app/notify';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { EstadoBadge, PEDIDOS_KEY, colones } from './comun';
import { exportarPedidos } from './exportar';
import { RESTAURANTE_MESSAGES as M } from './messages';
import { usePedidosVivos, type Pedido } from './vivo';
import { CargarMas } from '../../app/cargar-mas';

const columnas: ColDef<Pedido>[] = [
  { field: 'consecutive', headerName: '#', maxWidth: 90 },
  { colId: 'fecha', headerName: M.fecha, valueGetter: (p) => (p.data ? formatDateTime(p.data.createdAt) : ''), minWidth: 150 },
  { colId: 'mesa', headerName: M.mesa, valueGetter: (p) => (p.data ? M.mesaPedido(p.data.zoneName, p.data.tableName) : '') },
  { colId: 'usuario', headerName: M.usuario, valueGetter: (p) => p.data?.user?.fullname ?? '' },
  { colId: 'estado', headerName: M.estado, cellRenderer: (p: { data?: Pedido }) => (p.data ? <EstadoBadge status={p.data.status} /> : null) },
  { colId: 'express', headerName: M.express, valueGetter: (p) => (p.data?.express ? 'Sí' : ''), maxWidth: 100 },
  { colId: 'items', headerName: M.articulo, valueGetter: (p) => (p.data ? p.data.items.map((i) => `${i.cantidad} ${i.nombre}`).join(', ') : ''), minWidth: 220 },
  { colId: 'total', headerName: M.total, type: 'rightAligned', valueGetter: (p) => (p.data ? colones(p.data.neta) : '') },
  { colId: 'facturado', headerName: M.facturado, valueGetter: (p) => (p.data ? p.data.facturacion.map((f) => `${f.consecutivo} ${colones(f.totalComprobante)}`).join('; ') : ''), minWidth: 220 },
];

export function ListaPedidosPage() {
  const qc = useQueryClient();
  const [texto, setTexto] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [sel, setSel] = useState<Pedido | null>(null);
  const [estado, setEstado] = useState<string | null>(null);
  const [razon, setRazon] = useState('');
  const [error, setError] = useState<string | null>(null);
  const filter = { ...(desde ? { inicio: new Date(`${desde}T00:00:00-06:00`).toISOString() } : {}), ...(hasta ? { final: new Date(`${hasta}T24:00:00-06:00`).toISOString() } : {}) };
  const key = [...PEDIDOS_KEY, 'lista', filter];
  const q = useInfiniteQuery({
    queryKey: key,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(PedidosRestauranteDocument, { cursor: pageParam, limit: 10, filter }, { signal })).RestaurantOrder,
    getNextPageParam: (p) => (p.readAllByEmisor.pageInfo.hasNextPage ? p.readAllByEmisor.pageInfo.nextPageCursor : null),
  });
  const busqueda = useQuery({ queryKey: [...PEDIDOS_KEY, 'buscar', texto], enabled: texto.trim().length > 0, queryFn: async ({ signal }) => (await api.request(BuscarPedidosRestauranteDocument, { searchString: texto.trim() }, { signal })).RestaurantOrder.readBySearchString });
  const filas = useMemo(() => flattenPages((q.data?.pages ?? []).map((p) => p.readAllByEmisor), (r) => r._id), [q.data]);
  usePedidosVivos(() => void qc.invalidateQueries({ queryKey: [...PEDIDOS_KEY, 'lista'] }));
  const cambiar = async () => {
    if (!sel || !estado) return;
    try {
      await api.request(EstadoPedidoDocument, { id: sel._id, status: estado, razon: razon || null });
      notify({ type: 'success', message: M.guardado });
      setError(null);
      setSel(null);
      void qc.invalidateQueries({ queryKey: PEDIDOS_KEY });
    } catch (e) {
      setError(e instanceof GraphQLRequestError ? e.userMessage : String(e));
    }
  };
  const total = q.data?.pages[0]?.readTotalByFilter ?? 0;
  return (
    <Stack>
      <Title order={2}>{M.listaPedidos}</Title>
      <Group align="flex-end">
        <TextInput label={M.buscar} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} w={260} />
        <TextInput type="date" label={M.desde} value={desde} onChange={(e) => setDesde(e.currentTarget.value)} />
        <TextInput type="date" label={M.hasta} value={hasta} onChange={(e) => setHasta(e.currentTarget.value)} />
        <Text size="sm" c="dimmed">
          {filas.length} / {total}
        </Text>
        <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void exportarPedidos(filter)}>
          {M.exportar}
        </Button>
      </Group>
      <DataGrid<Pedido> rows={texto.trim() ? busqueda.data : q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={460} onRowClicked={(e) => setSel(e.data ?? null)} />
      {texto.trim() ? null : <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />}
      {sel ? (
        <Group align="flex-end">
          <Text>{M.pedidoNumero(sel.consecutive)}</Text>
          <Select label={M.cambiarEstado} data={[...ESTADOS_PEDIDO].filter((s) => s !== 'CERRADA')} value={estado} onChange={setEstado} />
          <TextInput label={M.razon} value={razon} onChange={(e) => setRazon(e.currentTarget.value)} error={error} />
          <Button onClick={() => void cambiar()}>{M.guardar}</Button>
        </Group>
      ) : null}
    </Stack>
  );
}
