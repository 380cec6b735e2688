// The pago module's operation lives in the Factura namespace (schema/factura.graphql), as the
// spec has it; its resolver is this module's.
import type { Resolvers } from '../../generated/graphql.js';
import { createTransaction } from './service.js';

export const pagoResolvers: Resolvers = {
  FacturaMutation: {
    createTransaction: async (_p, a, ctx) => {
      const t = await createTransaction(ctx, a.input, a.bankAccount);
      return {
        _id: t.id,
        tipo: t.tipo,
        fecha: t.fecha,
        concepto: t.concepto,
        monto: t.monto,
        codigoMoneda: t.codigoMoneda,
        bankAccount: t.bankAccount,
        referencia: t.referencia,
        factura: t.facturaId,
        estado: t.estado,
      };
    },
  },
};
