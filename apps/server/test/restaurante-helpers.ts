// What the restaurant tests share: the operations, a restaurant with one zone of tables, and orders.
import type { Harness } from './harness.js';

export const ORDER_FIELDS = `_id consecutive restaurant zone table zoneName tableName status razon express neta servicio mermaDate
  user { fullname } items { _id nombre cantidad detalle precioUnitario index _idCategoria check facturado }
  facturacion { _idFactura consecutivo documento totalComprobante neta servicio items { _id cantidad } }`;
export const CREATE_RESTAURANT = `mutation($i: RestaurantInput!) { Restaurant { create(input: $i) { _id name location state } } }`;
export const CREATE_ZONE = `mutation($i: ZoneInput!) { Zone { create(input: $i) { _id name restaurant tables { _id name number seats state isAvailable isBusy order } } } }`;
export const ZONES = `query($r: ID) { Zone { readAllByEmisor(restaurant: $r) { _id name tables { _id number isBusy order } } } }`;
export const CREATE_ORDER = `mutation($i: RestaurantOrderInput!) { RestaurantOrder { create(input: $i) { ${ORDER_FIELDS} } } }`;
export const SET_STATUS = `mutation($id: ID!, $s: String!, $r: String) { RestaurantOrder { setStatus(_id: $id, status: $s, razon: $r) { ${ORDER_FIELDS} } } }`;
export const CHECK_ITEM = `mutation($o: ID!, $id: ID!, $c: Boolean!) { RestaurantOrder { checkItem(_idOrder: $o, _id: $id, check: $c) { ${ORDER_FIELDS} } } }`;
export const CHECK_ITEMS = `mutation($o: ID!, $ids: [ID!]!, $x: Boolean) { RestaurantOrder { checkOrderItems(_idOrder: $o, _idItems: $ids, express: $x) { ${ORDER_FIELDS} } } }`;
export const QUEUE = `query($c: [ID!]) { RestaurantOrder { readOrdersByStatus(categorias: $c) { ${ORDER_FIELDS} } } }`;
export const BY_ID = `query($id: ID!) { RestaurantOrder { readById(_id: $id) { ${ORDER_FIELDS} } } }`;

export type OrderItemOut = { _id: string; nombre: string; cantidad: number; detalle: string | null; precioUnitario: string; index: number; _idCategoria: string[]; check: boolean; facturado: number };
export type OrderOut = {
  _id: string;
  consecutive: number;
  status: string;
  razon: string | null;
  express: boolean;
  neta: string;
  servicio: string;
  mermaDate: string | null;
  tableName: string | null;
  items: OrderItemOut[];
  facturacion: { _idFactura: string; consecutivo: string; documento: string; totalComprobante: string; neta: string; servicio: string; items: { _id: string; cantidad: number }[] }[];
};

export function datos<T>(r: { data?: T | null; errors?: unknown }): T {
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** A restaurant with a zone of three tables (1, 2, 3). */
export async function salon(h: Harness, token: string) {
  const r = datos(await h.gql<{ Restaurant: { create: { _id: string } } }>(CREATE_RESTAURANT, { i: { name: 'Soda La Esquina', location: 'San José' } }, token)).Restaurant.create;
  const z = datos(
    await h.gql<{ Zone: { create: { _id: string; tables: { _id: string; number: number }[] } } }>(
      CREATE_ZONE,
      { i: { restaurant: r._id, name: 'Salón', number: 1, tables: [{ number: 1, seats: 4 }, { number: 2, seats: 2 }, { number: 3 }] } },
      token,
    ),
  ).Zone.create;
  return { restaurant: r._id, zone: z._id, tables: z.tables.map((t) => t._id) };
}

export const itemPedido = (nombre: string, cantidad: number, precioUnitario: string, _idCategoria: string[] = [], over: Record<string, unknown> = {}) => ({ nombre, cantidad, precioUnitario, _idCategoria, ...over });

export async function pedir(h: Harness, token: string, input: Record<string, unknown>): Promise<OrderOut> {
  return datos(await h.gql<{ RestaurantOrder: { create: OrderOut } }>(CREATE_ORDER, { i: input }, token)).RestaurantOrder.create;
}
