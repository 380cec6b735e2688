import { D, ZERO, type D as Dec } from '../money/decimal';
import { roundAmount, roundPercent, roundPrice, roundQuantity } from '../money/rounding';
import { copyMissing } from '../shared/copy';
import { fail, ok, type Result } from '../shared/result';
import { esServicioDeLinea } from './unidad-servicio';
import { computeImpuestos, esIVA, type ImpuestoError } from './impuestos';
import type { Descuento, LineaDetalle, LineaInput } from './linea-types';
import { tratamientoDe } from './tratamiento';

/** Refusal codes of a line. */
export type LineaError = ImpuestoError | 'CANTIDAD_INVALIDA' | 'PRECIO_INVALIDO' | 'DESCUENTO_EXCEDE' | 'DESCUENTOS_MAXIMO' | 'IMPUESTO_ASUMIDO_EXCEDE';
/** Options of computeLinea: the document type (09 drops exonerations, spec 1 §5). */
export type LineaOptions = { tipoDocumento?: string };

function computeDescuentos(input: LineaInput, montoTotal: Dec): Result<Descuento[], LineaError> {
  const list = input.descuento ?? [];
  if (list.length > 5) return fail('DESCUENTOS_MAXIMO', 'descuento');
  const out: Descuento[] = [];
  let remaining = montoTotal;
  for (let i = 0; i < list.length; i++) {
    const { montoDescuento: m, porcentajeDescuento: p, ...rest } = list[i] as NonNullable<LineaInput['descuento']>[number];
    // A percentage applies to what the previous discounts left (v4.4: each further discount on the new base).
    const porcentaje = p === undefined ? undefined : roundPercent(p);
    const monto = m !== undefined ? roundAmount(m) : roundAmount(remaining.times(porcentaje ?? 0).div(100));
    if (monto.isNeg()) return fail('MONTO_NEGATIVO', `descuento[${i}].montoDescuento`);
    // The amount as given, not as rounded: 100.000001 off a 100 line is over it.
    if (m !== undefined && new D(m).gt(remaining)) return fail('DESCUENTO_EXCEDE', `descuento[${i}].montoDescuento`);
    remaining = remaining.minus(monto);
    if (remaining.isNeg()) return fail('DESCUENTO_EXCEDE', `descuento[${i}].montoDescuento`);
    // Only defined values are copied: a discount by amount carries no porcentajeDescuento key.
    out.push(copyMissing(copyMissing({ montoDescuento: monto }, { porcentajeDescuento: porcentaje }), rest));
  }
  return ok(out);
}

/**
 * computeLinea on D at every step: the general path, for every input the fixed-point path leaves
 * (refusals, negative or non-finite values, amounts past 40 digits); the rules are computeLinea's.
 */
export function lineaDecimal(input: LineaInput, options: LineaOptions = {}): Result<LineaDetalle, LineaError> {
  const cantidad = roundQuantity(input.cantidad);
  if (cantidad.lte(0)) return fail('CANTIDAD_INVALIDA', 'cantidad');
  const precioUnitario = roundPrice(input.precioUnitario);
  if (precioUnitario.isNeg()) return fail('PRECIO_INVALIDO', 'precioUnitario');
  const montoTotal = roundAmount(cantidad.times(precioUnitario));
  const descuento = computeDescuentos(input, montoTotal);
  if (!descuento.ok) return descuento;
  let montoDescuento = ZERO;
  for (const d of descuento.value) montoDescuento = montoDescuento.plus(d.montoDescuento);
  const subTotal = montoDescuento.isZero() ? montoTotal : montoTotal.minus(montoDescuento);
  const taxes = computeImpuestos(input, subTotal, cantidad, options.tipoDocumento === '09');
  if (!taxes.ok) return taxes;
  let bruto = ZERO;
  let exonerado = ZERO;
  for (const t of taxes.value.impuesto) {
    bruto = bruto.plus(t.monto);
    if (t.exoneracion) exonerado = exonerado.plus(t.exoneracion.montoExoneracion);
  }
  const iva = taxes.value.impuesto.find((t) => esIVA(t.codigo));
  const ivaRate = iva?.tarifa;
  const ivaExonerada = iva?.exoneracion?.tarifaExonerada ?? ZERO;
  const asumido = input.impuestoAsumidoEmisorFabrica === undefined ? ZERO : roundAmount(input.impuestoAsumidoEmisorFabrica);
  const impuestoNeto = bruto.minus(exonerado).minus(asumido);
  if (asumido.isNeg() || impuestoNeto.isNeg()) return fail('IMPUESTO_ASUMIDO_EXCEDE', 'impuestoAsumidoEmisorFabrica');
  const tratamiento = tratamientoDe(input, taxes.value.impuesto);
  // Exonerated share of the sale: montoTotal × tarifaExonerada / tarifa (v4.4), the rest is taxed.
  const montoExonerado =
    tratamiento === 'gravado' && ivaRate && ivaRate.gt(0) && !ivaExonerada.isZero()
      ? roundAmount(montoTotal.times(ivaExonerada).div(ivaRate))
      : ZERO;
  const linea: LineaDetalle = {
    numeroLinea: input.numeroLinea ?? 1,
    cantidad,
    precioUnitario,
    montoTotal,
    descuento: descuento.value,
    montoDescuento,
    subTotal,
    baseImponible: taxes.value.baseImponible,
    impuesto: taxes.value.impuesto,
    impuestoAsumidoEmisorFabrica: asumido,
    impuestoNeto,
    montoTotalLinea: subTotal.plus(impuestoNeto),
    esServicio: input.esServicio ?? esServicioDeLinea(input),
    tratamiento,
    montoGravado: tratamiento !== 'gravado' ? ZERO : montoExonerado.isZero() ? montoTotal : montoTotal.minus(montoExonerado),
    montoExento: tratamiento === 'exento' ? montoTotal : ZERO,
    montoExonerado,
    montoNoSujeto: tratamiento === 'noSujeto' ? montoTotal : ZERO,
  };
  // Descriptive fields (CABYS, detalle, unidad…) pass through for the XML.
  return ok(copyMissing(linea, input));
}
