// The payment lists and reports (rulings F1-5, F1-6): one query service; the sales side and the
// purchase side differ only in `compra`. Dates: inicio included, final excluded.
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { pago } from '../../db/schema/index.js';
import { rowsOf } from '../../db/types.js';
import { badInput, notFound } from '../../errors.js';
import type { FilterPagos } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { esUuid, patronContiene } from '../validate.js';
import { exigirPagina } from './pagos.js';
import { factura } from '../../db/schema/index.js';
import { fechaValida } from './fechas.js';
import { selectPagos } from './salida.js';

const TOPE = 10_000;
/** Costa Rica is UTC-6 all year: a day's money is counted by its local date. */
const DIA_LOCAL = sql`(${pago.fecha} - interval '6 hours')::date`;

const fecha = fechaValida;


/** The month so far when a report's filter gives no dates. */
export function periodo(filter: FilterPagos | null | undefined, now: Date): { inicio: Date; final: Date } {
  const inicio = fecha(filter?.inicio, 'filter.inicio') ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 6));
  const final = fecha(filter?.final, 'filter.final') ?? new Date(now.getTime() + 1);
  if (final <= inicio) throw badInput('La fecha final debe ser posterior a la inicial.', 'filter.final');
  return { inicio, final };
}

export function condiciones(compra: boolean, filter: FilterPagos | null | undefined, rango?: { inicio: Date; final: Date }): SQL[] {
  const c: SQL[] = [eq(pago.compra, compra)];
  const inicio = rango?.inicio ?? fecha(filter?.inicio, 'filter.inicio');
  const final = rango?.final ?? fecha(filter?.final, 'filter.final');
  if (inicio) c.push(sql`${pago.fecha} >= ${inicio.toISOString()}::timestamptz`);
  if (final) c.push(sql`${pago.fecha} < ${final.toISOString()}::timestamptz`);
  if (filter?.contraparte) c.push(eq(pago.contraparteId, filter.contraparte));
  if (filter?.codigoMoneda) c.push(eq(pago.codigoMoneda, filter.codigoMoneda.toUpperCase()));
  if (filter?.medioPago) c.push(eq(pago.medioPago, filter.medioPago));
  if (filter?.estado != null) c.push(eq(pago.estado, filter.estado));
  return c;
}

const cursorDe = (r: { fecha: Date; id: string }) => Buffer.from(JSON.stringify([r.fecha.toISOString(), r.id])).toString('base64url');
function leerCursor(v: string): SQL {
  try {
    const [f, id] = JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as [string, string];
    if (typeof f === 'string' && !Number.isNaN(new Date(f).getTime()) && typeof id === 'string' && esUuid(id))
      return or(lt(pago.fecha, new Date(f)), and(eq(pago.fecha, new Date(f)), lt(pago.id, id)))!;
  } catch {
    /* below */
  }
  throw badInput('El cursor no es válido.', 'cursor');
}

/** readPagosByEmisor / readPagosComprasByEmisor: newest first, keyset-paged. */
export async function pagina(ctx: Context, compra: boolean, a: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: FilterPagos | null }) {
  await mismoEmisor(ctx, a.emisor);
  const take = Math.min(Math.max(a.limit ?? 10, 1), 1000);
  const c = condiciones(compra, a.filter);
  if (a.cursor) c.push(leerCursor(a.cursor));
  return withSession(ctx, async (tx) => {
    const rows = await selectPagos(tx).where(and(...c)).orderBy(desc(pago.fecha), desc(pago.id)).limit(take + 1);
    const feed = rows.slice(0, take);
    const hasNextPage = rows.length > take;
    return { feed, pageInfo: { hasNextPage, nextPageCursor: hasNextPage ? cursorDe(feed[feed.length - 1]!) : null } };
  });
}

/** Unpaged: a period's payments (reports, export), at most 10 000. */
export async function enRango(ctx: Context, compra: boolean, emisor: string | null | undefined, filter: FilterPagos | null | undefined, rango?: { inicio: Date; final: Date }) {
  await mismoEmisor(ctx, emisor);
  const r = rango ?? periodo(filter, ctx.now());
  return withSession(ctx, (tx) => selectPagos(tx).where(and(...condiciones(compra, filter, r))).orderBy(desc(pago.fecha), desc(pago.id)).limit(TOPE));
}

export function rangoArgs(inicio: string, final: string) {
  const a = fecha(inicio, 'inicio')!;
  const b = fecha(final, 'final')!;
  if (b <= a) throw badInput('La fecha final debe ser posterior a la inicial.', 'final');
  return { inicio: a, final: b };
}

/** Search by the payment's or the document's number, the counterparty or the reference. */
export async function buscar(ctx: Context, compra: boolean, texto: string) {
  const t = texto.trim();
  if (t.length < 2) throw badInput('Escriba al menos 2 caracteres para buscar.', 'searchString');
  const patron = patronContiene(t);
  return withSession(ctx, (tx) =>
    selectPagos(tx)
      .where(and(eq(pago.compra, compra), or(ilike(pago.consecutivo, patron), ilike(pago.consecutivoFactura, patron), ilike(pago.contraparteNombre, patron), ilike(pago.referencia, patron))))
      .orderBy(desc(pago.fecha), desc(pago.id))
      .limit(50),
  );
}

