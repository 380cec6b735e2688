import { toD, type DInput } from './decimal';

/** es-CR (CLDR) group separator: a no-break space. */
export const ES_CR_GROUP = '\u00a0';
/** es-CR decimal separator. */
export const ES_CR_DECIMAL = ',';

/** Currency symbols shown before an amount: the colón is ₡ (U+20A1), not the cent sign ¢ the spec's catalogue writes. */
export const SIMBOLOS_MONEDA: Readonly<Record<string, string>> = { CRC: '₡', USD: '$', EUR: '€' };

/**
 * Formats an amount for display in es-CR: thousands grouped with a no-break space, decimal comma,
 * `decimals` places (2 by default, spec 1 §5), half-up from the exact decimal string, never a float.
 * An amount that rounds to zero prints without a minus sign.
 */
export function formatNumber(x: DInput, decimals = 2): string {
  const fixed = toD(x).toFixed(decimals);
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const unsigned = fixed.replace('-', '');
  const [intPart, frac] = unsigned.split('.') as [string, string?];
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ES_CR_GROUP);
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : ES_CR_DECIMAL + frac}`;
}

/** Formats money with its currency symbol (₡ for CRC, $ for USD, the given one, else the ISO code and a space). */
export function formatMoney(x: DInput, codigoMoneda = 'CRC', decimals = 2, simbolo?: string): string {
  const text = formatNumber(x, decimals);
  const symbol = simbolo ?? SIMBOLOS_MONEDA[codigoMoneda] ?? `${codigoMoneda}${ES_CR_GROUP}`;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}
