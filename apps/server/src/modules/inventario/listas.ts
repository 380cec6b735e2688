// The ledger's reads: movements (newest first, keyset on the uuid v7 id), one item's kardex, the
// loss-control list, on-hand stock with its value at pp and FIFO, and the totals by category.
import { D, plegar } from '@jit/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { inventarioExistencia, inventarioMovimiento, item, itemCategoria } from '../../db/schema/index.js';
import { preparada } from '../../db/preparadas.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { mismoEmisor } from '../emisor/index.js';
import { cursorTextoId, esUuid } from '../validate.js';
import type { MovimientoRow } from './existencias.js';
import { movimientosOut } from './forma.js';
import { cursorId, escaparLike, limite, pagina, rango, textoBusqueda } from './paginas.js';
import { conContabilidad } from './tipos.js';

export type FiltroStock = 'TODOS' | 'BAJO_MINIMO' | 'SIN_EXISTENCIA' | 'NEGATIVO';

/** Ruling A2-6: the item's current stock in that state (item.cantidad is the kardex's balance). */
function estado(f: FiltroStock | null | undefined): SQL | undefined {
  if (f === 'BAJO_MINIMO') return sql`${item.minimo} is not null and ${item.cantidad} < ${item.minimo}`;
  if (f === 'SIN_EXISTENCIA') return sql`${item.cantidad} = 0`;
  if (f === 'NEGATIVO') return sql`${item.cantidad} < 0`;
  return undefined;
}

const palabras = (q: string, col: SQL | typeof inventarioMovimiento.busqueda) =>
  and(...plegar(q).split(/\s+/).filter(Boolean).slice(0, 8).map((w) => sql`${col} like ${`%${escaparLike(w)}%`}`));

/**
 * One item's kardex page, the ledger's hot read, as named prepared statements
 * (db/preparadas.ts): its plan (the item's keyset index, backwards) is right for any item.
 */
const kardex = [false, true].map((conCursor) =>
  preparada<MovimientoRow>(`inventario_kardex${conCursor ? '_cursor' : ''}`, (tx) =>
    tx
      .select()
      .from(inventarioMovimiento)
      .where(
        and(
          sql`${inventarioMovimiento.itemId} = ${sql.placeholder('item')}::uuid`,
          conCursor ? sql`${inventarioMovimiento.id} < ${sql.placeholder('despues')}::uuid` : undefined,
        ),
      )
      .orderBy(desc(inventarioMovimiento.id))
      .limit(sql.placeholder('limite')),
  ),
);

async function paginaMovimientos(
  ctx: Context,
  a: { emisor?: string | null; cursor?: string | null; limit?: number | null; accounting?: boolean | null },
  porOmision: number,
  where: (tx: Tx) => SQL | undefined,
  /** The item of an unfiltered kardex page (read through its prepared statement). */
  deItem?: string,
) {
  await mismoEmisor(ctx, a.emisor);
  const take = limite(a.limit, porOmision, 100);
  const after = cursorId(a.cursor);
  return withSession(ctx, async (tx, s) => {
    const rows = deItem
      ? await kardex[after ? 1 : 0]!(tx, { item: deItem, despues: after, limite: take + 1 })
      : await tx
          .select()
          .from(inventarioMovimiento)
          .where(and(where(tx), after ? sql`${inventarioMovimiento.id} < ${after}::uuid` : undefined))
          .orderBy(desc(inventarioMovimiento.id))
          .limit(take + 1);
    const p = pagina(rows, take);
    return { ...p, feed: await movimientosOut(tx, p.feed, a.accounting === true && conContabilidad(s)) };
  });
}

/** MovimientoInventario.readAllByEmisor: the ledger (or one item's kardex), newest first. */
export function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filterStock?: FiltroStock | null; item?: string | null }) {
  if (a.item != null && !esUuid(a.item)) throw badInput('El artículo no es válido.', 'item');
  const filtro = estado(a.filterStock);
  return paginaMovimientos(
    ctx,
    a,
    15,
    () =>
      and(
        a.item ? eq(inventarioMovimiento.itemId, a.item) : undefined,
        filtro ? sql`${inventarioMovimiento.itemId} in (select ${item.id} from ${item} where ${filtro})` : undefined,
      ),
    a.item && !filtro ? a.item : undefined,
  );
}

