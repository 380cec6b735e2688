import type { Resolvers } from '../../generated/graphql.js';
import type { otroContenido } from '../../db/schema/index.js';
import * as svc from './service.js';

const toOtro = (r: typeof otroContenido.$inferSelect) => ({
  _id: r.id,
  detalle: r.detalle,
  principal: r.principal,
  valorPrincipal: r.valorPrincipal,
  cdata: r.cdata,
  estructura: r.estructura,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const otrosResolvers: Resolvers = {
  Query: { Otros: () => ({}) },
  Mutation: { Otros: () => ({}) },
  OtrosQuery: {
    readOtroContenidoByEmisor: async (_, a, ctx) => (await svc.list(ctx, a._idEmisor)).map(toOtro),
  },
  OtrosMutation: {
    create: async (_, a, ctx) => toOtro(await svc.create(ctx, a.input)),
    delete: (_, a, ctx) => svc.remove(ctx, a.ids),
  },
};
