// Keyset pages of documents, newest first, that stay fast at a million documents per issuer.
//
// - One type: one ordered walk of factura_lista_idx (emisor_id, documento, fecha_emision desc, id desc).
// - Several types: one such walk per type, each limited, merged (a plain `documento IN (...)` would
//   make the planner sort every matching row, or walk the whole history for a rare type).
// - `unaConsulta`: a single walk (over a partial index such as factura_saldo_idx, whose rows are few).
// - Search: row-level security keeps LIKE from being an index condition, so the text is matched in
//   factura_contraparte (distinct counterparties, small) and each matching counterparty's documents
//   are read in date order off factura_contraparte_ident_idx; numbers go straight to the series index
//   (via the consecutivo counters) or to the clave index. When too many counterparties match to
//   read each, matches are dense: walk the date index in chunks and test each row.
// Every branch returns at most limit+1 keys after the cursor, so the merge is exact: no gaps, no repeats.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { factura } from '../../../db/schema/index.js';
import { rowsOf, type Tx } from '../../../db/types.js';
import { badInput } from '../../../errors.js';
import type { FacturaRow } from '../modelo.js';
import { escaparLike, esUuid } from '../../validate.js';
import { lista } from './filtros.js';

export type Orden = 'fecha' | 'registro';
export type Cursor = { fecha: Date; id: string };
export type Pagina = {
  rows: FacturaRow[];
  pageInfo: { nextPageCursor: string | null; hasNextPage: boolean };
};

export type Consulta = {
  emisorId: string;
  /** The document types that may appear; none → an empty page. */
  tipos: readonly string[];
  /** More conditions on the alias `f` (e.g. sql`f.saldo > 0`). */
  condiciones?: SQL[];
  cursor: Cursor | null;
  limit: number;
  busqueda?: string | null;
  /** Walk one index for all types at once (a partial index with few rows). */
  unaConsulta?: boolean;
  /** fecha_emision (default) or created_at (purchases by registration date). */
  orden?: Orden;
};

/** Cursor: base64url of "ISO instant|id" (the same form as Factura.readByEmisor's). */
export const cursorDe = (fecha: Date, id: string): string =>
  Buffer.from(`${fecha.toISOString()}|${id}`).toString('base64url');

