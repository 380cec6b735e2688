// How a document's state is shown: badge colour per estadoDocumento value (docs/FACTURAS.md),
// the outgoing-queue group of each value, and the proforma's state with its validity.
import { ESTADO_DOCUMENTO_ID, ESTADO_PROFORMA_FACTURADA } from '@jit/domain';
import { TOAST_COLORS, type ToastType } from '@jit/ui';
import { LISTAS_MESSAGES as M } from './messages';

const E = ESTADO_DOCUMENTO_ID;
/** estadoDocumento value 8: never goes to Hacienda (docs/FACTURAS.md). */
export const ESTADO_INTERNO = '8';

/** Badge type of each estadoDocumento value. */
export const BADGE_ESTADO: Readonly<Record<string, ToastType>> = {
  [E.EN_COLA]: 'info',
  [E.RECIBIDO]: 'primary',
  [E.PROCESANDO]: 'primary',
  [E.ACEPTADO]: 'success',
  [E.RECHAZADO]: 'danger',
  [E.ERROR]: 'danger',
  [E.CONTINGENCIA]: 'warning',
  [ESTADO_INTERNO]: 'info',
};

/** The colour of a state wherever it shows (lists, queue, dashboard, the issued document). */
export const colorEstado = (value: string): string => TOAST_COLORS[BADGE_ESTADO[value] ?? 'info'];

export const etiquetaEstado = (value: string, annotation?: string | null): string => M.estados[value] ?? annotation ?? value;

export type GrupoCola = 'pendiente' | 'procesando' | 'rechazado' | 'contingencia';
export const GRUPOS_COLA: readonly GrupoCola[] = ['rechazado', 'contingencia', 'pendiente', 'procesando'];

const GRUPO: Readonly<Record<string, GrupoCola>> = {
  [E.EN_COLA]: 'pendiente',
  [E.RECIBIDO]: 'procesando',
  [E.PROCESANDO]: 'procesando',
  [E.RECHAZADO]: 'rechazado',
  // Hacienda refused to receive it (HTTP 4xx): like a rejection, it needs a correction.
  [E.ERROR]: 'rechazado',
  [E.CONTINGENCIA]: 'contingencia',
};

/** The estadoDocumento values of the outgoing queue: every one Hacienda has not accepted yet. */
export const ESTADOS_COLA: readonly string[] = Object.keys(GRUPO);

/** The queue group of a value, or null when the document is not in the queue (accepted, internal). */
export const grupoCola = (value: string): GrupoCola | null => GRUPO[value] ?? null;

/** True when a state change can still come (the list keeps listening for it). */
export const esperaRespuesta = (value: string): boolean => grupoCola(value) !== null && grupoCola(value) !== 'rechazado';

export const BADGE_PROFORMA: Readonly<Record<string, ToastType>> = {
  PENDIENTE: 'info',
  APROBADA: 'primary',
  RECHAZADA: 'warning',
  FACTURADA: 'success',
  ANULADA: 'danger',
  VENCIDA: 'warning',
};

/** Spec 1 §4 gives FACTURADA; the others are the server's (schema: cambiaEstadoProforma). */
export const ESTADOS_PROFORMA = ['PENDIENTE', 'APROBADA', 'RECHAZADA', ESTADO_PROFORMA_FACTURADA, 'ANULADA'] as const;

const DIA_MS = 86_400_000;

/** The last instant a proforma is valid (emission + plazoProforma days), or null without a term. */
export function validaHasta(fechaEmision: string, plazoProforma: number | null | undefined): Date | null {
  if (!plazoProforma || plazoProforma <= 0) return null;
  const t = Date.parse(fechaEmision);
  return Number.isNaN(t) ? null : new Date(t + plazoProforma * DIA_MS);
}

/** The state shown for a proforma: a pending one past its validity shows as VENCIDA. */
export function estadoProformaVisible(p: { estadoProforma?: string | null; fechaEmision: string; plazoProforma?: number | null }, now: number): string {
  const estado = p.estadoProforma ?? 'PENDIENTE';
  const hasta = validaHasta(p.fechaEmision, p.plazoProforma);
  if ((estado === 'PENDIENTE' || estado === 'APROBADA') && hasta && hasta.getTime() < now) return 'VENCIDA';
  return estado;
}

/** A proforma may still become an invoice (not invoiced, not cancelled). */
export const proformaFacturable = (estado: string | null | undefined): boolean => estado !== ESTADO_PROFORMA_FACTURADA && estado !== 'ANULADA';

/** Due date of a credit sale (emission + plazoCredito days) and days overdue at `now` (0 if not due). */
export function vencimiento(fechaEmision: string, plazoCredito: number | null | undefined, now: number): { vence: Date | null; diasVencida: number } {
  const t = Date.parse(fechaEmision);
  if (Number.isNaN(t)) return { vence: null, diasVencida: 0 };
  const vence = new Date(t + Math.max(0, plazoCredito ?? 0) * DIA_MS);
  return { vence, diasVencida: Math.max(0, Math.floor((now - vence.getTime()) / DIA_MS)) };
}

/** Hours, minutes and seconds left until `hasta` (all 0 once it passed). */
export function restante(hasta: string, now: number): { h: number; m: number; s: number; vencido: boolean } {
  const ms = Date.parse(hasta) - now;
  if (!(ms > 0)) return { h: 0, m: 0, s: 0, vencido: true };
  const total = Math.floor(ms / 1000);
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60, vencido: false };
}
