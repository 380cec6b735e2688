// Factura reads: one document, the keyset list by issuer, counters, Hacienda's answer. The list walks
// factura_lista_idx / factura_fecha_idx: WHERE (fecha_emision, id) < cursor ORDER BY both DESC.
import { COLUMNAS_LIGERAS, conDatosDeColumnas } from './lista-ligera.js';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Context } from '../../context.js';
import { consecutivo as consecutivoTable, factura, facturaXml } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import type { FacturaFilter } from '../../generated/graphql.js';
import { leerVisible } from './filas.js';
import { exigirTipo, tiposVisibles } from './reportes/acceso.js';
import type { FacturaRow } from './modelo.js';
import { usoDelMes } from './numeracion.js';
import { withSession } from '../../auth/session.js';
import { preparada } from '../../db/preparadas.js';
import type { Tx } from '../../db/types.js';
import { cursorDe, leerCursor } from './reportes/listas.js';
import { escaparLike } from '../validate.js';

const COMPRAS = ['08', '05', '06', '07', '9938'];

/** Factura.readById: null when it does not exist (or is another issuer's: RLS hides it). */
export async function readById(
  ctx: Context,
  id: string,
  opts: { isPurchase?: boolean | null; bulk?: boolean } = {},
): Promise<FacturaRow | null> {
  const row = await withSession(ctx, (tx, s) => leerVisible(tx, s, id));
  if (!row) return null;
  if (COMPRAS.includes(row.documento) && opts.isPurchase === false) return null;
  if (opts.bulk && !row.bulk) return null;
  return row;
}

/** Factura.readByEmisor's FacturaFilter (its own day bounds and a plain text match). */
function condiciones(filter: FacturaFilter | null | undefined): SQL[] {
  const c: SQL[] = [];
  if (!filter) return c;
  const dia = (v: string, fin: boolean) =>
    /T/.test(v) ? new Date(v) : new Date(`${v}T${fin ? '23:59:59.999' : '00:00:00.000'}-06:00`);
  if (filter.inicio) c.push(gte(factura.fechaEmision, dia(filter.inicio, false)));
  if (filter.final) c.push(lte(factura.fechaEmision, dia(filter.final, true)));
  if (filter.estadoDocumento?.length)
    c.push(inArray(factura.estadoDocumento, filter.estadoDocumento as never[]));
  if (filter.receptor) c.push(eq(factura.receptorId, filter.receptor));
  if (filter.codigoMoneda) c.push(eq(factura.codigoMoneda, filter.codigoMoneda));
  if (filter.condicionVenta) c.push(eq(factura.condicionVenta, filter.condicionVenta));
  if (filter.usuario) c.push(eq(factura.usuarioId, filter.usuario));
  if (filter.sucursal != null) c.push(eq(factura.sucursal, filter.sucursal));
  if (filter.terminal != null) c.push(eq(factura.terminal, filter.terminal));
  if (filter.bulk != null) c.push(eq(factura.bulk, filter.bulk));
  const q = filter.searchString?.trim();
  if (q) {
    const like = `%${escaparLike(q)}%`;
    c.push(
      or(
        ilike(factura.receptorNombre, like),
        ilike(factura.receptorIdentificacion, like),
        ilike(factura.consecutivo, like),
        ilike(factura.clave, like),
      )!,
    );
  }
  return c;
}

/**
 * The unfiltered pages of Factura.readByEmisor as named prepared statements (db/preparadas.ts),
 * one per shape: lean or whole row, first page or after a cursor, and one type (a parameter) or
 * the set of types the user may see (constants). PostgreSQL may keep one plan for every run of a
 * statement, whoever runs it, so each shape's plan must be right whatever its values: the type's
 * keyset index for one type; for a set, the plan of those very types (written as constants, one
 * statement per set: a set of rare types would be badly served by the plan of a common one).
 */
