import { toD, type D, type DInput } from '../money/decimal';
import { roundInventoryQuantity } from '../money/rounding';

/** An item of the billing list with its stock (and variants with their own). */
export type ItemStock = { _id: string; cantidad: DInput; variantes?: { _id: string; cantidad: DInput }[] };
/** A sold line: its item (or variant) id, class and quantity. */
export type LineaVendida = { itemId?: string; clasificacion?: string; cantidad: DInput };

const minus = (a: DInput, b: DInput): D => roundInventoryQuantity(toD(a).minus(toD(b)));

/** Spec 3 §4: after a sale, stock in the billing list drops for producto lines, on the item or on the matching variant. */
export function reduceStockAfterSale<T extends ItemStock>(items: readonly T[], lineas: readonly LineaVendida[]): T[] {
  let out = [...items];
  for (const l of lineas) {
    if (l.clasificacion !== 'producto' || !l.itemId) continue;
    const id = l.itemId;
    out = out.map((item) => {
      if (item._id === id) return { ...item, cantidad: minus(item.cantidad, l.cantidad) };
      if (!item.variantes?.some((v) => v._id === id)) return item;
      return { ...item, variantes: item.variantes.map((v) => (v._id === id ? { ...v, cantidad: minus(v.cantidad, l.cantidad) } : v)) };
    });
  }
  return out;
}

/** An item a draft would take below zero: what is on hand and what the draft takes (ruling A2-9). */
export type BajoCero = { itemId: string; nombre: string; hay: D; pide: D };

/**
 * Ruling A2-9: before issuing, the invoice grid warns of the product lines that would take their
 * item below zero (the lines of one item add up; the issue still goes ahead: stock never blocks a
 * document). Stock is the billing list's, as loaded.
 */
export function lineasBajoCero(items: readonly { _id: string; nombre: string; cantidad: DInput; clasificacion: string }[], lineas: readonly { itemId?: string | null; cantidad: DInput }[]): BajoCero[] {
  const pide = new Map<string, D>();
  for (const l of lineas) if (l.itemId) pide.set(l.itemId, (pide.get(l.itemId) ?? toD(0)).plus(toD(l.cantidad)));
  const out: BajoCero[] = [];
  for (const [itemId, q] of pide) {
    const it = items.find((i) => i._id === itemId);
    if (it && it.clasificacion === 'producto' && q.gt(toD(it.cantidad))) out.push({ itemId, nombre: it.nombre, hay: toD(it.cantidad), pide: roundInventoryQuantity(q) });
  }
  return out;
}
