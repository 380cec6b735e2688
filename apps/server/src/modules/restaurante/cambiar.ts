// One change of an order: locked, changed and saved in one transaction, then published.
import { eq } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { pedidoRestaurante } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { publicarPedido, type OperationType } from './eventos.js';
import { salidaPedidos, type PedidoRow } from './forma.js';
import { pedidoBloqueado } from './pedidos.js';

/** Runs a change on the locked order in one transaction, then tells the order's subscribers. */
export async function cambiar(ctx: Context, id: string, tipo: OperationType, fn: (tx: Tx, p: PedidoRow, s: Session, now: Date) => Promise<Partial<PedidoRow>>) {
  const now = ctx.now();
  const { emisorId, out } = await withSession(ctx, async (tx, s) => {
    const p = await pedidoBloqueado(tx, id);
    const cambios = await fn(tx, p, s, now);
    const [row] = (await tx.update(pedidoRestaurante).set({ ...cambios, updatedAt: now }).where(eq(pedidoRestaurante.id, p.id)).returning()) as [PedidoRow];
    return { emisorId: s.emisorId, out: (await salidaPedidos(tx, [row]))[0]! };
  });
  publicarPedido(ctx, emisorId, tipo, out);
  return out;
}

