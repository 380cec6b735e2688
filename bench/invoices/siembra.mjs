// A million documents of one issuer for the list bench, in SQL: each row copies one issued
// invoice (its totals, receptor and stored document) with its own id, number, type and date,
// three years back, 94 s apart. What makes it fast enough to run in practice:
// - one INSERT … SELECT over generate_series per 250,000 rows (PGlite: 100,000), ids time-ordered
//   like the server's uuid v7 (index inserts land at the edge of each index, not all over it);
// - on PostgreSQL the blocks and the two recounts go over one connection per core at once: a row
//   costs CPU in the server (its stored document decompressed and toasted again, about 60 % of
//   it), not in the indexes or the WAL (dropping the indexes, or an unlogged table, saved nothing);
// - the row triggers of the read models are off during the load (session_replication_role =
//   replica, as a bulk load or a replica would); the read models are then recounted in one
//   grouped pass each, exactly as their migrations build them.
const COLUMNAS = `emisor_id, id, documento, estado_documento, clave, consecutivo, sucursal, terminal, numero, situacion,
    fecha_emision, created_at, updated_at, codigo_actividad, receptor_id, receptor_nombre, receptor_identificacion, receptor_correo,
    receptor, condicion_venta, plazo_credito, codigo_moneda, tipo_cambio,
    total_serv_gravados, total_mercancias_gravadas, total_gravado, total_venta, total_descuentos, total_venta_neta,
    total_impuesto, total_comprobante, saldo, referencias, datos`;

/** Rows `desde`..`hasta` (the g of generate_series) copying the newest invoice of terminal 1. */
const insertar = (desde, hasta) => `
  insert into factura (${COLUMNAS})
  select t.emisor_id,
    -- uuid v7 of the row's date: 48 bits of milliseconds, version 7, then g as the random part.
    (lpad(to_hex((extract(epoch from f.fecha) * 1000)::bigint), 12, '0') || '7' || lpad(to_hex(g % 4096), 3, '0')
      || '8' || lpad(to_hex(g), 15, '0'))::uuid,
    f.doc, '3', null, lpad(g::text, 20, '0'), 1, 90, g, '1',
    f.fecha, f.fecha, f.fecha, t.codigo_actividad,
    t.receptor_id, 'Cliente ' || (g % 5000), '3101' || lpad((g % 5000)::text, 6, '0'), null,
    t.receptor, case when g % 7 = 0 then '02' else '01' end, case when g % 7 = 0 then 30 else null end,
    t.codigo_moneda, t.tipo_cambio,
    t.total_serv_gravados, t.total_mercancias_gravadas, t.total_gravado, t.total_venta, t.total_descuentos,
    t.total_venta_neta, t.total_impuesto, t.total_comprobante,
    case when g % 7 = 0 then t.total_comprobante else 0 end, '[]'::jsonb, t.datos
  from generate_series(${desde}, ${hasta}) g
  cross join lateral (select (array['01','01','04','03'])[1 + g % 4] as doc,
    date_trunc('milliseconds', now() - interval '1 hour' - (g * interval '94 seconds')) as fecha) f
  cross join (select * from factura where documento = '01' and terminal = 1 order by fecha_emision desc limit 1) t`;

/** The read models of the seeded rows (terminal 90), as migrations 0007/0010 count them. */
const RECUENTO_CONTRAPARTE = `
  insert into factura_contraparte (emisor_id, documento, nombre, identificacion, busqueda)
  select distinct emisor_id, documento, receptor_nombre, coalesce(receptor_identificacion, ''),
    jit_busqueda(receptor_nombre || ' ' || coalesce(receptor_identificacion, ''))
  from factura where terminal = 90 and receptor_nombre is not null
  on conflict do nothing`;
