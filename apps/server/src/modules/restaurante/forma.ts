// Rows of the restaurante tables as the schema's types, and the users they name.
import { totalPedido, servicioMesa } from '@jit/domain';
import { inArray } from 'drizzle-orm';
import type { pedidoRestaurante, restaurante} from '../../db/schema/index.js';
import { usuario, zona, type MesaFila } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';

export type RestauranteRow = typeof restaurante.$inferSelect;
export type ZonaRow = typeof zona.$inferSelect;
export type PedidoRow = typeof pedidoRestaurante.$inferSelect;
export type Usuario = { _id: string; fullname: string };

/** Full names of the users by id (those that exist). */
export async function nombres(tx: Tx, ids: (string | null | undefined)[]): Promise<Map<string, Usuario>> {
  const unicos = [...new Set(ids.filter((x): x is string => !!x))];
  if (!unicos.length) return new Map();
  const rows = await tx.select({ id: usuario.id, fullname: usuario.fullname }).from(usuario).where(inArray(usuario.id, unicos));
  return new Map(rows.map((r) => [r.id, { _id: r.id, fullname: r.fullname }]));
}

export const restauranteOut = (r: RestauranteRow) => ({ _id: r.id, name: r.name, location: r.location, state: r.state, createdAt: r.createdAt, updatedAt: r.updatedAt });

export const zonaOut = (z: ZonaRow, abiertos: Map<string, string>) => ({
  _id: z.id,
  restaurant: z.restauranteId,
  name: z.name,
  number: z.number,
  location: z.location,
  state: z.state,
  tables: z.mesas.map((m: MesaFila) => ({ ...m, isBusy: abiertos.has(`${z.id}:${m._id}`), order: abiertos.get(`${z.id}:${m._id}`) ?? null })),
  createdAt: z.createdAt,
  updatedAt: z.updatedAt,
});

/** An order with its totals, names and user. */
export function pedidoOut(p: PedidoRow, users: Map<string, Usuario>, lugares: Map<string, { zona: string; mesa: string }>) {
  const neta = totalPedido(p.items);
  const lugar = lugares.get(`${p.zonaId}:${p.mesaId}`);
  return {
    _id: p.id,
    consecutive: p.consecutive,
    restaurant: p.restauranteId,
    zone: p.zonaId,
    table: p.mesaId,
    zoneName: lugar?.zona ?? null,
    tableName: lugar?.mesa ?? null,
    status: p.status,
    razon: p.razon,
    express: p.express,
    state: p.state,
    user: users.get(p.usuarioId) ?? null,
    items: p.items,
    facturacion: p.facturacion,
    neta: neta.toFixed(),
    servicio: servicioMesa(neta).toFixed(2),
    mermaDate: p.mermaDate,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export type PedidoOut = ReturnType<typeof pedidoOut>;

/** Orders as the schema shows them, with one read of the users and zones they name. */
export async function salidaPedidos(tx: Tx, rows: PedidoRow[]): Promise<PedidoOut[]> {
  if (!rows.length) return [];
  const users = await nombres(tx, rows.map((r) => r.usuarioId));
  const zonas = await tx.select().from(zona).where(inArray(zona.id, [...new Set(rows.map((r) => r.zonaId))]));
  const lugares = new Map<string, { zona: string; mesa: string }>();
  for (const z of zonas) for (const m of z.mesas) lugares.set(`${z.id}:${m._id}`, { zona: z.name, mesa: m.name });
  return rows.map((r) => pedidoOut(r, users, lugares));
}
