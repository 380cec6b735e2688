// The posting rules of ruling F2-2: which accounts each money event debits and credits. Every rule
// returns lines in colones (ruling F2-4: the document's amounts at its exchange rate) and balances
// by construction: the counterpart line (receivable, payable, inventory, cash) is the sum of the
// others, so rounding at the rate never leaves a record out of balance. An account is named either
// by the id a person chose (a line's or a type's `cuentaContable`) or by the chart's sysName,
// written `sys:<NAME>`; the server resolves both against the issuer's chart.
import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import type { LineaAsiento } from './asiento';

/** An account by its sysName in the chart (`sys:VENTAS`). */
export const sys = (name: string): string => `sys:${name}`;
/** The sysName inside a reference, or null when the reference is an account id. */
export const sysDe = (ref: string): string | null => (ref.startsWith('sys:') ? ref.slice(4) : null);
/** A person's account when given, else the system's. */
export const cuenta = (elegida: string | null | undefined, sysName: string): string => elegida?.trim() || sys(sysName);

const colones = (x: DInput, tipoCambio: DInput): D => roundAmount(toD(x).times(toD(tipoCambio)));

export type Parte = { cuentaContable: string; monto: D; lado: 'debe' | 'haber' };

/**
 * Lines from parts: each amount in colones, negative amounts moved to the other side, zero lines
 * left out, and the counterpart (on `ladoContra`) the sum of the rest, so Σ debe = Σ haber always.
 */
export function cuadrar(partes: readonly Parte[], contra: string, ladoContra: 'debe' | 'haber', tipoCambio: DInput = 1): LineaAsiento[] {
  const lineas: LineaAsiento[] = [];
  let neto = ZERO; // Σ debe − Σ haber of the parts
  for (const p of partes) {
    const m = colones(p.monto, tipoCambio);
    if (m.isZero()) continue;
    const debe = (p.lado === 'debe') === m.isPos();
    const abs = m.abs();
    lineas.push({ cuentaContable: p.cuentaContable, debe: debe ? abs : ZERO, haber: debe ? ZERO : abs });
    neto = debe ? neto.plus(abs) : neto.minus(abs);
  }
  if (!neto.isZero()) {
    const debe = neto.isNeg();
    lineas.push({ cuentaContable: contra, debe: debe ? neto.abs() : ZERO, haber: debe ? ZERO : neto.abs() });
  }
  // The counterpart first, as an accountant reads a record (it was computed last).
  const i = ladoContra === 'debe' ? lineas.findIndex((l) => l.cuentaContable === contra) : -1;
  return i > 0 ? [lineas[i]!, ...lineas.slice(0, i), ...lineas.slice(i + 1)] : lineas;
}

/** A line of a document as posting reads it. */
export type LineaDocumento = {
  subTotal: DInput;
  impuestoNeto: DInput;
  esServicio: boolean;
  /** The line names a catalogue item (a purchase of it is stock, not an expense). */
  conItem: boolean;
  /** The account chosen on the line (cuentaContablePorCobrar on a sale, PorPagar on a purchase). */
  cuenta?: string | null;
};

/** A sale, credit note, purchase or purchase cancellation, in its own currency. */
export type DocumentoContable = {
  compra: boolean;
  /** +1 the document; −1 a credit note or cancellation (the record reversed). */
  signo: 1 | -1;
  tipoCambio: DInput;
  lineas: readonly LineaDocumento[];
  totalOtrosCargos?: DInput;
  totalIVADevuelto?: DInput;
  /** Purchases: the VAT that may be credited (MensajeReceptor montoTotalImpuestoAcreditar); default all of it. */
  impuestoAcreditable?: DInput | null;
  /** The receivable's or payable's account (the customer's or supplier's), else the chart's. */
  cuentaContraparte?: string | null;
  /**
   * Sales: the part of the VAT owed only when collected (a sale on 08 or 10, art. 27 LIVA; a credit
   * note of one, what it reverses of it), credited to «IVA diferido por pagar» instead of VAT payable.
   */
  impuestoDiferido?: DInput | null;
};

/**
 * The record of a document (ruling F2-2). A sale debits the receivable and credits each line's
 * income account (services and goods apart), VAT payable (deferred VAT for what is owed only when
 * collected, DECISIONS #251) and other charges; a purchase debits each
 * line's account (stock when it names an item, else general expenses), creditable VAT, and puts the
 * VAT that is not creditable into the expense; it credits the payable. A credit note or a
 * cancellation is the same record reversed.
 */
