// Documents issued per second through GraphQL (10 lines each, N concurrent clients, p50/p99) and
// the p99 of a document list page (keyset) at 1,000,000 documents for one issuer, on PostgreSQL
// and on the embedded PGlite. Runs the built server (apps/server/dist/main.js) as a child
// process with the demo issuer (its own .p12 signs every document; the Hacienda simulator runs
// inside the server and receives them). The million rows are seeded with SQL, not through the API.
// Prints figures; never fails on them.
//
// Usage: node bench/invoices.mjs [--seconds 15] [--clients 50] [--docs 1000000] [--pages 300]
//        [--only postgres|pglite]
//   DATABASE_URL=postgres://… uses your server (a database jit_bench_facturas is created and
//   dropped); otherwise a throwaway cluster is started (scripts/pg-cluster.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '../..');
const serverDir = join(root, 'apps/server');
const requireServer = createRequire(join(serverDir, 'package.json'));
const pg = requireServer('pg');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const SECONDS = Number(arg('seconds', 15));
const CLIENTS = Number(arg('clients', 50));
const DOCS = Number(arg('docs', 1_000_000));
const PAGES = Number(arg('pages', 300));
const ONLY = arg('only', null);
const DEMO = { email: 'demo@jit.cr', password: 'Demo2026!' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * p))] : NaN;
};
const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

if (!existsSync(join(serverDir, 'dist/main.js')) || process.argv.includes('--build')) {
  const b = spawnSync('corepack', ['pnpm', '--filter', '@jit/server', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
  if (b.status !== 0) process.exit(1);
}

async function startServer(env) {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, join(serverDir, 'dist/main.js')], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) throw new Error('el servidor no arrancó');
    await sleep(200);
  }
  const gql = async (query, variables, token) => {
    const r = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return r.json();
  };
  const login = await gql(
    'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }',
    { c: DEMO },
  );
  const token = login.data.User.login.token;
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  };
  return { base, gql, token, stop };
}

const CABYS = ['8313100000200', '4526100000100', '0123100000100'];
const INPUT = {
  documento: '01',
  receptor: {
    nombre: 'Distribuidora La Central S.A.',
    identificacion: { tipo: '02', numero: '3101654321' },
  },
  detalleServicio: {
    lineaDetalle: Array.from({ length: 10 }, (_, i) => ({
      cantidad: String((i % 3) + 1),
      detalle: `Artículo de prueba ${i + 1}`,
      precioUnitario: `${1250 + i * 17}.50`,
      codigoCABYS: CABYS[i % 3],
      ...(i % 4 === 0 ? { descuento: [{ porcentajeDescuento: '5' }] } : {}),
    })),
  },
};
const CREATE = 'mutation($i: FacturaInput!) { Factura { create(input: $i) { id consecutivo } } }';

/** N clients issuing 10-line invoices for SECONDS: documents/s and latencies. */
async function issue(s) {
  const lat = [];
  let errors = 0;
  let firstError = null;
  const end = Date.now() + SECONDS * 1000;
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          const r = await s.gql(CREATE, { i: INPUT }, s.token);
          if (r.data) lat.push(performance.now() - t);
          else {
            errors++;
            firstError ??= r.errors?.[0]?.message;
          }
        } catch (e) {
          errors++;
          firstError ??= String(e);
        }
      }
    }),
  );
  const secs = (Date.now() - t0) / 1000;
  return {
    perSec: lat.length / secs,
    n: lat.length,
    p50: pct(lat, 0.5),
    p99: pct(lat, 0.99),
    errors,
    firstError,
  };
}

