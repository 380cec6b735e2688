import { fail, ok, type Result } from '../shared/result';
import { D, type D as Dec } from './decimal';

const SPACES = /[\s\u00a0\u202f']/g;

/** One separator at most, read as the decimal one ("2,5", "1.5", ",5", "7."). */
const SIMPLE = /^[+-]?(\d+[.,]?\d*|[.,]\d+)$/;
/** Dots group thousands by threes, a comma may follow for the decimals ("1.234.567,50"). */
const PUNTOS_MILES = /^[+-]?\d{1,3}(\.\d{3})+(,\d*)?$/;
/**
 * es-CR: one dot after 1–3 digits (not a lone 0) and followed by exactly three digits groups
 * thousands: «1.500» is mil quinientos, as many Costa Ricans write it (DECISIONS #43).
 */
const PUNTO_MILES = /^[+-]?[1-9]\d{0,2}\.\d{3}$/;
/** Commas group thousands by threes, a dot may follow for the decimals ("1,234,567.50"). */
const COMAS_MILES = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Reads a decimal typed by a person: "1234.5", "1 234,5", "1.234,50", "1,234.50", "1.234.567", "-3".
 * Spaces and apostrophes group thousands; a single '.' or ',' is the decimal separator, except a
 * single dot followed by exactly three digits after 1–3 leading digits, which groups ("1.500" =
 * 1500; "1.5", "1.50", "0.500" and "1234.567" stay decimals); dots or commas that group must do it
 * by threes, the other separator then marking the decimals. Anything else is a typo ("12,3,4",
 * "1,2.5"), refused rather than read as another number. Wire strings ("12.345") are not typed
 * text: show them with `textoEditable` before a person edits them.
 */
export function parseDecimal(text: string, field?: string): Result<Dec, 'MONTO_INVALIDO'> {
  const s = text.replace(SPACES, '');
  let plain: string;
  if (PUNTO_MILES.test(s)) plain = s.replace('.', '');
  else if (SIMPLE.test(s)) plain = s.replace(',', '.');
  else if (PUNTOS_MILES.test(s)) plain = s.replace(/\./g, '').replace(',', '.');
  else if (COMAS_MILES.test(s)) plain = s.replace(/,/g, '');
  else return fail('MONTO_INVALIDO', field);
  return ok(new D(plain));
}

/** Like parseDecimal, and refuses negatives (prices, quantities, payments). */
export function parseNonNegative(text: string, field?: string): Result<Dec, 'MONTO_INVALIDO' | 'MONTO_NEGATIVO'> {
  const parsed = parseDecimal(text, field);
  if (!parsed.ok) return parsed;
  if (parsed.value.isNegative() && !parsed.value.isZero()) return fail('MONTO_NEGATIVO', field);
  return parsed;
}

/**
 * A value as a person would type it back in es-CR: decimal comma, no grouping, no trailing zeros
 * ("1500.50000" → "1500,5", "1.000" → "1"). parseDecimal reads it back to the same value.
 */
export function textoEditable(x: Dec | string | number): string {
  const d = new D(x);
  return d.toFixed().replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '').replace('.', ',');
}

/**
 * An exchange rate as a person types it back in es-CR, with its cents even when they are zero
 * ("514" → "514,00"; "514.6" → "514,60"; "514.64125" keeps all five decimals).
 */
export function textoTipoCambio(x: Dec | string | number): string {
  const t = textoEditable(x);
  const [entero, decimales = ''] = t.split(',');
  return decimales.length >= 2 ? t : `${entero},${decimales.padEnd(2, '0')}`;
}
