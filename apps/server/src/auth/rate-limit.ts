// Fixed-window counters in the database, so every server process shares them.
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/types.js';

export type Window = { limit: number; seconds: number };

/** Counts one hit on key; returns whether it is still within the limit and when the window resets. */
export async function hit(
  tx: Tx,
  key: string,
  w: Window,
  now: Date,
): Promise<{ allowed: boolean; count: number; resetAt: Date }> {
  const reset = new Date(now.getTime() + w.seconds * 1000);
  const rows = await rowsOf<{ count: number; reset_at: string | Date }>(tx, sql`
    insert into rate_limit (key, count, reset_at) values (${key}, 1, ${reset.toISOString()})
    on conflict (key) do update set
      count = case when rate_limit.reset_at <= ${now.toISOString()} then 1 else rate_limit.count + 1 end,
      reset_at = case when rate_limit.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limit.reset_at end
    returning count, reset_at`);
  const row = rows[0]!;
  const count = Number(row.count);
  return { allowed: count <= w.limit, count, resetAt: new Date(row.reset_at) };
}

/** Peeks without counting. */
export async function isBlocked(tx: Tx, key: string, w: Window, now: Date): Promise<Date | null> {
  const [row] = await rowsOf<{ count: number; reset_at: string | Date }>(
    tx,
    sql`select count, reset_at from rate_limit where key = ${key}`,
  );
  if (!row) return null;
  const resetAt = new Date(row.reset_at);
  return resetAt > now && Number(row.count) >= w.limit ? resetAt : null;
}

export async function clear(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`delete from rate_limit where key = ${key}`);
}
