// Column helpers shared by every table. Tenant tables lead their primary key with emisor_id
// (row-level security keys on it, and Citus would distribute by it); see db/rls.ts.
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The owning issuer of a tenant row: leads every primary key and unique index. */
export const emisorId = () => uuid('emisor_id').notNull();

/** Creation and update times, in UTC. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A field's database name: totalIVADevuelto → total_iva_devuelto. */
export const snakeCase = (campo: string): string =>
  campo
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

/**
 * One column per field, named after it in snake_case, in the list's order: the v4.4 totals of a
 * table are written once, as a list (TOTALES_RESUMEN), not field by field.
 */
export function columnasDe<K extends string, C>(
  campos: readonly K[],
  columna: (nombre: string) => C,
): Record<K, C> {
  return Object.fromEntries(campos.map((k) => [k, columna(snakeCase(k))])) as Record<K, C>;
}
