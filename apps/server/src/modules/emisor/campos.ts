// Field rules shared by the issuer and the receivers (v4.4 EmisorType/ReceptorType limits), with
// the Spanish message a clerk sees next to the field. Each returns the clean value or throws
// BAD_USER_INPUT on the given field.
import { CORREO_HACIENDA, CORREO_LARGO_MAXIMO, validateIdentificacion } from '@jit/domain';
import { badInput, fromDomain } from '../../errors.js';
import type { TelefonoConfig, UbicacionConfig } from '../../db/schema/index.js';
import { distritoExiste } from './ubicaciones.js';

/** Trimmed text, or null when empty/absent. */
export const texto = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** Text with length limits (after trimming); null/empty → null unless required. */
export function largo(
  v: string | null | undefined,
  field: string,
  min: number,
  max: number,
  etiqueta: string,
  requerido = false,
): string | null {
  const t = texto(v);
  if (t === null) {
    if (requerido) throw badInput(`Escribe ${etiqueta}.`, field);
    return null;
  }
  if (t.length < min || t.length > max) {
    const cap = etiqueta.charAt(0).toUpperCase() + etiqueta.slice(1);
    throw badInput(`${cap} debe tener de ${min} a ${max} caracteres.`, field);
  }
  return t;
}

export type IdentificacionIn = { tipo: string; numero: string };

/** Identification by type (domain rule): returned without spaces or dashes. */
export function identificacion(input: IdentificacionIn, field: string, soloNacional = false) {
  const tipo = input.tipo.trim();
  const r = validateIdentificacion(tipo, input.numero, `${field}.numero`);
  if (!r.ok) throw fromDomain({ ...r, field: r.code === 'TIPO_IDENTIFICACION_INVALIDO' ? `${field}.tipo` : `${field}.numero` });
  if (soloNacional && !['01', '02', '03', '04'].includes(r.value.tipo))
    throw badInput('El emisor debe identificarse con cédula física, cédula jurídica, DIMEX o NITE.', `${field}.tipo`);
  return r.value;
}

export type UbicacionIn = { provincia: string; canton: string; distrito: string; barrio?: string | null; otrasSenas: string };

const dos = (v: string) => (/^\d$/.test(v) ? `0${v}` : v);

/** Hacienda location codes (provincia 1 digit, cantón and distrito 2) checked against the catalogue. */
export function ubicacion(input: UbicacionIn, field: string): UbicacionConfig {
  const provincia = input.provincia.trim();
  const canton = dos(input.canton.trim());
  const distrito = dos(input.distrito.trim());
  if (!/^[1-7]$/.test(provincia)) throw badInput('La provincia debe ser un código del 1 al 7.', `${field}.provincia`);
  if (!/^\d{2}$/.test(canton) || canton === '00') throw badInput('El cantón debe ser un código de 2 dígitos.', `${field}.canton`);
  if (!/^\d{2}$/.test(distrito) || distrito === '00') throw badInput('El distrito debe ser un código de 2 dígitos.', `${field}.distrito`);
  const existe = distritoExiste(provincia, canton, distrito);
  if (existe === 'canton') throw badInput(`El cantón ${canton} no existe en la provincia ${provincia}.`, `${field}.canton`);
  if (existe === 'distrito') throw badInput(`El distrito ${distrito} no existe en el cantón ${provincia}${canton}.`, `${field}.distrito`);
  const barrio = largo(input.barrio, `${field}.barrio`, 5, 50, 'el barrio');
  const otrasSenas = largo(input.otrasSenas, `${field}.otrasSenas`, 5, 250, 'otras señas', true)!;
  return { provincia, canton, distrito, ...(barrio ? { barrio } : {}), otrasSenas };
}

export type TelefonoIn = { codigoPais?: string | null; numTelefono?: string | null };

/** A telephone, or null when it has no number (spec 3 §5: omitted without a number). */
export function telefono(input: TelefonoIn | null | undefined, field: string): TelefonoConfig | null {
  const num = input?.numTelefono?.replace(/[\s()-]/g, '') ?? '';
  if (!num) return null;
  const codigoPais = (input?.codigoPais ?? '506').replace(/^\+/, '').trim() || '506';
  if (!/^\d{1,3}$/.test(codigoPais)) throw badInput('El código de país debe tener de 1 a 3 dígitos.', `${field}.codigoPais`);
  if (codigoPais === '506' && !/^\d{8}$/.test(num))
    throw badInput('El teléfono de Costa Rica debe tener 8 dígitos.', `${field}.numTelefono`);
  if (!/^\d{3,20}$/.test(num)) throw badInput('El teléfono debe tener de 3 a 20 dígitos.', `${field}.numTelefono`);
  return { codigoPais, numTelefono: num };
}

// Hacienda's pattern for CorreoElectronico (v4.4 EmisorType/ReceptorType documentation).

export function correo(v: string | null | undefined, field: string, requerido = false): string | null {
  const t = texto(v)?.toLowerCase() ?? null;
  if (t === null) {
    if (requerido) throw badInput('Escribe el correo electrónico.', field);
    return null;
  }
  if (t.length > CORREO_LARGO_MAXIMO || !CORREO_HACIENDA.test(t)) throw badInput('El correo electrónico no es válido.', field);
  return t;
}

/** An id argument must look like a uuid; anything else is simply "not found" for lookups. */
