// The face of the contabilidad module (MODULES.md §F2): the chart of accounts (Account.readAll) that
// every module's `cuentaContable` fields point at, the journal the outbox handlers write from every
// money event (ruling F2-2), its reports, and the monthly VAT return.
import type { ServerModule } from '../../server-module.js';
import { registrarAsientos } from './handlers.js';
import { contabilidadResolvers } from './resolvers.js';

export const contabilidad: ServerModule = { name: 'contabilidad', resolvers: [contabilidadResolvers], jobs: registrarAsientos };

/** The issuer's chart (copied on first read) and the check of a `cuentaContable` field. */
export { asegurarPlan, cuentas, cuentaValida, type CuentaRow } from './cuentas.js';
/** How stock moves, cash sessions and payments hand their accounting events over. */
export { encolarAsiento, KIND_CAJA as KIND_CAJA_CONTABLE, KIND_INVENTARIO as KIND_INVENTARIO_CONTABLE, KIND_PAGO as KIND_PAGO_CONTABLE, KIND_PAGO_ELIMINADO as KIND_PAGO_ELIMINADO_CONTABLE, KIND_RECIBO as KIND_RECIBO_CONTABLE, KIND_RECIBO_ANULADO as KIND_RECIBO_ANULADO_CONTABLE } from './encolar.js';
/** The creditable VAT of purchases and their cancellations (DECISIONS #179, #223), for the purchase report. */
export { acreditables, impuestoAcreditable } from './acreditable.js';
