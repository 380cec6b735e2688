#!/usr/bin/env node
// Payment figures (prints them, never passes or fails on time), on PostgreSQL, the server in this
// process (the harness the tests use):
//   - 1,000 payments on 1,000 credit invoices from 20 clients at once (Pago.create through GraphQL):
//     payments per second, then every invoice's saldo checked exact (total − what was paid);
//   - receivables aging (Pago.readAntiguedad) of one issuer with DOCS credit documents (default
//     1,000,000), the documents copied in SQL from one issued invoice (a smaller DOCS is fine on a
//     small machine: the figure printed says how many), with the summary's movements pending and
//     after folding them (the server folds a moment after each change).
//   TEST_DATABASE_URL=postgres://… node bench/pago.mjs   (PAGOS, CLIENTES, DOCS to change the load)
import { performance } from 'node:perf_hooks';

if (!process.env.TEST_DATABASE_URL) {
  console.error('Falta TEST_DATABASE_URL (un PostgreSQL donde crear una base de datos de prueba).');
  process.exit(2);
}
const PAGOS = Number(process.env.PAGOS ?? 1000);
const CLIENTES = Number(process.env.CLIENTES ?? 20);
const DOCS = Number(process.env.DOCS ?? 1_000_000);

const { register } = await import('tsx/esm/api');
register();
const server = new URL('../apps/server/', import.meta.url).href;
const { startHarness, signup } = await import(`${server}test/harness.ts`);
const { crear, factura, linea } = await import(`${server}test/factura-helpers.ts`);
const { withTenant } = await import(`${server}src/db/tenant.ts`);
const { sql } = await import(new URL('../apps/server/node_modules/drizzle-orm/index.js', import.meta.url).href);

const ok = async (h, q, v, t) => {
  const r = await h.gql(q, v, t);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};

const h = await startHarness();
try {
  console.log(`Node ${process.version}, ${h.kind}; ${PAGOS} pagos desde ${CLIENTES} clientes; antigüedad con ${DOCS} documentos`);
  const a = await signup(h);
  const rec = (await ok(h, `mutation { Receptor { create(input: { nombre: "Cliente Bench", identificacion: { tipo: "02", numero: "3101555555" } }) { id } } }`, {}, a.token)).Receptor.create.id;
  const modelo = await crear(h, a.token, factura({ receptor: { id: rec, nombre: 'Cliente Bench', identificacion: { tipo: '02', numero: '3101555555' } }, condicionVenta: '02', plazoCredito: 30, detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '10000' })] } }));
  // Copies of the issued invoice (their own ids and numbers, the full saldo), spread over 400 days.
  const copiar = (n, desde) =>
    withTenant(h.database.db, a.emisor, (tx) =>
      tx.execute(sql`insert into factura (emisor_id, id, documento, estado_documento, consecutivo, sucursal, terminal, numero, fecha_emision, created_at, updated_at,
          receptor_id, receptor_nombre, condicion_venta, plazo_credito, codigo_moneda, tipo_cambio, total_comprobante, saldo, datos)
        select f.emisor_id, gen_random_uuid(), f.documento, f.estado_documento, 'B' || lpad((${desde}::bigint + g)::text, 19, '0'), 9, 9, ${desde}::bigint + g,
          f.fecha_emision - ((g % 400) || ' days')::interval, f.created_at, f.updated_at, f.receptor_id, f.receptor_nombre, f.condicion_venta, f.plazo_credito,
          f.codigo_moneda, f.tipo_cambio, f.total_comprobante, f.total_comprobante, '{}'::jsonb
        from factura f, generate_series(1, ${n}) g where f.id = ${modelo.id}::uuid`),
    );
  await copiar(PAGOS, 0);
  const ids = await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`select id from factura where sucursal = 9 order by numero`)).then((r) => r.rows.map((x) => x.id));
  const CREATE = `mutation($i: PagoInput!) { Pago { create(input: $i) { _id } } }`;
  // Each invoice of 11 300 takes one payment of 1 000 + (i mod 7) × 1 000.
  const monto = (i) => String(1000 + (i % 7) * 1000);
  let siguiente = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTES }, async () => {
      for (let i = siguiente++; i < ids.length; i = siguiente++) await ok(h, CREATE, { i: { factura: { _id: ids[i] }, monto: monto(i) } }, a.token);
    }),
  );
  const t1 = performance.now();
  console.log(`pagos: ${ids.length} en ${((t1 - t0) / 1000).toFixed(1)} s = ${(ids.length / ((t1 - t0) / 1000)).toFixed(0)} pagos/s con ${CLIENTES} clientes a la vez`);
  const saldos = await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`select id, saldo::text as saldo from factura where sucursal = 9`)).then((r) => new Map(r.rows.map((x) => [x.id, x.saldo])));
  const malos = ids.filter((id, i) => Number(saldos.get(id)) !== 11300 - Number(monto(i)));
  console.log(`saldos: ${malos.length === 0 ? 'los ' + ids.length + ' exactos' : malos.length + ' DISTINTOS de lo esperado'}`);

  for (let hecho = PAGOS; hecho < DOCS; ) {
    const n = Math.min(100_000, DOCS - hecho);
    await copiar(n, hecho);
    hecho += n;
  }
  await h.database.db.execute(sql`analyze factura`);
  const Q = `{ Pago { readAntiguedad { contraparte { nombre } documentos corriente d1a30 d31a60 d61a90 mas90 total } } }`;
  const contar = () =>
    withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`select (select count(*) from cobro_dia)::int as dia, (select count(*) from cobro_mov)::int as mov`)).then((r) => r.rows[0]);
  // The aging reads the summary by due day (day rows plus the movements not folded yet).
  const medir = async (nombre) => {
    const n = await contar();
    await ok(h, Q, {}, a.token);
    const tiempos = [];
    let fila;
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      const r = await ok(h, Q, {}, a.token);
      tiempos.push(performance.now() - s);
      fila = r.Pago.readAntiguedad[0];
    }
    tiempos.sort((x, y) => x - y);
    console.log(`antigüedad de ${DOCS} documentos de un emisor, ${nombre} (${n.dia} filas por día, ${n.mov} movimientos): mediana ${tiempos[2].toFixed(0)} ms (mín ${tiempos[0].toFixed(0)}, máx ${tiempos[4].toFixed(0)})`);
    return fila;
  };
  const antes = await medir('sin plegar');
  const t = performance.now();
  await h.app.services.plegador.plegar(a.emisor);
  console.log(`plegar los movimientos: ${(performance.now() - t).toFixed(0)} ms`);
  const despues = await medir('plegada');
  console.log(`antigüedad: ${JSON.stringify(despues)}${JSON.stringify(antes) === JSON.stringify(despues) ? '' : ' (DISTINTA sin plegar: ' + JSON.stringify(antes) + ')'}`);
} finally {
  await h.close();
}
