// Keyset pages of the restaurant lists, newest first: the cursor is (createdAt ISO, id), read by the
// shared cursorTextoId (modules/validate.ts).
import { desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badInput } from '../../errors.js';
import { cursorTextoId } from '../validate.js';

export function cursorFecha(cursor: string | null | undefined): { valor: string; id: string } | null {
  const c = cursorTextoId(cursor);
  if (!c) return null;
  if (Number.isNaN(Date.parse(c[0]))) throw badInput('El cursor no es válido.', 'cursor');
  return { valor: c[0], id: c[1] };
}

/** One page of rows read with `take + 1`. */
export function paginaFecha<R extends { id: string; createdAt: Date }>(rows: R[], take: number) {
  const feed = rows.slice(0, take);
  const last = feed.at(-1);
  const hasNextPage = rows.length > take;
  const nextPageCursor = hasNextPage && last ? Buffer.from(JSON.stringify([last.createdAt.toISOString(), last.id])).toString('base64url') : null;
  return { feed, pageInfo: { hasNextPage, nextPageCursor } };
}

/** The LIKE pattern of «contains this text», lower case, its wildcards escaped. */
export { patronContiene as contiene } from '../validate.js';

export const limite = (n: number | null | undefined, max = 200) => Math.min(Math.max(n ?? 10, 1), max);

type ConFecha = { createdAt: AnyPgColumn; id: AnyPgColumn };

/** Rows after the cursor in newest-first order (older than it, ties by id). */
export const antesDe = (t: ConFecha, after: { valor: string; id: string } | null): SQL | undefined =>
  after ? sql`(${t.createdAt}, ${t.id}) < (${after.valor}::timestamptz, ${after.id}::uuid)` : undefined;

/** Newest first, ties by id: the order the cursors follow. */
export const masNuevosPrimero = (t: ConFecha) => [desc(t.createdAt), desc(t.id)] as const;
