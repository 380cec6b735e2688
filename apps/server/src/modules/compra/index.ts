// The face of the compra module (MODULES.md §E): suppliers, the remembered mapping of their
// invoices' lines, the supplier mailbox's log, and the catalogue as purchases see it.
import type { ServerModule } from '../../server-module.js';
import { compraResolvers } from './resolvers.js';

export const compra: ServerModule = { name: 'compra', resolvers: [compraResolvers] };
export { asignarCompra, type AsignacionInput } from './recepcion.js';
