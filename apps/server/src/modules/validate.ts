import type { z } from 'zod';
import { fromZod } from '../errors.js';

/** Parses input with a zod schema; the first problem becomes BAD_USER_INPUT on its field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw fromZod(r.error.issues.map((i) => ({ ...i, path: field ? [field, ...i.path] : i.path })));
}
