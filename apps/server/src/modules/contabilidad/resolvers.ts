import type { Resolvers } from '../../generated/graphql.js';
import { readAll, type CuentaRow } from './cuentas.js';

const toAccount = (r: CuentaRow) => ({
  _id: r.id,
  _idAccountType: r.tipoCode,
  name: r.name,
  sysName: r.sysName,
  code: r.code,
  state: r.state,
  accountType: { code: r.tipoCode, type: r.tipo, category: r.categoria, report: r.reporte },
});

export const contabilidadResolvers: Resolvers = {
  Query: { Account: () => ({}) },
  AccountQuery: { readAll: async (_, _a, ctx) => (await readAll(ctx)).map(toAccount) },
};
