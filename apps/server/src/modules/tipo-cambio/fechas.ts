// Days in Costa Rica (UTC-6 all year, no daylight saving): the central bank publishes one rate
// per calendar day there, and a document's date is that day. The offset is the domain's.
import { CR_OFFSET_MS, diaCostaRica } from '@jit/domain';

/** The Costa Rican day (YYYY-MM-DD) of an instant. */
export const fechaCR = (d: Date): string => diaCostaRica(d.getTime());

/** Midnight of a Costa Rican day, as an instant. */
export const inicioDiaCR = (fecha: string): Date => new Date(Date.parse(`${fecha}T00:00:00.000Z`) - CR_OFFSET_MS);

/** dd/mm/yyyy, as the clerk reads dates (es-CR). */
export const fechaCorta = (fecha: string): string => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

/** A day YYYY-MM-DD that exists in the calendar. */
export const isFecha = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
