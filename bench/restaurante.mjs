#!/usr/bin/env node
// Restaurant figures (prints them, never passes or fails on time), with the built server
// (apps/server/dist/main.js, build it first) and the Hacienda simulator, each a process:
//   - from a waiter's RestaurantOrder.create to the order showing on every subscribed kitchen
//     screen (newRestaurantOrder over graphql-ws): p50/p95/p99 with 20 waiters sending orders at
//     once and 4 kitchen screens connected;
//   - billing a 4-way split of a 30-unit table: four signed tickets (Factura.create with `pedido`,
//     the service prorated), all four sent at once, wall time until the last is answered.
//   node bench/restaurante.mjs                                (PGlite, the default database)
//   TEST_DATABASE_URL=postgres://… node bench/restaurante.mjs (PostgreSQL)
//   MESEROS, PEDIDOS_POR_MESERO, COCINAS, PAUSA_MS (between one waiter's orders; 0 = a burst) to change the load.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, gql, waitFor } from './lib/servidor.mjs';

const ADMIN = process.env.TEST_DATABASE_URL;
const MESEROS = Number(process.env.MESEROS ?? 20);
const POR_MESERO = Number(process.env.PEDIDOS_POR_MESERO ?? 10);
const COCINAS = Number(process.env.COCINAS ?? 4);
/** Between one waiter's orders (a waiter sends one, walks to the next table); 0 = all at once. */
const PAUSA_MS = Number(process.env.PAUSA_MS ?? 1000);

const { register } = await import('tsx/esm/api');
register();
const server = new URL('../apps/server/', import.meta.url).href;
const { freshPostgres } = await import(`${server}test/harness.ts`);
const { servidorEnProceso, simuladorEnProceso, kill9, haciendaEn } = await import(`${server}test/procesos.ts`);
const { DEMO } = await import(`${server}src/seed/demo.ts`);
const requireServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { createClient } = requireServer('graphql-ws');
const WebSocket = requireServer('ws');

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

