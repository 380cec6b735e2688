// Amounts typed in the cash forms: es-CR text (the domain's parseDecimal) to the API's decimal
// string; blank is "not given", anything else that is not a number of 0 or more is refused.
import { parseDecimal } from '@jit/domain';
import { z } from 'zod';
import { CAJA_MESSAGES as M } from './messages';

/** The decimal string of a typed amount, null when blank, undefined when it is not an amount ≥ 0. */
export function montoDe(texto: string | null | undefined): string | null | undefined {
  const t = (texto ?? '').trim();
  if (!t) return null;
  const r = parseDecimal(t.replace(/^[₡$¢]/, ''));
  if (!r.ok || r.value.isNeg() || r.value.decimalPlaces() > 5) return undefined;
  return r.value.toFixed();
}

export const campoMonto = z.string().refine((v) => montoDe(v) !== undefined, M.montoInvalido);
