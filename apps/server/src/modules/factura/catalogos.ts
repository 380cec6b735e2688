// The small catalogues a stored document carries as { id, value, annotation }: estadoDocumento
// (docs/FACTURAS.md), documento, situacionComprobante, mensaje. Plus the names of the payment
// methods and currency symbols the API returns with a document.
import { MEDIOS_PAGO, SIMBOLOS_MONEDA, TIPOS_DOCUMENTO } from '@jit/domain';
import type { EstadoDocumentoValue } from '../../db/schema/index.js';

export type Codigo = { id: string; value: string; annotation: string | null };

/** estadoDocumento (the domain's ESTADO_DOCUMENTO_ID plus 8 interno): value '3' counts as accepted. */
export const ESTADOS_DOCUMENTO: Record<EstadoDocumentoValue, Codigo> = {
  '1': { id: 'EN_COLA', value: '1', annotation: 'Pendiente de envío' },
  '2': { id: 'RECIBIDO', value: '2', annotation: 'Recibido por Hacienda' },
  '3': { id: 'ACEPTADO', value: '3', annotation: 'Aceptado' },
  '4': { id: 'RECHAZADO', value: '4', annotation: 'Rechazado' },
  '5': { id: 'PROCESANDO', value: '5', annotation: 'Procesando en Hacienda' },
  '6': { id: 'ERROR', value: '6', annotation: 'Error de envío' },
  '7': {
    id: 'CONTINGENCIA',
    value: '7',
    annotation: 'En contingencia: se enviará cuando Hacienda responda',
  },
  '8': { id: 'INTERNO', value: '8', annotation: 'Documento interno (no va a Hacienda)' },
};

/** The domain's states by value, and back. INTERNO is ours (the domain has no state for internal documents). */
export const ESTADO = {
  EN_COLA: '1',
  RECIBIDO: '2',
  ACEPTADO: '3',
  RECHAZADO: '4',
  PROCESANDO: '5',
  ERROR: '6',
  CONTINGENCIA: '7',
  INTERNO: '8',
} as const;
export type EstadoNombre = keyof typeof ESTADO;
export const nombreDeEstado = (v: string): EstadoNombre | undefined =>
  (Object.keys(ESTADO) as EstadoNombre[]).find((k) => ESTADO[k] === v);

export const estadoCodigo = (v: string): Codigo =>
  ESTADOS_DOCUMENTO[v as EstadoDocumentoValue] ?? { id: v, value: v, annotation: null };

const SITUACIONES: Record<string, string> = {
  '1': 'Normal',
  '2': 'Contingencia',
  '3': 'Sin internet',
};
export const situacionCodigo = (v: string): Codigo => ({
  id: v,
  value: v,
  annotation: SITUACIONES[v] ?? null,
});

export function documentoCodigo(codigo: string): Codigo {
  const t = TIPOS_DOCUMENTO.find((x) => x.codigo === codigo);
  return { id: codigo, value: t?.abreviatura ?? codigo, annotation: t?.nombre ?? null };
}

/** Abbreviation used in internal consecutivos and file names. */
export const siglaDe = (codigo: string): string =>
  TIPOS_DOCUMENTO.find((x) => x.codigo === codigo)?.abreviatura ?? codigo.toUpperCase();

const MENSAJES: Record<string, string> = {
  '1': 'Aceptado',
  '2': 'Aceptado parcialmente',
  '3': 'Rechazado',
};
export const mensajeCodigo = (v: string): Codigo => ({
  id: v,
  value: v,
  annotation: MENSAJES[v] ?? null,
});

export function medioPagoNombre(codigo: string): string | null {
  const m = (MEDIOS_PAGO as readonly { codigo: string; descripcion: string }[]).find(
    (x) => x.codigo === codigo,
  );
  return m?.descripcion ?? null;
}

export const simboloMoneda = (codigo: string): string => SIMBOLOS_MONEDA[codigo] ?? codigo;
