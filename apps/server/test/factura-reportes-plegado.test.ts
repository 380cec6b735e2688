// The report read models out of the hot path (migration 0015): writers append movements, the
// server folds them into the day rows later, readers read both. After a concurrent run — batches
// of documents in two currencies, credit notes and the sending's state changes all at once —
// what readers read equals a full recount of the documents and their lines, before and after
// the fold; after it, the day rows alone do.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { CABYS_BIEN, CREATE, drenar, factura, linea } from './factura-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const TOTALES = [
  'total_comprobante',
  'total_serv_gravados',
  'total_serv_exentos',
  'total_serv_exonerado',
  'total_serv_no_sujeto',
  'total_mercancias_gravadas',
  'total_mercancias_exentas',
  'total_merc_exonerada',
  'total_merc_no_sujeta',
  'total_gravado',
  'total_exento',
  'total_exonerado',
  'total_no_sujeto',
  'total_venta',
  'total_descuentos',
  'total_venta_neta',
  'total_impuesto',
  'total_iva_devuelto',
  'total_otros_cargos',
];

/** The daily totals recounted from the documents, as migration 0010 first built them. */
const RECUENTO_RESUMEN = `select emisor_id, jit_dia_cr(fecha_emision) as dia, documento, codigo_moneda, estado_documento, count(*)::int as documentos,
  ${TOTALES.map((t) => `sum(${t}) as ${t}, sum(${t} * tipo_cambio) as ${t}_crc`).join(', ')}
  from factura group by 1, 2, 3, 4, 5`;
const COLUMNAS_RESUMEN = `emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, ${TOTALES.map((t) => `${t}, ${t}_crc`).join(', ')}`;

/** The per-rate totals recounted from the lines. */
const RECUENTO_IMPUESTO = `select f.emisor_id, jit_dia_cr(f.fecha_emision) as dia, f.documento, f.codigo_moneda, f.estado_documento, t.codigo, t.cti as codigo_tarifa_iva, t.tarifa, t.tratamiento,
  count(*)::int as lineas, sum(t.base) as base, sum(t.impuesto) as impuesto, sum(t.exoneracion) as exoneracion,
  sum(t.base * f.tipo_cambio) as base_crc, sum(t.impuesto * f.tipo_cambio) as impuesto_crc, sum(t.exoneracion * f.tipo_cambio) as exoneracion_crc
  from factura_linea l join factura f on f.emisor_id = l.emisor_id and f.id = l.factura_id
  cross join lateral (
    select coalesce(i->>'codigo', '') as codigo, coalesce(i->>'codigoTarifaIVA', '') as cti,
           coalesce(trim_scale((i->>'tarifa')::numeric)::text, '') as tarifa, l.tratamiento, l.sub_total as base,
           coalesce((i->>'monto')::numeric, 0) as impuesto, coalesce((i->'exoneracion'->>'montoExoneracion')::numeric, 0) as exoneracion
    from jsonb_array_elements(case when jsonb_typeof(l.impuestos) = 'array' and jsonb_array_length(l.impuestos) > 0 then l.impuestos else '[null]'::jsonb end) i
  ) t group by 1, 2, 3, 4, 5, 6, 7, 8, 9`;
const COLUMNAS_IMPUESTO =
  'emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, lineas, base, impuesto, exoneracion, base_crc, impuesto_crc, exoneracion_crc';

/** Rows in one and not in the other (both ways); keys whose documents all moved away are left out. */
async function diferencias(emisorId: string, leido: { resumen: string; impuesto: string }) {
  return withTenant(h.database.db, emisorId, async (tx) => {
    const r = await rowsOf<Record<string, unknown>>(
      tx,
      sql.raw(`(select ${COLUMNAS_RESUMEN} from ${leido.resumen} where documentos <> 0 except select ${COLUMNAS_RESUMEN} from (${RECUENTO_RESUMEN}) x)
        union all (select ${COLUMNAS_RESUMEN} from (${RECUENTO_RESUMEN}) x except select ${COLUMNAS_RESUMEN} from ${leido.resumen} where documentos <> 0)`),
    );
    const i = await rowsOf<Record<string, unknown>>(
      tx,
      sql.raw(`(select ${COLUMNAS_IMPUESTO} from ${leido.impuesto} where lineas <> 0 except select ${COLUMNAS_IMPUESTO} from (${RECUENTO_IMPUESTO}) x)
        union all (select ${COLUMNAS_IMPUESTO} from (${RECUENTO_IMPUESTO}) x except select ${COLUMNAS_IMPUESTO} from ${leido.impuesto} where lineas <> 0)`),
    );
    return { resumen: r, impuesto: i };
  });
}

const movimientos = (emisorId: string) =>
  withTenant(h.database.db, emisorId, (tx) =>
    rowsOf<{ n: number }>(
      tx,
      sql`select (select count(*) from factura_resumen_mov) + (select count(*) from factura_impuesto_mov) as n`,
    ),
  ).then((r) => Number(r[0]!.n));

describe('report read models under concurrent writers', () => {
  it(
    'equal a full recount while movements wait, and after they are folded into the day rows',
    { timeout: 240_000 },
    async () => {
      const a = await signup(h, { profile: 'PRO' });
      const NOTA = `mutation($f: ID!, $i: NotaCreditoInput!) { Factura { createNotaCredito(factura: $f, input: $i) { id } } }`;
      const inputs = Array.from({ length: 16 }, (_, i) =>
        factura({
          documento: i % 3 === 0 ? '04' : '01',
          ...(i % 4 === 0 ? { codigoMoneda: 'USD', tipoCambio: `${500 + i}.25` } : {}),
          detalleServicio: {
            lineaDetalle: [
              linea({ precioUnitario: `${1000 + i}.5` }),
              linea({
                codigoCABYS: CABYS_BIEN,
                cantidad: String(1 + (i % 3)),
                precioUnitario: '333.33',
              }),
            ],
          },
        }),
      );
      // Issuing, sending and state changes at the same time.
      const emitidos = await Promise.all([
        ...inputs.map((i) =>
          h.gql<{ Factura: { create: { id: string } } }>(CREATE, { i }, a.token),
        ),
        drenar(h, 2, 1000).then(() => null),
      ]);
      const ids = emitidos.flatMap((r) => (r?.data ? [r.data.Factura.create.id] : []));
      expect(ids).toHaveLength(16);
      await Promise.all([
        ...ids
          .slice(0, 4)
          .map((f) => h.gql(NOTA, { f, i: { razon: 'Devolución total' } }, a.token)),
        drenar(h, 3, 70_000),
      ]);
      expect(await movimientos(a.emisor)).toBeGreaterThan(0);
      expect(
        await diferencias(a.emisor, {
          resumen: 'factura_resumen_dia_v',
          impuesto: 'factura_impuesto_dia_v',
        }),
      ).toEqual({ resumen: [], impuesto: [] });
      // The fold empties the movements into the day rows, and the day rows alone are exact.
      expect(await h.app.services.plegador.plegar(a.emisor)).toBeGreaterThan(0);
      expect(await movimientos(a.emisor)).toBe(0);
      expect(
        await diferencias(a.emisor, {
          resumen: 'factura_resumen_dia',
          impuesto: 'factura_impuesto_dia',
        }),
      ).toEqual({ resumen: [], impuesto: [] });
      expect(
        await diferencias(a.emisor, {
          resumen: 'factura_resumen_dia_v',
          impuesto: 'factura_impuesto_dia_v',
        }),
      ).toEqual({ resumen: [], impuesto: [] });
    },
  );
});
