import type { Resolvers, Role } from '../../../generated/graphql.js';
import type { rol } from '../../../db/schema/index.js';
import * as svc from './service.js';

const toRole = (r: typeof rol.$inferSelect): Role => ({
  _id: r.id,
  name: r.name,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  events: r.events.map((e) => ({
    _id: e._id ?? e.name,
    name: e.name,
    path: e.path ?? null,
    group: e.group.map((g) => ({ _id: g._id ?? null, name: g.name ?? g.path, path: g.path, check: g.check })),
  })),
});

export const rolResolvers: Resolvers = {
  Query: { Role: () => ({}), Event: () => ({}) },
  Mutation: { Role: () => ({}) },
  EventQuery: {
    readAll: async (_, __, ctx) => (await svc.readEvents(ctx)).map((e) => ({ _id: e.id, name: e.name, path: e.path, group: e.group })),
    readByName: async (_, a, ctx) => {
      const e = await svc.readEventByName(ctx, a.name, a.groupName);
      return e ? { _id: e.id, name: e.name, path: e.path, group: e.group } : null;
    },
  },
  RoleQuery: {
    readAllByEmisor: async (_, a, ctx) => {
      const page = await svc.listRoles(ctx, a.cursor, a.limit ?? 10);
      return { feed: page.feed.map(toRole), pageInfo: page.pageInfo };
    },
    readById: async (_, a, ctx) => {
      const r = await svc.readRole(ctx, a._id);
      return r ? toRole(r) : null;
    },
  },
  RoleMutation: {
    create: async (_, a, ctx) =>
      toRole(
        await svc.saveRole(ctx, {
          _id: a.input._id ?? null,
          name: a.input.name,
          events: a.input.events.map((e) => ({
            _id: e._id ?? null,
            name: e.name,
            path: e.path ?? null,
            group: e.group.map((g) => ({ _id: g._id ?? null, name: g.name ?? null, path: g.path, check: g.check })),
          })),
        }),
      ),
    delete: (_, a, ctx) => svc.deleteRoles(ctx, a.ids),
  },
};
