// Thin resolvers of Restaurant, Zone, RestaurantOrder, Order and their subscriptions.
import type { Resolvers } from '../../generated/graphql.js';
import { mismoEmisor } from '../emisor/index.js';
import * as cocina from './cocina.js';
import { deleteItem } from './eliminar.js';
import * as lecturas from './lecturas.js';
import * as ordenes from './ordenes.js';
import * as pedidos from './pedidos.js';
import * as restaurantes from './restaurantes.js';
import * as zonas from './zonas.js';

/** The issuer's events of one topic, for the session's issuer only (the `emisor` argument must be it). */
function suscribir(topic: 'restaurante:pedido' | 'orden:nueva') {
  return {
    subscribe: async (_p: unknown, a: { emisor: string }, ctx: Parameters<typeof mismoEmisor>[0]) => {
      await mismoEmisor(ctx, a.emisor);
      const s = await ctx.session();
      return ctx.services.events.subscribe(topic, s.emisorId);
    },
    resolve: (payload: unknown) => payload as never,
  };
}

export const restauranteResolvers: Resolvers = {
  Query: { Restaurant: () => ({}), Zone: () => ({}), RestaurantOrder: () => ({}), Order: () => ({}) },
  Mutation: { Restaurant: () => ({}), Zone: () => ({}), RestaurantOrder: () => ({}), Order: () => ({}) },
  RestaurantQuery: { readAllByEmisor: (_, a, ctx) => restaurantes.readAllByEmisor(ctx, a.emisor) },
  RestaurantMutation: { create: (_, a, ctx) => restaurantes.create(ctx, a.input), delete: (_, a, ctx) => restaurantes.remove(ctx, a.ids) },
  ZoneQuery: { readAllByEmisor: (_, a, ctx) => zonas.readAllByEmisor(ctx, a) },
  ZoneMutation: { create: (_, a, ctx) => zonas.create(ctx, a.input), delete: (_, a, ctx) => zonas.remove(ctx, a.ids) },
  RestaurantOrderQuery: {
    readTotal: (_, a, ctx) => lecturas.readTotal(ctx, a),
    readTotalByFilter: (_, a, ctx) => lecturas.readTotal(ctx, a),
    readAllByEmisor: (_, a, ctx) => lecturas.readAllByEmisor(ctx, a),
    readItemDeleted: (_, a, ctx) => lecturas.readItemDeleted(ctx, a),
    readByTable: (_, a, ctx) => lecturas.readByTable(ctx, a),
    readBySearchString: (_, a, ctx) => lecturas.readBySearchString(ctx, a),
    readOrdersByStatus: (_, a, ctx) => lecturas.readOrdersByStatus(ctx, a),
    readById: (_, a, ctx) => lecturas.readById(ctx, a._id),
  },
  RestaurantOrderMutation: {
    create: (_, a, ctx) => pedidos.create(ctx, a.input),
    setStatus: (_, a, ctx) => cocina.setStatus(ctx, a),
    checkItem: (_, a, ctx) => cocina.checkItem(ctx, a),
    checkOrderItems: (_, a, ctx) => cocina.checkOrderItems(ctx, a),
    setMermaDate: (_, a, ctx) => cocina.setMermaDate(ctx, a._idOrder),
    deleteItem: (_, a, ctx) => deleteItem(ctx, a),
  },
  OrderQuery: {
    readTotal: (_, a, ctx) => ordenes.readTotal(ctx, a.emisor),
    readAllByEmisor: (_, a, ctx) => ordenes.readAllByEmisor(ctx, a),
    readById: (_, a, ctx) => ordenes.readById(ctx, a._id),
    readBySearchString: (_, a, ctx) => ordenes.readBySearchString(ctx, a),
    readByDateRange: (_, a, ctx) => ordenes.readByDateRange(ctx, a),
  },
  OrderMutation: { create: (_, a, ctx) => ordenes.create(ctx, a.input) },
  Subscription: { newRestaurantOrder: suscribir('restaurante:pedido'), newOrder: suscribir('orden:nueva') },
};
