// Keyset paging newest first on uuid v7 ids (movements, orders): the cursor is the last id seen.
import { badInput } from '../../errors.js';
import { esUuid } from '../validate.js';

export const cursorId = (cursor: string | null | undefined): string | null => {
  if (!cursor) return null;
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!esUuid(id)) throw badInput('El cursor no es válido.', 'cursor');
  return id;
};

export const limite = (limit: number | null | undefined, porOmision: number, maximo: number) => Math.min(Math.max(limit ?? porOmision, 1), maximo);

/** The page of `rows` (one more than `take` was read) with the cursor of its last row. */
export function pagina<T extends { id: string }>(rows: T[], take: number) {
  const feed = rows.slice(0, take);
  const hasNextPage = rows.length > take;
  const last = feed[feed.length - 1];
  return { feed, pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? Buffer.from(last.id).toString('base64url') : null } };
}

/** A search text, folded elsewhere; refused when empty or too long. */
export function textoBusqueda(t: string): string {
  const q = t.trim();
  if (!q) throw badInput('Escriba un texto para buscar.', 'searchString');
  if (q.length > 100) throw badInput('La búsqueda es demasiado larga.', 'searchString');
  return q;
}

/** A date range (ISO strings), start before end. */
export function rango(a: string, b: string): { inicio: Date; final: Date } {
  const inicio = new Date(a);
  const final = new Date(b);
  if (Number.isNaN(inicio.getTime())) throw badInput('La fecha inicial no es válida.', 'inicio');
  if (Number.isNaN(final.getTime())) throw badInput('La fecha final no es válida.', 'final');
  if (inicio > final) throw badInput('La fecha inicial es posterior a la final.', 'inicio');
  return { inicio, final };
}

export { escaparLike } from '../validate.js';
