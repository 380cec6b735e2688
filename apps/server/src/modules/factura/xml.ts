// A computed document as @jit/hacienda's Comprobante (v4.4 names), ready to build, sign and
// send. A purchase invoice (FEC, 08) is issued by the buyer on the seller's behalf: the XML's
// Emisor is the seller (our receptor input) and its Receptor is the issuer, whose identification
// goes into the clave.
import type {
  Comprobante,
  Emisor as XmlEmisor,
  LineaDetalle as XmlLinea,
  Receptor as XmlReceptor,
  TipoComprobante,
} from '@jit/hacienda';
import {
  TOTALES_RESUMEN,
  type LineaDetalle,
  type ResumenFactura,
  type TotalResumen,
} from '@jit/domain';
import type { ReceptorSnapshot, ReferenciaDoc } from '../../db/schema/index.js';
import type { EmisorEmision } from './emisor-adapter.js';
import type { DocCalculado } from './calculo/documento.js';

type D = LineaDetalle['cantidad'];
const s = (x: D): string => x.toFixed();

export function xmlEmisor(e: EmisorEmision): XmlEmisor {
  return {
    nombre: e.nombre.slice(0, 100),
    identificacion: e.identificacion,
    ...(e.nombreComercial ? { nombreComercial: e.nombreComercial.slice(0, 80) } : {}),
    ubicacion: {
      provincia: e.ubicacion.provincia,
      canton: e.ubicacion.canton,
      distrito: e.ubicacion.distrito,
      ...(e.ubicacion.barrio ? { barrio: e.ubicacion.barrio } : {}),
      otrasSenas: e.ubicacion.otrasSenas,
    },
    ...(e.telefono?.numTelefono ? { telefono: e.telefono } : {}),
    correoElectronico: [e.correoElectronico],
  };
}

export function xmlReceptor(r: ReceptorSnapshot): XmlReceptor {
  // v4.4 carries a foreign identification as type 05 (extranjero no domiciliado).
  const identificacion =
    r.identificacion ??
    (r.identificacionExtranjero ? { tipo: '05', numero: r.identificacionExtranjero } : undefined);
  return {
    nombre: r.nombre.slice(0, 100),
    ...(identificacion ? { identificacion } : {}),
    ...(r.nombreComercial && r.nombreComercial.length >= 3
      ? { nombreComercial: r.nombreComercial.slice(0, 80) }
      : {}),
    ...(r.ubicacion
      ? { ubicacion: { ...r.ubicacion, barrio: r.ubicacion.barrio ?? undefined } }
      : {}),
    ...(r.otrasSenasExtranjero && r.otrasSenasExtranjero.length >= 5
      ? { otrasSenasExtranjero: r.otrasSenasExtranjero }
      : {}),
    ...(r.telefono?.numTelefono ? { telefono: r.telefono } : {}),
    ...(r.correoElectronico ? { correoElectronico: r.correoElectronico } : {}),
  };
}

