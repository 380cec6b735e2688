// The document totals, recomputed by the domain as the clerk types (resumenAtom).
import { useAtomValue } from 'jotai';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { DInput } from '@jit/domain';
import { formatCurrency } from '../../../app/format';
import { lineasContadasAtom, resumenAtom } from '../borrador/atoms';
import { FACTURAR_MESSAGES as M } from './messages';

function Fila({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'sm'} fw={strong ? 700 : 500} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

export function Totales() {
  const r = useAtomValue(resumenAtom);
  const n = useAtomValue(lineasContadasAtom);
  if (!r) return null;
  const moneda = r.codigoTipoMoneda.codigoMoneda;
  const f = (x: DInput) => formatCurrency(x, moneda);
  return (
    <Stack gap={4} aria-label={M.totales} data-testid="totales">
      <Text size="xs" c="dimmed" data-testid="total-lineas">
        {M.lineasContadas(n)}
      </Text>
      <Fila label={M.totalVenta} value={f(r.totalVenta)} testId="total-venta" />
      {!r.totalDescuentos.isZero() ? <Fila label={M.totalDescuentos} value={f(r.totalDescuentos)} testId="total-descuentos" /> : null}
      <Fila label={M.totalVentaNeta} value={f(r.totalVentaNeta)} testId="total-venta-neta" />
      <Fila label={M.totalImpuesto} value={f(r.totalImpuesto)} testId="total-impuesto" />
      {!r.totalExonerado.isZero() ? <Fila label={M.totalExonerado} value={f(r.totalExonerado)} testId="total-exonerado" /> : null}
      {!r.totalOtrosCargos.isZero() ? <Fila label={M.totalOtrosCargos} value={f(r.totalOtrosCargos)} testId="total-otros-cargos" /> : null}
      {!r.totalIVADevuelto.isZero() ? <Fila label={M.totalIVADevuelto} value={f(r.totalIVADevuelto)} testId="total-iva-devuelto" /> : null}
      <Divider my={4} />
      <Fila label={M.totalComprobante} value={f(r.totalComprobante)} testId="total-comprobante" strong />
    </Stack>
  );
}
