// Shared by the services of the Factura read and report operations: the session's transaction.
import type { Context, Session } from '../../../context.js';
import { withTenant } from '../../../db/tenant.js';
import type { Tx } from '../../../db/types.js';

export type PageArgs = { cursor?: string | null; limit?: number | null };

/** One transaction of the session's issuer (row-level security binds it). */
export async function leer<T>(ctx: Context, fn: (s: Session, tx: Tx) => Promise<T>): Promise<T> {
  const s = await ctx.session();
  return withTenant(ctx.db, s.emisorId, (tx) => fn(s, tx));
}
