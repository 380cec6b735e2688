// What compra offers other modules at run time (ctx.services.compras): the purchase step of
// accepting a received invoice (ruling E-1). Invoicing calls it through the services, not by
// import, because compra's face already imports invoicing's (the mailbox reads the issuer).
import { asignarCompra } from './recepcion.js';

declare module '../../services.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface ModuleServices {
    /** Purchases: a received invoice's supplier, line mapping and landed costs (ruling E-1). */
    compras: { asignarCompra: typeof asignarCompra };
  }
}

export const compraServices = () => Promise.resolve({ compras: { asignarCompra } });