/** The SQL that copies one issued document into `n` rows (3 years, 4 types, one issuer). */
const SEED_SQL = (n) => `
  insert into factura (emisor_id, id, documento, estado_documento, clave, consecutivo, sucursal, terminal, numero, situacion,
    fecha_emision, created_at, updated_at, codigo_actividad, receptor_id, receptor_nombre, receptor_identificacion, receptor_correo,
    receptor, condicion_venta, plazo_credito, codigo_moneda, tipo_cambio,
    total_serv_gravados, total_mercancias_gravadas, total_gravado, total_venta, total_descuentos, total_venta_neta,
    total_impuesto, total_comprobante, saldo, referencias, datos)
  select t.emisor_id, gen_random_uuid(), d.doc, '3', null,
    lpad(g::text, 20, '0'), 1, 90, g, '1',
    now() - (g * interval '94 seconds'), now() - (g * interval '94 seconds'), now(), t.codigo_actividad,
    t.receptor_id, 'Cliente ' || (g % 5000), '3101' || lpad((g % 5000)::text, 6, '0'), null,
    t.receptor, case when g % 7 = 0 then '02' else '01' end, case when g % 7 = 0 then 30 else null end, t.codigo_moneda, t.tipo_cambio,
    t.total_serv_gravados, t.total_mercancias_gravadas, t.total_gravado, t.total_venta, t.total_descuentos, t.total_venta_neta,
    t.total_impuesto, t.total_comprobante, case when g % 7 = 0 then t.total_comprobante else 0 end, '[]'::jsonb, t.datos
  from generate_series(1, ${n}) g
  cross join lateral (select (array['01','01','04','03'])[1 + g % 4] as doc) d
  cross join (select * from factura where documento = '01' and terminal = 1 order by fecha_emision desc limit 1) t`;

/** p99 of list pages: the first page per type, and pages deep in the million (keyset cursors). */
async function pages(s, sample) {
  if (sample.length === 0) throw new Error('la siembra no dejó documentos para paginar');
  const Q =
    'query($c: String, $d: String) { Factura { readByEmisor(cursor: $c, documento: $d, limit: 10) { feed { id consecutivo fechaEmision estadoDocumento { value } resumenFactura { totalComprobante } } pageInfo { nextPageCursor hasNextPage } } } }';
  const first = [];
  const deep = [];
  for (let i = 0; i < PAGES; i++) {
    const d = ['01', '04', '03', null][i % 4];
    let t = performance.now();
    const r = await s.gql(Q, { d }, s.token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    first.push(performance.now() - t);
    const row = sample[i % sample.length];
    const cursor = Buffer.from(`${new Date(row.fecha_emision).toISOString()}|${row.id}`).toString(
      'base64url',
    );
    t = performance.now();
    const r2 = await s.gql(Q, { c: cursor, d: row.documento }, s.token);
    if (!r2.data || r2.data.Factura.readByEmisor.feed.length === 0)
      throw new Error(`página vacía: ${JSON.stringify(r2.errors)}`);
    deep.push(performance.now() - t);
  }
  return {
    firstP50: pct(first, 0.5),
    firstP99: pct(first, 0.99),
    deepP50: pct(deep, 0.5),
    deepP99: pct(deep, 0.99),
  };
}

const results = [];

// ------------------------------------------------------------------ PostgreSQL
if (ONLY !== 'pglite') {
  let cluster = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const { startCluster } = await import(pathToFileURL(join(root, 'scripts/pg-cluster.mjs')).href);
    cluster = await startCluster();
    adminUrl = cluster.url;
  }
  const DB = 'jit_bench_facturas';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB} with (force)`);
  await admin.query(`create database ${DB}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${DB}`;
  try {
    let s = await startServer({
      DATABASE_URL: u.toString(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'jit-bench-')),
    });
    const db = new pg.Client({ connectionString: u.toString() });
    db.on('error', () => undefined); // the database is dropped at the end
    await db.connect();
    await db.query(`update plan set documentos_mes = 100000000`); // the allowance is not what is measured
    await s.stop();
    s = await startServer({
      DATABASE_URL: u.toString(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'jit-bench-')),
    });
    const emision = await issue(s);
    process.stdout.write(
      `PostgreSQL: emisión medida; sembrando ${DOCS.toLocaleString('es-CR')} documentos…\n`,
    );
    const t = Date.now();
    await db.query(SEED_SQL(DOCS));
    await db.query('analyze factura');
    const seedSecs = (Date.now() - t) / 1000;
    const sample = (
      await db.query(
        `select id, fecha_emision, documento from factura tablesample bernoulli (0.1) where terminal = 90 limit ${PAGES}`,
      )
    ).rows;
    const lista = await pages(s, sample);
    const total = (await db.query('select count(*)::int as n from factura')).rows[0].n;
    results.push({ base: 'PostgreSQL', emision, lista, total, seedSecs });
    await db.end();
    await s.stop();
  } finally {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists ${DB} with (force)`);
    await a.end();
    if (cluster) await cluster.stop();
  }
}

