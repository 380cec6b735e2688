// The report and statistics operations of Factura (schema/factura-reportes.graphql): the sales
// and purchases reports, a customer's sales and the per-item statistics, each in one transaction
// of the session's issuer, on the caller's clock (ctx.now()) for "Este Mes".
import { CR_OFFSET_MS } from '@jit/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../../context.js';
import { withSession } from '../../../auth/session.js';
import { badInput, forbidden } from '../../../errors.js';
import type {
  FacturaQueryGenerarReporteArgs,
  FacturaQueryGenerarReporteComprasArgs,
  FacturaQueryVentasClienteArgs,
  FilterVentas,
} from '../../../generated/graphql.js';
import { TIPOS_COMPRA, TIPOS_NOTA_CREDITO, TIPOS_VENTA, validarTipo } from './acceso.js';
import { documentosCompra, estadisticasVentas, itemGroup } from './estadisticas.js';
import { condicionesReporte, enRango } from './filtros.js';
import { leerCursor, leerLimite, paginar } from './listas.js';
import { esUuid } from '../../validate.js';
import { resolverPeriodo, type Periodo } from './periodo.js';
import { filas, impuestos, otrosCargos, totales, type Alcance } from './reportes.js';

/** Whole Costa Rica days: 00:00 in Costa Rica is 06:00 UTC. */
const deDiaEntero = (d: Date) => (d.getTime() + CR_OFFSET_MS) % 86_400_000 === 0;

/**
 * The daily tables answer a sales report's totals when the period is whole Costa Rica days and
 * the filter only narrows types, currency and states (the keys of those tables).
 */
function resumenDe(
  filter: FilterVentas | null | undefined,
  showRechazadas: boolean | null | undefined,
  periodo: Periodo,
): Alcance['resumen'] {
  if (
    filter &&
    (filter.receptor ||
      filter.usuario ||
      filter.condicionVenta ||
      filter.sucursal != null ||
      filter.terminal != null)
  )
    return null;
  if (!deDiaEntero(periodo.inicio) || !deDiaEntero(periodo.final)) return null;
  const condiciones: SQL[] = [];
  if (filter?.codigoMoneda) condiciones.push(sql`r.codigo_moneda = ${filter.codigoMoneda}`);
  if (filter?.estadoDocumento?.length)
    condiciones.push(
      sql`r.estado_documento in (${sql.join(
        filter.estadoDocumento.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  else if (!showRechazadas) condiciones.push(sql.raw(`r.estado_documento not in ('4', '6')`));
  return { condiciones, esNota: sql.raw(`r.documento in ('03', '993')`) };
}

/** Longest period of a report, in days. */
const ANO = 366;
const RECHAZADOS = sql.raw(`f.estado_documento not in ('4', '6')`);

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
  a: Alcance,
  periodo: Periodo,
  pedidos: Pedidos,
  conOtrosCargos: boolean,
) {
  return withSession(ctx, async (tx) => {
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
  const emisorId = await ctx.tokenEmisor();
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const showNC = a.showNC !== false;
  const alcance: Alcance = {
    emisorId,
    tipos: [...tiposPedidos(a.filter, TIPOS_VENTA), ...(showNC ? TIPOS_NOTA_CREDITO : [])],
    inicio: periodo.inicio,
    final: periodo.final,
    columna: 'fecha',
    condiciones: [...condicionesReporte(a.filter), ...estados(a.filter, a.showRechazadas)],
    esNota: sql.raw(`f.documento in ('03', '993')`),
    resumen: resumenDe(a.filter, a.showRechazadas, periodo),
  };
  const r = await reporte(ctx, alcance, periodo, pedidos, !!a.showOtrosCargos);
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
  const emisorId = await ctx.tokenEmisor();
  if (a.receptor && a.receptor !== emisorId) throw forbidden('No puedes operar sobre otro emisor.');
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const showNC = a.showNC !== false;
  const alcance: Alcance = {
    emisorId,
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
  const r = await reporte(ctx, alcance, periodo, pedidos, false);
  return { ...r, compras: r.documentos };
}

export async function ventasCliente(
  ctx: Context,
  a: FacturaQueryVentasClienteArgs,
  pedidos: Pedidos,
) {
  const emisorId = await ctx.tokenEmisor();
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
    emisorId,
    tipos,
    inicio: periodo.inicio,
    final: periodo.final,
    columna: 'fecha',
    condiciones,
    esNota: sql.raw(`f.documento in ('03', '993')`),
  };
  const cursor = leerCursor(a.cursor);
  const limit = leerLimite(a.limit);
  return withSession(ctx, async (tx) => ({
    periodo,
    // factura_receptor_idx gives the customer's documents in date order: one walk for every type.
    facturas: pedidos.has('facturas')
      ? await paginar(tx, {
          emisorId,
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
  const emisorId = await ctx.tokenEmisor();
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const alcance: Alcance = {
    emisorId,
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
    ...(await withSession(ctx, (tx) => estadisticasVentas(tx, alcance))),
  };
}

export async function crearEstadisticasCompras(ctx: Context, a: { filter?: FilterVentas | null }) {
  const emisorId = await ctx.tokenEmisor();
  const periodo = resolverPeriodo(a.filter, ctx.now(), { defecto: 'ESTE_MES', maxDias: ANO });
  const alcance: Alcance = {
    emisorId,
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
  return withSession(ctx, (tx) => documentosCompra(tx, alcance));
}
