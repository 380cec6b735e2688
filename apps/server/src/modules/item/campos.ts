// Field rules the catalogue's inputs share: codes, amounts, units, currencies and taxes, each
// refused with a Spanish message on its input path.
import {
  CODIGOS_IMPUESTO,
  CODIGOS_TARIFA_IVA,
  CODIGO_COMERCIAL_MAXIMO,
  UNIDADES_MEDIDA,
  codigoBarrasValido,
  codigoTarifaParaTarifa,
  impuestoDeCabys,
  isCodigoDe,
  roundAmount,
  tarifaIVA,
  toD,
  type CodigoTarifaIVA,
  type D,
} from '@jit/domain';
import type { ImpuestoItem } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { findCabys, monedaDe } from '../catalogos/index.js';

/** A trimmed text, or null when empty. */
export const texto = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** A code (quick code, SKU): up to 20 characters, no spaces at its ends (v4.4 CodigoComercial). */
export function codigoComercial(v: string | null | undefined, field: string, nombre: string): string | null {
  const t = texto(v);
  if (t && t.length > CODIGO_COMERCIAL_MAXIMO) throw badInput(`${nombre} admite hasta ${CODIGO_COMERCIAL_MAXIMO} caracteres.`, field);
  return t;
}

export function codigoBarras(v: string | null | undefined, field: string): string | null {
  const t = texto(v);
  if (t && !codigoBarrasValido(t)) throw badInput('El código de barras no es válido: hasta 20 letras, números o guiones, y un EAN/UPC con su dígito verificador correcto.', field);
  return t;
}

/** An amount ≥ 0 at 5 decimals (spec 3 §5), or null when not given. */
export function monto(v: string | null | undefined, field: string, nombre: string): D | null {
  if (v == null || v === '') return null;
  const d = roundAmount(v);
  if (d.isNeg()) throw badInput(`${nombre} no puede ser negativo.`, field);
  return d;
}

/** A CABYS code that exists, with its VAT rate (ruling A1-13). */
export function cabys(v: string | null | undefined, field: string): { codigo: string; tarifa: string } | null {
  const t = texto(v)?.replace(/\D/g, '') ?? null;
  if (!t) return null;
  const hit = /^\d{13}$/.test(t) ? findCabys(t) : null;
  if (!hit) throw badInput(`El código CABYS «${v?.trim()}» no existe en el catálogo de Hacienda.`, field);
  return { codigo: hit.cabys, tarifa: hit.impuesto };
}

export function unidad(v: string | null | undefined, porOmision: string, field: string): string {
  const u = texto(v) ?? porOmision;
  if (!isCodigoDe(UNIDADES_MEDIDA, u)) throw badInput(`La unidad «${u}» no está en la tabla de unidades de Hacienda.`, field);
  return u;
}

export function moneda(v: string | null | undefined, field: string): string {
  const m = (texto(v) ?? 'CRC').toUpperCase();
  if (!monedaDe(m)) throw badInput(`La moneda «${m}» no es una de las que acepta Hacienda.`, field);
  return m;
}

/** An item's taxes: as given (codes checked, rate from the code), else the CABYS rate's VAT, else 13 %. */
export function impuestos(
  lista: readonly { codigo?: string | null; codigoTarifa?: string | null; tarifa?: string | null }[] | null | undefined,
  tarifaCabys: string | null,
  field: string,
): ImpuestoItem[] {
  if (lista == null) {
    const i = impuestoDeCabys(tarifaCabys ?? '13');
    return [{ codigo: i.codigo, codigoTarifa: i.codigoTarifaIVA, tarifa: i.tarifa }];
  }
  if (lista.length > 5) throw badInput('Un artículo admite como máximo 5 impuestos.', field);
  return lista.map((t, i) => {
    const f = `${field}.${i}`;
    const codigo = texto(t.codigo) ?? '01';
    if (!isCodigoDe(CODIGOS_IMPUESTO, codigo)) throw badInput(`El código de impuesto «${codigo}» no existe.`, `${f}.codigo`);
    let codigoTarifa = texto(t.codigoTarifa);
    if (codigoTarifa && !isCodigoDe(CODIGOS_TARIFA_IVA, codigoTarifa)) throw badInput(`El código de tarifa «${codigoTarifa}» no existe.`, `${f}.codigoTarifa`);
    if (!codigoTarifa && t.tarifa != null && ['01', '07'].includes(codigo)) codigoTarifa = codigoTarifaParaTarifa(t.tarifa) ?? null;
    const tarifa = t.tarifa != null ? toD(t.tarifa) : codigoTarifa ? toD(tarifaIVA(codigoTarifa as CodigoTarifaIVA)) : null;
    if (!tarifa || tarifa.isNeg() || tarifa.gt(100)) throw badInput('La tarifa del impuesto debe estar entre 0 y 100.', `${f}.tarifa`);
    return { codigo, codigoTarifa, tarifa: tarifa.toFixed() };
  });
}

/** A unique-index violation's constraint name, or null when the error is something else. */
export function indiceUnicoViolado(e: unknown): string | null {
  const cause = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as { code?: string; constraint?: string });
  return cause?.code === '23505' ? String(cause.constraint ?? '') : null;
}
