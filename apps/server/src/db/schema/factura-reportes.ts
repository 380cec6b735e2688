// Read models of the documents for lists, search and dashboards at a million documents per
// issuer (apps/server/src/modules/factura-reportes). Both tables are kept by triggers on
// `factura` (migration 0005 custom part), so every writer keeps them right without knowing them:
//
// - factura_contraparte: the distinct counterparties (receptor name + identification) per
//   document type, with their accent- and case-free search text. Row-level security forbids
//   using a trigram index for `ILIKE` (LIKE is not leakproof, so under RLS it is only ever a
//   filter): the search filters this small table instead and then reads each matching
//   counterparty's documents off factura_contraparte_idx in date order.
// - factura_resumen_dia: documents and totalComprobante (in the document's currency and in
//   colones at the document's rate) per Costa Rica day, document type, currency and
//   estadoDocumento. Dashboards and counts read a few hundred rows instead of a year of documents.
import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { emisorId } from './columns.js';

/** A counterparty seen on documents of one type (kept by the factura_contraparte trigger). */
export const facturaContraparte = pgTable(
  'factura_contraparte',
  {
    emisorId: emisorId(),
    documento: text('documento').notNull(),
    /** factura.receptor_nombre exactly as stored. */
    nombre: text('nombre').notNull(),
    /** factura.receptor_identificacion, '' when the document has none. */
    identificacion: text('identificacion').notNull(),
    /** jit_busqueda(nombre || ' ' || identificacion): lower case, no accents. */
    busqueda: text('busqueda').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.documento, t.nombre, t.identificacion] })],
);

/** Daily totals per (Costa Rica day, documento, currency, estadoDocumento); kept by the factura_resumen_dia trigger. */
export const facturaResumenDia = pgTable(
  'factura_resumen_dia',
  {
    emisorId: emisorId(),
    /** Costa Rica calendar day (UTC−6) of fecha_emision. */
    dia: date('dia', { mode: 'string' }).notNull(),
    documento: text('documento').notNull(),
    codigoMoneda: text('codigo_moneda').notNull(),
    estadoDocumento: text('estado_documento').notNull(),
    documentos: integer('documentos').notNull().default(0),
    /** Σ total_comprobante in codigo_moneda. */
    totalComprobante: numeric('total_comprobante').notNull().default('0'),
    /** Σ total_comprobante × tipo_cambio (colones), exact. */
    totalComprobanteCRC: numeric('total_comprobante_crc').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.dia, t.documento, t.codigoMoneda, t.estadoDocumento] })],
);
