// /facturacion/listaCredito «Mis Facturas»: credit sales with a balance (spec 1 §3 saldo), the
// total receivable per currency, due dates and days overdue; the same actions as the sales lists.
// showContado is kept in local storage under the spec's key (spec 1 §9).
import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { TotalPorCobrarDocument } from '@jit/api';
import { api } from '../../../app/api';
import { formatCurrency } from '../../../app/format';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { useAccionesCelda } from './acciones/acciones-menu';
import { AccionesModales } from './acciones/acciones-modales';
import { columnasDe } from './columnas';
import { DocumentoDrawer } from './documento-drawer';
import { DocumentosGrid } from './documentos-grid';
import { filtrosDe, FiltrosBar, PERIODO_TODO, type Periodo } from './filtros-bar';
import { useFacturaChanged } from './live';
import { LISTAS_MESSAGES as M } from './messages';
import { useOperaciones } from './acciones/operaciones';
import { useAhora } from './use-ahora';
import { LISTAS_KEY, useDocumentos, type Fila, type Fuente } from './queries';
import type { Accion } from './acciones/reglas';
import { CobrosPanel } from '../../pago/cuentas-page';

const ACCIONES: readonly Accion[] = ['correo', 'notaCredito', 'anular'];
/** Spec 1 §9 local storage key. */
export const SHOW_CONTADO_KEY = 'showContadoCobrar';

const leerContado = () => {
  try {
    return window.localStorage.getItem(SHOW_CONTADO_KEY) === 'true';
  } catch {
    return false;
  }
};

export function CreditoPage() {
  const client = useQueryClient();
  const [showContado, setShowContado] = useState(leerContado);
  const [showPagadas, setShowPagadas] = useState(false);
  const [search, setSearch] = useState('');
  const [periodo, setPeriodo] = useState<Periodo>(PERIODO_TODO);
  const ops = useOperaciones();
  const fuente = useMemo<Fuente>(() => ({ kind: 'credito', showContado, showPagadas }), [showContado, showPagadas]);
  const filtros = useMemo(() => filtrosDe(search, periodo), [search, periodo]);
  const q = useDocumentos('credito', fuente, filtros);
  const total = useQuery({
    queryKey: [...LISTAS_KEY, 'por-cobrar', showContado],
    queryFn: async ({ signal }) => (await api.request(TotalPorCobrarDocument, { showContado }, { signal })).Factura.readTotalDocumentosCobrar,
  });
  useFacturaChanged(() => void client.invalidateQueries({ queryKey: [...LISTAS_KEY, 'por-cobrar'] }));
  const recargar = useCallback(() => {
    void q.refetch();
    void total.refetch();
  }, [q, total]);
  useShortcutActions({ reload: recargar });
  const now = useAhora();
  const accionesCell = useAccionesCelda(ACCIONES, ops.onOperacion);
  const columnas = useMemo(() => columnasDe('credito', { multiTipo: true, acciones: accionesCell, now }), [accionesCell, now]);
  const contado = (v: boolean) => {
    setShowContado(v);
    try {
      window.localStorage.setItem(SHOW_CONTADO_KEY, String(v));
    } catch {
      // Private mode: the switch still works for this visit.
    }
  };
  return (
    <Stack gap="md">
      <Title order={2}>{M.creditoTitulo}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {M.porCobrar}
          </Text>
          <Text fw={700} size="xl" data-testid="total-por-cobrar">
            {total.data ? formatCurrency(total.data.saldoCRC, 'CRC') : '…'}
          </Text>
          <Text size="xs" c="dimmed">
            {total.data ? M.porCobrarDocs(total.data.cantidad) : ''}
          </Text>
        </Card>
        {(total.data?.saldos ?? [])
          .filter((s) => s.codigoMoneda !== 'CRC')
          .map((s) => (
            <Card withBorder key={s.codigoMoneda}>
              <Text size="sm" c="dimmed">
                {M.porCobrar} {s.codigoMoneda}
              </Text>
              <Text fw={700} size="xl">
                {formatCurrency(s.total, s.codigoMoneda)}
              </Text>
              <Text size="xs" c="dimmed">
                {M.porCobrarDocs(s.documentos)}
              </Text>
            </Card>
          ))}
      </SimpleGrid>
      <Group>
        <Switch label={M.creditoContado} checked={showContado} onChange={(e) => contado(e.currentTarget.checked)} />
        <Switch label={M.creditoPagadas} checked={showPagadas} onChange={(e) => setShowPagadas(e.currentTarget.checked)} />
      </Group>
      <FiltrosBar search={search} onSearch={setSearch} periodo={periodo} onPeriodo={setPeriodo} onRecargar={recargar} recargando={q.isRefetching} />
      <DocumentosGrid<Fila>
        rows={q.rows}
        columns={columnas}
        hasNextPage={Boolean(q.hasNextPage)}
        fetchingNext={q.isFetchingNextPage}
        fetchNextPage={() => void q.fetchNextPage()}
        onOpen={(f) => ops.onOperacion('ver', f)}
      />
      <DocumentoDrawer fila={ops.drawer} acciones={ACCIONES} onOperacion={ops.onOperacion} onClose={() => ops.setDrawer(null)} />
      <AccionesModales abierta={ops.abierta} onClose={ops.cerrarAccion} />
      <CobrosPanel />
    </Stack>
  );
}
