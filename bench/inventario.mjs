#!/usr/bin/env node
// Stock ledger figures (prints them, never passes or fails on time), through the real GraphQL
// endpoint (apps/server/test/harness.ts): on in-memory PGlite by default, on PostgreSQL with
// TEST_DATABASE_URL (a throwaway database is made and dropped).
//   - applying the stock of 1,000 issued 10-line invoices (the factura.inventario handler alone,
//     on a worker that claims only that kind): movements per second;
//   - the kardex of one item with 100,000 movements: a page (15 rows) at the newest end and at
//     random cursors, p50/p99;
//   - the on-hand value of 20,000 items (MovimientoInventario.resumen) and a 50-row stock page.
//   node bench/inventario.mjs
//   TEST_DATABASE_URL=postgres://… node bench/inventario.mjs
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const { register } = await import('tsx/esm/api');
register();
const root = new URL('../apps/server/', import.meta.url).href;
const { startHarness, signup } = await import(`${root}test/harness.ts`);
const { OutboxWorker } = await import(`${root}src/jobs/outbox.ts`);
const { registrarEfectos } = await import(`${root}src/modules/inventario/efectos.ts`);
const { withTenant } = await import(`${root}src/db/tenant.ts`);
const { sql } = await import(`${root}node_modules/drizzle-orm/index.js`);
const { rowsOf } = await import(`${root}src/db/types.ts`);
const { createLogger } = await import(`${root}src/logger.ts`);

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x) => `${x.toFixed(2)} ms`;
const INVOICES = Number(process.env.BENCH_FACTURAS ?? 1000);
const KARDEX = Number(process.env.BENCH_KARDEX ?? 100_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const PAGINAS = Number(process.env.BENCH_PAGINAS ?? 200);

async function ok(h, query, variables, token) {
  const r = await h.gql(query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const h = await startHarness();
try {
  console.log(`Node ${process.version}, ${h.kind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory'}`);
  const a = await signup(h);
  await ok(h, 'mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, a.token);
  await ok(h, 'mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }', { i: { nombre: 'Bodega de Prueba S.A.', codigoActividad: [{ documento: '04', codigoActividad: '521201', modoLibre: false }] } }, a.token);

  // 1. Applying the stock of issued invoices.
  const items = [];
  for (let i = 0; i < 50; i++) {
    const d = await ok(h, 'mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre: `Artículo de prueba ${i}`, tipo: '02', codigo: '4526100000100', precioUnitario: '100', origenPrecio: 'precioUnitario' } }, a.token);
    items.push(d.Item.create._id);
    await ok(h, 'mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }', { i: { item: d.Item.create._id, cantidad: '1000000', costoUnitario: '40' } }, a.token);
  }
  const CREATE = 'mutation($i: FacturaInput!) { Factura { create(input: $i, inventario: true) { id } } }';
  const t0 = performance.now();
  const emitir = async (desde) => {
    for (let n = desde; n < INVOICES; n += 4) {
      const lineaDetalle = Array.from({ length: 10 }, (_, j) => ({ item: { _id: items[(n + j * 7) % 50] }, clasificacion: 'producto', cantidad: String((j % 3) + 1), detalle: 'Venta', precioUnitario: '100', codigoCABYS: '4526100000100' }));
      await ok(h, CREATE, { i: { documento: '04', detalleServicio: { lineaDetalle } } }, a.token);
    }
  };
  await Promise.all([0, 1, 2, 3].map(emitir));
  console.log(`issued ${INVOICES} 10-line invoices in ${((performance.now() - t0) / 1000).toFixed(1)} s (not the figure: their stock waits in the outbox)`);
  const worker = new OutboxWorker({ db: h.database.db, log: createLogger('silent'), batch: 50 });
  registrarEfectos({ db: h.database.db, services: { ...h.app.services, outbox: worker } });
  const t1 = performance.now();
  let jobs = 0;
  for (let n; (n = await worker.runOnce()) > 0; ) jobs += n;
  const took = (performance.now() - t1) / 1000;
  const [{ n: movs }] = await withTenant(h.database.db, a.emisor, (tx) => rowsOf(tx, sql`select count(*)::int as n from inventario_movimiento where origen = 'VENTA'`));
  console.log(`applying their stock: ${jobs} jobs, ${movs} movements in ${took.toFixed(2)} s = ${Math.round(movs / took)} movements/s`);

  // 2. One item's kardex with 100,000 movements (written straight into the table, running balance included).
  const uno = items[0];
  await withTenant(h.database.db, a.emisor, (tx) =>
    tx.execute(sql`insert into inventario_movimiento (emisor_id, id, item_id, fecha, origen, documento, costo_unitario, entrada_cantidad, entrada_valor, salida_cantidad, salida_valor, saldo_cantidad, saldo_valor, pp, peps, negativo, busqueda)
      select ${a.emisor}::uuid, (lpad(to_hex(1800000000000 + g), 12, '0') || '-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${uno}::uuid, now(), 'ENTRADA', 'B-' || g, '40', '1', '40', '0', '0', (1000000 + g), ((1000000 + g) * 40), '40', '0', false, 'articulo de prueba 0'
      from generate_series(1, ${KARDEX}) g`),
  );
  await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`analyze inventario_movimiento`));
  const PAGINA = 'query($item: ID, $c: String) { MovimientoInventario { readAllByEmisor(item: $item, cursor: $c, limit: 15) { feed { _id saldo { cantidad } } pageInfo { nextPageCursor } } } }';
  const cursores = [null];
  const ids = await withTenant(h.database.db, a.emisor, (tx) => rowsOf(tx, sql`select id::text as id from inventario_movimiento where item_id = ${uno}::uuid order by random() limit 40`));
  for (const r of ids) cursores.push(Buffer.from(r.id).toString('base64url'));
  for (let i = 0; i < 5; i++) await ok(h, PAGINA, { item: uno, c: cursores[i % cursores.length] }, a.token);
  const veces = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < PAGINAS; i++) {
    const t = performance.now();
    await ok(h, PAGINA, { item: uno, c: cursores[i % cursores.length] }, a.token);
    veces.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  // The CPU this process spent per page (server and client; the database's own is apart on
  // PostgreSQL): a figure a loaded machine disturbs far less than the latencies.
  console.log(`kardex page of an item with ${KARDEX.toLocaleString('en')} movements (15 rows, GraphQL round trip): p50 ${ms(pct(veces, 0.5))}, p99 ${ms(pct(veces, 0.99))} over ${PAGINAS} pages; ${ms((cpu.user + cpu.system) / 1000 / PAGINAS)} of this process's CPU a page (load ${loadavg()[0].toFixed(2)})`);

  // 3. The on-hand value of 20,000 items.
  await withTenant(h.database.db, a.emisor, async (tx) => {
    await tx.execute(sql`insert into item (emisor_id, id, tipo, nombre, nombre_plano, clasificacion, unidad_medida, codigo_moneda, costo_unitario_total, costo_unitario_total_general, utilidad, precio_unitario, precio_venta, precio_invertido, categorias, busqueda, cantidad, minimo)
      select ${a.emisor}::uuid, (lpad(to_hex(1900000000000 + g), 12, '0') || '-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, '02', 'Masivo ' || g, 'masivo ' || lpad(g::text, 6, '0'), 'producto', 'Unid', 'CRC', '10', '10', '45', '14.5', '16.385', '16.385', '[]'::jsonb, 'masivo ' || g, (g % 50), '10'
      from generate_series(1, ${ITEMS - 50}) g`);
    await tx.execute(sql`insert into inventario_existencia (emisor_id, item_id, cantidad, valor, pp, valor_peps, capas)
      select emisor_id, id, cantidad, cantidad * 10, '10', cantidad * 10, '[]'::jsonb from item where nombre like 'Masivo %'`);
  });
  await withTenant(h.database.db, a.emisor, async (tx) => {
    await tx.execute(sql`analyze item`);
    await tx.execute(sql`analyze inventario_existencia`);
  });
  const RESUMEN = '{ MovimientoInventario { resumen { articulos valorPP valorPEPS bajoMinimo porCategoria { nombre valorPP } } } }';
  const EXIST = '{ MovimientoInventario { readExistencias(limit: 50) { feed { cantidad valorPP } } } }';
  for (let i = 0; i < 3; i++) await ok(h, RESUMEN, {}, a.token);
  const tr = [];
  const te = [];
  let resumen;
  for (let i = 0; i < 30; i++) {
    let t = performance.now();
    resumen = await ok(h, RESUMEN, {}, a.token);
    tr.push(performance.now() - t);
    t = performance.now();
    await ok(h, EXIST, {}, a.token);
    te.push(performance.now() - t);
  }
  console.log(`on-hand value of ${resumen.MovimientoInventario.resumen.articulos.toLocaleString('en')} items (resumen: totals at pp and FIFO, by category): p50 ${ms(pct(tr, 0.5))}, p99 ${ms(pct(tr, 0.99))}`);
  console.log(`stock page of 50 items by name: p50 ${ms(pct(te, 0.5))}, p99 ${ms(pct(te, 0.99))}`);
} finally {
  await h.close();
}
