// A subscription's document (ruling B-4): the request that issues a copy of the template document
// as it was stored — its receptor, lines, discounts, taxes and charges — in subscription mode, so
// invoicing computes it again with today's date, rate and numbering.
import type { FacturaRow } from '../factura/index.js';
import type { FacturaInput } from '../../generated/graphql.js';

type Linea = {
  item: { _id: string } | null;
  clasificacion: string | null;
  codigoCABYS: string | null;
  cantidad: string;
  unidadMedida: string | null;
  unidadMedidaComercial: string | null;
  tipoTransaccion: string | null;
  partidaArancelaria: string | null;
  detalle: string;
  precioUnitario: string;
  descuento: { montoDescuento: string; porcentajeDescuento: string | null; codigoDescuento: string | null; codigoDescuentoOTRO: string | null; naturalezaDescuento: string | null }[];
  tipoDescuento: string | null;
  impuesto: {
    codigo: string;
    codigoImpuestoOTRO: string | null;
    codigoTarifaIVA: string | null;
    tarifa: string | null;
    factorIVA: string | null;
    exoneracion: null | Record<string, unknown>;
  }[];
  cuentaContablePorCobrar: string | null;
  cuentaContablePorPagar: string | null;
};

type Datos = {
  codigoActividad?: string | null;
  codigoActividadReceptor?: string | null;
  condicionVentaOtros?: string | null;
  detalleServicio: { lineaDetalle: Linea[] };
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
    detalleServicio: {
      lineaDetalle: d.detalleServicio.lineaDetalle.map((l) =>
        sinNulos({
          item: l.item ? { _id: l.item._id } : null,
          clasificacion: l.clasificacion,
          codigoCABYS: l.codigoCABYS,
          cantidad: l.cantidad,
          unidadMedida: l.unidadMedida,
          unidadMedidaComercial: l.unidadMedidaComercial,
          tipoTransaccion: l.tipoTransaccion,
          partidaArancelaria: l.partidaArancelaria,
          detalle: l.detalle,
          precioUnitario: l.precioUnitario,
          // A percentage discount is computed again on the price; an amount is copied as it was.
          descuento: l.descuento.map((x) =>
            sinNulos({
              ...(x.porcentajeDescuento ? { porcentajeDescuento: x.porcentajeDescuento } : { montoDescuento: x.montoDescuento }),
              codigoDescuento: x.codigoDescuento,
              codigoDescuentoOTRO: x.codigoDescuentoOTRO,
              naturalezaDescuento: x.naturalezaDescuento,
            }),
          ),
          tipoDescuento: l.tipoDescuento,
          impuesto: l.impuesto.map((i) =>
            sinNulos({
              codigo: i.codigo,
              codigoImpuestoOTRO: i.codigoImpuestoOTRO,
              codigoTarifaIVA: i.codigoTarifaIVA,
              tarifa: i.tarifa,
              factorIVA: i.factorIVA,
              exoneracion: i.exoneracion ? (sinNulos(i.exoneracion) as never) : null,
            }),
          ),
          cuentaContablePorCobrar: l.cuentaContablePorCobrar,
          cuentaContablePorPagar: l.cuentaContablePorPagar,
        }),
      ),
    },
    otrosCargos: (d.otrosCargos ?? []).map(({ montoCargo, ...c }) => sinNulos({ ...c, montoCargo: c.porcentajeOC ? null : montoCargo })),
    modoSuscripcion: true,
    waNotifica: d.waNotifica ?? null,
    waTelefonos: d.waTelefonos ?? null,
    waMensaje: d.waMensaje ?? null,
  };
}
