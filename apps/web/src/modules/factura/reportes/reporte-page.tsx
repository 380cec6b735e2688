// /facturacion/reporte: the sales report (Factura.generarReporte) for 'Este Mes' by default or
// any shortcut or range (spec 1 §9), with or without credit notes, rejected documents and the
// detail of other charges; totals in colones and per currency, VAT by rate, and the documents;
// export to Excel and PDF.
import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconRefresh } from '@tabler/icons-react';
import type { ColDef } from 'ag-grid-community';
import { ReporteVentasDocument, type FilterVentas } from '@jit/api';
import { DataGrid, dateColumn, moneyColumn, statusBadgeColumn } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { formatCurrency } from '../../../app/format';
import { notify } from '../../../app/notify';
import { sessionAtom } from '../../../app/session/atoms';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { BADGE_ESTADO } from '../listas/estados';
import { diasDelRango, PRESETS_REPORTE, rangoDe, type Preset, type Rango } from '../listas/fechas';
import { LISTAS_KEY } from '../listas/queries';
import { REPORTES_MESSAGES as M } from './messages';
import { etiquetaImpuesto, exportarExcel, exportarPdf, type Reporte } from './reporte-export';

type Fila = Reporte['ventas'][number];
type Sel = Preset | 'PERSONALIZADO';

const MONEDAS = [
  { value: '*', label: M.todas },
  { value: 'CRC', label: 'CRC' },
  { value: 'USD', label: 'USD' },
  { value: 'EUR', label: 'EUR' },
];

/** The report filter: a shortcut travels as the server's periodo (its own Costa Rica days). */
export function filtroReporte(sel: Sel, rango: Rango | null, moneda: string): FilterVentas {
  const base = moneda !== '*' ? { codigoMoneda: moneda } : {};
  if (sel === 'PERSONALIZADO' && rango) return { ...base, inicio: rango.inicio, final: rango.final };
  return { ...base, periodo: sel === 'PERSONALIZADO' ? 'ESTE_MES' : sel };
}

function Montos({ titulo, r, m }: { titulo: string; r: Reporte; m: Reporte['colones']['documentos'] }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {titulo} ({m.documentos})
      </Text>
      <Text fw={700} size="xl">
        {formatCurrency(m.totalComprobante, r.colones.codigoMoneda)}
      </Text>
      <Text size="xs">
        {M.totalVentaNeta}: {formatCurrency(m.totalVentaNeta, 'CRC')} · {M.totalImpuesto}: {formatCurrency(m.totalImpuesto, 'CRC')}
      </Text>
    </Card>
  );
}

