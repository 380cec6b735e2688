// Issuing, the queued work: where the document goes once committed — its sending (to Hacienda,
// or an internal document's mail to its customer) and the side effects (stock, cash,
// accounting… efectos.ts). They are outbox rows of the storing statement (guardar.ts), so they
// exist exactly when the document does.
import { v7 as uuidv7 } from 'uuid';
import type { outbox } from '../../../db/schema/index.js';
import { actividadDe } from '../emisor-adapter.js';
import { efectosDe, type Flags } from '../efectos.js';
import type { Emisora, Firmada, Preparada } from './tipos.js';

type FilaOutbox = typeof outbox.$inferInsert;

/** The sending of the new document, as an outbox row (none for an internal one without e-mail). */
export function filaEnvio(emisorId: string, d: Preparada): FilaOutbox | null {
  if (d.haciendaDoc)
    return {
      id: uuidv7(),
      kind: 'hacienda.enviar',
      key: `hacienda.enviar:${d.id}:1`,
      emisorRef: emisorId,
      payload: { emisorId, facturaId: d.id, intento: 1 },
    };
  // An internal document (proforma, 99…) goes to the customer at once; Hacienda documents once accepted.
  if (d.p.receptor?.correoElectronico)
    return {
      id: uuidv7(),
      kind: 'documentos.correo',
      key: `documentos.correo:${d.id}:auto`,
      emisorRef: emisorId,
      payload: { emisorId, facturaId: d.id },
    };
  return null;
}

/** The side effects the flags call for, as outbox rows for the storing statement. */
export function filasEfectos(
  s: Emisora,
  flags: Flags,
  d: Preparada,
  f: Firmada,
  totales: { totalComprobante: string; totalImpuesto: string },
  now: Date,
): FilaOutbox[] {
  const { e, p } = d;
  const efectos = efectosDe(
    {
      emisorId: s.emisorId,
      facturaId: d.id,
      documento: p.documento,
      consecutivo: f.consecutivo,
      fechaEmision: now.toISOString(),
      usuarioId: s.user.id,
      profile: e.profile,
      modoLibre: actividadDe(e, p.documento).modoLibre,
      modulos: e.modulos,
      lineas: p.calculo.lineas,
      codigoMoneda: p.calculo.codigoMoneda,
      tipoCambio: p.calculo.tipoCambio.toFixed(),
      totalComprobante: totales.totalComprobante,
      totalImpuesto: totales.totalImpuesto,
      condicionVenta: p.condicionVenta,
      medioPago: p.calculo.resumen.medioPago.map((m) => ({
        tipoMedioPago: m.tipoMedioPago,
        totalMedioPago: m.totalMedioPago.toFixed(),
      })),
      cajaSesion: p.cajaSesion ?? null,
      receptorId: p.receptor?.id ?? null,
      signo: p.signo,
      compra: p.compra,
    },
    flags,
  );
  return efectos.map((j) => ({
    id: uuidv7(),
    kind: j.kind,
    key: j.key,
    emisorRef: j.emisorRef ?? null,
    payload: j.payload,
  }));
}
