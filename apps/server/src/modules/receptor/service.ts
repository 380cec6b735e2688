// Receivers (spec 3 §7 "Receivers"): create, lookup by name or identification, exonerations, and
// what the invoice entry screen needs (read, update, keyset list, delete). One identification per
// issuer: a repeat is CONFLICT on the identification's field.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Context } from '../../context.js';
import { receptor } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { esUuid, escaparLike } from '../validate.js';
import { exoneracion, exoneraciones, receptorDatos, type ExoneracionIn, type ReceptorDatos, type ReceptorIn } from './inputs.js';
import { withSession } from '../../auth/session.js';

export type ReceptorRow = typeof receptor.$inferSelect;

const BUSQUEDA_MAXIMO = 20;

/** Refuses a second receiver with the same identification (national or foreign). */
async function identificacionLibre(tx: Tx, d: ReceptorDatos, excepto?: string) {
  const otro = (cond: SQL) => tx.select({ id: receptor.id, nombre: receptor.nombre }).from(receptor).where(excepto ? and(cond, sql`${receptor.id} <> ${excepto}`) : cond).limit(1);
  if (d.identificacionNumero) {
    const [r] = await otro(and(eq(receptor.identificacionTipo, d.identificacionTipo!), eq(receptor.identificacionNumero, d.identificacionNumero))!);
    if (r) throw conflict(`Ya existe un receptor con la identificación ${d.identificacionNumero}: ${r.nombre}.`, 'identificacion.numero');
  }
  if (d.identificacionExtranjero) {
    const [r] = await otro(eq(receptor.identificacionExtranjero, d.identificacionExtranjero));
    if (r) throw conflict(`Ya existe un receptor con la identificación extranjera ${d.identificacionExtranjero}: ${r.nombre}.`, 'identificacionExtranjero');
  }
}

/** A unique-index violation (a concurrent create won the race) becomes the same CONFLICT. */
function duplicado(e: unknown, d: ReceptorDatos): never {
  const cause = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as { code?: string; constraint?: string });
  if (cause.code !== '23505') throw e;
  if (String(cause.constraint ?? '').includes('extranjero'))
    throw conflict(`Ya existe un receptor con la identificación extranjera ${d.identificacionExtranjero}.`, 'identificacionExtranjero');
  throw conflict(`Ya existe un receptor con la identificación ${d.identificacionNumero}.`, 'identificacion.numero');
}

