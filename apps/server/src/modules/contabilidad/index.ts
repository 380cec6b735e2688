// The face of the contabilidad module: today the chart of accounts (Account.readAll) that every
// module's `cuentaContable` fields point at; records and VAT will join it.
import type { ServerModule } from '../../server-module.js';
import { contabilidadResolvers } from './resolvers.js';

export const contabilidad: ServerModule = { name: 'contabilidad', resolvers: [contabilidadResolvers] };

/** The issuer's chart (copied on first read) and the check of a `cuentaContable` field. */
export { asegurarPlan, cuentas, cuentaValida, type CuentaRow } from './cuentas.js';
