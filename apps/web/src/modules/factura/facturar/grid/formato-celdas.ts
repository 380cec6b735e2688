// What the number cells of the entry grid show once the clerk leaves them: the value as it was
// read, in es-CR (DECISIONS #43: «1.500» typed as a price shows ₡1 500,00).
import { formatMoney, formatNumber, parseNonNegative } from '@jit/domain';

/**
 * What a number cell shows once left: the amount as it was read, in es-CR (₡1 500,00 for «1.500»),
 * so the clerk sees the reading; text that does not read stays as typed (its cell is marked).
 */
export function textoMonto(texto: string | null | undefined, moneda: string): string {
  const t = (texto ?? '').trim();
  const p = parseNonNegative(t);
  if (!t || !p.ok) return texto ?? '';
  return formatMoney(p.value, moneda, Math.max(2, Math.min(5, p.value.decimalPlaces())));
}

export function textoCantidad(texto: string | null | undefined): string {
  const t = (texto ?? '').trim();
  const p = parseNonNegative(t);
  return t && p.ok ? formatNumber(p.value, Math.min(3, p.value.decimalPlaces())) : (texto ?? '');
}

export function textoDescuento(texto: string | null | undefined, moneda: string): string {
  const t = (texto ?? '').trim();
  if (!t.endsWith('%')) return textoMonto(t, moneda);
  const p = parseNonNegative(t.slice(0, -1));
  return p.ok ? `${formatNumber(p.value, Math.min(3, p.value.decimalPlaces()))} %` : t;
}

/** The grid's columns: Enter and Tab stay with the editors (they commit and move on). */
