// RestaurantOrder.create (rulings D-9, D-3): a new order at a table, or new items and changes on an
// open one; sending it is sending it to the kitchen, so an order with unchecked items is EN_PROCESO.
import { estadoTrasCocina, estaAbierto, esEstadoPedido, nextItemIndex } from '@jit/domain';
import { and, eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { pedidoRestaurante, zona, type ItemPedidoFila } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { RestaurantOrderInput, RestaurantOrderItemInput } from '../../generated/graphql.js';
import { precio } from './numeros.js';
import { esUuid } from '../validate.js';
import { publicarPedido } from './eventos.js';
import { salidaPedidos, type PedidoRow } from './forma.js';

const MAX_UNIDADES = 999;

/** The order, locked for this transaction; NOT_FOUND when it is not the issuer's. */
export async function pedidoBloqueado(tx: Tx, id: string): Promise<PedidoRow> {
  const [p] = esUuid(id) ? await tx.select().from(pedidoRestaurante).where(eq(pedidoRestaurante.id, id)).for('update') : [];
  if (!p) throw notFound('El pedido no existe.');
  return p;
}

/** Its status, as the domain's type (rows only ever hold the domain's statuses). */
export const estadoDe = (p: PedidoRow) => {
  if (!esEstadoPedido(p.status)) throw new Error(`estado de pedido desconocido: ${p.status}`);
  return p.status;
};

function unidades(n: number, campo: string): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_UNIDADES) throw badInput(`La cantidad es un número entero de 1 a ${MAX_UNIDADES}.`, campo);
  return n;
}

function itemNuevo(i: RestaurantOrderItemInput, index: number, campo: string, now: Date): ItemPedidoFila {
  const nombre = i.nombre.trim();
  if (!nombre) throw badInput('Escriba el nombre del artículo.', `${campo}.nombre`);
  return {
    _id: uuidv7(),
    _idItem: i._idItem ?? null,
    nombre,
    cantidad: unidades(i.cantidad, `${campo}.cantidad`),
    detalle: i.detalle?.trim() || null,
    precioUnitario: precio(i.precioUnitario, `${campo}.precioUnitario`),
    prioridad: i.prioridad ?? null,
    index,
    _idCategoria: [...new Set(i._idCategoria ?? [])],
    esCompuesto: i.esCompuesto ?? false,
    itemRefId: i.itemRefId ?? null,
    cuentaContablePorCobrar: i.cuentaContablePorCobrar ?? null,
    _idTemplate: i._idTemplate ?? null,
    check: false,
    facturado: 0,
    createdAt: now.toISOString(),
  };
}

/** The order's items after the input: changed ones updated, new ones appended with the next index. */
function aplicarItems(actuales: ItemPedidoFila[], input: RestaurantOrderItemInput[], now: Date): ItemPedidoFila[] {
  const items = actuales.map((i) => ({ ...i }));
  for (const [k, i] of input.entries()) {
    const campo = `input.items.${k}`;
    if (!i._id) {
      items.push(itemNuevo(i, nextItemIndex(items), campo, now));
      continue;
    }
    const it = items.find((x) => x._id === i._id);
    if (!it) throw badInput('Ese artículo no está en el pedido.', `${campo}._id`);
    const cantidad = unidades(i.cantidad, `${campo}.cantidad`);
    if (cantidad < it.cantidad) throw conflict('Para quitar unidades enviadas a cocina use «Eliminar artículo» con la autorización y la razón.', `${campo}.cantidad`);
    const detalle = i.detalle?.trim() || null;
    if (cantidad > it.cantidad || detalle !== it.detalle) {
      it.check = false; // new units or a changed note must be prepared again
      it.cantidad = cantidad;
      it.detalle = detalle;
    }
  }
  return items;
}

async function siguienteConsecutivo(tx: Tx, emisorId: string): Promise<number> {
  // One issuer's orders are numbered one at a time (D-9): a transaction lock on the issuer's key.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pedido_restaurante:${emisorId}`}, 0))`);
  const [r] = await tx.select({ n: sql<number>`coalesce(max(${pedidoRestaurante.consecutive}), 0)::int` }).from(pedidoRestaurante);
  return Number(r!.n) + 1;
}

async function mesaValida(tx: Tx, input: RestaurantOrderInput): Promise<void> {
  const [z] = esUuid(input.zone) ? await tx.select().from(zona).where(and(eq(zona.id, input.zone), eq(zona.restauranteId, input.restaurant))) : [];
  if (!z) throw badInput('La zona no existe en ese restaurante.', 'input.zone');
  const mesa = z.mesas.find((m) => m._id === input.table);
  if (!mesa) throw badInput('La mesa no existe en esa zona.', 'input.table');
  if (!mesa.state || !mesa.isAvailable) throw conflict(`La mesa ${mesa.name} está fuera de servicio.`, 'input.table');
}

export async function create(ctx: Context, input: RestaurantOrderInput) {
  const now = ctx.now();
  const { emisorId, tipo, out } = await withSession(ctx, async (tx, s) => {
    let row: PedidoRow;
    let tipo: 'CREATED' | 'ITEMS_CHANGED';
    if (input._id) {
      const p = await pedidoBloqueado(tx, input._id);
      const estado = estadoDe(p);
      if (!estaAbierto(estado)) throw conflict(`El pedido ${p.consecutive} está ${p.status}: ya no recibe artículos.`, 'input._id');
      if (p.zonaId !== input.zone || p.mesaId !== input.table) throw badInput('El pedido es de otra mesa.', 'input.table');
      const items = aplicarItems(p.items, input.items, now);
      [row] = (await tx
        .update(pedidoRestaurante)
        .set({ items, status: estadoTrasCocina(estado, items), express: input.express ?? p.express, updatedAt: now })
        .where(eq(pedidoRestaurante.id, p.id))
        .returning()) as [PedidoRow];
      tipo = 'ITEMS_CHANGED';
    } else {
      await mesaValida(tx, input);
      const items = aplicarItems([], input.items, now);
      const consecutive = await siguienteConsecutivo(tx, s.emisorId);
      [row] = (await tx
        .insert(pedidoRestaurante)
        .values({
          emisorId: s.emisorId,
          id: uuidv7(),
          consecutive,
          restauranteId: input.restaurant,
          zonaId: input.zone,
          mesaId: input.table,
          status: estadoTrasCocina('ABIERTA', items),
          express: input.express ?? false,
          usuarioId: s.userId,
          items,
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [PedidoRow];
      tipo = 'CREATED';
    }
    return { emisorId: s.emisorId, tipo, out: (await salidaPedidos(tx, [row]))[0]! };
  });
  publicarPedido(ctx, emisorId, tipo, out);
  return out;
}
