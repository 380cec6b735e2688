// Thin resolvers of Account, Record and Iva.
import type { Resolvers } from '../../generated/graphql.js';
import { balanza, mayor, pendientes } from './balanza.js';
import { readAll, type CuentaRow } from './cuentas.js';
import * as iva from './iva.js';
import * as records from './records.js';

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
  Query: { Account: () => ({}), Record: () => ({}), Iva: () => ({}) },
  Mutation: { Record: () => ({}), Iva: () => ({}) },
  AccountQuery: { readAll: async (_, _a, ctx) => (await readAll(ctx)).map(toAccount) },
  RecordQuery: {
    getRecords: (_, a, ctx) => records.getRecords(ctx, a),
    getLogs: (_, a, ctx) => records.getLogs(ctx, a),
    balanza: (_, a, ctx) => balanza(ctx, a),
    mayor: (_, a, ctx) => mayor(ctx, a),
    pendientes: (_, _a, ctx) => pendientes(ctx),
  },
  RecordMutation: { update: (_, a, ctx) => records.update(ctx, a) },
  IvaQuery: {
    findOne: (_, a, ctx) => iva.findOne(ctx, a),
    hoja: (_, a, ctx) => iva.hoja(ctx, a),
    detalle: (_, a, ctx) => iva.detalle(ctx, a),
  },
  IvaMutation: { create: (_, a, ctx) => iva.create(ctx, a.input) },
};
