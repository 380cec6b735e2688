// Issuing, the queued work: where the document goes once committed. The sending (to Hacienda, or
// an internal document's mail to its customer) needs no number, so it is queued before the
// series is locked; the side effects (stock, cash, accounting… efectos.ts) carry the consecutivo
// and go into the storing statement (guardar.ts).
import { v7 as uuidv7 } from 'uuid';
import type { outbox } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { enqueue } from '../../../jobs/outbox.js';
import { actividadDe } from '../emisor-adapter.js';
import { efectosDe, type Flags } from '../efectos.js';
import type { Emisora, Firmada, Preparada } from './tipos.js';

/** Queues the sending of the new document (in the issuing transaction, before numbering). */
export async function encolarEnvio(tx: Tx, emisorId: string, d: Preparada): Promise<void> {
  if (d.haciendaDoc) {
    await enqueue(tx, {
      kind: 'hacienda.enviar',
      key: `hacienda.enviar:${d.id}:1`,
      emisorRef: emisorId,
      payload: { emisorId, facturaId: d.id, intento: 1 },
    });
  } else if (d.p.receptor?.correoElectronico) {
    // An internal document (proforma, 99…) goes to the customer at once; Hacienda documents once accepted.
    await enqueue(tx, {
      kind: 'documentos.correo',
      key: `documentos.correo:${d.id}:auto`,
      emisorRef: emisorId,
      payload: { emisorId, facturaId: d.id },
    });
  }
}

/** The side effects the flags call for, as outbox rows for the storing statement. */
export function filasEfectos(
  s: Emisora,
  flags: Flags,
  d: Preparada,
  f: Firmada,
  totales: { totalComprobante: string; totalImpuesto: string },
  now: Date,
): (typeof outbox.$inferInsert)[] {
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
