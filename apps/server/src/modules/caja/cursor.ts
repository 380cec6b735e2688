// Keyset cursors of the cash lists: a sort value and the row's id, base64url JSON, never OFFSET.
import { badInput } from '../../errors.js';
import { esUuid } from '../validate.js';

const encode = (valor: string, id: string) => Buffer.from(JSON.stringify([valor, id])).toString('base64url');

/** The cursor's sort value and id; BAD_USER_INPUT on «cursor» when it is not one of ours. */
export function leerCursor(v: string, valido: (valor: string) => boolean = () => true): { valor: string; id: string } {
  try {
    const [valor, id] = JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof valor === 'string' && typeof id === 'string' && esUuid(id) && valido(valor)) return { valor, id };
  } catch {
    /* below */
  }
  throw badInput('El cursor no es válido.', 'cursor');
}

/** A date cursor's value is an ISO instant. */
export const esFecha = (t: string) => !Number.isNaN(Date.parse(t));

/** One page of rows read with `take + 1`: the feed and where the next page starts. */
export function pagina<R extends { id: string }>(rows: R[], take: number, valor: (r: R) => string) {
  const feed = rows.slice(0, take);
  const last = feed[feed.length - 1];
  const hasNextPage = rows.length > take;
  return { feed, pageInfo: { hasNextPage, nextPageCursor: hasNextPage && last ? encode(valor(last), last.id) : null } };
}

/** The LIKE pattern of «contains this text», lower case, its wildcards escaped. */
export { patronContiene } from '../validate.js';
