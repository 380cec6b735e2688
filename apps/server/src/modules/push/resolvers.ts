import type { Resolvers } from '../../generated/graphql.js';
import * as svc from './service.js';

export const pushResolvers: Resolvers = {
  Query: { Push: () => ({}) },
  Mutation: { Push: () => ({}) },
  PushQuery: {
    vapidPublicKey: (_, __, ctx) => ctx.services.vapidPublicKey ?? '',
  },
  PushMutation: {
    subscribe: (_, a, ctx) => svc.subscribe(ctx, a.input),
    unsubscribe: (_, a, ctx) => svc.unsubscribe(ctx, a.endpoint),
    send: (_, a, ctx) => svc.send(ctx, a),
  },
};
