import type { z } from 'zod';
import { fromZod } from '../errors.js';

/** Parses input with a zod schema; the first problem becomes BAD_USER_INPUT on its field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw fromZod(r.error.issues.map((i) => ({ ...i, path: field ? [field, ...i.path] : i.path })));
}

/** A canonical UUID (ids are uuid v7): checked before a query, so a malformed id is "not found", never a database error. */
export const esUuid = (v: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
