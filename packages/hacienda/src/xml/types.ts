// The v4.4 documents as data, in Hacienda's own names (camelCase of the XML elements), so the
// server maps a stored Factura straight onto them and nothing translates in between.
// The domain's computeLinea / computeResumen results are assignable to LineaDetalle /
// ResumenFactura as they are (extra fields such as esServicio or montoGravado are not written).
// One type serves every document type: an element a type's schema does not have is not
// written for that type (e.g. exoneración in an export invoice, spec 1 §5); an element its
// schema requires and the data lacks is an error (HaciendaXmlError, in Spanish).
// Element order, occurrences and length limits come from the XSDs (shapes.generated.ts).

/** A decimal.js value (the domain's `D`): anything with these methods is accepted. */
export type DecimalLike = {
  toFixed(decimalPlaces?: number): string;
  decimalPlaces(): number;
  isNegative(): boolean;
};

/** Money, quantities, rates: a decimal string ("1500.25") or a Decimal. Never a JS number. */
export type Decimal = string | DecimalLike;

/** An integer (line number, term in days, province): a number or a string of digits. */
export type Entero = number | string;

/**
 * xs:dateTime. A string must carry its offset ("2026-11-05T10:15:00-06:00"); a Date is written
 * in Costa Rica time (UTC−06:00, no daylight saving), as Hacienda's own documents are.
 */
export type FechaHora = string | Date;

/** Document types of this package: 01 FE, 02 ND, 03 NC, 04 TE, 08 FEC, 09 FEE, 10 REP. */
export type TipoComprobante = '01' | '02' | '03' | '04' | '08' | '09' | '10';
/** Receiver messages: 05 acceptance, 06 partial acceptance, 07 rejection. */
export type TipoMensajeReceptor = '05' | '06' | '07';
export type TipoDocumento = TipoComprobante | TipoMensajeReceptor;

/** Identification type 01 física, 02 jurídica, 03 DIMEX, 04 NITE, 05 extranjero no domiciliado, 06 no contribuyente. */
export type Identificacion = { tipo: string; numero: string };

export type Ubicacion = {
  /** One digit ("1"). */
  provincia: Entero;
  /** Two digits ("01"): pass a string to keep the leading zero. */
  canton: Entero;
  /** Two digits ("01"). */
  distrito: Entero;
  /** v4.4: free text, 5–50 characters. */
  barrio?: string;
  otrasSenas: string;
};

export type Telefono = { codigoPais: Entero; numTelefono: Entero };

export type Emisor = {
  nombre: string;
  identificacion: Identificacion;
  registrofiscal8707?: string;
  nombreComercial?: string;
  ubicacion?: Ubicacion;
  /** FEC (08) only: the foreign provider's address. */
  otrasSenasExtranjero?: string;
  telefono?: Telefono;
  /** Up to 4 addresses (1 in REP). */
  correoElectronico?: string[];
  /** Read from v4.3 documents only. */
  fax?: Telefono;
};

export type Receptor = {
  nombre: string;
  identificacion?: Identificacion;
  nombreComercial?: string;
  ubicacion?: Ubicacion;
  otrasSenasExtranjero?: string;
  telefono?: Telefono;
  correoElectronico?: string;
  /** Read from v4.3 documents only (v4.4 uses identificacion tipo 05). */
  identificacionExtranjero?: string;
  /** Read from v4.3 documents only. */
  fax?: Telefono;
};

export type CodigoComercial = { tipo: string; codigo: string };

export type Descuento = {
  montoDescuento: Decimal;
  /** 01 regalía … 07 comercial, 99 otros (v4.4). Required by the schemas (checked when building). */
  codigoDescuento?: string;
  codigoDescuentoOTRO?: string;
  naturalezaDescuento?: string;
};

export type DatosImpuestoEspecifico = {
  cantidadUnidadMedida: Decimal;
  porcentaje?: Decimal;
  proporcion?: Decimal;
  volumenUnidadConsumo?: Decimal;
  impuestoUnidad: Decimal;
};

