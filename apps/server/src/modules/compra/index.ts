// The face of the compra module (MODULES.md §E): suppliers, the remembered mapping of their
// invoices' lines, the supplier mailbox (its log, and the sandbox mailbox behind a setting), and
// the catalogue as purchases see it.
import type { ServerModule } from '../../server-module.js';
import { buzonImap } from './buzon-imap.js';
import { buzonSandbox } from './buzon-sandbox.js';
import { buzonSmtp } from './buzon-smtp.js';
import { compraResolvers } from './resolvers.js';
import { compraServices } from './servicios.js';
import { juntos } from './sondeo.js';

export const compra: ServerModule = {
  name: 'compra',
  resolvers: [compraResolvers],
  services: compraServices,
  // The mailbox's receivers, each behind its settings: the sandbox folder, an SMTP listener, IMAP polling.
  jobs: (d) => {
    const c = d.config;
    return juntos([
      ...(c.BUZON_SANDBOX_DIR ? [buzonSandbox(d, c.BUZON_SANDBOX_DIR, c.BUZON_MS)] : []),
      ...(c.BUZON_SMTP_PORT !== undefined ? [buzonSmtp(d, { host: c.BUZON_SMTP_HOST, port: c.BUZON_SMTP_PORT })] : []),
      ...(c.BUZON_IMAP_HOST && c.BUZON_IMAP_USER && c.BUZON_IMAP_PASS
        ? [buzonImap(d, { host: c.BUZON_IMAP_HOST, port: c.BUZON_IMAP_PORT, secure: c.BUZON_IMAP_TLS, user: c.BUZON_IMAP_USER, pass: c.BUZON_IMAP_PASS, ms: c.BUZON_IMAP_MS })]
        : []),
    ]);
  },
};

export { direccionBuzon, recibirCorreo, type Correo } from './buzon.js';
export { vaciarBuzon } from './buzon-sandbox.js';
export { buzonSmtp } from './buzon-smtp.js';
export { buzonImap, vueltaImap, type ImapOpciones } from './buzon-imap.js';
export { correoDeMime } from './buzon-mime.js';