export function ReportePage() {
  const emisor = useAtomValue(sessionAtom)?.user.fullname ?? '';
  const [sel, setSel] = useState<Sel>('ESTE_MES');
  const [rango, setRango] = useState<Rango>(() => rangoDe('ESTE_MES', Date.now()));
  const [moneda, setMoneda] = useState('*');
  const [showNC, setShowNC] = useState(true);
  const [showRechazadas, setShowRechazadas] = useState(false);
  const [showOtrosCargos, setShowOtrosCargos] = useState(false);
  const [exportando, setExportando] = useState<'xlsx' | 'pdf' | null>(null);
  const dias = sel === 'PERSONALIZADO' ? diasDelRango(rango) : 1;
  const errorRango = sel !== 'PERSONALIZADO' ? null : dias === null || dias < 1 ? M.rangoRequerido : dias > 366 ? M.rangoLargo : null;
  const filter = useMemo(() => filtroReporte(sel, rango, moneda), [sel, rango, moneda]);
  const q = useQuery({
    queryKey: [...LISTAS_KEY, 'reporte', filter, showNC, showRechazadas, showOtrosCargos],
    enabled: !errorRango,
    queryFn: async ({ signal }) =>
      (await api.request(ReporteVentasDocument, { filter, showNC, showRechazadas, showOtrosCargos }, { signal, timeoutMs: 30_000 })).Factura.generarReporte,
  });
  const recargar = useCallback(() => void q.refetch(), [q]);
  useShortcutActions({ reload: recargar });
  const r = q.data;
  const filas = useMemo(() => (r ? [...r.ventas, ...r.notaCredito] : undefined), [r]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'documento.annotation', headerName: M.colTipo, minWidth: 150 },
      { field: 'consecutivo', headerName: M.colConsecutivo, minWidth: 190 },
      dateColumn<Fila>('fechaEmision', M.colFecha, { withTime: true }),
      { field: 'receptor.nombre', headerName: M.colCliente, minWidth: 180 },
      statusBadgeColumn<Fila>('estadoDocumento.value', M.colEstado, BADGE_ESTADO, { labels: M.estados }),
      moneyColumn<Fila>('totalVentaNeta', M.totalVentaNeta, { valueFormatter: (p) => formatCurrency(p.value as string, p.data?.codigoMoneda) }),
      moneyColumn<Fila>('totalImpuesto', M.colImpuesto, { valueFormatter: (p) => formatCurrency(p.value as string, p.data?.codigoMoneda) }),
      moneyColumn<Fila>('totalComprobante', M.colTotal, { valueFormatter: (p) => formatCurrency(p.value as string, p.data?.codigoMoneda) }),
      moneyColumn<Fila>('totalComprobanteCRC', M.totalCRC, { currency: 'CRC' }),
    ],
    [],
  );
  const exportar = async (tipo: 'xlsx' | 'pdf') => {
    if (!r) return;
    setExportando(tipo);
    try {
      if (tipo === 'xlsx') await exportarExcel(r, emisor);
      else await exportarPdf(r, emisor);
    } catch (e) {
      notify({ type: 'danger', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setExportando(null);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <div>
          <Title order={2}>{M.reporteTitulo}</Title>
          {r ? (
            <Text c="dimmed" data-testid="reporte-periodo">
              {r.periodo.nombre}
            </Text>
          ) : null}
        </div>
        <Group>
          <Button leftSection={<IconFileSpreadsheet size={16} />} variant="light" disabled={!r} loading={exportando === 'xlsx'} onClick={() => void exportar('xlsx')}>
            {M.exportarExcel}
          </Button>
          <Button leftSection={<IconFileTypePdf size={16} />} variant="light" disabled={!r} loading={exportando === 'pdf'} onClick={() => void exportar('pdf')}>
            {M.exportarPdf}
          </Button>
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={M.periodo}
          data={[...PRESETS_REPORTE.map((p) => ({ value: p, label: M.presets[p] })), { value: 'PERSONALIZADO', label: M.presets.PERSONALIZADO }]}
          value={sel}
          onChange={(v) => setSel(v ?? 'ESTE_MES')}
          allowDeselect={false}
          w={190}
        />
        {sel === 'PERSONALIZADO' ? (
          <>
            <TextInput type="date" label={M.desde} value={rango.inicio} onChange={(e) => setRango({ ...rango, inicio: e.currentTarget.value })} error={errorRango} w={170} />
            <TextInput type="date" label={M.hasta} value={rango.final} onChange={(e) => setRango({ ...rango, final: e.currentTarget.value })} w={170} />
          </>
        ) : null}
        <Select label={M.monedaFiltro} data={MONEDAS} value={moneda} onChange={(v) => setMoneda(v ?? '*')} allowDeselect={false} w={110} />
        <Switch label={M.showNC} checked={showNC} onChange={(e) => setShowNC(e.currentTarget.checked)} />
        <Switch label={M.showRechazadas} checked={showRechazadas} onChange={(e) => setShowRechazadas(e.currentTarget.checked)} />
        <Switch label={M.showOtrosCargos} checked={showOtrosCargos} onChange={(e) => setShowOtrosCargos(e.currentTarget.checked)} />
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={recargar} loading={q.isFetching}>
          {M.generar}
        </Button>
      </Group>
      {r && r.sinAceptar > 0 ? <Alert color="yellow">{M.sinAceptar(r.sinAceptar)}</Alert> : null}
      {r ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="reporte-resumen">
            <Montos titulo={M.ventas} r={r} m={r.colones.documentos} />
            <Montos titulo={M.notasCredito} r={r} m={r.colones.notaCredito} />
            <Montos titulo={M.neto} r={r} m={r.colones.neto} />
          </SimpleGrid>
          <Title order={4}>{M.porTarifa}</Title>
          <Table withTableBorder striped data-testid="reporte-impuestos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.colImpuestoCodigo}</Table.Th>
                <Table.Th>{M.colTratamiento}</Table.Th>
                <Table.Th ta="right">{M.colLineas}</Table.Th>
                <Table.Th ta="right">{M.colBase}</Table.Th>
                <Table.Th ta="right">{M.colImpuesto}</Table.Th>
                <Table.Th ta="right">{M.colExoneracion}</Table.Th>
                <Table.Th ta="right">{M.colImpuestoNeto}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.impuestos.map((t, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{etiquetaImpuesto(t) ?? '—'}</Table.Td>
                  <Table.Td>{M.tratamientos[t.tratamiento] ?? t.tratamiento}</Table.Td>
                  <Table.Td ta="right">{t.neto.lineas}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(t.neto.base, 'CRC')}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(t.neto.impuesto, 'CRC')}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(t.neto.exoneracion, 'CRC')}</Table.Td>
                  <Table.Td ta="right">{formatCurrency(t.neto.impuestoNeto, 'CRC')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {r.monedas.length > 1 ? (
            <>
              <Title order={4}>{M.porMoneda}</Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {r.monedas.map((m) => (
                  <Card withBorder key={m.codigoMoneda}>
                    <Text size="sm" c="dimmed">
                      {m.codigoMoneda} · {M.neto}
                    </Text>
                    <Text fw={700}>{formatCurrency(m.neto.totalComprobante, m.codigoMoneda)}</Text>
                  </Card>
                ))}
              </SimpleGrid>
            </>
          ) : null}
          {r.otrosCargos.length > 0 ? (
            <>
              <Title order={4}>{M.otrosCargosTitulo}</Title>
              <Table withTableBorder>
                <Table.Tbody>
                  {r.otrosCargos.map((o) => (
                    <Table.Tr key={o.tipoDocumentoOC}>
                      <Table.Td>{o.tipoDocumentoOC}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(o.neto, 'CRC')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : null}
        </>
      ) : null}
      <Title order={4}>{M.detalleVentas}</Title>
      <DataGrid<Fila> rows={filas} columns={columnas} getRowId={(f) => f.id} height={420} />
    </Stack>
  );
}
