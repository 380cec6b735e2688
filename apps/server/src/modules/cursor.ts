// The keyset cursor of the lists ordered by a text and an id (customers, receptors): the last
// row's (text, id) as base64url JSON; anything else is refused in Spanish on `cursor`.
import { badInput } from '../errors.js';
import { esUuid } from './validate.js';

export type CursorTexto = { n: string; id: string };

export const encodeCursor = (c: CursorTexto): string => Buffer.from(JSON.stringify([c.n, c.id])).toString('base64url');

export function decodeCursor(v: string): CursorTexto {
  try {
    const [n, id] = JSON.parse(Buffer.from(v, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof n === 'string' && typeof id === 'string' && esUuid(id)) return { n, id };
  } catch {
    /* below */
  }
  throw badInput('El cursor no es válido.', 'cursor');
}
