import { fail, ok, type Result } from '../shared/result';
import { D, type D as Dec } from './decimal';

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * Reads a decimal typed by a person: "1234.5", "1 234,5", "1.234,50", "1,234.50", "1.234.567", "-3".
 * Spaces and apostrophes group thousands. Of '.' and ',': with both, the last is the decimal
 * separator and the other groups; one of them once is the decimal separator ("2,5", "1.5");
 * one of them several times groups. Grouping must be by threes: "12,3,4" or "1,2.5" is a typo,
 * refused rather than read as 123.4 or 12.5.
 */
export function parseDecimal(text: string, field?: string): Result<Dec, 'MONTO_INVALIDO'> {
  const m = /^([+-]?)([\d.,]*)$/.exec(text.replace(SPACES, ''));
  if (!m) return fail('MONTO_INVALIDO', field);
  const [, sign, body] = m as unknown as [string, string, string];
  const seps = body.replace(/\d/g, '');
  const kinds = new Set(seps).size;
  const decimal = kinds === 2 || seps.length === 1 ? seps[seps.length - 1]! : null;
  const group = kinds === 2 ? (decimal === '.' ? ',' : '.') : seps.length > 1 ? seps[0]! : null;
  const at = decimal ? body.lastIndexOf(decimal) : body.length;
  let intPart = body.slice(0, at);
  const frac = decimal ? `.${body.slice(at + 1)}` : '';
  if (group && intPart.includes(group)) {
    const groups = intPart.split(group);
    if (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return fail('MONTO_INVALIDO', field);
    intPart = groups.join('');
  }
  const s = `${sign}${intPart}${frac}`;
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
