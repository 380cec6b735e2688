// The long-lived services the factura context owns, declared on ctx.services from here (see
// src/services.ts) and built once per server by the face.
import { getOrCreateSecret, randomSecret } from '../../secrets.js';
import type { ServiceDeps } from '../../server-module.js';
import { createEnlaces, type EnlacesPublicos } from './documentos/enlace-publico.js';
import { createEmisiones, type Emisiones } from './emision/lote.js';
import { createHacienda, type HaciendaService } from './hacienda.js';
import { createPlegador, type Plegador } from './reportes/plegar.js';

declare module '../../services.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface ModuleServices {
    /** Hacienda's reception API (or its simulator) and whether it is reachable now. */
    hacienda: HaciendaService;
    /** Public addresses of documents (the PDF link sent over WhatsApp). */
    enlaces: EnlacesPublicos;
    /** Group commit: the requests to issue of each series, batched (emision/lote.ts). */
    emision: Emisiones;
    /** Folds the report movements into the day rows (reportes/plegar.ts). */
    plegador: Plegador;
  }
}

export async function facturaServices(d: ServiceDeps) {
  const callback = await getOrCreateSecret(d.db, 'hacienda-callback', randomSecret);
  const enlace = await getOrCreateSecret(d.db, 'documentos-enlace', randomSecret);
  return {
    hacienda: createHacienda(d.config, d.log, d.now, callback),
    enlaces: createEnlaces(enlace),
    // PGlite is one connection held for a whole batch: smaller batches keep requests flowing.
    emision: createEmisiones({ db: d.db, log: d.log, maxLote: d.config.DATABASE_URL ? 100 : 16 }),
    plegador: createPlegador({ db: d.db, log: d.log }),
  };
}