const base = ADMIN ? await freshPostgres(ADMIN) : null;
const dataDir = mkdtempSync(join(tmpdir(), 'jit-bench-restaurante-'));
const simulador = await simuladorEnProceso();
const port = await freePort();
const log = [];
const proceso = await servidorEnProceso(port, { ...(base ? { DATABASE_URL: base.url } : {}), DATA_DIR: dataDir, SEED_DEMO: 'true', ...haciendaEn(simulador.url) }, log);
const url = `http://127.0.0.1:${port}`;
const clientes = [];
try {
  await waitFor(`${url}/health`);
  const login = await gql(url, 'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token emisor } } }', { c: { email: DEMO.email, password: DEMO.password } });
  const { token: owner, emisor } = login.User.login;
  await gql(url, 'mutation { Emisor { setModules(restaurantModule: true, cashRegisterModule: true) { restaurantModule } } }', {}, owner);
  const restaurant = (await gql(url, 'mutation { Restaurant { create(input: { name: "Restaurante de la prueba" }) { _id } } }', {}, owner)).Restaurant.create._id;
  const mesas = Array.from({ length: MESEROS + 1 }, (_, k) => ({ number: k + 1 }));
  const zona = (await gql(url, 'mutation($i: ZoneInput!) { Zone { create(input: $i) { _id tables { _id } } } }', { i: { restaurant, name: 'Salón', tables: mesas } }, owner)).Zone.create;
  console.log(`Node ${process.version}, ${base ? 'PostgreSQL' : 'PGlite'}, the built server and the Hacienda simulator as processes; ${MESEROS} waiters × ${POR_MESERO} orders (${PAUSA_MS} ms between one waiter's orders), ${COCINAS} kitchen screens`);

  // The kitchen screens: each records when each order first reaches it.
  const llegadas = Array.from({ length: COCINAS }, () => new Map());
  for (let c = 0; c < COCINAS; c++) {
    const client = createClient({ url: url.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authToken: owner }, retryAttempts: 0, lazy: false });
    clientes.push(client);
    client.subscribe(
      { query: 'subscription($e: ID!) { newRestaurantOrder(emisor: $e) { operationType order { _id } } }', variables: { e: emisor } },
      { next: (v) => v.data?.newRestaurantOrder.operationType === 'CREATED' && !llegadas[c].has(v.data.newRestaurantOrder.order._id) && llegadas[c].set(v.data.newRestaurantOrder.order._id, performance.now()), error: () => undefined, complete: () => undefined },
    );
  }
  await new Promise((r) => setTimeout(r, 1000));

  const CREATE = 'mutation($i: RestaurantOrderInput!) { RestaurantOrder { create(input: $i) { _id } } }';
  const enviados = new Map();
  const respuestas = [];
  const items = [{ nombre: 'Casado', cantidad: 2, precioUnitario: '3500' }, { nombre: 'Fresco', cantidad: 2, precioUnitario: '1200', detalle: 'sin hielo' }];
  const t0Meseros = performance.now();
  await Promise.all(
    Array.from({ length: MESEROS }, async (_, m) => {
      await new Promise((r) => setTimeout(r, Math.random() * PAUSA_MS));
      for (let i = 0; i < POR_MESERO; i++) {
        if (i > 0 && PAUSA_MS) await new Promise((r) => setTimeout(r, PAUSA_MS));
        const t = performance.now();
        const id = (await gql(url, CREATE, { i: { restaurant, zone: zona._id, table: zona.tables[m]._id, items } }, owner)).RestaurantOrder.create._id;
        enviados.set(id, t);
        respuestas.push(performance.now() - t);
      }
    }),
  );
  const fin = performance.now() + 10_000;
  while (llegadas.some((l) => l.size < enviados.size) && performance.now() < fin) await new Promise((r) => setTimeout(r, 20));
  const lat = [];
  for (const l of llegadas) for (const [id, t] of enviados) if (l.has(id)) lat.push(l.get(id) - t);
  const perdidos = enviados.size * COCINAS - lat.length;
  if (process.env.DEBUG_PERDIDOS) console.log(log.join('').split('\n').filter((l) => /evento|warn|error/i.test(l)).slice(0, 10).join('\n'));
  if (process.env.DEBUG_PERDIDOS) for (const [c, l] of llegadas.entries()) for (const [id, t] of enviados) if (!l.has(id)) console.log(`pantalla ${c}: ${id} enviado a ${(t - t0Meseros).toFixed(0)} ms`);
  console.log(`create answered to the waiter: p50 ${pct(respuestas, 50).toFixed(0)} ms, p99 ${pct(respuestas, 99).toFixed(0)} ms`);
  console.log(`create → kitchen screen: ${lat.length} arrivals, p50 ${pct(lat, 50).toFixed(0)} ms, p95 ${pct(lat, 95).toFixed(0)} ms, p99 ${pct(lat, 99).toFixed(0)} ms, max ${Math.max(...lat).toFixed(0)} ms${perdidos ? `, ${perdidos} not received` : ''}`);

  // A 30-unit table split four ways, four tickets sent at once into the open cash session.
  const caja = (await gql(url, 'mutation { Caja { create(input: { name: "Caja de la prueba" }) { _id } } }', {}, owner)).Caja.create._id;
  const sesion = (await gql(url, 'mutation($i: SesionInput!) { Sesion { create(input: $i) { _id } } }', { i: { caja, montoInicial: '0' } }, owner)).Sesion.create._id;
  const platos = Array.from({ length: 10 }, (_, k) => ({ nombre: `Plato ${k + 1}`, cantidad: 3, precioUnitario: `${2000 + k * 333}.33` }));
  const mesa = (await gql(url, 'mutation($i: RestaurantOrderInput!) { RestaurantOrder { create(input: $i) { _id servicio items { _id nombre cantidad precioUnitario } } } }', { i: { restaurant, zone: zona._id, table: zona.tables[MESEROS]._id, items: platos } }, owner)).RestaurantOrder.create;
  // Unit u of item k goes to split (k * 3 + u) % 4.
  const cuentas = [0, 1, 2, 3].map(() => new Map());
  mesa.items.forEach((it, k) => {
    for (let u = 0; u < it.cantidad; u++) {
      const c = cuentas[(k * 3 + u) % 4];
      c.set(it._id, (c.get(it._id) ?? 0) + 1);
    }
  });
  const FACTURA = 'mutation($i: FacturaInput!) { Factura { create(input: $i) { id consecutivo clave } } }';
  const t0 = performance.now();
  const tiquetes = await Promise.all(
    cuentas.map((c) => {
      const partes = [...c].map(([id, cantidad]) => ({ it: mesa.items.find((x) => x._id === id), cantidad }));
      return gql(url, FACTURA, {
        i: {
          documento: '04',
          cajaSesion: sesion,
          medioPago: [{ tipoMedioPago: '01' }],
          detalleServicio: { lineaDetalle: partes.map((p) => ({ cantidad: String(p.cantidad), detalle: p.it.nombre, precioUnitario: p.it.precioUnitario, codigoCABYS: '8313100000200' })) },
          pedido: { _id: mesa._id, items: partes.map((p) => ({ _id: p.it._id, cantidad: p.cantidad })) },
        },
      }, owner);
    }),
  );
  const ms = performance.now() - t0;
  const final = (await gql(url, 'query($id: ID!) { RestaurantOrder { readById(_id: $id) { status servicio facturacion { servicio } } } }', { id: mesa._id }, owner)).RestaurantOrder.readById;
  const suma = final.facturacion.reduce((a, f) => a + Math.round(Number(f.servicio) * 100), 0) / 100;
  console.log(`4-way split of a 30-unit table: ${tiquetes.length} signed tickets in ${ms.toFixed(0)} ms; order ${final.status}; service per ticket ${final.facturacion.map((f) => f.servicio).join(' + ')} = ${suma.toFixed(2)} (table ${final.servicio})`);
} finally {
  for (const c of clientes) await c.dispose();
  await kill9(proceso);
  simulador.cerrar();
  await base?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
