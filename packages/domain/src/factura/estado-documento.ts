import type { Situacion } from '../catalogos/documentos';
import { fail, ok, type Result } from '../shared/result';

/** Life of an electronic document, from draft to Hacienda's final answer. */
export type EstadoDocumento =
  | 'BORRADOR'
  | 'EN_COLA'
  | 'CONTINGENCIA'
  | 'RECIBIDO'
  | 'PROCESANDO'
  | 'ACEPTADO'
  | 'RECHAZADO'
  | 'ERROR';

/** Hacienda's ind-estado in a reception answer. */
export type IndEstado = 'recibido' | 'procesando' | 'aceptado' | 'rechazado' | 'error';

/** What can happen to a document. */
export type EventoDocumento =
  | { tipo: 'EMITIR'; situacion: Situacion } // clave assigned; situación 2/3 waits for connectivity
  | { tipo: 'ENVIAR' } // Hacienda took the POST (201/202)
  | { tipo: 'FALLO_ENVIO' } // network or 5xx: the outbox retries later
  | { tipo: 'RECHAZO_ENVIO' } // 4xx: the XML or the request is wrong
  | { tipo: 'RESPUESTA'; indEstado: IndEstado }
  | { tipo: 'REINTENTAR' }; // a clerk resends after an error

/** States after which nothing changes (a rejected document is replaced by a new one, reference code 16). */
export const ESTADOS_FINALES: readonly EstadoDocumento[] = ['ACEPTADO', 'RECHAZADO'];

/** Catalogue ids of estadoDocumento; 3 is the one reports count as accepted (spec 1 §4). */
export const ESTADO_DOCUMENTO_ID: Readonly<Record<EstadoDocumento, number>> = {
  BORRADOR: 0,
  EN_COLA: 1,
  RECIBIDO: 2,
  ACEPTADO: 3,
  RECHAZADO: 4,
  PROCESANDO: 5,
  ERROR: 6,
  CONTINGENCIA: 7,
};

/** Spec 1 §4: estadoDocumento value 3 counts as accepted in reports. */
export const cuentaComoAceptado = (id: number | string): boolean => Number(id) === ESTADO_DOCUMENTO_ID.ACEPTADO;

const RESPUESTA: Readonly<Record<IndEstado, EstadoDocumento>> = {
  recibido: 'RECIBIDO',
  procesando: 'PROCESANDO',
  aceptado: 'ACEPTADO',
  rechazado: 'RECHAZADO',
  error: 'ERROR',
};
// A later answer never moves a document back (answers may arrive out of order).
const RANGO: Readonly<Record<IndEstado, number>> = { recibido: 1, procesando: 2, aceptado: 3, rechazado: 3, error: 3 };

function respuesta(estado: EstadoDocumento, ind: IndEstado): EstadoDocumento | undefined {
  const next = RESPUESTA[ind];
  if (ESTADOS_FINALES.includes(estado)) return next === estado ? estado : undefined;
  if (estado === 'RECIBIDO') return next;
  if (estado === 'PROCESANDO') return RANGO[ind] < RANGO.procesando ? estado : next;
  // After an error only a final answer from Hacienda counts.
  if (estado === 'ERROR') return ESTADOS_FINALES.includes(next) || next === 'ERROR' ? next : undefined;
  return undefined;
}

/** The document status machine: the next state, or TRANSICION_INVALIDA. */
export function transicionDocumento(estado: EstadoDocumento, evento: EventoDocumento): Result<EstadoDocumento, 'TRANSICION_INVALIDA'> {
  let next: EstadoDocumento | undefined;
  const pendiente = estado === 'EN_COLA' || estado === 'CONTINGENCIA';
  switch (evento.tipo) {
    case 'EMITIR':
      if (estado === 'BORRADOR') next = evento.situacion === '1' ? 'EN_COLA' : 'CONTINGENCIA';
      break;
    case 'ENVIAR':
      if (pendiente) next = 'RECIBIDO';
      break;
    case 'FALLO_ENVIO':
      if (pendiente) next = estado;
      break;
    case 'RECHAZO_ENVIO':
      if (pendiente) next = 'ERROR';
      break;
    case 'RESPUESTA':
      next = respuesta(estado, evento.indEstado);
      break;
    case 'REINTENTAR':
      if (estado === 'ERROR') next = 'EN_COLA';
      break;
  }
  return next ? ok(next) : fail('TRANSICION_INVALIDA', 'estado');
}

/** True when the outbox should (re)send the document to Hacienda. */
export const debeEnviarse = (estado: EstadoDocumento): boolean => estado === 'EN_COLA' || estado === 'CONTINGENCIA';
/** True when the outbox should poll Hacienda for the answer. */
export const debeConsultarse = (estado: EstadoDocumento): boolean => estado === 'RECIBIDO' || estado === 'PROCESANDO';
