// The catalogues built from the Hacienda v4.4 code tables of @jit/domain (April-2026 revision),
// as the spec's entries { id, value, annotation }, with the filters of spec 3 §9.
import {
  CODIGOS_IMPUESTO,
  CODIGOS_REFERENCIA,
  CODIGOS_TARIFA_IVA,
  CONDICIONES_VENTA,
  MEDIOS_PAGO,
  MENSAJES_RECEPTOR,
  SITUACIONES,
  TIPOS_DOCUMENTO,
  TIPOS_DOC_REFERENCIA,
  TIPOS_EXONERACION,
  TIPOS_IDENTIFICACION,
  TIPOS_OTROS_CARGOS,
  UNIDADES_MEDIDA,
  TIPOS_ITEM,
} from '@jit/domain';
import { actividadRows } from './data.js';

export type Entrada = { id: string; value: string; annotation: string | null };

const simple = (table: readonly { codigo: string; descripcion: string }[]): Entrada[] =>
  table.map((r) => ({ id: r.codigo, value: r.descripcion, annotation: null }));

/** Spec 3 §9: activity descriptions are cut to 75 characters. */
export const ACTIVIDAD_MAX = 75;

/**
 * Item types of the inventory (spec 3 §9: codes 01 to 05), ruling A1-1: the five inventory screens
 * in menu order (the domain's TIPOS_ITEM); `annotation` explains each.
 */
export const TIPOS_PRODUCTO: readonly Entrada[] = TIPOS_ITEM.map((t) => ({ id: t.codigo, value: t.nombre, annotation: t.descripcion }));

/** Units Hacienda reserves for services (v4.4 annex, nota 15). */
export const UNIDADES_SERVICIO: readonly string[] = ['Sp', 'Spe', 'St', 'Os', 'Al', 'Alc', 'Cm', 'I'];

const unidades = (): Entrada[] =>
  UNIDADES_MEDIDA.map((u) => ({
    id: u.codigo,
    value: u.descripcion,
    annotation: UNIDADES_SERVICIO.includes(u.codigo) ? 'servicio' : 'producto',
  }));

let actividades: Entrada[] | null = null;

/** The catalogues by name; each call returns a fresh array of the same immutable entries. */
export const CATALOGOS = {
  TipoIdentificacion: () => simple(TIPOS_IDENTIFICACION),
  CodigoActividad: () =>
    (actividades ??= actividadRows().map(([id, nombre]) => ({
      id,
      value: nombre.length > ACTIVIDAD_MAX ? nombre.slice(0, ACTIVIDAD_MAX).trimEnd() : nombre,
      annotation: nombre,
    }))).slice(),
  CodigoReferencia: () =>
    CODIGOS_REFERENCIA.map((r) => ({
      id: r.codigo,
      value: r.descripcion,
      annotation: r.codigo === '17' ? 'Solo en el Recibo Electrónico de Pago' : null,
    })),
  CondicionVenta: () => simple(CONDICIONES_VENTA),
  Documento: () => TIPOS_DOCUMENTO.map((t) => ({ id: t.codigo, value: t.nombre, annotation: t.abreviatura })),
  Exoneracion: () => simple(TIPOS_EXONERACION),
  Impuesto: () => simple(CODIGOS_IMPUESTO),
  InformacionReferencia: () => simple(TIPOS_DOC_REFERENCIA),
  MedioPago: () => simple(MEDIOS_PAGO).filter((m) => m.id !== '99'),
  Mensaje: () =>
    MENSAJES_RECEPTOR.filter((m) => m.descripcion === 'Aceptado' || m.descripcion === 'Rechazado').map((m) => ({
      id: m.mensaje,
      value: m.descripcion,
      annotation: m.tipoDocumento,
    })),
  OtrosCargos: () => simple(TIPOS_OTROS_CARGOS),
  SituacionComprobante: () => simple(SITUACIONES),
  TipoProducto: () => TIPOS_PRODUCTO.slice(),
  UnidadMedida: unidades,
  UnidadMedidaServicios: () => unidades().filter((u) => u.annotation === 'servicio'),
  // Unid first: the default unit of spec 3 §9.
  UnidadMedidaProductos: () =>
    unidades()
      .filter((u) => u.annotation === 'producto')
      .sort((a, b) => Number(b.id === 'Unid') - Number(a.id === 'Unid')),
} satisfies Record<string, () => Entrada[]>;

export type Tarifa = Entrada & { tarifa: string };

export const tarifas = (): Tarifa[] =>
  CODIGOS_TARIFA_IVA.map((t) => ({ id: t.codigo, value: t.descripcion, annotation: null, tarifa: t.tarifa }));
