import { badInput } from '../../../errors.js';

/** An optional whole number within limits, or BAD_USER_INPUT on its field. */
export const entero = (
  v: number | null | undefined,
  field: string,
  min: number,
  max: number,
  nombre: string,
): number | null => {
  if (v == null) return null;
  if (!Number.isInteger(v) || v < min || v > max)
    throw badInput(`${nombre} debe ser un número entero entre ${min} y ${max}.`, field);
  return v;
};
