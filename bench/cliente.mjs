#!/usr/bin/env node
// Customer figures (prints them, never passes or fails on time), through the real GraphQL endpoint
// (apps/server/test/harness.ts) on PostgreSQL when TEST_DATABASE_URL names a server (the issue's
// figures are PostgreSQL's), else on in-memory PGlite:
//   - Cliente.readBySearchString over 100,000 customers by name, identification and phone
//     (trigram index on the `busqueda` column, migration 0021): p50/p95 per request, and the plan;
//   - the daily cycle pass (ruling B-2) over the same 100,000 customers with 150,000 documents.
//   TEST_DATABASE_URL=postgres://… node bench/cliente.mjs [--clientes 100000]
import { performance } from 'node:perf_hooks';

const { register } = await import('tsx/esm/api');
register();
const server = new URL('../apps/server/', import.meta.url).href;
const { startHarness, signup } = await import(`${server}test/harness.ts`);
const { withTenant } = await import(`${server}src/db/tenant.ts`);
const { rowsOf } = await import(`${server}src/db/types.ts`);
const { pasarCiclos } = await import(`${server}src/modules/cliente/ciclo-job.ts`);
// drizzle-orm as the server resolves it (the bench folder has no dependency of its own on it)
const { createRequire } = await import('node:module');
const { pathToFileURL } = await import('node:url');
const { sql } = await import(pathToFileURL(createRequire(new URL('../apps/server/package.json', import.meta.url)).resolve('drizzle-orm')).href);

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const N = Number(arg('clientes', 100_000));
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * p) - 1)];
const ms = (x) => `${x.toFixed(1)} ms`;
const NOMBRES = ['Ana', 'José', 'María', 'Luis', 'Sofía', 'Carlos', 'Lucía', 'Jorge', 'Valeria', 'Andrés', 'Daniela', 'Mario', 'Paola', 'Diego', 'Natalia', 'Ricardo', 'Gabriela', 'Fernando', 'Camila', 'Esteban'];
const APELLIDOS = ['Rodríguez', 'Jiménez', 'Mora', 'Vargas', 'Rojas', 'Araya', 'Solano', 'Chaves', 'Quesada', 'Núñez', 'Castro', 'Alvarado', 'Méndez', 'Sánchez', 'Ramírez', 'Campos', 'Herrera', 'Brenes', 'Calderón', 'Villalobos', 'Zúñiga', 'Cordero', 'Salas', 'Monge', 'Arias', 'Pérez', 'Soto', 'Guzmán', 'Blanco', 'Fallas'];
const lista = (xs) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);

