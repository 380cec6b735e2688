// Lists, search, reports and dashboard of the documents at 1,000,000 documents for one issuer,
// on PostgreSQL. Seeds with SQL (3 years of sales, tickets, credit notes, purchases, proformas,
// two lines each, 5,000 customers with accents, 10 % in dollars), then times every read
// operation through the real GraphQL endpoint (in process) and prints, for every SQL statement
// it ran, EXPLAIN (ANALYZE, BUFFERS) as the application role under row-level security: the scans
// used, the rows read and the time. Prints figures; never fails on them.
//
// Usage: node bench/reportes.mjs [--docs 1000000] [--runs 5] [--keep]
//   DATABASE_URL=postgres://… to use a server of yours (a database jit_bench_reportes is created
//   and dropped on it); otherwise a throwaway cluster is started (scripts/pg-cluster.mjs).
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = join(fileURLToPath(import.meta.url), '../..');
const server = (p) => join(root, 'apps/server', p);
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg('docs', 1_000_000);
const RUNS = arg('runs', 5);
const NOW = new Date('2026-11-22T15:00:00Z');
const pg = createRequire(server('package.json'))('pg');

// ------------------------------------------------------------------ database and app
let cluster = null;
let adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  const { startCluster } = await import(join(root, 'scripts/pg-cluster.mjs'));
  cluster = await startCluster();
  adminUrl = cluster.url;
}
const DB = 'jit_bench_reportes';
const admin0 = new pg.Client({ connectionString: adminUrl });
await admin0.connect();
await admin0.query(`drop database if exists ${DB} with (force)`);
await admin0.query(`create database ${DB}`);
await admin0.end();
const url = new URL(adminUrl);
url.pathname = `/${DB}`;

const { loadConfig } = await import(server('src/config.ts'));
const { createLogger } = await import(server('src/logger.ts'));
const { openDatabase } = await import(server('src/db/client.ts'));
const { createApp } = await import(server('src/app.ts'));
const { seedCatalogo } = await import(server('src/seed/catalogo.ts'));
const { SANDBOX_CAPTCHA_TOKEN } = await import(server('src/sandbox/recaptcha.ts'));

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', DATABASE_URL: url.toString() });
const log = createLogger('silent');
const database = await openDatabase({ databaseUrl: url.toString(), log, poolSize: 5 });
await seedCatalogo(database.db);
const app = await createApp({ config, database, log, now: () => new Date(NOW), startWorker: false });

