import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundInventoryQuantity } from '../money/rounding';

/**
 * Ruling A2-7: the adjustment a physical count calls for. More counted than expected is an entry
 * (at pp, «Entrada Sin Control»), less is a loss; equal moves nothing.
 */
export type AjusteConteo = { clase: 'entrada' | 'merma' | null; cantidad: D; diferencia: D };

export function ajusteDeConteo(esperadoIn: DInput, contadoIn: DInput): AjusteConteo {
  const diferencia = roundInventoryQuantity(toD(contadoIn).minus(toD(esperadoIn)));
  if (diferencia.isZero()) return { clase: null, cantidad: ZERO, diferencia };
  return { clase: diferencia.gt(0) ? 'entrada' : 'merma', cantidad: diferencia.abs(), diferencia };
}
