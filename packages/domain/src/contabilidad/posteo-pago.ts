// The record of a payment (ruling F2-2): money received on a sale debits cash or bank (the
// payment's account, else cash) and credits the receivable; money paid on a purchase debits the
// payable and credits cash or bank. What the payment settled is measured at the document's rate,
// as the document was posted; the money that moved is measured at the payment's own rate, and what
// the two differ by is the realized exchange difference (diferencial cambiario), a gain or a loss.
import { ZERO, toD, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import type { LineaAsiento } from './asiento';
import { cuadrar, cuenta, sys, type Parte } from './posteo';

/** A payment as posting reads it (amounts in the document's currency unless said). */
export type PagoContable = {
  /** What lowered the document's saldo. */
  monto: DInput;
  /** The document's rate, at which it was posted. */
  tipoCambio: DInput;
  compra: boolean;
  /** −1: a deleted payment, the same record reversed. */
  signo?: 1 | -1;
  cuentaPago?: string | null;
  cuentaContraparte?: string | null;
  /** A sale's excess over the saldo, held for the customer («Anticipos de clientes»). */
  excedente?: DInput;
  /** What was paid from the customer's balance in favour (no money moves). */
  deBalance?: DInput;
  /**
   * The money that moved, in colones: the payment's amount at the payment's own rate (0 when it
   * came from the balance). Absent: what it settled at the document's rate (no exchange difference).
   */
  efectivo?: DInput | null;
};

/**
 * The record of a payment. An excess on a sale is credited and a payment from the balance debited
 * to «Anticipos de clientes» (both at the document's rate, as the balance keeps them). With
 * `efectivo`, cash or bank gets exactly that; the rest, when the rates differ, goes to
 * «Diferencial cambiario ganado» (credit) or «perdido» (debit). Balanced by construction.
 */
export function asientoPago(p: PagoContable): LineaAsiento[] {
  const signo = p.signo ?? 1;
  const c = (x: DInput | undefined) => roundAmount(toD(x ?? 0).times(toD(p.tipoCambio)));
  const pago = cuenta(p.cuentaPago, 'CAJA');
  const ladoPago = p.compra ? 'haber' : 'debe';
  const partes: Parte[] = p.compra
    ? [{ cuentaContable: cuenta(p.cuentaContraparte, 'CXP_PROVEEDORES'), monto: c(p.monto), lado: 'debe' }]
    : [
        { cuentaContable: cuenta(p.cuentaContraparte, 'CXC_CLIENTES'), monto: c(p.monto), lado: 'haber' },
        { cuentaContable: sys('ANTICIPOS_CLIENTES'), monto: c(p.excedente), lado: 'haber' },
        { cuentaContable: sys('ANTICIPOS_CLIENTES'), monto: c(p.deBalance), lado: 'debe' },
      ];
  const firmado = (xs: readonly Parte[]) => xs.map((x) => ({ ...x, monto: x.monto.times(signo) }));
  if (p.efectivo == null) return cuadrar(firmado(partes), pago, ladoPago);
  // What the money should have been at the document's rate (the cash side of the settled parts).
  const liquidado = partes.reduce((a, x) => (x.lado === ladoPago ? a.minus(x.monto) : a.plus(x.monto)), ZERO);
  const efectivo = roundAmount(p.efectivo);
  const ganancia = p.compra ? liquidado.minus(efectivo) : efectivo.minus(liquidado);
  const caja: Parte = { cuentaContable: pago, monto: efectivo, lado: ladoPago };
  return cuadrar(firmado(p.compra ? [...partes, caja] : [caja, ...partes]), sys(ganancia.isNeg() ? 'DIFERENCIAL_PERDIDO' : 'DIFERENCIAL_GANADO'), 'haber');
}
