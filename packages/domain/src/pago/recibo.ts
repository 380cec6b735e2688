import { ZERO, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import type { GrupoRecibo } from './recibo-grupos';

// The lines of a payment receipt (REP, v4.4 ReciboElectronicoPago): the amount the payment applied
// to the document, spread over the document's groups of taxes in proportion to their share of it,
// each group's part split into its base (SubTotal) and its taxes in the document's own proportion.
// The spread is cumulative: a payment declares what the document's paid amount after it covers
// minus what it covered before (both rounded to 5 decimals the same way), so the receipts of
// payments that settle the whole document add up to exactly its bases and its VAT, whatever the
// number of payments. The group with the largest share takes the rounding of the others.

/** One tax on a REP line (ImpuestoType: Codigo, CodigoTarifaIVA, Tarifa, Monto). */
export type ImpuestoRecibo = { codigo: string; codigoTarifaIVA?: string; tarifa?: D; monto: D };

/** One REP line: SubTotal (= MontoTotal) + ImpuestoNeto (= Σ Monto) = MontoTotalLinea. */
export type LineaRecibo = {
  grupo: GrupoRecibo;
  subTotal: D;
  impuestos: ImpuestoRecibo[];
  impuestoNeto: D;
  montoTotalLinea: D;
};

/** Each group's share of a cumulative paid amount `c`; they add up to `c`. */
function partes(grupos: readonly GrupoRecibo[], total: D, c: D): D[] {
  const mayor = grupos.reduce((m, g, i) => (g.total.gt(grupos[m]!.total) ? i : m), 0);
  const out = grupos.map((g, i) => (i === mayor ? ZERO : roundAmount(c.times(g.total).div(total))));
  out[mayor] = c.minus(out.reduce((s, x) => s.plus(x), ZERO));
  return out;
}

/** A group's taxes on a cumulative share `a` of it. */
const impuestosDe = (g: GrupoRecibo, a: D): D[] =>
  g.impuestos.map((i) => (g.total.isZero() ? ZERO : roundAmount(a.times(i.neto).div(g.total))));

/** Takes a shortfall (negative parts, only from sub-cent payments) off the largest parts. */
function sinNegativos(xs: D[]): D[] {
  let falta = xs.reduce((s, x) => (x.lt(0) ? s.minus(x) : s), ZERO);
  const out = xs.map((x) => (x.lt(0) ? ZERO : x));
  while (falta.gt(0)) {
    const i = out.reduce((m, x, k) => (x.gt(out[m]!) ? k : m), 0);
    const quita = out[i]!.gt(falta) ? falta : out[i]!;
    out[i] = out[i]!.minus(quita);
    falta = falta.minus(quita);
  }
  return out;
}

/**
 * The REP lines of a payment that applied `aplicado` to a document of `grupos` (gruposDeRecibo),
 * after earlier receipts covered `pagadoAntes`. Lines of a group the payment does not reach are
 * left out. Throws on a document with nothing to pay (no group with an amount) or a payment of 0.
 */
export function reciboDePago(grupos: readonly GrupoRecibo[], pagadoAntes: DInput, aplicado: DInput): LineaRecibo[] {
  const total = grupos.reduce((s, g) => s.plus(g.total), ZERO);
  const monto = roundAmount(aplicado);
  if (!total.gt(0)) throw new Error('El documento no tiene montos que pagar.');
  if (!monto.gt(0)) throw new Error('El monto aplicado debe ser mayor que cero.');
  const x = roundAmount(pagadoAntes);
  const y = x.plus(monto);
  const antes = partes(grupos, total, x);
  const despues = partes(grupos, total, y);
  const lineas = sinNegativos(despues.map((d, i) => d.minus(antes[i]!)));
  const out: LineaRecibo[] = [];
  grupos.forEach((g, i) => {
    const linea = lineas[i]!;
    if (linea.isZero()) return;
    const t0 = impuestosDe(g, antes[i]!);
    const t1 = impuestosDe(g, despues[i]!);
    let queda = linea;
    const impuestos = g.impuestos.map((imp, k) => {
      let m = t1[k]!.minus(t0[k]!);
      if (m.lt(0)) m = ZERO;
      if (m.gt(queda)) m = queda;
      queda = queda.minus(m);
      return { codigo: imp.codigo, ...(imp.codigoTarifaIVA ? { codigoTarifaIVA: imp.codigoTarifaIVA } : {}), ...(imp.tarifa ? { tarifa: imp.tarifa } : {}), monto: m };
    });
    const impuestoNeto = impuestos.reduce((s, t) => s.plus(t.monto), ZERO);
    out.push({ grupo: g, subTotal: linea.minus(impuestoNeto), impuestos, impuestoNeto, montoTotalLinea: linea });
  });
  return out;
}

/** Σ of a REP's lines by tax key (codigo|codigoTarifaIVA|tarifa), and of their bases: for checks and tests. */
export function totalesRecibo(lineas: readonly LineaRecibo[]): { base: D; impuesto: D; total: D } {
  return lineas.reduce(
    (s, l) => ({ base: s.base.plus(l.subTotal), impuesto: s.impuesto.plus(l.impuestoNeto), total: s.total.plus(l.montoTotalLinea) }),
    { base: ZERO, impuesto: ZERO, total: ZERO },
  );
}

