// Customers (spec 2 §4, §7; MODULES.md §B.1): create-or-update, reads, keyset list, trigram search
// and delete. Every read and write keeps an executive to their own customers (ruling B-6).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { CICLO_INICIAL } from '@jit/domain';
import { withSession } from '../../auth/session.js';
import type { Context, Session } from '../../context.js';
import { categoriaCliente, clienteBalance, DESDE_TILDES, factura, HACIA_TILDES, receptor, usuario } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict, notFound } from '../../errors.js';
import type { ClienteFilter, ClienteInput } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { esUuid, escaparLike } from '../validate.js';
import { cicloValido, clienteDatos } from './datos.js';
import { CR_MS } from './periodo.js';
import { alcance, soloEjecutivo, vistas, type ClienteRow } from './lectura.js';
import { programarRecordatorios } from './recordatorio-diario.js';

const BUSQUEDA_MAXIMO = 20;

/** Folds a search text the way the `busqueda` column is folded (lower case, no accents). */
export const plano = (t: string) =>
  [...t.toLowerCase()].map((c) => (DESDE_TILDES.includes(c) ? HACIA_TILDES[DESDE_TILDES.indexOf(c)] : c)).join('');

/** The trigram-indexed condition of a free-text search; identifications and phones match without spaces or dashes. */
function busqueda(term: string): SQL {
  const t = plano(term.trim());
  const compacto = t.replace(/[\s-]/g, '');
  const conds = [sql`${receptor.busqueda} like ${`%${escaparLike(t)}%`}`];
  if (compacto !== t && /^[a-z0-9]{3,}$/.test(compacto)) conds.push(sql`${receptor.busqueda} like ${`%${escaparLike(compacto)}%`}`);
  return conds.length === 1 ? conds[0]! : sql`(${sql.join(conds, sql` or `)})`;
}

/** The customer, within the session's reach, or NOT_FOUND. */
export async function clientePorId(tx: Tx, s: Session, id: string, forUpdate = false): Promise<ClienteRow> {
  if (!esUuid(id)) throw notFound('El cliente no existe.');
  const q = tx.select().from(receptor).where(and(eq(receptor.id, id), alcance(s)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('El cliente no existe.');
  return row;
}

/** The category and the executive named by an input exist in the issuer. */
async function referencias(tx: Tx, d: { categoriaId: string | null; ejecutivoId: string | null }) {
  if (d.categoriaId) {
    const [c] = await tx.select({ id: categoriaCliente.id }).from(categoriaCliente).where(eq(categoriaCliente.id, d.categoriaId));
    if (!c) throw badInput('La categoría no existe.', 'categoria');
  }
  if (d.ejecutivoId) {
    const [u] = await tx.select({ id: usuario.id }).from(usuario).where(eq(usuario.id, d.ejecutivoId));
    if (!u) throw badInput('El ejecutivo no es un usuario de este emisor.', 'ejecutivo');
  }
}

/** Refuses a second customer (receptor) with the same identification. */
async function identificacionLibre(tx: Tx, d: ReturnType<typeof clienteDatos>, excepto?: string) {
  const conds: SQL[] = [];
  if (d.identificacionNumero) conds.push(and(eq(receptor.identificacionTipo, d.identificacionTipo!), eq(receptor.identificacionNumero, d.identificacionNumero))!);
  if (d.identificacionExtranjero) conds.push(eq(receptor.identificacionExtranjero, d.identificacionExtranjero));
  for (const c of conds) {
    const [r] = await tx
      .select({ nombre: receptor.nombre })
      .from(receptor)
      .where(excepto ? and(c, sql`${receptor.id} <> ${excepto}`) : c)
      .limit(1);
    if (r) throw conflict(`Ya existe un cliente con esa identificación: ${r.nombre}.`, d.identificacionNumero ? 'identificacion.numero' : 'identificacionExtranjero');
  }
}

const duplicado = (e: unknown): never => {
  const cause = (e as { cause?: { code?: string } }).cause ?? (e as { code?: string });
  if (cause.code === '23505') throw conflict('Ya existe un cliente con esa identificación.', 'identificacion.numero');
  throw e;
};

/** Cliente.create: a new customer at Oportunidad, or with _id the same record updated (its cycle kept). */
export async function create(ctx: Context, input: ClienteInput) {
  await mismoEmisor(ctx, input.emisor?._id);
  const d = clienteDatos(input);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    await referencias(tx, d);
    // An executive's customers are theirs: a new one is assigned to them when no one else is named.
    const propio = soloEjecutivo(s);
    // A customer who asks for WhatsApp reminders: the issuer's daily run is on (DECISIONS #232).
    if (d.waNotifica) await programarRecordatorios(tx, s.emisorId, now);
    if (input._id) {
      const previo = await clientePorId(tx, s, input._id, true);
      await identificacionLibre(tx, d, previo.id);
      const [row] = await tx
        .update(receptor)
        .set({ ...d, ejecutivoId: propio ?? d.ejecutivoId, updatedAt: now })
        .where(eq(receptor.id, previo.id))
        .returning();
      return (await vistas(tx, [row!]))[0]!;
    }
    await identificacionLibre(tx, d);
    const id = uuidv7();
    const [row] = await tx
      .insert(receptor)
      .values({
        emisorId: s.emisorId,
        id,
        ...d,
        ejecutivoId: propio ?? d.ejecutivoId,
        ciclo: CICLO_INICIAL,
        cicloFecha: now,
        cicloHistorico: [{ _id: uuidv7(), ciclo: CICLO_INICIAL, fecha: now.toISOString(), usuarioId: s.userId }],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return (await vistas(tx, [row!]))[0]!;
  }).catch(duplicado);
}

export async function readById(ctx: Context, id: string) {
  if (!esUuid(id)) return null;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx.select().from(receptor).where(and(eq(receptor.id, id), alcance(s)));
    return (await vistas(tx, rows))[0] ?? null;
  });
}