export function leerCursor(cursor: string | null | undefined): Cursor | null {
  if (!cursor) return null;
  const [f, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const fecha = new Date(f ?? '');
  if (!id || Number.isNaN(fecha.getTime()) || !esUuid(id))
    throw badInput('El cursor de la página no es válido.', 'cursor');
  return { fecha, id };
}

export function leerLimite(limit: number | null | undefined): number {
  const n = limit ?? 10;
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw badInput('El límite debe estar entre 1 y 100.', 'limit');
  return n;
}

type Clave = { id: string; k: Date };

const col = (o: Orden) => sql.raw(o === 'registro' ? 'f.created_at' : 'f.fecha_emision');
const fecha = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

function despues(c: Cursor | null, o: Orden): SQL {
  return c
    ? sql`(${col(o)}, f.id) < (${c.fecha.toISOString()}::timestamptz, ${c.id}::uuid)`
    : sql`true`;
}

function donde(q: Consulta, extra: SQL[]): SQL {
  return sql.join(
    [
      sql`f.emisor_id = ${q.emisorId}::uuid`,
      ...extra,
      ...(q.condiciones ?? []),
      despues(q.cursor, q.orden ?? 'fecha'),
    ],
    sql` and `,
  );
}

async function claves(tx: Tx, query: SQL): Promise<Clave[]> {
  const rows = await rowsOf<{ id: string; k: Date | string }>(tx, query);
  return rows.map((r) => ({ id: r.id, k: fecha(r.k) }));
}

const mayorPrimero = (a: Clave, b: Clave) =>
  b.k.getTime() - a.k.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The keys of the next page without search. */
async function clavesLista(tx: Tx, q: Consulta, n: number): Promise<Clave[]> {
  const o = q.orden ?? 'fecha';
  const orden = sql`order by ${col(o)} desc, f.id desc limit ${n}`;
  if (q.unaConsulta || q.tipos.length === 1) {
    return claves(
      tx,
      sql`select f.id, ${col(o)} as k from factura f where ${donde(q, [sql`f.documento in (${lista(q.tipos)})`])} ${orden}`,
    );
  }
  const ramas = q.tipos.map(
    (t) =>
      sql`(select f.id, ${col(o)} as k from factura f where ${donde(q, [sql`f.documento = ${t}`])} ${orden})`,
  );
  return claves(
    tx,
    sql`select id, k from (${sql.join(ramas, sql` union all `)}) x order by k desc, id desc limit ${n}`,
  );
}

/**
 * Limits of the search: how many matching counterparties are read one by one, and beyond that
 * the size and number of the date-ordered chunks a page may walk (tests lower them).
 */
export const LIMITES_BUSQUEDA = { contrapartes: 500, bloque: 1000, bloques: 20 };

/** The keys of the next page of a search; `hasta` is set when a dense walk stopped before finding enough. */
async function clavesBusqueda(
  tx: Tx,
  q: Consulta,
  n: number,
): Promise<{ claves: Clave[]; hasta: Clave | null }> {
  const o = q.orden ?? 'fecha';
  const texto = (q.busqueda ?? '').trim().slice(0, 200);
  const [norm] = await rowsOf<{ n: string }>(tx, sql`select jit_busqueda(${texto}) as n`);
  const palabras = (norm?.n ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const patrones = palabras.map((p) => `%${escaparLike(p)}%`);
  const tipos = sql`f.documento in (${lista(q.tipos)})`;
  const encontradas: Clave[] = [];
  let hasta: Clave | null = null;

  // Numbers: the consecutivo's number (any series of the types), a whole consecutivo or a clave.
  const digitos = texto.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digitos)) {
    if (digitos.length <= 18) {
      encontradas.push(
        ...(await claves(
          tx,
          sql`select x.id, x.k from consecutivo c cross join lateral (
                select f.id, ${col(o)} as k from factura f
                where ${donde(q, [sql`f.sucursal = c.sucursal and f.terminal = c.terminal and f.documento = c.documento and f.numero = ${Number(BigInt(digitos) > 9007199254740991n ? -1 : digitos)}`])}) x
              where c.emisor_id = ${q.emisorId}::uuid and c.documento in (${lista(q.tipos)})`,
        )),
      );
    }
    if (digitos.length === 20 && q.tipos.includes(digitos.slice(8, 10))) {
      // sucursal (3) terminal (5) tipo (2) número (10): straight to factura_serie_uq.
      const serie = sql`f.sucursal = ${Number(digitos.slice(0, 3))} and f.terminal = ${Number(digitos.slice(3, 8))} and f.documento = ${digitos.slice(8, 10)} and f.numero = ${Number(digitos.slice(10))}`;
      encontradas.push(
        ...(await claves(
          tx,
          sql`select f.id, ${col(o)} as k from factura f where ${donde(q, [serie, sql`f.consecutivo = ${digitos}`])}`,
        )),
      );
    }
    if (digitos.length === 50) {
      encontradas.push(
        ...(await claves(
          tx,
          sql`select f.id, ${col(o)} as k from factura f where ${donde(q, [tipos, sql`f.clave = ${digitos}`])}`,
        )),
      );
    }
  }

  // A whole consecutivo (20 digits) or clave (50) names one document: no counterparty to look for
  // (identifications have at most 12 digits).
  const soloNumero = /^\d+$/.test(digitos) && digitos.length > 12;
  if (patrones.length > 0 && !soloNumero) {
    const like = sql`like all (array[${lista(patrones)}]::text[])`;
    const contrapartes = await rowsOf<{
      documento: string;
      nombre: string;
      identificacion: string;
    }>(
      tx,
      sql`select documento, nombre, identificacion from factura_contraparte
          where emisor_id = ${q.emisorId}::uuid and documento in (${lista(q.tipos)}) and busqueda ${like} limit ${LIMITES_BUSQUEDA.contrapartes + 1}`,
    );
    if (contrapartes.length <= LIMITES_BUSQUEDA.contrapartes) {
      if (contrapartes.length > 0) {
        encontradas.push(
          ...(await claves(
            tx,
            sql`select x.id, x.k from json_to_recordset(${JSON.stringify(contrapartes)}::json) as c(documento text, nombre text, identificacion text)
                cross join lateral (
                  select f.id, ${col(o)} as k from factura f
                  where ${donde(q, [sql`f.documento = c.documento and f.receptor_nombre = c.nombre and coalesce(f.receptor_identificacion, '') = c.identificacion`])}
                  order by ${col(o)} desc, f.id desc limit ${n}) x`,
          )),
        );
      }
    } else {
      // Dense: most documents match; walk newest first in chunks and test each row.
      let desde = q.cursor;
      const propias: Clave[] = [];
      for (let i = 0; i < LIMITES_BUSQUEDA.bloques && propias.length < n; i++) {
        const bloque = await rowsOf<{ id: string; k: Date | string; ok: boolean }>(
          tx,
          sql`select f.id, ${col(o)} as k, jit_busqueda(coalesce(f.receptor_nombre, '') || ' ' || coalesce(f.receptor_identificacion, '')) ${like} as ok
              from factura f where ${donde({ ...q, cursor: desde }, [tipos])} order by ${col(o)} desc, f.id desc limit ${LIMITES_BUSQUEDA.bloque}`,
        );
        for (const r of bloque) if (r.ok) propias.push({ id: r.id, k: fecha(r.k) });
        const ultima = bloque[bloque.length - 1];
        if (bloque.length < LIMITES_BUSQUEDA.bloque || !ultima) {
          hasta = null;
          break;
        }
        desde = { fecha: fecha(ultima.k), id: ultima.id };
        hasta = { id: ultima.id, k: fecha(ultima.k) };
      }
      if (propias.length >= n) hasta = null;
      encontradas.push(...propias);
    }
  }
  return { claves: encontradas, hasta };
}

