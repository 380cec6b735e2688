// /produccion/ordenes: the production orders, newest first (10 a page), searchable; a row shows what
// the order produced and consumed.
import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ColDef } from 'ag-grid-community';
import { flattenPages, OrdenesDocument, type ProduccionFieldsFragment } from '@jit/api';
import { DataGrid, dateColumn, moneyColumn } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { formatCantidad, formatCurrency } from '../../../app/format';
import { CargarMas } from '../../../app/cargar-mas';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { INVENTARIO_KEY } from '../queries';

type Orden = ProduccionFieldsFragment;

export function OrdenesPage() {
  const [texto, setTexto] = useState('');
  const [buscado] = useDebouncedValue(texto.trim(), 300);
  const [sel, setSel] = useState<Orden | null>(null);
  const q = useInfiniteQuery({
    queryKey: [...INVENTARIO_KEY, 'ordenes', buscado],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(OrdenesDocument, { cursor: pageParam, limit: 10, filter: buscado || null }, { signal })).Produccion,
    getNextPageParam: (p) => (p.readAllByEmisor.pageInfo.hasNextPage ? p.readAllByEmisor.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages((q.data?.pages ?? []).map((p) => p.readAllByEmisor), (r) => r._id), [q.data]);
  const columnas = useMemo<ColDef<Orden>[]>(
    () => [
      { field: 'sequence', headerName: M.colNumero, maxWidth: 110 },
      dateColumn<Orden>('createdAt', M.colFecha, { withTime: true }),
      { field: 'order', headerName: M.orden },
      { field: 'documento', headerName: M.colDocumento },
      { colId: 'articulos', headerName: M.colArticulos, flex: 2, valueGetter: (p) => p.data?.item.map((i) => `${i.name} × ${formatCantidad(i.quantity)}`).join(', ') ?? '' },
      moneyColumn<Orden>('costoTotal', M.colCostoTotal),
      { field: 'status', headerName: M.colEstado, maxWidth: 140 },
      { colId: 'usuario', headerName: M.colUsuario, valueGetter: (p) => p.data?.user?.fullname ?? '' },
    ],
    [],
  );
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{M.ordenesTitulo}</Title>
        <Text c="dimmed">{q.data ? M.totalOrdenes(q.data.pages[0]?.readTotal ?? 0) : ''}</Text>
      </Group>
      <TextInput label={M.buscarArticulo} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} w={360} />
      <DataGrid<Orden> rows={q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={400} onRowClicked={(e) => setSel(e.data ?? null)} />
      <CargarMas q={q} cargados={filas.length} />
      {sel ? (
        <Card withBorder data-testid="orden-detalle">
          <Text fw={600} mb="xs">{`${M.colNumero} ${sel.sequence} · ${M.componentesNecesarios}`}</Text>
          <Table>
            <Table.Tbody>
              {sel.consumo.map((c) => (
                <Table.Tr key={c.item.nombre}>
                  <Table.Td>{c.item.nombre}</Table.Td>
                  <Table.Td ta="right">{`${formatCantidad(c.cantidad)} ${c.item.unidadMedida}`}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(c.valor)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : null}
    </Stack>
  );
}
