// The long-lived services the factura context owns, declared on ctx.services from here (see
// src/services.ts) and built once per server by the face.
import { getOrCreateSecret, randomSecret } from '../../secrets.js';
import type { ServiceDeps } from '../../server-module.js';
import { createEnlaces, type EnlacesPublicos } from './documentos/enlace-publico.js';
import { createHacienda, type HaciendaService } from './hacienda.js';

declare module '../../services.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface ModuleServices {
    /** Hacienda's reception API (or its simulator) and whether it is reachable now. */
    hacienda: HaciendaService;
    /** Public addresses of documents (the PDF link sent over WhatsApp). */
    enlaces: EnlacesPublicos;
  }
}

export async function facturaServices(d: ServiceDeps) {
  const callback = await getOrCreateSecret(d.db, 'hacienda-callback', randomSecret);
  const enlace = await getOrCreateSecret(d.db, 'documentos-enlace', randomSecret);
  return {
    hacienda: createHacienda(d.config, d.log, d.now, callback),
    enlaces: createEnlaces(enlace),
  };
}
