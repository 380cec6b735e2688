import type { ItemPedido } from './pedido';

/** Two sides of a split bill: what stays on the order and what moved to the split order. */
export type Division = { pedido: ItemPedido[]; separado: ItemPedido[] };

function take(list: readonly ItemPedido[], id: string): { rest: ItemPedido[]; unit: ItemPedido | undefined } {
  const at = list.findIndex((i) => i._id === id && i.cantidad > 0);
  if (at < 0) return { rest: [...list], unit: undefined };
  const item = list[at] as ItemPedido;
  const rest = item.cantidad > 1 ? list.map((i, k) => (k === at ? { ...i, cantidad: i.cantidad - 1 } : i)) : list.filter((_, k) => k !== at);
  return { rest, unit: { ...item, cantidad: 1 } };
}

function put(list: readonly ItemPedido[], unit: ItemPedido): ItemPedido[] {
  const at = list.findIndex((i) => i._id === unit._id);
  if (at < 0) return [...list, unit];
  return list.map((i, k) => (k === at ? { ...i, cantidad: i.cantidad + 1 } : i));
}

/** Spec 2 §4 split bill: one unit moves from the order to the split order (removed at zero); unknown ids change nothing. */
export function moverAlSeparado(d: Division, id: string): Division {
  const { rest, unit } = take(d.pedido, id);
  return unit ? { pedido: rest, separado: put(d.separado, unit) } : d;
}

/** Spec 2 §4 split bill: one unit moves back from the split order to the order. */
export function devolverAlPedido(d: Division, id: string): Division {
  const { rest, unit } = take(d.separado, id);
  return unit ? { pedido: put(d.pedido, unit), separado: rest } : d;
}