/** Merma.readAllControlMerma: losses and count shortfalls, newest first; the accounts only with accounting (A2-8). */
export function readAllControlMerma(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: string | null; accounting?: boolean | null }) {
  if ((a.filter?.length ?? 0) > 100) throw badInput('El filtro es demasiado largo.', 'filter');
  return paginaMovimientos(ctx, a, 10, () => and(sql`${inventarioMovimiento.origen} in ('MERMA', 'AJUSTE_MERMA')`, a.filter?.trim() ? palabras(a.filter, inventarioMovimiento.busqueda) : undefined));
}

async function lista(ctx: Context, emisor: string | null | undefined, accounting: boolean, fn: (tx: Tx) => Promise<MovimientoRow[]>) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx, s) => movimientosOut(tx, await fn(tx), accounting && conContabilidad(s)));
}

export function readAllControlMermaByDateRange(ctx: Context, a: { emisor?: string | null; inicio: string; final: string; accounting?: boolean | null }) {
  const r = rango(a.inicio, a.final);
  return lista(ctx, a.emisor, a.accounting === true, (tx) =>
    tx
      .select()
      .from(inventarioMovimiento)
      .where(and(sql`${inventarioMovimiento.origen} in ('MERMA', 'AJUSTE_MERMA')`, gte(inventarioMovimiento.fecha, r.inicio), lte(inventarioMovimiento.fecha, r.final)))
      .orderBy(desc(inventarioMovimiento.id))
      .limit(5000),
  );
}

export function readMovimientosBySearchString(ctx: Context, a: { emisor?: string | null; searchString: string }) {
  const q = textoBusqueda(a.searchString);
  return lista(ctx, a.emisor, false, (tx) => tx.select().from(inventarioMovimiento).where(palabras(q, inventarioMovimiento.busqueda)).orderBy(desc(inventarioMovimiento.id)).limit(100));
}

export function readByDateRange(ctx: Context, a: { emisor?: string | null; inicio: string; final: string }) {
  const r = rango(a.inicio, a.final);
  return lista(ctx, a.emisor, false, (tx) =>
    tx.select().from(inventarioMovimiento).where(and(gte(inventarioMovimiento.fecha, r.inicio), lte(inventarioMovimiento.fecha, r.final))).orderBy(desc(inventarioMovimiento.id)).limit(5000),
  );
}

/** MovimientoInventario.readByItem_Id: the item's pp, 0 when it has no movements (spec 3 §7). */
export function readByItemId(ctx: Context, id: string) {
  if (!esUuid(id)) return Promise.resolve('0');
  return withSession(ctx, async (tx) => {
    const [e] = await tx.select({ pp: inventarioExistencia.pp }).from(inventarioExistencia).where(eq(inventarioExistencia.itemId, id));
    return e ? new D(e.pp).toFixed() : '0';
  });
}

/** What on-hand stock reads: product items and variants, with their running stock when they have one. */
const existencias = (tx: Tx) =>
  tx
    .select({
      id: item.id,
      nombre: item.nombre,
      nombrePlano: item.nombrePlano,
      unidadMedida: item.unidadMedida,
      categorias: item.categorias,
      minimo: item.minimo,
      cantidad: sql<string>`coalesce(${inventarioExistencia.cantidad}, ${item.cantidad})`,
      pp: sql<string>`coalesce(${inventarioExistencia.pp}, 0)`,
      valor: sql<string>`coalesce(${inventarioExistencia.valor}, 0)`,
      valorPeps: sql<string>`coalesce(${inventarioExistencia.valorPeps}, 0)`,
    })
    .from(item)
    .leftJoin(inventarioExistencia, eq(inventarioExistencia.itemId, item.id));

type FilaExistencia = Awaited<ReturnType<ReturnType<typeof existencias>['where']>>[number];

const bajoMinimo = (r: FilaExistencia) => r.minimo != null && new D(r.cantidad).lt(r.minimo);

const existenciaOut = (r: FilaExistencia) => ({
  item: { _id: r.id, nombre: r.nombre, unidadMedida: r.unidadMedida },
  categoria: r.categorias,
  cantidad: r.cantidad,
  pp: r.pp,
  valorPP: r.valor,
  valorPEPS: r.valorPeps,
  minimo: r.minimo,
  bajoMinimo: bajoMinimo(r),
});

