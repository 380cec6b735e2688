// Issuing at scale (docs/FACTURAS.md «Throughput»): what the documents service does on this
// machine, through GraphQL against the built server (apps/server/dist/main.js, child processes),
// with the demo issuer (its own .p12 signs every document). Prints figures; never fails on them.
//
// PostgreSQL (a throwaway cluster with pg_stat_statements, or DATABASE_URL):
//   1. Factura.create, 10-line invoices, N clients, Hacienda simulator in its own process: on one
//      series and on 8 series (terminals 1–8); statements and round trips per document.
//   2. The same with two server processes on the database, against one.
//   3. Accepted → visible: from the simulator's decision to a subscribed client's facturaChanged.
//   4. The same issuing with the simulator inside the server (the default without Hacienda's URLs).
//   5. Issuing alone: the server points at a Hacienda that never answers, so nothing is sent.
//   Each issuing phase prints the CPU a document cost the server, the database and the simulator
//   (Linux /proc), while issuing and then while its sending backlog drains, and from them the
//   machine's ceiling: its cores' milliseconds over a document's.
//   6. A million documents of the issuer seeded in SQL; list pages (first and deep) quiet and
//      while the sending backlog of a burst drains.
// PGlite (the default of `npm start`):
//   1. Factura.create as above (simulator inside).
//   2. While 1,000 documents drain to the simulator: an interactive list page and a single issue.
//   3. Accepted → visible (simulator in its own process, so its decisions can be timed).
//   4. The million seeded (server stopped) and list pages.
//
// Usage: node bench/invoices.mjs [--seconds 15] [--clients 50] [--docs 1000000] [--pages 1000]
//        [--only postgres|pglite] [--lista | --emision] [--main path/to/main.js] [--build]
//   --lista runs the list phases alone (a short warm-up issues the invoice the million copies):
//   seeding, list pages quiet and while the sending backlog drains, the EXPLAIN. --emision runs
//   the issuing phases alone (no seeding, no list pages).
//   DATABASE_URL=postgres://… uses your server (a database jit_bench_facturas is created and
//   dropped); otherwise a throwaway cluster is started (scripts/pg-cluster.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { emitir, interactivo, paginas, pct } from './invoices/carga.mjs';
import { MUESTRA, sembrar } from './invoices/siembra.mjs';
import { medirCpu } from './invoices/cpu.mjs';
import { agujero, iniciarSimulador } from './invoices/simulador-proceso.mjs';
import {
  freePort,
  metricas,
  requireServer,
  root,
  serverDir,
  sleep,
  startServer,
  suscribir,
} from './invoices/servidor.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const SECONDS = Number(arg('seconds', 15));
const CLIENTS = Number(arg('clients', 50));
const DOCS = Number(arg('docs', 1_000_000));
// A p99 of 300 pages is their third worst; 1,000 give it ten. While the backlog drains, only 300:
// they must be read before it is empty (about 25 s at this machine's pace).
const PAGES = Number(arg('pages', 1000));
const PAGINAS_DRENANDO = Math.min(PAGES, 300);
const ONLY = arg('only', null);
const SOLO_LISTA = process.argv.includes('--lista');
const SOLO_EMISION = process.argv.includes('--emision');
const MAIN = arg('main', null) && resolve(arg('main', null));
const pg = requireServer('pg');
const log = (m) => process.stdout.write(`· ${m}\n`);

