// A real server for tests: the GraphQL endpoint answered through yoga.fetch, on a fresh
// database with the migrations applied: in-memory PGlite by default, or a throwaway database on
// the PostgreSQL server of TEST_DATABASE_URL (npm test runs the suite both ways).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { createApp, type App } from '../src/app.js';
import { seedCatalogo } from '../src/seed/catalogo.js';
import { SANDBOX_CAPTCHA_TOKEN } from '../src/sandbox/recaptcha.js';
import { freshPostgres } from './base-de-prueba.js';

export const CAPTCHA = SANDBOX_CAPTCHA_TOKEN;

export type GqlResult<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } & Record<string, unknown> }[];
};

export type Harness = {
  app: App;
  database: Database;
  config: Config;
  /** The clock every service reads; tests move it. */
  clock: { now: Date };
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string | null, ip?: string): Promise<GqlResult<T>>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
};

/**
 * `logs`: an array that receives every log line (level warn and up) as the server writes it, for
 * tests that check what reaches the log (no stack traces from a client's input).
 */
export async function startHarness(env: Record<string, string> = {}, opts: { logs?: string[] } = {}): Promise<Harness> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The database made once for the run (base-de-prueba.ts); without it, an empty one is migrated.
  const base = inject('baseDePrueba') ?? {};
  const pgdb = adminUrl ? await freshPostgres(adminUrl, base.plantilla) : null;
  const snapshot = !pgdb && base.pglite ? new Blob([readFileSync(base.pglite)]) : undefined;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: opts.logs ? 'warn' : 'silent', DATA_DIR: 'memory://', ...(pgdb ? { DATABASE_URL: pgdb.url } : {}), ...env });
  const logs = opts.logs;
  const log = logs ? createLogger(config.LOG_LEVEL, { write: (line: string) => void logs.push(line) }) : createLogger(config.LOG_LEVEL);
  const database = await openDatabase({ dataDir: pgdb ? undefined : 'memory://', databaseUrl: pgdb?.url, log, poolSize: 5, snapshot });
  await seedCatalogo(database.db);
  const clock = { now: new Date('2026-11-22T15:00:00Z') };
  const app = await createApp({ config, database, log, now: () => new Date(clock.now), startWorker: false });
  return {
    app,
    database,
    config,
    clock,
    kind: database.kind,
    async gql(query, variables, token, ip) {
      const res = await app.yoga.fetch('http://jit.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-jit-client-ip': ip ?? '10.0.0.1',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as never;
    },
    async close() {
      await app.close();
      await database.close();
      await pgdb?.drop();
    },
  };
}

/** Signs up an account through the API and returns its token and ids. */
export async function signup(
  h: Harness,
  over: Partial<{ email: string; password: string; profile: string; fullname: string }> = {},
  ip?: string,
) {
  const email = over.email ?? `u${randomBytes(5).toString('hex')}@prueba.cr`;
  const password = over.password ?? 'Clave2026!';
  const r = await h.gql<{ User: { create: { token: string; id: string; emisor: string } } }>(
    `mutation($i: SignupInput!) { User { create(input: $i) { token id emisor profile } } }`,
    { i: { fullname: over.fullname ?? 'Ana Prueba', email, password, profile: over.profile ?? 'PRO', reCaptcha: CAPTCHA } },
    null,
    // sign-ups are limited per address: each test account comes from its own
    ip ?? `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  );
  if (!r.data) throw new Error(`signup falló: ${JSON.stringify(r.errors)}`);
  return { ...r.data.User.create, email, password };
}

/** The first error's code and message, for assertions. */
export const errorOf = (r: GqlResult) => ({
  code: r.errors?.[0]?.extensions?.code,
  message: r.errors?.[0]?.message,
  field: r.errors?.[0]?.extensions?.field,
});
