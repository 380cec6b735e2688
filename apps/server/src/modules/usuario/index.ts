// The face of the usuario module (accounts, sign-in, sub-users, plans). Others import only this.
import type { ServerModule } from '../../server-module.js';
import { usuarioResolvers } from './resolvers.js';

export const usuario: ServerModule = { name: 'usuario', resolvers: [usuarioResolvers] };

/** A signed token of a user of an issuer (sign-in, API keys). */
export { issueToken } from './tokens.js';
/** The rule for a role's name (shared with the rol module's form). */
export { nombreRol } from './inputs.js';
/** The plans on sale (the start page's price table). */
export { readPlans } from './plan-service.js';
