// The state changes sending makes to a document, each in one locked transaction with its
// bitácora line and what comes next queued there too: received, answered, failed. Each step
// decides from the locked row (the domain's state machine) and hands back what to write, so a
// callback can apply «received» and the answer together (contexto.ts writes it in one statement).
import type { EstadoComprobante } from '@jit/hacienda';
import type { MotivoDoc } from '../../../db/schema/index.js';
import { ESTADO } from '../catalogos.js';
import {
  cambiar,
  programar,
  siguiente,
  type EnvioCtx,
  type Escritura,
  type FilaEnvio,
  type Paso,
  type Payload,
} from './contexto.js';
import { esperaMs, motivosDe } from './motivos.js';

type Respuesta = Extract<EstadoComprobante, { ok: true }>;

/** Hacienda took the document (or already had it): RECIBIDO, then poll for the answer. */
function pasoRecibido(c: EnvioCtx, row: FilaEnvio, p: Payload, mensaje: string): Paso | null {
  const est = siguiente(row, { tipo: 'ENVIAR' });
  if (!est) return null;
  const now = c.now();
  // With a callback Hacienda tells us when it is done; the poll is then only a safety net.
  const primera = c.services.hacienda.callbackUrl(row.emisorId, row.id)
    ? Math.max(30, c.config.HACIENDA_CONSULTA_SEGUNDOS)
    : c.config.HACIENDA_CONSULTA_SEGUNDOS;
  return {
    w: {
      set: {
        estadoDocumento: est,
        enviadoAt: now,
        ultimoError: null,
        envioLeaseUntil: null,
        updatedAt: now,
      },
      notas: [{ estado: est, mensaje }],
      trabajos: [programar(c, 'hacienda.consultar', p, 1, primera * 1000)],
    },
    evento: 'ESTADO',
    mensaje,
  };
}

/** An answer to a state question (GET, or the one a callback prompted). */
function pasoRespuesta(
  c: EnvioCtx,
  row: FilaEnvio,
  p: Payload,
  st: Respuesta,
  intento: number,
): Paso | null {
  const est = siguiente(row, { tipo: 'RESPUESTA', indEstado: st.estado });
  if (!est) return null;
  const now = c.now();
  const final = st.estado === 'aceptado' || st.estado === 'rechazado';
  if (!final) {
    const w: Escritura = {
      set: {},
      notas: [],
      trabajos: [
        programar(
          c,
          'hacienda.consultar',
          p,
          intento + 1,
          esperaMs(
            intento,
            c.config.HACIENDA_REINTENTO_MAX_SEGUNDOS,
            c.config.HACIENDA_CONSULTA_SEGUNDOS,
          ),
        ),
      ],
    };
    // Still processing, as before: only the next question.
    if (est === row.estadoDocumento) return { w, evento: null, mensaje: null };
    w.set = { estadoDocumento: est, updatedAt: now };
    w.notas.push({ estado: est, mensaje: 'Hacienda está procesando el documento.' });
    return { w, evento: 'ESTADO', mensaje: null };
  }
  const detalle = st.mensaje?.detalleMensaje ?? null;
  const motivos = st.estado === 'rechazado' ? motivosDe(detalle) : [];
  const mensaje =
    st.estado === 'aceptado'
      ? 'Aceptado por Hacienda.'
      : `Rechazado por Hacienda: ${motivos.map((m) => m.titulo).join('; ')}.`;
  const trabajos =
    st.estado === 'aceptado' && row.receptorCorreo && !['05', '06', '07'].includes(row.documento)
      ? [
          {
            kind: 'documentos.correo',
            key: `documentos.correo:${row.id}:auto`,
            emisorRef: row.emisorId,
            payload: { emisorId: row.emisorId, facturaId: row.id },
          },
        ]
      : [];
  return {
    w: {
      set: { estadoDocumento: est, ultimoError: null, plazoEnvioAt: null, updatedAt: now },
      notas: [{ estado: est, mensaje }],
      trabajos,
      xml: {
        respuestaEstado: st.estado,
        respuestaXml: st.respuestaXml,
        respuestaDetalle: detalle,
        respuestaFecha: now,
        motivos,
        updatedAt: now,
      },
      // The poll this question stands for is no longer needed (the callback's: the safety net).
      hechos: [`hacienda.consultar:${row.id}:${intento}`],
    },
    evento: 'ESTADO',
    mensaje,
  };
}

/** Two steps as one change: the second sees the row as the first left it. */
function juntos(row: FilaEnvio, a: Paso | null, b: (r: FilaEnvio) => Paso | null): Paso | null {
  const segundo = b(a ? { ...row, ...(a.w.set as Partial<FilaEnvio>) } : row);
  if (!a) return segundo;
  if (!segundo) return a;
  const hechos = segundo.w.hechos ?? [];
  return {
    w: {
      set: { ...a.w.set, ...segundo.w.set },
      notas: [...a.w.notas, ...segundo.w.notas],
      // A poll the answer makes unneeded is not queued at all.
      trabajos: [...a.w.trabajos, ...segundo.w.trabajos].filter((j) => !hechos.includes(j.key)),
      xml: segundo.w.xml,
      hechos,
    },
    evento: 'ESTADO',
    mensaje: segundo.evento ? segundo.mensaje : a.mensaje,
  };
}

/** Hacienda took the document (or already had it): RECIBIDO, then poll for the answer. */
export const recibido = (c: EnvioCtx, p: Payload, mensaje: string) =>
  cambiar(c, p, (row) => pasoRecibido(c, row, p, mensaje));

/**
 * Applies a state answer (GET or after a callback). `aviso`: the bitácora line of «received»,
 * written first in the same change when Hacienda's call came before this server wrote it.
 */
export const aplicarEstado = (
  c: EnvioCtx,
  p: Payload,
  st: Respuesta,
  intento: number,
  aviso?: string,
) =>
  cambiar(c, p, (row) =>
    juntos(row, aviso ? pasoRecibido(c, row, p, aviso) : null, (r) =>
      pasoRespuesta(c, r, p, st, intento),
    ),
  );

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
    await cambiar(c, p, (row) => {
      const now = c.now();
      return {
        w: {
          set: { ultimoError: causa, envioLeaseUntil: null, updatedAt: now },
          // One line in the bitácora when the trouble starts, not one per retry.
          notas: row.ultimoError
            ? []
            : [
                {
                  estado: row.estadoDocumento,
                  mensaje: `Hacienda no responde (${causa}); se reintentará automáticamente.`,
                },
              ],
          trabajos: [
            programar(
              c,
              'hacienda.enviar',
              p,
              intentos + 1,
              esperaMs(intentos, c.config.HACIENDA_REINTENTO_MAX_SEGUNDOS),
            ),
          ],
        },
        // Published once, when the trouble starts.
        evento: row.ultimoError ? null : 'ESTADO',
        mensaje: causa,
      };
    });
    return;
  }
  await cambiar(c, p, (row) => {
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
    return {
      w: {
        set: { estadoDocumento: est, ultimoError: causa, envioLeaseUntil: null, updatedAt: now },
        notas: [{ estado: est, mensaje: `Hacienda no recibió el documento: ${causa}` }],
        trabajos: [],
        xml: { respuestaEstado: 'error', respuestaDetalle: causa, motivos, updatedAt: now },
      },
      evento: 'ESTADO',
      mensaje: causa,
    };
  });
}

/** The sending states (EN_COLA, CONTINGENCIA). */
export const POR_ENVIAR = [ESTADO.EN_COLA, ESTADO.CONTINGENCIA];
