// Business refusals are GraphQLErrors with a code the web maps to its toast and a Spanish message
// a clerk understands; anything else is a bug and is masked as INTERNAL_SERVER_ERROR.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

const fail = (code: ErrorCode, message: string, extra: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code, ...extra } });

/** Bad input: the message names the problem, `field` the input at fault. */
export const badInput = (message: string, field?: string) =>
  fail('BAD_USER_INPUT', message, field ? { field } : {});
export const unauthenticated = (message = 'La sesión no es válida o venció. Inicia sesión de nuevo.') =>
  fail('UNAUTHENTICATED', message);
export const forbidden = (message = 'No tienes permiso para esta acción.', field?: string) =>
  fail('FORBIDDEN', message, field ? { field } : {});
export const notFound = (message = 'No se encontró el registro.') => fail('NOT_FOUND', message);
export const conflict = (message: string, field?: string) => fail('CONFLICT', message, field ? { field } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  fail('TOO_MANY_REQUESTS', message, { retryAfter: retryAfterSeconds });

/** Maps a domain refusal ({ ok: false, code, message, field }) to BAD_USER_INPUT. */
export function fromDomain(r: { ok: false; message: string; field?: string; code: string }): GraphQLError {
  return fail('BAD_USER_INPUT', r.message, { ...(r.field ? { field: r.field } : {}), reason: r.code });
}

/** Zod issues → the first one as BAD_USER_INPUT (messages in the schemas are Spanish). */
export function fromZod(issues: { path: PropertyKey[]; message: string }[]): GraphQLError {
  const first = issues[0];
  return badInput(first?.message ?? 'Datos inválidos.', first?.path.map(String).join('.') || undefined);
}
