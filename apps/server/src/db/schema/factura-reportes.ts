// Read models of the documents for lists, search and dashboards at a million documents per
// issuer (apps/server/src/modules/factura/reportes). Both tables are kept by triggers on
// `factura` (migration 0005 custom part), so every writer keeps them right without knowing them:
//
// - factura_contraparte: the distinct counterparties (receptor name + identification) per
//   document type, with their accent- and case-free search text. Row-level security forbids
//   using a trigram index for `ILIKE` (LIKE is not leakproof, so under RLS it is only ever a
//   filter): the search filters this small table instead and then reads each matching
//   counterparty's documents off factura_contraparte_idx in date order.
// - factura_resumen_dia: documents and every summary total (in the document's currency and in
//   colones at the document's rate) per Costa Rica day, document type, currency and
//   estadoDocumento; factura_impuesto_dia: the lines' base and tax per tax code and rate on the same
//   key. Dashboards, counts and report totals read a few hundred rows instead of a year of documents.
// - factura_resumen_mov / factura_impuesto_mov: what the triggers add to or take from those day
//   rows, appended (no row lock, so issuing and state changes never wait on each other for a hot
//   day row) and folded in by the server a moment later (modules/factura/reportes/plegar.ts).
//   Readers read the views factura_resumen_dia_v / factura_impuesto_dia_v: day rows plus the
//   movements not folded yet, exact at every moment.
import { bigint, date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { TOTALES_RESUMEN, type TotalResumen } from '@jit/domain';
import { columnasDe, emisorId } from './columns.js';

const dinero = (name: string) => numeric(name).notNull().default('0');

/**
 * The amounts the reports carry (ReporteMontos, ReporteDocumento): every v4.4 ResumenFactura total
 * but totalImpAsumEmisorFabrica, which no report shows.
 */
export type TotalReporte = Exclude<TotalResumen, 'totalImpAsumEmisorFabrica'>;
export const TOTALES_REPORTE: readonly TotalReporte[] = TOTALES_RESUMEN.filter(
  (k): k is TotalReporte => k !== 'totalImpAsumEmisorFabrica',
);

/** The daily sums of the report totals but totalComprobante (the dashboards' own, declared first), in currency and in colones. */
const totalesDia = () => {
  const campos = TOTALES_REPORTE.filter((k) => k !== 'totalComprobante');
  return {
    ...columnasDe(campos, dinero),
    ...columnasDe(
      campos.map((k) => `${k}CRC` as const),
      dinero,
    ),
  };
};

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

/** The key and sums of a daily-totals row (factura_resumen_dia and its movements). */
const columnasResumen = () => ({
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
  /** The other summary totals, Σ in codigo_moneda and Σ × tipo_cambio (…_crc), for the reports. */
  ...totalesDia(),
});

/** Daily totals per (Costa Rica day, documento, currency, estadoDocumento); kept by the factura_resumen_dia trigger. */
export const facturaResumenDia = pgTable(
  'factura_resumen_dia',
  { emisorId: emisorId(), ...columnasResumen() },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.dia, t.documento, t.codigoMoneda, t.estadoDocumento] }),
  ],
);

/** Movements of factura_resumen_dia not folded in yet (append-only; see the file comment). */
export const facturaResumenMov = pgTable(
  'factura_resumen_mov',
  {
    emisorId: emisorId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ...columnasResumen(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] })],
);

/** The key and sums of a per-rate row (factura_impuesto_dia and its movements). */
const columnasImpuesto = () => ({
  dia: date('dia', { mode: 'string' }).notNull(),
  documento: text('documento').notNull(),
  codigoMoneda: text('codigo_moneda').notNull(),
  estadoDocumento: text('estado_documento').notNull(),
  /** Impuesto.codigo (01 IVA…), '' for a line without taxes. */
  codigo: text('codigo').notNull(),
  codigoTarifaIVA: text('codigo_tarifa_iva').notNull(),
  /** The rate as text without trailing zeros ('13', '0.5'), '' when none. */
  tarifa: text('tarifa').notNull(),
  tratamiento: text('tratamiento').notNull(),
  lineas: integer('lineas').notNull().default(0),
  /** Σ sub_total, Σ impuesto.monto, Σ exoneracion.montoExoneracion, in currency and in colones. */
  base: dinero('base'),
  impuesto: dinero('impuesto'),
  exoneracion: dinero('exoneracion'),
  baseCRC: dinero('base_crc'),
  impuestoCRC: dinero('impuesto_crc'),
  exoneracionCRC: dinero('exoneracion_crc'),
});

/**
 * Lines per (Costa Rica day, documento, currency, estadoDocumento, tax code, IVA rate code, rate,
 * treatment): the per-rate totals of the reports. Lines without a tax have codigo ''. Kept by a
 * statement trigger on factura_linea and by the header's trigger when its state or key changes.
 */
export const facturaImpuestoDia = pgTable(
  'factura_impuesto_dia',
  { emisorId: emisorId(), ...columnasImpuesto() },
  (t) => [
    primaryKey({
      columns: [
        t.emisorId,
        t.dia,
        t.documento,
        t.codigoMoneda,
        t.estadoDocumento,
        t.codigo,
        t.codigoTarifaIVA,
        t.tarifa,
        t.tratamiento,
      ],
    }),
  ],
);

/** Movements of factura_impuesto_dia not folded in yet (append-only; see the file comment). */
export const facturaImpuestoMov = pgTable(
  'factura_impuesto_mov',
  {
    emisorId: emisorId(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ...columnasImpuesto(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] })],
);