export async function readAllByIds(ctx: Context, ids: string[]) {
  const validos = ids.filter(esUuid);
  if (validos.length === 0) return [];
  return withSession(ctx, async (tx, s) => vistas(tx, await tx.select().from(receptor).where(and(inArray(receptor.id, validos), alcance(s))).orderBy(asc(receptor.nombre))));
}

export async function readByEmail(ctx: Context, emisor: string | null | undefined, email: string) {
  await mismoEmisor(ctx, emisor);
  const e = email.trim().toLowerCase();
  if (!e) throw badInput('Escribe un correo.', 'email');
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select()
      .from(receptor)
      .where(and(sql`(lower(${receptor.correoElectronico}) = ${e} or lower(${receptor.correoElectronicoContacto}) = ${e})`, alcance(s)))
      .orderBy(asc(receptor.createdAt))
      .limit(1);
    return (await vistas(tx, rows))[0] ?? null;
  });
}

/** Ruling B-12: the customer a document was issued to (its saved receptor). */
export async function readByFactura(ctx: Context, facturaId: string) {
  if (!esUuid(facturaId)) return null;
  return withSession(ctx, async (tx, s) => {
    const [f] = await tx.select({ receptorId: factura.receptorId }).from(factura).where(eq(factura.id, facturaId));
    if (!f?.receptorId) return null;
    const rows = await tx.select().from(receptor).where(and(eq(receptor.id, f.receptorId), alcance(s)));
    return (await vistas(tx, rows))[0] ?? null;
  });
}

/** The executive argument of a list: another user's customers are not an executive's to see. */
function ejecutivoDe(s: Session, pedido: string | null | undefined): string | null {
  if (pedido && !esUuid(pedido)) throw badInput('El ejecutivo no es válido.', 'ejecutivo');
  return soloEjecutivo(s) ?? pedido ?? null;
}

export async function buscar(ctx: Context, emisor: string | null | undefined, searchString: string, ejecutivo: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  const term = searchString.trim();
  if (!term) throw badInput('Escribe un nombre, una identificación o un teléfono para buscar.', 'searchString');
  if (term.length > 100) throw badInput('La búsqueda es demasiado larga.', 'searchString');
  return withSession(ctx, async (tx, s) => {
    const ej = ejecutivoDe(s, ejecutivo);
    // The ids first (a broad term matches thousands: sort only narrow rows), then the 20 rows.
    const ids = await tx
      .select({ id: receptor.id })
      .from(receptor)
      .where(and(busqueda(term), ej ? eq(receptor.ejecutivoId, ej) : undefined))
      .orderBy(asc(receptor.nombre), asc(receptor.id))
      .limit(BUSQUEDA_MAXIMO);
    if (ids.length === 0) return [];
    const rows = await tx
      .select()
      .from(receptor)
      .where(inArray(receptor.id, ids.map((r) => r.id)))
      .orderBy(asc(receptor.nombre), asc(receptor.id));
    return vistas(tx, rows);
  });
}

export async function total(ctx: Context, emisor: string | null | undefined, ejecutivo: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx, s) => {
    const ej = ejecutivoDe(s, ejecutivo);
    const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(receptor).where(ej ? eq(receptor.ejecutivoId, ej) : undefined);
    return r?.n ?? 0;
  });
}


