import type { Situacion } from '../catalogos/documentos';
import { fail, ok, type Result } from '../shared/result';
import { buildConsecutivo, parseConsecutivo, type ConsecutivoError, type ConsecutivoParts } from './consecutivo';

/** The calendar date of issue in Costa Rica time (the caller converts; the domain reads no clock). */
export type FechaClave = { year: number; month: number; day: number };

/** The parts of a 50-character clave. */
export type ClaveParts = {
  pais: '506';
  fecha: FechaClave;
  identificacion: string;
  consecutivo: string;
  consecutivoParts: ConsecutivoParts;
  situacion: Situacion;
  codigoSeguridad: string;
};

/** Refusal codes of the clave. */
export type ClaveError =
  | ConsecutivoError
  | 'CLAVE_INVALIDA'
  | 'PAIS_INVALIDO'
  | 'FECHA_INVALIDA'
  | 'IDENTIFICACION_INVALIDA'
  | 'SITUACION_INVALIDA'
  | 'CODIGO_SEGURIDAD_INVALIDO';

/** Country code that opens every clave. */
export const CODIGO_PAIS = '506';
// rev-2026 ClaveType is [a-zA-Z0-9]{50} (the 2024 base was \d{50}).
const CLAVE_PATTERN = /^[a-zA-Z0-9]{50}$/;
const ALNUM = /^[a-zA-Z0-9]+$/;

const DIAS_MES = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** True when year (2000–2099, the clave's YY), month and day form a real calendar date. */
export function isValidFecha({ year, month, day }: FechaClave): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 2000 || year > 2099) return false;
  // Within 2000–2099 every fourth year is a leap year (2000 included).
  const days = month === 2 && year % 4 === 0 ? 29 : DIAS_MES[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

function consecutivoText(c: string | ConsecutivoParts): Result<string, ConsecutivoError> {
  if (typeof c !== 'string') return buildConsecutivo(c);
  const parts = parseConsecutivo(c);
  return parts.ok ? ok(c) : parts;
}

const isSituacion = (s: string): s is Situacion => s === '1' || s === '2' || s === '3';
const two = (n: number): string => String(n).padStart(2, '0');

/**
 * Builds the 50-character clave: 506 + DDMMYY + identification (12, zero-padded) + consecutivo (20)
 * + situación (1) + security code (8). The date parts and the security code come from the caller.
 */
export function buildClave(input: {
  fecha: FechaClave;
  identificacion: string;
  consecutivo: string | ConsecutivoParts;
  situacion: string;
  codigoSeguridad: string;
}): Result<string, ClaveError> {
  if (!isValidFecha(input.fecha)) return fail('FECHA_INVALIDA', 'fecha');
  const id = input.identificacion;
  if (!ALNUM.test(id) || id.length > 12) return fail('IDENTIFICACION_INVALIDA', 'identificacion');
  const text = consecutivoText(input.consecutivo);
  if (!text.ok) return text;
  if (!isSituacion(input.situacion)) return fail('SITUACION_INVALIDA', 'situacion');
  if (input.codigoSeguridad.length !== 8 || !ALNUM.test(input.codigoSeguridad)) {
    return fail('CODIGO_SEGURIDAD_INVALIDO', 'codigoSeguridad');
  }
  const { year, month, day } = input.fecha;
  return ok(
    CODIGO_PAIS + two(day) + two(month) + two(year % 100) + id.padStart(12, '0') + text.value + input.situacion + input.codigoSeguridad,
  );
}

/** Splits a clave into its parts, refusing anything that does not follow the v4.4 (rev-2026) layout. */
export function parseClave(clave: string): Result<ClaveParts, ClaveError> {
  if (!CLAVE_PATTERN.test(clave)) return fail('CLAVE_INVALIDA', 'clave');
  if (!clave.startsWith(CODIGO_PAIS)) return fail('PAIS_INVALIDO', 'clave');
  const dateText = clave.slice(3, 9);
  // Letters make a part NaN, which isValidFecha refuses.
  const fecha = { day: Number(dateText.slice(0, 2)), month: Number(dateText.slice(2, 4)), year: 2000 + Number(dateText.slice(4, 6)) };
  if (!isValidFecha(fecha)) return fail('FECHA_INVALIDA', 'clave');
  const consecutivo = clave.slice(21, 41);
  const parts = parseConsecutivo(consecutivo);
  if (!parts.ok) return { ...parts, field: 'clave' };
  const situacion = clave.slice(41, 42);
  if (!isSituacion(situacion)) return fail('SITUACION_INVALIDA', 'clave');
  return ok({
    pais: CODIGO_PAIS,
    fecha,
    identificacion: clave.slice(9, 21),
    consecutivo,
    consecutivoParts: parts.value,
    situacion,
    codigoSeguridad: clave.slice(42, 50),
  });
}
