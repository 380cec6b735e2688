import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount, roundInventoryQuantity } from '../money/rounding';

/** What decides whether selling an item first produces it (ruling A2-2). */
export type ItemProducible = { esCompuesto: boolean; bajoProduccion: boolean; composicion: readonly { _idItem: string; porcion: DInput }[] };

/** Ruling A2-2: a composite (or made-to-order) item with a recipe is produced when sold. */
export const seProduceAlVender = (i: ItemProducible): boolean => (i.esCompuesto || i.bajoProduccion) && i.composicion.length > 0;

/** One component consumed by a production order: porcion × quantity produced (5 decimals). */
export type Consumo = { itemId: string; cantidad: D };

/** The components a production of `cantidad` units consumes, one row per component (repeated lines add up). */
export function consumoComposicion(composicion: ItemProducible['composicion'], cantidadIn: DInput): Consumo[] {
  const cantidad = toD(cantidadIn);
  const porItem = new Map<string, D>();
  for (const c of composicion) porItem.set(c._idItem, (porItem.get(c._idItem) ?? ZERO).plus(toD(c.porcion).times(cantidad)));
  return [...porItem].map(([itemId, q]) => ({ itemId, cantidad: roundInventoryQuantity(q) })).filter((c) => c.cantidad.gt(0));
}

/** The unit cost of what was produced: the value of what it consumed over the quantity produced. */
export function costoUnitarioProducido(valorConsumido: DInput, cantidad: DInput): D {
  const q = toD(cantidad);
  return q.gt(0) ? roundAmount(toD(valorConsumido).div(q)) : ZERO;
}
