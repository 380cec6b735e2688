// Receivables and payables (spec 3 §3 rows, ruling F1-10): credit documents with their saldo, what
// payments and credit notes took off, per counterparty, per currency, and by aging bucket.
// What credit notes took is the rest: total − saldo − active payments (they lower the saldo alone).
import { LIMITES_TRAMO, toD } from '@jit/domain';
import { sql, type SQL } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { condicionCredito } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { notFound } from '../../errors.js';
import type { FilterPagos } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid } from '../validate.js';
import { fechaValida } from './fechas.js';
import { exigirPagina } from './pagos.js';
import { COMPRAS, VENTAS } from './tipos.js';

const lista = (tipos: readonly string[]) => sql.join(tipos.map((t) => sql`${t}`), sql`, `);
const PAGADO = sql`(select coalesce(sum(p.aplicado), 0) from pago p where p.factura_id = f.id and p.estado)`;
const SIMBOLOS: Record<string, string> = { CRC: '₡', USD: '$', EUR: '€' };

type Opciones = { showNC?: boolean | null; showPagas?: boolean | null; showRechazadas?: boolean | null; showLineaDetalle?: boolean | null };

function donde(compra: boolean, filter: FilterPagos | null | undefined, o: Opciones, contraparte?: string): SQL {
  const c: SQL[] = [sql`f.documento in (${lista(compra ? COMPRAS : VENTAS)})`, condicionCredito('f')];
  if (!o.showPagas) c.push(sql`f.saldo > 0`);
  if (!o.showRechazadas) c.push(sql`f.estado_documento <> '4'`);
  const inicio = fechaValida(filter?.inicio, 'filter.inicio');
  const final = fechaValida(filter?.final, 'filter.final');
  if (inicio) c.push(sql`f.fecha_emision >= ${inicio.toISOString()}::timestamptz`);
  if (final) c.push(sql`f.fecha_emision < ${final.toISOString()}::timestamptz`);
  const cp = contraparte ?? filter?.contraparte;
  if (cp) c.push(sql`f.receptor_id = ${cp}::uuid`);
  if (filter?.codigoMoneda) c.push(sql`f.codigo_moneda = ${filter.codigoMoneda.toUpperCase()}`);
  return sql.join(c, sql` and `);
}

type FilaCuenta = {
  id: string;
  receptor_id: string | null;
  receptor_nombre: string | null;
  consecutivo: string;
  documento: string;
  estado_documento: string;
  codigo_moneda: string;
  total: string;
  saldo: string;
  pagado: string;
  created_at: Date;
  fecha_emision: Date;
  dias: number;
  lineas: unknown;
};

async function filas(ctx: Context, compra: boolean, filter: FilterPagos | null | undefined, o: Opciones, contraparte?: string) {
  const hoy = ctx.now().toISOString();
  return withSession(ctx, async (tx, s) => {
    exigirPagina(s, compra);
    return rowsOf<FilaCuenta>(
      tx,
      sql`select f.id, f.receptor_id, f.receptor_nombre, f.consecutivo, f.documento, f.estado_documento, f.codigo_moneda,
            f.total_comprobante::text as total, f.saldo::text as saldo, ${PAGADO}::text as pagado, f.created_at, f.fecha_emision,
            (${hoy}::timestamptz::date - (f.fecha_emision + make_interval(days => coalesce(f.plazo_credito, 0)))::date)::int as dias,
            ${o.showLineaDetalle ? sql`f.datos->'detalleServicio'->'lineaDetalle'` : sql`null`} as lineas
          from factura f where ${donde(compra, filter, o, contraparte)}
          order by f.fecha_emision desc, f.id desc limit 5000`,
    );
  });
}

const cuentaOut = (compra: boolean, showNC: boolean) => (r: FilaCuenta) => {
  const parte = { _id: r.receptor_id, nombre: r.receptor_nombre };
  const nc = toD(r.total).minus(r.saldo).minus(r.pagado);
  return {
    _id: r.id,
    _idFactura: r.id,
    cliente: compra ? null : parte,
    proveedor: compra ? parte : null,
    consecutivo: r.consecutivo,
    documento: r.documento,
    estadoDocumento: r.estado_documento,
    codigoMoneda: r.codigo_moneda,
    totalCredito: r.total,
    totalPago: r.pagado,
    notaCredito: (showNC && nc.gt(0) ? nc : toD(0)).toFixed(),
    saldo: r.saldo,
    createdAt: r.created_at,
    fechaEmisionOriginal: r.fecha_emision,
    diasVencido: Number(r.dias),
    lineas: r.lineas,
  };
};

export async function cuentas(ctx: Context, compra: boolean, a: Opciones & { emisor?: string | null; filter?: FilterPagos | null }) {
  await mismoEmisor(ctx, a.emisor);
  return (await filas(ctx, compra, a.filter, a)).map(cuentaOut(compra, a.showNC !== false));
}

export async function creditoDe(ctx: Context, a: { cliente: string; showNC?: boolean | null; isClient?: boolean | null }) {
  if (!esUuid(a.cliente)) throw notFound('El cliente no existe.');
  const compra = a.isClient === false;
  return (await filas(ctx, compra, null, {}, a.cliente)).map(cuentaOut(compra, a.showNC !== false));
}

