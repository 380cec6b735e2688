// /cajas/micaja: my open session. Without one, open a register with its opening cash; with one, its
// movements (newest first, totals in the footer), cash by tender, a manual movement, the blind count.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Progress, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCash, IconFileSpreadsheet, IconLock, IconPlus } from '@tabler/icons-react';
import { AbrirSesionDocument, CajasDocument, GraphQLRequestError, MovimientosDocument, SesionPorIdDocument, flattenPages, type MovimientoFieldsFragment } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatAmount, formatDateTime } from '../../app/format';
import { notify } from '../../app/notify';
import { CAJA_SESION_KEY, useOpenCashSession } from '../../app/session/startup';
import { ConteoModal } from './conteo-modal';
import { exportarMovimientos } from './exportar';
import { CargarMas } from '../../app/cargar-mas';
import { CAJA_MESSAGES as M, MEDIOS, TIPOS } from './messages';
import { montoDe } from './monto';
import { MovimientoEditor } from './movimiento-editor';
import { CAJAS_KEY, MOVIMIENTOS_KEY, SESIONES_KEY } from './queries';

type Fila = MovimientoFieldsFragment;

export const columnasMovimientos: ColDef<Fila>[] = [
  { colId: 'fecha', headerName: M.fecha, valueGetter: (p) => (p.data?.createdAt ? formatDateTime(p.data.createdAt) : ''), minWidth: 150 },
  { colId: 'tipo', headerName: M.tipo, valueGetter: (p) => (p.data?.tipo ? (TIPOS[p.data.tipo] ?? p.data.tipo) : ''), maxWidth: 120 },
  { colId: 'linea', headerName: M.linea, valueGetter: (p) => (p.data?.linea ? (MEDIOS[p.data.linea] ?? p.data.linea) : ''), maxWidth: 140 },
  { field: 'detalle', headerName: M.detalle, minWidth: 200 },
  { colId: 'ingreso', headerName: M.ingreso, type: 'rightAligned', valueGetter: (p) => (p.data && p.data.montoIngreso !== '0' ? `₡${formatAmount(p.data.montoIngreso)}` : '') },
  { colId: 'egreso', headerName: M.egreso, type: 'rightAligned', valueGetter: (p) => (p.data && p.data.montoEgreso !== '0' ? `₡${formatAmount(p.data.montoEgreso)}` : '') },
];

