import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';

/** Spec 2 §4: restaurant order statuses. */
export type EstadoPedido = 'ABIERTA' | 'EN_PROCESO' | 'ENTREGADA' | 'CERRADA' | 'CANCELADA' | 'VIATICOS' | 'REGALIAS' | 'EMPLEADOS';
/** Spec 2 §4: badge per status. */
export const BADGE_PEDIDO: Readonly<Record<EstadoPedido, 'info' | 'warning' | 'success' | 'danger'>> = {
  ABIERTA: 'info',
  EN_PROCESO: 'warning',
  ENTREGADA: 'warning',
  CERRADA: 'success',
  CANCELADA: 'danger',
  VIATICOS: 'warning',
  REGALIAS: 'warning',
  EMPLEADOS: 'warning',
};
/** Spec 2 §4: an unknown status shows info. */
export const badgePedido = (status: string): 'info' | 'warning' | 'success' | 'danger' =>
  (BADGE_PEDIDO as Record<string, 'info' | 'warning' | 'success' | 'danger'>)[status] ?? 'info';
/** Spec 2 §3: the invoice-linked order status default. */
export const ESTADO_ORDEN_DEFECTO = 'CREADO';

/** An order item as the queue and the bill see it. */
export type ItemPedido = {
  _id: string;
  nombre?: string;
  cantidad: number;
  detalle?: string | null;
  check?: boolean;
  index?: number;
  precioUnitario?: DInput;
  _idCategoria?: string[];
};

/** Spec 2 §4: the next item index is the one after the highest existing index, or 1. */
export const nextItemIndex = (items: readonly { index?: number }[]): number =>
  items.reduce((max, i) => Math.max(max, i.index ?? 0), 0) + 1;

/** Spec 2 §4: checks or unchecks items (all given ids), optionally marking the order express. */
export function checkItems<I extends ItemPedido, T extends { items: I[]; express?: boolean }>(order: T, ids: readonly string[], check: boolean, express?: boolean): T {
  const set = new Set(ids);
  const out = { ...order, items: order.items.map((i) => (set.has(i._id) ? { ...i, check } : i)) };
  return express === undefined ? out : { ...out, express };
}

/** The amount of an order: Σ precioUnitario × cantidad, rounded to 5 decimals. */
export const totalPedido = (items: readonly ItemPedido[]): D =>
  items.reduce((acc, i) => acc.plus(roundAmount(toD(i.precioUnitario ?? 0).times(i.cantidad))), ZERO);
