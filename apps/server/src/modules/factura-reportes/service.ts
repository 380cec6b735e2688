// The read and report operations of Factura (schema/factura-reportes.graphql): one function per
// operation, each in one transaction of the session's issuer (row-level security), on the
// caller's clock. The tenant is always the session's; an `emisor`/`receptor` argument only
// has to agree with it.
import { toD, toDecimalString } from '@jit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Context, Session } from '../../context.js';
import { withTenant } from '../../db/tenant.js';
import { rowsOf } from '../../db/types.js';
import { badInput, forbidden } from '../../errors.js';
import type {
  FacturaFilter,
  FacturaQueryGenerarReporteArgs,
  FacturaQueryGenerarReporteComprasArgs,
  FacturaQueryVentasClienteArgs,
  FilterVentas,
} from '../../generated/graphql.js';
import {
  exigirPagina,
  exigirTipo,
  TIPOS_COMPRA,
  TIPOS_NOTA_CREDITO,
  TIPOS_VENTA,
  tiposVisibles,
  TODOS_LOS_TIPOS,
  validarTipo,
} from './acceso.js';
import { documentosCompra, estadisticasVentas, itemGroup } from './estadisticas.js';
import { condicionesLista, condicionesReporte, enRango, rangoArgs } from './filtros.js';
import { cursorDe, esUuid, leerCursor, leerLimite, paginar, type Pagina } from './listas.js';
import { resolverPeriodo, type Periodo } from './periodo.js';
import { filas, impuestos, otrosCargos, totales, type Alcance } from './reportes.js';
import * as tablero from './tablero.js';

type PageArgs = { cursor?: string | null; limit?: number | null };
const ANO = 366;
const RECHAZADOS = sql.raw(`f.estado_documento not in ('4', '6')`);

