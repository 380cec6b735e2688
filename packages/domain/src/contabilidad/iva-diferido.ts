// The VAT of a sale on condition 08 (services to the State on credit) or 10 (credit up to 90 days,
// art. 27 LIVA) is owed when it is collected, not at issue (DECISIONS #251): at issue it is
// credited to «IVA diferido por pagar»; each payment's receipt (REP, type 10) declares its share,
// which moves from deferred to VAT payable in the REP's month. A credit note of such a sale reverses
// what of the sale's VAT no REP had declared yet; the rest of it (a refund of what was already
// collected and declared) comes off VAT payable in the credit note's month, as any credit note's.
import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { condicionRecibo } from '../pago/condicion-credito';
import type { LineaAsiento } from './asiento';
import { cuadrar, sys } from './posteo';

/** Sale documents a REP may pay (its TipoDocIR 01, 02, 04). */
const PAGABLES_CON_RECIBO = ['01', '02', '04'];

/** True when a sale's VAT is owed only when collected: a 01, 02 or 04 on condition 08 or 10. */
export const difiereIva = (documento: string, condicionVenta: string | null | undefined): boolean =>
  PAGABLES_CON_RECIBO.includes(documento) && condicionRecibo(condicionVenta) !== null;

/** What happened to a deferred sale's VAT, in the order it happened (issue date, then id). */
export type EventoDiferido = { id: string; clase: 'recibo' | 'nota'; impuesto: DInput };

/**
 * The deferred VAT each credit note of a deferred sale reverses (in the sale's currency): the
 * lesser of its own VAT and what of the sale's VAT was still undeclared when it was issued (the
 * sale's VAT less its earlier REPs and what earlier credit notes reversed), never below zero.
 */
export function diferidoDeNotas(impuestoVenta: DInput, eventos: readonly EventoDiferido[]): Map<string, D> {
  let pendiente = toD(impuestoVenta);
  const out = new Map<string, D>();
  for (const e of eventos) {
    const v = toD(e.impuesto);
    if (e.clase === 'recibo') {
      pendiente = pendiente.minus(v);
      continue;
    }
    const d = pendiente.gt(0) ? (v.lt(pendiente) ? v : pendiente) : ZERO;
    out.set(e.id, d);
    pendiente = pendiente.minus(d);
  }
  return out;
}

/**
 * The record of a REP: its VAT moves from «IVA diferido por pagar» to VAT payable, in colones at the
 * paid document's rate (the REP's own); −1 reverses it (a rejected REP replaced, its payment deleted).
 */
export function asientoRecibo(r: { impuesto: DInput; tipoCambio: DInput; signo?: 1 | -1 }): LineaAsiento[] {
  return cuadrar([{ cuentaContable: sys('IVA_POR_PAGAR'), monto: toD(r.impuesto).times(r.signo ?? 1), lado: 'haber' }], sys('IVA_DIFERIDO'), 'debe', r.tipoCambio);
}
