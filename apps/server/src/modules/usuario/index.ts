// The face of the usuario module (accounts, sign-in, sub-users, plans, roles and their menu
// events, API keys). Others import only this.
import type { ServerModule } from '../../server-module.js';
import { apiLoginResolvers } from './apilogin/resolvers.js';
import { usuarioResolvers } from './resolvers.js';
import { rolResolvers } from './rol/resolvers.js';

export const usuario: ServerModule = { name: 'usuario', resolvers: [usuarioResolvers, rolResolvers, apiLoginResolvers] };

/** A signed token of a user of an issuer (sign-in, API keys). */
export { issueToken } from './tokens.js';
/** The plans on sale (the start page's price table). */
export { readPlans } from './plan-service.js';
/** A user of the issuer confirms an action with their password (ruling D-5); who may open a page. */
export { confirmarConClave, usuariosConPagina, type Autorizacion } from './autorizar.js';
