// Hacienda's answers in plain Spanish, and the back-off between attempts.
import { motivoPorNumero, parseDetalleMensaje } from '@jit/hacienda';
import type { MotivoDoc } from '../../../db/schema/index.js';

/** Capped exponential back-off with ±20 % jitter, in ms. */
export function esperaMs(intento: number, maxSegundos: number, baseSegundos = 2): number {
  const s = Math.min(baseSegundos * 2 ** Math.max(0, intento - 1), maxSegundos);
  return Math.round(s * 1000 * (0.8 + 0.4 * Math.random()));
}

/** Plain-Spanish reasons of a rejection from Hacienda's DetalleMensaje. */
export function motivosDe(detalle: string | null): MotivoDoc[] {
  if (!detalle) return [];
  const lineas = parseDetalleMensaje(detalle);
  const out: MotivoDoc[] = lineas.map((l) => {
    const m = motivoPorNumero(l.codigo);
    return m
      ? {
          codigo: m.codigo,
          titulo: m.titulo,
          explicacion: m.explicacion,
          sugerencia: m.sugerencia,
          detalle: l.mensaje,
        }
      : {
          codigo: String(l.codigo),
          titulo: 'Rechazo de Hacienda',
          explicacion: l.mensaje,
          sugerencia:
            'Corrija el dato indicado y emita un documento nuevo que sustituya a este (código de referencia 16).',
          detalle: l.mensaje,
        };
  });
  if (out.length === 0)
    out.push({
      codigo: 'HACIENDA',
      titulo: 'Rechazo de Hacienda',
      explicacion: detalle.slice(0, 500),
      sugerencia:
        'Revise el detalle de Hacienda, corrija el documento y emita uno nuevo que lo sustituya.',
      detalle: null,
    });
  return out;
}
