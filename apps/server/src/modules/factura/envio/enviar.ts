// hacienda.enviar {emisorId, facturaId, intento}: POST /recepcion. One sender per document at a
// time (a lease on its row). Before posting again after a previous attempt it asks
// GET /recepcion/{clave} first, so a document that did arrive (a crash right after the POST) is
// never sent twice. A network failure or 5xx schedules attempt n+1 (estados.ts `fallo`).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fechaCostaRica } from '@jit/hacienda';
import { factura, facturaXml } from '../../../db/schema/index.js';
import { withTenant } from '../../../db/tenant.js';
import { enqueue, type Job } from '../../../jobs/outbox.js';
import type { EmisorEmision } from '../emisor-adapter.js';
import {
  COLUMNAS_ENVIO,
  responde,
  type EnvioCtx,
  type FilaEnvio,
  type Payload,
} from './contexto.js';
import { aplicarEstado, fallo, POR_ENVIAR, recibido } from './estados.js';

const RECIBIDO_ANTES = /ya fue recibido|ya existe|duplicad/i;

/**
 * Takes the document's lease (attempts + 1) if it is still to be sent, with its signed XML, in
 * one short transaction. Null when there is nothing to do: the document is gone, already sent,
 * answered or failed for good, or someone else holds its lease (then this job looks again once
 * their lease lapses, in case they died).
 */
async function tomar(c: EnvioCtx, p: Payload) {
  // It lapses by itself if this process dies.
  const now = c.now();
  const lease = new Date(now.getTime() + 2 * c.config.HACIENDA_TIMEOUT_MS + 10_000);
  return withTenant(c.db, p.emisorId, async (tx) => {
    const [row] = await tx
      .update(factura)
      .set({ envioIntentos: sql`${factura.envioIntentos} + 1`, envioLeaseUntil: lease })
      .where(
        and(
          eq(factura.id, p.facturaId),
          inArray(factura.estadoDocumento, POR_ENVIAR),
          sql`(${factura.envioLeaseUntil} is null or ${factura.envioLeaseUntil} < ${now.toISOString()})`,
        ),
      )
      .returning(COLUMNAS_ENVIO);
    if (!row) {
      const [ahora] = await tx
        .select({ estado: factura.estadoDocumento, lease: factura.envioLeaseUntil })
        .from(factura)
        .where(eq(factura.id, p.facturaId));
      if (!ahora || !POR_ENVIAR.includes(ahora.estado as (typeof POR_ENVIAR)[number])) return null;
      const hasta = ahora.lease ?? now;
      await enqueue(tx, {
        kind: 'hacienda.enviar',
        key: `hacienda.enviar:${p.facturaId}:lease:${hasta.getTime()}`,
        emisorRef: p.emisorId,
        payload: { ...p },
        runAt: new Date(hasta.getTime() + 1000),
      });
      return null;
    }
    const [xml] = await tx
      .select({ xmlFirmado: facturaXml.xmlFirmado })
      .from(facturaXml)
      .where(eq(facturaXml.facturaId, p.facturaId));
    return { row, xml: xml?.xmlFirmado ?? '', e: await c.emisorDe(tx, p.emisorId) };
  });
}

/** The parties as the reception API names them. */
function partes(row: FilaEnvio, e: EmisorEmision, mr: boolean) {
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
  const tomado = await tomar(c, p);
  if (!tomado) return;
  const { row, xml, e } = tomado;
  const intentos = row.envioIntentos;
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
      const nota = 'Hacienda ya tenía el documento de un intento anterior.';
      if (st.estado === 'aceptado' || st.estado === 'rechazado')
        await aplicarEstado(c, p, st, 1, nota);
      else await recibido(c, p, nota);
      return;
    }
    if (st.status !== 404) {
      await fallo(c, p, intentos, st.causa, st.reintentable);
      return;
    }
  }
  const callbackUrl = hacienda.callbackUrl(
    row.emisorId,
    row.id,
    consecutivoReceptor ? `${claveEnvio}-${consecutivoReceptor}` : claveEnvio,
  );
  const r = await cliente.enviar(cred, {
    clave: claveEnvio,
    fecha: fechaCostaRica(row.fechaEmision),
    ...partes(row, e, mr),
    ...(consecutivoReceptor ? { consecutivoReceptor } : {}),
    ...(callbackUrl ? { callbackUrl } : {}),
    comprobanteXml: xml,
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
