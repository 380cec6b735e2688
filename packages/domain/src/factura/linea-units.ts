import { ZERO, type D as Dec } from '../money/decimal';
import { fromNumber, POW10N } from '../money/fixed';
import { divideLikeD, mulRound } from '../money/fixed-arith';
import { unitsOfInput } from '../money/fixed-input';
import { copyMissing } from '../shared/copy';
import { esServicioDeLinea } from './unidad-servicio';
import { esIVA } from './impuestos';
import { impuestosEnUnidades, type ImpuestoUnits } from './impuestos-units';
import type { LineaOptions } from './linea-decimal';
import type { Descuento, DescuentoInput, Impuesto, LineaDetalle, LineaInput } from './linea-types';
import { copyDescriptivos } from './linea-descriptivos';
import { tratamientoDe } from './tratamiento';

// computeLinea on fixed-point units (safe integer counts of 10^-5 for amounts, 10^-3 for quantities and
// percentages): the rules of linea-decimal.ts step by step, each rounding the one D makes, with D only
// at the edges (inputs read once, outputs built as the D the Decimal path builds). Whatever that path
// would refuse, and whatever units do not reproduce exactly, answers undefined: computeLinea then asks
// the Decimal path, so both always agree (equivalencia.test.ts proves it against the old code).

type Descuentos = { descuento: Descuento[]; suma: number };
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function descuentosEnUnidades(list: readonly DescuentoInput[] | undefined, montoTotal: number): Descuentos | undefined {
  const out: Descuentos = { descuento: [], suma: 0 };
  if (!list) return out;
  if (list.length > 5) return undefined;
  for (let i = 0; i < list.length; i++) {
    const { montoDescuento: m, porcentajeDescuento: p, ...rest } = list[i] as DescuentoInput;
    // A percentage applies to what the previous discounts left (v4.4: each further discount on the new base).
    const porcentaje = p === undefined ? undefined : unitsOfInput(p, 3);
    if (p !== undefined && porcentaje === undefined) return undefined;
    const monto = m !== undefined ? unitsOfInput(m, 5) : mulRound(montoTotal - out.suma, porcentaje ?? 0, 5);
    if (monto === undefined || out.suma + monto > montoTotal) return undefined;
    out.suma += monto;
    const d = { montoDescuento: fromNumber(monto, 5) } as Descuento;
    if (porcentaje !== undefined) d.porcentajeDescuento = fromNumber(porcentaje, 3);
    out.descuento.push(copyMissing(d, rest));
  }
  return out;
}

/** The D of `units` at 5 decimals: `known` itself when it already holds them. */
const amount = (units: number, knownUnits: number, known: Dec): Dec => (units === knownUnits ? known : fromNumber(units, 5));

/** The line on units, or undefined when the Decimal path must answer (see computeLinea). */
export function lineaEnUnidades(input: LineaInput, options: LineaOptions): LineaDetalle | undefined {
  const cantidad = unitsOfInput(input.cantidad, 3);
  if (cantidad === undefined || cantidad === 0) return undefined;
  const precio = unitsOfInput(input.precioUnitario, 5);
  const total = precio === undefined ? undefined : mulRound(cantidad, precio, 3);
  if (precio === undefined || total === undefined) return undefined;
  const montoTotal = fromNumber(total, 5);
  const descuentos = descuentosEnUnidades(input.descuento, total);
  if (!descuentos) return undefined;
  const sub = total - descuentos.suma;
  const subTotal = amount(sub, total, montoTotal);
  const taxes = impuestosEnUnidades(input, sub, cantidad, options.tipoDocumento === '09');
  if (!taxes) return undefined;
  let bruto = 0;
  let exonerado = 0;
  for (const t of taxes.units) {
    bruto += t.monto;
    exonerado += t.exoneracion;
  }
  const asumido = input.impuestoAsumidoEmisorFabrica === undefined ? 0 : unitsOfInput(input.impuestoAsumidoEmisorFabrica, 5);
  if (asumido === undefined) return undefined;
  const neto = bruto - exonerado - asumido;
  const totalLinea = sub + neto;
  // Sums of safe integers are exact while they stay below 2^53.
  if (neto < 0 || bruto > MAX_SAFE || exonerado > MAX_SAFE || totalLinea > MAX_SAFE) return undefined;
  const tratamiento = tratamientoDe(input, taxes.impuesto);
  let iva: ImpuestoUnits | undefined;
  for (let i = 0; i < taxes.impuesto.length && !iva; i++) if (esIVA((taxes.impuesto[i] as Impuesto).codigo)) iva = taxes.units[i];
  // Exonerated share of the sale: montoTotal × tarifaExonerada / tarifa (v4.4), the rest is taxed.
  let exo = 0;
  if (tratamiento === 'gravado' && iva?.tarifa && iva.tarifaExonerada !== 0) {
    // (total·10^-5)(tarifaExonerada·10^-2) / (tarifa·10^-tarifaScale), divided as D divides (40 digits, then 5 decimals).
    const share = BigInt(total) * BigInt(iva.tarifaExonerada) * (POW10N[iva.tarifaScale] as bigint);
    exo = Number(divideLikeD(share, BigInt(iva.tarifa) * 10_000_000n, 5));
  }
  const single = taxes.impuesto.length === 1 ? taxes.impuesto[0] : undefined;
  const impuestoNeto = single ? amount(neto, bruto, single.monto) : fromNumber(neto, 5);
  const linea: LineaDetalle = {
    numeroLinea: input.numeroLinea ?? 1,
    cantidad: fromNumber(cantidad, 3),
    precioUnitario: fromNumber(precio, 5),
    montoTotal,
    descuento: descuentos.descuento,
    montoDescuento: descuentos.descuento.length === 0 ? ZERO : amount(descuentos.suma, total, montoTotal),
    subTotal,
    baseImponible: amount(taxes.base, sub, subTotal),
    impuesto: taxes.impuesto,
    impuestoAsumidoEmisorFabrica: asumido === 0 ? ZERO : fromNumber(asumido, 5),
    impuestoNeto,
    montoTotalLinea: fromNumber(totalLinea, 5),
    esServicio: input.esServicio ?? esServicioDeLinea(input),
    tratamiento,
    montoGravado: tratamiento !== 'gravado' ? ZERO : amount(total - exo, total, montoTotal),
    montoExento: tratamiento === 'exento' ? montoTotal : ZERO,
    montoExonerado: exo === 0 ? ZERO : fromNumber(exo, 5),
    montoNoSujeto: tratamiento === 'noSujeto' ? montoTotal : ZERO,
  };
  // Descriptive fields (CABYS, detalle, unidad…) pass through for the XML.
  return copyDescriptivos(linea, input);
}