const PAGINAS = new Map<string, (tx: Tx, v: Record<string, unknown>) => Promise<FacturaRow[]>>();
/** The sets of types with their own statement (a process meets few: one per role's pages). */
const CONJUNTOS = new Map<string, number>();
const MAX_CONJUNTOS = 64;
function paginaPreparada(ligera: boolean, tipos: readonly string[] | null, conCursor: boolean) {
  let conjunto = '';
  if (tipos) {
    const clave = tipos.join(',');
    let n = CONJUNTOS.get(clave);
    if (n === undefined) {
      if (CONJUNTOS.size >= MAX_CONJUNTOS) return null;
      CONJUNTOS.set(clave, (n = CONJUNTOS.size));
    }
    conjunto = `_tipos${n}`;
  }
  const nombre = `factura_pagina${ligera ? '_ligera' : ''}${tipos ? conjunto : '_tipo'}${conCursor ? '_cursor' : ''}`;
  let p = PAGINAS.get(nombre);
  if (!p) {
    // The codes are the domain's (validated before they get here): safe as literals.
    const tipo = tipos
      ? sql`${factura.documento} in (${sql.join(tipos.map((t) => sql.raw(`'${t.replace(/'/g, "''")}'`)), sql`, `)})`
      : sql`${factura.documento} = ${sql.placeholder('documento')}`;
    const where = conCursor
      ? and(tipo, sql`(${factura.fechaEmision}, ${factura.id}) < (${sql.placeholder('fecha')}::timestamptz, ${sql.placeholder('id')}::uuid)`)
      : tipo;
    const orden = [desc(factura.fechaEmision), desc(factura.id)] as const;
    const limite = sql.placeholder('limite');
    if (ligera) {
      const leer = preparada<Omit<FacturaRow, 'datos'>>(nombre, (tx) =>
        tx.select(COLUMNAS_LIGERAS).from(factura).where(where).orderBy(...orden).limit(limite),
      );
      p = async (tx, v) => (await leer(tx, v)).map(conDatosDeColumnas);
    } else
      p = preparada<FacturaRow>(nombre, (tx) =>
        tx.select().from(factura).where(where).orderBy(...orden).limit(limite),
      );
    PAGINAS.set(nombre, p);
  }
  return p;
}

/** Factura.readByEmisor: newest first, keyset paged. */
export async function readByEmisor(
  ctx: Context,
  args: {
    cursor?: string | null;
    limit?: number | null;
    documento?: string | null;
    filter?: FacturaFilter | null;
  },
  /** Only column-backed fields are asked for: leave `datos` out (lista-ligera.ts). */
  ligera = false,
): Promise<{
  feed: FacturaRow[];
  pageInfo: { nextPageCursor: string | null; hasNextPage: boolean };
}> {
  const limit = args.limit ?? 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw badInput('El límite debe estar entre 1 y 100.', 'limit');
  const after = leerCursor(args.cursor);
  const filtros = condiciones(args.filter);
  const conds: SQL[] = [...filtros];
  if (after)
    conds.push(
      sql`(${factura.fechaEmision}, ${factura.id}) < (${after.fecha.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  // Only the types whose list the user may open (asking for a closed one is FORBIDDEN).
  const orden = [desc(factura.fechaEmision), desc(factura.id)] as const;
  const rows = await withSession(ctx, async (tx, s) => {
    const documento = args.documento ? exigirTipo(s, args.documento) : null;
    const tipos = documento ? [documento] : tiposVisibles(s);
    // A page without a filter, the list as a clerk opens it and pages on: a prepared statement.
    const preparadaPara = filtros.length === 0 && tipos.length > 0 ? paginaPreparada(ligera, documento ? null : tipos, !!after) : null;
    if (preparadaPara)
      return preparadaPara(tx, { documento, fecha: after?.fecha.toISOString(), id: after?.id, limite: limit + 1 });
    const where = and(
      ...conds,
      documento ? eq(factura.documento, documento) : inArray(factura.documento, tipos),
    );
    return ligera
      ? (
          await tx
            .select(COLUMNAS_LIGERAS)
            .from(factura)
            .where(where)
            .orderBy(...orden)
            .limit(limit + 1)
        ).map(conDatosDeColumnas)
      : tx
          .select()
          .from(factura)
          .where(where)
          .orderBy(...orden)
          .limit(limit + 1);
  });
  const feed = rows.slice(0, limit);
  const hasNextPage = rows.length > limit;
  return {
    feed,
    pageInfo: {
      hasNextPage,
      nextPageCursor: hasNextPage
        ? cursorDe(feed[feed.length - 1]!.fechaEmision, feed[feed.length - 1]!.id)
        : null,
    },
  };
}

/** Factura.facturacionCounter. */
export async function facturacionCounter(ctx: Context) {
  return withSession(ctx, async (tx, s) => ({
    ...(await usoDelMes(tx, s.emisorId, s.emisor.profile, ctx.now())),
    profile: s.emisor.profile,
  }));
}

/** Factura.getCounters: the last number of each series. */
export async function getCounters(ctx: Context) {
  const rows = await withSession(ctx, (tx) =>
    tx
      .select()
      .from(consecutivoTable)
      .orderBy(
        asc(consecutivoTable.sucursal),
        asc(consecutivoTable.terminal),
        asc(consecutivoTable.documento),
      ),
  );
  return rows.map((r) => ({
    type: r.documento,
    value: r.ultimo,
    sucursal: r.sucursal,
    terminal: r.terminal,
  }));
}

export async function respuestaDe(ctx: Context, facturaId: string) {
  const [x] = await withSession(ctx, (tx) =>
    tx
      .select({
        estado: facturaXml.respuestaEstado,
        fecha: facturaXml.respuestaFecha,
        detalle: facturaXml.respuestaDetalle,
        motivos: facturaXml.motivos,
      })
      .from(facturaXml)
      .where(eq(facturaXml.facturaId, facturaId)),
  );
  return x ?? null;
}