async function gql(query, variables, token) {
  const res = await app.yoga.fetch('http://jit.bench/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-jit-client-ip': '10.1.2.3', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}
async function cuenta(n) {
  const r = await gql(`mutation($i: SignupInput!) { User { create(input: $i) { token emisor } } }`, {
    i: { fullname: 'Bench', email: `bench${n}@jit.cr`, password: 'Clave2026!', profile: 'PRO', reCaptcha: SANDBOX_CAPTCHA_TOKEN },
  });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.User.create;
}
const a = await cuenta(1);
const b = await cuenta(2);
for (const u of [a, b])
  await gql(`mutation { Emisor { setModules(inventoryModule: true, bulkBillingModule: true) { inventoryModule } } }`, {}, u.token);

// ------------------------------------------------------------------ seed
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
const t0 = Date.now();
const paso = (msg) => console.log(`  ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  ${msg}`);
console.log(`Sembrando ${N.toLocaleString('es-CR')} documentos del emisor ${a.emisor} (PostgreSQL ${(await admin.query('show server_version')).rows[0].server_version}):`);

// Bulk load without the per-row triggers and secondary indexes; then build the indexes and fill
// the read models with the migration's own backfill statements.
const indices = (
  await admin.query(`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('factura', 'factura_linea', 'transaccion') and indexname not like '%_pk'`)
).rows;
for (const i of indices) await admin.query(`drop index ${i.indexname}`);
await admin.query(`set session_replication_role = replica`);

// The summary as the API returns it (the bench fills the two totals a list shows; the rest 0).
const TOTALES_API = ['totalServGravados', 'totalServExentos', 'totalServExonerado', 'totalServNoSujeto', 'totalMercanciasGravadas', 'totalMercanciasExentas',
  'totalMercExonerada', 'totalMercNoSujeta', 'totalGravado', 'totalExento', 'totalExonerado', 'totalNoSujeto', 'totalVenta', 'totalDescuentos', 'totalVentaNeta',
  'totalImpuesto', 'totalImpAsumEmisorFabrica', 'totalIVADevuelto', 'totalOtrosCargos', 'totalComprobante'];
const CEROS = `'${JSON.stringify(Object.fromEntries(TOTALES_API.map((k) => [k, '0'])))}'::jsonb`;
const seed = (emisor, n) => `
  create temp table cli as
  select g as k,
    (array['María','José','Ana','Luis','Óscar','Sofía','Andrés','Ramón','Inés','Raúl','Mónica','Jesús'])[1 + (g * 7) % 12] || ' ' ||
    (array['Pérez','Ñanduti','Rodríguez','Jiménez','Solís','Mora','Vargas','Gómez','Chacón','Núñez','Quirós','Araya'])[1 + (g * 11) % 12] || ' ' ||
    (array['Álvarez','Castro','Rojas','León','Fernández','Hernández'])[1 + (g * 13) % 6] || ' ' || g::text as nombre,
    (100000000 + g * 7919)::text as ident,
    md5('cli' || g)::uuid as id
  from generate_series(1, 5000) g;

  create temp table d1 as
  select x.*, row_number() over (partition by documento order by g) as numero,
    case when g % 10 = 0 then 'USD' else 'CRC' end as moneda,
    round(((g::bigint * 7919) % 100000) / 100.0 + 1000, 5) as a,
    round(((g::bigint * 104729) % 50000) / 100.0 + 500, 5) as b,
    (array[13, 13, 13, 13, 13, 13, 13, 4, 1, 0])[1 + g % 10] as r,
    case when documento = '04' and (g % 5) < 3 then null else 1 + ((g::bigint * 31 + (g / 1000)) % 5000)::int end as k
  from (
    select g, timestamptz '${NOW.toISOString()}' - ((${n} - g) * (interval '1096 days' / ${n})) as fecha,
      case when h < 55 then '01' when h < 85 then '04' when h < 88 then '03' when h < 90 then '08' when h < 95 then '05'
           when h < 96 then '09' when h < 98 then 'proforma' when h < 99 then '99' else '02' end as documento
    from (select g, ((g::bigint * 2654435761) % 100)::int as h from generate_series(1, ${n}) g) y
  ) x;

  insert into factura (emisor_id, id, documento, estado_documento, clave, clave_fe, consecutivo, sucursal, terminal, numero, situacion,
    fecha_emision, created_at, updated_at, receptor_id, receptor_nombre, receptor_identificacion, condicion_venta, codigo_moneda, tipo_cambio,
    total_serv_gravados, total_serv_exentos, total_mercancias_gravadas, total_gravado, total_exento, total_venta, total_venta_neta,
    total_impuesto, total_comprobante, saldo, bulk, estado_proforma, referencia_id, datos)
  select '${emisor}'::uuid,
    (lpad(to_hex((extract(epoch from fecha) * 1000)::bigint), 12, '0') || '7' || substr(md5(g::text), 1, 3) || '8' || substr(md5(g::text), 4, 15))::uuid,
    documento,
    case when documento in ('99', 'proforma') then '8' when fecha > timestamptz '${NOW.toISOString()}' - interval '1 day' then '1' when g % 50 = 0 then '4' else '3' end,
    case when documento in ('99', 'proforma') then null
      else '506' || to_char(fecha, 'DDMMYY') || '000310112345' || '00100001' || lpad(documento, 2, '0') || lpad(numero::text, 10, '0') || '1' || lpad((g % 99999999)::text, 8, '0') end,
    case when documento = '05' then '506' || to_char(fecha, 'DDMMYY') || '000310199999' || '00100001' || case when g % 20 = 0 then '03' else '01' end || lpad(g::text, 10, '0') || '112345678' end,
    case when documento in ('99', 'proforma') then upper(documento) || '-001-00001-' || lpad(numero::text, 10, '0') else '00100001' || lpad(documento, 2, '0') || lpad(numero::text, 10, '0') end,
    1, 1, numero, '1', fecha, case when documento in ('05', '08') and g % 7 = 0 then fecha + interval '20 days' else fecha end, fecha,
    cli.id, coalesce(cli.nombre, case when documento = '04' then 'Cliente Contado' end), cli.ident,
    case when g % 4 = 0 then '02' else '01' end, moneda, case when moneda = 'USD' then 505.5 else 1 end,
    s.b * (r > 0)::int, s.b * (r = 0)::int, s.a, s.a + s.b * (r > 0)::int, s.b * (r = 0)::int, s.a + s.b, s.a + s.b,
    round(s.a * 0.13, 5) + round(s.b * r / 100.0, 5), s.a + s.b + round(s.a * 0.13, 5) + round(s.b * r / 100.0, 5),
    case when g % 4 = 0 and fecha > timestamptz '${NOW.toISOString()}' - interval '90 days' then s.a + s.b + round(s.a * 0.13, 5) + round(s.b * r / 100.0, 5) else 0 end,
    documento = '04' and g % 20 = 0,
    case when documento = 'proforma' then case when g % 3 = 0 then 'FACTURADA' else 'PENDIENTE' end end,
    null,
    jsonb_build_object('emisor', jsonb_build_object('id', '${emisor}', 'nombre', 'Emisor de prueba', 'identificacion', jsonb_build_object('tipo', '02', 'numero', '3101123456')),
      'receptor', case when cli.id is null then null else jsonb_build_object('id', cli.id, 'nombre', cli.nombre) end,
      'codigoActividad', '000000', 'detalleServicio', jsonb_build_object('lineaDetalle', '[]'::jsonb), 'otrosCargos', '[]'::jsonb,
      'resumenFactura', jsonb_build_object('codigoTipoMoneda', jsonb_build_object('codigoMoneda', jsonb_build_object('id', moneda, 'value', moneda, 'simbolo', moneda), 'tipoCambio', '1'),
        'medioPago', '[]'::jsonb, 'totalDesgloseImpuesto', '[]'::jsonb) || ${CEROS}
        || jsonb_build_object('totalComprobante', (s.a + s.b + round(s.a * 0.13, 5) + round(s.b * r / 100.0, 5))::text, 'totalVentaNeta', (s.a + s.b)::text),
      'informacionReferencia', '[]'::jsonb, 'otros', null, 'mensaje', null)
  from (select d1.*, case when moneda = 'USD' then round(a / 500, 5) else a end as a2, case when moneda = 'USD' then round(b / 500, 5) else b end as b2 from d1) d1
  cross join lateral (select d1.a2 as a, d1.b2 as b) s
  left join cli on cli.k = d1.k;

  insert into factura_linea (emisor_id, factura_id, numero_linea, item_id, item_nombre, clasificacion, es_servicio, codigo_cabys, detalle, unidad_medida,
    cantidad, precio_unitario, monto_total, sub_total, base_imponible, impuestos, tarifa_iva, codigo_tarifa_iva, monto_impuesto, impuesto_neto, monto_total_linea, tratamiento)
  select f.emisor_id, f.id, n, md5('item' || ((f.numero * 7 + n) % 300))::uuid, 'Artículo ' || ((f.numero * 7 + n) % 300), case when n = 1 then 'producto' else 'servicio' end, n = 2,
    '4311100000000', 'Artículo ' || ((f.numero * 7 + n) % 300), 'Unid', 1, x.sub, x.sub, x.sub, x.sub,
    case when x.r > 0 then jsonb_build_array(jsonb_build_object('codigo', '01', 'codigoTarifaIVA', case x.r when 13 then '08' when 4 then '04' else '02' end, 'tarifa', x.r::text,
      'monto', round(x.sub * x.r / 100.0, 5)::text, 'exoneracion', null)) else '[]'::jsonb end,
    nullif(x.r, 0), case x.r when 13 then '08' when 4 then '04' when 1 then '02' end, round(x.sub * x.r / 100.0, 5), round(x.sub * x.r / 100.0, 5),
    x.sub + round(x.sub * x.r / 100.0, 5), case when x.r > 0 then 'gravado' else 'exento' end
  from factura f cross join generate_series(1, 2) n
  cross join lateral (
    select case when n = 1 then f.total_mercancias_gravadas else f.total_venta_neta - f.total_mercancias_gravadas end as sub,
      case when n = 1 then 13 when f.total_exento > 0 then 0
        else round((f.total_impuesto - round(f.total_mercancias_gravadas * 0.13, 5)) * 100 / nullif(f.total_venta_neta - f.total_mercancias_gravadas, 0))::int end as r
  ) x
  where f.emisor_id = '${emisor}'::uuid;

  insert into consecutivo (emisor_id, sucursal, terminal, documento, ultimo, updated_at)
  select '${emisor}'::uuid, 1, 1, documento, max(numero), now() from d1 group by documento;

  insert into transaccion (emisor_id, id, tipo, fecha, concepto, monto, codigo_moneda, estado, created_at)
  select '${emisor}'::uuid, md5('tr' || g)::uuid, 'INGRESO', timestamptz '${NOW.toISOString()}' - g * interval '15 minutes', 'Abono ' || g, 1000 + g % 997, 'CRC', true, now()
  from generate_series(1, ${Math.round(n / 10)}) g;

  drop table cli; drop table d1;`;

await admin.query(seed(a.emisor, N));
paso(`documentos, ${(2 * N).toLocaleString('es-CR')} líneas y ${Math.round(N / 10).toLocaleString('es-CR')} transacciones cargados`);
await admin.query(seed(b.emisor, 2000));
paso('2.000 documentos de otro emisor');
await admin.query(`set session_replication_role = origin`);
for (const i of indices) await admin.query(i.indexdef);
paso(`${indices.length} índices reconstruidos`);
// The read models, filled by the migrations' own backfill statements, in migration order.
const backfill = readdirSync(server('drizzle'))
  .filter((f) => /_factura_reportes(_totales)?_triggers\.sql$/.test(f))
  .sort()
  .flatMap((f) => readFileSync(server(`drizzle/${f}`), 'utf8').split('--> statement-breakpoint'))
  .filter((st) => /^\s*(--[^\n]*\n\s*)*(INSERT INTO|DELETE FROM) factura_(contraparte|resumen_dia|impuesto_dia)/.test(st));
for (const st of backfill) await admin.query(st);
paso(`factura_contraparte, factura_resumen_dia y factura_impuesto_dia llenadas (${backfill.length} sentencias de las migraciones)`);
await admin.query('vacuum (analyze)');
paso('VACUUM ANALYZE');
const tam = (
  await admin.query(`select relname, pg_size_pretty(pg_total_relation_size(oid)) s from pg_class where relname in ('factura', 'factura_linea', 'factura_contraparte', 'factura_resumen_dia', 'factura_impuesto_dia') order by 1`)
).rows;
console.log(`  tamaños: ${tam.map((r) => `${r.relname} ${r.s}`).join(', ')}`);
const filas = (await admin.query(`select count(*) n from factura_contraparte where emisor_id = $1`, [a.emisor])).rows[0].n;
const dias = (await admin.query(`select count(*) n from factura_resumen_dia where emisor_id = $1`, [a.emisor])).rows[0].n;
console.log(`  contrapartes del emisor: ${filas}; filas de resumen diario: ${dias}; shared_buffers ${(await admin.query('show shared_buffers')).rows[0].shared_buffers}`);

// ------------------------------------------------------------------ what to measure
const muestra = (await admin.query(`select consecutivo, clave, numero, receptor_id from factura where emisor_id = $1 and documento = '01' and receptor_id is not null order by fecha_emision desc limit 1 offset 5000`, [a.emisor])).rows[0];
const P = `feed { id consecutivo fechaEmision receptor { nombre } resumenFactura { totalComprobante } saldo } pageInfo { nextPageCursor hasNextPage }`;
const M = `documentos totalVentaNeta totalImpuesto totalComprobante`;
const OPS = [
  ['Factura.readByEmisor (módulo de documentos), 01, 1.ª página', `{ Factura { readByEmisor(documento: "01") { ${P} } } }`],
  ['readDocumentosBySearchString nombre raro «Jiménez 4242»', `{ Factura { readDocumentosBySearchString(searchString: "jimenez 4242") { ${P} } } }`],
  ['readDocumentosBySearchString nombre común «maría pérez»', `{ Factura { readDocumentosBySearchString(searchString: "maría pérez", documento: "01") { ${P} } } }`],
  ['readDocumentosBySearchString muy común «a» (recorrido por fecha)', `{ Factura { readDocumentosBySearchString(searchString: "a", documento: "01") { ${P} } } }`],
  ['readDocumentosBySearchString número del consecutivo', `{ Factura { readDocumentosBySearchString(searchString: "${muestra.numero}") { ${P} } } }`],
  ['readDocumentosBySearchString consecutivo completo', `{ Factura { readDocumentosBySearchString(searchString: "${muestra.consecutivo}") { ${P} } } }`],
  ['readDocumentosBySearchString clave', `{ Factura { readDocumentosBySearchString(searchString: "${muestra.clave}") { ${P} } } }`],
  ['readDocumentosCredito (pendientes)', `{ Factura { readDocumentosCredito { ${P} } } }`],
  ['readDocumentosCredito showPagadas', `{ Factura { readDocumentosCredito(showPagadas: true) { ${P} } } }`],
  ['readDocumentosCredito isFEC', `{ Factura { readDocumentosCredito(isFEC: true) { ${P} } } }`],
  ['readCreditoBySearchString «rodriguez»', `{ Factura { readCreditoBySearchString(searchString: "rodriguez") { ${P} } } }`],
  ['readDocumentosProforma PENDIENTE', `{ Factura { readDocumentosProforma(estadoProforma: "PENDIENTE") { ${P} } } }`],
  ['readProformaBySearchString «solis»', `{ Factura { readProformaBySearchString(searchString: "solis") { ${P} } } }`],
  ['readByDateRange un mes, todos los tipos', `{ Factura { readByDateRange(inicio: "2026-10-01", final: "2026-10-31") { ${P} } } }`],
  ['readByDateRange un día, 01, limit 100', `{ Factura { readByDateRange(inicio: "2026-10-15", final: "2026-10-15", documento: "01", limit: 100) { ${P} } } }`],
  ['readBulkByDateRange un mes', `{ Factura { readBulkByDateRange(inicio: "2026-10-01", final: "2026-10-31") { ${P} } } }`],
  ['readCreditoByDateRange un mes', `{ Factura { readCreditoByDateRange(inicio: "2026-10-01", final: "2026-10-31") { ${P} } } }`],
  ['readProformaByDateRange un año', `{ Factura { readProformaByDateRange(inicio: "2025-11-22", final: "2026-11-22") { ${P} } } }`],
  ['readByFilter un cliente', `{ Factura { readByFilter(filter: { receptor: "${muestra.receptor_id}" }) { ${P} } } }`],
  ['readByFilter USD rechazados', `{ Factura { readByFilter(filter: { codigoMoneda: "USD", estadoDocumento: ["4"] }) { ${P} } } }`],
  [
    'generarReporte Este Mes completo (filas, monedas, tarifas, otros cargos)',
    `{ Factura { generarReporte(showOtrosCargos: true) { periodo { nombre } ventas { id totalComprobante } notaCredito { id } monedas { codigoMoneda neto { ${M} } } colones { neto { ${M} } } impuestos { tarifa neto { base impuesto } } otrosCargos { neto } sinAceptar } } }`,
  ],
  ['generarReporte Este Mes solo totales y tarifas', `{ Factura { generarReporte { colones { neto { ${M} } } impuestos { tarifa neto { base impuesto } } } } }`],
  ['generarReporte Este Mes, totales leyendo los documentos (filtro sucursal)', `{ Factura { generarReporte(filter: { sucursal: 1 }) { colones { neto { ${M} } } impuestos { tarifa neto { base impuesto } } } } }`],
  ['generarReporte últimos 90 días, solo totales', `{ Factura { generarReporte(filter: { periodo: ULTIMOS_90_DIAS }) { colones { neto { ${M} } } } } }`],
  ['generarReporteCompras Este Mes', `{ Factura { generarReporteCompras { compras { id } notaCredito { id } colones { neto { ${M} } } impuestos { tarifa neto { base } } } } }`],
  ['ventasCliente (12 meses)', `{ Factura { ventasCliente(_id: "${muestra.receptor_id}") { facturas { ${P} } itemGroup { detalle cantidad total } colones { neto { ${M} } } } } }`],
  ['crearEstadisticas Este Mes', `{ Factura { crearEstadisticas { documentos items { nombre porc receptores { id } dias { date } } } } }`],
  ['crearEstadisticasCompras Este Mes', `{ Factura { crearEstadisticasCompras { _id items { nombre montoTotalLinea } } } }`],
  ['readTotalDocumentos 01', `{ Factura { readTotalDocumentos(documento: "01") { cantidad totales { codigoMoneda total } totalCRC } } }`],
  ['readTotalDocumentosCobrar', `{ Factura { readTotalDocumentosCobrar(showContado: true) { cantidad saldoCRC } } }`],
  ['readTotalDocumentosPagar', `{ Factura { readTotalDocumentosPagar { cantidad saldoCRC } } }`],
  ['readFacturasMesByEmisor 12 meses', `{ Factura { readFacturasMesByEmisor { createdAt { year month } totalComprobante } } }`],
  ['readSumaMontosFacturasMesByEmisor', `{ Factura { readSumaMontosFacturasMesByEmisor { documento total } } }`],
  ['readSumaMontosFacturasAceptadasMesByEmisor', `{ Factura { readSumaMontosFacturasAceptadasMesByEmisor { documento total } } }`],
  ['readSumaMontosFacturasMesyAnteriorByEmisor', `{ Factura { readSumaMontosFacturasMesyAnteriorByEmisor { prev { total } current { total } } } }`],
  ['readVentasDiarias 30 días', `{ Factura { readVentasDiarias { day total } } }`],
  ['readStatsByEmisor todo', `{ Factura { readStatsByEmisor(filter: { periodo: TODO }) { estadoDocumento { value } count } } }`],
  ['readTransactionsByEmisor', `{ Factura { readTransactionsByEmisor(limit: 20) { feed { _id monto } pageInfo { hasNextPage } } } }`],
];

// Record the SQL each operation sends (the server's pg client), to EXPLAIN it afterwards.
let grabando = null;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, ...rest) {
  if (grabando) {
    const text = typeof config === 'string' ? config : config?.text;
    const vals = Array.isArray(values) ? values : config?.values;
    // Only the operation's own statements (not the session's reads of usuario/emisor/rol).
    if (text && /\b(factura\w*|transaccion|consecutivo)\b/.test(text) && !/^\s*(begin|commit|rollback)/i.test(text)) grabando.push({ text, values: vals ?? [] });
  }
  return original.call(this, config, values, ...rest);
};

