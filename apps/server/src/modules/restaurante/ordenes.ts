// Order, the invoice-linked order (ruling D-6): create (with _id it updates), reads, newOrder.
import { ESTADO_ORDEN_DEFECTO } from '@jit/domain';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { orden, receptor } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import type { OrderInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { avisarOrdenNueva } from './avisos.js';
import { nombres } from './forma.js';
import { antesDe, contiene, cursorFecha, limite, masNuevosPrimero, paginaFecha } from './pagina.js';

type OrdenRow = typeof orden.$inferSelect;

async function salida(tx: Tx, rows: OrdenRow[]) {
  const users = await nombres(tx, rows.map((r) => r.usuarioId));
  const ids = [...new Set(rows.map((r) => r.receptorId).filter((x): x is string => !!x))];
  const recs = ids.length ? await tx.select({ id: receptor.id, nombre: receptor.nombre }).from(receptor).where(inArray(receptor.id, ids)) : [];
  return rows.map((r) => ({
    _id: r.id,
    _idDoc: r.idDoc,
    consecutivo: r.consecutivo,
    factura: r.factura,
    _idFactura: r.facturaId,
    startDate: r.startDate,
    endDate: r.endDate,
    status: r.status,
    user: r.usuarioId ? (users.get(r.usuarioId) ?? null) : null,
    receptor: r.receptorId ? { _id: r.receptorId, nombre: recs.find((x) => x.id === r.receptorId)?.nombre ?? null } : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }));
}

export async function create(ctx: Context, input: OrderInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  const inicio = input.startDate ? new Date(input.startDate) : null;
  const fin = input.endDate ? new Date(input.endDate) : null;
  if (inicio && fin && fin < inicio) throw badInput('La fecha final no puede ser anterior a la inicial.', 'input.endDate');
  const now = ctx.now();
  const { emisorId, out } = await withSession(ctx, async (tx, s) => {
    let receptorNombre = '';
    if (input.receptor) {
      const [r] = await tx.select({ nombre: receptor.nombre }).from(receptor).where(eq(receptor.id, input.receptor._id));
      if (!r) throw badInput('El receptor no existe.', 'input.receptor');
      receptorNombre = r.nombre;
    }
    const datos = {
      idDoc: input._idDoc ?? null,
      consecutivo: input.consecutivo ?? null,
      factura: input.factura ?? null,
      facturaId: input._idFactura ?? null,
      startDate: inicio,
      endDate: fin,
      status: input.status?.trim().toUpperCase() || ESTADO_ORDEN_DEFECTO,
      usuarioId: input.user ?? s.userId,
      receptorId: input.receptor?._id ?? null,
      busqueda: [input.consecutivo, input.factura, input._idDoc, receptorNombre].filter(Boolean).join(' ').toLowerCase(),
      updatedAt: now,
    };
    let row: OrdenRow | undefined;
    if (input._id) {
      if (!esUuid(input._id)) throw badInput('El pedido no existe.', 'input._id');
      [row] = await tx.update(orden).set(datos).where(eq(orden.id, input._id)).returning();
      if (!row) throw badInput('El pedido no existe.', 'input._id');
    } else {
      [row] = await tx.insert(orden).values({ ...datos, emisorId: s.emisorId, id: uuidv7(), createdAt: now }).returning();
      await avisarOrdenNueva(tx, s.emisorId, { id: row!.id, consecutivo: row!.consecutivo, factura: row!.factura, receptor: receptorNombre || null, startDate: row!.startDate });
    }
    return { emisorId: s.emisorId, out: (await salida(tx, [row!]))[0]! };
  });
  ctx.services.events.publish('orden:nueva', emisorId, out);
  if (!input._id) ctx.services.outbox.nudge();
  return out;
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => (await salida(tx, await tx.select().from(orden).where(eq(orden.id, id))))[0] ?? null);
}

export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: string | null; inicio?: Date | string | null; final?: Date | string | null }) {
  await mismoEmisor(ctx, a.emisor);
  const inicio = a.inicio ? new Date(a.inicio) : null;
  const final = a.final ? new Date(a.final) : null;
  if (inicio && final && final < inicio) throw badInput('La fecha final no puede ser anterior a la inicial.', 'final');
  const take = limite(a.limit);
  const after = cursorFecha(a.cursor);
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(orden)
      .where(
        and(
          a.filter?.trim() ? sql`${orden.busqueda} like ${contiene(a.filter)}` : undefined,
          inicio ? gte(orden.createdAt, inicio) : undefined,
          final ? lt(orden.createdAt, final) : undefined,
          antesDe(orden, after),
        ),
      )
      .orderBy(...masNuevosPrimero(orden))
      .limit(take + 1);
    const p = paginaFecha(rows, take);
    return { ...p, feed: await salida(tx, p.feed) };
  });
}

export async function readBySearchString(ctx: Context, a: { emisor?: string | null; searchString: string }) {
  await mismoEmisor(ctx, a.emisor);
  if (!a.searchString.trim()) return [];
  return withSession(ctx, async (tx) => salida(tx, await tx.select().from(orden).where(sql`${orden.busqueda} like ${contiene(a.searchString)}`).orderBy(desc(orden.createdAt)).limit(20)));
}

export async function readByDateRange(ctx: Context, a: { emisor?: string | null; inicio: string; final: string }) {
  await mismoEmisor(ctx, a.emisor);
  const inicio = new Date(a.inicio);
  const final = new Date(a.final);
  if (final < inicio) throw badInput('La fecha final no puede ser anterior a la inicial.', 'final');
  return withSession(ctx, async (tx) => salida(tx, await tx.select().from(orden).where(and(gte(orden.createdAt, inicio), lt(orden.createdAt, final))).orderBy(desc(orden.createdAt)).limit(1000)));
}

export async function readTotal(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => (await tx.select({ n: count() }).from(orden))[0]!.n);
}
