import { toD, type D, type DInput } from '../money/decimal';
import { roundInventoryQuantity } from '../money/rounding';

/**
 * Ruling A1-6: stock is kept in the item's unidadMedida; an invoice line with a conversion (units of
 * the item per unit sold, e.g. 12 for a box of 12) moves cantidad × conversion. A missing, zero or
 * negative conversion means 1 (the line is already in the item's unit).
 */
export function cantidadEnInventario(cantidad: DInput, conversion?: DInput | null): D {
  const factor = conversion == null || conversion === '' ? null : toD(conversion);
  return roundInventoryQuantity(toD(cantidad).times(factor && factor.gt(0) ? factor : 1));
}
