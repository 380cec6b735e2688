// The face of the tipo-cambio module (exchange rates: the central bank's and the issuer's own).
import type { ServerModule } from '../../server-module.js';
import { tipoCambioResolvers } from './resolvers.js';

export const tipoCambio: ServerModule = { name: 'tipo-cambio', resolvers: [tipoCambioResolvers] };

/** Today's bank rates, and the rate a document in a currency uses (inside the caller's transaction). */
export { readTipoCambioBCCR, tipoCambioVigente } from './service.js';
