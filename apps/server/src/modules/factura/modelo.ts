// The stored document (`factura.datos`, jsonb) in the API's shape, and the mapping from a row
// to the GraphQL Factura: static content comes from `datos`, what changes after issuing (state,
// saldo, proforma state, credit notes, mail, registration date) from the columns.
import {
  TOTALES_RESUMEN,
  porcentajeDesdeTarifaExonerada,
  type ResumenFactura,
  type TotalResumen,
} from '@jit/domain';
import type {
  factura as facturaTable,
  MotivoDoc,
  ReceptorSnapshot,
  ReferenciaDoc,
} from '../../db/schema/index.js';
import {
  documentoCodigo,
  estadoCodigo,
  medioPagoNombre,
  mensajeCodigo,
  simboloMoneda,
  situacionCodigo,
  ESTADO,
} from './catalogos.js';
import type { LineaCalculada } from './calculo/lineas.js';

export type FacturaRow = typeof facturaTable.$inferSelect;

type Txt = string;
export type LineaApi = {
  numeroLinea: number;
  item: { _id: string; nombre: string | null } | null;
  clasificacion: string | null;
  esServicio: boolean;
  codigoCABYS: string | null;
  cantidad: Txt;
  conversion: Txt | null;
  /** A purchase line's net landed unit cost (ruling E-1), when it was mapped to an item. */
  costoUnitario?: Txt | null;
  cantidadConv: Txt | null;
  unidadMedida: string | null;
  unidadMedidaComercial: string | null;
  tipoTransaccion: string | null;
  partidaArancelaria: string | null;
  detalle: string;
  precioUnitario: Txt;
  montoTotal: Txt;
  descuento: {
    montoDescuento: Txt;
    porcentajeDescuento: Txt | null;
    codigoDescuento: string | null;
    codigoDescuentoOTRO: string | null;
    naturalezaDescuento: string | null;
  }[];
  tipoDescuento: string | null;
  montoDescuento: Txt;
  subTotal: Txt;
  subtotal: Txt;
  baseImponible: Txt;
  impuesto: {
    codigo: string;
    codigoImpuestoOTRO: string | null;
    codigoTarifaIVA: string | null;
    tarifa: Txt | null;
    factorIVA: Txt | null;
    monto: Txt;
    exoneracion: null | {
      tipoDocumento: string;
      tipoDocumentoOTRO: string | null;
      numeroDocumento: string;
      articulo: number | null;
      inciso: number | null;
      nombreInstitucion: string;
      nombreInstitucionOtros: string | null;
      fechaEmision: string;
      tarifaExonerada: Txt;
      porcentajeExoneracion: Txt | null;
      montoExoneracion: Txt;
    };
  }[];
  impuestoAsumidoEmisorFabrica: Txt;
  impuestoNeto: Txt;
  montoTotalLinea: Txt;
  tratamiento: string;
  codigoMoneda: string | null;
  cuentaContablePorCobrar: string | null;
  cuentaContablePorPagar: string | null;
};

export type ResumenApi = {
  codigoTipoMoneda: {
    codigoMoneda: { id: string; value: string; simbolo: string };
    tipoCambio: Txt;
  };
  medioPago: {
    id: string;
    tipoMedioPago: string;
    annotation: string | null;
    medioPagoOtros: string | null;
    totalMedioPago: Txt;
  }[];
  totalDesgloseImpuesto: {
    codigo: string;
    codigoTarifaIVA: string | null;
    totalMontoImpuesto: Txt;
  }[];
} & Record<TotalResumen, Txt>;

export type EmisorApi = {
  id: string;
  nombre: string;
  nombreComercial: string | null;
  identificacion: { tipo: string; numero: string };
  ubicacion: {
    provincia: string;
    canton: string;
    distrito: string;
    barrio?: string | null;
    otrasSenas: string;
  } | null;
  telefono: { codigoPais: string; numTelefono: string } | null;
  correoElectronico: string | null;
  cuentaContable: string | null;
};

/** What `factura.datos` holds. */
export type DatosFactura = {
  emisor: EmisorApi;
  receptor: ReceptorSnapshot | null;
  codigoActividad: string | null;
  codigoActividadReceptor: string | null;
  condicionVentaOtros: string | null;
  pagaCon: Txt | null;
  detalleServicio: { lineaDetalle: LineaApi[] };
  otrosCargos: {
    tipoDocumentoOC: string;
    tipoDocumentoOTROS: string | null;
    nombreTercero: string | null;
    identificacionTercero: { tipo: string; numero: string } | null;
    detalle: string;
    porcentajeOC: Txt | null;
    montoCargo: Txt;
  }[];
  resumenFactura: ResumenApi;
  informacionReferencia: ReferenciaDoc[];
  otros: {
    otroTexto: { codigo: string | null; texto: string }[];
    otroContenido: { codigo: string | null; texto: string }[];
  } | null;
  /** Receiver messages: 1, 2 or 3. */
  mensaje: string | null;
  user: {
    id: string;
    username: string | null;
    fullname: string | null;
    email: string | null;
  } | null;
  waNotifica: boolean | null;
  waTelefonos: string[] | null;
  waMensaje: string | null;
  registroContable: unknown;
  cuentaContableIVAPorCobrar: string | null;
  cuentaContableIVAPorPagar: string | null;
  original: string | null;
  next: string | null;
};

