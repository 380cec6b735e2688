// What the customer's reports share: which documents are sales and which credit notes (as the
// invoicing reports count them), Costa Rica's offset from UTC, and a date range argument.
import { badInput } from '../../errors.js';

/** Sale documents (invoice, ticket, export, purchase-free, proformas of subscription types). */
export const VENTAS = ['01', '02', '04', '09', '99', '101', '102', '103'];
/** Credit notes (they subtract). */
export const NOTAS = ['03', '993'];
/** Costa Rica is UTC-6 all year. */
export const CR_MS = 6 * 3_600_000;
export const DIA_MS = 86_400_000;

/** A start and end argument: valid dates, start not after end, at most `maxDias` apart. */
export function rangoFechas(start: string, end: string, maxDias = 5 * 366): { a: Date; b: Date } {
  const a = new Date(start);
  const b = new Date(end);
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) throw badInput('Las fechas no son válidas.', 'start');
  if (a > b) throw badInput('La fecha inicial es posterior a la final.', 'start');
  if (b.getTime() - a.getTime() > maxDias * DIA_MS) throw badInput(`El período puede ser de hasta ${Math.round(maxDias / 366)} años.`, 'end');
  return { a, b };
}
