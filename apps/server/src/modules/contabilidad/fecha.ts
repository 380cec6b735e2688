// The dates the accounting operations take (DateTime arrives as an ISO string): a bad one is refused
// in Spanish on its field, never a database error.
import { badInput } from '../../errors.js';

export function fechaValida(v: string, field: string, que = 'La fecha'): Date {
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) throw badInput(`${que} no es válida.`, field);
  return d;
}
