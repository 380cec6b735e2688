// Produccion's operations: produce (create) and the orders' lists.
import { plegar } from '@jit/domain';
import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { produccion, usuario } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, notFound } from '../../errors.js';
import type { ProduccionInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { itemsPorId } from './existencias.js';
import { decimal } from './numeros.js';
import { cursorId, escaparLike, limite, pagina, rango, textoBusqueda } from './paginas.js';
import { producible, producir, type ProduccionRow } from './produccion.js';

const fecha = (v: string | null | undefined, field: string): Date | null => {
  if (!v) return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw badInput('La fecha no es válida.', field);
  return d;
};

/** Produccion.create: status COMPLETADO (the only one, ruling A2-3); sequence 0 is the server's. */
export function create(ctx: Context, input: ProduccionInput) {
  if (input.status && input.status !== 'COMPLETADO') throw badInput('Solo existen órdenes COMPLETADO.', 'status');
  if (input.item.length === 0) throw badInput('Elija al menos un artículo a producir.', 'item');
  const cantidades = input.item.map((l, i) => decimal(l.quantity, `item.${i}.quantity`, true).toDecimalPlaces(5));
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const items = await itemsPorId(tx, input.item.map((l) => l._id).filter(esUuid));
    const lineas = input.item.map((l, i) => {
      const it = items.get(l._id);
      if (!it) throw badInput('El artículo no existe.', `item.${i}._id`);
      if (!producible(it)) throw badInput(`«${it.nombre}» no es compuesto ni tiene receta: no se produce.`, `item.${i}._id`);
      return { item: it, cantidad: cantidades[i]! };
    });
    const row = await producir(
      tx,
      {
        emisorId: s.emisorId,
        usuarioId: s.userId,
        now,
        sequence: input.sequence,
        orden: input.order?.trim() || null,
        startDate: fecha(input.startDate, 'startDate'),
        endDate: fecha(input.endDate, 'endDate'),
        expirationDate: fecha(input.expirationDate, 'expirationDate'),
        location: input.location?.trim() || null,
        machine: (input.machine ?? []).map((m) => m.trim()).filter(Boolean),
        desdeFactura: false,
      },
      lineas,
    );
    return (await salida(tx, [row]))[0]!;
  });
}

/** Orders as the API answers them (users read once). */
async function salida(tx: Tx, rows: ProduccionRow[]) {
  const ids = [...new Set(rows.map((r) => r.usuarioId).filter((x): x is string => !!x))];
  const users = ids.length ? await tx.select({ id: usuario.id, fullname: usuario.fullname }).from(usuario).where(inArray(usuario.id, ids)) : [];
  const porId = new Map(users.map((u) => [u.id, u]));
  return rows.map((r) => {
    const u = r.usuarioId ? porId.get(r.usuarioId) : undefined;
    return {
      ...r,
      _id: r.id,
      order: r.orden,
      user: u ? { _id: u.id, fullname: u.fullname } : null,
      item: r.items,
      consumo: r.consumo.map((c) => ({ item: { _id: c.itemId, nombre: c.nombre, unidadMedida: c.unidadMedida }, cantidad: c.cantidad, costoUnitario: c.costoUnitario, valor: c.valor })),
    };
  });
}

const leer = (ctx: Context, emisor: string | null | undefined, fn: (tx: Tx) => Promise<ProduccionRow[]>) =>
  mismoEmisor(ctx, emisor).then(() => withSession(ctx, async (tx) => salida(tx, await fn(tx))));

export const readTotal = async (ctx: Context, emisor: string | null | undefined) => {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => {
    const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(produccion);
    return r?.n ?? 0;
  });
};

const busca = (q: string) => and(...plegar(q).split(/\s+/).filter(Boolean).slice(0, 8).map((w) => sql`${produccion.busqueda} like ${`%${escaparLike(w)}%`}`));

export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = limite(a.limit, 10, 100);
  const after = cursorId(a.cursor);
  if ((a.filter?.length ?? 0) > 100) throw badInput('El filtro es demasiado largo.', 'filter');
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(produccion)
      .where(and(after ? sql`${produccion.id} < ${after}::uuid` : undefined, a.filter?.trim() ? busca(a.filter) : undefined))
      .orderBy(desc(produccion.id))
      .limit(take + 1);
    const p = pagina(rows, take);
    return { ...p, feed: await salida(tx, p.feed) };
  });
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) throw notFound('La orden de producción no existe.');
  const [r] = await leer(ctx, null, (tx) => tx.select().from(produccion).where(eq(produccion.id, id)));
  return r ?? null;
}

export const readBySearchString = (ctx: Context, emisor: string | null | undefined, texto: string) => {
  const q = textoBusqueda(texto);
  return leer(ctx, emisor, (tx) => tx.select().from(produccion).where(busca(q)).orderBy(desc(produccion.id)).limit(100));
};

export const readByDateRange = (ctx: Context, emisor: string | null | undefined, a: string, b: string) => {
  const r = rango(a, b);
  return leer(ctx, emisor, (tx) => tx.select().from(produccion).where(and(gte(produccion.createdAt, r.inicio), lte(produccion.createdAt, r.final))).orderBy(desc(produccion.id)).limit(5000));
};