/** Per counterparty and currency: how many credit documents, their total, what was paid, the saldo. */
export async function porContraparte(ctx: Context, compra: boolean, a: { emisor?: string | null; filter?: FilterPagos | null; showPagas?: boolean | null }) {
  await mismoEmisor(ctx, a.emisor);
  return withSession(ctx, async (tx, s) => {
    exigirPagina(s, compra);
    const rows = await rowsOf<{ id: string | null; nombre: string | null; codigo_moneda: string; n: number; total: string; pagado: string; saldo: string }>(
      tx,
      sql`select f.receptor_id as id, max(f.receptor_nombre) as nombre, f.codigo_moneda, count(*)::int as n,
            sum(f.total_comprobante)::text as total, sum(${PAGADO})::text as pagado, sum(f.saldo)::text as saldo
          from factura f where ${donde(compra, a.filter, { showPagas: a.showPagas })}
          group by f.receptor_id, f.codigo_moneda order by sum(f.saldo) desc limit 5000`,
    );
    return rows.map((r) => {
      const parte = { _id: r.id, nombre: r.nombre };
      return { cliente: compra ? null : parte, proveedor: compra ? parte : null, codigoMoneda: r.codigo_moneda, cantidadFacturas: Number(r.n), totalCredito: r.total, totalPago: r.pagado, saldo: r.saldo };
    });
  });
}

/** Pago.readSaldoCliente: a customer's (isFEC: a supplier's) credit per currency, 2 decimals. */
export async function saldoCliente(ctx: Context, id: string, isFEC: boolean) {
  if (!esUuid(id)) throw notFound('El cliente no existe.');
  return withSession(ctx, async (tx, s) => {
    exigirPagina(s, isFEC);
    const rows = await rowsOf<{ codigo_moneda: string; total: string; pagado: string; saldo: string }>(
      tx,
      sql`select f.codigo_moneda, sum(f.total_comprobante)::text as total, sum(${PAGADO})::text as pagado, sum(f.saldo)::text as saldo
          from factura f where ${donde(isFEC, null, { showPagas: true }, id)} group by f.codigo_moneda order by f.codigo_moneda`,
    );
    const d2 = (x: string) => toD(x).toDecimalPlaces(2).toFixed(2);
    return rows.map((r) => ({
      simbolo: SIMBOLOS[r.codigo_moneda] ?? r.codigo_moneda,
      codigoMoneda: r.codigo_moneda,
      totalPagado: d2(r.pagado),
      totalFacturas: d2(r.total),
      totalMonto: d2(r.total),
      saldo: d2(r.saldo),
    }));
  });
}

/** The summary's counterparty of documents that name none (cobro_dia.contraparte). */
const SIN_CONTRAPARTE = '00000000-0000-0000-0000-000000000000';

/**
 * Aging at a date: the buckets of the domain (LIMITES_TRAMO) over the summary by due day
 * (cobro_dia_v, migration 0028), not over every open document. Days late are counted in Costa
 * Rica calendar days from the issue day plus the term; «at a date» counts the documents issued up
 * to the end of that day, with today's saldo.
 */
export async function antiguedad(ctx: Context, compra: boolean, fecha: string | null | undefined) {
  const hoy = fechaValida(fecha, 'fecha') ?? ctx.now();
  const [l0, l1, l2, l3] = LIMITES_TRAMO;
  return withSession(ctx, async (tx, s) => {
    exigirPagina(s, compra);
    const rows = await rowsOf<{ id: string; nombre: string; codigo_moneda: string; n: number; c: string; a: string; b: string; d: string; e: string; t: string }>(
      tx,
      sql`select x.contraparte as id, max(x.nombre) as nombre, x.codigo_moneda, sum(x.documentos)::int as n,
            coalesce(sum(x.saldo) filter (where x.dias <= ${l0}), 0)::text as c,
            coalesce(sum(x.saldo) filter (where x.dias > ${l0} and x.dias <= ${l1}), 0)::text as a,
            coalesce(sum(x.saldo) filter (where x.dias > ${l1} and x.dias <= ${l2}), 0)::text as b,
            coalesce(sum(x.saldo) filter (where x.dias > ${l2} and x.dias <= ${l3}), 0)::text as d,
            coalesce(sum(x.saldo) filter (where x.dias > ${l3}), 0)::text as e,
            sum(x.saldo)::text as t
          from (select v.contraparte, v.nombre, v.codigo_moneda, v.documentos, v.saldo,
                  jit_dia_cr(${hoy.toISOString()}::timestamptz) - v.dia - v.plazo as dias
                from cobro_dia_v v where v.compra = ${compra} and v.dia <= jit_dia_cr(${hoy.toISOString()}::timestamptz)) x
          where x.documentos > 0
          group by x.contraparte, x.codigo_moneda order by sum(x.saldo) desc limit 5000`,
    );
    return rows.map((r) => ({
      contraparte: { _id: r.id === SIN_CONTRAPARTE ? null : r.id, nombre: r.nombre || null },
      codigoMoneda: r.codigo_moneda,
      documentos: Number(r.n),
      corriente: r.c,
      d1a30: r.a,
      d31a60: r.b,
      d61a90: r.d,
      mas90: r.e,
      total: r.t,
    }));
  });
}
