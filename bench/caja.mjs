#!/usr/bin/env node
// Cash-register figures (prints them, never passes or fails on time), on PostgreSQL with the built
// server (apps/server/dist/main.js, build it first) and the Hacienda simulator, each a process:
//   - 50 cashiers on 50 registers issuing tickets at once (cash, card plus cash, SINPE Móvil), each
//     ticket's tenders written into its session by the factura.caja handler: tickets/s and
//     movements/s, from the first ticket sent to the last movement written;
//   - closing a session of 5,000 movements (Sesion.cierreCaja: the count, the expected amount by tender).
//   TEST_DATABASE_URL=postgres://… node bench/caja.mjs   (CAJEROS, TIQUETES_POR_CAJERO to change the load)
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, gql } from './lib/servidor.mjs';

const ADMIN = process.env.TEST_DATABASE_URL;
if (!ADMIN) {
  console.error('Falta TEST_DATABASE_URL (un PostgreSQL donde crear una base de datos de prueba).');
  process.exit(2);
}
const CAJEROS = Number(process.env.CAJEROS ?? 50);
const POR_CAJERO = Number(process.env.TIQUETES_POR_CAJERO ?? 20);

const { register } = await import('tsx/esm/api');
register();
const server = new URL('../apps/server/', import.meta.url).href;
const { freshPostgres } = await import(`${server}test/harness.ts`);
const { servidorEnProceso, simuladorEnProceso, matar9 } = await import(`${server}test/procesos.ts`);
const { DEMO } = await import(`${server}src/seed/demo.ts`);
const pg = createRequire(new URL('../apps/server/package.json', import.meta.url))('pg');

const medios = (i) =>
  i % 3 === 0 ? { medioPago: [{ tipoMedioPago: '01' }], pagaCon: '20000' } : i % 3 === 1 ? { medioPago: [{ tipoMedioPago: '02', totalMedioPago: '1000' }, { tipoMedioPago: '01' }] } : { medioPago: [{ tipoMedioPago: '06' }] };

const base = await freshPostgres(ADMIN);
const dataDir = mkdtempSync(join(tmpdir(), 'jit-bench-caja-'));
const simulador = await simuladorEnProceso();
const port = await freePort();
const log = [];
const proceso = await servidorEnProceso({ port, dbUrl: base.url, dataDir, simUrl: simulador.url, log });
const url = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: base.url });
await db.connect();
try {
  const owner = (await gql(url, 'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }', { c: { email: DEMO.email, password: DEMO.password } })).User.login.token;
  await gql(url, 'mutation { Emisor { setModules(cashRegisterModule: true) { cashRegisterModule } } }', {}, owner);
  const rol = (await gql(url, 'mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }', { i: { name: 'Cajero de la prueba', events: [{ name: 'Cajas', group: [{ path: '/cajas/micaja', check: true }] }, { name: 'Facturación', group: [{ path: '/facturacion/facturar', check: true }] }] } }, owner)).Role.create._id;
  const cajeros = [];
  for (let c = 0; c < CAJEROS; c++) {
    const email = `cajero${c}.${Date.now()}@bench.jit.test`;
    await gql(url, 'mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }', { i: { email, fullname: `Cajero ${c}`, password: 'Cajero2026!', roles: [{ _id: rol, check: true }] } }, owner);
    const token = (await gql(url, 'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }', { c: { email, password: 'Cajero2026!' } })).User.login.token;
    const caja = (await gql(url, 'mutation($i: CajaInput!) { Caja { create(input: $i) { _id } } }', { i: { name: `Caja de la prueba ${c}` } }, owner)).Caja.create._id;
    const sesion = (await gql(url, 'mutation($i: SesionInput!) { Sesion { create(input: $i) { _id } } }', { i: { caja, montoInicial: '20000' } }, token)).Sesion.create._id;
    cajeros.push({ token, sesion });
  }
  console.log(`Node ${process.version}, PostgreSQL, the built server and the Hacienda simulator as processes; ${CAJEROS} cashiers × ${POR_CAJERO} tickets`);

  const CREATE = 'mutation($i: FacturaInput!, $k: String) { Factura { create(input: $i, idempotencyKey: $k) { id } } }';
  let esperados = 0;
  for (let c = 0; c < CAJEROS; c++) for (let i = 0; i < POR_CAJERO; i++) esperados += medios(c + i).medioPago.length;
  const t0 = performance.now();
  await Promise.all(
    cajeros.map(async ({ token, sesion }, c) => {
      for (let i = 0; i < POR_CAJERO; i++) {
        const input = { documento: '04', cajaSesion: sesion, ...medios(c + i), detalleServicio: { lineaDetalle: [{ cantidad: '1', detalle: `Artículo ${i}`, precioUnitario: `${1500 + i}.25`, codigoCABYS: '8313100000200' }] } };
        await gql(url, CREATE, { i: input, k: `bench-caja-${c}-${i}` }, token);
      }
    }),
  );
  const emitidos = performance.now() - t0;
  for (;;) {
    const r = await db.query("select count(*)::int as n from caja_movimiento where tipo = 'FACTURA'");
    if (r.rows[0].n >= esperados) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const total = performance.now() - t0;
  const tiquetes = CAJEROS * POR_CAJERO;
  console.log(`${tiquetes} tickets issued in ${(emitidos / 1000).toFixed(1)} s: ${(tiquetes / (emitidos / 1000)).toFixed(0)} tickets/s`);
  console.log(`${esperados} movements in their sessions ${(total / 1000).toFixed(1)} s after the first ticket: ${(esperados / (total / 1000)).toFixed(0)} movements/s`);

  // A session of 5,000 movements, then its closing.
  const caja = (await gql(url, 'mutation($i: CajaInput!) { Caja { create(input: $i) { _id } } }', { i: { name: 'Caja grande' } }, owner)).Caja.create._id;
  const sesion = (await gql(url, 'mutation($i: SesionInput!) { Sesion { create(input: $i) { _id } } }', { i: { caja, montoInicial: '50000' } }, owner)).Sesion.create._id;
  await db.query(
    `insert into caja_movimiento (emisor_id, id, sesion_id, tipo, medio_pago, medio_hacienda, monto_ingreso, detalle, created_at)
     select s.emisor_id, gen_random_uuid(), s.id, 'FACTURA', (array['EFECTIVO','TARJETA','TRANSFERENCIA'])[1 + g % 3], (array['01','02','06'])[1 + g % 3], 1000 + g % 500, 'Tiquete ' || g, now()
     from caja_sesion s, generate_series(1, 5000) g where s.id = $1`,
    [sesion],
  );
  const veces = [];
  const t = performance.now();
  const r = await gql(url, 'mutation($c: ID!, $s: ID!) { Sesion { cierreCaja(caja: $c, sesion: $s, contador: [{ moneda: "20000", cantidadMoneda: 10 }]) { balance { esperado dif } lineas { linea } } } }', { c: caja, s: sesion }, owner);
  veces.push(performance.now() - t);
  console.log(`closing a session of 5,000 movements (cierreCaja through GraphQL): ${veces[0].toFixed(0)} ms; ${r.Sesion.cierreCaja.lineas.length} tender lines, esperado ₡${r.Sesion.cierreCaja.balance.esperado}`);
} finally {
  await db.end();
  await matar9(proceso);
  simulador.cerrar();
  await base.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
