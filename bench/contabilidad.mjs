#!/usr/bin/env node
// Accounting figures (prints them, never passes or fails on time), through the harness the tests
// use (the server in this process, the Hacienda simulator inside): on PostgreSQL with
// TEST_DATABASE_URL (a throwaway database is made and dropped), else on in-memory PGlite.
//   - posting the entries of 100,000 documents (BENCH_DOCS): 200 invoices are issued for real with
//     accounting on, then copied in the database to BENCH_DOCS documents (lines included) with one
//     factura.contabilidad job each, and the accounting module's own worker (batches of 250 jobs,
//     one transaction each) posts them: entries/s and database round trips per entry;
//   - the trial balance (Record.balanza, GraphQL round trip) over 1,000,000 entry lines
//     (BENCH_LINEAS), written straight into the table (the day sums follow by trigger): p50 and p99
//     of a month, and of a period that starts and ends mid-day (two partial days read from lines).
//   TEST_DATABASE_URL=postgres://… node bench/contabilidad.mjs
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const { register } = await import('tsx/esm/api');
register();
const root = new URL('../apps/server/', import.meta.url).href;
const { startHarness } = await import(`${root}test/harness.ts`);
const { cuentaConInventario } = await import(`${root}test/item-helpers.ts`);
const { drenar } = await import(`${root}test/factura-helpers.ts`);
const { OutboxWorker } = await import(`${root}src/jobs/outbox.ts`);
const { registrarAsientos } = await import(`${root}src/modules/contabilidad/handlers.ts`);
const { metricasTexto } = await import(`${root}src/db/metricas.ts`);
const { withTenant } = await import(`${root}src/db/tenant.ts`);
const { sql } = await import(`${root}node_modules/drizzle-orm/index.js`);
const { rowsOf } = await import(`${root}src/db/types.ts`);
const { createLogger } = await import(`${root}src/logger.ts`);

