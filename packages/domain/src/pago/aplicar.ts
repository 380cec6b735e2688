import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';

// What one payment does to a document's saldo and to the customer's balance in favour (ruling F1-1):
// the saldo never goes below zero, what is paid beyond it goes to the customer's balance (CREDITO),
// and a payment "from the balance" takes the money from there instead of from the customer's pocket.

/** A currency as a payment or a document carries it: ISO code and its rate to colones. */
export type MonedaTasa = { codigoMoneda: string; tipoCambio: DInput };

/**
 * A payment's amount in the document's currency (ruling F1-3): through colones at each side's rate,
 * 5 decimals. The same currency needs no rate (an old rate on either side changes nothing).
 */
export function montoEnMonedaDocumento(monto: DInput, pago: MonedaTasa, documento: MonedaTasa): D {
  if (pago.codigoMoneda === documento.codigoMoneda) return roundAmount(monto);
  const tp = toD(pago.codigoMoneda === 'CRC' ? 1 : pago.tipoCambio);
  const td = toD(documento.codigoMoneda === 'CRC' ? 1 : documento.tipoCambio);
  if (!tp.gt(0) || !td.gt(0)) throw new Error('El tipo de cambio debe ser mayor que cero.');
  return roundAmount(toD(monto).times(tp).div(td));
}

/** The effect of one payment, all in the document's currency. */
export type Aplicacion = {
  /** What lowered the saldo. */
  aplicado: D;
  /** What went beyond the saldo, into the customer's balance in favour. */
  excedente: D;
  /** What was taken from the customer's balance in favour (aplicaBalance). */
  deBalance: D;
  saldoNuevo: D;
};

/** Why a payment cannot be applied, in Spanish; `conflicto` when the saldo changed under the payer. */
export class PagoRechazado extends Error {
  constructor(
    message: string,
    readonly conflicto = false,
  ) {
    super(message);
  }
}

export type OpcionesPago = {
  /** Pay from the customer's balance in favour, which holds `balanceDisponible`. */
  aplicaBalance?: boolean;
  balanceDisponible?: DInput;
  /** Whether the excess may go to a balance in favour (a customer's sale, not a supplier's purchase). */
  admiteExcedente?: boolean;
};

/** Applies a payment of `monto` (document currency) to a document whose saldo is `saldo`. */
export function aplicarPago(saldo: DInput, monto: DInput, o: OpcionesPago = {}): Aplicacion {
  const s = toD(saldo);
  const m = roundAmount(monto);
  if (!m.gt(0)) throw new PagoRechazado('El monto del pago debe ser mayor que cero.');
  // A settled document takes no payment: two people paying the last colones at once both read a
  // saldo, and the second must hear it changed rather than see its money parked as a balance.
  if (!s.gt(0)) throw new PagoRechazado('El documento ya no tiene saldo pendiente: otro pago lo canceló. Actualice y revise.', true);
  if (o.aplicaBalance) {
    const disponible = toD(o.balanceDisponible ?? 0);
    if (m.gt(disponible))
      throw new PagoRechazado(`El saldo a favor del cliente es ${disponible.toFixed(2)}: no alcanza para ese pago.`);
    if (m.gt(s)) throw new PagoRechazado(`Un pago desde el saldo a favor no puede superar el saldo del documento (${s.toFixed(2)}).`);
    return { aplicado: m, excedente: ZERO, deBalance: m, saldoNuevo: s.minus(m) };
  }
  const aplicado = m.gt(s) ? s : m;
  const excedente = m.minus(aplicado);
  if (excedente.gt(0) && !o.admiteExcedente)
    throw new PagoRechazado(`El monto supera el saldo del documento (${s.toFixed(2)}).`);
  return { aplicado, excedente, deBalance: ZERO, saldoNuevo: s.minus(aplicado) };
}

/**
 * Undoing a payment (ruling F1-1, Pago.delete): the saldo gets back what the payment lowered; the
 * balance in favour loses the excess it received and gets back what it paid. Refused when the
 * excess was already spent (the balance would go negative).
 */
export function revertirPago(saldo: DInput, p: { aplicado: DInput; excedente: DInput; deBalance: DInput }, balance: DInput): { saldoNuevo: D; balanceNuevo: D } {
  const balanceNuevo = toD(balance).minus(toD(p.excedente)).plus(toD(p.deBalance));
  if (balanceNuevo.isNeg())
    throw new PagoRechazado('El excedente de este pago ya se usó desde el saldo a favor del cliente: elimine primero ese uso.');
  return { saldoNuevo: toD(saldo).plus(toD(p.aplicado)), balanceNuevo };
}

/** A credit note lowers the saldo as far as zero (as the issuing does): what it really settled. */
export function aplicarNotaCredito(saldo: DInput, monto: DInput): { aplicado: D; saldoNuevo: D } {
  const s = toD(saldo);
  const m = toD(monto);
  const aplicado = m.lt(s) ? m : s;
  return { aplicado, saldoNuevo: s.minus(aplicado) };
}
