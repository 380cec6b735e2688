// Ruling B-1's migration: receptors that invoicing saved before the customer module existed are
// customers after migration 0021, none lost, every document still pointing to its receptor. The
// database is first built with the migrations before 0021 only (a copy of the folder with the
// journal cut there), filled the way invoicing fills it, then opened by the server as usual.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { factura, receptor } from '../src/db/schema/index.js';
import { withTenant } from '../src/db/tenant.js';
import { vistas } from '../src/modules/cliente/lectura.js';
import { toCliente } from '../src/modules/cliente/resolvers.js';
import { serverPath } from '../src/paths.js';
import { freshPostgres } from './base-de-prueba.js';

const PRIMERA_DEL_MODULO = '0021_cliente';

/** The migrations folder as it was before the customer module (journal cut before 0021). */
function carpetaAnterior(dir: string): string {
  const out = join(dir, 'drizzle');
  cpSync(serverPath('drizzle'), out, { recursive: true });
  const journalPath = join(out, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const corte = journal.entries.findIndex((e) => e.tag === PRIMERA_DEL_MODULO);
  expect(corte).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, corte);
  writeFileSync(journalPath, JSON.stringify(journal));
  return out;
}

const limpiar: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const f of limpiar.reverse()) await f();
});

type Ejecutar = (q: string, params: unknown[]) => Promise<unknown>;

/** What invoicing saved before: receptors, and documents pointing to them by receptor_id. */
async function llenar(ejecutar: Ejecutar, emisorId: string) {
  const receptores = Array.from({ length: 25 }, (_, i) => ({
    id: uuidv7(),
    nombre: i === 0 ? 'José Pérez Ñúñez' : `Receptor ${String(i).padStart(2, '0')} S.A.`,
    numero: `3101${String(100000 + i)}`,
  }));
  for (const r of receptores)
    await ejecutar(
      `insert into receptor (emisor_id, id, nombre, identificacion_tipo, identificacion_numero, telefono, correo_electronico) values ($1, $2, $3, '02', $4, $5, $6)`,
      [emisorId, r.id, r.nombre, r.numero, JSON.stringify({ codigoPais: '506', numTelefono: `8800${r.numero.slice(-4)}` }), `r${r.numero}@prueba.cr`],
    );
  const facturas: { id: string; receptorId: string }[] = [];
  let n = 0;
  for (const r of receptores.slice(0, 10))
    for (let k = 0; k < 2; k++) {
      n++;
      const f = { id: uuidv7(), receptorId: r.id };
      facturas.push(f);
      await ejecutar(
        `insert into factura (emisor_id, id, documento, estado_documento, consecutivo, sucursal, terminal, numero, fecha_emision, created_at, updated_at, condicion_venta, codigo_moneda, tipo_cambio, datos, receptor_id, receptor_nombre)
         values ($1, $2, '01', '1', $3, 1, 1, $4, now(), now(), now(), '01', 'CRC', 1, '{}'::jsonb, $5, $6)`,
        [emisorId, f.id, `0010000101${String(n).padStart(10, '0')}`, n, r.id, r.nombre],
      );
    }
  return { receptores, facturas };
}

/** The issuer's data after the server opened (and migrated) the database. */
async function comprobar(database: Database, emisorId: string, antes: Awaited<ReturnType<typeof llenar>>) {
  await withTenant(database.db, emisorId, async (tx) => {
    const filas = await tx.select().from(receptor);
    // none lost: the same ids, each now a customer at the first cycle
    expect(filas.map((r) => r.id).sort()).toEqual(antes.receptores.map((r) => r.id).sort());
    expect(new Set(filas.map((r) => r.ciclo))).toEqual(new Set(['Oportunidad']));
    const clientes = (await vistas(tx, filas)).map(toCliente);
    const jose = clientes.find((c) => c.nombre === 'José Pérez Ñúñez')!;
    expect(jose).toMatchObject({ _id: antes.receptores[0]!.id, identificacion: { tipo: '02', numero: '3101100000' }, ciclo: 'Oportunidad', balanceTotal: '0', limiteCredito: '0', plazoCredito: 0, waNotifica: false });
    // the search column was computed for the old rows: accents folded, phone included
    const [hit] = await tx.select({ id: receptor.id }).from(receptor).where(sql`${receptor.busqueda} like ${'%jose perez nunez%'}`);
    expect(hit?.id).toBe(jose._id);
    const [tel] = await tx.select({ id: receptor.id }).from(receptor).where(sql`${receptor.busqueda} like ${'%88000000%'}`);
    expect(tel?.id).toBe(jose._id);
    // every document still points to its (now customer) record
    const docs = await tx.select({ id: factura.id, receptorId: factura.receptorId, nombre: receptor.nombre }).from(factura).leftJoin(receptor, eq(receptor.id, factura.receptorId));
    expect(docs).toHaveLength(antes.facturas.length);
    for (const f of antes.facturas) expect(docs.find((d) => d.id === f.id)).toMatchObject({ receptorId: f.receptorId, nombre: expect.any(String) });
  });
}

describe('migration 0021: receptors become customers', () => {
  it('keeps every receptor, as a customer, with its documents linked (PGlite, or PostgreSQL with TEST_DATABASE_URL)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jit-cliente-mig-'));
    limpiar.push(() => rmSync(dir, { recursive: true, force: true }));
    const anterior = carpetaAnterior(dir);
    const emisorId = uuidv7();
    const adminUrl = process.env.TEST_DATABASE_URL;
    let antes: Awaited<ReturnType<typeof llenar>>;
    let database: Database;
    if (adminUrl) {
      const base = await freshPostgres(adminUrl);
      limpiar.push(() => base.drop());
      const pool = new pg.Pool({ connectionString: base.url, max: 1 });
      await migratePg(drizzlePg(pool) as never, { migrationsFolder: anterior });
      antes = await llenar((q, p) => pool.query(q, p), emisorId);
      await pool.end();
      database = await openDatabase({ databaseUrl: base.url, poolSize: 2 });
    } else {
      const viejo = new PGlite(join(dir, 'pglite'), { extensions: { pg_trgm, btree_gin } });
      await migratePglite(drizzlePglite({ client: viejo }) as never, { migrationsFolder: anterior });
      const [{ n }] = (await viejo.query<{ n: number }>(`select count(*)::int as n from information_schema.columns where table_name = 'receptor' and column_name = 'ciclo'`)).rows as [{ n: number }];
      expect(n).toBe(0); // really the schema before the module
      antes = await llenar((q, p) => viejo.query(q, p), emisorId);
      await viejo.close();
      database = await openDatabase({ dataDir: dir });
    }
    limpiar.push(() => database.close());
    await comprobar(database, emisorId, antes);
  });
});
