import type { EstadoPedido } from './pedido';

/** DECISIONS D-3: the statuses an order can still change from (it is open on its table). */
export const ESTADOS_ABIERTOS: readonly EstadoPedido[] = ['ABIERTA', 'EN_PROCESO', 'ENTREGADA'];
/** D-3/D-4: closures without an invoice; they write the order's items off as losses once. */
export const CIERRES_CON_MERMA: readonly EstadoPedido[] = ['VIATICOS', 'REGALIAS', 'EMPLEADOS'];
/** D-3: every status an order can have. */
export const ESTADOS_PEDIDO: readonly EstadoPedido[] = [...ESTADOS_ABIERTOS, 'CERRADA', 'CANCELADA', ...CIERRES_CON_MERMA];

export const esEstadoPedido = (s: string): s is EstadoPedido => (ESTADOS_PEDIDO as readonly string[]).includes(s);
export const estaAbierto = (s: EstadoPedido): boolean => ESTADOS_ABIERTOS.includes(s);
export const escribeMerma = (s: EstadoPedido): boolean => CIERRES_CON_MERMA.includes(s);
/** D-3: closing without an invoice (CANCELADA and the three loss closures) needs a reason. */
export const requiereRazon = (s: EstadoPedido): boolean => s === 'CANCELADA' || escribeMerma(s);

/**
 * D-3: ABIERTA → EN_PROCESO → ENTREGADA → CERRADA, forward only (a step may be skipped, the kitchen
 * can deliver before the order is marked in process); from any open status to CANCELADA, VIATICOS,
 * REGALIAS or EMPLEADOS. CERRADA and the four closures are final. ENTREGADA may go back to EN_PROCESO
 * when items are added to a delivered order (D-9 adds items to an open order).
 */
export function transicionPermitida(desde: EstadoPedido, hacia: EstadoPedido): boolean {
  if (!estaAbierto(desde) || desde === hacia) return false;
  if (hacia === 'CERRADA' || hacia === 'CANCELADA' || escribeMerma(hacia)) return true;
  if (desde === 'ENTREGADA' && hacia === 'EN_PROCESO') return true;
  return ESTADOS_ABIERTOS.indexOf(hacia) > ESTADOS_ABIERTOS.indexOf(desde);
}

/** Spanish refusal for a status change, or null when it is allowed. */
export function motivoRechazoEstado(desde: EstadoPedido, hacia: EstadoPedido, razon?: string | null): string | null {
  if (!estaAbierto(desde)) return `El pedido ya está ${desde} y no cambia de estado.`;
  if (!transicionPermitida(desde, hacia)) return `Un pedido ${desde} no pasa a ${hacia}.`;
  if (requiereRazon(hacia) && !(razon ?? '').trim()) return `Pasar el pedido a ${hacia} requiere una razón.`;
  return null;
}

/** D-3: an order whose items are all checked in the kitchen is delivered; one sent with unchecked items is in process. */
export function estadoTrasCocina(actual: EstadoPedido, items: readonly { check?: boolean; cantidad: number }[]): EstadoPedido {
  if (!estaAbierto(actual)) return actual;
  const vivos = items.filter((i) => i.cantidad > 0);
  if (vivos.length > 0 && vivos.every((i) => i.check)) return 'ENTREGADA';
  return vivos.length > 0 ? 'EN_PROCESO' : actual;
}
