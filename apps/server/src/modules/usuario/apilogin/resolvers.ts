import type { Resolvers } from '../../../generated/graphql.js';
import * as svc from './service.js';

export const apiLoginResolvers: Resolvers = {
  Query: { ApiLogin: () => ({}) },
  Mutation: { ApiLogin: () => ({}) },
  ApiLoginQuery: {
    readKeys: async (_, __, ctx) =>
      (await svc.readKeys(ctx)).map((k) => ({ usr: k.usr, nombre: k.nombre, createdAt: k.createdAt, lastUsedAt: k.lastUsedAt, state: k.state })),
  },
  ApiLoginMutation: {
    login: (_, a, ctx) => svc.apiLogin(ctx, a.usr, a.pwd),
    createKey: (_, a, ctx) => svc.createKey(ctx, a.nombre),
    revokeKey: (_, a, ctx) => svc.revokeKey(ctx, a.usr),
  },
};