/** A computed line in the XML's shape (every decimal as its exact string). */
export function xmlLinea(l: LineaDetalle, partidaArancelaria?: string | null): XmlLinea {
  return {
    numeroLinea: l.numeroLinea,
    ...(partidaArancelaria ? { partidaArancelaria } : {}),
    ...(l.codigoCABYS ? { codigoCABYS: l.codigoCABYS } : {}),
    ...(l.codigoComercial?.length ? { codigoComercial: l.codigoComercial.map((c) => ({ tipo: c.tipo, codigo: c.codigo })) } : {}),
    cantidad: s(l.cantidad),
    ...(l.unidadMedida ? { unidadMedida: l.unidadMedida } : {}),
    ...(l.tipoTransaccion ? { tipoTransaccion: l.tipoTransaccion } : {}),
    ...(l.unidadMedidaComercial ? { unidadMedidaComercial: l.unidadMedidaComercial } : {}),
    detalle: l.detalle ?? '',
    precioUnitario: s(l.precioUnitario),
    montoTotal: s(l.montoTotal),
    ...(l.descuento.length
      ? {
          descuento: l.descuento.map((d) => ({
            montoDescuento: s(d.montoDescuento),
            codigoDescuento: d.codigoDescuento ?? '07',
            ...(d.codigoDescuentoOTRO ? { codigoDescuentoOTRO: d.codigoDescuentoOTRO } : {}),
            ...(d.naturalezaDescuento ? { naturalezaDescuento: d.naturalezaDescuento } : {}),
          })),
        }
      : {}),
    subTotal: s(l.subTotal),
    ...(l.ivaCobradoFabrica ? { ivaCobradoFabrica: l.ivaCobradoFabrica } : {}),
    baseImponible: s(l.baseImponible),
    ...(l.impuesto.length
      ? {
          impuesto: l.impuesto.map((t) => ({
            codigo: t.codigo,
            ...(t.codigoImpuestoOTRO ? { codigoImpuestoOTRO: t.codigoImpuestoOTRO } : {}),
            ...(t.codigoTarifaIVA ? { codigoTarifaIVA: t.codigoTarifaIVA } : {}),
            ...(t.tarifa ? { tarifa: t.tarifa.toFixed(2) } : {}),
            ...(t.factorCalculoIVA ? { factorCalculoIVA: s(t.factorCalculoIVA) } : {}),
            monto: s(t.monto),
            ...(t.exoneracion
              ? {
                  exoneracion: {
                    tipoDocumentoEX1: t.exoneracion.tipoDocumentoEX1,
                    ...(t.exoneracion.tipoDocumentoOTRO
                      ? { tipoDocumentoOTRO: t.exoneracion.tipoDocumentoOTRO }
                      : {}),
                    numeroDocumento: t.exoneracion.numeroDocumento,
                    ...(t.exoneracion.articulo !== undefined
                      ? { articulo: t.exoneracion.articulo }
                      : {}),
                    ...(t.exoneracion.inciso !== undefined ? { inciso: t.exoneracion.inciso } : {}),
                    nombreInstitucion: t.exoneracion.nombreInstitucion,
                    ...(t.exoneracion.nombreInstitucionOtros
                      ? { nombreInstitucionOtros: t.exoneracion.nombreInstitucionOtros }
                      : {}),
                    fechaEmisionEX: t.exoneracion.fechaEmisionEX,
                    tarifaExonerada: t.exoneracion.tarifaExonerada.toFixed(2),
                    montoExoneracion: s(t.exoneracion.montoExoneracion),
                  },
                }
              : {}),
          })),
        }
      : {}),
    impuestoAsumidoEmisorFabrica: s(l.impuestoAsumidoEmisorFabrica),
    impuestoNeto: s(l.impuestoNeto),
    montoTotalLinea: s(l.montoTotalLinea),
  };
}

function xmlResumen(r: ResumenFactura): Comprobante['resumenFactura'] {
  // Every amount as its exact string; the builder writes the elements of the document type's
  // schema in schema order (and leaves out those it does not have).
  const montos = Object.fromEntries(TOTALES_RESUMEN.map((k) => [k, s(r[k])])) as Record<
    TotalResumen,
    string
  >;
  return {
    codigoTipoMoneda: {
      codigoMoneda: r.codigoTipoMoneda.codigoMoneda,
      tipoCambio: s(r.codigoTipoMoneda.tipoCambio),
    },
    ...montos,
    ...(r.totalDesgloseImpuesto.length
      ? {
          totalDesgloseImpuesto: r.totalDesgloseImpuesto.map((d) => ({
            codigo: d.codigo,
            ...(d.codigoTarifaIVA ? { codigoTarifaIVA: d.codigoTarifaIVA } : {}),
            totalMontoImpuesto: s(d.totalMontoImpuesto),
          })),
        }
      : {}),
    ...(r.medioPago.length
      ? {
          medioPago: r.medioPago.map((m) => ({
            tipoMedioPago: m.tipoMedioPago,
            ...(m.medioPagoOtros ? { medioPagoOtros: m.medioPagoOtros } : {}),
            totalMedioPago: s(m.totalMedioPago),
          })),
        }
      : {}),
  };
}

export type DatosXml = {
  tipo: TipoComprobante;
  clave: string;
  consecutivo: string;
  fechaEmision: Date;
  proveedorSistemas: string;
  codigoActividad: string;
  codigoActividadReceptor: string | null;
  emisor: EmisorEmision;
  receptor: ReceptorSnapshot | null;
  condicionVenta: string;
  condicionVentaOtros: string | null;
  plazoCredito: number | null;
  calculo: DocCalculado;
  referencias: ReferenciaDoc[];
  otros: {
    otroTexto?: { codigo?: string | null; texto: string }[] | null;
    otroContenido?: { codigo?: string | null; texto: string }[] | null;
  } | null;
};

