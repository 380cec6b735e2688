// Totals, dashboard sums and transactions of Factura (schema/factura-reportes.graphql), each in
// one transaction of the session's issuer, on the caller's clock (ctx.now()).
import { toD, toDecimalString } from '@jit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../../context.js';
import { withSession } from '../../../auth/session.js';
import { rowsOf } from '../../../db/types.js';
import { badInput } from '../../../errors.js';
import type { FilterVentas } from '../../../generated/graphql.js';
import { exigirTipo, TIPOS_COMPRA, TIPOS_VENTA, validarTipo } from './acceso.js';
import type { PageArgs } from './comun.js';
import { cursorDe, leerCursor, leerLimite } from './listas.js';
import { resolverPeriodo } from './periodo.js';
import * as tablero from './tablero.js';

export async function readTotalDocumentos(ctx: Context, a: { documento: string }) {
  return withSession(ctx, (tx, s) =>
    tablero.totalDocumentos(tx, s.emisorId, exigirTipo(s, a.documento)),
  );
}

export const readTotalDocumentosCobrar = (ctx: Context, a: { showContado?: boolean | null }) =>
  withSession(ctx, (tx, s) => tablero.saldos(tx, s.emisorId, TIPOS_VENTA, !!a.showContado));

export const readTotalDocumentosPagar = (ctx: Context, a: { showContado?: boolean | null }) =>
  withSession(ctx, (tx, s) => tablero.saldos(tx, s.emisorId, TIPOS_COMPRA, !!a.showContado));

function entero(v: number | null | undefined, dflt: number, max: number, field: string): number {
  const n = v ?? dflt;
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw badInput(`Debe ser un número entero de 1 a ${max}.`, field);
  return n;
}

export async function readFacturasMesByEmisor(
  ctx: Context,
  a: { documento?: string[] | null; codigoMoneda?: string | null; meses?: number | null },
) {
  const tipos = a.documento?.length
    ? a.documento.map((t, i) => validarTipo(t, `documento.${i}`))
    : ['01', '04', '09'];
  const meses = entero(a.meses, 12, 36, 'meses');
  return withSession(ctx, (tx, s) =>
    tablero.facturasMes(tx, s.emisorId, ctx.now(), tipos, a.codigoMoneda, meses),
  );
}

export const readSumaMontosFacturasMesByEmisor = (
  ctx: Context,
  a: { codigoMoneda?: string | null },
) => withSession(ctx, (tx, s) => tablero.sumaMes(tx, s.emisorId, ctx.now(), a.codigoMoneda, false));

export const readSumaMontosFacturasAceptadasMesByEmisor = (
  ctx: Context,
  a: { codigoMoneda?: string | null },
) => withSession(ctx, (tx, s) => tablero.sumaMes(tx, s.emisorId, ctx.now(), a.codigoMoneda, true));

export const readSumaMontosFacturasMesyAnteriorByEmisor = (
  ctx: Context,
  a: { codigoMoneda?: string | null },
) => withSession(ctx, (tx, s) => tablero.mesyAnterior(tx, s.emisorId, ctx.now(), a.codigoMoneda));

export async function readVentasDiarias(
  ctx: Context,
  a: { codigoMoneda?: string | null; dias?: number | null },
) {
  const dias = entero(a.dias, 30, 366, 'dias');
  return withSession(ctx, (tx, s) =>
    tablero.ventasDiarias(tx, s.emisorId, ctx.now(), a.codigoMoneda, dias),
  );
}

export async function readStatsByEmisor(ctx: Context, a: { filter?: FilterVentas | null }) {
  const f = a.filter;
  if (
    f &&
    (f.receptor || f.usuario || f.condicionVenta || f.sucursal != null || f.terminal != null)
  )
    throw badInput(
      'Este resumen filtra solo por período, tipo de documento, moneda y estado.',
      'filter',
    );
  const periodo = resolverPeriodo(f, ctx.now(), { defecto: 'ESTE_MES' });
  const extra: SQL[] = [];
  if (f?.documento?.length)
    extra.push(
      sql`r.documento in (${sql.join(
        f.documento.map((t, i) => sql`${validarTipo(t, `filter.documento.${i}`)}`),
        sql`, `,
      )})`,
    );
  if (f?.codigoMoneda) extra.push(sql`r.codigo_moneda = ${f.codigoMoneda}`);
  const todos = await withSession(ctx, (tx, s) =>
    tablero.stats(tx, s.emisorId, periodo.inicio, periodo.final, extra),
  );
  return f?.estadoDocumento?.length
    ? todos.filter((x) => f.estadoDocumento!.includes(x.estadoDocumento.value))
    : todos;
}

// ---------------------------------------------------------------- transactions

type TransaccionRow = {
  id: string;
  factura_id: string | null;
  tipo: string;
  fecha: Date | string;
  concepto: string;
  monto: string;
  codigo_moneda: string;
  bank_account: string | null;
  referencia: string | null;
  estado: boolean;
};

/** Factura.readTransactionsByEmisor: newest first off transaccion_fecha_idx, keyset paged. */
export async function readTransactionsByEmisor(
  ctx: Context,
  a: { filter?: FilterVentas | null } & PageArgs,
) {
  const cursor = leerCursor(a.cursor);
  const limit = leerLimite(a.limit);
  const c: SQL[] = [sql`t.emisor_id = ${await ctx.tokenEmisor()}::uuid`];
  if (a.filter) {
    const p = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES' });
    c.push(
      sql`t.fecha >= ${p.inicio.toISOString()}::timestamptz and t.fecha < ${p.final.toISOString()}::timestamptz`,
    );
    if (a.filter.codigoMoneda) c.push(sql`t.codigo_moneda = ${a.filter.codigoMoneda}`);
  }
  if (cursor)
    c.push(sql`(t.fecha, t.id) < (${cursor.fecha.toISOString()}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await withSession(ctx, (tx) =>
    rowsOf<TransaccionRow>(
      tx,
      sql`select t.id, t.factura_id, t.tipo, t.fecha, t.concepto, t.monto, t.codigo_moneda, t.bank_account, t.referencia, t.estado
          from transaccion t where ${sql.join(c, sql` and `)} order by t.fecha desc, t.id desc limit ${limit + 1}`,
    ),
  );
  const feed = rows.slice(0, limit).map((t) => ({
    _id: t.id,
    tipo: t.tipo,
    fecha: new Date(t.fecha),
    concepto: t.concepto,
    monto: toDecimalString(toD(t.monto)),
    codigoMoneda: t.codigo_moneda,
    bankAccount: t.bank_account,
    referencia: t.referencia,
    factura: t.factura_id,
    estado: t.estado,
  }));
  const last = feed[feed.length - 1];
  const hasNextPage = rows.length > limit;
  return {
    feed,
    pageInfo: {
      hasNextPage,
      nextPageCursor: hasNextPage && last ? cursorDe(last.fecha, last._id) : null,
    },
  };
}
