// Discounts of the catalogue (spec 3 §3 Descuento) with the v4.4 CodigoDescuento the entity lacks
// (ruling A1-11, DECISIONS #26): 07 «Descuento Comercial» unless another is chosen. A discount is a
// percentage or an amount per unit; an item's discounts go onto its invoice line when it is billed.
import { CODIGOS_DESCUENTO, type CodigoDescuento } from '../catalogos/code-tables.generated';
import { isCodigoDe } from '../catalogos/lookup';
import { toD, type D, type DInput } from '../money/decimal';
import { roundAmount, roundPercent } from '../money/rounding';
import { fail, ok, type Result } from '../shared/result';
import type { DescuentoInput } from '../factura/linea-types';

/** A stored discount. */
export type DescuentoItem = {
  naturalezaDescuento: string;
  porcentajeDescuento: D;
  montoDescuento: D;
  codigoDescuento: CodigoDescuento;
  codigoDescuentoOTRO: string | null;
};

export type DescuentoEntrada = {
  naturalezaDescuento?: string | null;
  porcentajeDescuento?: DInput | null;
  montoDescuento?: DInput | null;
  codigoDescuento?: string | null;
  codigoDescuentoOTRO?: string | null;
};

/** The default v4.4 code of a discount (A1-11). */
export const CODIGO_DESCUENTO_DEFECTO: CodigoDescuento = '07';

type ErrorDescuento = 'NATURALEZA_DESCUENTO' | 'CODIGO_DESCUENTO' | 'DESCUENTO_OTRO' | 'PORCENTAJE_INVALIDO' | 'MONTO_NEGATIVO' | 'MONTO_INVALIDO' | 'DESCUENTO_VACIO';

/**
 * A discount as stored: naturaleza 3–80 characters (v4.4 NaturalezaDescuento), porcentaje 0–100 at
 * 3 decimals, monto ≥ 0 at 5 (spec 3 §5), defaults 0 (spec 3 §3), one of them above zero; code 99
 * needs its description (CodigoDescuentoOTRO, 5–100).
 */
export function normalizarDescuento(e: DescuentoEntrada): Result<DescuentoItem, ErrorDescuento> {
  const naturaleza = (e.naturalezaDescuento ?? '').trim();
  if (naturaleza.length < 3 || naturaleza.length > 80) return fail('NATURALEZA_DESCUENTO', 'naturalezaDescuento');
  const codigo = (e.codigoDescuento ?? CODIGO_DESCUENTO_DEFECTO).trim();
  if (!isCodigoDe(CODIGOS_DESCUENTO, codigo)) return fail('CODIGO_DESCUENTO', 'codigoDescuento');
  const otro = (e.codigoDescuentoOTRO ?? '').trim();
  if (codigo === '99' && (otro.length < 5 || otro.length > 100)) return fail('DESCUENTO_OTRO', 'codigoDescuentoOTRO');
  let porcentaje: D;
  let monto: D;
  try {
    porcentaje = roundPercent(e.porcentajeDescuento ?? 0);
  } catch {
    return fail('PORCENTAJE_INVALIDO', 'porcentajeDescuento');
  }
  try {
    monto = roundAmount(e.montoDescuento ?? 0);
  } catch {
    return fail('MONTO_INVALIDO', 'montoDescuento');
  }
  if (porcentaje.isNeg() || porcentaje.gt(100)) return fail('PORCENTAJE_INVALIDO', 'porcentajeDescuento');
  if (monto.isNeg()) return fail('MONTO_NEGATIVO', 'montoDescuento');
  if (porcentaje.isZero() && monto.isZero()) return fail('DESCUENTO_VACIO', 'porcentajeDescuento');
  return ok({ naturalezaDescuento: naturaleza, porcentajeDescuento: porcentaje, montoDescuento: monto, codigoDescuento: codigo as CodigoDescuento, codigoDescuentoOTRO: codigo === '99' ? otro : null });
}

/**
 * The discounts an item brings to its invoice line (A1-11): each as its percentage when it has one,
 * else its amount per unit times the quantity; at most 5 (v4.4 allows 5 per line).
 */
export function descuentosDeLinea(descuentos: readonly DescuentoItem[], cantidad: DInput): DescuentoInput[] {
  return descuentos.slice(0, 5).map((d) => ({
    ...(d.porcentajeDescuento.gt(0) ? { porcentajeDescuento: d.porcentajeDescuento } : { montoDescuento: roundAmount(d.montoDescuento.times(toD(cantidad))) }),
    codigoDescuento: d.codigoDescuento,
    ...(d.codigoDescuentoOTRO ? { codigoDescuentoOTRO: d.codigoDescuentoOTRO } : {}),
    naturalezaDescuento: d.naturalezaDescuento,
  }));
}