const t = (x: { toFixed(): string }): string => x.toFixed();

export function lineaApi(l: LineaCalculada, codigoMoneda: string): LineaApi {
  const x = l.linea;
  return {
    numeroLinea: x.numeroLinea,
    item: l.itemId ? { _id: l.itemId, nombre: l.itemNombre } : null,
    clasificacion: x.clasificacion ?? null,
    esServicio: x.esServicio,
    codigoCABYS: x.codigoCABYS ?? null,
    cantidad: t(x.cantidad),
    conversion: l.input.conversion ?? null,
    ...(l.costoUnitario ? { costoUnitario: l.costoUnitario } : {}),
    cantidadConv: l.input.cantidadConv ?? null,
    unidadMedida: x.unidadMedida ?? null,
    unidadMedidaComercial: x.unidadMedidaComercial ?? null,
    tipoTransaccion: x.tipoTransaccion ?? null,
    partidaArancelaria: l.input.partidaArancelaria ?? null,
    detalle: x.detalle ?? '',
    precioUnitario: t(x.precioUnitario),
    montoTotal: t(x.montoTotal),
    descuento: x.descuento.map((d) => ({
      montoDescuento: t(d.montoDescuento),
      porcentajeDescuento: d.porcentajeDescuento ? t(d.porcentajeDescuento) : null,
      codigoDescuento: d.codigoDescuento ?? null,
      codigoDescuentoOTRO: d.codigoDescuentoOTRO ?? null,
      naturalezaDescuento: d.naturalezaDescuento ?? null,
    })),
    tipoDescuento: l.input.tipoDescuento ?? null,
    montoDescuento: t(x.montoDescuento),
    subTotal: t(x.subTotal),
    subtotal: t(x.subTotal),
    baseImponible: t(x.baseImponible),
    impuesto: x.impuesto.map((i) => ({
      codigo: i.codigo,
      codigoImpuestoOTRO: i.codigoImpuestoOTRO ?? null,
      codigoTarifaIVA: i.codigoTarifaIVA ?? null,
      tarifa: i.tarifa ? t(i.tarifa) : null,
      factorIVA: i.factorCalculoIVA ? t(i.factorCalculoIVA) : null,
      monto: t(i.monto),
      exoneracion: i.exoneracion
        ? {
            tipoDocumento: i.exoneracion.tipoDocumentoEX1,
            tipoDocumentoOTRO: i.exoneracion.tipoDocumentoOTRO ?? null,
            numeroDocumento: i.exoneracion.numeroDocumento,
            articulo: i.exoneracion.articulo != null ? Number(i.exoneracion.articulo) : null,
            inciso: i.exoneracion.inciso != null ? Number(i.exoneracion.inciso) : null,
            nombreInstitucion: i.exoneracion.nombreInstitucion,
            nombreInstitucionOtros: i.exoneracion.nombreInstitucionOtros ?? null,
            fechaEmision: i.exoneracion.fechaEmisionEX,
            tarifaExonerada: t(i.exoneracion.tarifaExonerada),
            porcentajeExoneracion: i.tarifa
              ? t(porcentajeDesdeTarifaExonerada(i.exoneracion.tarifaExonerada, i.tarifa))
              : null,
            montoExoneracion: t(i.exoneracion.montoExoneracion),
          }
        : null,
    })),
    impuestoAsumidoEmisorFabrica: t(x.impuestoAsumidoEmisorFabrica),
    impuestoNeto: t(x.impuestoNeto),
    montoTotalLinea: t(x.montoTotalLinea),
    tratamiento: x.tratamiento,
    codigoMoneda,
    cuentaContablePorCobrar: l.input.cuentaContablePorCobrar ?? null,
    cuentaContablePorPagar: l.input.cuentaContablePorPagar ?? null,
  };
}