/** Active payments with no bank account (ruling F1-6). */
export async function sinBanco(ctx: Context, compra: boolean, inicio: string, final: string) {
  const r = rangoArgs(inicio, final);
  return withSession(ctx, (tx) =>
    selectPagos(tx).where(and(...condiciones(compra, { estado: true }, r), sql`${pago.cuentaContable} is null`)).orderBy(desc(pago.fecha), desc(pago.id)).limit(TOPE),
  );
}

export async function totales(ctx: Context, compra: boolean, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx) => {
    const [n] = await tx
      .select({ cantidad: sql<number>`count(*)::int`, activos: sql<number>`count(*) filter (where ${pago.estado})::int` })
      .from(pago)
      .where(eq(pago.compra, compra));
    const porMoneda = await tx
      .select({ codigoMoneda: pago.codigoMoneda, monto: sql<string>`sum(${pago.monto})::text` })
      .from(pago)
      .where(and(eq(pago.compra, compra), eq(pago.estado, true)))
      .groupBy(pago.codigoMoneda)
      .orderBy(pago.codigoMoneda);
    return { cantidad: n!.cantidad, activos: n!.activos, eliminados: n!.cantidad - n!.activos, porMoneda };
  });
}

/** A document's payments, oldest first (the page of its side must open). */
export async function deFactura(ctx: Context, facturaId: string) {
  if (!esUuid(facturaId)) throw notFound('El documento no existe.');
  return withSession(ctx, async (tx, s) => {
    const [doc] = await tx.select({ id: factura.id }).from(factura).where(eq(factura.id, facturaId));
    if (!doc) throw notFound('El documento no existe.');
    const rows = await selectPagos(tx).where(eq(pago.facturaId, facturaId)).orderBy(pago.fecha, pago.id);
    if (rows[0]) exigirPagina(s, rows[0].compra);
    return rows;
  });
}

/** A customer's (or, isClient false, a supplier's) payments. */
export async function deContraparte(ctx: Context, a: { cliente: string; showNC?: boolean | null; showMoneda?: string | null; isClient?: boolean | null }) {
  if (!esUuid(a.cliente)) throw notFound('El cliente no existe.');
  const compra = a.isClient === false;
  return withSession(ctx, async (tx, s) => {
    exigirPagina(s, compra);
    const c = [eq(pago.compra, compra), eq(pago.contraparteId, a.cliente)];
    if (a.showNC === false) c.push(eq(pago.notaCredito, false));
    if (a.showMoneda) c.push(eq(pago.codigoMoneda, a.showMoneda.toUpperCase()));
    return selectPagos(tx).where(and(...c)).orderBy(desc(pago.fecha), desc(pago.id)).limit(TOPE);
  });
}

/** Money in (sales payments) or out (purchase payments) per local day and currency. */
export async function porDia(ctx: Context, compra: boolean, a: { emisor?: string | null; filter?: FilterPagos | null; showNC?: boolean | null }) {
  await mismoEmisor(ctx, a.emisor);
  const r = periodo(a.filter, ctx.now());
  const c = condiciones(compra, { ...a.filter, estado: true }, r);
  if (a.showNC === false) c.push(eq(pago.notaCredito, false));
  return withSession(ctx, async (tx) => {
    const rows = await tx
      .select({ fecha: sql<string>`${DIA_LOCAL}::text`, codigoMoneda: pago.codigoMoneda, cantidad: sql<number>`count(*)::int`, monto: sql<string>`sum(${pago.monto})::text` })
      .from(pago)
      .where(and(...c))
      .groupBy(DIA_LOCAL, pago.codigoMoneda)
      .orderBy(DIA_LOCAL, pago.codigoMoneda);
    return rows;
  });
}

/** Ruling F1-6: per bank account (the payment's chart account) and currency, money in and out. */
export async function bancos(ctx: Context, a: { emisor?: string | null; filter?: FilterPagos | null }) {
  await mismoEmisor(ctx, a.emisor);
  const r = periodo(a.filter, ctx.now());
  return withSession(ctx, (tx) =>
    rowsOf<{ cuentaContable: string | null; codigoMoneda: string; ingresos: string; egresos: string }>(
      tx,
      sql`select cuenta_contable as "cuentaContable", codigo_moneda as "codigoMoneda",
            coalesce(sum(monto) filter (where not compra), 0)::text as ingresos,
            coalesce(sum(monto) filter (where compra), 0)::text as egresos
          from pago where estado and fecha >= ${r.inicio.toISOString()}::timestamptz and fecha < ${r.final.toISOString()}::timestamptz
          group by cuenta_contable, codigo_moneda order by cuenta_contable nulls last, codigo_moneda`,
    ),
  );
}