/** The conditions of a customer filter (search, cycle, category, executive), refused in Spanish when malformed. */
export function filtroClientes(s: Session, f: ClienteFilter, campo = 'filter'): SQL | undefined {
  const term = f.search?.trim() ?? '';
  if (term.length > 100) throw badInput('La búsqueda es demasiado larga.', `${campo}.search`);
  if (f.categoria && !esUuid(f.categoria)) throw badInput('La categoría no es válida.', `${campo}.categoria`);
  const ciclo = f.ciclo?.trim() ? cicloValido(f.ciclo, `${campo}.ciclo`) : null;
  const ej = ejecutivoDe(s, f.ejecutivo);
  return and(
    term ? busqueda(term) : undefined,
    ciclo ? eq(receptor.ciclo, ciclo) : undefined,
    f.categoria ? eq(receptor.categoriaId, f.categoria) : undefined,
    ej ? eq(receptor.ejecutivoId, ej) : undefined,
  );
}

/** Cliente.readAllByEmisor: keyset on (name, id), with the filter's search, cycle, category and executive. */
export async function list(ctx: Context, args: { emisor?: string | null; cursor?: string | null; limit?: number | null; filter?: ClienteFilter | null }) {
  await mismoEmisor(ctx, args.emisor);
  const take = Math.min(Math.max(args.limit ?? 10, 1), 100);
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select()
      .from(receptor)
      .where(and(filtroClientes(s, args.filter ?? {}), after ? sql`(${receptor.nombre}, ${receptor.id}) > (${after.n}, ${after.id}::uuid)` : undefined))
      .orderBy(asc(receptor.nombre), asc(receptor.id))
      .limit(take + 1);
    const page = rows.slice(0, take);
    const hasNextPage = rows.length > take;
    const last = page[page.length - 1];
    return {
      feed: await vistas(tx, page),
      pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor({ n: last.nombre, id: last.id }) : null },
    };
  });
}

/** Cliente.delete: refused per id while documents or balance entries point to the customer; nothing cascades. */
export async function remove(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx, s) => {
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const [c] = esUuid(id) ? await tx.select().from(receptor).where(and(eq(receptor.id, id), alcance(s))) : [];
      if (!c) {
        out.push({ _id: id, state: false, message: 'El cliente no existe.' });
        continue;
      }
      const [doc] = await tx.select({ id: factura.id }).from(factura).where(eq(factura.receptorId, id)).limit(1);
      const [mov] = doc ? [] : await tx.select({ id: clienteBalance.id }).from(clienteBalance).where(eq(clienteBalance.clienteId, id)).limit(1);
      if (doc || mov) {
        out.push({ _id: id, state: false, message: `«${c.nombre}» tiene ${doc ? 'documentos' : 'movimientos de saldo'}: no se puede borrar.` });
        continue;
      }
      await tx.delete(receptor).where(eq(receptor.id, id));
      out.push({ _id: id, state: true, message: `Cliente «${c.nombre}» borrado.` });
    }
    return out;
  });
}

/** Ruling B-10: customers born this month (Costa Rica's calendar), today first, then by day. */
export async function cumpleanos(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  const hoy = new Date(ctx.now().getTime() - CR_MS);
  const mes = hoy.getUTCMonth() + 1;
  const dia = hoy.getUTCDate();
  return withSession(ctx, async (tx, s) => {
    const rows = await tx
      .select()
      .from(receptor)
      .where(and(sql`extract(month from ${receptor.fechaNacimiento}) = ${mes}`, alcance(s)))
      .orderBy(sql`(extract(day from ${receptor.fechaNacimiento}) = ${dia}) desc`, sql`extract(day from ${receptor.fechaNacimiento})`, asc(receptor.nombre))
      .limit(1000);
    return vistas(tx, rows);
  });
}

/** Ruling B-11: the customers with a position, for the map (executive-scoped), at most 10,000. */
export async function mapa(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  return withSession(ctx, async (tx, s) =>
    tx
      .select({ _id: receptor.id, nombre: receptor.nombre, ciclo: receptor.ciclo, lat: receptor.latitud, long: receptor.longitud })
      .from(receptor)
      .where(and(sql`${receptor.latitud} is not null and ${receptor.longitud} is not null`, alcance(s)))
      .orderBy(asc(receptor.nombre))
      .limit(10_000),
  ) as Promise<{ _id: string; nombre: string; ciclo: string; lat: string; long: string }[]>;
}
