import { D } from '@jit/domain';
import { badInput } from '../../errors.js';

/** A decimal the clerk typed, as a number of the inventory (5 decimals), or a Spanish refusal. */
export function decimal(v: string | null | undefined, field: string, positivo: boolean): D {
  let d: D;
  try {
    d = new D(String(v ?? '').trim());
  } catch {
    throw badInput('Escriba un número.', field);
  }
  if (!d.isFinite() || d.isNeg() || (positivo && d.isZero())) throw badInput(positivo ? 'Debe ser un número mayor que cero.' : 'No puede ser negativo.', field);
  if (d.gt('1e12')) throw badInput('El número es demasiado grande.', field);
  return d;
}

