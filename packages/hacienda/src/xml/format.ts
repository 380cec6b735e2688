// Value formatting for canonical XML (C14N 1.0): what we write is already its own canonical
// form, so the signature digests the very bytes we emit, with no re-parse.
import { fechaEmisionCostaRica } from '@jit/domain';
import type { DecimalLike, Entero, FechaHora } from './types';

/** The offending field's path, computed only when there is an error (building it costs more than writing). */
export type Campo = string | (() => string);
const nombre = (c: Campo): string => (typeof c === 'function' ? c() : c);

/** A build refused because the data cannot make a valid document; `campo` is the offending path. */
export class HaciendaXmlError extends Error {
  override readonly name = 'HaciendaXmlError';
  constructor(
    message: string,
    readonly campo: string,
  ) {
    super(message);
  }
}

// Characters XML 1.0 cannot carry at all (C0 controls but tab, LF, CR; lone surrogates; FFFE/FFFF).
const INVALID_CHARS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const TEXT_SPECIAL = /[&<>\r]/;
const ATTR_SPECIAL = /[&<"\t\n\r]/;

/** C14N text escaping: & < > and CR (as &#xD;, or a parser would fold it into LF). */
export function escapeText(s: string, c: Campo): string {
  if (INVALID_CHARS.test(s))
    throw new HaciendaXmlError(
      `${nombre(c)}: contiene un carácter de control que XML no admite.`,
      nombre(c),
    );
  if (!TEXT_SPECIAL.test(s)) return s;
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#xD;');
}

/** C14N attribute escaping: & < " TAB LF CR. */
export function escapeAttr(s: string, c: Campo): string {
  if (INVALID_CHARS.test(s))
    throw new HaciendaXmlError(
      `${nombre(c)}: contiene un carácter de control que XML no admite.`,
      nombre(c),
    );
  if (!ATTR_SPECIAL.test(s)) return s;
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#x9;')
    .replace(/\n/g, '&#xA;')
    .replace(/\r/g, '&#xD;');
}

const DECIMAL_RE = /^(\d+)(?:\.(\d*))?$/;

/**
 * A non-negative decimal written with exactly `scale` fraction digits ("13" → "13.00000").
 * More significant decimals than the schema allows is refused, never rounded here: rounding is
 * the domain's job (spec 1 §5), and a silent rounding would change a legal amount.
 */
export function formatDecimal(
  value: string | DecimalLike,
  scale: number,
  totalDigits: number,
  c: Campo,
): string {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (value && typeof value.toFixed === 'function') {
    if (value.isNegative())
      throw new HaciendaXmlError(`${nombre(c)}: no puede ser negativo.`, nombre(c));
    text = value.decimalPlaces() <= scale ? value.toFixed(scale) : value.toFixed();
  } else
    throw new HaciendaXmlError(
      `${nombre(c)}: se esperaba un decimal (texto o Decimal), no ${typeof value}.`,
      nombre(c),
    );
  const m = DECIMAL_RE.exec(text);
  if (!m)
    throw new HaciendaXmlError(
      `${nombre(c)}: «${text}» no es un número decimal válido (sin signo, con punto decimal).`,
      nombre(c),
    );
  let int = m[1]!;
  let frac = m[2] ?? '';
  if (int.length > 1 && int.charCodeAt(0) === 48) int = int.replace(/^0+(?=\d)/, '');
  if (frac.length > scale) {
    const extra = frac.slice(scale);
    if (/[^0]/.test(extra))
      throw new HaciendaXmlError(
        `${nombre(c)}: ${text} tiene más de ${scale} decimales; redondéelo antes.`,
        nombre(c),
      );
    frac = frac.slice(0, scale);
  } else if (frac.length < scale) frac = frac.padEnd(scale, '0');
  const significant = (int === '0' ? 0 : int.length) + frac.replace(/0+$/, '').length;
  if (significant > totalDigits)
    throw new HaciendaXmlError(
      `${nombre(c)}: ${text} excede los ${totalDigits} dígitos que admite Hacienda.`,
      nombre(c),
    );
  return scale === 0 ? int : `${int}.${frac}`;
}

/** A non-negative integer. */
export function formatEntero(value: Entero, c: Campo): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new HaciendaXmlError(`${nombre(c)}: ${value} no es un entero válido.`, nombre(c));
    return String(value);
  }
  if (typeof value === 'string' && /^\d+$/.test(value)) return value;
  throw new HaciendaXmlError(`${nombre(c)}: «${String(value)}» no es un entero válido.`, nombre(c));
}

const DATETIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/** A Date as Costa Rica local time with its offset: 2026-11-05T10:15:00-06:00 (the domain's rule). */
export function fechaCostaRica(date: Date): string {
  const t = date.getTime();
  if (Number.isNaN(t)) throw new HaciendaXmlError('Fecha inválida.', 'fecha');
  return fechaEmisionCostaRica(t);
}

/** xs:dateTime with an explicit offset (Hacienda refuses a date without one). */
export function formatFecha(value: FechaHora, c: Campo): string {
  if (value instanceof Date) return fechaCostaRica(value);
  if (typeof value === 'string' && DATETIME_RE.test(value)) return value;
  throw new HaciendaXmlError(
    `${nombre(c)}: «${String(value)}» no es una fecha y hora con zona horaria (p. ej. 2026-11-05T10:15:00-06:00).`,
    nombre(c),
  );
}

/** Length of a string in characters (code points), as XSD length facets count. */
export function charLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}
