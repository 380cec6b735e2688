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
    baseDePrueba: { pglite: string } | { plantilla: string };
  }
}

async function admin(adminUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const archivo = join(tmpdir(), `jit-prueba-pglite-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(archivo, new Uint8Array(await (await pgliteSnapshot()).arrayBuffer()));
    project.provide('baseDePrueba', { pglite: archivo });
    return () => rmSync(archivo, { force: true });
  }
  const plantilla = `jit_test_plantilla_${randomBytes(6).toString('hex')}`;
  await admin(adminUrl, `create database ${plantilla}`);
  const u = new URL(adminUrl);
  u.pathname = `/${plantilla}`;
  const database = await openDatabase({ databaseUrl: u.toString(), poolSize: 1 });
  await database.close();
  project.provide('baseDePrueba', { plantilla });
  return () => admin(adminUrl, `drop database if exists ${plantilla} with (force)`);
}