const h = await startHarness();
try {
  const a = await signup(h);
  console.log(`Node ${process.version}, ${h.kind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory (set TEST_DATABASE_URL for the PostgreSQL figures)'}, ${N.toLocaleString('es-CR')} clientes`);
  let t = performance.now();
  await withTenant(h.database.db, a.emisor, async (tx) => {
    await tx.execute(sql`
      insert into receptor (emisor_id, id, nombre, identificacion_tipo, identificacion_numero, telefono, correo_electronico, created_at, updated_at)
      select ${a.emisor}::uuid, gen_random_uuid(),
        (${lista(NOMBRES)})[1 + i % 20] || ' ' || (${lista(APELLIDOS)})[1 + (i / 20) % 30] || ' ' || (${lista(APELLIDOS)})[1 + (i / 600) % 30] || ' ' || i,
        '01', '1' || lpad(i::text, 8, '0'), jsonb_build_object('codigoPais', '506', 'numTelefono', (80000000 + i)::text),
        'cliente' || i || '@correo.cr', now(), now()
      from generate_series(1, ${N}) as i`);
    // 150,000 sale documents over the last 14 months for half of the customers
    await tx.execute(sql`
      insert into factura (emisor_id, id, documento, estado_documento, consecutivo, sucursal, terminal, numero, fecha_emision, created_at, updated_at,
        condicion_venta, codigo_moneda, tipo_cambio, datos, receptor_id, receptor_nombre)
      select ${a.emisor}::uuid, gen_random_uuid(), '01', '3', lpad(k::text, 20, '0'), 1, 1, k,
        ${h.clock.now.toISOString()}::timestamptz - ((k * 7919) % 420) * interval '1 day', now(), now(), '01', 'CRC', 1, '{}'::jsonb, r.id, r.nombre
      from (select id, nombre, row_number() over (order by id) as n from receptor where identificacion_tipo = '01') r
      cross join generate_series(1, 3) as j
      cross join lateral (select (r.n * 3 + j)::bigint as k) kk
      where r.n % 2 = 0`);
  });
  console.log(`carga: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await h.database.vacuum();
  if (h.kind === 'postgres') {
    // PostgreSQL's autovacuum would analyze the new rows in its own time; the figures want the plan now
    const pgmod = await import(pathToFileURL(createRequire(new URL('../apps/server/package.json', import.meta.url)).resolve('pg')).href);
    const c = new pgmod.default.Client({ connectionString: h.config.DATABASE_URL });
    await c.connect();
    await c.query('analyze receptor; analyze factura');
    await c.end();
  }

  const BUSCAR = 'query($q: String!) { Cliente { readBySearchString(searchString: $q) { _id } } }';
  const consultas = ['jose mora', 'Núñez Castro', 'valeria', 'quesada arias 4', '100012345', '10009876', '80012345', '8009999', 'sofia rojas 77', 'zuñiga'];
  for (const q of consultas) for (let i = 0; i < 3; i++) await h.gql(BUSCAR, { q }, a.token); // warm-up
  const veces = [];
  const porConsulta = new Map();
  for (let i = 0; i < 20; i++)
    for (const q of consultas) {
      t = performance.now();
      const r = await h.gql(BUSCAR, { q }, a.token);
      const d = performance.now() - t;
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      veces.push(d);
      porConsulta.set(q, [...(porConsulta.get(q) ?? []), d]);
    }
  console.log(`Cliente.readBySearchString (whole request, ${veces.length} calls): p50 ${ms(pct(veces, 0.5))}  p95 ${ms(pct(veces, 0.95))}  max ${ms(Math.max(...veces))}`);
  for (const [q, xs] of porConsulta) console.log(`  «${q}»`.padEnd(24), `p50 ${ms(pct(xs, 0.5))}  p95 ${ms(pct(xs, 0.95))}`);
  // the query alone (the service's condition and order), without the request around it
  const solo = [];
  for (let i = 0; i < 10; i++)
    for (const q of ['jose mora', 'valeria', '100012345', '8009999']) {
      t = performance.now();
      await withTenant(h.database.db, a.emisor, (tx) => rowsOf(tx, sql`select id from receptor where busqueda like ${`%${q}%`} order by nombre, id limit 20`));
      solo.push(performance.now() - t);
    }
  console.log(`the search query alone (its own transaction, ${solo.length} runs): p50 ${ms(pct(solo, 0.5))}  p95 ${ms(pct(solo, 0.95))}`);
  const plan = await withTenant(h.database.db, a.emisor, (tx) =>
    rowsOf(tx, sql`explain select id from receptor where busqueda like ${'%jose mora%'} order by nombre limit 20`),
  );
  console.log('plan:', plan.map((p) => Object.values(p)[0]).filter((l) => /Scan|Index/.test(l)).map((l) => l.trim()).join(' | '));

  const cron = [
    { nombre: 'Fidelizacion', valor: 3, meses: 6 },
    { nombre: 'Retencion', valor: 60 },
    { nombre: 'Recuperacion', valor: 120 },
    { nombre: 'Finalizado', valor: 365 },
  ];
  for (const vuelta of ['first pass (most customers move)', 'second pass (nothing moves)']) {
    t = performance.now();
    const r = await withTenant(h.database.db, a.emisor, (tx) => pasarCiclos(tx, h.clock.now, cron));
    console.log(`daily cycle pass, ${vuelta}: ${((performance.now() - t) / 1000).toFixed(2)} s — ${r.revisados.toLocaleString('es-CR')} revisados, ${r.cambiados.toLocaleString('es-CR')} movidos`);
  }
} finally {
  await h.close();
}
