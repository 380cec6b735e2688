import { toD, type D, type DInput } from '../money/decimal';

/** What a customer category gives (ruling B-5): a percentage of each line, or an amount per unit. */
export type DescuentoCategoria = { esPorcentual: boolean; valor: DInput };

/**
 * Ruling B-5: the discount a customer's category puts on one line of `cantidad` units — a
 * percentage (capped at 100) or an amount per unit times the quantity; null when it gives nothing.
 * Never negative: a category is a discount, never a surcharge.
 */
export function descuentoDeCategoria(c: DescuentoCategoria | null | undefined, cantidad: DInput): { porcentaje: D } | { monto: D } | null {
  if (!c) return null;
  const valor = toD(c.valor);
  if (!valor.isFinite() || valor.lte(0)) return null;
  if (c.esPorcentual) return { porcentaje: valor.gt(100) ? toD(100) : valor };
  const q = toD(cantidad);
  if (!q.isFinite() || q.lte(0)) return null;
  return { monto: valor.times(q) };
}
