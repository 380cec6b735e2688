import { fail, ok, type Result } from '../shared/result';

/** Identification types of v4.4 (IdentificacionType/Tipo). */
export type TipoIdentificacionCodigo = '01' | '02' | '03' | '04' | '05' | '06';

// Formats per type (Hacienda's rules: no dashes, no leading zero for Costa Rican numbers).
const FORMATOS: Record<TipoIdentificacionCodigo, RegExp> = {
  '01': /^[1-9]\d{8}$/, // cédula física: 9 digits
  '02': /^[1-9]\d{9}$/, // cédula jurídica: 10 digits
  '03': /^[1-9]\d{10,11}$/, // DIMEX: 11 or 12 digits
  '04': /^[1-9]\d{9}$/, // NITE: 10 digits
  '05': /^[A-Za-z0-9]{1,20}$/, // extranjero no domiciliado: up to 20 characters
  '06': /^[A-Za-z0-9]{1,20}$/, // no contribuyente: up to 20 characters
};

/** True for the Costa Rican types (01–04), whose number is kept when the receptor is created. */
export const isIdentificacionNacional = (tipo: string): boolean => ['01', '02', '03', '04'].includes(tipo);

/**
 * Validates an identification by type (01 física 9 digits, 02 jurídica 10, 03 DIMEX 11–12, 04 NITE 10,
 * 05 extranjero ≤ 20, 06 no contribuyente ≤ 20) and returns it without spaces or dashes.
 */
export function validateIdentificacion(
  tipo: string,
  numero: string,
  field = 'identificacion.numero',
): Result<{ tipo: TipoIdentificacionCodigo; numero: string }, 'TIPO_IDENTIFICACION_INVALIDO' | 'IDENTIFICACION_INVALIDA'> {
  if (!(tipo in FORMATOS)) return fail('TIPO_IDENTIFICACION_INVALIDO', 'identificacion.tipo');
  const t = tipo as TipoIdentificacionCodigo;
  const clean = numero.replace(/[\s-]/g, '');
  if (!FORMATOS[t].test(clean)) return fail('IDENTIFICACION_INVALIDA', field);
  return ok({ tipo: t, numero: clean });
}