if (!MAIN && (!existsSync(join(serverDir, 'dist/main.js')) || process.argv.includes('--build'))) {
  const b = spawnSync(
    'corepack',
    ['pnpm', 'exec', 'turbo', 'run', 'build', '--filter=@jit/server', '--filter=@jit/hacienda'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' } },
  );
  if (b.status !== 0) process.exit(1);
}
const opts = MAIN ? { main: MAIN } : {};

/** The demo issuer may issue on terminals 1–8 and without a monthly limit (not what is measured). */
const PREPARAR = `
  update plan set documentos_mes = 100000000;
  update emisor_config set sucursales = '[{"id": "s1", "numero": 1, "terminales": [
    {"id": "t1", "numero": 1}, {"id": "t2", "numero": 2}, {"id": "t3", "numero": 3}, {"id": "t4", "numero": 4},
    {"id": "t5", "numero": 5}, {"id": "t6", "numero": 6}, {"id": "t7", "numero": 7}, {"id": "t8", "numero": 8}]}]'::jsonb`;

/** Counters of the server(s) and the database, to divide by the documents issued between two reads. */
async function contadores(servidores, db) {
  const m = await Promise.all(servidores.map(metricas));
  const suma = (k) => m.reduce((s, x) => s + (x[k] ?? 0), 0);
  const sentencias = db
    ? Number(
        (
          await db.query(
            `select coalesce(sum(calls), 0) as n from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())`,
          )
        ).rows[0].n,
      )
    : NaN;
  return {
    sentencias,
    idasSolicitud: suma('jit_db_idas_total{carril="solicitud"}'),
    idasFondo: suma('jit_db_idas_total{carril="fondo"}'),
    documentos: suma('jit_emision_documentos_total'),
    lotes: suma('jit_emision_lotes_total'),
    conMetricas: m.some((x) => Object.keys(x).length > 0),
  };
}

/** The simulator in its own process of the PostgreSQL phases (its CPU counts in a document's cost). */
let simulador = null;

/**
 * An issuing phase with its counters and CPU per document (servers, database, simulator); on
 * PostgreSQL, then the sending backlog it left drained, with its CPU: a document's whole cost.
 */
async function fase(servidores, db, cfg, { sim = simulador, drenar = true } = {}) {
  const a = await contadores(servidores, db);
  const cpu = await medirCpu({ servidores, db, sim });
  const r = await emitir(servidores, cfg);
  const porDoc = (c) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v / Math.max(1, r.n)]));
  const cpuEmision = porDoc(await cpu.fin());
  const b = await contadores(servidores, db);
  const n = Math.max(1, r.n);
  let envio = null;
  if (db && drenar) {
    const t0 = Date.now();
    const cpu2 = await medirCpu({ servidores, db, sim });
    await drenado(db);
    envio = { segundos: (Date.now() - t0) / 1000, cpu: porDoc(await cpu2.fin()) };
  }
  return {
    ...r,
    sentenciasPorDoc: (b.sentencias - a.sentencias) / n,
    idasEmisionPorDoc: b.conMetricas ? (b.idasSolicitud - a.idasSolicitud) / n : NaN,
    idasFondoPorDoc: b.conMetricas ? (b.idasFondo - a.idasFondo) / n : NaN,
    lote: b.lotes > a.lotes ? (b.documentos - a.documentos) / (b.lotes - a.lotes) : NaN,
    cpu: cpuEmision,
    envio,
  };
}

/**
 * Accepted → visible: `clientes` clients issue for `segundos` while one subscriber notes each
 * ACEPTADO; each is set against the moment the simulator decided it.
 */
async function aceptadoVisible(servidores, sim, subs, { clientes, segundos }) {
  const recibidos = new Map();
  const cerrar = await suscribir(subs, (ev, t) => {
    if (ev?.evento === 'ESTADO' && ev.estadoDocumento?.value === '3' && ev.clave)
      recibidos.set(ev.clave, t);
  });
  await sim.aceptados(); // forget what was decided before
  const r = await emitir(servidores, { clientes, segundos, series: 1 });
  const decididos = {};
  const hasta = Date.now() + 120_000;
  while (Date.now() < hasta) {
    Object.assign(decididos, await sim.aceptados());
    if (r.claves.every((c) => recibidos.has(c))) break;
    await sleep(500);
  }
  Object.assign(decididos, await sim.aceptados());
  await cerrar();
  const lat = r.claves
    .filter((c) => decididos[c] && recibidos.has(c))
    .map((c) => recibidos.get(c) - decididos[c]);
  return {
    n: lat.length,
    emitidos: r.claves.length,
    sinVer: r.claves.filter((c) => !recibidos.has(c)).length,
    p50: pct(lat, 0.5),
    p99: pct(lat, 0.99),
    porSegundo: r.porSegundo,
  };
}

/** Waits (up to `ms`) until no document of the issuer waits for Hacienda. */
async function drenado(db, ms = 600_000) {
  const hasta = Date.now() + ms;
  while (Date.now() < hasta) {
    const r = await db.query(
      `select count(*)::int as n from factura where estado_documento in ('1', '2', '5', '7')`,
    );
    if (r.rows[0].n === 0) return true;
    await sleep(500);
  }
  return false;
}

const resultados = { postgres: null, pglite: null };