/** The v4.4 Comprobante of a computed document. */
export function comprobanteDe(d: DatosXml): Comprobante {
  const fec = d.tipo === '08';
  const propio = xmlEmisor(d.emisor);
  const otro = d.receptor ? xmlReceptor(d.receptor) : undefined;
  const emisor: XmlEmisor = fec
    ? ({
        ...(otro as XmlReceptor),
        correoElectronico: otro?.correoElectronico ? [otro.correoElectronico] : undefined,
      } as XmlEmisor)
    : propio;
  const receptor: XmlReceptor | undefined = fec
    ? {
        nombre: propio.nombre,
        identificacion: propio.identificacion,
        ubicacion: propio.ubicacion,
        correoElectronico: d.emisor.correoElectronico,
      }
    : otro;
  const textos = (l?: { codigo?: string | null; texto: string }[] | null) =>
    (l ?? []).map((t) => ({ texto: t.texto, ...(t.codigo ? { codigo: t.codigo } : {}) }));
  const otroTexto = textos(d.otros?.otroTexto);
  const otroContenido = textos(d.otros?.otroContenido);
  const partidas = d.calculo.lineas.map((l) => l.input.partidaArancelaria ?? null);
  return {
    tipo: d.tipo,
    clave: d.clave,
    proveedorSistemas: d.proveedorSistemas,
    ...(fec
      ? { codigoActividadReceptor: d.codigoActividad }
      : { codigoActividadEmisor: d.codigoActividad }),
    ...(!fec && d.codigoActividadReceptor
      ? { codigoActividadReceptor: d.codigoActividadReceptor }
      : {}),
    numeroConsecutivo: d.consecutivo,
    fechaEmision: d.fechaEmision,
    emisor,
    ...(receptor ? { receptor } : {}),
    condicionVenta: d.condicionVenta,
    ...(d.condicionVentaOtros ? { condicionVentaOtros: d.condicionVentaOtros } : {}),
    ...(d.plazoCredito ? { plazoCredito: d.plazoCredito } : {}),
    detalleServicio: {
      lineaDetalle: d.calculo.lineas.map((l, i) => xmlLinea(l.linea, partidas[i])),
    },
    ...(d.calculo.resumen.otrosCargos.length
      ? {
          otrosCargos: d.calculo.resumen.otrosCargos.map((c) => ({
            tipoDocumentoOC: c.tipoDocumentoOC,
            ...(c.tipoDocumentoOTROS ? { tipoDocumentoOTROS: c.tipoDocumentoOTROS } : {}),
            ...(c.identificacionTercero ? { identificacionTercero: c.identificacionTercero } : {}),
            ...(c.nombreTercero ? { nombreTercero: c.nombreTercero } : {}),
            detalle: c.detalle,
            ...(c.porcentajeOC ? { porcentajeOC: c.porcentajeOC.toFixed() } : {}),
            montoCargo: s(c.montoCargo),
          })),
        }
      : {}),
    resumenFactura: xmlResumen(d.calculo.resumen),
    ...(d.referencias.length
      ? {
          informacionReferencia: d.referencias.map((r) => ({
            tipoDocIR: r.tipoDoc,
            ...(r.tipoDocRefOTRO ? { tipoDocRefOTRO: r.tipoDocRefOTRO } : {}),
            ...(r.numero ? { numero: r.numero } : {}),
            fechaEmisionIR: r.fechaEmision,
            ...(r.codigo ? { codigo: r.codigo } : {}),
            ...(r.codigoReferenciaOTRO ? { codigoReferenciaOTRO: r.codigoReferenciaOTRO } : {}),
            ...(r.razon ? { razon: r.razon.slice(0, 180) } : {}),
          })),
        }
      : {}),
    ...(otroTexto.length || otroContenido.length
      ? {
          otros: {
            ...(otroTexto.length ? { otroTexto } : {}),
            ...(otroContenido.length ? { otroContenido } : {}),
          },
        }
      : {}),
  };
}
