// The catalogue (spec 3 §3 "Items and inventory", ruling A1): items and their variants (items with
// itemRefId, A1-5), item categories, discounts, and the three cost catalogues (expenses and assets,
// fixed costs, variable costs) in one table told apart by `clase`.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps } from './columns.js';

/** A tax of an item (spec 3 §3 impuesto[{codigo, codigoTarifa, tarifa}]): codes of v4.4 notes 8 and 8.1. */
export type ImpuestoItem = { codigo: string; codigoTarifa: string | null; tarifa: string };
/** A line of a composite's recipe or of its cost list (spec 3 §3 composicion, listaCostos). */
export type LineaComposicion = { _id: string; _idItem: string; nombre: string; unidadMedida: string; costoUnitario: string; porcion: string };
/** A scheduled price (ruling A1-3): from `date` (aaaa-mm-dd) on, the unit price is `price`. */
export type PrecioFecha = { i: number; date: string; price: string };
export type TagItem = { key: string; value: string };
/** An extra image of an item (the main one is img). */
export type ImagenItem = { archivoId: string; name: string };

export const item = pgTable(
  'item',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** The item a variant belongs to (A1-5); null for items. */
    itemRefId: uuid('item_ref_id'),
    tipo: text('tipo').notNull(),
    nombre: text('nombre').notNull(),
    /** nombre folded (no case or accents): the lists' order and keyset. */
    nombrePlano: text('nombre_plano').notNull(),
    nombreCorto: text('nombre_corto'),
    descripcion: text('descripcion'),
    nombreEN: text('nombre_en'),
    descripcionEN: text('descripcion_en'),
    codigoRapido: text('codigo_rapido'),
    sku: text('sku'),
    codigoBarras: text('codigo_barras'),
    /** The CABYS code (A1-13). */
    codigo: text('codigo'),
    clasificacion: text('clasificacion').notNull(),
    unidadMedida: text('unidad_medida').notNull(),
    unidadMedidaComercial: text('unidad_medida_comercial'),
    codigoMoneda: text('codigo_moneda').notNull(),
    costoUnitarioTotal: numeric('costo_unitario_total').notNull(),
    costoUnitarioTotalGeneral: numeric('costo_unitario_total_general').notNull(),
    costoExtra: numeric('costo_extra'),
    utilidad: numeric('utilidad').notNull(),
    precioUnitario: numeric('precio_unitario').notNull(),
    precioVenta: numeric('precio_venta').notNull(),
    precioInvertido: numeric('precio_invertido').notNull(),
    impuesto: jsonb('impuesto').$type<ImpuestoItem[]>().notNull().default([]),
    descuentos: jsonb('descuentos').$type<string[]>().notNull().default([]),
    esCompuesto: boolean('es_compuesto').notNull().default(false),
    composicion: jsonb('composicion').$type<LineaComposicion[]>().notNull().default([]),
    listaCostos: jsonb('lista_costos').$type<LineaComposicion[]>().notNull().default([]),
    /** Stock in unidadMedida; written by the stock ledger (A2), read-only here. */
    cantidad: numeric('cantidad').notNull().default('0'),
    minimo: numeric('minimo'),
    maximo: numeric('maximo'),
    permiteInventarioNegativo: boolean('permite_inventario_negativo').notNull().default(false),
    bajoDemanda: boolean('bajo_demanda').notNull().default(false),
    bajoProduccion: boolean('bajo_produccion').notNull().default(false),
    stockState: boolean('stock_state').notNull().default(true),
    preparable: boolean('preparable').notNull().default(false),
    preparableItem: jsonb('preparable_item').$type<Record<string, unknown>>(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>(),
    options: jsonb('options').$type<unknown>(),
    tag: jsonb('tag').$type<TagItem[]>().notNull().default([]),
    categorias: jsonb('categorias').$type<string[]>().notNull().default([]),
    subCategorias: jsonb('sub_categorias').$type<string[]>().notNull().default([]),
    priceDateRange: jsonb('price_date_range').$type<PrecioFecha[]>().notNull().default([]),
    imgArchivoId: uuid('img_archivo_id'),
    altImg: jsonb('alt_img').$type<ImagenItem[]>().notNull().default([]),
    posIndex: integer('pos_index').notNull().default(99999),
    showVariantAsOptions: boolean('show_variant_as_options').notNull().default(false),
    customVariantPrice: boolean('custom_variant_price').notNull().default(false),
    cuentaContablePorCobrar: text('cuenta_contable_por_cobrar'),
    cuentaContablePorPagar: text('cuenta_contable_por_pagar'),
    duracion: integer('duracion'),
    checkIn: text('check_in'),
    checkOut: text('check_out'),
    nextDay: boolean('next_day'),
    /** Folded name, short name and codes: what a search reads in one column. */
    busqueda: text('busqueda').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('item_codigo_rapido_uq').on(t.emisorId, sql`lower(${t.codigoRapido})`).where(sql`codigo_rapido is not null`),
    uniqueIndex('item_sku_uq').on(t.emisorId, sql`lower(${t.sku})`).where(sql`sku is not null`),
    uniqueIndex('item_codigo_barras_uq').on(t.emisorId, sql`lower(${t.codigoBarras})`).where(sql`codigo_barras is not null`),
    index('item_lista_idx').on(t.emisorId, t.tipo, t.nombrePlano, t.id),
    index('item_ref_idx').on(t.emisorId, t.itemRefId).where(sql`item_ref_id is not null`),
    // «every word somewhere in the names or codes» (like '%w%') by trigrams, within the issuer.
    index('item_busqueda_trgm_idx').using('gin', t.emisorId, t.busqueda.op('gin_trgm_ops')),
  ],
);

