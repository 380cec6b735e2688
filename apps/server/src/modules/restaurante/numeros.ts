// Prices on the wire are decimal strings; parsed to Decimal, never a float.
import { toD } from '@jit/domain';
import { badInput } from '../../errors.js';

/** A unit price of 0 or more with up to 5 decimals, as its decimal string. */
export function precio(v: string, field: string): string {
  let d;
  try {
    d = toD(v.trim());
  } catch {
    throw badInput('Escriba un precio.', field);
  }
  if (!d.isFinite() || d.isNeg() || d.gt('1e12')) throw badInput('El precio es un número de 0 o más.', field);
  return d.toDecimalPlaces(5).toFixed();
}
