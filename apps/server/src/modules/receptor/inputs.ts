// Rules of a receiver (v4.4 ReceptorType limits, spec 3 §5 omissions) and of its exonerations
// (v4.4 ExoneracionType), with the Spanish message on the field at fault.
import { v7 as uuidv7 } from 'uuid';
import { D, INSTITUCIONES_EXONERACION, TIPOS_EXONERACION, isCodigoDe, limpiarReceptor, validateIdentificacion } from '@jit/domain';
import type { ActividadReceptor, ExoneracionReceptor, TelefonoConfig, UbicacionConfig } from '../../db/schema/index.js';
import { badInput, fromDomain } from '../../errors.js';
import {
  correo,
  identificacion,
  largo,
  telefono,
  texto,
  ubicacion,
  type IdentificacionIn,
  type TelefonoIn,
  type UbicacionIn,
} from '../emisor/index.js';

export type ExoneracionIn = {
  tipoDocumento: string;
  tipoDocumentoOtro?: string | null;
  numeroDocumento: string;
  articulo?: number | null;
  inciso?: number | null;
  nombreInstitucion: string;
  nombreInstitucionOtros?: string | null;
  fechaEmision: string;
  porcentajeExoneracion?: string | null;
  cabys?: string[] | null;
};

export type ReceptorIn = {
  nombre: string;
  identificacion?: IdentificacionIn | null;
  identificacionExtranjero?: string | null;
  nombreComercial?: string | null;
  ubicacion?: UbicacionIn | null;
  otrasSenasExtranjero?: string | null;
  telefono?: TelefonoIn | null;
  correoElectronico?: string | null;
  actividades?: { estado?: string | null; tipo?: string | null; codigo: string; descripcion?: string | null }[] | null;
  exoneracion?: ExoneracionIn[] | null;
};

export type ReceptorDatos = {
  nombre: string;
  identificacionTipo: string | null;
  identificacionNumero: string | null;
  identificacionExtranjero: string | null;
  nombreComercial: string | null;
  ubicacion: UbicacionConfig | null;
  otrasSenasExtranjero: string | null;
  telefono: TelefonoConfig | null;
  correoElectronico: string | null;
  actividades: ActividadReceptor[];
};

function entero(v: number | null | undefined, field: string, etiqueta: string): number | null {
  if (v == null) return null;
  if (!Number.isInteger(v) || v < 0 || v > 999_999) throw badInput(`${etiqueta} debe ser un número entero de hasta 6 dígitos.`, field);
  return v;
}

/** One exoneration; `previa` keeps the id when the same document number is loaded again. */
export function exoneracion(e: ExoneracionIn, field: string, now: Date, previa?: ExoneracionReceptor): ExoneracionReceptor {
  const tipoDocumento = e.tipoDocumento.trim();
  if (!isCodigoDe(TIPOS_EXONERACION, tipoDocumento))
    throw badInput('El tipo de documento de exoneración debe ser un código de 01 a 11 o 99.', `${field}.tipoDocumento`);
  const tipoDocumentoOtro = largo(e.tipoDocumentoOtro, `${field}.tipoDocumentoOtro`, 5, 100, 'la descripción del tipo de documento', tipoDocumento === '99');
  const numeroDocumento = largo(e.numeroDocumento, `${field}.numeroDocumento`, 3, 40, 'el número de documento', true)!;
  const nombreInstitucion = e.nombreInstitucion.trim();
  if (!isCodigoDe(INSTITUCIONES_EXONERACION, nombreInstitucion))
    throw badInput('La institución debe ser un código de 01 a 12 o 99.', `${field}.nombreInstitucion`);
  const nombreInstitucionOtros = largo(e.nombreInstitucionOtros, `${field}.nombreInstitucionOtros`, 5, 160, 'el nombre de la institución', nombreInstitucion === '99');
  const fecha = new Date(e.fechaEmision);
  if (Number.isNaN(fecha.getTime())) throw badInput('La fecha de emisión no es válida.', `${field}.fechaEmision`);
  if (fecha.getTime() > now.getTime() + 86_400_000) throw badInput('La fecha de emisión de la exoneración no puede ser futura.', `${field}.fechaEmision`);
  let porcentaje: InstanceType<typeof D>;
  try {
    porcentaje = new D(texto(e.porcentajeExoneracion) ?? '13');
  } catch {
    throw badInput('El porcentaje de exoneración debe ser un número.', `${field}.porcentajeExoneracion`);
  }
  if (!porcentaje.isFinite() || porcentaje.lte(0) || porcentaje.gt(100) || porcentaje.decimalPlaces() > 2)
    throw badInput('El porcentaje de exoneración debe ser mayor que 0 y como máximo 100, con 2 decimales.', `${field}.porcentajeExoneracion`);
  const cabys = [...new Set((e.cabys ?? []).map((c) => c.trim()))];
  const malo = cabys.findIndex((c) => !/^\d{13}$/.test(c));
  if (malo >= 0) throw badInput('Cada código CABYS debe tener 13 dígitos.', `${field}.cabys.${malo}`);
  return {
    id: previa?.id ?? uuidv7(),
    tipoDocumento,
    tipoDocumentoOtro,
    numeroDocumento,
    articulo: entero(e.articulo, `${field}.articulo`, 'El artículo'),
    inciso: entero(e.inciso, `${field}.inciso`, 'El inciso'),
    nombreInstitucion,
    nombreInstitucionOtros,
    fechaEmision: fecha.toISOString(),
    porcentajeExoneracion: porcentaje.toString(),
    cabys,
  };
}

