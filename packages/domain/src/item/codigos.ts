// The codes an item is found by (quick code, SKU, barcode) and how they reach the v4.4 line as
// CodigoComercial: SKU as 01 «código del producto del vendedor», the barcode as 03 «asignado por la
// industria» (GTIN), the quick code as 04 «código de uso interno» (Tipo of CodigoComercialType).
import { CODIGOS_TARIFA_IVA, type CodigoTarifaIVA } from '../catalogos/code-tables.generated';
import { codigoTarifaParaTarifa } from '../catalogos/lookup';
import { toD, type DInput } from '../money/decimal';

/** v4.4 CodigoComercial/Codigo holds at most 20 characters. */
export const CODIGO_COMERCIAL_MAXIMO = 20;

/** The CodigoComercial entries of a line billed from an item (at most 5, v4.4). */
export function codigosComerciales(item: { SKU?: string | null; codigoBarras?: string | null; codigoRapido?: string | null }): { tipo: string; codigo: string }[] {
  const out: { tipo: string; codigo: string }[] = [];
  const add = (tipo: string, c: string | null | undefined) => {
    const v = c?.trim();
    if (v) out.push({ tipo, codigo: v.slice(0, CODIGO_COMERCIAL_MAXIMO) });
  };
  add('01', item.SKU);
  add('03', item.codigoBarras);
  add('04', item.codigoRapido);
  return out;
}

/** True for a GTIN (8, 12, 13 or 14 digits) whose check digit is right. */
export function gtinValido(codigo: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(codigo)) return false;
  const digits = [...codigo].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/**
 * A barcode as typed or scanned: 1–20 letters, digits or dashes; one that looks like a GTIN (only
 * digits, 8/12/13/14 long) must carry the right check digit, since a scanner never reads a wrong
 * one: a wrong one is a typo.
 */
export function codigoBarrasValido(codigo: string): boolean {
  if (!/^[A-Za-z0-9-]{1,20}$/.test(codigo)) return false;
  return /^(\d{8}|\d{12,14})$/.test(codigo) ? gtinValido(codigo) : true;
}

/** Ruling A1-13: the tax an item takes from its CABYS code's rate (VAT, code 01). */
export function impuestoDeCabys(tarifa: DInput): { codigo: '01'; codigoTarifaIVA: CodigoTarifaIVA; tarifa: string } {
  const t = toD(tarifa);
  const codigoTarifaIVA = codigoTarifaParaTarifa(t.toFixed()) ?? CODIGOS_TARIFA_IVA.find((r) => t.eq(r.tarifa))?.codigo ?? '08';
  return { codigo: '01', codigoTarifaIVA, tarifa: t.toFixed() };
}