const RECUENTO_RESUMEN = `
  insert into factura_resumen_dia as d (emisor_id, dia, documento, codigo_moneda, estado_documento, documentos,
    total_comprobante, total_serv_gravados, total_mercancias_gravadas, total_gravado, total_venta, total_descuentos,
    total_venta_neta, total_impuesto, total_comprobante_crc, total_serv_gravados_crc, total_mercancias_gravadas_crc,
    total_gravado_crc, total_venta_crc, total_descuentos_crc, total_venta_neta_crc, total_impuesto_crc)
  select emisor_id, jit_dia_cr(fecha_emision), documento, codigo_moneda, estado_documento, count(*),
    sum(total_comprobante), sum(total_serv_gravados), sum(total_mercancias_gravadas), sum(total_gravado), sum(total_venta),
    sum(total_descuentos), sum(total_venta_neta), sum(total_impuesto), sum(total_comprobante * tipo_cambio),
    sum(total_serv_gravados * tipo_cambio), sum(total_mercancias_gravadas * tipo_cambio), sum(total_gravado * tipo_cambio),
    sum(total_venta * tipo_cambio), sum(total_descuentos * tipo_cambio), sum(total_venta_neta * tipo_cambio),
    sum(total_impuesto * tipo_cambio)
  from factura where terminal = 90 group by 1, 2, 3, 4, 5
  on conflict (emisor_id, dia, documento, codigo_moneda, estado_documento) do update set
    documentos = d.documentos + excluded.documentos,
    total_comprobante = d.total_comprobante + excluded.total_comprobante,
    total_serv_gravados = d.total_serv_gravados + excluded.total_serv_gravados,
    total_mercancias_gravadas = d.total_mercancias_gravadas + excluded.total_mercancias_gravadas,
    total_gravado = d.total_gravado + excluded.total_gravado,
    total_venta = d.total_venta + excluded.total_venta,
    total_descuentos = d.total_descuentos + excluded.total_descuentos,
    total_venta_neta = d.total_venta_neta + excluded.total_venta_neta,
    total_impuesto = d.total_impuesto + excluded.total_impuesto,
    total_comprobante_crc = d.total_comprobante_crc + excluded.total_comprobante_crc,
    total_serv_gravados_crc = d.total_serv_gravados_crc + excluded.total_serv_gravados_crc,
    total_mercancias_gravadas_crc = d.total_mercancias_gravadas_crc + excluded.total_mercancias_gravadas_crc,
    total_gravado_crc = d.total_gravado_crc + excluded.total_gravado_crc,
    total_venta_crc = d.total_venta_crc + excluded.total_venta_crc,
    total_descuentos_crc = d.total_descuentos_crc + excluded.total_descuentos_crc,
    total_venta_neta_crc = d.total_venta_neta_crc + excluded.total_venta_neta_crc,
    total_impuesto_crc = d.total_impuesto_crc + excluded.total_impuesto_crc`;

/**
 * Seeds `n` documents through `exec(sql)` (a superuser connection: PostgreSQL's admin client or
 * the embedded PGlite with the server stopped), and through `paralelas` (more connections of the
 * same database) at once; resolves with the seconds it took.
 */
export async function sembrar(exec, n, { bloque = 250_000, paralelas = [], progreso = () => undefined } = {}) {
  const t = Date.now();
  const conexiones = [exec, ...paralelas];
  const bloques = [];
  for (let hecho = 0; hecho < n; hecho += bloque) bloques.push([hecho + 1, Math.min(n, hecho + bloque)]);
  let siguiente = 0;
  let hechos = 0;
  await Promise.all(
    conexiones.map(async (c) => {
      await c('set session_replication_role = replica');
      try {
        while (siguiente < bloques.length) {
          const [desde, hasta] = bloques[siguiente++];
          await c(insertar(desde, hasta));
          progreso((hechos += hasta - desde + 1));
        }
      } finally {
        await c('set session_replication_role = origin');
      }
    }),
  );
  await Promise.all([RECUENTO_CONTRAPARTE, RECUENTO_RESUMEN].map((q, i) => conexiones[i % conexiones.length](q)));
  await exec('analyze factura');
  return (Date.now() - t) / 1000;
}

/** Deep-page cursors: a sample of the seeded rows. */
export const MUESTRA = (n) =>
  `select id, fecha_emision, documento from factura tablesample system (1) where terminal = 90 limit ${n}`;
