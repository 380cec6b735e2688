// Opens the database: PGlite (PostgreSQL in WebAssembly) in DATA_DIR by default, or a
// PostgreSQL server when DATABASE_URL is set. Either way migrations run first as the connecting
// (owner) role, then the application continues as jit_app, which row-level security binds.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { serverPath } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import { instrumentarCliente } from './pg-idas.js';
import { conPrioridad } from './pglite-prioridad.js';
import { APP_ROLE, applyTenantPolicies, assertBoundByRls, ensureAppRole } from './rls.js';
import type { Db } from './types.js';

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** VACUUM (ANALYZE) as the owner: PGlite has no autovacuum. */
  vacuum(): Promise<void>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PGlite folder; 'memory://' for an in-memory database (tests). */
  dataDir?: string;
  databaseUrl?: string;
  log?: Logger;
  poolSize?: number;
  /**
   * For an in-memory PGlite: start from this data directory (`pgliteSnapshot`) instead of an empty
   * cluster. A test suite makes one and opens each of its databases from it, skipping initdb and
   * the migrations (about 2 of the 2.5 s a fresh database takes here).
   */
  snapshot?: Blob;
};

const migrationsFolder = () => serverPath('drizzle');

/** Opens, migrates and secures the database. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts) : openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const inMemory = !opts.dataDir || opts.dataDir === 'memory://';
  const release = inMemory ? () => undefined : lockDataDir(opts.dataDir!);
  try {
    const client = inMemory
      ? new PGlite({ extensions, ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}) })
      : new PGlite(join(opts.dataDir!, 'pglite'), { extensions });
    await client.waitReady;
    // Requests before background work on the one connection (pglite-prioridad.ts).
    const db = drizzlePglite({ client: conPrioridad(client) }) as unknown as Db;
    // From a snapshot these find everything in place and change nothing.
    const tables = await prepararPglite(db);
    // One connection for the whole process: switch it to the application role for good.
    await client.exec(`set role ${APP_ROLE}`);
    const role = await assertBoundByRls(db);
    opts.log?.info({ role, tenantTables: tables.length }, 'base de datos PGlite lista');
    return {
      db,
      kind: 'pglite',
      vacuum: async () => {
        // One statement per call: several in one exec form one transaction block, where VACUUM
        // is refused.
        await client.exec('reset role');
        try {
          await client.exec('vacuum (analyze)');
        } finally {
          await client.exec(`set role ${APP_ROLE}`);
        }
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

// Trigram search over names and codes (migration 0018) needs these two contrib extensions,
// which PostgreSQL servers ship as trusted extensions.
const extensions = { pg_trgm, btree_gin };

/** Migrations, the application role and the tenant policies, as the owner; returns the tenant tables. */
async function prepararPglite(db: Db): Promise<string[]> {
  await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  await ensureAppRole(db);
  return applyTenantPolicies(db);
}

/** An in-memory PGlite database, migrated and secured, as a data directory for `OpenOptions.snapshot`. */
export async function pgliteSnapshot(): Promise<Blob> {
  const client = new PGlite({ extensions });
  try {
    await client.waitReady;
    await prepararPglite(drizzlePglite({ client }));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  // Migrations and policies as the URL's own role, on a single short-lived connection.
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  let useAppRole = false;
  try {
    const adminDb = drizzlePg(admin) as unknown as Db;
    await adminDb.execute(sql`select pg_advisory_lock(727001)`); // one migrator at a time
    try {
      await migratePg(adminDb as never, { migrationsFolder: migrationsFolder() });
      useAppRole = await ensureAppRole(adminDb);
      await applyTenantPolicies(adminDb);
    } finally {
      await adminDb.execute(sql`select pg_advisory_unlock(727001)`);
    }
  } finally {
    await admin.end();
  }
  // The application's pool: each connection starts as jit_app when the URL's role may become it;
  // otherwise the URL's role itself must already be bound by row-level security.
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 20,
    ...(useAppRole ? { options: `-c role=${APP_ROLE}` } : {}),
  });
  // An idle connection the server ends (a restart, pg_terminate_backend, DROP DATABASE … FORCE)
  // makes the pool emit 'error'; with no listener that is an uncaught exception that stops the
  // whole process. The pool has already discarded the connection and opens a new one on demand.
  pool.on('error', (err) => opts.log?.warn({ err }, 'PostgreSQL cerró una conexión inactiva'));
  // Round trips counted, and a tenant transaction's begin sent with its set_config (pg-idas.ts).
  pool.on('connect', instrumentarCliente);
  const db = drizzlePg(pool) as unknown as Db;
  try {
    const role = await assertBoundByRls(db);
    opts.log?.info({ role }, 'base de datos PostgreSQL lista');
  } catch (e) {
    await pool.end();
    throw e;
  }
  return {
    db,
    kind: 'postgres',
    vacuum: () => Promise.resolve(), // the server's autovacuum does it
    close: async () => {
      await pool.end();
    },
  };
}
