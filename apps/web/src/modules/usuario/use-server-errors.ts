import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GraphQLRequestError } from '@jit/api';

/**
 * Puts the server's BAD_USER_INPUT message on the field it names (the red toast has already
 * been shown by the API client). Returns true when a field took it.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof GraphQLRequestError)) return false;
  const field = error.field as Path<T> | undefined;
  if (field && fields.includes(field)) {
    setError(field, { type: 'server', message: error.userMessage });
    return true;
  }
  return false;
}
