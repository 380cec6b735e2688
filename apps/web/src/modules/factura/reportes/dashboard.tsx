// The month's sales and documents on /dashboard (spec 3 "Dashboard queries"): figures to read,
// and charts where a person would rather look than read (daily sales, the last 12 months,
// documents by Hacienda state).
import { Badge, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useState } from 'react';
import type { TableroQuery } from '@jit/api';
import { D, nombreMes, TIPOS_DOCUMENTO } from '@jit/domain';
import { formatAmount, formatCurrency } from '../../../app/format';
import { colorEstado } from '../listas/estados';
import { DASHBOARD_MESSAGES as M } from './dashboard-messages';
import { useTablero } from './queries';

type Tablero = TableroQuery['Factura'];
export type Barra = { key: string; label: string; value: string; hint: string };


/** Height of a bar as a share of the largest (pixels only: the amounts stay decimal strings). */
function proporcion(value: string, max: InstanceType<typeof D>): number {
  if (max.lte(0)) return 0;
  const v = new D(value);
  return v.lte(0) ? 0 : v.div(max).toDecimalPlaces(4).toNumber();
}

/** A bar chart in plain SVG (the figures are in each bar's tooltip and in the table for screen readers). */
export function Barras({ data, height = 140, testId, label }: { data: Barra[]; height?: number; testId: string; label: string }) {
  const max = data.reduce((m, b) => (new D(b.value).gt(m) ? new D(b.value) : m), new D(0));
  const w = 100 / Math.max(1, data.length);
  return (
    <div data-testid={testId}>
      <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" width="100%" height={height} role="img" aria-label={label}>
        {data.map((b, i) => {
          const h = Math.max(b.value === '0' ? 0 : 1, proporcion(b.value, max) * (height - 4));
          return (
            <rect key={b.key} x={i * w + w * 0.12} y={height - h} width={w * 0.76} height={h} rx={0.6} fill="var(--mantine-primary-color-filled)">
              <title>{`${b.label}: ${b.hint}`}</title>
            </rect>
          );
        })}
      </svg>
      <Group justify="space-between" gap={0} mt={2}>
        <Text size="xs" c="dimmed">
          {data[0]?.label}
        </Text>
        <Text size="xs" c="dimmed">
          {data[data.length - 1]?.label}
        </Text>
      </Group>
    </div>
  );
}

export function Cifra({ label, value, testId, extra }: { label: string; value: string; testId: string; extra?: React.ReactNode }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Title order={3} mt={4} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Title>
      {extra}
    </Card>
  );
}

function Variacion({ actual, anterior }: { actual: string; anterior: string }) {
  const a = new D(anterior);
  if (a.lte(0)) return <Text size="xs" c="dimmed">{M.sinComparacion}</Text>;
  const pct = new D(actual).minus(a).div(a).times(100);
  const up = pct.gte(0);
  return (
    <Group gap={4} mt={4}>
      {up ? <IconArrowUpRight size={16} color="var(--mantine-color-green-6)" /> : <IconArrowDownRight size={16} color="var(--mantine-color-red-6)" />}
      <Text size="xs" c={up ? 'green' : 'red'} data-testid="dashboard-variacion">
        {M.variacion(formatAmount(pct.abs(), 1), up)}
      </Text>
    </Group>
  );
}


