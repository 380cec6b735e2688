// Which GraphQL operation issues each document type, and which types need a receptor (spec 1 §7,
// DECISIONS #25). The server refuses a type sent to the wrong operation, and the web's document
// picker asks for a receptor, from this one table.
import { TIPOS_DOCUMENTO, type TipoDocumento } from '../catalogos/documentos';

/**
 * The operation that creates a document type. A payment receipt (REP, 10) is no clerk's document:
 * recording the payment of a sale whose condition asks for one issues it (`Pago.create`).
 */
export type OperacionDocumento = 'create' | 'createNotaCredito' | 'createMensajeReceptor' | 'createAnulaCompra' | 'pago';

/** Every document type and the one operation that creates it. */
export const OPERACION_DE_TIPO: Readonly<Record<TipoDocumento, OperacionDocumento>> = {
  '01': 'create',
  '02': 'create',
  '03': 'createNotaCredito',
  '04': 'create',
  '05': 'createMensajeReceptor',
  '06': 'createMensajeReceptor',
  '07': 'createMensajeReceptor',
  '08': 'create',
  '09': 'create',
  '10': 'pago',
  '99': 'create',
  '101': 'create',
  '102': 'create',
  '103': 'create',
  '993': 'createNotaCredito',
  '9938': 'createAnulaCompra',
  proforma: 'create',
};

/** True when the code is a document type JIT knows. */
export const esTipoDocumento = (codigo: string): codigo is TipoDocumento => Object.hasOwn(OPERACION_DE_TIPO, codigo);

/** The operation that creates the type, or null for a code JIT does not know. */
export const operacionDe = (codigo: string): OperacionDocumento | null =>
  esTipoDocumento(codigo) ? OPERACION_DE_TIPO[codigo] : null;

/** The types an operation creates, in the order of TIPOS_DOCUMENTO. */
export const tiposDeOperacion = (op: OperacionDocumento): TipoDocumento[] =>
  TIPOS_DOCUMENTO.map((t) => t.codigo).filter((t) => OPERACION_DE_TIPO[t] === op);

/**
 * Types that cannot be issued without a receptor: the invoice (01) names its buyer, the export
 * invoice (09) its foreign buyer, and the purchase invoice (08) its supplier.
 */
export const TIPOS_CON_RECEPTOR: readonly TipoDocumento[] = ['01', '08', '09'];

/** True when the type needs a receptor. */
export const requiereReceptor = (codigo: string): boolean => (TIPOS_CON_RECEPTOR as readonly string[]).includes(codigo);

/** True when the receptor must carry an identification (01: a buyer without one gets a ticket, 04). */
export const requiereIdentificacionReceptor = (codigo: string): boolean => codigo === '01';
