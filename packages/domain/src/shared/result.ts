import { MENSAJES_ERROR, type CodigoError } from './error-codes';

/** A business answer: the value, or a refusal with a code, the field at fault and a Spanish message. */
export type Result<T, C extends string = string> =
  | { ok: true; value: T }
  | { ok: false; code: C; field?: string; message: string };

/** A refusal alone (the `ok: false` half of a Result). */
export type Failure<C extends string = string> = { ok: false; code: C; field?: string; message: string };

/** Wraps a value as a successful Result. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** Builds a refusal whose message comes from MENSAJES_ERROR (or the given text). */
export function fail<C extends CodigoError>(code: C, field?: string, message?: string): Failure<C> {
  const failure: Failure<C> = { ok: false, code, message: message ?? MENSAJES_ERROR[code] };
  if (field !== undefined) failure.field = field;
  return failure;
}

/** Returns the value of a Result or throws: for callers that have already validated (a bug if it fails). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new Error(`${result.code}: ${result.message}`);
}
