// The face of the emisor module (the issuer's invoicing configuration).
import type { ServerModule } from '../../server-module.js';
import { seedEmisorDemo } from './demo.js';
import { emisorResolvers } from './resolvers.js';

export const emisor: ServerModule = {
  name: 'emisor',
  resolvers: [emisorResolvers],
  seed: seedEmisorDemo,
};

/** What issuing needs of the issuer, and why it cannot issue yet. */
export { loadEmisorFacturacion, motivoNoFacturar, type EmisorFacturacion } from './facturacion.js';
/** Field rules shared by the issuer and the receivers (v4.4 limits, Spanish messages). */
export {
  correo,
  identificacion,
  largo,
  telefono,
  texto,
  ubicacion,
  type IdentificacionIn,
  type TelefonoIn,
  type UbicacionIn,
} from './campos.js';
/** The spec's activity settings for a document type the issuer has not configured. */
export { actividadPorDefecto } from './inputs.js';
/** Refuses an `_id`/`emisor` argument that names another issuer than the session's. */
export { mismoEmisor } from './service.js';
