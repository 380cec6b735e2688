// Sending to Hacienda through the outbox (docs/FACTURAS.md "Sending"):
// - hacienda.enviar {emisorId, facturaId, intento}: POST /recepcion. Before posting again after a
//   previous attempt it asks GET /recepcion/{clave} first, so a document that did arrive (a crash
//   right after the POST) is never sent twice. A network failure or 5xx schedules attempt n+1
//   with capped exponential back-off (never "dead": the legal window is what counts) and marks
//   Hacienda unreachable, so new documents get situación 3; the first success pulls every waiting
//   attempt forward, so the queue drains by itself.
// - hacienda.consultar {emisorId, facturaId, intento}: GET the state until aceptado/rechazado;
//   a callback from Hacienda only triggers an immediate consultar (its body is not trusted).
// Every change is written to the bitácora and published on facturaChanged.
import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { fechaCostaRica } from '@jit/hacienda';
import { transicionDocumento, type EventoDocumento } from '@jit/domain';
import type { Tx } from '../../db/types.js';
import {
  bitacora,
  factura,
  facturaXml,
  type EstadoDocumentoValue,
  type MotivoDoc,
} from '../../db/schema/index.js';
import { withTenant, withoutTenant } from '../../db/tenant.js';
import { enqueue, type Job } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { ESTADO, nombreDeEstado } from './catalogos.js';
import { cargarEmisor, type EmisorFacturacion } from './emisor-adapter.js';
import {
  MOTIVOS_RECHAZO,
  motivoPorNumero,
  parseDetalleMensaje,
  type EstadoComprobante,
} from '@jit/hacienda';
import type { FacturaRow } from './modelo.js';
import { publicarCambio, type EventoFactura } from './eventos.js';

export type EnvioDeps = ModuleDeps;

type Payload = { emisorId: string; facturaId: string; intento: number };

const RECIBIDO_ANTES = /ya fue recibido|ya existe|duplicad/i;

/** Capped exponential back-off with ±20 % jitter, in ms. */
export function esperaMs(intento: number, maxSegundos: number, baseSegundos = 2): number {
  const s = Math.min(baseSegundos * 2 ** Math.max(0, intento - 1), maxSegundos);
  return Math.round(s * 1000 * (0.8 + 0.4 * Math.random()));
}

/** Moves a row through the domain's status machine; undefined when the event does not apply. */
function siguiente(row: FacturaRow, evento: EventoDocumento): EstadoDocumentoValue | undefined {
  const actual = nombreDeEstado(row.estadoDocumento);
  if (!actual || actual === 'INTERNO') return undefined;
  const r = transicionDocumento(actual, evento);
  return r.ok ? ESTADO[r.value as keyof typeof ESTADO] : undefined;
}