function Abrir() {
  const qc = useQueryClient();
  const cajas = useQuery({ queryKey: [...CAJAS_KEY, 'abrir'], queryFn: async ({ signal }) => (await api.request(CajasDocument, { limit: 200 }, { signal })).Caja.readAllByEmisor.feed });
  const [caja, setCaja] = useState<string | null>(null);
  const [monto, setMonto] = useState('');
  const [error, setError] = useState<{ campo: string; mensaje: string } | null>(null);
  const libres = (cajas.data ?? []).filter((c) => c.state && (c.status === 'INICIANDO' || c.status === 'FINALIZADA'));
  const abrir = async () => {
    const m = montoDe(monto);
    if (!caja) return setError({ campo: 'caja', mensaje: M.elegirCaja });
    if (m === undefined) return setError({ campo: 'monto', mensaje: M.montoInvalido });
    try {
      const r = await api.request(AbrirSesionDocument, { input: { caja, montoInicial: m ?? '0' } });
      notify({ type: 'success', message: M.abierta(r.Sesion.create.caja.name) });
      setError(null);
      void qc.invalidateQueries({ queryKey: CAJA_SESION_KEY });
      void qc.invalidateQueries({ queryKey: CAJAS_KEY });
      void qc.invalidateQueries({ queryKey: SESIONES_KEY });
    } catch (e) {
      setError({ campo: e instanceof GraphQLRequestError && e.field?.includes('montoInicial') ? 'monto' : 'caja', mensaje: e instanceof GraphQLRequestError ? e.userMessage : String(e) });
    }
  };
  return (
    <Card withBorder maw={520}>
      <Stack gap="sm">
        <Text>{M.sinSesion}</Text>
        <Select label={M.caja} placeholder={M.elegirCaja} data={libres.map((c) => ({ value: c._id, label: c.name }))} value={caja} onChange={setCaja} error={error?.campo === 'caja' ? error.mensaje : undefined} data-testid="abrir-caja" />
        <TextInput label={M.montoInicial} leftSection="₡" value={monto} onChange={(e) => setMonto(e.currentTarget.value)} error={error?.campo === 'monto' ? error.mensaje : undefined} data-testid="abrir-monto" />
        <Group justify="flex-end">
          <Button leftSection={<IconCash size={16} />} onClick={() => void abrir()} data-testid="abrir">
            {M.abrir}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Sesion({ id }: { id: string }) {
  const qc = useQueryClient();
  const [nuevo, setNuevo] = useState(false);
  const [conteo, setConteo] = useState(false);
  const sesion = useQuery({ queryKey: [...SESIONES_KEY, id], queryFn: async ({ signal }) => (await api.request(SesionPorIdDocument, { id }, { signal })).Sesion.readById });
  const q = useInfiniteQuery({
    queryKey: [...MOVIMIENTOS_KEY, id],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(MovimientosDocument, { sesion: id, cursor: pageParam, limit: 50 }, { signal })).Movimiento,
    getNextPageParam: (p) => (p.readAllByEmisor.pageInfo.hasNextPage ? p.readAllByEmisor.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages((q.data?.pages ?? []).map((p) => p.readAllByEmisor), (r) => r._id), [q.data]);
  const totales = q.data?.pages[0]?.readTotal;
  const porMedio = q.data?.pages[0]?.readByMedioPago ?? [];
  const pie = useMemo(() => (totales ? [{ _id: 'total', detalle: M.totales, montoIngreso: totales.ingresos, montoEgreso: totales.egresos } as Fila] : []), [totales]);
  const maximo = porMedio.reduce((a, m) => Math.max(a, Number(m.ingresos)), 0) || 1;
  const recargar = () => {
    void qc.invalidateQueries({ queryKey: [...MOVIMIENTOS_KEY, id] });
  };
  const s = sesion.data;
  if (!s) return null;
  return (
    <Stack>
      <Group justify="space-between">
        <Text data-testid="micaja-sesion">
          <b>{s.caja.name}</b> · {M.apertura} {formatDateTime(s.createdAt)} · {M.montoInicial} ₡{formatAmount(s.montoInicial)}
        </Text>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setNuevo(true)} data-testid="nuevo-movimiento">
            {M.nuevoMovimiento}
          </Button>
          <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void exportarMovimientos(s)}>
            {M.exportar}
          </Button>
          <Button color="orange" leftSection={<IconLock size={16} />} onClick={() => setConteo(true)} data-testid="cerrar-mi-caja">
            {M.cerrarMiCaja}
          </Button>
        </Group>
      </Group>
      <DataGrid<Fila> rows={q.data ? filas : undefined} columns={columnasMovimientos} getRowId={(r) => r._id} height={380} pinnedBottomRowData={pie} />
      <CargarMas q={q} cargados={filas.length} texto={M.cargarMas} />
      <Card withBorder maw={520}>
        <Text fw={600} mb="xs">
          {M.porMedio}
        </Text>
        {porMedio.map((m) => (
          <Stack key={m._id} gap={2} mb={6}>
            <Group justify="space-between">
              <Text size="sm">{MEDIOS[m._id] ?? m._id}</Text>
              <Text size="sm">
                +₡{formatAmount(m.ingresos)} / −₡{formatAmount(m.egresos)}
              </Text>
            </Group>
            <Progress value={(Number(m.ingresos) / maximo) * 100} />
          </Stack>
        ))}
      </Card>
      <MovimientoEditor
        abierto={nuevo}
        sesion={id}
        onClose={() => setNuevo(false)}
        onGuardado={() => {
          setNuevo(false);
          recargar();
        }}
      />
      <ConteoModal
        abierto={conteo}
        caja={s.caja._id}
        sesion={id}
        onClose={() => setConteo(false)}
        onCerrada={() => {
          setConteo(false);
          notify({ type: 'success', message: M.cerradaOk });
          void qc.invalidateQueries({ queryKey: CAJA_SESION_KEY });
          void qc.invalidateQueries({ queryKey: SESIONES_KEY });
        }}
      />
    </Stack>
  );
}

export function MiCajaPage() {
  const abierta = useOpenCashSession(true);
  return (
    <Stack>
      <Title order={2}>{M.micajaTitulo}</Title>
      {abierta.isLoading ? null : abierta.data ? <Sesion id={abierta.data._id} /> : <Abrir />}
      {abierta.isError ? <Alert color="red">{String(abierta.error)}</Alert> : null}
    </Stack>
  );
}