/** MovimientoInventario.readExistencias: by folded name with a keyset cursor (the count sheet pages through it). */
export async function readExistencias(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filterStock?: FiltroStock | null; filter?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = limite(a.limit, 50, 1000);
  if ((a.filter?.length ?? 0) > 100) throw badInput('El filtro es demasiado largo.', 'filter');
  const after = cursorTextoId(a.cursor);
  return withSession(ctx, async (tx) => {
    const rows = await existencias(tx)
      .where(
        and(
          eq(item.clasificacion, 'producto'),
          estado(a.filterStock),
          a.filter?.trim() ? palabras(a.filter, sql`${item.busqueda}`) : undefined,
          after ? sql`(${item.nombrePlano}, ${item.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
        ),
      )
      .orderBy(asc(item.nombrePlano), asc(item.id))
      .limit(take + 1);
    const feed = rows.slice(0, take);
    const last = feed[feed.length - 1];
    const hasNextPage = rows.length > take;
    return {
      feed: feed.map(existenciaOut),
      pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? Buffer.from(JSON.stringify([last.nombrePlano, last.id])).toString('base64url') : null },
    };
  });
}

/** Value by category; items without one, or whose category is gone, add up under «Sin categoría». Largest first. */
function porCategoria(rows: readonly { categoria: string | null; valorPP: string; valorPEPS: string }[], nombre: ReadonlyMap<string, string>) {
  const grupos = new Map<string | null, { _id: string | null; nombre: string; valorPP: D; valorPEPS: D }>();
  for (const r of rows) {
    const id = r.categoria && nombre.has(r.categoria) ? r.categoria : null;
    const g = grupos.get(id) ?? { _id: id, nombre: id ? nombre.get(id)! : 'Sin categoría', valorPP: new D(0), valorPEPS: new D(0) };
    grupos.set(id, { ...g, valorPP: g.valorPP.plus(r.valorPP), valorPEPS: g.valorPEPS.plus(r.valorPEPS) });
  }
  return [...grupos.values()].sort((x, y) => y.valorPP.cmp(x.valorPP)).map((g) => ({ ...g, valorPP: g.valorPP.toFixed(), valorPEPS: g.valorPEPS.toFixed() }));
}

/** MovimientoInventario.resumen: the totals and the value by (first) category, summed in the database. */
export async function resumen(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => {
    const cat = sql<string | null>`${item.categorias}->>0`;
    const rows = await tx
      .select({
        categoria: cat,
        articulos: sql<number>`count(*)::int`,
        valorPP: sql<string>`coalesce(sum(${inventarioExistencia.valor}), 0)::text`,
        valorPEPS: sql<string>`coalesce(sum(${inventarioExistencia.valorPeps}), 0)::text`,
        bajoMinimo: sql<number>`count(*) filter (where ${item.minimo} is not null and ${item.cantidad} < ${item.minimo})::int`,
        sinExistencia: sql<number>`count(*) filter (where ${item.cantidad} = 0)::int`,
        negativos: sql<number>`count(*) filter (where ${item.cantidad} < 0)::int`,
      })
      .from(item)
      .leftJoin(inventarioExistencia, eq(inventarioExistencia.itemId, item.id))
      .where(eq(item.clasificacion, 'producto'))
      .groupBy(cat);
    const ids = rows.map((r) => r.categoria).filter((x): x is string => !!x && esUuid(x));
    const cats = ids.length ? await tx.select({ id: itemCategoria.id, nombre: itemCategoria.nombre }).from(itemCategoria).where(inArray(itemCategoria.id, ids)) : [];
    const nombre = new Map(cats.map((c) => [c.id, c.nombre]));
    const suma = (f: (r: (typeof rows)[number]) => string | number) => rows.reduce((acc, r) => acc.plus(f(r)), new D(0));
    return {
      articulos: suma((r) => r.articulos).toNumber(),
      valorPP: suma((r) => r.valorPP).toFixed(),
      valorPEPS: suma((r) => r.valorPEPS).toFixed(),
      bajoMinimo: suma((r) => r.bajoMinimo).toNumber(),
      sinExistencia: suma((r) => r.sinExistencia).toNumber(),
      negativos: suma((r) => r.negativos).toNumber(),
      porCategoria: porCategoria(rows, nombre),
    };
  });
}
