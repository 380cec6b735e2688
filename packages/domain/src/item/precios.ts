// Ruling A1-2: an item's prices, every field at 5 decimals (spec 3 §5). utilidad is the markup on
// cost; the price to the public (precioVenta) adds the item's taxes; precioInvertido is the
// tax-included price a clerk types in IVA-included mode, from which the price is taken back out.
import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { costoCompuesto } from './item';

/** The price fields of an item. */
export type PreciosItem = { costoUnitarioTotal: D; utilidad: D; precioUnitario: D; precioVenta: D; precioInvertido: D };

/** Which field the clerk set: the others follow from it. */
export type OrigenPrecio = 'costo' | 'utilidad' | 'precioUnitario' | 'precioInvertido';

export type EntradaPrecios = {
  costoUnitarioTotal: DInput;
  utilidad: DInput;
  precioUnitario?: DInput | null;
  precioInvertido?: DInput | null;
  /** Ad valorem rates of the item's taxes, in percent (13 for the general VAT). */
  tarifas: readonly DInput[];
  desde: OrigenPrecio;
};

const CIEN = 100;

/** Σ rate% of the price, each tax rounded to 5 decimals as a line's tax is. */
const impuestos = (precio: D, tarifas: readonly DInput[]): D =>
  tarifas.reduce<D>((acc, t) => acc.plus(roundAmount(precio.times(toD(t)).div(CIEN))), ZERO);

/** The markup that takes `costo` to `precio` (the given one when there is no cost to mark up). */
const utilidadDe = (costo: D, precio: D, actual: D): D => (costo.isZero() ? actual : roundAmount(precio.div(costo).minus(1).times(CIEN)));

/** Every price field from the one the clerk set (A1-2). */
export function calcularPrecios(e: EntradaPrecios): PreciosItem {
  const costo = roundAmount(e.costoUnitarioTotal);
  let utilidad = roundAmount(e.utilidad);
  const factor = toD(1).plus(e.tarifas.reduce<D>((a, t) => a.plus(toD(t)), ZERO).div(CIEN));
  let precioUnitario: D;
  let precioInvertido: D | null = null;
  if (e.desde === 'precioInvertido' && e.precioInvertido != null) {
    precioInvertido = roundAmount(e.precioInvertido);
    precioUnitario = roundAmount(precioInvertido.div(factor));
    utilidad = utilidadDe(costo, precioUnitario, utilidad);
  } else if (e.desde === 'precioUnitario' && e.precioUnitario != null) {
    precioUnitario = roundAmount(e.precioUnitario);
    utilidad = utilidadDe(costo, precioUnitario, utilidad);
  } else {
    precioUnitario = roundAmount(costo.times(toD(1).plus(utilidad.div(CIEN))));
  }
  const precioVenta = precioUnitario.plus(impuestos(precioUnitario, e.tarifas));
  return { costoUnitarioTotal: costo, utilidad, precioUnitario, precioVenta, precioInvertido: precioInvertido ?? precioVenta };
}

/** Ruling A1-2: the general cost is the item's cost plus its cost list (A1-4: Σ cost × portion). */
export const costoGeneral = (costoUnitarioTotal: DInput, listaCostos: readonly { costoUnitario: DInput; porcion: DInput }[]): D =>
  roundAmount(toD(costoUnitarioTotal).plus(costoCompuesto(listaCostos)));

/** Ruling A1-5: a variant's unit price: its own with customVariantPrice, else the item's plus its extra cost. */
export function precioVariante(
  item: { precioUnitario: DInput },
  variante: { customVariantPrice?: boolean | null; precioUnitario?: DInput | null; costoExtra?: DInput | null },
): D {
  if (variante.customVariantPrice && variante.precioUnitario != null) return roundAmount(variante.precioUnitario);
  return roundAmount(toD(item.precioUnitario).plus(toD(variante.costoExtra ?? 0)));
}