/** A list of exonerations, one per document number. */
export function exoneraciones(list: ExoneracionIn[], field: string, now: Date, previas: ExoneracionReceptor[]): ExoneracionReceptor[] {
  const out = list.map((e, i) => exoneracion(e, `${field}.${i}`, now, previas.find((p) => p.numeroDocumento === e.numeroDocumento.trim())));
  out.forEach((e, i) => {
    if (out.findIndex((x) => x.numeroDocumento === e.numeroDocumento) !== i)
      throw badInput(`La exoneración ${e.numeroDocumento} está repetida.`, `${field}.${i}.numeroDocumento`);
  });
  return out;
}

/** The receiver's own data (spec 3 §5: foreign identification replaces the national one; no number, no phone). */
export function receptorDatos(input: ReceptorIn): ReceptorDatos {
  const limpio = limpiarReceptor({ ...input });
  const nombre = largo(input.nombre, 'nombre', 3, 100, 'el nombre', true)!;
  const extranjeroTexto = texto(input.identificacionExtranjero);
  let identificacionExtranjero: string | null = null;
  if (extranjeroTexto) {
    const r = validateIdentificacion('05', extranjeroTexto, 'identificacionExtranjero');
    if (!r.ok) throw fromDomain({ ...r, message: 'La identificación extranjera debe tener de 1 a 20 letras o números.' });
    identificacionExtranjero = r.value.numero;
  }
  const ident = limpio.identificacion ? identificacion(limpio.identificacion, 'identificacion') : null;
  const actividades = (input.actividades ?? []).map((a, i): ActividadReceptor => {
    const codigo = a.codigo.replace(/[\s.-]/g, '');
    if (!/^\d{6}$/.test(codigo)) throw badInput('El código de actividad económica debe tener 6 dígitos.', `actividades.${i}.codigo`);
    return {
      codigo,
      estado: largo(a.estado, `actividades.${i}.estado`, 1, 20, 'el estado'),
      tipo: largo(a.tipo, `actividades.${i}.tipo`, 1, 20, 'el tipo'),
      descripcion: largo(a.descripcion, `actividades.${i}.descripcion`, 1, 250, 'la descripción'),
    };
  });
  if (actividades.length > 20) throw badInput('Un receptor admite como máximo 20 actividades.', 'actividades');
  return {
    nombre,
    identificacionTipo: ident?.tipo ?? null,
    identificacionNumero: ident?.numero ?? null,
    identificacionExtranjero,
    nombreComercial: largo(input.nombreComercial, 'nombreComercial', 3, 80, 'el nombre comercial'),
    ubicacion: input.ubicacion ? ubicacion(input.ubicacion, 'ubicacion') : null,
    otrasSenasExtranjero: largo(input.otrasSenasExtranjero, 'otrasSenasExtranjero', 5, 300, 'la dirección en el extranjero'),
    telefono: limpio.telefono ? telefono(limpio.telefono, 'telefono') : null,
    correoElectronico: correo(input.correoElectronico, 'correoElectronico'),
    actividades,
  };
}
