import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { fail, ok, type Result } from '../shared/result';

/** One line of an accounting record (spec 3 §3 items). */
export type LineaAsiento = { cuentaContable: string; debe: D; haber: D };

/** Spec 3 §3: a record is valid when it has lines, no negative amounts and Σ debe = Σ haber. */
export function validateAsiento(items: readonly { cuentaContable: string; debe?: DInput; haber?: DInput }[]): Result<{ items: LineaAsiento[]; total: D }, 'ASIENTO_VACIO' | 'ASIENTO_DESCUADRADO' | 'MONTO_NEGATIVO'> {
  const lines = items.map((i) => ({ cuentaContable: i.cuentaContable, debe: roundAmount(i.debe ?? 0), haber: roundAmount(i.haber ?? 0) })).filter((l) => !(l.debe.isZero() && l.haber.isZero()));
  if (lines.length === 0) return fail('ASIENTO_VACIO', 'items');
  if (lines.some((l) => l.debe.isNeg() || l.haber.isNeg())) return fail('MONTO_NEGATIVO', 'items');
  const debe = lines.reduce((a, l) => a.plus(l.debe), ZERO);
  const haber = lines.reduce((a, l) => a.plus(l.haber), ZERO);
  if (!debe.eq(haber)) return fail('ASIENTO_DESCUADRADO', 'items');
  return ok({ items: lines, total: debe });
}

/** The accounts of a sale record. */
export type CuentasVenta = { porCobrar: string; ventas: string; ivaPorPagar: string; otrosCargos: string; ivaDevuelto: string };
/** The totals a sale record needs (a ResumenFactura fits). */
export type TotalesAsiento = { totalVentaNeta: DInput; totalImpuesto: DInput; totalOtrosCargos: DInput; totalIVADevuelto: DInput; totalComprobante: DInput };

const line = (cuentaContable: string, debe: DInput, haber: DInput): LineaAsiento => ({ cuentaContable, debe: toD(debe), haber: toD(haber) });

/**
 * The record of a sale: debit receivable (totalComprobante) and returned VAT; credit sales (totalVentaNeta),
 * VAT payable (totalImpuesto) and other charges. Balanced by construction, because totalComprobante =
 * totalVentaNeta + totalImpuesto + totalOtrosCargos − totalIVADevuelto. Zero lines are left out.
 */
export function asientoVenta(t: TotalesAsiento, c: CuentasVenta): LineaAsiento[] {
  return [
    line(c.porCobrar, t.totalComprobante, 0),
    line(c.ivaDevuelto, t.totalIVADevuelto, 0),
    line(c.ventas, 0, t.totalVentaNeta),
    line(c.ivaPorPagar, 0, t.totalImpuesto),
    line(c.otrosCargos, 0, t.totalOtrosCargos),
  ].filter((l) => !(l.debe.isZero() && l.haber.isZero()));
}

/**
 * The record of a purchase: the mirror of a sale (expense and VAT credit debited, payable credited). Returned VAT
 * was never paid, so the VAT credit is totalImpuesto − totalIVADevuelto.
 */
export function asientoCompra(
  t: Omit<TotalesAsiento, 'totalIVADevuelto'> & { totalIVADevuelto?: DInput },
  c: { porPagar: string; gasto: string; ivaPorCobrar: string; otrosCargos: string },
): LineaAsiento[] {
  return [
    line(c.gasto, t.totalVentaNeta, 0),
    line(c.ivaPorCobrar, toD(t.totalImpuesto).minus(toD(t.totalIVADevuelto ?? 0)), 0),
    line(c.otrosCargos, t.totalOtrosCargos, 0),
    line(c.porPagar, 0, t.totalComprobante),
  ].filter((l) => !(l.debe.isZero() && l.haber.isZero()));
}

/** Spec 3 §7 Record.update: changes the account of one line (amounts untouched, so the record stays balanced). */
export const reasignarCuenta = (items: readonly LineaAsiento[], index: number, cuentaContable: string): LineaAsiento[] =>
  items.map((l, i) => (i === index ? { ...l, cuentaContable } : l));