/** Item categories (spec 3 §3 Category; CategoriaItem, DECISIONS #11). */
export const itemCategoria = pgTable(
  'item_categoria',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** Per-issuer sequence the server assigns (ruling A1-12). */
    number: integer('number').notNull(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    color: text('color').notNull().default('default'),
    /** Kitchen priority (the restaurant queue). */
    prioridad: boolean('prioridad').notNull().default(false),
    sub: jsonb('sub').$type<{ nombre: string; img: { src: string } | null }[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('item_categoria_number_uq').on(t.emisorId, t.number),
    uniqueIndex('item_categoria_nombre_uq').on(t.emisorId, sql`lower(${t.nombre})`),
  ],
);

/** Discounts (spec 3 §3 Descuento) with their v4.4 code (ruling A1-11). */
export const descuento = pgTable(
  'descuento',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    naturalezaDescuento: text('naturaleza_descuento').notNull(),
    porcentajeDescuento: numeric('porcentaje_descuento').notNull().default('0'),
    montoDescuento: numeric('monto_descuento').notNull().default('0'),
    codigoDescuento: text('codigo_descuento').notNull().default('07'),
    codigoDescuentoOTRO: text('codigo_descuento_otro'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('descuento_lista_idx').on(t.emisorId, sql`lower(${t.naturalezaDescuento})`, t.id)],
);

/** Which cost catalogue a row belongs to: the spec's three namespaces. */
export type ClaseCosto = 'GastosActivos' | 'CostoFijo' | 'CostoVariable';

/** Expenses and assets, fixed costs, variable costs (spec 3 §3 "Purchases, expenses, costs"). */
export const costo = pgTable(
  'costo',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    clase: text('clase').$type<ClaseCosto>().notNull(),
    /** Gasto or Activo (GastosActivos only). */
    tipo: text('tipo'),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion'),
    codigo: text('codigo'),
    unidadMedida: text('unidad_medida').notNull().default('Unid'),
    codigoMoneda: text('codigo_moneda').notNull().default('CRC'),
    costoUnitarioTotal: numeric('costo_unitario_total').notNull().default('0'),
    cuentaContable: text('cuenta_contable'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('costo_lista_idx').on(t.emisorId, t.clase, sql`lower(${t.nombre})`)],
);
