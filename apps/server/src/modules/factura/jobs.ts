// The documents service's outbox work: sending to Hacienda and polling its answer (envio.ts),
// and the document e-mail (documentos). Side-effect kinds (efectos.ts) belong to other modules.
import type { EnvioDeps } from './envio.js';
import { registerEnvioJobs } from './envio.js';
import { registerDocumentosJobs } from '../documentos/service.js';

export function registerFacturaJobs(d: EnvioDeps): void {
  registerEnvioJobs(d);
  registerDocumentosJobs(d);
}