export type Exoneracion = {
  tipoDocumentoEX1: string;
  tipoDocumentoOTRO?: string;
  numeroDocumento: string;
  articulo?: Entero;
  inciso?: Entero;
  /** Institution code (v4.4: 01–12, 99). v4.3 documents carry the name here. */
  nombreInstitucion: string;
  nombreInstitucionOtros?: string;
  fechaEmisionEX: FechaHora;
  /** Rate points exonerated (v4.4), e.g. "13.00". */
  tarifaExonerada: Decimal;
  montoExoneracion: Decimal;
  /** Read from v4.3 documents only: percentage of the tax exonerated. */
  porcentajeExoneracion?: Entero;
};

export type Impuesto = {
  codigo: string;
  codigoImpuestoOTRO?: string;
  /** v4.4 rate code (01 exento … 08 13 %, 10 exento sin crédito, 11 0 % sin crédito). */
  codigoTarifaIVA?: string;
  tarifa?: Decimal;
  factorCalculoIVA?: Decimal;
  datosImpuestoEspecifico?: DatosImpuestoEspecifico;
  monto: Decimal;
  /** NC, ND and FEE only. */
  montoExportacion?: Decimal;
  exoneracion?: Exoneracion;
};

export type ImpuestoSurtido = {
  codigoImpuestoSurtido: string;
  codigoImpuestoOTROSurtido?: string;
  codigoTarifaIVASurtido?: string;
  tarifaSurtido?: Decimal;
  datosImpuestoEspecificoSurtido?: {
    cantidadUnidadMedidaSurtido: Decimal;
    porcentajeSurtido?: Decimal;
    proporcionSurtido?: Decimal;
    volumenUnidadConsumoSurtido?: Decimal;
    impuestoUnidadSurtido: Decimal;
  };
  montoImpuestoSurtido: Decimal;
};

export type LineaDetalleSurtido = {
  codigoCABYSSurtido: string;
  codigoComercialSurtido?: { tipoSurtido: string; codigoSurtido: string }[];
  cantidadSurtido: Decimal;
  unidadMedidaSurtido: string;
  unidadMedidaComercialSurtido?: string;
  detalleSurtido: string;
  precioUnitarioSurtido: Decimal;
  montoTotalSurtido: Decimal;
  descuentoSurtido?: {
    montoDescuentoSurtido: Decimal;
    codigoDescuentoSurtido: string;
    descuentoSurtidoOtros?: string;
  }[];
  subTotalSurtido: Decimal;
  ivaCobradoFabricaSurtido?: string;
  baseImponibleSurtido?: Decimal;
  impuestoSurtido: ImpuestoSurtido[];
};

export type LineaDetalle = {
  numeroLinea: Entero;
  /** FEE, NC, ND: tariff heading of exported goods. */
  partidaArancelaria?: string;
  /** 13 digits. */
  codigoCABYS?: string;
  codigoComercial?: CodigoComercial[];
  cantidad?: Decimal;
  unidadMedida?: string;
  tipoTransaccion?: string;
  unidadMedidaComercial?: string;
  /** Required by every schema; optional here so the domain's computeLinea result fits as is. */
  detalle?: string;
  numeroVINoSerie?: string[];
  registroMedicamento?: string;
  formaFarmaceutica?: string;
  detalleSurtido?: { lineaDetalleSurtido: LineaDetalleSurtido[] };
  precioUnitario?: Decimal;
  montoTotal: Decimal;
  descuento?: Descuento[];
  subTotal: Decimal;
  ivaCobradoFabrica?: string;
  baseImponible?: Decimal;
  impuesto?: Impuesto[];
  impuestoAsumidoEmisorFabrica?: Decimal;
  impuestoNeto?: Decimal;
  montoTotalLinea: Decimal;
};

export type OtroCargo = {
  tipoDocumentoOC: string;
  tipoDocumentoOTROS?: string;
  identificacionTercero?: Partial<Identificacion> & { numero: string };
  nombreTercero?: string;
  detalle: string;
  porcentajeOC?: Decimal;
  montoCargo: Decimal;
};

export type MedioPago = {
  tipoMedioPago?: string;
  medioPagoOtros?: string;
  totalMedioPago?: Decimal;
};

export type TotalDesgloseImpuesto = {
  codigo: string;
  codigoTarifaIVA?: string;
  totalMontoImpuesto: Decimal;
};