// ------------------------------------------------------------------ PostgreSQL
if (ONLY !== 'pglite') {
  const P = {};
  let cluster = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const { startCluster } = await import(pathToFileURL(join(root, 'scripts/pg-cluster.mjs')).href);
    cluster = await startCluster({ shared_preload_libraries: 'pg_stat_statements' });
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
  const dbUrl = u.toString();
  const sim = await iniciarSimulador();
  simulador = sim;
  const servidores = [];
  const arrancar = async (extra = {}, conSimulador = true) => {
    const port = await freePort();
    const s = await startServer(
      {
        DATABASE_URL: dbUrl,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'jit-bench-')),
        PORT: String(port),
        ...(conSimulador ? sim.env(`http://127.0.0.1:${port}`) : {}),
        ...extra,
      },
      opts,
    );
    servidores.push(s);
    return s;
  };
  const parar = async () => {
    for (const s of servidores.splice(0)) await s.stop();
  };
  const db = new pg.Client({ connectionString: dbUrl });
  db.on('error', () => undefined); // the database is dropped at the end
  try {
    await arrancar();
    await parar();
    await db.connect();
    await db.query(PREPARAR);
    await db.query('create extension if not exists pg_stat_statements').catch(() => undefined);
    const a = await arrancar();
    log('PostgreSQL: calentando');
    await emitir([a], { clientes: 10, segundos: 3, series: 8 });
    await drenado(db, 60_000);
    if (!SOLO_LISTA) {
      log('PostgreSQL: una serie');
      P.unaSerie = await fase([a], db, { clientes: CLIENTS, segundos: SECONDS, series: 1 });
      await drenado(db);
      log('PostgreSQL: 8 series');
      P.ochoSeries = await fase([a], db, { clientes: CLIENTS, segundos: SECONDS, series: 8 });
      await drenado(db);
      log('PostgreSQL: aceptado → visible');
      P.visible = await aceptadoVisible([a], sim, a, { clientes: 10, segundos: 10 });
      await drenado(db);
      log('PostgreSQL: dos procesos');
      const b = await arrancar();
      P.dosUna = await fase([a, b], db, { clientes: CLIENTS, segundos: SECONDS, series: 1 });
      await drenado(db);
      P.dosOcho = await fase([a, b], db, { clientes: CLIENTS, segundos: SECONDS, series: 8 });
      await drenado(db);
      log('PostgreSQL: aceptado → visible entre procesos (emite B, escucha A)');
      P.visibleCruzado = await aceptadoVisible([b], sim, a, { clientes: 10, segundos: 10 });
      await drenado(db);
      await parar();
      log('PostgreSQL: simulador dentro del servidor');
      const c = await arrancar({}, false);
      P.simDentro = await fase([c], db, { clientes: CLIENTS, segundos: SECONDS, series: 1 });
      await parar();
      log('PostgreSQL: emitir solo (Hacienda no responde: el envío espera)');
      const mudo = await agujero();
      const e = await arrancar(mudo.env, false);
      P.soloEmitir = await fase([e], db, { clientes: CLIENTS, segundos: SECONDS, series: 1 }, { drenar: false });
      await mudo.close(); // its senders' requests fail now, so the server stops at once
      await parar();
      // Its senders' leases would keep the documents from the next server for minutes.
      await db.query(`update factura set envio_lease_until = null where envio_lease_until is not null;
                      update outbox set locked_until = null where status = 'pending'`);
    }
    await parar();
    await drenado(db, 30_000);
    if (!SOLO_EMISION) {
      const d = await arrancar();
      log(`PostgreSQL: sembrando ${DOCS.toLocaleString('es-CR')} documentos`);
      // One connection per core: the seeding is CPU in the database (siembra.mjs).
      const adms = Array.from({ length: Math.max(1, cpus().length) }, () => new pg.Client({ connectionString: dbUrl }));
      for (const c of adms) await c.connect();
      const [adm, ...paralelas] = adms.map((c) => (q) => c.query(q));
      P.siembra = await sembrar(adm, DOCS, { paralelas });
      // A million documents accumulate over years, vacuumed all along; a million loaded in 45 s
      // leave autovacuum and the checkpoint to do behind the list's pages, and every page read
      // for the first time to be written back with its hint bits. Done before measuring, as a
      // database in use has it, and timed apart.
      const t = Date.now();
      await adm('vacuum (analyze) factura');
      await adm('checkpoint');
      P.mantenimiento = (Date.now() - t) / 1000;
      for (const c of adms) await c.end();
      const muestra = (await db.query(MUESTRA(PAGES))).rows;
      P.total = (await db.query('select count(*)::int as n from factura')).rows[0].n;
      log('PostgreSQL: páginas de la lista');
      P.lista = await paginas(d, muestra, PAGES, { calentar: 50 });
      P.explain = await explicarLista(db, muestra[Math.floor(muestra.length / 2)]);
      log('PostgreSQL: páginas mientras se vacía la cola de envío');
      await emitir([d], { clientes: CLIENTS, segundos: 10, series: 8 });
      const pendientes = (
        await db.query(
          `select count(*)::int as n from factura where estado_documento in ('1', '2', '5', '7')`,
        )
      ).rows[0].n;
      P.listaDrenando = { ...(await paginas(d, muestra, PAGINAS_DRENANDO)), pendientes };
      await parar();
    }
  } finally {
    await parar().catch(() => undefined);
    await sim.stop();
    await db.end().catch(() => undefined);
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists ${DB} with (force)`);
    await a.end();
    if (cluster) await cluster.stop();
  }
  resultados.postgres = P;
}

/**
 * The plan of a deep list page as the server runs it: the lean projection (every column but
 * datos, lista-ligera.ts), row-level security of jit_app for the issuer, keyset after `fila`.
 */
async function explicarLista(db, fila) {
  const cols = (
    await db.query(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c
         from information_schema.columns where table_name = 'factura' and column_name <> 'datos'`,
    )
  ).rows[0].c;
  const emisor = (await db.query('select emisor_id from factura where id = $1', [fila.id])).rows[0].emisor_id;
  await db.query('begin');
  try {
    await db.query('set local role jit_app');
    await db.query(`select set_config('app.emisor_id', $1, true)`, [emisor]);
    const r = await db.query(
      `explain (analyze, buffers) select ${cols} from factura
        where documento = $1 and (fecha_emision, id) < ($2::timestamptz, $3::uuid)
        order by fecha_emision desc, id desc limit 11`,
      [fila.documento, new Date(fila.fecha_emision).toISOString(), fila.id],
    );
    return r.rows.map((x) => x['QUERY PLAN']);
  } finally {
    await db.query('rollback');
  }
}

