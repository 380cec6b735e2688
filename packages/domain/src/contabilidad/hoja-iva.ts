// The monthly VAT worksheet (ruling F2-3), laid out as Hacienda's monthly VAT return (D-104, now
// filed as D-150 on TRIBU-CR): sales by rate with their VAT, credit notes taken off; purchases by
// rate, split by whether their VAT is fully creditable, partly (proportionality) or not at all;
// and the balance through `saldoIva`. Every cell keeps the ids of the documents it adds, so a line
// traces back to its documents.
import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount, roundBalance } from '../money/rounding';
import { saldoIva } from './iva';

/** The rates of the return, in its order; `exento` is every line without VAT. */
export const TARIFAS_IVA = ['13', '4', '2', '1', '0.5', 'exento'] as const;

/** How much of a purchase's VAT may be credited (MensajeReceptor CondicionImpuesto). */
export type Acreditacion = 'total' | 'parcial' | 'ninguno';

/** 01 general and 03 capital goods credit it all; 02 partial and 05 proportionality a part; 04 none. */
export const acreditacionDe = (condicionImpuesto: string | null | undefined): Acreditacion =>
  condicionImpuesto === '02' || condicionImpuesto === '05' ? 'parcial' : condicionImpuesto === '04' ? 'ninguno' : 'total';

/**
 * The creditable VAT a purchase cancellation (9938) takes back: the share of its VAT that the
 * cancelled purchase's acceptance credited (05/06 MontoTotalImpuestoAcreditar over its VAT), so a
 * partial acceptance is reversed at its proportion, never in full. Null: all of it (nothing declared).
 */
export function acreditableAnulacion(a: { impuestoAnulacion: DInput; impuestoCompra: DInput; acreditableCompra: DInput | null; acreditacion: Acreditacion }): D | null {
  if (a.acreditacion === 'ninguno') return ZERO;
  if (a.acreditableCompra == null) return null;
  const total = toD(a.impuestoCompra);
  if (total.isZero()) return ZERO;
  return roundAmount(toD(a.acreditableCompra).times(toD(a.impuestoAnulacion)).div(total));
}

/** A document as the worksheet reads it, amounts in colones. */
export type DocumentoIva = {
  id: string;
  /** venta: a sale (01, 04, 09…); nota: a credit note on a sale; compra: a purchase (05/06, 08); anulacion: its cancellation. */
  clase: 'venta' | 'nota' | 'compra' | 'anulacion';
  lineas: readonly { tarifa: DInput | null; base: DInput; impuesto: DInput }[];
  /** The document's TotalImpuesto (its XML), the sum its lines must reach. */
  totalImpuesto: DInput;
  /** Purchases: the creditable VAT declared on acceptance; default all of it. */
  impuestoAcreditable?: DInput | null;
  acreditacion?: Acreditacion;
  /**
   * Sales and credit notes: the VAT not declared by this document (a credit note of a sale on 08 or
   * 10 reversing VAT that no REP had declared, DECISIONS #251); its lines count the rest, in proportion.
   */
  impuestoDiferido?: DInput | null;
};

/** One line of the worksheet. */
export type LineaHoja = { linea: string; seccion: 'ventas' | 'compras'; tarifa: string; acreditacion: Acreditacion | null; base: D; impuesto: D; acreditable: D; documentos: string[] };

/** The rate bucket of a line: its percent as written (13, 4, 0.5…), or exento when it has none. */
export function tarifaDe(t: DInput | null): string {
  if (t === null || t === undefined || t === '') return 'exento';
  const d = toD(t);
  return d.isZero() ? 'exento' : d.toFixed();
}

/** A stable line code: V-13 (sales at 13 %), C-13-total (purchases at 13 %, fully creditable)… */
const codigo = (seccion: 'ventas' | 'compras', tarifa: string, a: Acreditacion | null) => (seccion === 'ventas' ? `V-${tarifa}` : `C-${tarifa}-${a}`);

