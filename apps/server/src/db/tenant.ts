import { sql } from 'drizzle-orm';
import type { Db, Tx } from './types.js';

/**
 * Runs fn in one transaction scoped to an issuer: row-level security shows and accepts only that
 * issuer's rows. Every service call that touches tenant data goes through here.
 */
export function withTenant<T>(db: Db, emisorId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.emisor_id', ${emisorId}, true)`);
    return fn(tx);
  });
}

/** A transaction with no issuer: tenant tables look empty, only global tables are usable. */
export function withoutTenant<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.emisor_id', '', true)`);
    return fn(tx);
  });
}