export function resumenApi(r: ResumenFactura): ResumenApi {
  const moneda = r.codigoTipoMoneda.codigoMoneda;
  return {
    codigoTipoMoneda: {
      codigoMoneda: { id: moneda, value: moneda, simbolo: simboloMoneda(moneda) },
      tipoCambio: t(r.codigoTipoMoneda.tipoCambio),
    },
    medioPago: r.medioPago.map((m) => ({
      id: m.tipoMedioPago,
      tipoMedioPago: m.tipoMedioPago,
      annotation: medioPagoNombre(m.tipoMedioPago),
      medioPagoOtros: m.medioPagoOtros ?? null,
      totalMedioPago: t(m.totalMedioPago),
    })),
    totalDesgloseImpuesto: r.totalDesgloseImpuesto.map((d) => ({
      codigo: d.codigo,
      codigoTarifaIVA: d.codigoTarifaIVA ?? null,
      totalMontoImpuesto: t(d.totalMontoImpuesto),
    })),
    ...totalesColumnas(r),
  };
}

/** Every v4.4 total of a summary as numeric text (the header columns, the API's resumenFactura). */
export const totalesColumnas = (r: ResumenFactura): Record<TotalResumen, Txt> =>
  Object.fromEntries(TOTALES_RESUMEN.map((k) => [k, t(r[k])])) as Record<TotalResumen, Txt>;

/** A document's file name (PDF, XML): its clave, or its consecutivo, without other characters. */
export const nombreArchivo = (row: Pick<FacturaRow, 'clave' | 'consecutivo'>): string =>
  (row.clave ?? row.consecutivo).replace(/[^A-Za-z0-9-]/g, '');

const PENDIENTES: readonly string[] = [ESTADO.EN_COLA, ESTADO.CONTINGENCIA];

/** Time left of the legal window to reach Hacienda, for documents not yet received. */
export function contingenciaDe(row: FacturaRow, now: Date) {
  if (!PENDIENTES.includes(row.estadoDocumento) || !row.plazoEnvioAt) return null;
  const ms = row.plazoEnvioAt.getTime() - now.getTime();
  const seg = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seg / 3600);
  const min = Math.floor((seg % 3600) / 60);
  return {
    enContingencia: row.estadoDocumento === ESTADO.CONTINGENCIA || row.situacion !== '1',
    situacion: row.situacion,
    plazoHasta: row.plazoEnvioAt,
    segundosRestantes: seg,
    texto:
      seg > 0
        ? `Quedan ${h} h ${min} min para enviarlo a Hacienda`
        : 'Venció el plazo para enviarlo a Hacienda',
    intentos: row.envioIntentos,
    ultimoError: row.ultimoError,
  };
}

export type RespuestaRow = {
  respuestaEstado: string | null;
  respuestaFecha: Date | null;
  respuestaDetalle: string | null;
  motivos: MotivoDoc[];
};

/** The GraphQL Factura of a row (adjuntos and respuesta are resolved by their own field resolvers). */
export function facturaApi(row: FacturaRow, now: Date) {
  const d = row.datos as unknown as DatosFactura;
  const consecutivo = row.consecutivo;
  // Object.assign, not `{ ...d, id, … }`: V8 builds an object literal that spreads and then
  // names forty fields on a slow path, about 80 µs a document (a list page paid it per row).
  return Object.assign({}, d, {
    id: row.id,
    _id: row.id,
    documento: documentoCodigo(row.documento),
    estadoDocumento: estadoCodigo(row.estadoDocumento),
    situacionComprobante: situacionCodigo(row.situacion),
    clave: row.clave,
    claveFE: row.claveFE,
    consecutivo,
    numeroConsecutivo: consecutivo,
    local: { id: null, numero: row.sucursal },
    terminal: { id: null, numero: row.terminal },
    createdAt: row.createdAt,
    fechaEmision: row.fechaEmision,
    fechaEmisionOriginal: null,
    codigoActividadEmisor: d.codigoActividad,
    condicionVenta: row.condicionVenta,
    plazoCredito: row.plazoCredito,
    saldo: row.saldo,
    estadoProforma: row.estadoProforma,
    plazoProforma: row.plazoProforma,
    notaCredito: row.notasCredito.map((id) => ({ id, documento: null, consecutivo: null })),
    referenciaId: row.referenciaId,
    mensaje: d.mensaje ? mensajeCodigo(d.mensaje) : null,
    cajaSesion: row.cajaSesionId ? { _id: row.cajaSesionId, caja: null } : null,
    bulk: row.bulk,
    state: row.state,
    mail: row.mail,
    returnState: row.estadoDocumento === ESTADO.ERROR ? 'error' : 'ok',
    waSent: false,
    saved: true,
    informacionReferencia: d.informacionReferencia ?? [],
    otros: d.otros
      ? { otroTexto: d.otros.otroTexto ?? [], otroContenido: d.otros.otroContenido ?? [] }
      : null,
    contingencia: contingenciaDe(row, now),
    // Field resolvers fill these from their tables.
    adjuntos: [] as never[],
    respuestaHacienda: null,
  });
}
