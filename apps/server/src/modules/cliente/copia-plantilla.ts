// A subscription's document (ruling B-4): the request that issues a copy of the template document
// as it was stored — its receptor, lines, discounts, taxes and charges — in subscription mode, so
// invoicing computes it again with today's date, rate and numbering.
import { lineasDe, type FacturaRow } from '../factura/index.js';
import type { FacturaInput } from '../../generated/graphql.js';

type Datos = {
  codigoActividad?: string | null;
  codigoActividadReceptor?: string | null;
  condicionVentaOtros?: string | null;
  otrosCargos?: {
    tipoDocumentoOC: string;
    tipoDocumentoOTROS: string | null;
    nombreTercero: string | null;
    identificacionTercero: { tipo: string; numero: string } | null;
    detalle: string;
    porcentajeOC: string | null;
    montoCargo: string;
  }[];
  resumenFactura?: { medioPago?: { tipoMedioPago: string; medioPagoOtros: string | null }[] };
  waNotifica?: boolean | null;
  waTelefonos?: string[] | null;
  waMensaje?: string | null;
};

const sinNulos = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;

/** The Factura.create input that issues a copy of `plantilla`. */
export function copiaDePlantilla(plantilla: FacturaRow): FacturaInput {
  const d = plantilla.datos as unknown as Datos;
  const r = plantilla.receptor;
  return {
    documento: plantilla.documento,
    local: plantilla.sucursal,
    terminal: plantilla.terminal,
    codigoActividad: d.codigoActividad ?? null,
    codigoActividadReceptor: d.codigoActividadReceptor ?? null,
    receptor: r
      ? sinNulos({
          id: plantilla.receptorId,
          crm: plantilla.receptorId,
          nombre: r.nombre,
          identificacion: r.identificacion ?? null,
          identificacionExtranjero: r.identificacionExtranjero ?? null,
          nombreComercial: r.nombreComercial ?? null,
          correoElectronico: r.correoElectronico ?? null,
          telefono: r.telefono ?? null,
          ubicacion: r.ubicacion ?? null,
          otrasSenasExtranjero: r.otrasSenasExtranjero ?? null,
        })
      : null,
    condicionVenta: plantilla.condicionVenta,
    condicionVentaOtros: d.condicionVentaOtros ?? null,
    plazoCredito: plantilla.plazoCredito,
    medioPago: (d.resumenFactura?.medioPago ?? []).map((m) => sinNulos({ tipoMedioPago: m.tipoMedioPago, medioPagoOtros: m.medioPagoOtros })),
    codigoMoneda: plantilla.codigoMoneda,
    // A foreign currency takes the day's rate when the copy is issued, not the template's.
    // The lines as invoicing turns a stored document back into input (its credit notes do the same).
    detalleServicio: { lineaDetalle: lineasDe(plantilla) },
    otrosCargos: (d.otrosCargos ?? []).map(({ montoCargo, ...c }) => sinNulos({ ...c, montoCargo: c.porcentajeOC ? null : montoCargo })),
    modoSuscripcion: true,
    waNotifica: d.waNotifica ?? null,
    waTelefonos: d.waTelefonos ?? null,
    waMensaje: d.waMensaje ?? null,
  };
}
