// One item's kardex with its running balance, newest first. While it is open it reads again every
// few seconds, so a sale or a credit note issued elsewhere shows up without a reload.
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Drawer, Stack, Text } from '@mantine/core';
import { flattenPages, MovimientosInventarioDocument } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { CargarMas } from '../../../app/cargar-mas';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { INVENTARIO_KEY } from '../queries';
import { columnasMovimiento, type Movimiento } from './columnas';

export function KardexDrawer({ item, onClose }: { item: { _id: string; nombre: string } | null; onClose: () => void }) {
  const q = useInfiniteQuery({
    queryKey: [...INVENTARIO_KEY, 'kardex', item?._id],
    enabled: item !== null,
    refetchInterval: 2000,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(MovimientosInventarioDocument, { item: item!._id, cursor: pageParam, limit: 50 }, { signal })).MovimientoInventario.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo(() => columnasMovimiento(false), []);
  return (
    <Drawer opened={item !== null} onClose={onClose} position="right" size="90%" title={item ? M.kardexDe(item.nombre) : ''}>
      <Stack data-testid="kardex">
        <Text size="sm" c="dimmed">
          {M.kardexVivo}
        </Text>
        <DataGrid<Movimiento> rows={q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={520} />
        <CargarMas q={q} cargados={filas.length} />
      </Stack>
    </Drawer>
  );
}
