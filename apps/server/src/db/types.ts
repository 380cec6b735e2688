import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/**
 * The Drizzle database, the same type on PGlite and on node-postgres. Opened without the schema
 * (db/client.ts): the relational API (db.query.x) is not used, and with the schema Drizzle built
 * a query builder for each of the tables on every transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction: every service call runs in exactly one. */
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const r: unknown = await db.execute(query);
  return (r as { rows: T[] }).rows;
}
