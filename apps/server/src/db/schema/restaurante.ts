// Restaurants (the restaurante module, MODULES.md §D): restaurants, their zones with the zone's
// tables (a zone is saved whole, d3 §4), restaurant orders with their items and the documents that
// billed them, the audit of deleted items (ruling D-5), and the invoice-linked orders (D-6).
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

export const restaurante = pgTable(
  'restaurante',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    location: text('location'),
    state: boolean('state').notNull().default(true),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] })],
);

/** A table of a zone (d3 §3 defaults: seats 0, state true, isAvailable true = in service). */
export type MesaFila = { _id: string; name: string; number: number; seats: number; state: boolean; isAvailable: boolean };

export const zona = pgTable(
  'zona',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    restauranteId: uuid('restaurante_id').notNull(),
    name: text('name').notNull(),
    number: integer('number'),
    location: text('location'),
    state: boolean('state').notNull().default(true),
    mesas: jsonb('mesas').$type<MesaFila[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('zona_restaurante_idx').on(t.emisorId, t.restauranteId)],
);

/** One item of a restaurant order; `facturado` counts its units already billed. */
export type ItemPedidoFila = {
  _id: string;
  _idItem: string | null;
  nombre: string;
  cantidad: number;
  detalle: string | null;
  precioUnitario: string;
  prioridad: number | null;
  index: number;
  _idCategoria: string[];
  esCompuesto: boolean;
  itemRefId: string | null;
  cuentaContablePorCobrar: string | null;
  _idTemplate: string | null;
  check: boolean;
  facturado: number;
  createdAt: string;
};

/** A document that billed units of the order (ruling D-1), with the service it charged (D-2). */
export type FacturacionFila = {
  _idFactura: string;
  consecutivo: string;
  documento: string;
  totalComprobante: string;
  neta: string;
  servicio: string;
  items: { _id: string; cantidad: number }[];
  createdAt: string;
};

export const pedidoRestaurante = pgTable(
  'pedido_restaurante',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** Per-issuer number given once (D-9). */
    consecutive: integer('consecutive').notNull(),
    restauranteId: uuid('restaurante_id').notNull(),
    zonaId: uuid('zona_id').notNull(),
    mesaId: uuid('mesa_id').notNull(),
    status: text('status').notNull().default('ABIERTA'),
    razon: text('razon'),
    express: boolean('express').notNull().default(false),
    state: boolean('state').notNull().default(true),
    usuarioId: uuid('usuario_id').notNull(),
    items: jsonb('items').$type<ItemPedidoFila[]>().notNull().default([]),
    facturacion: jsonb('facturacion').$type<FacturacionFila[]>().notNull().default([]),
    /** Set once the order's items were written off as losses (D-4). */
    mermaDate: ts('merma_date'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('pedido_restaurante_consecutivo_uq').on(t.emisorId, t.consecutive),
    index('pedido_restaurante_mesa_idx').on(t.emisorId, t.zonaId, t.mesaId, t.status),
    index('pedido_restaurante_creado_idx').on(t.emisorId, t.createdAt, t.id),
  ],
);

/** Audit of an item taken off an order (ruling D-5): who asked, who authorised, why. */
export const pedidoItemEliminado = pgTable(
  'pedido_item_eliminado',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    pedidoId: uuid('pedido_id').notNull(),
    consecutive: integer('consecutive').notNull(),
    itemId: uuid('item_id').notNull(),
    nombre: text('nombre').notNull(),
    cantidad: integer('cantidad').notNull(),
    precioUnitario: numeric('precio_unitario').notNull(),
    reason: text('reason').notNull(),
    authBy: uuid('auth_by').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    check: boolean('check').notNull().default(false),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('pedido_item_eliminado_creado_idx').on(t.emisorId, t.createdAt, t.id)],
);

/** An invoice-linked order (ruling D-6): arrives from outside or is raised from a document. */
export const orden = pgTable(
  'orden',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    idDoc: text('id_doc'),
    consecutivo: text('consecutivo'),
    factura: text('factura'),
    facturaId: uuid('factura_id'),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    status: text('status').notNull().default('CREADO'),
    usuarioId: uuid('usuario_id'),
    receptorId: uuid('receptor_id'),
    /** Lower-case text the search looks in (consecutivo, factura, receptor name). */
    busqueda: text('busqueda').notNull().default(''),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('orden_creado_idx').on(t.emisorId, t.createdAt, t.id)],
);