export type ResumenFactura = {
  codigoTipoMoneda: { codigoMoneda: string; tipoCambio: Decimal };
  totalServGravados?: Decimal;
  totalServExentos?: Decimal;
  totalServExonerado?: Decimal;
  totalServNoSujeto?: Decimal;
  totalMercanciasGravadas?: Decimal;
  totalMercanciasExentas?: Decimal;
  totalMercExonerada?: Decimal;
  totalMercNoSujeta?: Decimal;
  totalGravado?: Decimal;
  totalExento?: Decimal;
  totalExonerado?: Decimal;
  totalNoSujeto?: Decimal;
  totalVenta: Decimal;
  totalDescuentos?: Decimal;
  totalVentaNeta: Decimal;
  totalDesgloseImpuesto?: TotalDesgloseImpuesto[];
  totalImpuesto?: Decimal;
  totalImpAsumEmisorFabrica?: Decimal;
  totalIVADevuelto?: Decimal;
  totalOtrosCargos?: Decimal;
  /** v4.4 moved MedioPago here (up to 4). */
  medioPago?: MedioPago[];
  totalComprobante: Decimal;
};

export type InformacionReferencia = {
  tipoDocIR: string;
  tipoDocRefOTRO?: string;
  numero?: string;
  fechaEmisionIR: FechaHora;
  codigo?: string;
  codigoReferenciaOTRO?: string;
  razon?: string;
};

/** Free text with an optional `codigo` attribute (Otros/OtroTexto, Otros/OtroContenido). */
export type TextoConCodigo = { codigo?: string; texto: string };

export type Otros = { otroTexto?: TextoConCodigo[]; otroContenido?: TextoConCodigo[] };

/** FE, ND, NC, TE, FEC, FEE and REP: one shape, written per the type's schema. */
export type Comprobante = {
  tipo: TipoComprobante;
  clave: string;
  /** Identification number of the software provider (JIT's cédula). */
  proveedorSistemas: string;
  /** The issuer's economic activity (v4.3 `CodigoActividad`). */
  codigoActividadEmisor?: string;
  codigoActividadReceptor?: string;
  numeroConsecutivo: string;
  fechaEmision: FechaHora;
  emisor: Emisor;
  receptor?: Receptor;
  condicionVenta: string;
  condicionVentaOtros?: string;
  /** Days. */
  plazoCredito?: Entero;
  detalleServicio?: { lineaDetalle: LineaDetalle[] };
  otrosCargos?: OtroCargo[];
  resumenFactura: ResumenFactura;
  informacionReferencia?: InformacionReferencia[];
  otros?: Otros;
};

/** MensajeReceptor: the receiver's acceptance (05), partial acceptance (06) or rejection (07). */
export type MensajeReceptor = {
  tipo: TipoMensajeReceptor;
  /** Clave of the received document. */
  clave: string;
  numeroCedulaEmisor: string;
  fechaEmisionDoc: FechaHora;
  /** Written from `tipo` (05 → 1, 06 → 2, 07 → 3) when absent. */
  mensaje?: 1 | 2 | 3;
  detalleMensaje?: string;
  montoTotalImpuesto?: Decimal;
  codigoActividad?: string;
  condicionImpuesto?: string;
  montoTotalImpuestoAcreditar?: Decimal;
  montoTotalDeGastoAplicable?: Decimal;
  totalFactura: Decimal;
  numeroCedulaReceptor: string;
  /** The receiver's own consecutivo for this message (type 05, 06 or 07). */
  numeroConsecutivoReceptor: string;
};

/** MensajeHacienda: Hacienda's answer. Mensaje 1 aceptado, 3 rechazado. */
export type MensajeHacienda = {
  clave: string;
  nombreEmisor: string;
  tipoIdentificacionEmisor: string;
  numeroCedulaEmisor: string;
  nombreReceptor?: string;
  tipoIdentificacionReceptor?: string;
  numeroCedulaReceptor?: string;
  mensaje: 1 | 3;
  estadoMensaje: string;
  detalleMensaje: string;
  montoTotalImpuesto?: Decimal;
  totalFactura: Decimal;
};

/** Anything this package writes. */
export type Documento = Comprobante | MensajeReceptor;

/** Version of a parsed document's schema. */
export type VersionEsquema = '4.3' | '4.4';
