// The face of the compra module (MODULES.md §E): suppliers, the remembered mapping of their
// invoices' lines, the supplier mailbox (its log, and the sandbox mailbox behind a setting), and
// the catalogue as purchases see it.
import type { ServerModule } from '../../server-module.js';
import { buzonSandbox } from './buzon-sandbox.js';
import { compraResolvers } from './resolvers.js';
import { compraServices } from './servicios.js';

export const compra: ServerModule = {
  name: 'compra',
  resolvers: [compraResolvers],
  services: compraServices,
  jobs: (d) => (d.config.BUZON_SANDBOX_DIR ? buzonSandbox(d, d.config.BUZON_SANDBOX_DIR, d.config.BUZON_MS) : undefined),
};

export { direccionBuzon, recibirCorreo, type Correo } from './buzon.js';
export { vaciarBuzon } from './buzon-sandbox.js';
