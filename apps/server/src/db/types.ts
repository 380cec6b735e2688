import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: every service call runs in exactly one. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const r: unknown = await db.execute(query);
  return (r as { rows: T[] }).rows;
}
