import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount, roundBalance } from '../money/rounding';

/** A customer balance in one currency (spec 3 §3). */
export type SaldoMoneda = { simbolo: string; totalPagado: D; totalFacturas: D; totalMonto?: D; saldo: D };

/** Spec 3 §5: saldoAFecha is the customer balance in the payment's currency symbol, at 2 decimals (undefined if unknown). */
export function saldoAFecha(saldos: readonly { simbolo: string; saldo: DInput }[], simbolo: string): D | undefined {
  const s = saldos.find((x) => x.simbolo === simbolo);
  return s ? roundBalance(s.saldo) : undefined;
}

/** Spec 3 §3: a customer's balance per currency: invoiced minus paid (active payments only). */
export function saldosPorMoneda(facturas: readonly { simbolo: string; total: DInput }[], pagos: readonly { simbolo: string; monto: DInput; estado?: boolean }[]): SaldoMoneda[] {
  const map = new Map<string, { f: D; p: D }>();
  for (const f of facturas) {
    const e = map.get(f.simbolo) ?? { f: ZERO, p: ZERO };
    e.f = e.f.plus(toD(f.total));
    map.set(f.simbolo, e);
  }
  for (const p of pagos) {
    if (p.estado === false) continue;
    const e = map.get(p.simbolo) ?? { f: ZERO, p: ZERO };
    e.p = e.p.plus(toD(p.monto));
    map.set(p.simbolo, e);
  }
  return [...map.entries()].map(([simbolo, e]) => ({ simbolo, totalFacturas: e.f, totalPagado: e.p, saldo: roundBalance(e.f.minus(e.p)) }));
}

/** Spec 3 §3 receivable row: saldo = totalCredito − Σ active payments (a deleted payment has estado false). */
export function saldoDocumento(totalCredito: DInput, pagos: readonly { monto: DInput; estado?: boolean }[]): { totalPago: D; saldo: D } {
  const totalPago = pagos.filter((p) => p.estado !== false).reduce((acc, p) => acc.plus(toD(p.monto)), ZERO);
  return { totalPago, saldo: toD(totalCredito).minus(totalPago) };
}

/**
 * Spec 3 §5 payment create: omits razonEliminar, consecutivoFactura and cliente, entidad without _id, an empty
 * cuentaContable; amount to 5 decimals; estado true; saldoAFecha (2 decimals) when known.
 */
export function normalizePago(input: Record<string, unknown> & { monto: DInput; entidad?: { _id?: string | null } | null; cuentaContable?: string | null }, saldo?: DInput): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input, monto: roundAmount(input.monto), estado: true };
  for (const k of ['razonEliminar', 'consecutivoFactura', 'cliente']) delete out[k];
  if (!input.entidad?._id) delete out.entidad;
  if (!input.cuentaContable) delete out.cuentaContable;
  if (saldo !== undefined) out.saldoAFecha = roundBalance(saldo);
  return out;
}

/** Spec 3 §4: payment links: reading a PENDIENTE link turns it CONSULTADO; other states stay. */
export const estadoLinkTrasLeer = (state: string): string => (state === 'PENDIENTE' ? 'CONSULTADO' : state);
/** Spec 3 §3: default payment link type. */
export const TIPO_PAGO_LINK_DEFECTO = 'ONVO';
