import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction: every service call runs in exactly one. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Rows of a raw SQL query; PGlite and node-postgres both answer with `{ rows }`. */
export async function rowsOf<T>(db: Db | Tx, query: import('drizzle-orm').SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}
