// What pago offers other modules at run time (ctx.services.pagos): recording a payment of a
// document in the caller's transaction with Pago.create's own rules (the saldo under the document's
// row lock, the gap-free number, the excess to the customer's balance, the accounting and REP
// queues), and the nudge after its commit. Customers' AutoPay records its approved charges through
// it, not by import, because pago's face already imports cliente's (the balance in favour).
import { avisarPago } from './pagos.js';
import { registrarPago } from './registrar.js';

declare module '../../services.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface ModuleServices {
    /** Payments of documents, recorded in the caller's transaction (registrar) and announced after its commit (avisar). */
    pagos: { registrar: typeof registrarPago; avisar: typeof avisarPago };
  }
}

export const pagoServices = () => Promise.resolve({ pagos: { registrar: registrarPago, avisar: avisarPago } });
