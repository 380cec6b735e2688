// /cajas/lista: the issuer's registers by name (10 a page), who has each open, its limits.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { CajasDocument, flattenPages, type CajaFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatAmount, formatDate } from '../../app/format';
import { notify } from '../../app/notify';
import { CajaEditor } from './caja-editor';
import { EstadoBadge } from './estado-badge';
import { CargarMas } from '../../app/cargar-mas';
import { Encabezado } from './comun';
import { CAJA_MESSAGES as M } from './messages';
import { CAJAS_KEY } from './queries';

type Fila = CajaFieldsFragment;

export function CajasPage() {
  const qc = useQueryClient();
  const [filtro, setFiltro] = useState('');
  const [buscado] = useDebouncedValue(filtro, 250);
  const [editor, setEditor] = useState<{ c: Fila | null } | null>(null);
  const q = useInfiniteQuery({
    queryKey: [...CAJAS_KEY, 'pagina', buscado],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(CajasDocument, { cursor: pageParam, limit: 10, filter: buscado || null }, { signal })).Caja,
    getNextPageParam: (p) => (p.readAllByEmisor.pageInfo.hasNextPage ? p.readAllByEmisor.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages((q.data?.pages ?? []).map((p) => p.readAllByEmisor), (r) => r._id), [q.data]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'name', headerName: M.nombre, minWidth: 180 },
      { field: 'status', headerName: M.estado, cellRenderer: (p: { value: string }) => <EstadoBadge status={p.value} />, maxWidth: 150 },
      { colId: 'abierta', headerName: M.abiertaPor, valueGetter: (p) => p.data?.userSession?.fullname ?? '' },
      { colId: 'inf', headerName: M.limiteInferior, type: 'rightAligned', valueGetter: (p) => (p.data && p.data.limiteInferior !== '0' ? `₡${formatAmount(p.data.limiteInferior)}` : '') },
      { colId: 'sup', headerName: M.limiteSuperior, type: 'rightAligned', valueGetter: (p) => (p.data && p.data.limiteSuperior !== '0' ? `₡${formatAmount(p.data.limiteSuperior)}` : '') },
      { colId: 'creada', headerName: M.creada, valueGetter: (p) => (p.data ? formatDate(p.data.createdAt) : '') },
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: CAJAS_KEY });
  return (
    <Stack>
      <Encabezado titulo={M.cajasTitulo} onRecargar={recargar}>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ c: null })} data-testid="nueva-caja">
            {M.nuevaCaja}
          </Button>
      </Encabezado>
      <Group justify="space-between">
        <TextInput placeholder={M.buscar} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} maw={360} aria-label={M.buscar} />
        {q.data ? <Text size="sm" c="dimmed">{M.total(q.data.pages[0]?.readTotal ?? 0)}</Text> : null}
      </Group>
      <DataGrid<Fila> rows={q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={420} onRowDoubleClicked={(e) => e.data && setEditor({ c: e.data })} />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
      <CajaEditor
        abierto={editor !== null}
        caja={editor?.c ?? null}
        onClose={() => setEditor(null)}
        onGuardada={() => {
          setEditor(null);
          notify({ type: 'success', message: M.guardada });
          recargar();
        }}
      />
    </Stack>
  );
}