export function asientoDocumento(d: DocumentoContable): LineaAsiento[] {
  const s = d.signo;
  const partes: Parte[] = [];
  const impuesto = d.lineas.reduce((a, l) => a.plus(toD(l.impuestoNeto)), ZERO);
  if (!d.compra) {
    for (const l of d.lineas) partes.push({ cuentaContable: cuenta(l.cuenta, l.esServicio ? 'VENTAS_SERVICIOS' : 'VENTAS'), monto: toD(l.subTotal).times(s), lado: 'haber' });
    const diferido = toD(d.impuestoDiferido ?? 0);
    partes.push({ cuentaContable: sys('IVA_POR_PAGAR'), monto: impuesto.minus(diferido).times(s), lado: 'haber' });
    partes.push({ cuentaContable: sys('IVA_DIFERIDO'), monto: diferido.times(s), lado: 'haber' });
    partes.push({ cuentaContable: sys('OTROS_CARGOS'), monto: toD(d.totalOtrosCargos ?? 0).times(s), lado: 'haber' });
    partes.push({ cuentaContable: sys('IVA_DEVUELTO'), monto: toD(d.totalIVADevuelto ?? 0).times(s), lado: 'debe' });
    return cuadrar(partes, cuenta(d.cuentaContraparte, 'CXC_CLIENTES'), 'debe', d.tipoCambio);
  }
  for (const l of d.lineas) partes.push({ cuentaContable: cuenta(l.cuenta, l.conItem ? 'INVENTARIO' : 'GASTOS_GENERALES'), monto: toD(l.subTotal).times(s), lado: 'debe' });
  const acreditable = d.impuestoAcreditable == null ? impuesto : toD(d.impuestoAcreditable);
  partes.push({ cuentaContable: sys('IVA_POR_COBRAR'), monto: acreditable.times(s), lado: 'debe' });
  partes.push({ cuentaContable: sys('GASTOS_GENERALES'), monto: impuesto.minus(acreditable).times(s), lado: 'debe' });
  partes.push({ cuentaContable: sys('GASTOS_GENERALES'), monto: toD(d.totalOtrosCargos ?? 0).times(s), lado: 'debe' });
  return cuadrar(partes, cuenta(d.cuentaContraparte, 'CXP_PROVEEDORES'), 'haber', d.tipoCambio);
}

/** Where a kardex line came from (the inventario module's origins). */
export type OrigenContable = 'ENTRADA' | 'MERMA' | 'AJUSTE_ENTRADA' | 'AJUSTE_MERMA' | 'VENTA' | 'DEVOLUCION' | 'COMPRA' | 'ANULACION_COMPRA' | 'PRODUCCION' | 'CONSUMO';

/**
 * The record of a stock movement at its kardex value (pp), or none. Entries debit stock against
 * the entry type's account («Ajuste de inventario» by default), losses the reverse against «Ajuste
 * de inventario por merma»; a sale's exit is its cost of sales (a credit note's return, reversed);
 * production moves value between finished stock and work in process. Purchases post nothing here:
 * the purchase document's own record already debits stock for its item lines.
 */
export function asientoMovimiento(m: { origen: OrigenContable; entradaValor: DInput; salidaValor: DInput; cuentaTipo?: string | null }): LineaAsiento[] {
  const valor = toD(m.entradaValor).minus(toD(m.salidaValor)); // + stock grows, − it shrinks
  const contra: Record<OrigenContable, string | null> = {
    ENTRADA: cuenta(m.cuentaTipo, 'AJUSTE_INVENTARIO'),
    AJUSTE_ENTRADA: cuenta(m.cuentaTipo, 'AJUSTE_INVENTARIO'),
    MERMA: cuenta(m.cuentaTipo, 'AJUSTE_MERMA'),
    AJUSTE_MERMA: cuenta(m.cuentaTipo, 'AJUSTE_MERMA'),
    VENTA: sys('COSTO_VENTAS'),
    DEVOLUCION: sys('COSTO_VENTAS'),
    PRODUCCION: sys('INVENTARIO_EN_PROCESO'),
    CONSUMO: sys('INVENTARIO_EN_PROCESO'),
    COMPRA: null,
    ANULACION_COMPRA: null,
  };
  const c = contra[m.origen];
  if (!c) return [];
  return cuadrar([{ cuentaContable: sys('INVENTARIO'), monto: valor, lado: 'debe' }], c, 'haber');
}

/**
 * The record of a cash difference at a session's finish: a surplus (counted above expected)
 * debits cash against «Sobrantes de caja», a shortage credits cash against «Faltantes de caja».
 */
export function asientoDiferenciaCaja(d: { dif: DInput; cuentaCaja?: string | null }): LineaAsiento[] {
  const dif = toD(d.dif);
  return cuadrar([{ cuentaContable: cuenta(d.cuentaCaja, 'CAJA'), monto: dif, lado: 'debe' }], sys(dif.isNeg() ? 'FALTANTE_CAJA' : 'SOBRANTE_CAJA'), 'haber');
}
