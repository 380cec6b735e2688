// hacienda.consultar {emisorId, facturaId, intento}: GET the state until aceptado/rechazado,
// with back-off while Hacienda is processing or unreachable. Hacienda's callback asks the same
// question at once (callback.ts), through `preguntar`.
import { withTenant } from '../../../db/tenant.js';
import { enqueue, type Job } from '../../../jobs/outbox.js';
import { nombreDeEstado } from '../catalogos.js';
import { cargar, programar, responde, type EnvioCtx, type Payload } from './contexto.js';
import { aplicarEstado, recibido } from './estados.js';
import { esperaMs } from './motivos.js';

/**
 * Asks Hacienda for the document's state and applies the answer. `aviso`: Hacienda called to say
 * it has decided, so the document counts as received even if this server has not written that
 * yet (its own answer to the POST may still be on the way): written first, in the same change.
 */
export async function preguntar(
  c: EnvioCtx,
  p: Payload,
  aviso?: string,
  /** What to ask when the caller knows it (the callback's signed address): no read first. */
  conocida?: Pregunta,
): Promise<void> {
  const pregunta = conocida ?? (await queConsultar(c, p, !!aviso));
  if (!pregunta) return;
  const hacienda = c.services.hacienda;
  const cliente = await hacienda.cliente();
  const st = await cliente.consultar(
    hacienda.credenciales(await c.emisor(p.emisorId)),
    pregunta.clave,
    pregunta.consecutivo,
  );
  if (!st.ok) {
    if (st.reintentable) hacienda.marcarFallo(c.now(), st.causa);
    const otra = programar(
      c,
      'hacienda.consultar',
      p,
      p.intento + 1,
      esperaMs(p.intento, c.config.HACIENDA_REINTENTO_MAX_SEGUNDOS, c.config.HACIENDA_CONSULTA_SEGUNDOS),
    );
    if (aviso) await recibido(c, p, aviso);
    await withTenant(c.db, p.emisorId, (tx) => enqueue(tx, otra));
    return;
  }
  await responde(c);
  await aplicarEstado(c, p, st, p.intento, aviso);
}

/** What to ask Hacienda about a document: its clave, and a receiver message's consecutivo. */
export type Pregunta = { clave: string; consecutivo?: string };

/** What to ask about the document, read from it; null when it is not waiting for an answer. */
async function queConsultar(c: EnvioCtx, p: Payload, aviso: boolean): Promise<Pregunta | null> {
  const cargado = await cargar(c, p);
  if (!cargado) return null;
  const { row } = cargado;
  const actual = nombreDeEstado(row.estadoDocumento);
  const porPreguntar = aviso
    ? ['EN_COLA', 'CONTINGENCIA', 'RECIBIDO', 'PROCESANDO']
    : ['RECIBIDO', 'PROCESANDO'];
  if (!actual || !porPreguntar.includes(actual)) return null;
  const mr = ['05', '06', '07'].includes(row.documento);
  return mr ? { clave: row.claveFE!, consecutivo: row.consecutivo } : { clave: row.clave! };
}

/** The handler of hacienda.consultar. */
export async function consultar(c: EnvioCtx, job: Job): Promise<void> {
  const p = job.payload as unknown as Payload;
  await preguntar(c, p, p.aviso ? 'Recibido por Hacienda (aviso de Hacienda).' : undefined);
}