const orden = (t: string) => {
  const i = (TARIFAS_IVA as readonly string[]).indexOf(t);
  return i < 0 ? 100 - Number(t) : i; // another rate (8 % transitional) after the known ones
};

/**
 * The worksheet of a month. A credit note or cancellation subtracts; a purchase's creditable VAT is
 * spread over its lines in proportion to their VAT (the declared amount is the document's), the
 * last line taking the rounding rest so the lines add up to the declared amount exactly.
 */
export function hojaIva(docs: readonly DocumentoIva[], extra: { creditoImportaciones?: DInput; saldoAnterior?: DInput; retenciones?: DInput } = {}) {
  const lineas = new Map<string, LineaHoja>();
  const add = (seccion: 'ventas' | 'compras', tarifa: string, a: Acreditacion | null, base: D, impuesto: D, acreditable: D, id: string) => {
    const k = codigo(seccion, tarifa, a);
    const l = lineas.get(k) ?? { linea: k, seccion, tarifa, acreditacion: a, base: ZERO, impuesto: ZERO, acreditable: ZERO, documentos: [] };
    l.base = l.base.plus(base);
    l.impuesto = l.impuesto.plus(impuesto);
    l.acreditable = l.acreditable.plus(acreditable);
    if (!l.documentos.includes(id)) l.documentos.push(id);
    lineas.set(k, l);
  };
  for (const d of docs) {
    const s = d.clase === 'nota' || d.clase === 'anulacion' ? -1 : 1;
    if (d.clase === 'venta' || d.clase === 'nota') {
      const total = d.lineas.reduce((x, l) => x.plus(toD(l.impuesto)), ZERO);
      const diferido = toD(d.impuestoDiferido ?? 0);
      // Spread over the lines with VAT in proportion to it, the last of them taking the rounding rest.
      const ultima = d.lineas.reduce((k, l, i) => (toD(l.impuesto).isZero() ? k : i), -1);
      let resto = diferido;
      d.lineas.forEach((l, i) => {
        const imp = toD(l.impuesto);
        const parte = diferido.isZero() || imp.isZero() ? ZERO : i === ultima ? resto : diferido.times(imp).div(total).toDecimalPlaces(5);
        resto = resto.minus(parte);
        const base = parte.isZero() ? toD(l.base) : toD(l.base).times(imp.minus(parte)).div(imp).toDecimalPlaces(5);
        add('ventas', tarifaDe(l.tarifa), null, base.times(s), imp.minus(parte).times(s), ZERO, d.id);
      });
      continue;
    }
    const a = d.acreditacion ?? 'total';
    const total = d.lineas.reduce((x, l) => x.plus(toD(l.impuesto)), ZERO);
    const declarado = a === 'ninguno' ? ZERO : d.impuestoAcreditable == null ? total : toD(d.impuestoAcreditable);
    let resto = declarado;
    d.lineas.forEach((l, i) => {
      const parte = i === d.lineas.length - 1 ? resto : total.isZero() ? ZERO : declarado.times(toD(l.impuesto)).div(total).toDecimalPlaces(5);
      resto = resto.minus(parte);
      add('compras', tarifaDe(l.tarifa), a, toD(l.base).times(s), toD(l.impuesto).times(s), parte.times(s), d.id);
    });
  }
  const filas = [...lineas.values()].sort((x, y) => (x.seccion === y.seccion ? orden(x.tarifa) - orden(y.tarifa) || (x.acreditacion ?? '').localeCompare(y.acreditacion ?? '') : x.seccion === 'ventas' ? -1 : 1));
  const totalImpuestoVentas = roundBalance(filas.filter((f) => f.seccion === 'ventas').reduce((x, f) => x.plus(f.impuesto), ZERO));
  const totalCredito = roundBalance(filas.filter((f) => f.seccion === 'compras').reduce((x, f) => x.plus(f.acreditable), ZERO));
  const saldo = saldoIva({ totalImpuestoVentas, totalCredito, ...extra });
  return { lineas: filas, totalImpuestoVentas, totalCredito, ...saldo };
}