async function leer<T>(
  ctx: Context,
  fn: (s: Session, tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>,
): Promise<T> {
  const s = await ctx.session();
  return withTenant(ctx.db, s.emisorId, (tx) => fn(s, tx));
}

async function pagina(
  ctx: Context,
  s: Session,
  q: Omit<Parameters<typeof paginar>[1], 'emisorId' | 'cursor' | 'limit'> & PageArgs,
): Promise<Pagina> {
  const cursor = leerCursor(q.cursor);
  const limit = leerLimite(q.limit);
  return withTenant(ctx.db, s.emisorId, (tx) =>
    paginar(tx, { ...q, emisorId: s.emisorId, cursor, limit }),
  );
}

const tiposDe = (s: Session, documento: string | null | undefined) =>
  documento ? [exigirTipo(s, documento)] : tiposVisibles(s);

function texto(searchString: string): string {
  const t = searchString.trim();
  if (!t)
    throw badInput(
      'Escriba qué buscar: un nombre, una identificación, un consecutivo o una clave.',
      'searchString',
    );
  return t;
}

// ---------------------------------------------------------------- lists

export async function readDocumentosBySearchString(
  ctx: Context,
  a: { searchString: string; documento?: string | null } & PageArgs,
) {
  const s = await ctx.session();
  return pagina(ctx, s, {
    tipos: tiposDe(s, a.documento),
    busqueda: texto(a.searchString),
    cursor: a.cursor,
    limit: a.limit,
  });
}

type CreditoArgs = {
  isFEC?: boolean | null;
  showContado?: boolean | null;
  showPagadas?: boolean | null;
};

/** Mis Facturas (sales) or purchases to pay (isFEC): the page it serves, its types and conditions. */
function credito(s: Session, a: CreditoArgs) {
  exigirPagina(s, a.isFEC ? '/compras/listaCredito' : '/facturacion/listaCredito');
  const condiciones: SQL[] = [];
  if (!a.showContado) condiciones.push(sql`f.condicion_venta = '02'`);
  if (!a.showPagadas) condiciones.push(sql`f.saldo > 0`);
  // Documents with a balance are few and all in factura_saldo_idx: one walk serves every type.
  return { tipos: a.isFEC ? TIPOS_COMPRA : TIPOS_VENTA, condiciones, unaConsulta: !a.showPagadas };
}

export async function readDocumentosCredito(
  ctx: Context,
  a: { filter?: FacturaFilter | null } & CreditoArgs & PageArgs,
) {
  const s = await ctx.session();
  const c = credito(s, a);
  return pagina(ctx, s, {
    ...c,
    condiciones: [...c.condiciones, ...condicionesLista(a.filter)],
    busqueda: a.filter?.searchString,
    cursor: a.cursor,
    limit: a.limit,
  });
}

export async function readCreditoBySearchString(
  ctx: Context,
  a: { searchString: string } & CreditoArgs & PageArgs,
) {
  const s = await ctx.session();
  return pagina(ctx, s, {
    ...credito(s, a),
    busqueda: texto(a.searchString),
    cursor: a.cursor,
    limit: a.limit,
  });
}

export async function readDocumentosProforma(
  ctx: Context,
  a: { filter?: FacturaFilter | null; estadoProforma?: string | null } & PageArgs,
) {
  const s = await ctx.session();
  const condiciones = condicionesLista(a.filter);
  if (a.estadoProforma) condiciones.push(sql`f.estado_proforma = ${a.estadoProforma}`);
  return pagina(ctx, s, {
    tipos: ['proforma'],
    condiciones,
    busqueda: a.filter?.searchString,
    cursor: a.cursor,
    limit: a.limit,
  });
}

export async function readProformaBySearchString(
  ctx: Context,
  a: { searchString: string } & PageArgs,
) {
  const s = await ctx.session();
  return pagina(ctx, s, {
    tipos: ['proforma'],
    busqueda: texto(a.searchString),
    cursor: a.cursor,
    limit: a.limit,
  });
}

type Rango = { inicio: string; final: string };

export async function readByDateRange(
  ctx: Context,
  a: Rango & { documento?: string | null } & PageArgs,
) {
  const s = await ctx.session();
  const r = rangoArgs(a.inicio, a.final);
  return pagina(ctx, s, {
    tipos: tiposDe(s, a.documento),
    condiciones: [enRango(r.inicio, r.final)],
    cursor: a.cursor,
    limit: a.limit,
  });
}

export async function readBulkByDateRange(ctx: Context, a: Rango & PageArgs) {
  const s = await ctx.session();
  const r = rangoArgs(a.inicio, a.final);
  // Bulk billing never applies to 01 (spec 1 §5).
  const tipos = TODOS_LOS_TIPOS.filter((t) => t !== '01');
  return pagina(ctx, s, {
    tipos,
    condiciones: [enRango(r.inicio, r.final), sql`f.bulk`],
    unaConsulta: true,
    cursor: a.cursor,
    limit: a.limit,
  });
}

export async function readCreditoByDateRange(
  ctx: Context,
  a: Rango & { isFEC?: boolean | null; showContado?: boolean | null } & PageArgs,
) {
  const s = await ctx.session();
  const r = rangoArgs(a.inicio, a.final);
  const c = credito(s, { ...a, showPagadas: true });
  return pagina(ctx, s, {
    ...c,
    condiciones: [...c.condiciones, enRango(r.inicio, r.final)],
    cursor: a.cursor,
    limit: a.limit,
  });
}

export async function readProformaByDateRange(ctx: Context, a: Rango & PageArgs) {
  const s = await ctx.session();
  const r = rangoArgs(a.inicio, a.final);
  return pagina(ctx, s, {
    tipos: ['proforma'],
    condiciones: [enRango(r.inicio, r.final)],
    cursor: a.cursor,
    limit: a.limit,
  });
}

export async function readByFilter(
  ctx: Context,
  a: { filter?: FacturaFilter | null; documento?: string | null } & PageArgs,
) {
  const s = await ctx.session();
  return pagina(ctx, s, {
    tipos: tiposDe(s, a.documento),
    condiciones: condicionesLista(a.filter),
    busqueda: a.filter?.searchString,
    cursor: a.cursor,
    limit: a.limit,
  });
}

// ---------------------------------------------------------------- reports

/** The fields of the answer the client asked for (a report computes only those). */
export type Pedidos = Set<string>;

function tiposPedidos(
  filter: FilterVentas | null | undefined,
  permitidos: readonly string[],
): string[] {
  if (!filter?.documento?.length) return [...permitidos];
  return filter.documento
    .map((t, i) => validarTipo(t, `filter.documento.${i}`))
    .filter((t) => permitidos.includes(t));
}

function estados(
  filter: FilterVentas | null | undefined,
  showRechazadas: boolean | null | undefined,
): SQL[] {
  return showRechazadas || filter?.estadoDocumento?.length ? [] : [RECHAZADOS];
}

async function reporte(
  ctx: Context,
  s: Session,
  a: Alcance,
  periodo: Periodo,
  pedidos: Pedidos,
  conOtrosCargos: boolean,
) {
  return withTenant(ctx.db, s.emisorId, async (tx) => {
    const quiereFilas =
      pedidos.has('ventas') || pedidos.has('compras') || pedidos.has('notaCredito');
    const f = quiereFilas ? await filas(tx, a, conOtrosCargos) : { documentos: [], notas: [] };
    const t =
      pedidos.has('monedas') || pedidos.has('colones') || pedidos.has('sinAceptar')
        ? await totales(tx, a)
        : null;
    return {
      periodo,
      documentos: f.documentos,
      notaCredito: f.notas,
      monedas: t?.monedas ?? [],
      colones: t?.colones ?? null,
      sinAceptar: t?.sinAceptar ?? 0,
      impuestos: pedidos.has('impuestos') ? await impuestos(tx, a) : [],
      otrosCargos: conOtrosCargos && pedidos.has('otrosCargos') ? await otrosCargos(tx, a) : [],
    };
  });
}

export async function generarReporte(
  ctx: Context,
  a: FacturaQueryGenerarReporteArgs,
  pedidos: Pedidos,
) {
  const s = await ctx.session();
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const showNC = a.showNC !== false;
  const alcance: Alcance = {
    emisorId: s.emisorId,
    tipos: [...tiposPedidos(a.filter, TIPOS_VENTA), ...(showNC ? TIPOS_NOTA_CREDITO : [])],
    inicio: periodo.inicio,
    final: periodo.final,
    columna: 'fecha',
    condiciones: [...condicionesReporte(a.filter), ...estados(a.filter, a.showRechazadas)],
    esNota: sql.raw(`f.documento in ('03', '993')`),
  };
  const r = await reporte(ctx, s, alcance, periodo, pedidos, !!a.showOtrosCargos);
  return { ...r, ventas: r.documentos };
}

/** A received credit note accepted (05/06 of a 03: the type is in the clave, positions 30–31) or a purchase cancellation. */
const NOTA_COMPRA = sql.raw(
  `(f.documento = '9938' or (f.documento in ('05', '06') and substring(f.clave_fe from 30 for 2) = '03'))`,
);

export async function generarReporteCompras(
  ctx: Context,
  a: FacturaQueryGenerarReporteComprasArgs,
  pedidos: Pedidos,
) {
  const s = await ctx.session();
  if (a.receptor && a.receptor !== s.emisorId)
    throw forbidden('No puedes operar sobre otro emisor.');
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const showNC = a.showNC !== false;
  const alcance: Alcance = {
    emisorId: s.emisorId,
    tipos: [...tiposPedidos(a.filter, TIPOS_COMPRA), ...(showNC ? ['9938'] : [])],
    inicio: periodo.inicio,
    final: periodo.final,
    columna: 'registro',
    condiciones: [
      ...condicionesReporte(a.filter),
      ...estados(a.filter, a.showRechazadas),
      ...(showNC ? [] : [sql`not ${NOTA_COMPRA}`]),
    ],
    esNota: NOTA_COMPRA,
  };
  const r = await reporte(ctx, s, alcance, periodo, pedidos, false);
  return { ...r, compras: r.documentos };
}

export async function ventasCliente(
  ctx: Context,
  a: FacturaQueryVentasClienteArgs,
  pedidos: Pedidos,
) {
  const s = await ctx.session();
  if (!esUuid(a._id)) throw badInput('El cliente indicado no es válido.', '_id');
  const periodo = resolverPeriodo(a.filter, ctx.now(), {
    defecto: 'ULTIMOS_12_MESES',
    maxDias: ANO,
  });
  const showNC = a.showNC !== false;
  const tipos = [...tiposPedidos(a.filter, TIPOS_VENTA), ...(showNC ? TIPOS_NOTA_CREDITO : [])];
  const condiciones = [
    sql`f.receptor_id = ${a._id}::uuid`,
    ...condicionesReporte(a.filter),
    ...estados(a.filter, false),
  ];
  const alcance: Alcance = {
    emisorId: s.emisorId,
    tipos,
    inicio: periodo.inicio,
    final: periodo.final,
    columna: 'fecha',
    condiciones,
    esNota: sql.raw(`f.documento in ('03', '993')`),
  };
  const cursor = leerCursor(a.cursor);
  const limit = leerLimite(a.limit);
  return withTenant(ctx.db, s.emisorId, async (tx) => ({
    periodo,
    // factura_receptor_idx gives the customer's documents in date order: one walk for every type.
    facturas: pedidos.has('facturas')
      ? await paginar(tx, {
          emisorId: s.emisorId,
          tipos,
          condiciones: [...condiciones, enRango(periodo.inicio, periodo.final)],
          cursor,
          limit,
          unaConsulta: true,
        })
      : { rows: [], pageInfo: { nextPageCursor: null, hasNextPage: false } },
    itemGroup: pedidos.has('itemGroup') ? await itemGroup(tx, alcance) : [],
    colones: pedidos.has('colones') ? (await totales(tx, alcance)).colones : null,
  }));
}

export async function crearEstadisticas(ctx: Context, a: { filter?: FilterVentas | null }) {
  const s = await ctx.session();
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const alcance: Alcance = {
    emisorId: s.emisorId,
    tipos: tiposPedidos(
      a.filter,
      TIPOS_VENTA.filter((t) => t !== '02'),
    ),
    inicio: periodo.inicio,
    final: periodo.final,
    columna: 'fecha',
    condiciones: [...condicionesReporte(a.filter), ...estados(a.filter, false)],
    esNota: sql.raw('false'),
  };
  return {
    periodo,
    ...(await withTenant(ctx.db, s.emisorId, (tx) => estadisticasVentas(tx, alcance))),
  };
}

export async function crearEstadisticasCompras(ctx: Context, a: { filter?: FilterVentas | null }) {
  const s = await ctx.session();
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const alcance: Alcance = {
    emisorId: s.emisorId,
    tipos: tiposPedidos(a.filter, TIPOS_COMPRA),
    inicio: periodo.inicio,
    final: periodo.final,
    columna: 'registro',
    condiciones: [
      ...condicionesReporte(a.filter),
      ...estados(a.filter, false),
      sql`not ${NOTA_COMPRA}`,
    ],
    esNota: sql.raw('false'),
  };
  return withTenant(ctx.db, s.emisorId, (tx) => documentosCompra(tx, alcance));
}

// ---------------------------------------------------------------- totals and dashboard

export async function readTotalDocumentos(ctx: Context, a: { documento: string }) {
  const s = await ctx.session();
  const documento = exigirTipo(s, a.documento);
  return withTenant(ctx.db, s.emisorId, (tx) => tablero.totalDocumentos(tx, s.emisorId, documento));
}

export const readTotalDocumentosCobrar = (ctx: Context, a: { showContado?: boolean | null }) =>
  leer(ctx, (s, tx) => tablero.saldos(tx, s.emisorId, TIPOS_VENTA, !!a.showContado));

export const readTotalDocumentosPagar = (ctx: Context, a: { showContado?: boolean | null }) =>
  leer(ctx, (s, tx) => tablero.saldos(tx, s.emisorId, TIPOS_COMPRA, !!a.showContado));

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
  return leer(ctx, (s, tx) =>
    tablero.facturasMes(tx, s.emisorId, ctx.now(), tipos, a.codigoMoneda, meses),
  );
}

