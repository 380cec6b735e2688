// A date argument of the payment operations: a real instant in a plausible range (the database
// refuses year 0, and a typo such as 20026 would silently select nothing).
import { badInput } from '../../errors.js';

export function fechaValida(v: string | null | undefined, field: string): Date | null {
  if (!v) return null;
  const d = new Date(v);
  const y = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || y < 1900 || y > 2999) throw badInput('La fecha no es válida.', field);
  return d;
}