// ------------------------------------------------------------------ PGlite
if (ONLY !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'jit-bench-pglite-'));
  try {
    let s = await startServer({ DATA_DIR: dataDir });
    const emision = await issue(s);
    await s.stop();
    // The embedded database belongs to one process: seed it while the server is stopped.
    process.stdout.write(
      `PGlite: emisión medida; sembrando ${DOCS.toLocaleString('es-CR')} documentos…\n`,
    );
    const { PGlite } = await import(
      pathToFileURL(requireServer.resolve('@electric-sql/pglite')).href
    );
    const lite = new PGlite(join(dataDir, 'pglite'));
    const t = Date.now();
    for (let done = 0; done < DOCS; done += 100_000) {
      const n = Math.min(100_000, DOCS - done);
      await lite.exec(
        SEED_SQL(n).replace(
          `generate_series(1, ${n})`,
          `generate_series(${done + 1}, ${done + n})`,
        ),
      );
    }
    await lite.exec('analyze factura');
    const seedSecs = (Date.now() - t) / 1000;
    const sample = (
      await lite.query(
        `select id, fecha_emision, documento from factura tablesample bernoulli (0.1) where terminal = 90 limit ${PAGES}`,
      )
    ).rows;
    const total = (await lite.query('select count(*)::int as n from factura')).rows[0].n;
    await lite.close();
    s = await startServer({ DATA_DIR: dataDir });
    const lista = await pages(s, sample);
    await s.stop();
    results.push({ base: 'PGlite', emision, lista, total, seedSecs });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (x) => `${x.toFixed(1)} ms`;
console.log(
  `\nDocumentos de JIT — facturas de 10 líneas, ${CLIENTS} clientes concurrentes, ${SECONDS} s; listas a ${DOCS.toLocaleString('es-CR')} documentos de un emisor`,
);
for (const r of results) {
  const e = r.emision;
  console.log(`  ${r.base}`);
  console.log(
    `    emisión por GraphQL (firmada, numerada, en cola para Hacienda): ${e.perSec.toFixed(1)} documentos/s (${e.n} en total), p50 ${ms(e.p50)}, p99 ${ms(e.p99)}, errores ${e.errors}${e.firstError ? ` (${e.firstError})` : ''}`,
  );
  console.log(
    `    lista (readByEmisor, 10 por página) con ${r.total.toLocaleString('es-CR')} documentos: primera página p50 ${ms(r.lista.firstP50)}, p99 ${ms(r.lista.firstP99)}; página profunda (cursor) p50 ${ms(r.lista.deepP50)}, p99 ${ms(r.lista.deepP99)}`,
  );
  console.log(
    `    (siembra SQL de ${DOCS.toLocaleString('es-CR')} filas: ${r.seedSecs.toFixed(0)} s)`,
  );
}
console.log(
  '  Metas del issue 6: ≥ 500 documentos/s con p99 < 50 ms en PostgreSQL; p99 de la lista < 10 ms. Cifras medidas, nunca afirmadas.',
);
