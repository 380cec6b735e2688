// The catalogue's lists (spec 3 §7 "Items"): the screens' paged list by type, the billing list
// the invoice grid keeps whole (readToBill), every item unpaged (pickers, export), and the search
// by any code, name or CABYS. Lists go by folded name with a keyset cursor, never OFFSET.
import { TIPOS_ITEM, TIPOS_VENDIBLES, plegar, tipoItem } from '@jit/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { item } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid, escaparLike } from '../validate.js';
import { salida } from './filas.js';

type Cursor = { n: string; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.n, c.id])).toString('base64url');
function decodeCursor(v: string): Cursor {
  try {
    const [n, id] = JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof n === 'string' && typeof id === 'string' && esUuid(id)) return { n, id };
  } catch {
    /* below */
  }
  throw badInput('El cursor no es válido.', 'cursor');
}

/** The folded words of a search text. */
const palabras = (t: string) => plegar(t).split(/\s+/).filter(Boolean).slice(0, 8);
/** Every word somewhere in the item's names or codes. */
const contiene = (ws: readonly string[]): SQL | undefined =>
  ws.length ? and(...ws.map((w) => sql`${item.busqueda} like ${`%${escaparLike(w)}%`}`)) : undefined;

function tipoValido(t: string | null | undefined, field = 'tipo'): string | null {
  if (t == null || t === '') return null;
  if (!tipoItem(t)) throw badInput(`El tipo «${t}» no existe: use ${TIPOS_ITEM.map((x) => x.codigo).join(', ')}.`, field);
  return t;
}

/** One page by folded name after the cursor. */
async function pagina(ctx: Context, where: SQL | undefined, args: { cursor?: string | null; limit?: number | null }, maximo: number) {
  const take = Math.min(Math.max(args.limit ?? 10, 1), maximo);
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select()
      .from(item)
      .where(and(where, after ? sql`(${item.nombrePlano}, ${item.id}) > (${after.n}, ${after.id}::uuid)` : undefined))
      .orderBy(asc(item.nombrePlano), asc(item.id))
      .limit(take + 1);
    const feed = rows.slice(0, take);
    const hasNextPage = rows.length > take;
    const last = feed[feed.length - 1];
    return {
      feed: await salida(ctx, tx, s.emisorId, feed),
      pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor({ n: last.nombrePlano, id: last.id }) : null },
    };
  });
}

/** Item.readAllByEmisor: one type's items (not their variants), by name. */
export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; tipo?: string | null; limit?: number | null; filter?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const tipo = tipoValido(a.tipo) ?? '02';
  if ((a.filter?.length ?? 0) > 100) throw badInput('El filtro es demasiado largo.', 'filter');
  return pagina(ctx, and(eq(item.tipo, tipo), isNull(item.itemRefId), contiene(palabras(a.filter ?? ''))), a, 100);
}


/** Item.readToBill: what can be sold (ruling A1-1), without inactive items (spec 3 §4). */
export async function readToBill(ctx: Context, a: { emisor?: string | null; tipo?: string | null; cursor?: string | null; limit?: number | null; showVariants?: boolean | null }) {
  await mismoEmisor(ctx, a.emisor);
  const tipo = tipoValido(a.tipo);
  const vendible = tipo ? eq(item.tipo, tipo) : sql`(${inArray(item.tipo, [...TIPOS_VENDIBLES])} or ${item.precioUnitario} > 0)`;
  // A variant goes with its item: none of an inactive item's.
  const variantes = a.showVariants
    ? // the parent under its own name: inside the subquery «item» is still the outer row
    sql`(${item.itemRefId} is null or exists (select 1 from ${item} as padre where padre.id = ${item.itemRefId} and padre.stock_state))`
    : isNull(item.itemRefId);
  return pagina(ctx, and(eq(item.stockState, true), vendible, variantes), a, 2000);
}

/** Item.readAllItemByEmisor: every item and variant (ruling A1-8). */
export async function readAllItemByEmisor(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx, s) => salida(ctx, tx, s.emisorId, await tx.select().from(item).orderBy(asc(item.nombrePlano), asc(item.id))));
}

/** Item.readBySearchString: exact codes first, then code prefixes, names by word, CABYS, the rest. */
export async function readBySearchString(ctx: Context, a: { emisor?: string | null; searchString: string; tipo?: string | null; limit?: number | null }) {
  await mismoEmisor(ctx, a.emisor);
  const q = plegar(a.searchString.trim());
  if (!q) throw badInput('Escriba un código o un nombre para buscar.', 'searchString');
  if (q.length > 100) throw badInput('La búsqueda es demasiado larga.', 'searchString');
  const tipo = tipoValido(a.tipo);
  const take = Math.min(Math.max(a.limit ?? 20, 1), 100);
  const ws = palabras(q);
  const pre = `${escaparLike(q)}%`;
  const codigo = (op: 'eq' | 'pre') => {
    const cols = [item.codigoRapido, item.codigoBarras, item.sku];
    return op === 'eq' ? sql.join(cols.map((c) => sql`lower(${c}) = ${q}`), sql` or `) : sql.join(cols.map((c) => sql`lower(${c}) like ${pre}`), sql` or `);
  };
  const rango = sql<number>`case when ${codigo('eq')} then 0 when ${codigo('pre')} then 1 when ${item.nombrePlano} like ${`${escaparLike(ws[0] ?? q)}%`} then 2 when ${item.codigo} like ${pre} then 4 else 3 end`;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select()
      .from(item)
      .where(and(tipo ? eq(item.tipo, tipo) : undefined, contiene(ws)))
      .orderBy(rango, sql`length(${item.nombrePlano})`, asc(item.nombrePlano), asc(item.id))
      .limit(take);
    return salida(ctx, tx, s.emisorId, rows);
  });
}
