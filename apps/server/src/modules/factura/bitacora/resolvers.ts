// Thin resolvers of the Bitacora namespace.
import type { Resolvers } from '../../../generated/graphql.js';
import { downloadXML, readByIdFactura } from './service.js';

export const bitacoraResolvers: Resolvers = {
  Query: { Bitacora: () => ({}) },
  BitacoraQuery: {
    readByIdFactura: (_p, a, ctx) => readByIdFactura(ctx, a.idFactura),
    downloadXML: (_p, a, ctx) => downloadXML(ctx, a.id),
  },
};
