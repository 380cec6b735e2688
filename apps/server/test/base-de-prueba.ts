// Made once per test run, before any test file: the database every harness starts from, so that
// no test file pays for initdb and the 35 migrations again (about 2.5 s a file here, on a suite
// that opens some eighty databases, and it runs twice: on PGlite and on PostgreSQL).
// - PGlite: a migrated, secured in-memory database, dumped to a file that each harness loads.
// - PostgreSQL (TEST_DATABASE_URL): a migrated template database that each harness copies with
//   CREATE DATABASE … TEMPLATE.
// Each harness still runs the migrations and the policies on its copy; they find everything in
// place, which is what a server restart does too.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteSnapshot } from '../src/db/client.js';

declare module 'vitest' {
  // An interface: vitest's own, which this declaration merges into.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The PGlite data directory to load, or the PostgreSQL template database to copy. */
    baseDePrueba: { pglite?: string; plantilla?: string };
  }
}

/** An empty database on the server of `adminUrl`, or a copy of `template`. */
export async function freshPostgres(adminUrl: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `jit_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const archivo = join(tmpdir(), `jit-prueba-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(archivo, new Uint8Array(await (await pgliteSnapshot()).arrayBuffer()));
    project.provide('baseDePrueba', { pglite: archivo });
    return () => rmSync(archivo, { force: true });
  }
  const plantilla = await freshPostgres(adminUrl);
  const database = await openDatabase({ databaseUrl: plantilla.url, poolSize: 1 });
  await database.close();
  project.provide('baseDePrueba', { plantilla: plantilla.name });
  return () => plantilla.drop();
}
