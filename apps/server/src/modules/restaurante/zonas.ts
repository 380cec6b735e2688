// Zone (spec 3 §3–§4): a zone and its tables are saved whole; a new table gets a generated id.
// A table is busy while an order is open on it (ruling D-8), derived here, never stored.
import { ESTADOS_ABIERTOS } from '@jit/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { pedidoRestaurante, restaurante, zona, type MesaFila } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict } from '../../errors.js';
import type { ZoneInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { zonaOut, type ZonaRow } from './forma.js';

/** The open order of each busy table, by `zona:mesa`. */
export async function mesasOcupadas(tx: Tx, zonaIds: string[]): Promise<Map<string, string>> {
  if (!zonaIds.length) return new Map();
  const rows = await tx
    .select({ id: pedidoRestaurante.id, zonaId: pedidoRestaurante.zonaId, mesaId: pedidoRestaurante.mesaId })
    .from(pedidoRestaurante)
    .where(and(inArray(pedidoRestaurante.zonaId, zonaIds), inArray(pedidoRestaurante.status, [...ESTADOS_ABIERTOS])))
    .orderBy(asc(pedidoRestaurante.createdAt));
  return new Map(rows.map((r) => [`${r.zonaId}:${r.mesaId}`, r.id]));
}

const salida = async (tx: Tx, rows: ZonaRow[]) => {
  const ocupadas = await mesasOcupadas(tx, rows.map((z) => z.id));
  return rows.map((z) => zonaOut(z, ocupadas));
};

function mesas(input: ZoneInput): MesaFila[] {
  const out: MesaFila[] = [];
  for (const [i, t] of (input.tables ?? []).entries()) {
    const campo = `input.tables.${i}`;
    if (t._id && !esUuid(t._id)) throw badInput('La mesa no existe.', `${campo}._id`);
    if (!Number.isInteger(t.number) || t.number < 0) throw badInput('El número de mesa es un entero de 0 o más.', `${campo}.number`);
    if (out.some((m) => m.number === t.number)) throw badInput(`Ya hay una mesa ${t.number} en esta zona.`, `${campo}.number`);
    const seats = t.seats ?? 0;
    if (!Number.isInteger(seats) || seats < 0 || seats > 500) throw badInput('Los asientos van de 0 a 500.', `${campo}.seats`);
    out.push({ _id: t._id ?? uuidv7(), name: t.name?.trim() || `Mesa ${t.number}`, number: t.number, seats, state: t.state ?? true, isAvailable: t.isAvailable ?? true });
  }
  return out;
}

export async function create(ctx: Context, input: ZoneInput) {
  const name = input.name.trim();
  if (!name) throw badInput('Escriba el nombre de la zona.', 'input.name');
  const lista = mesas(input);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    const [r] = esUuid(input.restaurant) ? await tx.select({ id: restaurante.id }).from(restaurante).where(eq(restaurante.id, input.restaurant)) : [];
    if (!r) throw badInput('El restaurante no existe.', 'input.restaurant');
    const datos = { restauranteId: r.id, name, number: input.number ?? null, location: input.location?.trim() || null, mesas: lista, updatedAt: now };
    let row: ZonaRow | undefined;
    if (input._id) {
      if (!esUuid(input._id)) throw badInput('La zona no existe.', 'input._id');
      const ocupadas = await mesasOcupadas(tx, [input._id]);
      const quitada = [...ocupadas.keys()].map((k) => k.split(':')[1]).find((m) => !lista.some((t) => t._id === m));
      if (quitada) throw conflict('Una mesa con un pedido abierto no se puede quitar de la zona.', 'input.tables');
      [row] = await tx.update(zona).set({ ...datos, ...(input.state != null ? { state: input.state } : {}) }).where(eq(zona.id, input._id)).returning();
      if (!row) throw badInput('La zona no existe.', 'input._id');
    } else {
      [row] = await tx.insert(zona).values({ ...datos, emisorId: s.emisorId, id: uuidv7(), state: input.state ?? true, createdAt: now }).returning();
    }
    return (await salida(tx, [row!]))[0]!;
  });
}

export async function readAllByEmisor(ctx: Context, a: { emisor?: string | null; restaurant?: string | null }) {
  await mismoEmisor(ctx, a.emisor);
  if (a.restaurant && !esUuid(a.restaurant)) return [];
  return withSession(ctx, async (tx) =>
    salida(tx, await tx.select().from(zona).where(a.restaurant ? eq(zona.restauranteId, a.restaurant) : undefined).orderBy(asc(zona.number), asc(zona.name), asc(zona.id))),
  );
}

export async function remove(ctx: Context, ids: readonly string[]) {
  return withSession(ctx, async (tx) => {
    const out = [];
    for (const id of ids) {
      const [z] = esUuid(id) ? await tx.select({ id: zona.id }).from(zona).where(eq(zona.id, id)) : [];
      if (!z) {
        out.push({ _id: id, state: false, message: 'La zona no existe.' });
        continue;
      }
      const [p] = await tx.select({ n: count() }).from(pedidoRestaurante).where(eq(pedidoRestaurante.zonaId, id));
      if (p!.n > 0) {
        out.push({ _id: id, state: false, message: 'La zona tiene pedidos: desactívela en lugar de borrarla.' });
        continue;
      }
      await tx.delete(zona).where(eq(zona.id, id));
      out.push({ _id: id, state: true, message: 'Zona borrada.' });
    }
    return out;
  });
}