async function porId(tx: Tx, id: string, forUpdate = false): Promise<ReceptorRow> {
  if (!esUuid(id)) throw notFound('El receptor no existe.');
  const q = tx.select().from(receptor).where(eq(receptor.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('El receptor no existe.');
  return row;
}

export async function create(ctx: Context, input: ReceptorIn) {
  const now = ctx.now();
  const datos = receptorDatos(input);
  const exo = exoneraciones(input.exoneracion ?? [], 'exoneracion', now, []);
  return withSession(ctx, async (tx, s) => {
    await identificacionLibre(tx, datos);
    const [row] = await tx
      .insert(receptor)
      .values({ emisorId: s.emisorId, id: uuidv7(), ...datos, exoneraciones: exo, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }).catch((e: unknown) => duplicado(e, datos));
}

export async function update(ctx: Context, input: ReceptorIn & { id: string }) {
  const now = ctx.now();
  const datos = receptorDatos(input);
  return withSession(ctx, async (tx) => {
    const previo = await porId(tx, input.id, true);
    await identificacionLibre(tx, datos, previo.id);
    const exo = input.exoneracion ? exoneraciones(input.exoneracion, 'exoneracion', now, previo.exoneraciones) : previo.exoneraciones;
    const [row] = await tx
      .update(receptor)
      .set({ ...datos, exoneraciones: exo, updatedAt: now })
      .where(eq(receptor.id, previo.id))
      .returning();
    return row!;
  }).catch((e: unknown) => duplicado(e, datos));
}

/** Adds an exoneration; the same document number replaces the one held. */
export async function addExoneracion(ctx: Context, id: string, e: ExoneracionIn) {
  const now = ctx.now();
  return withSession(ctx, async (tx) => {
    const previo = await porId(tx, id, true);
    const igual = previo.exoneraciones.find((x) => x.numeroDocumento === e.numeroDocumento.trim());
    const nueva = exoneracion(e, 'exoneracion', now, igual);
    const lista = igual ? previo.exoneraciones.map((x) => (x.id === igual.id ? nueva : x)) : [...previo.exoneraciones, nueva];
    const [row] = await tx.update(receptor).set({ exoneraciones: lista, updatedAt: now }).where(eq(receptor.id, previo.id)).returning();
    return row!;
  });
}

export async function removeExoneracion(ctx: Context, id: string, exoneracionId: string) {
  return withSession(ctx, async (tx) => {
    const previo = await porId(tx, id, true);
    if (!previo.exoneraciones.some((x) => x.id === exoneracionId)) throw notFound('La exoneración no existe.');
    const [row] = await tx
      .update(receptor)
      .set({ exoneraciones: previo.exoneraciones.filter((x) => x.id !== exoneracionId), updatedAt: ctx.now() })
      .where(eq(receptor.id, previo.id))
      .returning();
    return row!;
  });
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx) => (await tx.select().from(receptor).where(eq(receptor.id, id)))[0] ?? null);
}

// Accent- and case-insensitive comparison without extensions (PGlite has no unaccent). The
// capitals are listed too: under the C locale lower() leaves non-ASCII letters as they are.
const DESDE = 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ';
const HACIA = 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc';
const plano = (t: string) =>
  [...t.toLowerCase()].map((c) => (DESDE.includes(c) ? HACIA[DESDE.indexOf(c)] : c)).join('');
const nombrePlano = sql`translate(lower(${receptor.nombre}), ${DESDE}, ${HACIA})`;
const comercialPlano = sql`translate(lower(coalesce(${receptor.nombreComercial}, '')), ${DESDE}, ${HACIA})`;

/** Condition of a free-text filter: name or commercial name contains it, or identification starts with it. */
function filtro(term: string): SQL {
  const patron = `%${escaparLike(plano(term))}%`;
  const digitos = term.replace(/[\s-]/g, '');
  const conds: SQL[] = [sql`${nombrePlano} like ${patron}`, sql`${comercialPlano} like ${patron}`];
  if (/^[A-Za-z0-9]{3,}$/.test(digitos)) {
    conds.push(sql`${receptor.identificacionNumero} like ${`${escaparLike(digitos)}%`}`);
    conds.push(sql`lower(${receptor.identificacionExtranjero}) like ${`${escaparLike(digitos.toLowerCase())}%`}`);
  }
  return or(...conds)!;
}

/** Receptor.readByNombreIdentificacion: exact identification first (one), else by name (up to 20). */
export async function buscar(ctx: Context, nid: string) {
  const term = nid.trim();
  if (!term) throw badInput('Escribe un nombre o una identificación para buscar.', 'nid');
  if (term.length > 100) throw badInput('La búsqueda es demasiado larga.', 'nid');
  const ident = term.replace(/[\s-]/g, '');
  return withSession(ctx, async (tx) => {
    if (/^[A-Za-z0-9]+$/.test(ident)) {
      const exacta = await tx
        .select()
        .from(receptor)
        .where(or(eq(receptor.identificacionNumero, ident), sql`lower(${receptor.identificacionExtranjero}) = ${ident.toLowerCase()}`))
        .limit(2);
      if (exacta.length === 1) return exacta;
    }
    return tx.select().from(receptor).where(filtro(term)).orderBy(asc(nombrePlano), asc(receptor.id)).limit(BUSQUEDA_MAXIMO);
  });
}


/** Receptor.readAll: by name, keyset on (name, id). */
export async function list(ctx: Context, args: { cursor?: string | null; limit?: number | null; filter?: string | null }) {
  const take = Math.min(Math.max(args.limit ?? 10, 1), 100);
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  const term = args.filter?.trim() ?? '';
  if (term.length > 100) throw badInput('El filtro es demasiado largo.', 'filter');
  const rows = await withSession(ctx, (tx) =>
    tx
      .select({ row: receptor, n: sql<string>`${nombrePlano}` })
      .from(receptor)
      .where(and(term ? filtro(term) : undefined, after ? sql`(${nombrePlano}, ${receptor.id}) > (${after.n}, ${after.id}::uuid)` : undefined))
      .orderBy(asc(nombrePlano), asc(receptor.id))
      .limit(take + 1),
  );
  const feed = rows.slice(0, take);
  const hasNextPage = rows.length > take;
  const last = feed[feed.length - 1];
  return {
    feed: feed.map((r) => r.row),
    pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor({ n: last.n, id: last.row.id }) : null },
  };
}

/** Deletes receivers; per id a state and a message. Issued documents keep their own copy. */
export async function remove(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const gone = esUuid(id) ? await tx.delete(receptor).where(eq(receptor.id, id)).returning({ id: receptor.id }) : [];
      out.push(gone.length ? { _id: id, state: true, message: 'Receptor borrado.' } : { _id: id, state: false, message: 'El receptor no existe.' });
    }
    return out;
  });
}
