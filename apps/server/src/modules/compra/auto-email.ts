// The supplier mailbox's log (ruling E-2): newest first, paged, searchable; one by id with its XML.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { autoEmail } from '../../db/schema/index.js';
import { mismoEmisor } from '../emisor/index.js';
import { cursorTextoId, esUuid } from '../validate.js';
import { autoEmailOut, pagina, patronContiene } from './forma.js';

export async function readByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; searchString?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = Math.min(Math.max(a.limit ?? 10, 1), 200);
  const after = cursorTextoId(a.cursor);
  const t = a.searchString?.trim();
  const busca = t ? or(sql`lower(coalesce(${autoEmail.doc}, '')) like ${patronContiene(t)}`, sql`lower(${autoEmail.provider}) like ${patronContiene(t)}`, sql`lower(coalesce(${autoEmail.error}, '')) like ${patronContiene(t)}`) : undefined;
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(autoEmail)
      .where(and(busca, after ? sql`(${autoEmail.createdAt}, ${autoEmail.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined))
      .orderBy(desc(autoEmail.createdAt), desc(autoEmail.id))
      .limit(take + 1);
    const p = pagina(rows, take, (r) => r.createdAt.toISOString());
    return { ...p, feed: p.feed.map((r) => autoEmailOut(r)) };
  });
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => {
    const [r] = await tx.select().from(autoEmail).where(eq(autoEmail.id, id));
    return r ? autoEmailOut(r, true) : null;
  });
}
