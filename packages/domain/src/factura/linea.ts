import { ok, type Result } from '../shared/result';
import { lineaDecimal, type LineaError, type LineaOptions } from './linea-decimal';
import type { LineaDetalle, LineaInput } from './linea-types';
import { lineaEnUnidades } from './linea-units';

export type { LineaError, LineaOptions } from './linea-decimal';
export { tratamientoDe } from './tratamiento';

/** The fixed-point line, or undefined for the Decimal path; a value it cannot read also goes there. */
function lineaRapida(input: LineaInput, options: LineaOptions): LineaDetalle | undefined {
  try {
    return lineaEnUnidades(input, options);
  } catch {
    // The Decimal path meets the same value and answers as it always has (a refusal or the same error).
    return undefined;
  }
}

/**
 * Computes a v4.4 LineaDetalle (spec 1 §5): montoTotal = cantidad × precioUnitario; subTotal = montoTotal −
 * descuentos; taxes on the base; impuestoNeto = Σ monto − Σ montoExoneracion − asumido; montoTotalLinea =
 * subTotal + impuestoNeto. Every amount is rounded to 5 decimals before it is used again. Ordinary lines
 * are computed on fixed-point units (exact, about ten times faster); the rest on D, with the same results.
 */
export function computeLinea(input: LineaInput, options: LineaOptions = {}): Result<LineaDetalle, LineaError> {
  const rapida = lineaRapida(input, options);
  return rapida ? ok(rapida) : lineaDecimal(input, options);
}
