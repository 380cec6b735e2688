import { fail, ok, type Result } from '../shared/result';
import { D, type D as Dec } from './decimal';

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * Reads a decimal typed by a person: "1234.5", "1 234,5", "1.234,50", "1,234.50", "-3".
 * The last of '.' or ',' is the decimal separator; spaces and apostrophes group thousands.
 */
export function parseDecimal(text: string, field?: string): Result<Dec, 'MONTO_INVALIDO'> {
  let s = text.replace(SPACES, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  const decimalAt = Math.max(lastDot, lastComma);
  if (decimalAt >= 0) {
    const intPart = s.slice(0, decimalAt).replace(/[.,]/g, '');
    s = `${intPart}.${s.slice(decimalAt + 1)}`;
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return fail('MONTO_INVALIDO', field);
  return ok(new D(s));
}

/** Like parseDecimal, and refuses negatives (prices, quantities, payments). */
export function parseNonNegative(text: string, field?: string): Result<Dec, 'MONTO_INVALIDO' | 'MONTO_NEGATIVO'> {
  const parsed = parseDecimal(text, field);
  if (!parsed.ok) return parsed;
  if (parsed.value.isNegative() && !parsed.value.isZero()) return fail('MONTO_NEGATIVO', field);
  return parsed;
}
