// The server outlives PostgreSQL ending its connections (a restart, a failover, an operator's
// pg_terminate_backend): the pool drops the dead connections and the next request opens new ones.
// Runs only with TEST_DATABASE_URL (the PostgreSQL step of `npm test` sets it).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/types.js';
import { signup, startHarness, type Harness } from './harness.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
let h: Harness;

describe.skipIf(!ADMIN_URL)('PostgreSQL ending idle connections', () => {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('does not stop the process, and the next requests are served on new connections', async () => {
    const u = await signup(h);
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => h.gql(`{ Emisor { readConfig { id } } }`, {}, u.token)));
    const pool = (h.database.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.idleCount).toBeGreaterThan(0);
    const [fila] = await rowsOf<{ db: string }>(h.database.db, sql`select current_database() as db`);

    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      const r = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [fila!.db]);
      expect(r.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Each idle connection hears its end and leaves the pool (an uncaught error would fail the run).
    await vi.waitFor(() => expect(pool.totalCount).toBe(0), { timeout: 10_000, interval: 20 });

    const r = await h.gql<{ Emisor: { readConfig: { id: string } } }>(`{ Emisor { readConfig { id } } }`, {}, u.token);
    expect(r.errors).toBeUndefined();
    expect(r.data?.Emisor.readConfig.id).toBe(u.emisor);
  });
});
