// Roles belong to the whole PostgreSQL cluster, while the migrator's lock (client.ts) holds only in
// its own database: servers of two databases starting at once on a new cluster (the test run's
// files, or two environments on one server) both create the application role. Every one of them
// must start. Runs only with TEST_DATABASE_URL (the PostgreSQL step of `npm test` sets it).
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createRoleOnce } from '../src/db/rls.js';
import type { Db } from '../src/db/types.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!ADMIN_URL)('the application role, created by several servers at once', () => {
  it('is created once and none of them fails', async () => {
    const pools = Array.from({ length: 8 }, () => new pg.Pool({ connectionString: ADMIN_URL, max: 1 }));
    const roles: string[] = [];
    try {
      await Promise.all(pools.map((p) => p.query('select 1')));
      // Several rounds, each a new role that eight connections create at the same moment.
      for (let ronda = 0; ronda < 40; ronda++) {
        const role = `jit_prueba_${randomBytes(5).toString('hex')}`;
        roles.push(role);
        const results = await Promise.allSettled(pools.map((p) => createRoleOnce(drizzle(p) as unknown as Db, role)));
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
        const { rows } = await pools[0]!.query('select count(*)::int as n from pg_roles where rolname = $1', [role]);
        expect(rows[0].n).toBe(1);
      }
    } finally {
      for (const role of roles) await pools[0]!.query(`drop role if exists ${role}`);
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});
