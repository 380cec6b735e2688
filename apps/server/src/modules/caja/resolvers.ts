// Thin resolvers of Caja, Sesion and Movimiento.
import type { Resolvers } from '../../generated/graphql.js';
import * as cajas from './cajas.js';
import { cierreCaja, finCaja } from './cierre.js';
import * as movimientos from './movimientos.js';
import * as sesiones from './sesiones.js';

export const cajaResolvers: Resolvers = {
  Query: { Caja: () => ({}), Sesion: () => ({}), Movimiento: () => ({}) },
  Mutation: { Caja: () => ({}), Sesion: () => ({}), Movimiento: () => ({}) },
  CajaQuery: {
    readTotal: (_, a, ctx) => cajas.readTotal(ctx, a.emisor),
    readAllByEmisor: (_, a, ctx) => cajas.readAllByEmisor(ctx, a),
    readBySearchString: (_, a, ctx) => cajas.readBySearchString(ctx, a),
    readById: (_, a, ctx) => cajas.readById(ctx, a._id),
  },
  CajaMutation: { create: (_, a, ctx) => cajas.create(ctx, a.input) },
  SesionQuery: {
    readTotal: (_, a, ctx) => sesiones.readTotal(ctx, a),
    readAllByEmisor: (_, a, ctx) => sesiones.readAllByEmisor(ctx, a),
    readBySearchString: (_, a, ctx) => sesiones.readBySearchString(ctx, a),
    readById: (_, a, ctx) => sesiones.readById(ctx, a._id),
    readByUser: (_, a, ctx) => sesiones.readByUser(ctx, a.user),
    readSaldo: (_, a, ctx) => sesiones.readSaldo(ctx, a._id),
  },
  SesionMutation: {
    create: (_, a, ctx) => sesiones.create(ctx, a.input),
    cierreCaja: (_, a, ctx) => cierreCaja(ctx, a),
    finCaja: (_, a, ctx) => finCaja(ctx, a),
  },
  MovimientoQuery: {
    readTotal: async (_, a, ctx) => (await movimientos.totales(ctx, a.sesion)).total,
    readMontosTotales: async (_, a, ctx) => (await movimientos.totales(ctx, a.sesion)).montos,
    readByMedioPago: async (_, a, ctx) => (await movimientos.totales(ctx, a.sesion)).porMedio,
    readAllByEmisor: (_, a, ctx) => movimientos.readAllByEmisor(ctx, a),
    readBySearchString: (_, a, ctx) => movimientos.readBySearchString(ctx, a),
  },
  MovimientoMutation: { create: (_, a, ctx) => movimientos.create(ctx, a.input) },
};
