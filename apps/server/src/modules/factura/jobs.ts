// The documents service's outbox work: sending to Hacienda and polling its answer (envio/),
// and the document e-mail (documentos). Side-effect kinds (efectos.ts) belong to other modules.
//
// The shared worker runs one job at a time; Hacienda's round trips would then cap a busy
// installation at a few dozen documents a second. So the Hacienda kinds are also served by a
// small pool of extra workers (HACIENDA_ENVIOS_CONCURRENTES) claiming with the same
// FOR UPDATE SKIP LOCKED: each document still has one sender at a time (its lease, envio/enviar.ts).
import { OutboxWorker } from '../../jobs/outbox.js';
import type { ModuleDeps, Workers } from '../../server-module.js';
import { registerEnvioJobs } from './envio/registrar.js';
import { registerDocumentosJobs } from './documentos/service.js';

export function registerFacturaJobs(d: ModuleDeps): Workers {
  registerEnvioJobs(d);
  registerDocumentosJobs(d);
  const pool = Array.from({ length: d.config.HACIENDA_ENVIOS_CONCURRENTES }, () => {
    const w = new OutboxWorker({
      db: d.db,
      log: d.log,
      now: d.now,
      pollMs: 1000,
      claimSeconds: d.config.OUTBOX_CLAIM_SECONDS,
      batch: 5,
    });
    registerEnvioJobs({ ...d, services: { ...d.services, outbox: w } });
    return w;
  });
  const workers = {
    start: () => {
      pool.forEach((w) => w.start());
      d.services.plegador.start();
    },
    stop: async () => {
      await Promise.all([...pool.map((w) => w.stop()), d.services.plegador.stop()]);
    },
    nudge: () => pool.forEach((w) => w.nudge()),
  };
  d.services.hacienda.setWorkers(workers);
  return workers;
}
