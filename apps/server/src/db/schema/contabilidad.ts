// The chart of accounts of an issuer (ruling F2-1): the domain's PLAN_CUENTAS, copied per issuer
// the first time anything reads it, so every `cuentaContable` field holds an account's id.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

export const cuentaContable = pgTable(
  'cuenta_contable',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name the system posts by (VENTAS, IVA_POR_PAGAR…); null for accounts only people use. */
    sysName: text('sys_name'),
    /** The group (accountType): its code, name, statement section and statement. */
    tipoCode: text('tipo_code').notNull(),
    tipo: text('tipo').notNull(),
    categoria: text('categoria').notNull(),
    reporte: text('reporte').notNull(),
    state: boolean('state').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('cuenta_contable_code_uq').on(t.emisorId, t.code),
    uniqueIndex('cuenta_contable_sys_name_uq').on(t.emisorId, t.sysName).where(sql`sys_name is not null`),
  ],
);

/** Where a record comes from: a document, a kardex line, a cash session's finish, a payment, a REP's VAT. */
export type FuenteAsiento = 'factura' | 'inventario' | 'caja' | 'pago' | 'pago-eliminado' | 'recibo' | 'recibo-anulado';

/**
 * A journal entry (spec 3 §3 accounting record), written by the outbox handlers (ruling F2-2): one
 * per source, which the unique key guarantees even when a job runs twice.
 */
export const asiento = pgTable(
  'asiento',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    fecha: ts('fecha').notNull(),
    fuente: text('fuente').$type<FuenteAsiento>().notNull(),
    fuenteId: uuid('fuente_id').notNull(),
    /** The document (its id, type and number) when the source is one or refers to one. */
    facturaId: uuid('factura_id'),
    documentoTipo: text('documento_tipo'),
    consecutivo: text('consecutivo'),
    /** The customer or supplier (entidad): id and name as the document had them. */
    entidadId: uuid('entidad_id'),
    entidadNombre: text('entidad_nombre'),
    /** Ruling F2-4: amounts are colones; the original currency and its rate are kept here. */
    codigoMoneda: text('codigo_moneda').notNull().default('CRC'),
    tipoCambio: numeric('tipo_cambio').notNull().default('1'),
    descripcion: text('descripcion').notNull(),
    /** What could not be posted as asked (an account no longer in the chart…), in Spanish. */
    notas: text('notas').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('asiento_fuente_uq').on(t.emisorId, t.fuente, t.fuenteId),
    index('asiento_fecha_idx').on(t.emisorId, t.fecha.desc(), t.id.desc()),
  ],
);

/** A line of a journal entry, in colones; its date repeats the entry's so period sums read one table. */
export const asientoLinea = pgTable(
  'asiento_linea',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    asientoId: uuid('asiento_id').notNull(),
    /** The line's place in its entry, from 1. */
    n: integer('n').notNull(),
    cuentaId: uuid('cuenta_id').notNull(),
    debe: numeric('debe').notNull(),
    haber: numeric('haber').notNull(),
    fecha: ts('fecha').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('asiento_linea_n_uq').on(t.emisorId, t.asientoId, t.n),
    index('asiento_linea_cuenta_idx').on(t.emisorId, t.cuentaId, t.fecha),
    index('asiento_linea_fecha_idx').on(t.emisorId, t.fecha),
  ],
);

/**
 * What each account moved on each Costa Rica day: the sums of its entry lines, kept by triggers on
 * asiento_linea in the transaction that writes or reassigns a line (migration
 * 0030_contabilidad_saldos_triggers), so they equal a recount of the lines at every commit. A period's trial
 * balance reads these day rows and takes off, from the lines through their date index, only the
 * parts of its first and last day that fall outside it.
 */
export const asientoSaldoDia = pgTable(
  'asiento_saldo_dia',
  {
    emisorId: emisorId(),
    dia: date('dia', { mode: 'string' }).notNull(),
    cuentaId: uuid('cuenta_id').notNull(),
    debe: numeric('debe').notNull(),
    haber: numeric('haber').notNull(),
    /** How many lines the sums hold: a row at 0 (every line reassigned away) is no movement. */
    lineas: integer('lineas').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.dia, t.cuentaId] }), index('asiento_saldo_dia_cuenta_idx').on(t.emisorId, t.cuentaId, t.dia)],
);

/** Ruling F2-5: every change of a line's account, with who, why and when. */
export const asientoLog = pgTable(
  'asiento_log',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    asientoId: uuid('asiento_id').notNull(),
    lineaId: uuid('linea_id').notNull(),
    usuarioId: uuid('usuario_id'),
    cuentaAnterior: uuid('cuenta_anterior').notNull(),
    cuentaNueva: uuid('cuenta_nueva').notNull(),
    razon: text('razon').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), index('asiento_log_asiento_idx').on(t.emisorId, t.asientoId, t.createdAt)],
);

/** The VAT return of a month (spec 3 §3 Iva; ruling F2-3: one per month, create is an upsert). */
export const ivaPeriodo = pgTable(
  'iva_periodo',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    inicio: ts('inicio').notNull(),
    fin: ts('fin').notNull(),
    totalImpuestoVentas: numeric('total_impuesto_ventas').notNull(),
    totalCredito: numeric('total_credito').notNull(),
    creditoImportaciones: numeric('credito_importaciones').notNull().default('0'),
    saldoAnterior: numeric('saldo_anterior').notNull().default('0'),
    retenciones: numeric('retenciones').notNull().default('0'),
    totalImpuesto: numeric('total_impuesto').notNull(),
    saldo: numeric('saldo').notNull(),
    usuarioId: uuid('usuario_id'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), uniqueIndex('iva_periodo_inicio_uq').on(t.emisorId, t.inicio)],
);
