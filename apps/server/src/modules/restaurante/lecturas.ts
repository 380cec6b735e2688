// RestaurantOrder reads: by id, by table, the kitchen queue (D-7), the paged list, search, counts,
// and the deleted-item audit (D-5). Lists are newest first with keyset cursors (createdAt, id).
import { ordenarCola, ESTADOS_ABIERTOS } from '@jit/domain';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { pedidoItemEliminado, pedidoRestaurante } from '../../db/schema/index.js';
import type { RestaurantOrderFilter } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { nombres, salidaPedidos } from './forma.js';
import { antesDe, contiene, cursorFecha, limite, masNuevosPrimero, paginaFecha } from './pagina.js';

const estados = (s: readonly string[] | null | undefined, porOmision: readonly string[]) => (s?.length ? s.map((x) => x.trim().toUpperCase()) : [...porOmision]);

function filtro(f: RestaurantOrderFilter | null | undefined): SQL | undefined {
  if (!f) return undefined;
  return and(
    f.status?.length ? inArray(pedidoRestaurante.status, estados(f.status, [])) : undefined,
    f.restaurant ? eq(pedidoRestaurante.restauranteId, f.restaurant) : undefined,
    f.inicio ? gte(pedidoRestaurante.createdAt, new Date(f.inicio)) : undefined,
    f.final ? lt(pedidoRestaurante.createdAt, new Date(f.final)) : undefined,
  );
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => (await salidaPedidos(tx, await tx.select().from(pedidoRestaurante).where(eq(pedidoRestaurante.id, id))))[0] ?? null);
}

export async function readByTable(ctx: Context, a: { emisor?: string | null; zone: string; table: string; status?: readonly string[] | null }) {
  await mismoEmisor(ctx, a.emisor);
  return withSession(ctx, async (tx) =>
    salidaPedidos(
      tx,
      await tx
        .select()
        .from(pedidoRestaurante)
        .where(and(eq(pedidoRestaurante.zonaId, a.zone), eq(pedidoRestaurante.mesaId, a.table), inArray(pedidoRestaurante.status, estados(a.status, ESTADOS_ABIERTOS))))
        .orderBy(pedidoRestaurante.createdAt),
    ),
  );
}

export async function readOrdersByStatus(ctx: Context, a: { emisor?: string | null; restaurant?: string | null; status?: readonly string[] | null; categorias?: readonly string[] | null; limit?: number | null }) {
  await mismoEmisor(ctx, a.emisor);
  const cats = a.categorias ?? [];
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(pedidoRestaurante)
      .where(
        and(
          inArray(pedidoRestaurante.status, estados(a.status, ['ABIERTA', 'EN_PROCESO'])),
          a.restaurant ? eq(pedidoRestaurante.restauranteId, a.restaurant) : undefined,
          cats.length ? sql`exists (select 1 from jsonb_array_elements(${pedidoRestaurante.items}) i where i->'_idCategoria' ?| array[${sql.join(cats.map((c) => sql`${c}`), sql`, `)}]::text[])` : undefined,
        ),
      )
      .orderBy(desc(pedidoRestaurante.express), pedidoRestaurante.createdAt)
      .limit(limite(a.limit, 500));
    const visibles = rows.map((r) => ({ ...r, items: cats.length ? r.items.filter((i) => i._idCategoria.some((c) => cats.includes(c))) : r.items }));
    return ordenarCola(await salidaPedidos(tx, visibles));
  });
}

export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: RestaurantOrderFilter | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = limite(a.limit);
  const after = cursorFecha(a.cursor);
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(pedidoRestaurante)
      .where(and(filtro(a.filter), antesDe(pedidoRestaurante, after)))
      .orderBy(...masNuevosPrimero(pedidoRestaurante))
      .limit(take + 1);
    const p = paginaFecha(rows, take);
    return { ...p, feed: await salidaPedidos(tx, p.feed) };
  });
}

export async function readBySearchString(ctx: Context, a: { emisor?: string | null; searchString: string }) {
  await mismoEmisor(ctx, a.emisor);
  const t = a.searchString.trim();
  if (!t) return [];
  const porNumero = /^\d{1,9}$/.test(t) ? eq(pedidoRestaurante.consecutive, Number(t)) : undefined;
  const porNombre = sql`exists (select 1 from jsonb_array_elements(${pedidoRestaurante.items}) i where lower(i->>'nombre') like ${contiene(t)})`;
  return withSession(ctx, async (tx) =>
    salidaPedidos(tx, await tx.select().from(pedidoRestaurante).where(porNumero ?? porNombre).orderBy(desc(pedidoRestaurante.createdAt)).limit(20)),
  );
}

export async function readTotal(ctx: Context, a: { emisor?: string | null; filter?: RestaurantOrderFilter | null }) {
  await mismoEmisor(ctx, a.emisor);
  return withSession(ctx, async (tx) => (await tx.select({ n: count() }).from(pedidoRestaurante).where(filtro(a.filter)))[0]!.n);
}

export async function readItemDeleted(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = limite(a.limit);
  const after = cursorFecha(a.cursor);
  const t = a.filter?.trim();
  const e = pedidoItemEliminado;
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(e)
      .where(
        and(
          t ? sql`(lower(${e.nombre}) like ${contiene(t)} or lower(${e.reason}) like ${contiene(t)})` : undefined,
          antesDe(e, after),
        ),
      )
      .orderBy(...masNuevosPrimero(e))
      .limit(take + 1);
    const p = paginaFecha(rows, take);
    const users = await nombres(tx, p.feed.flatMap((r) => [r.authBy, r.usuarioId]));
    return {
      ...p,
      feed: p.feed.map((r) => ({
        _id: r.id,
        order: r.pedidoId,
        consecutive: r.consecutive,
        _idItem: r.itemId,
        name: r.nombre,
        quantity: r.cantidad,
        unitPrice: r.precioUnitario,
        reason: r.reason,
        authBy: users.get(r.authBy) ?? null,
        userSession: users.get(r.usuarioId) ?? null,
        check: r.check,
        createdAt: r.createdAt,
      })),
    };
  });
}
