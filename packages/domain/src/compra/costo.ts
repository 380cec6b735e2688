// The cost a purchase line brings into stock (ruling E-1) and the landed cost of a purchase
// (freight, duties, other charges) spread over its product lines. Amounts are colones in Decimal;
// a spread is rounded to the cent by largest remainder, so the parts always add up to the charge.
import { D } from '../money/decimal';

type Dec = InstanceType<typeof D>;

/** A received line as the XML gives it (strings, as parsed). */
export type LineaCosto = {
  cantidad: string;
  montoTotal: string;
  montoDescuento?: string | null;
  /** The line's VAT; it joins the cost only where it cannot be credited. */
  impuesto?: string | null;
};

/**
 * The line's net cost in total: its amount after discounts, plus the VAT only when it is not
 * recoverable (condición 04, gasto corriente sin crédito). Recoverable VAT is a credit, not cost.
 */
export function costoNetoLinea(l: LineaCosto, ivaRecuperable: boolean): Dec {
  const base = new D(l.montoTotal).minus(new D(l.montoDescuento || 0));
  return ivaRecuperable ? base : base.plus(new D(l.impuesto || 0));
}

/** The unit cost of the line (its net cost over its quantity); zero for a zero quantity. */
export function costoNetoUnitario(l: LineaCosto, ivaRecuperable: boolean): Dec {
  const q = new D(l.cantidad);
  return q.isZero() ? new D(0) : costoNetoLinea(l, ivaRecuperable).div(q);
}

export type BaseProrrateo = 'valor' | 'cantidad';

/**
 * Spreads `monto` over the lines in proportion to their value (net cost) or their quantity, to the
 * cent: each share is floored, and the cents left go to the largest remainders (ties by order).
 * With every weight zero the charge goes evenly. The result always adds up to `monto`.
 */
export function prorratear(monto: string | Dec, pesos: readonly (string | Dec)[]): Dec[] {
  const total = new D(monto).toDecimalPlaces(2, D.ROUND_HALF_UP);
  if (pesos.length === 0) return [];
  let w = pesos.map((p) => D.max(new D(p), 0));
  let suma = w.reduce((a, x) => a.plus(x), new D(0));
  if (suma.isZero()) {
    w = pesos.map(() => new D(1));
    suma = new D(pesos.length);
  }
  const centavos = total.times(100);
  const exactos = w.map((x) => centavos.times(x).div(suma));
  const pisos = exactos.map((x) => x.floor());
  let resto = centavos.minus(pisos.reduce((a, x) => a.plus(x), new D(0))).toNumber();
  const orden = exactos.map((x, i) => ({ i, r: x.minus(pisos[i]!) })).sort((a, b) => b.r.comparedTo(a.r) || a.i - b.i);
  for (const { i } of orden) {
    if (resto <= 0) break;
    pisos[i] = pisos[i]!.plus(1);
    resto -= 1;
  }
  return pisos.map((c) => c.div(100));
}

/** A product line of a purchase, with what it cost and how many units of the item enter. */
export type LineaCompra = { cantidad: Dec; costo: Dec };

/**
 * The unit cost of each product line once the extra charges are spread over them: the landed cost
 * that reaches the kardex. `cargos` are the purchase's freight, duties and other costs.
 */
export function costoAterrizado(lineas: readonly LineaCompra[], cargos: string | Dec, base: BaseProrrateo): Dec[] {
  const partes = prorratear(cargos, lineas.map((l) => (base === 'valor' ? l.costo : l.cantidad)));
  return lineas.map((l, i) => (l.cantidad.isZero() ? new D(0) : l.costo.plus(partes[i]!).div(l.cantidad)));
}
