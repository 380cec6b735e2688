// Document types: spec 1 §1 plus Hacienda v4.4 (DECISIONS #25: 08 FEC, 09 FEE, 10 REP).

/** Every document type JIT knows; `hacienda` ones travel with a clave and consecutivo. */
export const TIPOS_DOCUMENTO = [
  { codigo: '01', nombre: 'Factura electrónica', abreviatura: 'FE', hacienda: true },
  { codigo: '02', nombre: 'Nota de débito electrónica', abreviatura: 'ND', hacienda: true },
  { codigo: '03', nombre: 'Nota de crédito electrónica', abreviatura: 'NC', hacienda: true },
  { codigo: '04', nombre: 'Tiquete electrónico', abreviatura: 'TE', hacienda: true },
  { codigo: '05', nombre: 'Confirmación de aceptación del comprobante', abreviatura: 'MR', hacienda: true },
  { codigo: '06', nombre: 'Confirmación de aceptación parcial del comprobante', abreviatura: 'MR', hacienda: true },
  { codigo: '07', nombre: 'Confirmación de rechazo del comprobante', abreviatura: 'MR', hacienda: true },
  { codigo: '08', nombre: 'Factura electrónica de compra', abreviatura: 'FEC', hacienda: true },
  { codigo: '09', nombre: 'Factura electrónica de exportación', abreviatura: 'FEE', hacienda: true },
  { codigo: '10', nombre: 'Recibo electrónico de pago', abreviatura: 'REP', hacienda: true },
  { codigo: '99', nombre: 'Otra factura', abreviatura: 'OTRO', hacienda: false },
  { codigo: '101', nombre: 'Documento de suscripción 101', abreviatura: 'SUS', hacienda: false },
  { codigo: '102', nombre: 'Documento de suscripción 102', abreviatura: 'SUS', hacienda: false },
  { codigo: '103', nombre: 'Documento de suscripción 103', abreviatura: 'SUS', hacienda: false },
  { codigo: '993', nombre: 'Nota de crédito de otra factura', abreviatura: 'NC99', hacienda: false },
  { codigo: '9938', nombre: 'Anulación de compra', abreviatura: 'ANC', hacienda: false },
  { codigo: 'proforma', nombre: 'Proforma', abreviatura: 'PRO', hacienda: false },
] as const;
/** A document type code of JIT (spec 1 §1). */
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number]['codigo'];
/** The document codes that go in a consecutivo and a clave (01–10). */
export type TipoDocumentoHacienda = Extract<(typeof TIPOS_DOCUMENTO)[number], { hacienda: true }>['codigo'];
/** The codes 01–10, in order. */
export const TIPOS_DOCUMENTO_HACIENDA: readonly TipoDocumentoHacienda[] = TIPOS_DOCUMENTO.filter(
  (t): t is Extract<(typeof TIPOS_DOCUMENTO)[number], { hacienda: true }> => t.hacienda,
).map((t) => t.codigo);

/** True when the code goes to Hacienda (01–10). */
export const isTipoDocumentoHacienda = (codigo: string): codigo is TipoDocumentoHacienda =>
  (TIPOS_DOCUMENTO_HACIENDA as readonly string[]).includes(codigo);

/** Situación del comprobante (digit 42 of the clave). */
export const SITUACIONES = [
  { codigo: '1', descripcion: 'Normal' },
  { codigo: '2', descripcion: 'Contingencia' },
  { codigo: '3', descripcion: 'Sin internet' },
] as const;
/** A situación code. */
export type Situacion = (typeof SITUACIONES)[number]['codigo'];

/** MensajeReceptor.Mensaje and the document code of its consecutivo (05, 06, 07). */
export const MENSAJES_RECEPTOR = [
  { mensaje: '1', descripcion: 'Aceptado', tipoDocumento: '05' },
  { mensaje: '2', descripcion: 'Aceptado parcialmente', tipoDocumento: '06' },
  { mensaje: '3', descripcion: 'Rechazado', tipoDocumento: '07' },
] as const;
/** MensajeReceptor.Mensaje code. */
export type MensajeReceptor = (typeof MENSAJES_RECEPTOR)[number]['mensaje'];

/** MensajeReceptor.CondicionImpuesto (v4.4). */
export const CONDICIONES_IMPUESTO = [
  { codigo: '01', descripcion: 'General crédito IVA' },
  { codigo: '02', descripcion: 'General crédito parcial del IVA' },
  { codigo: '03', descripcion: 'Bienes de capital' },
  { codigo: '04', descripcion: 'Gasto corriente no genera crédito' },
  { codigo: '05', descripcion: 'Proporcionalidad' },
] as const;
/** A CondicionImpuesto code. */
export type CondicionImpuesto = (typeof CONDICIONES_IMPUESTO)[number]['codigo'];
