// The server's BAD_USER_INPUT names the field at fault (extensions.field, e.g.
// "ubicacion.canton" or "codigoActividad.0.tarifa"): its Spanish message goes next to that
// field of the form, the same path react-hook-form uses.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GraphQLRequestError } from '@jit/api';

/** The field and message of a refusal, or null when the error names no field. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof GraphQLRequestError) || !error.field) return null;
  return { field: error.field, message: error.userMessage };
}

/** Puts the server's message on its field (mapped through `rename` when the form names it otherwise). */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  rename: (field: string) => string | null = (f) => f,
): boolean {
  const e = serverFieldError(error);
  if (!e) return false;
  const field = rename(e.field);
  if (!field) return false;
  setError(field as Path<T>, { type: 'server', message: e.message });
  return true;
}
