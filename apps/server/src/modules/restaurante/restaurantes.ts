// Restaurant (spec 3 §3): create (with _id it updates), all of the issuer's, delete refused when referenced.
import { asc, count, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { pedidoRestaurante, restaurante, zona } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import type { RestaurantInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { restauranteOut } from './forma.js';

export async function create(ctx: Context, input: RestaurantInput) {
  const name = input.name.trim();
  if (!name) throw badInput('Escriba el nombre del restaurante.', 'input.name');
  const now = ctx.now();
  const datos = { name, location: input.location?.trim() || null, updatedAt: now };
  return withSession(ctx, async (tx, s) => {
    if (input._id) {
      if (!esUuid(input._id)) throw badInput('El restaurante no existe.', 'input._id');
      const [row] = await tx.update(restaurante).set({ ...datos, ...(input.state != null ? { state: input.state } : {}) }).where(eq(restaurante.id, input._id)).returning();
      if (!row) throw badInput('El restaurante no existe.', 'input._id');
      return restauranteOut(row);
    }
    const [row] = await tx.insert(restaurante).values({ ...datos, emisorId: s.emisorId, id: uuidv7(), state: input.state ?? true, createdAt: now }).returning();
    return restauranteOut(row!);
  });
}

export async function readAllByEmisor(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => (await tx.select().from(restaurante).orderBy(asc(sql`lower(${restaurante.name})`), asc(restaurante.id))).map(restauranteOut));
}

export async function remove(ctx: Context, ids: readonly string[]) {
  return withSession(ctx, async (tx) => {
    const out = [];
    for (const id of ids) {
      const [r] = esUuid(id) ? await tx.select({ id: restaurante.id }).from(restaurante).where(eq(restaurante.id, id)) : [];
      if (!r) {
        out.push({ _id: id, state: false, message: 'El restaurante no existe.' });
        continue;
      }
      const [z] = await tx.select({ n: count() }).from(zona).where(eq(zona.restauranteId, id));
      const [p] = await tx.select({ n: count() }).from(pedidoRestaurante).where(eq(pedidoRestaurante.restauranteId, id));
      if (z!.n > 0 || p!.n > 0) {
        out.push({ _id: id, state: false, message: 'El restaurante tiene zonas o pedidos: desactívelo en lugar de borrarlo.' });
        continue;
      }
      await tx.delete(restaurante).where(eq(restaurante.id, id));
      out.push({ _id: id, state: true, message: 'Restaurante borrado.' });
    }
    return out;
  });
}
