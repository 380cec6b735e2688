// The one place where JIT formats for people (es-CR): numbers from the decimal string through
// the domain (never via a float), dates with dayjs in Spanish.
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatMoney, formatNumber, toD, type DInput } from '@jit/domain';
import type { Formatters } from '@jit/ui';

dayjs.extend(relativeTime);
dayjs.locale('es');

/** A decimal string, a number or a Decimal (the draft's computed amounts), or nothing. */
type Value = DInput | null | undefined;

const blank = (v: Value): v is null | undefined | '' => v === null || v === undefined || v === '';
/** A Decimal goes to the domain as it is; anything else as its text. */
const exact = (v: DInput): DInput => (typeof v === 'object' ? v : String(v));

/** A decimal string (or integer) as es-CR text with 2 decimals. */
export function formatAmount(value: Value, decimals = 2): string {
  if (blank(value)) return '';
  try {
    return formatNumber(exact(value), decimals);
  } catch {
    return String(value);
  }
}

/** Money with its currency symbol (₡ by default). */
export function formatCurrency(value: Value, currency = 'CRC'): string {
  if (blank(value)) return '';
  try {
    return formatMoney(exact(value), currency);
  } catch {
    return String(value);
  }
}

/** A quantity as es-CR text with the decimals it has (up to 3): '2.5' → '2,5', '1000' → '1 000'. */
export function formatCantidad(value: Value): string {
  if (blank(value)) return '';
  try {
    const d = toD(exact(value));
    return formatNumber(d, Math.min(3, d.decimalPlaces()));
  } catch {
    return String(value);
  }
}

/** A VAT rate as Hacienda's tables write it ('13', '0.5') with the es-CR comma: '13 %', '0,5 %'. */
export function formatTarifa(tarifa: string): string {
  return `${tarifa.replace('.', ',')} %`;
}

/** A count of things (documents, lines) as es-CR text: grouped like every amount, no decimals. */
export function formatCount(n: number): string {
  return formatAmount(n, 0);
}

export function formatDate(value: Value): string {
  if (blank(value)) return '';
  const d = dayjs(value as string | number);
  return d.isValid() ? d.format('DD/MM/YYYY') : String(value);
}

export function formatDateTime(value: Value): string {
  if (blank(value)) return '';
  const d = dayjs(value as string | number);
  return d.isValid() ? d.format('DD/MM/YYYY HH:mm') : String(value);
}

/** "hace 2 horas" */
export function formatAge(value: Value, now: Date = new Date()): string {
  if (blank(value)) return '';
  return dayjs(value as string | number).from(now);
}

/** The formatters the shared widgets (DataGrid columns) use. */
export const FORMATTERS: Formatters = {
  money: (v, currency) => formatCurrency(v, currency),
  quantity: (v) => formatAmount(v, 3),
  date: formatDate,
  dateTime: formatDateTime,
};