async function nota(
  tx: Tx,
  row: FacturaRow,
  estado: string,
  mensaje: string,
  now: Date,
): Promise<void> {
  await tx.insert(bitacora).values({
    emisorId: row.emisorId,
    id: uuidv7(),
    facturaId: row.id,
    createdAt: now,
    estadoDocumento: estado as EstadoDocumentoValue,
    mensaje,
  });
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

export function registerEnvioJobs(d: EnvioDeps): void {
  const { db, services, config, log } = d;
  const hacienda = services.hacienda;

  // What sending needs of the issuer (identification and ATV user) changes rarely: kept a
  // little while per process instead of three queries and a decryption per job.
  const emisores = new Map<string, { hasta: number; e: EmisorFacturacion }>();
  const emisorDe = async (tx: Tx, emisorId: string): Promise<EmisorFacturacion> => {
    const hit = emisores.get(emisorId);
    if (hit && hit.hasta > Date.now()) return hit.e;
    const e = await cargarEmisor(tx, emisorId, { sandbox: hacienda.sandbox, now: d.now() });
    emisores.set(emisorId, { hasta: Date.now() + 30_000, e });
    return e;
  };

  const cargar = (p: Payload, conXml: boolean) =>
    withTenant(db, p.emisorId, async (tx) => {
      const [row] = await tx.select().from(factura).where(eq(factura.id, p.facturaId));
      if (!row) return null;
      const xml = conXml
        ? ((
            await tx
              .select({ xmlFirmado: facturaXml.xmlFirmado })
              .from(facturaXml)
              .where(eq(facturaXml.facturaId, p.facturaId))
          )[0] ?? null)
        : null;
      const e = await emisorDe(tx, p.emisorId);
      return { row, xml, e };
    });

  /**
   * Applies a change in one transaction (row locked), writes the bitácora, publishes after
   * commit. `fn` answers with the row as it left it (from its UPDATE … RETURNING).
   */
  const cambiar = async (
    p: Payload,
    fn: (
      tx: Tx,
      row: FacturaRow,
    ) => Promise<{ evento: EventoFactura; mensaje: string | null; row: FacturaRow } | null>,
  ): Promise<void> => {
    const res = await withTenant(db, p.emisorId, async (tx) => {
      const [row] = await tx
        .select()
        .from(factura)
        .where(eq(factura.id, p.facturaId))
        .for('update');
      return row ? fn(tx, row) : null;
    });
    if (res) publicarCambio(services.events, res.row, res.evento, res.mensaje);
  };

  const programar = (tx: Tx, kind: string, p: Payload, intento: number, ms: number) =>
    enqueue(tx, {
      kind,
      key: `${kind}:${p.facturaId}:${intento}`,
      emisorRef: p.emisorId,
      payload: { emisorId: p.emisorId, facturaId: p.facturaId, intento },
      runAt: new Date(d.now().getTime() + ms),
    });

  /** Hacienda took the document (or already had it): RECIBIDO, then poll for the answer. */
  const recibido = (p: Payload, mensaje: string) =>
    cambiar(p, async (tx, row) => {
      const est = siguiente(row, { tipo: 'ENVIAR' });
      if (!est) return null;
      const now = d.now();
      await nota(tx, row, est, mensaje, now);
      // With a callback Hacienda tells us when it is done; the poll is then only a safety net.
      const primera = hacienda.callbackUrl(row.emisorId, row.id)
        ? Math.max(30, config.HACIENDA_CONSULTA_SEGUNDOS)
        : config.HACIENDA_CONSULTA_SEGUNDOS;
      await programar(tx, 'hacienda.consultar', p, 1, primera * 1000);
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
  const aplicarEstado = (
    p: Payload,
    st: Extract<EstadoComprobante, { ok: true }>,
    intento: number,
  ) =>
    cambiar(p, async (tx, row) => {
      const est = siguiente(row, { tipo: 'RESPUESTA', indEstado: st.estado });
      if (!est) return null;
      const now = d.now();
      const final = st.estado === 'aceptado' || st.estado === 'rechazado';
      if (!final) {
        await programar(
          tx,
          'hacienda.consultar',
          p,
          intento + 1,
          esperaMs(
            intento,
            config.HACIENDA_REINTENTO_MAX_SEGUNDOS,
            config.HACIENDA_CONSULTA_SEGUNDOS,
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

  /** Hacienda answers: if it was down, every waiting send is due now (the queue drains by itself). */
  const responde = async () => {
    const estabaCaida = hacienda.caidaDesde() !== null;
    hacienda.marcarOk();
    if (!estabaCaida) return;
    await withoutTenant(db, (tx) =>
      tx.execute(sql`update outbox set run_at = ${d.now().toISOString()}
        where status = 'pending' and kind = 'hacienda.enviar' and run_at > ${d.now().toISOString()} and locked_until is null`),
    );
    services.outbox.nudge();
    hacienda.nudge();
  };

  services.outbox.register('hacienda.enviar', async (job: Job) => {
    const p = job.payload as unknown as Payload;
    const cargado = await cargar(p, true);
    if (!cargado) return;
    const { row, xml, e } = cargado;
    const actual = nombreDeEstado(row.estadoDocumento);
    if (actual !== 'EN_COLA' && actual !== 'CONTINGENCIA') return; // already sent, answered or failed for good
    // A lease on the document: one sender at a time, even when a retried job and a re-run one
    // (after a crash) are due together. It lapses by itself if this process dies.
    const now = d.now();
    const lease = new Date(now.getTime() + 2 * config.HACIENDA_TIMEOUT_MS + 10_000);
    const tomado = await withTenant(db, p.emisorId, (tx) =>
      tx
        .update(factura)
        .set({ envioIntentos: sql`${factura.envioIntentos} + 1`, envioLeaseUntil: lease })
        .where(
          sql`${factura.id} = ${row.id} and (${factura.envioLeaseUntil} is null or ${factura.envioLeaseUntil} < ${now.toISOString()})`,
        )
        .returning({ intentos: factura.envioIntentos }),
    );
    if (tomado.length === 0) {
      // Someone else is sending it. Look again once their lease lapses, in case they died.
      const [ahora] = await withTenant(db, p.emisorId, (tx) =>
        tx.select({ lease: factura.envioLeaseUntil }).from(factura).where(eq(factura.id, row.id)),
      );
      const hasta = ahora?.lease ?? now;
      await withTenant(db, p.emisorId, (tx) =>
        enqueue(tx, {
          kind: 'hacienda.enviar',
          key: `hacienda.enviar:${row.id}:lease:${hasta.getTime()}`,
          emisorRef: p.emisorId,
          payload: { ...p },
          runAt: new Date(hasta.getTime() + 1000),
        }),
      );
      return;
    }
    const intentos = tomado[0]!.intentos;
    const cliente = await hacienda.cliente();
    const cred = hacienda.credenciales(e);
    const mr = ['05', '06', '07'].includes(row.documento);
    const consecutivoReceptor = mr ? row.consecutivo : undefined;
    const claveEnvio = mr ? row.claveFE! : row.clave!;
    if (intentos > 1) {
      // A previous attempt may have reached Hacienda before its answer was lost: ask first.
      const st = await cliente.consultar(cred, claveEnvio, consecutivoReceptor);
      if (st.ok) {
        await responde();
        await recibido(p, 'Hacienda ya tenía el documento de un intento anterior.');
        if (st.estado === 'aceptado' || st.estado === 'rechazado') await aplicarEstado(p, st, 1);
        return;
      }
      if (st.status !== 404) {
        await fallo(p, intentos, st.causa, st.reintentable);
        return;
      }
    }
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
    const callbackUrl = hacienda.callbackUrl(row.emisorId, row.id);
    const r = await cliente.enviar(cred, {
      clave: claveEnvio,
      fecha: fechaCostaRica(row.fechaEmision),
      emisor: alReves && otro ? otro : yo,
      ...(alReves ? { receptor: yo } : otro ? { receptor: otro } : {}),
      ...(consecutivoReceptor ? { consecutivoReceptor } : {}),
      ...(callbackUrl ? { callbackUrl } : {}),
      comprobanteXml: xml?.xmlFirmado ?? '',
    });
    if (r.ok) {
      await responde();
      await recibido(p, 'Recibido por Hacienda.');
      return;
    }
    if (!r.reintentable && RECIBIDO_ANTES.test(r.causa)) {
      await recibido(p, 'Hacienda ya tenía el documento de un intento anterior.');
      return;
    }
    await fallo(p, intentos, r.causa, r.reintentable);
  });

  /** A failed attempt: retry later (network, 5xx) or ERROR (Hacienda refused to receive it). */
  const fallo = async (p: Payload, intentos: number, causa: string, reintentable: boolean) => {
    if (reintentable) {
      hacienda.marcarFallo(d.now(), causa);
      await cambiar(p, async (tx, row) => {
        const now = d.now();
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
          tx,
          'hacienda.enviar',
          p,
          intentos + 1,
          esperaMs(intentos, config.HACIENDA_REINTENTO_MAX_SEGUNDOS),
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
    await cambiar(p, async (tx, row) => {
      const est = siguiente(row, { tipo: 'RECHAZO_ENVIO' });
      if (!est) return null;
      const now = d.now();
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
  };

  services.outbox.register('hacienda.consultar', async (job: Job) => {
    const p = job.payload as unknown as Payload;
    const cargado = await cargar(p, false);
    if (!cargado) return;
    const { row, e } = cargado;
    const actual = nombreDeEstado(row.estadoDocumento);
    if (actual !== 'RECIBIDO' && actual !== 'PROCESANDO') return;
    const cliente = await hacienda.cliente();
    const mr = ['05', '06', '07'].includes(row.documento);
    const st = await cliente.consultar(
      hacienda.credenciales(e),
      mr ? row.claveFE! : row.clave!,
      mr ? row.consecutivo : undefined,
    );
    if (!st.ok) {
      if (st.reintentable) hacienda.marcarFallo(d.now(), st.causa);
      await withTenant(db, p.emisorId, (tx) =>
        programar(
          tx,
          'hacienda.consultar',
          p,
          p.intento + 1,
          esperaMs(
            p.intento,
            config.HACIENDA_REINTENTO_MAX_SEGUNDOS,
            config.HACIENDA_CONSULTA_SEGUNDOS,
          ),
        ),
      );
      return;
    }
    await responde();
    await aplicarEstado(p, st, p.intento);
  });

  log.debug({ kinds: ['hacienda.enviar', 'hacienda.consultar'] }, 'envío a Hacienda registrado');
}

/** Hacienda's callback (POST /hacienda/callback/{emisor}/{factura}/{firma}): poll the state now. */
export async function recibirCallback(d: EnvioDeps, path: string): Promise<number> {
  const m = /^\/hacienda\/callback\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+)$/.exec(path);
  if (!m) return 404;
  const [, emisorId, facturaId, firma] = m as unknown as [string, string, string, string];
  if (!d.services.hacienda.callbackValido(emisorId, facturaId, firma)) return 403;
  await withTenant(d.db, emisorId, (tx) =>
    enqueue(tx, {
      kind: 'hacienda.consultar',
      key: `hacienda.consultar:${facturaId}:cb:${d.now().getTime()}`,
      emisorRef: emisorId,
      payload: { emisorId, facturaId, intento: 1 },
    }),
  );
  d.services.outbox.nudge();
  d.services.hacienda.nudge();
  return 200;
}

export const MOTIVOS = MOTIVOS_RECHAZO;
