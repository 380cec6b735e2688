import type { ItemPedido } from './pedido';

/**
 * Spec 2 §4 online queue merge: new items are added; items missing from the update are marked checked; items whose
 * quantity, detail or check changed are updated; when nothing changed the current list is returned as is.
 */
export function mergeQueue<I extends ItemPedido>(current: readonly I[], update: readonly I[]): readonly I[] {
  const incoming = new Map(update.map((i) => [i._id, i]));
  let changed = false;
  const merged: I[] = current.map((item): I => {
    const next = incoming.get(item._id);
    if (!next) {
      if (item.check) return item;
      changed = true;
      return { ...item, check: true };
    }
    if (next.cantidad === item.cantidad && next.detalle === item.detalle && Boolean(next.check) === Boolean(item.check)) return item;
    changed = true;
    return { ...item, cantidad: next.cantidad, detalle: next.detalle, check: next.check ?? false };
  });
  const known = new Set(current.map((i) => i._id));
  for (const item of update) {
    if (!known.has(item._id)) {
      merged.push(item);
      changed = true;
    }
  }
  return changed ? merged : current;
}

/** Spec 2 §4: the queue shows only items whose categories include a selected (checked) one. */
export const visibleQueue = <I extends ItemPedido>(items: readonly I[], categorias: readonly string[]): I[] =>
  items.filter((i) => (i._idCategoria ?? []).some((c) => categorias.includes(c)));

/** A queue entry with what D-7 orders it by. */
export type EntradaCola = { express?: boolean; prioridadCategoria?: number; prioridad?: number; createdAt: string | Date };

/** D-7: express orders first, then category prioridad, item prioridad (lower first), then oldest first. */
export function ordenarCola<T extends EntradaCola>(items: readonly T[]): T[] {
  const n = (x?: number) => x ?? Number.MAX_SAFE_INTEGER;
  return [...items].sort(
    (a, b) =>
      Number(Boolean(b.express)) - Number(Boolean(a.express)) ||
      n(a.prioridadCategoria) - n(b.prioridadCategoria) ||
      n(a.prioridad) - n(b.prioridad) ||
      new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
  );
}