const DOCS = Number(process.env.BENCH_DOCS ?? 100_000);
const LINEAS = Number(process.env.BENCH_LINEAS ?? 1_000_000);
const REALES = 200;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Statistics as the owner (the application's role may not analyze): PostgreSQL's autovacuum would in its own time. */
async function analizar(h, tablas) {
  await h.database.vacuum();
  if (h.kind !== 'postgres') return;
  const pgmod = await import(pathToFileURL(createRequire(new URL('../apps/server/package.json', import.meta.url)).resolve('pg')).href);
  const c = new pgmod.default.Client({ connectionString: h.config.DATABASE_URL });
  await c.connect();
  await c.query(tablas.map((t) => `analyze ${t}`).join('; '));
  await c.end();
}

async function ok(h, query, variables, token) {
  const r = await h.gql(query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const h = await startHarness();
try {
  console.log(`Node ${process.version}, ${h.kind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory'}; ${DOCS.toLocaleString('en')} documents, ${LINEAS.toLocaleString('en')} entry lines`);
  const a = await cuentaConInventario(h, { accountingModule: true });
  await ok(h, 'mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }', { i: { nombre: 'Contable S.A.', codigoActividad: [{ documento: '01', codigoActividad: '722003' }] } }, a.token);

  // 1. The documents: 200 issued for real (3 lines, 13 % VAT), their own jobs drained first.
  const CREATE = 'mutation($i: FacturaInput!) { Factura { create(input: $i, accounting: true) { id } } }';
  const linea = (n) => ({ cantidad: String((n % 3) + 1), detalle: 'Servicio', precioUnitario: String(1000 + n), codigoCABYS: '8313100000200' });
  for (let n = 0; n < REALES; n++) await ok(h, CREATE, { i: { documento: '01', receptor: { nombre: 'Cliente S.A.', identificacion: { tipo: '02', numero: '3101999999' } }, detalleServicio: { lineaDetalle: [linea(n), linea(n + 1), linea(n + 2)] } } }, a.token);
  await drenar(h, 2);
  // Copies of them, each a document of its own (new id and number, no clave) with its lines and job.
  const cols = (t) => rowsOf(h.database.db, sql`select column_name as c from information_schema.columns where table_schema = 'public' and table_name = ${t} order by ordinal_position`);
  const fc = (await cols('factura')).map((r) => r.c);
  const lc = (await cols('factura_linea')).map((r) => r.c);
  const sel = (cs, alias, over) => cs.map((c) => over[c] ?? `${alias}.${c}`).join(', ');
  await withTenant(h.database.db, a.emisor, async (tx) => {
    await tx.execute(sql.raw(`create temporary table copia on commit drop as
      select f.id as origen, (lpad(to_hex(2000000000000 + g), 12, '0') || '-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid as id, g
      from generate_series(1, ${DOCS - REALES}) g join (select id, row_number() over (order by id) - 1 as k from factura) f on f.k = g % ${REALES}`));
    await tx.execute(sql.raw(`insert into factura (${fc.join(', ')}) select ${sel(fc, 'f', { id: 'c.id', numero: `1000000 + c.g`, clave: 'null', idempotency_key: 'null', request_hash: 'null' })} from copia c join factura f on f.id = c.origen`));
    await tx.execute(sql.raw(`insert into factura_linea (${lc.join(', ')}) select ${sel(lc, 'l', { factura_id: 'c.id' })} from copia c join factura_linea l on l.factura_id = c.origen`));
    await tx.execute(sql.raw(`insert into outbox (id, kind, key, payload, emisor_ref)
      select gen_random_uuid(), 'factura.contabilidad', 'factura.contabilidad:' || c.id, o.payload || jsonb_build_object('facturaId', c.id::text), o.emisor_ref
      from copia c join outbox o on o.key = 'factura.contabilidad:' || c.origen`));
  });
  await analizar(h, ['factura', 'factura_linea', 'outbox']);
  // The module's own worker, as the server runs it: registrarAsientos registers the kinds on the
  // outbox it is given and on a worker of its own with the module's batch size (started here by hand).
  const log = createLogger('silent');
  const propio = registrarAsientos({ db: h.database.db, log, now: () => new Date(h.clock.now), config: h.config, services: { ...h.app.services, outbox: new OutboxWorker({ db: h.database.db, log }) } });
  const idas = () => [...metricasTexto().matchAll(/^jit_db_idas_total\{[^}]*\} (\d+)$/gm)].reduce((a, m) => a + Number(m[1]), 0);
  const idas0 = idas();
  const t0 = performance.now();
  await new Promise((resolve) => {
    propio.start();
    const mirar = setInterval(async () => {
      const [p] = await rowsOf(h.database.db, sql`select exists (select 1 from outbox where status = 'pending' and kind = 'factura.contabilidad') as hay`);
      if (!p.hay) {
        clearInterval(mirar);
        resolve();
      }
    }, 250);
  });
  const took = (performance.now() - t0) / 1000;
  await propio.stop();
  const vueltas = idas() - idas0;
  const [r] = await withTenant(h.database.db, a.emisor, (tx) => rowsOf(tx, sql`select count(*)::int as n, (select count(*)::int from asiento_linea l join asiento a on a.id = l.asiento_id where a.fuente = 'factura') as lineas from asiento where fuente = 'factura'`));
  const posted = r.n - REALES;
  console.log(`posting the entries of ${posted.toLocaleString('en')} documents (${r.lineas.toLocaleString('en')} lines in all, batches of jobs in one transaction each): ${took.toFixed(1)} s = ${Math.round(posted / took)} entries/s${vueltas ? `, ${(vueltas / posted).toFixed(2)} database round trips per entry` : ''}`);

  // 2. The trial balance over 1,000,000 lines: pairs of lines (debit, credit) spread over a month and 20 accounts.
  const cuentas = (await withTenant(h.database.db, a.emisor, (tx) => rowsOf(tx, sql`select id from cuenta_contable order by code limit 20`))).map((c) => c.id);
  const inicio = new Date(Date.UTC(2026, 0, 1, 6));
  await withTenant(h.database.db, a.emisor, (tx) =>
    tx.execute(sql`insert into asiento_linea (emisor_id, id, asiento_id, n, cuenta_id, debe, haber, fecha)
      select ${a.emisor}::uuid, gen_random_uuid(), (lpad(to_hex(3000000000000 + g / 2), 12, '0') || '-7000-8000-000000000000')::uuid, g % 2 + 1,
        (${sql.raw(`array[${cuentas.map((c) => `'${c}'::uuid`).join(', ')}]`)})[1 + (g / 2 + g % 2 * 7) % 20],
        case when g % 2 = 0 then ((g % 997) + 1)::numeric else 0 end, case when g % 2 = 1 then (((g - 1) % 997) + 1)::numeric else 0 end,
        ${inicio.toISOString()}::timestamptz + ((g / 2) % (30 * 86400)) * interval '1 second'
      from generate_series(0, ${LINEAS - 1}) g`),
  );
  await analizar(h, ['asiento_linea', 'asiento_saldo_dia']);
  const BALANZA = 'query($i: DateTime!, $f: DateTime!) { Record { balanza(inicio: $i, final: $f) { debe haber cuentas { code saldo } } } }';
  const medir = async (nombre, v) => {
    for (let i = 0; i < 2; i++) await ok(h, BALANZA, v, a.token);
    const veces = [];
    let b;
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      b = await ok(h, BALANZA, v, a.token);
      veces.push(performance.now() - t);
    }
    if (b.Record.balanza.debe !== b.Record.balanza.haber && nombre === 'month') throw new Error('la balanza no cuadra');
    console.log(`trial balance of ${nombre} over ${LINEAS.toLocaleString('en')} entry lines (${b.Record.balanza.cuentas.length} accounts, GraphQL round trip): p50 ${pct(veces, 0.5).toFixed(0)} ms, p99 ${pct(veces, 0.99).toFixed(0)} ms`);
  };
  await medir('a month', { i: inicio.toISOString(), f: new Date(Date.UTC(2026, 1, 1, 6) - 1).toISOString() });
  // Starts and ends mid-day: the two partial days are taken off from the lines (≈ 33,000 each).
  await medir('Jan 3 13:30 to Jan 28 09:15', { i: new Date(Date.UTC(2026, 0, 3, 19, 30)).toISOString(), f: new Date(Date.UTC(2026, 0, 28, 15, 15)).toISOString() });
} finally {
  await h.close();
}
