// Amounts typed in the catalogue's forms: es-CR text (DECISIONS #43, the domain's parseDecimal)
// to the API's decimal string, at most 5 decimals (spec 3 §5); blank is "not given".
import { parseDecimal } from '@jit/domain';
import { z } from 'zod';
import { ITEM_MESSAGES as M } from '../messages';

/** The decimal string of a typed amount, or null when blank; undefined when it is not a number. */
export function decimalDe(texto: string | null | undefined): string | null | undefined {
  const t = (texto ?? '').trim();
  if (!t) return null;
  const r = parseDecimal(t.replace(/^[₡$¢]/, ''));
  if (!r.ok || r.value.decimalPlaces() > 5) return undefined;
  return r.value.toFixed();
}

/** A form field of an amount: blank, or a number of at most 5 decimals. */
export const campoNumero = z.string().refine((v) => decimalDe(v) !== undefined, M.numeroInvalido);

/** An amount from the API as the form shows it (es-CR comma, no grouping). */
export const textoDe = (v: string | null | undefined): string => (v == null ? '' : v.replace('.', ','));
