// Discounts (spec 3 §7 "Discounts"): create (or update with _id), paged list, read, delete. The
// domain checks the amounts and the v4.4 code (ruling A1-11).
import { normalizarDescuento } from '@jit/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { descuento, item } from '../../db/schema/index.js';
import { fromDomain, notFound } from '../../errors.js';
import type { DescuentoInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { cursorTextoId, esUuid, escaparLike } from '../validate.js';

export async function create(ctx: Context, input: DescuentoInput) {
  const r = normalizarDescuento(input);
  if (!r.ok) throw fromDomain(r);
  const d = {
    naturalezaDescuento: r.value.naturalezaDescuento,
    porcentajeDescuento: r.value.porcentajeDescuento.toFixed(),
    montoDescuento: r.value.montoDescuento.toFixed(),
    codigoDescuento: r.value.codigoDescuento,
    codigoDescuentoOTRO: r.value.codigoDescuentoOTRO,
  };
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    if (input._id) {
      const [row] = esUuid(input._id) ? await tx.update(descuento).set({ ...d, updatedAt: now }).where(eq(descuento.id, input._id)).returning() : [];
      if (!row) throw notFound('El descuento no existe.');
      return row;
    }
    const [row] = await tx.insert(descuento).values({ ...d, emisorId: s.emisorId, id: uuidv7(), createdAt: now, updatedAt: now }).returning();
    return row!;
  });
}

const clave = sql<string>`lower(${descuento.naturalezaDescuento})`;

/** Descuento.readAllByEmisor: by naturaleza, keyset on (naturaleza, id). */
export async function list(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = Math.min(Math.max(a.limit ?? 10, 1), 100);
  const after = cursorTextoId(a.cursor);
  const f = a.filter?.trim().toLowerCase();
  const rows = await withSession(ctx, (tx) =>
    tx
      .select({ row: descuento, k: clave })
      .from(descuento)
      .where(and(f ? sql`${clave} like ${`%${escaparLike(f)}%`}` : undefined, after ? sql`(${clave}, ${descuento.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined))
      .orderBy(asc(clave), asc(descuento.id))
      .limit(take + 1),
  );
  const feed = rows.slice(0, take);
  const hasNextPage = rows.length > take;
  const last = feed[feed.length - 1];
  return {
    feed: feed.map((r) => r.row),
    pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? Buffer.from(JSON.stringify([last.k, last.row.id])).toString('base64url') : null },
  };
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => (await tx.select().from(descuento).where(eq(descuento.id, id)))[0] ?? null);
}

/** Descuento.delete: refused while an item carries it. */
export async function remove(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const [d] = esUuid(id) ? await tx.select().from(descuento).where(eq(descuento.id, id)) : [];
      if (!d) {
        out.push({ _id: id, state: false, message: 'El descuento no existe.' });
        continue;
      }
      const [usa] = await tx.select({ nombre: item.nombre }).from(item).where(sql`${item.descuentos} @> ${JSON.stringify([id])}::jsonb`).limit(1);
      if (usa) {
        out.push({ _id: id, state: false, message: `El descuento «${d.naturalezaDescuento}» lo lleva «${usa.nombre}»: quíteselo primero.` });
        continue;
      }
      await tx.delete(descuento).where(eq(descuento.id, id));
      out.push({ _id: id, state: true, message: `Descuento «${d.naturalezaDescuento}» borrado.` });
    }
    return out;
  });
}
