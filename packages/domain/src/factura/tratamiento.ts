import { esIVA } from './impuestos';
import type { Impuesto, LineaInput, TratamientoIVA } from './linea-types';

/** The VAT treatment: explicit, else exento without VAT or at a 0 % rate (or IVACobradoFabrica 02), else gravado. */
export function tratamientoDe(input: LineaInput, impuesto: readonly Impuesto[]): TratamientoIVA {
  if (input.tratamientoIVA) return input.tratamientoIVA;
  if (input.ivaCobradoFabrica === '02') return 'exento';
  const iva = impuesto.find((t) => esIVA(t.codigo));
  // Tarifa Exenta (10) and the other 0 % codes carry a rate of 0.
  const rated = iva?.tarifa ?? iva?.factorCalculoIVA;
  // rated > 0, without the D that gt(0) would build for its 0.
  return rated && rated.s > 0 && !rated.isZero() ? 'gravado' : 'exento';
}
