// /compras/listaAutoEmail: the supplier mailbox's log (ruling E-2), newest first, 10 a page, with
// search; «Procesar» opens the received document in «Compras por XML».
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { AutoEmailsDocument, flattenPages, type AutoEmailFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { COMPRA_MESSAGES as M } from './messages';
import { CargarMas } from '../../app/cargar-mas';

type Fila = AutoEmailFieldsFragment;
const KEY = ['compras', 'correos'] as const;
const COLOR: Record<string, string> = { RECIBIDO: 'blue', PROCESADO: 'green', ERROR: 'red' };

export function CorreosPage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [filtro, setFiltro] = useState('');
  const [buscado] = useDebouncedValue(filtro, 250);
  const q = useInfiniteQuery({
    queryKey: [...KEY, buscado],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(AutoEmailsDocument, { cursor: pageParam, limit: 10, searchString: buscado || null }, { signal })).AutoEmail.readByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { colId: 'fecha', headerName: M.fecha, valueGetter: (p) => (p.data ? formatDateTime(p.data.createdAt) : ''), maxWidth: 180 },
      { field: 'doc', headerName: M.documento, minWidth: 220 },
      { field: 'provider', headerName: M.remitente },
      { field: 'status', headerName: M.estado, maxWidth: 140, cellRenderer: (p: { value: string }) => <Badge color={COLOR[p.value] ?? 'gray'}>{p.value}</Badge> },
      { field: 'error', headerName: M.error, minWidth: 220 },
      {
        colId: 'procesar',
        headerName: '',
        maxWidth: 130,
        cellRenderer: (p: { data?: Fila }) =>
          p.data?.status === 'RECIBIDO' ? (
            <Button size="compact-xs" variant="light" onClick={() => void navigate(`/compras/comprasXml?correo=${p.data!._id}`)}>
              {M.procesar}
            </Button>
          ) : null,
      },
    ],
    [navigate],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.correosTitulo}</Title>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void qc.invalidateQueries({ queryKey: KEY })}>
          {M.recargar}
        </Button>
      </Group>
      <TextInput placeholder={M.buscarCorreo} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} maw={360} aria-label={M.buscarCorreo} />
      <DataGrid<Fila> rows={q.data ? filas : undefined} columns={columnas} getRowId={(r) => r._id} height={420} />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
    </Stack>
  );
}
