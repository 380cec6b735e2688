import type { z } from 'zod';
import { badInput, fromZod } from '../errors.js';

/** Parses input with a zod schema; the first problem becomes BAD_USER_INPUT on its field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw fromZod(r.error.issues.map((i) => ({ ...i, path: field ? [field, ...i.path] : i.path })));
}

/** Text a LIKE pattern takes literally: its own backslash, % and _ escaped. */
export const escaparLike = (t: string): string => t.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for the text, trimmed and in lower case, anywhere in the value. */
export const patronContiene = (texto: string): string => `%${escaparLike(texto.trim().toLowerCase())}%`;

/** A canonical UUID (ids are uuid v7): checked before a query, so a malformed id is "not found", never a database error. */
export const esUuid = (v: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/**
 * A keyset cursor of a list ordered by (text, id): base64url JSON [text, uuid]; null without one,
 * BAD_USER_INPUT on `cursor` when it is not one of ours.
 */
export function cursorTextoId(cursor: string | null | undefined): [string, string] | null {
  if (!cursor) return null;
  let after: unknown = null;
  try {
    after = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    after = null;
  }
  if (!Array.isArray(after) || typeof after[0] !== 'string' || typeof after[1] !== 'string' || !esUuid(after[1])) throw badInput('El cursor no es válido.', 'cursor');
  return [after[0], after[1]];
}
