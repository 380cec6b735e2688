// What cliente offers other modules at run time (ctx.services.plantillasCorreo): the issuer's
// e-mail template dressing their own mail to customers (ruling B-8, DECISIONS #233). Invoicing's
// document e-mails call it through the services, not by import, because cliente's face already
// imports invoicing's (subscriptions issue documents).
import { vestidoSiGuardada } from './plantilla.js';

declare module '../../services.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface ModuleServices {
    /** The issuer's e-mail template (EmailData): a message dressed with it, or null while none is saved. */
    plantillasCorreo: { vestidoSiGuardada: typeof vestidoSiGuardada };
  }
}

export const clienteServices = () => Promise.resolve({ plantillasCorreo: { vestidoSiGuardada } });
