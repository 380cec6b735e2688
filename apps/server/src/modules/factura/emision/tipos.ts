// The hand-offs between the steps of issuing (emitir.ts): what an operation prepares, what the
// pipeline knows after each step, and what it answers.
import type { MensajeReceptor } from '@jit/hacienda';
import type { Session } from '../../../context.js';
import type {
  ActividadConfig,
  EstadoDocumentoValue,
  ReceptorSnapshot,
  ReferenciaDoc,
} from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import type { DocCalculado } from '../calculo/documento.js';
import type { Flags } from '../efectos.js';
import type { EmisorEmision } from '../emisor-adapter.js';
import type { DatosFactura, FacturaRow, LineaApi } from '../modelo.js';

/** What an operation prepares (inside the transaction, with the issuer at hand). */
export type Preparado = {
  documento: string;
  sucursal: number;
  terminal: number;
  codigoActividad: string;
  codigoActividadReceptor: string | null;
  receptor: ReceptorSnapshot | null;
  condicionVenta: string;
  condicionVentaOtros: string | null;
  plazoCredito: number | null;
  calculo: DocCalculado;
  referencias: ReferenciaDoc[];
  otros: DatosFactura['otros'];
  /** false: stored as an internal document, without clave or sending. */
  creaClave: boolean;
  pagaCon?: string | null;
  plazoProforma?: number | null;
  estadoProforma?: string | null;
  referenciaId?: string | null;
  cajaSesion?: string | null;
  bulk?: boolean;
  claveFE?: string | null;
  mensaje?: string | null;
  /** Receiver messages: the v4.4 MensajeReceptor to build instead of a Comprobante. */
  mensajeReceptor?: Omit<MensajeReceptor, 'tipo' | 'numeroConsecutivoReceptor'> | null;
  xmlRecibido?: string | null;
  /** Totals of the header when they are not the computed ones (receiver messages: the received document's). */
  saldo?: string;
  extras?: Partial<DatosFactura>;
  /** +1 sale, -1 credit note or cancellation; compra: a purchase document (08, 05/06, 9938). */
  signo: 1 | -1;
  compra: boolean;
  bitacora: string;
};

/**
 * One operation's request to issue: how it prepares the document and what it does after storing
 * it. Both run in the transaction of the batch the request joins (emision/lote.ts), with the
 * request's own session read there.
 */
export type Emision = {
  operacion: string;
  args: unknown;
  idempotencyKey?: string | null;
  flags: Flags;
  preparar: (
    tx: Tx,
    e: EmisorEmision,
    actividad: (documento: string) => ActividadConfig,
    s: Emisora,
  ) => Promise<Preparado>;
  /** Runs in the same transaction after the document is stored (mark the proforma, credit the invoice…). */
  despues?: (tx: Tx, row: FacturaRow, e: EmisorEmision, s: Emisora) => Promise<void>;
};

export type Emitido = { row: FacturaRow; repetido: boolean };

/** The part of a session issuing needs. */
export type Emisora = Pick<Session, 'emisorId' | 'userId'> & {
  user: Pick<Session['user'], 'id' | 'username' | 'fullname' | 'email'>;
};

/** After `prepararDocumento`: the document ready to be numbered (everything but its number). */
export type Preparada = {
  /** The new document's id (uuid v7). */
  id: string;
  e: EmisorEmision;
  p: Preparado;
  /** Goes to Hacienda (clave, signed XML, sending); otherwise an internal document. */
  haciendaDoc: boolean;
  lineasApi: LineaApi[];
};

/** After `firmarDocumento`: its number, consecutivo, clave, signed XML and first state. */
export type Firmada = {
  numero: number;
  consecutivo: string;
  clave: string | null;
  xmlFirmado: string | null;
  situacion: '1' | '3';
  estado: EstadoDocumentoValue;
};
