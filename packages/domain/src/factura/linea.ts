import { D, type DInput } from '../money/decimal';
import { ok, type Result } from '../shared/result';
import { lineaDecimal, type LineaError, type LineaOptions } from './linea-decimal';
import type { LineaDetalle, LineaInput } from './linea-types';
import { lineaEnUnidades } from './linea-units';

export type { LineaError, LineaOptions } from './linea-decimal';
export { tratamientoDe } from './tratamiento';

const masDeCincoDecimales = (d: { montoDescuento?: DInput }) => {
  try {
    return d.montoDescuento !== undefined && new D(d.montoDescuento).decimalPlaces() > 5;
  } catch {
    return false; // not a number: the Decimal path refuses it as before
  }
};

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
  // A discount amount with more than 5 decimals is compared with the line as given (100.000001 off a
  // 100 line is over it), which only the Decimal path does; the fixed-point one rounds it first.
  const rapida = input.descuento?.some(masDeCincoDecimales) ? undefined : lineaRapida(input, options);
  return rapida ? ok(rapida) : lineaDecimal(input, options);
}
