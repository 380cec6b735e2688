// hacienda.enviar {emisorId, facturaId, intento}: POST /recepcion. One sender per document at a
// time (a lease on its row). Before posting again after a previous attempt it asks
// GET /recepcion/{clave} first, so a document that did arrive (a crash right after the POST) is
// never sent twice. A network failure or 5xx schedules attempt n+1 (estados.ts `fallo`).
import { eq, sql } from 'drizzle-orm';
import { fechaCostaRica } from '@jit/hacienda';
import { factura } from '../../../db/schema/index.js';
import { withTenant } from '../../../db/tenant.js';
import { enqueue, type Job } from '../../../jobs/outbox.js';
import { nombreDeEstado } from '../catalogos.js';
import type { EmisorEmision } from '../emisor-adapter.js';
import type { FacturaRow } from '../modelo.js';
import { cargar, responde, type EnvioCtx, type Payload } from './contexto.js';
import { aplicarEstado, fallo, recibido } from './estados.js';

const RECIBIDO_ANTES = /ya fue recibido|ya existe|duplicad/i;

/**
 * Takes the document's lease (attempts + 1); the attempt number, or null when someone else holds
 * it (then this job looks again once their lease lapses, in case they died).
 */
async function tomar(c: EnvioCtx, p: Payload, row: FacturaRow): Promise<number | null> {
  // It lapses by itself if this process dies.
  const now = c.now();
  const lease = new Date(now.getTime() + 2 * c.config.HACIENDA_TIMEOUT_MS + 10_000);
  const tomado = await withTenant(c.db, p.emisorId, (tx) =>
    tx
      .update(factura)
      .set({ envioIntentos: sql`${factura.envioIntentos} + 1`, envioLeaseUntil: lease })
      .where(
        sql`${factura.id} = ${row.id} and (${factura.envioLeaseUntil} is null or ${factura.envioLeaseUntil} < ${now.toISOString()})`,
      )
      .returning({ intentos: factura.envioIntentos }),
  );
  if (tomado.length > 0) return tomado[0]!.intentos;
  const [ahora] = await withTenant(c.db, p.emisorId, (tx) =>
    tx.select({ lease: factura.envioLeaseUntil }).from(factura).where(eq(factura.id, row.id)),
  );
  const hasta = ahora?.lease ?? now;
  await withTenant(c.db, p.emisorId, (tx) =>
    enqueue(tx, {
      kind: 'hacienda.enviar',
      key: `hacienda.enviar:${row.id}:lease:${hasta.getTime()}`,
      emisorRef: p.emisorId,
      payload: { ...p },
      runAt: new Date(hasta.getTime() + 1000),
    }),
  );
  return null;
}

/** The parties as the reception API names them. */
function partes(row: FacturaRow, e: EmisorEmision, mr: boolean) {
  const yo = {
    tipoIdentificacion: e.identificacion.tipo,
    numeroIdentificacion: e.identificacion.numero,
  };
  const otro = row.receptor?.identificacion
    ? {
        tipoIdentificacion: row.receptor.identificacion.tipo,
        numeroIdentificacion: row.receptor.identificacion.numero,
      }
    : undefined;
  // A FEC names the seller as Emisor and us as Receptor; a receiver message answers the
  // supplier's document (its emisor) as its receptor (us). Everything else: we issue.
  const alReves = row.documento === '08' || mr;
  return {
    emisor: alReves && otro ? otro : yo,
    ...(alReves ? { receptor: yo } : otro ? { receptor: otro } : {}),
  };
}

/** The handler of hacienda.enviar. */
export async function enviar(c: EnvioCtx, job: Job): Promise<void> {
  const p = job.payload as unknown as Payload;
  const cargado = await cargar(c, p, true);
  if (!cargado) return;
  const { row, xml, e } = cargado;
  const actual = nombreDeEstado(row.estadoDocumento);
  if (actual !== 'EN_COLA' && actual !== 'CONTINGENCIA') return; // already sent, answered or failed for good
  const intentos = await tomar(c, p, row);
  if (intentos === null) return;
  const hacienda = c.services.hacienda;
  const cliente = await hacienda.cliente();
  const cred = hacienda.credenciales(e);
  const mr = ['05', '06', '07'].includes(row.documento);
  const consecutivoReceptor = mr ? row.consecutivo : undefined;
  const claveEnvio = mr ? row.claveFE! : row.clave!;
  if (intentos > 1) {
    // A previous attempt may have reached Hacienda before its answer was lost: ask first.
    const st = await cliente.consultar(cred, claveEnvio, consecutivoReceptor);
    if (st.ok) {
      await responde(c);
      await recibido(c, p, 'Hacienda ya tenía el documento de un intento anterior.');
      if (st.estado === 'aceptado' || st.estado === 'rechazado') await aplicarEstado(c, p, st, 1);
      return;
    }
    if (st.status !== 404) {
      await fallo(c, p, intentos, st.causa, st.reintentable);
      return;
    }
  }
  const callbackUrl = hacienda.callbackUrl(row.emisorId, row.id);
  const r = await cliente.enviar(cred, {
    clave: claveEnvio,
    fecha: fechaCostaRica(row.fechaEmision),
    ...partes(row, e, mr),
    ...(consecutivoReceptor ? { consecutivoReceptor } : {}),
    ...(callbackUrl ? { callbackUrl } : {}),
    comprobanteXml: xml?.xmlFirmado ?? '',
  });
  if (r.ok) {
    await responde(c);
    await recibido(c, p, 'Recibido por Hacienda.');
    return;
  }
  if (!r.reintentable && RECIBIDO_ANTES.test(r.causa)) {
    await recibido(c, p, 'Hacienda ya tenía el documento de un intento anterior.');
    return;
  }
  await fallo(c, p, intentos, r.causa, r.reintentable);
}
