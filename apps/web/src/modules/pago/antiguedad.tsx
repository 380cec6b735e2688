// Aging of receivables or payables: a stacked bar per bucket (where a person would rather look than
// read) and the grid by customer or supplier with the totals in its footer, exported to Excel.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AntiguedadComprasDocument, AntiguedadDocument, EnviarRecordatorioDocument, type AntiguedadFieldsFragment } from '@jit/api';
import { D, TRAMOS, TRAMO_ETIQUETA, type Tramo } from '@jit/domain';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatCurrency } from '../../app/format';
import { notify } from '../../app/notify';
import { exportarAntiguedad } from './exportar';
import { PAGO_MESSAGES as M } from './messages';

type Fila = AntiguedadFieldsFragment;
const COLOR: Record<Tramo, string> = { corriente: '#2f9e44', d1a30: '#f59f00', d31a60: '#f76707', d61a90: '#e03131', mas90: '#862e9c' };
/** Each bucket's share of the total, as stacked bar segments (percent of the width). */
function barras(suma: Record<Tramo, D>, total: D) {
  const out: { t: Tramo; x: number; w: number }[] = [];
  let x = 0;
  for (const t of TRAMOS) {
    const w = total.gt(0) ? suma[t].div(total).times(100).toNumber() : 0;
    out.push({ t, x, w });
    x += w;
  }
  return out;
}

export const antiguedadKey = (compra: boolean) => ['pago', 'antiguedad', compra] as const;

/** Dunning by e-mail (the mail outbox): the customer's open documents with their days late. */
async function recordar(cliente: string) {
  try {
    notify({ type: 'success', message: (await api.request(EnviarRecordatorioDocument, { cliente })).Pago.enviarRecordatorio.message });
  } catch (e) {
    notify({ type: 'danger', message: e instanceof Error ? e.message : String(e) });
  }
}

export function Antiguedad({ compra }: { compra: boolean }) {
  const q = useQuery({ queryKey: antiguedadKey(compra), queryFn: async ({ signal }) => (compra ? (await api.request(AntiguedadComprasDocument, {}, { signal })).Pago.readAntiguedadCompras : (await api.request(AntiguedadDocument, {}, { signal })).Pago.readAntiguedad) });
  // The chart adds colones only (another currency would need its rate: it shows in the grid).
  const suma = useMemo(() => {
    const s = Object.fromEntries(TRAMOS.map((t) => [t, new D(0)])) as Record<Tramo, D>;
    for (const f of (q.data ?? []).filter((x) => x.codigoMoneda === 'CRC')) for (const t of TRAMOS) s[t] = s[t].plus(f[t]);
    return s;
  }, [q.data]);
  const total = TRAMOS.reduce((a, t) => a.plus(suma[t]), new D(0));
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { colId: 'parte', headerName: compra ? M.proveedor : M.cliente, valueGetter: (p) => p.data?.contraparte.nombre ?? '', minWidth: 200 },
      { field: 'codigoMoneda', headerName: M.moneda, maxWidth: 90 },
      { field: 'documentos', headerName: M.documentos, maxWidth: 110 },
      ...TRAMOS.map((t) => moneyColumn<Fila>(t, TRAMO_ETIQUETA[t])),
      moneyColumn<Fila>('total', M.total),
      ...(compra
        ? []
        : [
            {
              colId: 'recordatorio',
              headerName: '',
              minWidth: 170,
              cellRenderer: (p: { data?: Fila }) =>
                p.data?.contraparte._id ? (
                  <Button size="compact-xs" variant="light" onClick={() => void recordar(p.data!.contraparte._id!)}>
                    {M.recordatorio}
                  </Button>
                ) : null,
            } satisfies ColDef<Fila>,
          ]),
    ],
    [compra],
  );
  const pie = { contraparte: { nombre: M.total }, codigoMoneda: 'CRC', ...Object.fromEntries(TRAMOS.map((t) => [t, suma[t].toFixed(2)])), total: total.toFixed(2) };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{M.antiguedadTitulo}</Title>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => void exportarAntiguedad(compra, q.data ?? [])}>
            {M.exportar}
          </Button>
        </Group>
        <svg width="100%" height="28" role="img" aria-label={TRAMOS.map((t) => `${TRAMO_ETIQUETA[t]}: ${formatCurrency(suma[t].toFixed(2))}`).join('; ')} data-testid="antiguedad-grafico">
          {barras(suma, total).map((b) => (
            <rect key={b.t} x={`${b.x}%`} y="0" width={`${b.w}%`} height="28" fill={COLOR[b.t]} />
          ))}
        </svg>
        <Group gap="md">
          {TRAMOS.map((t) => (
            <Text key={t} size="xs" data-testid={`tramo-${t}`}>
              <span style={{ color: COLOR[t] }}>■</span> {TRAMO_ETIQUETA[t]}: {formatCurrency(suma[t].toFixed(2))}
            </Text>
          ))}
        </Group>
        <DataGrid<Fila> rows={q.data} columns={columnas} getRowId={(r) => `${r.contraparte._id ?? r.contraparte.nombre}-${r.codigoMoneda}`} height={260} pinnedBottomRowData={[pie as never]} />
      </Stack>
    </Card>
  );
}
