// /clientes/suscripciones: every customer's subscriptions (recurring invoices, ruling B-4) with
// their template, frequency, next issue date and how many documents they issued; Nueva,
// Desactivar (stays listed, issues no more), Eliminar per id, and the documents each one issued.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, Text } from '@mantine/core';
import { BorrarSuscripcionesDocument, SuscripcionBitacoraDocument, SuscripcionesDocument, type SuscripcionFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { DataGrid, dateColumn, moneyColumn, statusBadgeColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { notify } from '../../../app/notify';
import { ListaToolbar, confirmarBorrado } from '../../item/comun/lista-toolbar';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';
import { SuscripcionModal } from './suscripcion-modal';

type Fila = SuscripcionFieldsFragment & { estado: string; motivo: string };
const SUSCRIPCIONES_KEY = [...CLIENTE_KEY, 'suscripciones'] as const;

/** deleteSubscriptions takes one customer's ids: the selection is sent customer by customer. */
async function porCliente(filas: readonly Fila[], ids: readonly string[], isDelete: boolean) {
  const elegidas = filas.filter((f) => ids.includes(f._id));
  const grupos = new Map<string, string[]>();
  for (const f of elegidas) grupos.set(f.cliente._id, [...(grupos.get(f.cliente._id) ?? []), f._id]);
  const out = [];
  for (const [id, lista] of grupos) out.push(...(await api.request(BorrarSuscripcionesDocument, { id, ids: lista, isDelete })).Cliente.deleteSubscriptions);
  return out;
}

export function SuscripcionesPage() {
  const qc = useQueryClient();
  const [sel, setSel] = useState<Fila[]>([]);
  const [nueva, setNueva] = useState(false);
  const [bitacora, setBitacora] = useState<Fila | null>(null);
  const q = useQuery({
    queryKey: SUSCRIPCIONES_KEY,
    queryFn: async ({ signal }) => (await api.request(SuscripcionesDocument, {}, { signal })).Cliente.readSubscriptionsByCliente.map((s) => ({
        ...s,
        // a due document the issuing refused (the credit limit…): waiting for its daily retry (DECISIONS #231)
        estado: !s.state ? M.inactiva : s.rechazo ? M.detenida : M.activa,
        motivo: s.rechazo ? M.reintentoEl(s.rechazo.mensaje, s.rechazo.reintento ? formatDateTime(s.rechazo.reintento) : '') : '',
      })),
  });
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { colId: 'cliente', headerName: M.colCliente, valueGetter: (p) => p.data?.cliente.nombre ?? '', minWidth: 220 },
      { field: 'consecutivo', headerName: M.colPlantilla, minWidth: 200 },
      moneyColumn<Fila>('total', M.colTotal, { maxWidth: 150 }),
      { colId: 'freq', headerName: M.colFrecuencia, valueGetter: (p) => M.frecuencias[p.data?.freq ?? ''] ?? p.data?.freq, maxWidth: 130 },
      dateColumn<Fila>('next', M.colProxima, { withTime: true, maxWidth: 190 }),
      statusBadgeColumn<Fila>('estado', M.colEstado, { [M.activa]: 'success', [M.inactiva]: 'warning', [M.detenida]: 'danger' }, { maxWidth: 140 }),
      { field: 'emitidos', headerName: M.colEmitidos, type: 'rightAligned', maxWidth: 120 },
      { field: 'motivo', headerName: M.colMotivo, minWidth: 320, flex: 1, tooltipField: 'motivo', wrapText: true, autoHeight: true },
    ],
    [],
  );
  const recargar = () => void qc.invalidateQueries({ queryKey: SUSCRIPCIONES_KEY });
  const filas = q.data ?? [];
  const desactivar = async () => {
    const r = await porCliente(filas, sel.map((s) => s._id), false);
    notify({ type: 'success', message: M.suscripcionesCambiadas(r.filter((x) => x.state).length) });
    recargar();
  };
  return (
    <Stack>
      <ListaToolbar
        title={M.suscTitulo}
        seleccion={sel.length}
        onNuevo={() => setNueva(true)}
        onEliminar={() =>
          confirmarBorrado(sel.map((s) => s._id), (ids) => porCliente(filas, ids, true), () => {
            setSel([]);
            recargar();
          })
        }
        onRecargar={recargar}
      >
        <Button variant="light" disabled={sel.length === 0} onClick={() => void desactivar()} data-testid="suscripciones-desactivar">
          {M.desactivar}
        </Button>
        <Button variant="light" disabled={sel.length !== 1} onClick={() => setBitacora(sel[0] ?? null)} data-testid="suscripciones-bitacora">
          {M.verBitacora}
        </Button>
      </ListaToolbar>
      <Text size="sm" c="dimmed">
        {M.suscAyuda}
      </Text>
      <DataGrid<Fila>
        rows={q.data}
        columns={columnas}
        getRowId={(r) => r._id}
        height={480}
        rowSelection={{ mode: 'multiRow' }}
        onSelectionChanged={(e) => setSel(e.api.getSelectedRows())}
        onRowDoubleClicked={(e) => e.data && setBitacora(e.data)}
      />
      <SuscripcionModal
        abierto={nueva}
        onClose={() => setNueva(false)}
        onGuardada={() => {
          setNueva(false);
          notify({ type: 'success', message: M.suscripcionGuardada });
          recargar();
        }}
      />
      <AppModal opened={bitacora !== null} onClose={() => setBitacora(null)} title={M.bitacoraDe(bitacora?.consecutivo ?? '')} size="xl">
        {bitacora ? <Bitacora id={bitacora._id} /> : null}
      </AppModal>
    </Stack>
  );
}

type Emitido = { fecha: string; vencimiento: string; consecutivo: string; _idFactura: string };

function Bitacora({ id }: { id: string }) {
  const q = useQuery({
    queryKey: [...SUSCRIPCIONES_KEY, 'bitacora', id],
    queryFn: async ({ signal }) => (await api.request(SuscripcionBitacoraDocument, { id }, { signal })).Cliente.readBitacora,
  });
  const columnas = useMemo<ColDef<Emitido>[]>(
    () => [dateColumn<Emitido>('vencimiento', M.colVencimiento, { withTime: true }), { field: 'consecutivo', headerName: M.colConsecutivo, minWidth: 220 }, dateColumn<Emitido>('fecha', M.colEmitido, { withTime: true })],
    [],
  );
  return <DataGrid<Emitido> rows={q.data} columns={columnas} getRowId={(r) => r._idFactura} height={320} />;
}
