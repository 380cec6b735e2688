// The face of the catalogos module (Hacienda's catalogues: CABYS, places, currencies…).
import type { ServerModule } from '../../server-module.js';
import { rutaCabys } from './cabys-archivo.js';
import { catalogosResolvers } from './resolvers.js';

export const catalogos: ServerModule = { name: 'catalogos', resolvers: [catalogosResolvers], routes: () => [rutaCabys] };

/** A CABYS entry by code. */
export { findCabys } from './cabys.js';
/** Text folded for accent- and case-insensitive matching. */
export { fold } from './normalize.js';
/** The cantons of a province and the districts of a canton. */
export { cantonesDe, distritosDe } from './ubicacion.js';
/** A currency Hacienda accepts, with its Spanish name and symbol (null when the code is not one). */
export { monedaDe } from './monedas.js';