// ------------------------------------------------------------------ PGlite
if (ONLY !== 'postgres') {
  const L = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'jit-bench-pglite-'));
  const desdeServidor = (m) => import(pathToFileURL(requireServer.resolve(m)).href);
  const { PGlite } = await desdeServidor('@electric-sql/pglite');
  // The same extensions as the server's (db/client.ts): its migrations index with them.
  const extensions = {
    pg_trgm: (await desdeServidor('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
    btree_gin: (await desdeServidor('@electric-sql/pglite/contrib/btree_gin')).btree_gin,
  };
  // The embedded database belongs to one process: change it while the server is stopped.
  const conPglite = async (fn) => {
    const lite = new PGlite(join(dataDir, 'pglite'), { extensions });
    try {
      return await fn(lite);
    } finally {
      await lite.close();
    }
  };
  const sim = await iniciarSimulador();
  try {
    let s = await startServer({ DATA_DIR: dataDir }, opts);
    await s.stop();
    await conPglite((lite) => lite.exec(PREPARAR));
    s = await startServer({ DATA_DIR: dataDir }, opts);
    log('PGlite: calentando');
    await emitir([s], { clientes: 10, segundos: 3, series: 8 });
    if (!SOLO_LISTA) {
      log('PGlite: una serie');
      L.unaSerie = await fase([s], null, { clientes: CLIENTS, segundos: SECONDS, series: 1 });
      await s.stop();
      // A fresh start: what was issued above is sent before the measured drain begins.
      await conPglite((lite) =>
        lite.exec(`update factura set estado_documento = '3' where estado_documento in ('1','2','5','7');
                   update outbox set status = 'done' where status = 'pending' and kind like 'hacienda.%'`),
      );
      s = await startServer({ DATA_DIR: dataDir }, opts);
      log('PGlite: 1.000 documentos a la cola y, mientras se vacía, una persona trabajando');
      const vistos = new Set();
      const cerrar = await suscribir(s, (ev) => {
        if (ev?.evento === 'ESTADO' && ['3', '4', '6'].includes(ev.estadoDocumento?.value))
          vistos.add(ev.clave);
      });
      const lote = await emitir([s], { clientes: CLIENTS, segundos: 600, total: 1000, series: 8 });
      const t0 = Date.now();
      L.responde = await interactivo(s, async () => {
        while (lote.claves.some((c) => !vistos.has(c)) && Date.now() - t0 < 900_000)
          await sleep(200);
      });
      L.responde.drenaje = (Date.now() - t0) / 1000;
      L.responde.enCola = lote.n;
      await cerrar();
      await s.stop();
      log('PGlite: aceptado → visible (simulador en su propio proceso)');
      const port = await freePort();
      s = await startServer(
        { DATA_DIR: dataDir, PORT: String(port), ...sim.env(`http://127.0.0.1:${port}`) },
        opts,
      );
      L.visible = await aceptadoVisible([s], sim, s, { clientes: 10, segundos: 10 });
    }
    await s.stop();
    if (!SOLO_EMISION) {
      log(`PGlite: sembrando ${DOCS.toLocaleString('es-CR')} documentos`);
      let muestra = [];
      await conPglite(async (lite) => {
        await lite.exec(
          `update factura set estado_documento = '3' where estado_documento in ('1','2','5','7');
           update outbox set status = 'done' where status = 'pending' and kind like 'hacienda.%'`,
        );
        L.siembra = await sembrar((q) => lite.exec(q), DOCS, { bloque: 100_000 });
        muestra = (await lite.query(MUESTRA(PAGES))).rows;
        L.total = (await lite.query('select count(*)::int as n from factura')).rows[0].n;
      });
      s = await startServer({ DATA_DIR: dataDir }, opts);
      log('PGlite: páginas de la lista');
      L.lista = await paginas(s, muestra, PAGES, { calentar: 50 });
      await s.stop();
    }
  } finally {
    await sim.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  resultados.pglite = L;
}

// ------------------------------------------------------------------ figures
const ms = (x) => (Number.isFinite(x) ? `${x < 10 ? x.toFixed(1) : x.toFixed(0)} ms` : '—');
const n1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const emision = (t, e) =>
  `    ${t}: ${e.porSegundo.toFixed(1)} documentos/s (${e.n}), p50 ${ms(e.p50)}, p99 ${ms(e.p99)}, errores ${e.errores}${e.primerError ? ` (${e.primerError})` : ''}` +
  (Number.isFinite(e.sentenciasPorDoc) || Number.isFinite(e.idasEmisionPorDoc)
    ? `\n      por documento: ${n1(e.sentenciasPorDoc)} sentencias en la base (emisión, envío y consultas); idas a la base ${n1(e.idasEmisionPorDoc)} en solicitudes + ${n1(e.idasFondoPorDoc)} en el trabajo de fondo; lote medio ${n1(e.lote)} documentos`
    : '') +
  (e.cpu ? `\n      CPU por documento mientras se emite: ${cpu(e.cpu)}` : '') +
  (e.envio ? `\n      después, la cola de envío vaciada en ${e.envio.segundos.toFixed(0)} s: ${cpu(e.envio.cpu)} más` : '');
/** CPU ms per document of the server(s), the database and the simulator process. */
const cpu = (c) =>
  `servidor ${ms(c.servidor)}` +
  (Number.isFinite(c.base) ? `, PostgreSQL ${ms(c.base)}` : '') +
  (c.simulador > 0 ? `, simulador ${ms(c.simulador)}` : '');
/** Documents per second the machine's cores give at `ms` of CPU per document. */
const techo = (msDoc) => (Number.isFinite(msDoc) && msDoc > 0 ? ((cpus().length * 1000) / msDoc).toFixed(0) : '—');
const total = (...cs) => cs.reduce((s, c) => s + (c ? c.servidor + (c.base || 0) + c.simulador : 0), 0);
const lista = (t, l) =>
  `    ${t}: primera página p50 ${ms(l.primeraP50)}, p99 ${ms(l.primeraP99)}; página profunda p50 ${ms(l.profundaP50)}, p99 ${ms(l.profundaP99)}`;
const visible = (t, v) =>
  `    ${t}: p50 ${ms(v.p50)}, p99 ${ms(v.p99)} (${v.n} de ${v.emitidos} documentos${v.sinVer ? `, ${v.sinVer} sin llegar en 2 min` : ''}; emitiendo ${v.porSegundo.toFixed(0)}/s)`;

console.log(
  `\nEmisión a escala — ${cpus().length} núcleos (${cpus()[0]?.model ?? '?'}), carga ${loadavg().map((x) => x.toFixed(2)).join(' ')}, facturas de 10 líneas, ${CLIENTS} clientes, ${SECONDS} s por fase${SOLO_LISTA ? ' (solo la lista)' : SOLO_EMISION ? ' (solo la emisión)' : ''}`,
);
const P = resultados.postgres;
if (P) {
  console.log('  PostgreSQL');
  if (!SOLO_LISTA) {
    console.log(emision('una serie, simulador en su propio proceso', P.unaSerie));
    console.log(emision('8 series', P.ochoSeries));
    console.log(emision('dos procesos, una serie', P.dosUna));
    console.log(emision('dos procesos, 8 series', P.dosOcho));
    console.log(emision('una serie, simulador dentro del servidor', P.simDentro));
    console.log(emision('emitir solo, una serie (Hacienda no responde: nada se envía)', P.soloEmitir));
    console.log(
      `    techo de esta máquina por CPU (${cpus().length} núcleos): ${techo(total(P.soloEmitir.cpu))} documentos/s emitidos sin enviar (${ms(total(P.soloEmitir.cpu))} de CPU cada uno); ${techo(total(P.unaSerie.cpu, P.unaSerie.envio?.cpu))} emitidos y enviados (${ms(total(P.unaSerie.cpu, P.unaSerie.envio?.cpu))}, simulador incluido)`,
    );
    console.log(
      `    dos procesos contra uno: una serie ${P.dosUna.porSegundo.toFixed(1)} contra ${P.unaSerie.porSegundo.toFixed(1)} documentos/s; 8 series ${P.dosOcho.porSegundo.toFixed(1)} contra ${P.ochoSeries.porSegundo.toFixed(1)}`,
    );
    console.log(visible('aceptado → visible', P.visible));
    console.log(visible('aceptado → visible, emite B y escucha A', P.visibleCruzado));
  }
  if (!SOLO_EMISION) {
    console.log(`    siembra de ${DOCS.toLocaleString('es-CR')} documentos: ${P.siembra.toFixed(0)} s (y vacuum y checkpoint después, aparte: ${P.mantenimiento.toFixed(0)} s)`);
    console.log(lista(`lista con ${P.total.toLocaleString('es-CR')} documentos`, P.lista));
    console.log(
      lista(
        `lista mientras se vacía la cola (${P.listaDrenando.pendientes} pendientes al empezar)`,
        P.listaDrenando,
      ),
    );
  }
}
if (P?.explain) {
  console.log('  EXPLAIN (ANALYZE, BUFFERS) de una página profunda de la lista (proyección ligera, como jit_app):');
  console.log(P.explain.map((l) => `    ${l}`).join('\n'));
}
const L = resultados.pglite;
if (L) {
  console.log('  PGlite');
  if (!SOLO_LISTA) {
    console.log(emision('una serie, simulador dentro', L.unaSerie));
    console.log(
      `    mientras ${L.responde.enCola} documentos se envían al simulador (${L.responde.drenaje.toFixed(0)} s): página de lista p50 ${ms(L.responde.listaP50)}, p99 ${ms(L.responde.listaP99)}; una emisión p50 ${ms(L.responde.emisionP50)}, p99 ${ms(L.responde.emisionP99)}`,
    );
    console.log(visible('aceptado → visible', L.visible));
  }
  if (!SOLO_EMISION) {
    console.log(`    siembra de ${DOCS.toLocaleString('es-CR')} documentos: ${L.siembra.toFixed(0)} s`);
    console.log(lista(`lista con ${L.total.toLocaleString('es-CR')} documentos`, L.lista));
  }
}
console.log(
  '  Metas (issue 12): PostgreSQL ≥ 500 documentos/s con p99 < 50 ms; lista p99 < 10 ms, también con cola; siembra < 90 s; PGlite p99 < 200 ms mientras se vacía la cola; aceptado → visible p99 < 500 ms. Cifras medidas, nunca afirmadas.',
);
