// The list and search operations of Factura (schema/factura-reportes.graphql): one function per
// operation, each in one transaction of the session's issuer (row-level security). The tenant is
// always the session's; an `emisor` argument only has to agree with it (the @auth directive).
import { sql, type SQL } from 'drizzle-orm';
import type { Context, Session } from '../../../context.js';
import { withSession } from '../../../auth/session.js';
import { condicionCredito } from '../../../db/schema/index.js';
import { badInput } from '../../../errors.js';
import type { FacturaFilter } from '../../../generated/graphql.js';
import {
  exigirPagina,
  exigirTipo,
  TIPOS_COMPRA,
  TIPOS_VENTA,
  tiposVisibles,
  TODOS_LOS_TIPOS,
} from './acceso.js';
import type { PageArgs } from './comun.js';
import { condicionesLista, enRango, rangoArgs } from './filtros.js';
import { leerCursor, leerLimite, paginar, type Pagina } from './listas.js';

type PaginaQuery = Omit<Parameters<typeof paginar>[1], 'emisorId' | 'cursor' | 'limit'> & PageArgs;

/** One page in one transaction; `consulta` builds the query from the session (which types it may see). */
function pagina(ctx: Context, consulta: (s: Session) => PaginaQuery): Promise<Pagina> {
  return withSession(ctx, (tx, s) => {
    const q = consulta(s);
    const cursor = leerCursor(q.cursor);
    const limit = leerLimite(q.limit);
    return paginar(tx, { ...q, emisorId: s.emisorId, cursor, limit });
  });
}

const tiposDe = (s: Session, documento: string | null | undefined) =>
  documento ? [exigirTipo(s, documento)] : tiposVisibles(s);

/**
 * A filter with its own date-ordered index (a customer: factura_receptor_idx; one state:
 * factura_estado_idx) is read in one walk of that index rather than one walk per type, which
 * would read every document of a type to find the few that pass.
 */
const selectivo = (f: FacturaFilter | null | undefined): boolean =>
  !!f && (!!f.receptor || f.estadoDocumento?.length === 1);

function texto(searchString: string): string {
  const t = searchString.trim();
  if (!t)
    throw badInput(
      'Escriba qué buscar: un nombre, una identificación, un consecutivo o una clave.',
      'searchString',
    );
  return t;
}

export async function readDocumentosBySearchString(
  ctx: Context,
  a: { searchString: string; documento?: string | null } & PageArgs,
) {
  return pagina(ctx, (s) => ({
    tipos: tiposDe(s, a.documento),
    busqueda: texto(a.searchString),
    cursor: a.cursor,
    limit: a.limit,
  }));
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
  if (!a.showContado) condiciones.push(condicionCredito('f'));
  if (!a.showPagadas) condiciones.push(sql`f.saldo > 0`);
  // Documents with a balance are few and all in factura_saldo_idx: one walk serves every type.
  return { tipos: a.isFEC ? TIPOS_COMPRA : TIPOS_VENTA, condiciones, unaConsulta: !a.showPagadas };
}

export async function readDocumentosCredito(
  ctx: Context,
  a: { filter?: FacturaFilter | null } & CreditoArgs & PageArgs,
) {
  return pagina(ctx, (s) => {
    const c = credito(s, a);
    return {
      ...c,
      condiciones: [...c.condiciones, ...condicionesLista(a.filter)],
      busqueda: a.filter?.searchString,
      cursor: a.cursor,
      limit: a.limit,
    };
  });
}

export async function readCreditoBySearchString(
  ctx: Context,
  a: { searchString: string } & CreditoArgs & PageArgs,
) {
  return pagina(ctx, (s) => ({
    ...credito(s, a),
    busqueda: texto(a.searchString),
    cursor: a.cursor,
    limit: a.limit,
  }));
}

export async function readDocumentosProforma(
  ctx: Context,
  a: { filter?: FacturaFilter | null; estadoProforma?: string | null } & PageArgs,
) {
  const condiciones = condicionesLista(a.filter);
  if (a.estadoProforma) condiciones.push(sql`f.estado_proforma = ${a.estadoProforma}`);
  return pagina(ctx, () => ({
    tipos: ['proforma'],
    condiciones,
    busqueda: a.filter?.searchString,
    cursor: a.cursor,
    limit: a.limit,
  }));
}

export async function readProformaBySearchString(
  ctx: Context,
  a: { searchString: string } & PageArgs,
) {
  return pagina(ctx, () => ({
    tipos: ['proforma'],
    busqueda: texto(a.searchString),
    cursor: a.cursor,
    limit: a.limit,
  }));
}

type Rango = { inicio: string; final: string };

export async function readByDateRange(
  ctx: Context,
  a: Rango & { documento?: string | null } & PageArgs,
) {
  const r = rangoArgs(a.inicio, a.final);
  return pagina(ctx, (s) => ({
    tipos: tiposDe(s, a.documento),
    condiciones: [enRango(r.inicio, r.final)],
    cursor: a.cursor,
    limit: a.limit,
  }));
}

export async function readBulkByDateRange(ctx: Context, a: Rango & PageArgs) {
  const r = rangoArgs(a.inicio, a.final);
  // Bulk billing never applies to 01 (spec 1 §5).
  const tipos = TODOS_LOS_TIPOS.filter((t) => t !== '01');
  return pagina(ctx, () => ({
    tipos,
    condiciones: [enRango(r.inicio, r.final), sql`f.bulk`],
    unaConsulta: true,
    cursor: a.cursor,
    limit: a.limit,
  }));
}

export async function readCreditoByDateRange(
  ctx: Context,
  a: Rango & { isFEC?: boolean | null; showContado?: boolean | null } & PageArgs,
) {
  const r = rangoArgs(a.inicio, a.final);
  return pagina(ctx, (s) => {
    const c = credito(s, { ...a, showPagadas: true });
    return {
      ...c,
      condiciones: [...c.condiciones, enRango(r.inicio, r.final)],
      cursor: a.cursor,
      limit: a.limit,
    };
  });
}

export async function readProformaByDateRange(ctx: Context, a: Rango & PageArgs) {
  const r = rangoArgs(a.inicio, a.final);
  return pagina(ctx, () => ({
    tipos: ['proforma'],
    condiciones: [enRango(r.inicio, r.final)],
    cursor: a.cursor,
    limit: a.limit,
  }));
}

export async function readByFilter(
  ctx: Context,
  a: { filter?: FacturaFilter | null; documento?: string | null } & PageArgs,
) {
  return pagina(ctx, (s) => ({
    tipos: tiposDe(s, a.documento),
    condiciones: condicionesLista(a.filter),
    unaConsulta: selectivo(a.filter),
    busqueda: a.filter?.searchString,
    cursor: a.cursor,
    limit: a.limit,
  }));
}
