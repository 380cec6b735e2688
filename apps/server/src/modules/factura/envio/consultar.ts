// hacienda.consultar {emisorId, facturaId, intento}: GET the state until aceptado/rechazado,
// with back-off while Hacienda is processing or unreachable.
import type { Job } from '../../../jobs/outbox.js';
import { withTenant } from '../../../db/tenant.js';
import { nombreDeEstado } from '../catalogos.js';
import { cargar, programar, responde, type EnvioCtx, type Payload } from './contexto.js';
import { aplicarEstado } from './estados.js';
import { esperaMs } from './motivos.js';

/** The handler of hacienda.consultar. */
export async function consultar(c: EnvioCtx, job: Job): Promise<void> {
  const p = job.payload as unknown as Payload;
  const cargado = await cargar(c, p, false);
  if (!cargado) return;
  const { row, e } = cargado;
  const actual = nombreDeEstado(row.estadoDocumento);
  if (actual !== 'RECIBIDO' && actual !== 'PROCESANDO') return;
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
    await withTenant(c.db, p.emisorId, (tx) =>
      programar(
        c,
        tx,
        'hacienda.consultar',
        p,
        p.intento + 1,
        esperaMs(
          p.intento,
          c.config.HACIENDA_REINTENTO_MAX_SEGUNDOS,
          c.config.HACIENDA_CONSULTA_SEGUNDOS,
        ),
      ),
    );
    return;
  }
  await responde(c);
  await aplicarEstado(c, p, st, p.intento);
}