export const readSumaMontosFacturasMesByEmisor = (
  ctx: Context,
  a: { codigoMoneda?: string | null },
) => leer(ctx, (s, tx) => tablero.sumaMes(tx, s.emisorId, ctx.now(), a.codigoMoneda, false));

export const readSumaMontosFacturasAceptadasMesByEmisor = (
  ctx: Context,
  a: { codigoMoneda?: string | null },
) => leer(ctx, (s, tx) => tablero.sumaMes(tx, s.emisorId, ctx.now(), a.codigoMoneda, true));

export const readSumaMontosFacturasMesyAnteriorByEmisor = (
  ctx: Context,
  a: { codigoMoneda?: string | null },
) => leer(ctx, (s, tx) => tablero.mesyAnterior(tx, s.emisorId, ctx.now(), a.codigoMoneda));

export async function readVentasDiarias(
  ctx: Context,
  a: { codigoMoneda?: string | null; dias?: number | null },
) {
  const dias = entero(a.dias, 30, 366, 'dias');
  return leer(ctx, (s, tx) =>
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
  const todos = await leer(ctx, (s, tx) =>
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
  const s = await ctx.session();
  const cursor = leerCursor(a.cursor);
  const limit = leerLimite(a.limit);
  const c: SQL[] = [sql`t.emisor_id = ${s.emisorId}::uuid`];
  if (a.filter) {
    const p = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES' });
    c.push(
      sql`t.fecha >= ${p.inicio.toISOString()}::timestamptz and t.fecha < ${p.final.toISOString()}::timestamptz`,
    );
    if (a.filter.codigoMoneda) c.push(sql`t.codigo_moneda = ${a.filter.codigoMoneda}`);
  }
  if (cursor)
    c.push(sql`(t.fecha, t.id) < (${cursor.fecha.toISOString()}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await withTenant(ctx.db, s.emisorId, (tx) =>
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
