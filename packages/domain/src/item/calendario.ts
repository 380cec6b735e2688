// Ruling A1-3: scheduled prices. An item's priceDateRange lists prices from a date on; a document
// dated D bills the entry with the latest date not after D, else the item's precioUnitario.
import { toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { fail, ok, type Result } from '../shared/result';

/** A scheduled price: from `date` (aaaa-mm-dd, Costa Rica day) on, the unit price is `price`. */
export type PrecioProgramado = { i: number; date: string; price: D };

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const fechaValida = (s: string): boolean => FECHA.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * The schedule as stored: dates checked, prices to 5 decimals and not negative, one price per date,
 * in date order, numbered again (i = position).
 */
export function normalizarCalendario(
  lista: readonly { date: string; price: DInput }[],
): Result<PrecioProgramado[], 'FECHA_INVALIDA' | 'MONTO_NEGATIVO' | 'MONTO_INVALIDO' | 'FECHA_REPETIDA'> {
  const out: PrecioProgramado[] = [];
  for (const [k, e] of lista.entries()) {
    const date = e.date.trim().slice(0, 10);
    if (!fechaValida(date)) return fail('FECHA_INVALIDA', `priceDateRange.${k}.date`);
    let price: D;
    try {
      price = roundAmount(e.price);
    } catch {
      return fail('MONTO_INVALIDO', `priceDateRange.${k}.price`);
    }
    if (price.isNeg()) return fail('MONTO_NEGATIVO', `priceDateRange.${k}.price`);
    if (out.some((x) => x.date === date)) return fail('FECHA_REPETIDA', `priceDateRange.${k}.date`);
    out.push({ i: 0, date, price });
  }
  out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return ok(out.map((e, i) => ({ ...e, i })));
}

/** The unit price on `fecha` (aaaa-mm-dd): the latest scheduled price not after it, else the base price. */
export function precioEnFecha(base: DInput, calendario: readonly { date: string; price: DInput }[], fecha: string): D {
  let mejor: { date: string; price: DInput } | null = null;
  for (const e of calendario) if (e.date <= fecha && (!mejor || e.date > mejor.date)) mejor = e;
  return toD(mejor ? mejor.price : base);
}
