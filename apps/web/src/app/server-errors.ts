// A business refusal (BAD_USER_INPUT) names the input field at fault in extensions.field
// ("ubicacion.canton", "input.razon", "detalleServicio.lineaDetalle.3.cantidad"). The API client
// has already shown the red toast; a form then puts the same Spanish message next to that field.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { GraphQLRequestError } from '@jit/api';

/** The field and message of a refusal, or null when the error names no field. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof GraphQLRequestError) || !error.field) return null;
  return { field: error.field, message: error.userMessage };
}

/**
 * Which form field takes the server's field:
 * - omitted: the form names its fields as the server's input does (the issuer's settings);
 * - a list: only these fields, named alike (sign-in: 'email', 'password'); any other is not the form's;
 * - a table: server path → form field, where a key also takes the paths under it and those ending
 *   with it ('input.detalleServicio' takes 'input.detalleServicio.lineaDetalle.0.cantidad', and
 *   'razon' takes 'input.razon'); the first key that matches wins;
 * - a function: anything else (null: not a field of this form).
 */
export type ServerFields<T extends FieldValues> =
  | readonly Path<T>[]
  | Readonly<Record<string, Path<T>>>
  | ((serverField: string) => string | null);

/** The form field a server field goes to, or null when it is not one of the form's. */
export function formFieldOf<T extends FieldValues>(serverField: string, fields?: ServerFields<T>): string | null {
  if (fields === undefined) return serverField;
  if (typeof fields === 'function') return fields(serverField);
  if (Array.isArray(fields)) return (fields as readonly string[]).includes(serverField) ? serverField : null;
  const table = fields as Readonly<Record<string, string>>;
  const key = Object.keys(table).find((k) => serverField === k || serverField.startsWith(`${k}.`) || serverField.endsWith(`.${k}`));
  return key === undefined ? null : table[key]!;
}

/** Puts the server's message on the form field it names; true when a field of the form took it. */
export function applyServerError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields?: ServerFields<T>): boolean {
  const e = serverFieldError(error);
  if (!e) return false;
  const field = formFieldOf(e.field, fields);
  if (!field) return false;
  setError(field as Path<T>, { type: 'server', message: e.message });
  return true;
}
