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
export async function preguntar(c: EnvioCtx, p: Payload, aviso?: string): Promise<void> {
  const cargado = await cargar(c, p);
  if (!cargado) return;
  const { row, e } = cargado;
  const actual = nombreDeEstado(row.estadoDocumento);
  const porPreguntar = aviso
    ? ['EN_COLA', 'CONTINGENCIA', 'RECIBIDO', 'PROCESANDO']
    : ['RECIBIDO', 'PROCESANDO'];
  if (!actual || !porPreguntar.includes(actual)) return;
  const hacienda = c.services.hacienda;
  const cliente = await hacienda.cliente();
  const mr = ['05', '06', '07'].includes(row.documento);
  const st = await cliente.consultar(
    hacienda.credenciales(e),
    mr ? row.claveFE! : row.clave!,
    mr ? row.consecutivo : undefined,
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

/** The handler of hacienda.consultar. */
export async function consultar(c: EnvioCtx, job: Job): Promise<void> {
  const p = job.payload as unknown as Payload;
  await preguntar(c, p, p.aviso ? 'Recibido por Hacienda (aviso de Hacienda).' : undefined);
}
