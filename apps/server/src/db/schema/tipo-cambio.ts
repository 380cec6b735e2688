// Exchange rates (spec 1 §5, DECISIONS #18). The central bank's daily rates are one global cache
// shared by every issuer (and the last known rate when the bank cannot be reached); each issuer
// keeps its own records for accounting (CurrencyExchange): the rate of every day its documents
// used, and the special manual record of a fixed id that overrides the purchase rate.
import { sql } from 'drizzle-orm';
import { boolean, date, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

/** BCCR reference rates by currency and day (global: the bank's rate is the same for everyone). */
export const tipoCambioBccr = pgTable(
  'tipo_cambio_bccr',
  {
    moneda: text('moneda').notNull(),
    /** The day the bank published the rate for (Costa Rica), YYYY-MM-DD. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    compra: numeric('compra').notNull(),
    venta: numeric('venta').notNull(),
    fetchedAt: ts('fetched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.moneda, t.fecha] })],
);

/** The issuer's exchange-rate records (accounting's CurrencyExchange: _id, rate, auto, date). */
export const tipoCambio = pgTable(
  'tipo_cambio',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    /** Purchase (compra) rate, colones per dollar, 5 decimals. */
    rate: numeric('rate').notNull(),
    /** The bank's sale rate of the same day (automatic records only). */
    venta: numeric('venta'),
    /** true: a day's BCCR rate; false: the manual override (only the record of the fixed id). */
    auto: boolean('auto').notNull(),
    /** Automatic: the rate's day. Manual: the day it was set (Costa Rica). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fuente: text('fuente', { enum: ['BCCR', 'MANUAL'] }).notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    // One automatic record per day; the manual record is the row of the fixed id.
    uniqueIndex('tipo_cambio_auto_fecha_uq').on(t.emisorId, t.fecha).where(sql`auto`),
  ],
);
