// The stock ledger (MODULES.md §A2): entry and loss types, each item's running stock with its FIFO
// layers, the movements (the kardex), production orders, and the marks of the invoice effects
// already applied (so an outbox job run twice moves stock once).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

/** ENTRADA or MERMA: which of the spec's two namespaces a type belongs to. */
export type ClaseAjuste = 'ENTRADA' | 'MERMA';

/** Entry and loss types (spec 3 §3 Entrada/Merma: tipo, causa[], cuentaContable). */
export const inventarioTipo = pgTable(
  'inventario_tipo',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    clase: text('clase').$type<ClaseAjuste>().notNull(),
    tipo: text('tipo').notNull(),
    causa: jsonb('causa').$type<string[]>().notNull().default([]),
    /** Id of an account of the issuer's chart; only with the accounting module. */
    cuentaContable: uuid('cuenta_contable'),
    /** Entries only (ruling A2-4): true needs a unit cost, false comes in at pp. */
    controlada: boolean('controlada').notNull().default(true),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), uniqueIndex('inventario_tipo_nombre_uq').on(t.emisorId, t.clase, sql`lower(${t.tipo})`)],
);

/** A FIFO layer as stored (decimals as text). */
export type CapaGuardada = { cantidad: string; valor: string; costoUnitario: string };

/** The running stock of an item: what the next movement starts from (locked while it is written). */
export const inventarioExistencia = pgTable(
  'inventario_existencia',
  {
    emisorId: emisorId(),
    itemId: uuid('item_id').notNull(),
    cantidad: numeric('cantidad').notNull().default('0'),
    valor: numeric('valor').notNull().default('0'),
    pp: numeric('pp').notNull().default('0'),
    /** Value of the FIFO layers still in stock. */
    valorPeps: numeric('valor_peps').notNull().default('0'),
    capas: jsonb('capas').$type<CapaGuardada[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.itemId] })],
);

/** Where a movement comes from (see MovimientoInventario.origen in the schema). */
export type OrigenMovimiento = 'ENTRADA' | 'MERMA' | 'AJUSTE_ENTRADA' | 'AJUSTE_MERMA' | 'VENTA' | 'DEVOLUCION' | 'COMPRA' | 'ANULACION_COMPRA' | 'PRODUCCION' | 'CONSUMO';

/** One line of an item's kardex (spec 3 §3 MovimientoInventario), with its running balance. */
export const inventarioMovimiento = pgTable(
  'inventario_movimiento',
  {
    emisorId: emisorId(),
    /** uuid v7: the ledger's order (newest first) and keyset. */
    id: uuid('id').notNull(),
    itemId: uuid('item_id').notNull(),
    fecha: ts('fecha').notNull(),
    origen: text('origen').$type<OrigenMovimiento>().notNull(),
    documento: text('documento'),
    facturaId: uuid('factura_id'),
    numeroLinea: integer('numero_linea'),
    produccionId: uuid('produccion_id'),
    proveedor: text('proveedor'),
    descripcion: text('descripcion'),
    tipoId: uuid('tipo_id'),
    causa: text('causa'),
    observacion: text('observacion'),
    usuarioId: uuid('usuario_id'),
    costoUnitario: numeric('costo_unitario').notNull(),
    entradaCantidad: numeric('entrada_cantidad').notNull(),
    entradaValor: numeric('entrada_valor').notNull(),
    salidaCantidad: numeric('salida_cantidad').notNull(),
    salidaValor: numeric('salida_valor').notNull(),
    saldoCantidad: numeric('saldo_cantidad').notNull(),
    saldoValor: numeric('saldo_valor').notNull(),
    pp: numeric('pp').notNull(),
    peps: numeric('peps').notNull(),
    /** The balance went below zero (ruling A2-9: an issued invoice always takes its stock). */
    negativo: boolean('negativo').notNull().default(false),
    /** Folded item name, document, supplier and description: what a search reads. */
    busqueda: text('busqueda').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    index('inventario_movimiento_item_idx').on(t.emisorId, t.itemId, t.id),
    index('inventario_movimiento_fecha_idx').on(t.emisorId, t.fecha),
    index('inventario_movimiento_tipo_idx').on(t.emisorId, t.tipoId).where(sql`tipo_id is not null`),
    index('inventario_movimiento_merma_idx').on(t.emisorId, t.id).where(sql`origen in ('MERMA', 'AJUSTE_MERMA')`),
  ],
);

/** An invoice effect already applied (key of the outbox job) and the notes it left, in Spanish. */
export const inventarioAplicado = pgTable(
  'inventario_aplicado',
  {
    emisorId: emisorId(),
    clave: text('clave').notNull(),
    facturaId: uuid('factura_id'),
    notas: jsonb('notas').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.clave] })],
);

/** A produced item of an order (spec 3 §3 item[]). */
export type ItemProducido = { _id: string; name: string; unit: string; quantity: string; unitCost: string; itemRefId: string | null };
/** A component an order consumed (ruling A2-3). */
export type ComponenteConsumido = { itemId: string; nombre: string; unidadMedida: string; cantidad: string; costoUnitario: string; valor: string };

/** Production orders (spec 3 §3 Produccion). */
export const produccion = pgTable(
  'produccion',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    sequence: integer('sequence').notNull(),
    orden: text('orden'),
    status: text('status').notNull().default('COMPLETADO'),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    expirationDate: ts('expiration_date'),
    location: text('location'),
    machine: jsonb('machine').$type<string[]>().notNull().default([]),
    usuarioId: uuid('usuario_id'),
    items: jsonb('items').$type<ItemProducido[]>().notNull().default([]),
    consumo: jsonb('consumo').$type<ComponenteConsumido[]>().notNull().default([]),
    costoTotal: numeric('costo_total').notNull().default('0'),
    facturaId: uuid('factura_id'),
    documento: text('documento'),
    busqueda: text('busqueda').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('produccion_sequence_uq').on(t.emisorId, t.sequence),
    uniqueIndex('produccion_factura_uq').on(t.emisorId, t.facturaId).where(sql`factura_id is not null`),
  ],
);
