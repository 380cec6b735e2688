// The face of the archivo module: the issuer's files (item images today), stored in the database
// and served at signed public addresses (/archivos/…).
import { getOrCreateSecret, randomSecret } from '../../secrets.js';
import type { ServerModule } from '../../server-module.js';
import { createArchivos, servirArchivo, type ArchivosPublicos } from './almacen.js';

declare module '../../services.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface ModuleServices {
    /** Public addresses of the issuers' files. */
    archivos: ArchivosPublicos;
  }
}

export const archivo: ServerModule = {
  name: 'archivo',
  services: async (d) => ({ archivos: createArchivos(await getOrCreateSecret(d.db, 'archivos-enlace', randomSecret)) }),
  routes: (d) => [{ prefix: '/archivos/', methods: ['GET', 'HEAD'], name: 'archivo público', answer: (path) => servirArchivo(d.db, d.services.archivos, path) }],
};

export { guardarArchivo, borrarArchivos, type ArchivosPublicos } from './almacen.js';
export { leerImagen, IMAGEN_MAXIMA } from './imagen.js';