function resumenPlan(plan) {
  const nodos = [];
  const visitar = (n) => {
    const rel = n['Index Name'] ?? n['Relation Name'];
    if (/Scan/.test(n['Node Type']) && rel) nodos.push(`${n['Node Type'].replace(' Scan', '')} ${rel} ${n['Actual Rows'] * (n['Actual Loops'] ?? 1)}`);
    for (const c of n.Plans ?? []) visitar(c);
  };
  visitar(plan.Plan);
  return nodos;
}

async function explicar(q) {
  await admin.query('begin');
  try {
    await admin.query('set local role jit_app');
    await admin.query(`select set_config('app.emisor_id', $1, true)`, [a.emisor]);
    const r = await admin.query(`explain (analyze, buffers, format json) ${q.text}`, q.values);
    return r.rows[0]['QUERY PLAN'][0];
  } finally {
    await admin.query('rollback');
  }
}

const mediana = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(`\nCada operación: 1 vuelta de calentamiento y ${RUNS} medidas por el endpoint GraphQL (en proceso); luego EXPLAIN ANALYZE de cada sentencia como jit_app con RLS.`);
console.log('Escaneos: tipo índice-o-tabla filas-leídas. «Seq» sobre factura o factura_linea sería un problema.\n');
const resultados = [];
for (const [titulo, query] of OPS) {
  const prueba = await gql(query, {}, a.token);
  if (prueba.errors) {
    console.log(`✗ ${titulo}: ${JSON.stringify(prueba.errors)}`);
    continue;
  }
  const tiempos = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await gql(query, {}, a.token);
    tiempos.push(performance.now() - s);
  }
  grabando = [];
  await gql(query, {}, a.token);
  const sentencias = grabando;
  grabando = null;
  const planes = [];
  for (const q of sentencias) {
    const p = await explicar(q);
    planes.push({ ms: p['Execution Time'], escaneos: resumenPlan(p) });
  }
  const seq = planes.some((p) => p.escaneos.some((e) => /^Seq (factura|factura_linea|transaccion) /.test(e)));
  resultados.push({ titulo, mediana: mediana(tiempos), max: Math.max(...tiempos), sql: planes.reduce((s, p) => s + p.ms, 0), seq });
  console.log(`${seq ? '!' : '·'} ${titulo}: mediana ${mediana(tiempos).toFixed(1)} ms, máx ${Math.max(...tiempos).toFixed(1)} ms`);
  for (const p of planes) console.log(`      ${p.ms.toFixed(2).padStart(8)} ms  ${p.escaneos.join('; ') || '(sin tablas)'}`);
}

console.log('\nResumen (ms por el endpoint; SQL = suma de Execution Time de EXPLAIN ANALYZE):');
console.log('operación'.padEnd(72), 'mediana'.padStart(8), 'máx'.padStart(8), 'SQL'.padStart(8));
for (const r of resultados) console.log(`${r.seq ? '!' : ' '} ${r.titulo.padEnd(70)} ${r.mediana.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${r.sql.toFixed(1).padStart(8)}`);

pg.Client.prototype.query = original;
await admin.end();
await app.close();
await database.close();
if (!process.argv.includes('--keep')) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists ${DB} with (force)`);
  await c.end();
}
await cluster?.stop();