function Contenido({ t, moneda }: { t: Tablero; moneda: string }) {
  const mes = t.readSumaMontosFacturasMesyAnteriorByEmisor;
  const money = (x: string) => formatCurrency(x, moneda);
  const documentos = t.readSumaMontosFacturasMesByEmisor.reduce((n, d) => n + d.documentos, 0);
  const aceptados = t.readSumaMontosFacturasAceptadasMesByEmisor.reduce((n, d) => n + d.documentos, 0);
  const diarias: Barra[] = t.readVentasDiarias.map((v) => ({ key: v.day, label: v.day.slice(8, 10) + '/' + v.day.slice(5, 7), value: v.total, hint: money(v.total) }));
  const meses: Barra[] = t.readFacturasMesByEmisor.map((m) => ({
    key: `${m.createdAt.year}-${m.createdAt.month}`,
    label: `${nombreMes(m.createdAt.month, true)} ${String(m.createdAt.year).slice(2)}`,
    value: m.totalComprobante,
    hint: `${money(m.totalComprobante)} · ${M.documentos(m.documentos)}`,
  }));
  const totalEstados = t.readStatsByEmisor.reduce((n, s) => n + s.count, 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Cifra label={M.ventasMes} value={money(mes.current.total)} testId="dashboard-ventas-mes" extra={<Variacion actual={mes.current.total} anterior={mes.prevAFecha.total} />} />
        <Cifra label={M.mesAnterior} value={money(mes.prev.total)} testId="dashboard-mes-anterior" />
        <Cifra label={M.documentosMes} value={String(documentos)} testId="dashboard-documentos-mes" />
        <Cifra
          label={M.aceptados}
          value={`${aceptados} / ${documentos}`}
          testId="dashboard-aceptados"
          extra={<Text size="xs" c="dimmed">{M.aceptadosHint}</Text>}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <Text fw={600} mb="xs">
            {M.ventasDiarias}
          </Text>
          <Barras data={diarias} testId="dashboard-ventas-diarias" label={M.ventasDiarias} />
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            {M.ultimosMeses}
          </Text>
          <Barras data={meses} testId="dashboard-meses" label={M.ultimosMeses} />
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Card withBorder>
          <Text fw={600} mb="xs">
            {M.porTipo}
          </Text>
          <Stack gap={6}>
            {t.readSumaMontosFacturasMesByEmisor.length === 0 ? <Text c="dimmed" size="sm">{M.sinDocumentos}</Text> : null}
            {t.readSumaMontosFacturasMesByEmisor.map((d) => (
              <Group key={d.documento} justify="space-between">
                <Text size="sm">{TIPOS_DOCUMENTO.find((x) => x.codigo === d.documento)?.nombre ?? d.documento}</Text>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {M.documentos(d.documentos)} · {money(d.total)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            {M.porEstado}
          </Text>
          {totalEstados === 0 ? <Text c="dimmed" size="sm">{M.sinDocumentos}</Text> : null}
          <div style={{ display: 'flex', height: 14, borderRadius: 7, overflow: 'hidden' }} data-testid="dashboard-estados" role="img" aria-label={M.porEstado}>
            {t.readStatsByEmisor.map((s) => (
              <Tooltip key={s.estadoDocumento.id} label={`${s.estadoDocumento.annotation ?? s.estadoDocumento.value}: ${s.count}`}>
                <div style={{ width: `${(100 * s.count) / Math.max(1, totalEstados)}%`, background: `var(--mantine-color-${colorEstado(s.estadoDocumento.value)}-6)` }} />
              </Tooltip>
            ))}
          </div>
          <Group gap="xs" mt="sm">
            {t.readStatsByEmisor.filter((s) => s.count > 0).map((s) => (
              <Badge key={s.estadoDocumento.id} color={colorEstado(s.estadoDocumento.value)} variant="light">
                {s.estadoDocumento.annotation ?? s.estadoDocumento.value}: {s.count}
              </Badge>
            ))}
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

/** The invoicing part of /dashboard. */
export function FacturaDashboard() {
  const [moneda, setMoneda] = useState('CRC');
  const q = useTablero(moneda);
  return (
    <Stack gap="sm" data-testid="dashboard-facturacion">
      <Group justify="space-between">
        <Title order={4}>{M.titulo}</Title>
        <SegmentedControl size="xs" value={moneda} onChange={setMoneda} data={[{ value: 'CRC', label: M.enColones }, { value: 'USD', label: M.enDolares }]} />
      </Group>
      {q.data ? <Contenido t={q.data} moneda={moneda} /> : q.isError ? <Text c="dimmed">{M.noDisponible}</Text> : <Skeleton height={260} />}
    </Stack>
  );
}
