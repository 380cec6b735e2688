// /cajas/administrar: every session, newest first (10 a page), filtered by status; the expected
// cash of open ones, the closing's expected, counted and difference; the supervisor's finish and
// the X/Z report of the selected session.
import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconCheck, IconFileTypePdf } from '@tabler/icons-react';
import { SesionesDocument, flattenPages, type SesionFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatAmount, formatDateTime } from '../../app/format';
import { notify } from '../../app/notify';
import { sessionAtom } from '../../app/session/atoms';
import { CAJA_SESION_KEY } from '../../app/session/startup';
import { EstadoBadge } from './estado-badge';
import { FinalizarModal } from './finalizar-modal';
import { CargarMas } from '../../app/cargar-mas';
import { Encabezado } from './comun';
import { CAJA_MESSAGES as M, ESTADOS } from './messages';
import { CAJAS_KEY, SESIONES_KEY } from './queries';
import { ReporteModal } from './reporte-modal';

type Fila = SesionFieldsFragment;
const dinero = (v: string | null | undefined) => (v == null ? '' : `₡${formatAmount(v)}`);

export function AdministrarPage() {
  const qc = useQueryClient();
  const emisor = useAtomValue(sessionAtom)?.user.fullname ?? '';
  const [status, setStatus] = useState('TODAS');
  const [sel, setSel] = useState<Fila | null>(null);
  const [finalizar, setFinalizar] = useState<Fila | null>(null);
  const [reporte, setReporte] = useState<Fila | null>(null);
  const q = useInfiniteQuery({
    queryKey: [...SESIONES_KEY, 'pagina', status],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(SesionesDocument, { cursor: pageParam, limit: 10, status: status === 'TODAS' ? null : status }, { signal })).Sesion.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { colId: 'caja', headerName: M.caja, valueGetter: (p) => p.data?.caja.name ?? '', minWidth: 140 },
      { colId: 'usuario', headerName: M.usuario, valueGetter: (p) => p.data?.user.fullname ?? '', minWidth: 140 },
      { field: 'status', headerName: M.estado, cellRenderer: (p: { value: string }) => <EstadoBadge status={p.value} />, maxWidth: 140 },
      { colId: 'inicial', headerName: M.montoInicial, type: 'rightAligned', valueGetter: (p) => dinero(p.data?.montoInicial) },
      { colId: 'esperado', headerName: M.esperado, type: 'rightAligned', valueGetter: (p) => dinero(p.data?.balance?.esperado ?? p.data?.saldo) },
      { colId: 'contado', headerName: M.contado, type: 'rightAligned', valueGetter: (p) => dinero(p.data?.balance?.caja) },
      { colId: 'dif', headerName: M.diferencia, type: 'rightAligned', valueGetter: (p) => dinero(p.data?.balance?.dif), cellStyle: (p) => (p.data?.balance?.dif.startsWith('-') ? { color: 'var(--mantine-color-red-7)' } : null) },
      { colId: 'apertura', headerName: M.apertura, valueGetter: (p) => (p.data ? formatDateTime(p.data.createdAt) : ''), minWidth: 150 },
      { colId: 'cierre', headerName: M.cierre, valueGetter: (p) => (p.data?.cerradaAt ? formatDateTime(p.data.cerradaAt) : ''), minWidth: 150 },
      { colId: 'supervisor', headerName: M.supervisor, valueGetter: (p) => p.data?.supervisor?.fullname ?? '' },
    ],
    [],
  );
  const recargar = () => {
    void qc.invalidateQueries({ queryKey: SESIONES_KEY });
    void qc.invalidateQueries({ queryKey: CAJAS_KEY });
  };
  return (
    <Stack>
      <Encabezado titulo={M.administrarTitulo} onRecargar={recargar}>
          <Button color="red" leftSection={<IconCheck size={16} />} disabled={sel?.status !== 'CERRADA'} onClick={() => setFinalizar(sel)} data-testid="finalizar-sesion">
            {M.finalizar}
          </Button>
          <Button variant="default" leftSection={<IconFileTypePdf size={16} />} disabled={!sel} onClick={() => setReporte(sel)} data-testid="reporte-sesion">
            {sel?.status === 'ABIERTA' ? M.reporteX : M.reporteZ}
          </Button>
      </Encabezado>
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={[{ value: 'TODAS', label: M.todas }, ...['ABIERTA', 'CERRADA', 'FINALIZADA'].map((s) => ({ value: s, label: ESTADOS[s]!.nombre }))]}
        w="fit-content"
      />
      <DataGrid<Fila>
        rows={q.data ? filas : undefined}
        columns={columnas}
        getRowId={(r) => r._id}
        height={420}
        rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows()[0] ?? null)}
      />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
      <FinalizarModal
        key={finalizar?._id ?? 'ninguna'}
        sesion={finalizar}
        onClose={() => setFinalizar(null)}
        onFinalizada={(s) => {
          setFinalizar(null);
          setSel(null);
          notify({ type: 'success', message: M.finalizadaOk(s.caja.name) });
          recargar();
          void qc.invalidateQueries({ queryKey: CAJA_SESION_KEY });
          setReporte(s);
        }}
      />
      <ReporteModal sesion={reporte} emisor={emisor} onClose={() => setReporte(null)} />
    </Stack>
  );
}
