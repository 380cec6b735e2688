// The state changes sending makes to a document, each in one locked transaction with its
// bitácora line and what comes next queued there too: received, answered, failed.
import { eq } from 'drizzle-orm';
import type { EstadoComprobante } from '@jit/hacienda';
import { factura, facturaXml, type MotivoDoc } from '../../../db/schema/index.js';
import { enqueue } from '../../../jobs/outbox.js';
import { cambiar, nota, programar, siguiente, type EnvioCtx, type Payload } from './contexto.js';
import { esperaMs, motivosDe } from './motivos.js';

/** Hacienda took the document (or already had it): RECIBIDO, then poll for the answer. */
export const recibido = (c: EnvioCtx, p: Payload, mensaje: string) =>
  cambiar(c, p, async (tx, row) => {
    const est = siguiente(row, { tipo: 'ENVIAR' });
    if (!est) return null;
    const now = c.now();
    await nota(tx, row, est, mensaje, now);
    // With a callback Hacienda tells us when it is done; the poll is then only a safety net.
    const primera = c.services.hacienda.callbackUrl(row.emisorId, row.id)
      ? Math.max(30, c.config.HACIENDA_CONSULTA_SEGUNDOS)
      : c.config.HACIENDA_CONSULTA_SEGUNDOS;
    await programar(c, tx, 'hacienda.consultar', p, 1, primera * 1000);
    // The header last: the report triggers lock their day rows from here to the commit.
    const [after] = await tx
      .update(factura)
      .set({
        estadoDocumento: est,
        enviadoAt: now,
        ultimoError: null,
        envioLeaseUntil: null,
        updatedAt: now,
      })
      .where(eq(factura.id, row.id))
      .returning();
    return { evento: 'ESTADO', mensaje, row: after! };
  });

/** Applies a state answer (GET or after a callback). */
export const aplicarEstado = (
  c: EnvioCtx,
  p: Payload,
  st: Extract<EstadoComprobante, { ok: true }>,
  intento: number,
) =>
  cambiar(c, p, async (tx, row) => {
    const est = siguiente(row, { tipo: 'RESPUESTA', indEstado: st.estado });
    if (!est) return null;
    const now = c.now();
    const final = st.estado === 'aceptado' || st.estado === 'rechazado';
    if (!final) {
      await programar(
        c,
        tx,
        'hacienda.consultar',
        p,
        intento + 1,
        esperaMs(
          intento,
          c.config.HACIENDA_REINTENTO_MAX_SEGUNDOS,
          c.config.HACIENDA_CONSULTA_SEGUNDOS,
        ),
      );
      if (est === row.estadoDocumento) return null;
      await nota(tx, row, est, 'Hacienda está procesando el documento.', now);
      const [after] = await tx
        .update(factura)
        .set({ estadoDocumento: est, updatedAt: now })
        .where(eq(factura.id, row.id))
        .returning();
      return { evento: 'ESTADO', mensaje: null, row: after! };
    }
    const detalle = st.mensaje?.detalleMensaje ?? null;
    const motivos = st.estado === 'rechazado' ? motivosDe(detalle) : [];
    await tx
      .update(facturaXml)
      .set({
        respuestaEstado: st.estado,
        respuestaXml: st.respuestaXml,
        respuestaDetalle: detalle,
        respuestaFecha: now,
        motivos,
        updatedAt: now,
      })
      .where(eq(facturaXml.facturaId, row.id));
    const mensaje =
      st.estado === 'aceptado'
        ? 'Aceptado por Hacienda.'
        : `Rechazado por Hacienda: ${motivos.map((m) => m.titulo).join('; ')}.`;
    await nota(tx, row, est, mensaje, now);
    if (
      st.estado === 'aceptado' &&
      row.receptorCorreo &&
      !['05', '06', '07'].includes(row.documento)
    )
      await enqueue(tx, {
        kind: 'documentos.correo',
        key: `documentos.correo:${row.id}:auto`,
        emisorRef: row.emisorId,
        payload: { emisorId: row.emisorId, facturaId: row.id },
      });
    const [after] = await tx
      .update(factura)
      .set({ estadoDocumento: est, ultimoError: null, plazoEnvioAt: null, updatedAt: now })
      .where(eq(factura.id, row.id))
      .returning();
    return { evento: 'ESTADO', mensaje, row: after! };
  });

/** A failed attempt: retry later (network, 5xx) or ERROR (Hacienda refused to receive it). */
export async function fallo(
  c: EnvioCtx,
  p: Payload,
  intentos: number,
  causa: string,
  reintentable: boolean,
) {
  if (reintentable) {
    c.services.hacienda.marcarFallo(c.now(), causa);
    await cambiar(c, p, async (tx, row) => {
      const now = c.now();
      // One line in the bitácora when the trouble starts, not one per retry.
      if (!row.ultimoError)
        await nota(
          tx,
          row,
          row.estadoDocumento,
          `Hacienda no responde (${causa}); se reintentará automáticamente.`,
          now,
        );
      await programar(
        c,
        tx,
        'hacienda.enviar',
        p,
        intentos + 1,
        esperaMs(intentos, c.config.HACIENDA_REINTENTO_MAX_SEGUNDOS),
      );
      const [after] = await tx
        .update(factura)
        .set({ ultimoError: causa, envioLeaseUntil: null, updatedAt: now })
        .where(eq(factura.id, row.id))
        .returning();
      return row.ultimoError ? null : { evento: 'ESTADO', mensaje: causa, row: after! };
    });
    return;
  }
  await cambiar(c, p, async (tx, row) => {
    const est = siguiente(row, { tipo: 'RECHAZO_ENVIO' });
    if (!est) return null;
    const now = c.now();
    const motivos: MotivoDoc[] = [
      {
        codigo: 'RECEPCION',
        titulo: 'Hacienda no recibió el documento',
        explicacion: causa,
        sugerencia: 'Corrija lo indicado y emita un documento nuevo; este no se reenviará.',
        detalle: causa,
      },
    ];
    await tx
      .update(facturaXml)
      .set({ respuestaEstado: 'error', respuestaDetalle: causa, motivos, updatedAt: now })
      .where(eq(facturaXml.facturaId, row.id));
    await nota(tx, row, est, `Hacienda no recibió el documento: ${causa}`, now);
    const [after] = await tx
      .update(factura)
      .set({ estadoDocumento: est, ultimoError: causa, envioLeaseUntil: null, updatedAt: now })
      .where(eq(factura.id, row.id))
      .returning();
    return { evento: 'ESTADO', mensaje: causa, row: after! };
  });
}
