// newRestaurantOrder: what the issuer's waiters and kitchen screens receive after a change commits.
import type { Context } from '../../context.js';
import type { PedidoOut } from './forma.js';

/** Ruling D-11. */
export type OperationType = 'CREATED' | 'ITEMS_CHANGED' | 'STATUS_CHANGED' | 'ITEM_CHECKED';

/** Call after the transaction that changed the order committed. */
export function publicarPedido(ctx: Pick<Context, 'services'>, emisorId: string, operationType: OperationType, order: PedidoOut): void {
  ctx.services.events.publish('restaurante:pedido', emisorId, { operationType, order });
}