/** One keyset page of whole documents. */
export async function paginar(tx: Tx, q: Consulta): Promise<Pagina> {
  const vacia: Pagina = { rows: [], pageInfo: { nextPageCursor: null, hasNextPage: false } };
  if (q.tipos.length === 0) return vacia;
  const n = q.limit + 1;
  let lista: Clave[];
  let hasta: Clave | null = null;
  if (q.busqueda?.trim()) {
    const r = await clavesBusqueda(tx, q, n);
    hasta = r.hasta;
    const vistas = new Set<string>();
    lista = r.claves.filter((c) => !vistas.has(c.id) && vistas.add(c.id)).sort(mayorPrimero);
    // A dense walk that stopped early has only looked down to `hasta`: nothing older may be shown yet.
    if (hasta) lista = lista.filter((c) => mayorPrimero(c, hasta!) <= 0);
    lista = lista.slice(0, n);
  } else {
    lista = await clavesLista(tx, q, n);
  }
  const pagina = lista.slice(0, q.limit);
  const rows = pagina.length
    ? await tx
        .select()
        .from(factura)
        .where(
          and(
            eq(factura.emisorId, q.emisorId),
            inArray(
              factura.id,
              pagina.map((c) => c.id),
            ),
          ),
        )
    : [];
  const porId = new Map(rows.map((r) => [r.id, r]));
  const ordenadas = pagina.map((c) => porId.get(c.id)).filter((r): r is FacturaRow => !!r);
  const ultima = pagina[pagina.length - 1];
  if (lista.length > q.limit && ultima)
    return {
      rows: ordenadas,
      pageInfo: { hasNextPage: true, nextPageCursor: cursorDe(ultima.k, ultima.id) },
    };
  if (hasta)
    return {
      rows: ordenadas,
      pageInfo: { hasNextPage: true, nextPageCursor: cursorDe(hasta.k, hasta.id) },
    };
  return { rows: ordenadas, pageInfo: { hasNextPage: false, nextPageCursor: null } };
}
