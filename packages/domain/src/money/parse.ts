import { fail, ok, type Result } from '../shared/result';
import { D, type D as Dec } from './decimal';

const SPACES = /[\s\u00a0\u202f']/g;

/** One separator at most, read as the decimal one ("2,5", "1.5", ",5", "7."). */
const SIMPLE = /^[+-]?(\d+[.,]?\d*|[.,]\d+)$/;
/** Dots group thousands by threes, a comma may follow for the decimals ("1.234.567,50"). */
const PUNTOS_MILES = /^[+-]?\d{1,3}(\.\d{3})+(,\d*)?$/;
/** Commas group thousands by threes, a dot may follow for the decimals ("1,234,567.50"). */
const COMAS_MILES = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Reads a decimal typed by a person: "1234.5", "1 234,5", "1.234,50", "1,234.50", "1.234.567", "-3".
 * Spaces and apostrophes group thousands; a single '.' or ',' is the decimal separator; dots or
 * commas that group must do it by threes, the other separator then marking the decimals. Anything
 * else is a typo ("12,3,4", "1,2.5"), refused rather than read as another number.
 */
export function parseDecimal(text: string, field?: string): Result<Dec, 'MONTO_INVALIDO'> {
  const s = text.replace(SPACES, '');
  let plain: string;
  if (SIMPLE.test(s)) plain = s.replace(',', '.');
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
