// Thin resolvers of Proveedor, AutoEmail and the catalogue's purchase operations.
import type { Resolvers } from '../../generated/graphql.js';
import * as correos from './auto-email.js';
import * as consultas from './consultas.js';
import { addItemCompras, readItemsCompras } from './items.js';
import * as proveedores from './proveedores.js';

export const compraResolvers: Resolvers = {
  Query: { Proveedor: () => ({}), AutoEmail: () => ({}), Compra: () => ({}) },
  Mutation: { Proveedor: () => ({}) },
  ProveedorQuery: {
    readAllByEmisor: (_, a, ctx) => proveedores.readAllByEmisor(ctx, a),
    readAll: (_, a, ctx) => proveedores.readAll(ctx, a.emisor),
    readById: (_, a, ctx) => proveedores.readById(ctx, a._id),
    findByIdentificacion: (_, a, ctx) => proveedores.findByIdentificacion(ctx, a.input),
    readByNombreIdentificacion: (_, a, ctx) => proveedores.readByNombreIdentificacion(ctx, a.nid),
  },
  ProveedorMutation: {
    create: (_, a, ctx) => proveedores.create(ctx, a.input),
    delete: (_, a, ctx) => proveedores.remove(ctx, a.ids),
  },
  AutoEmailQuery: {
    readByEmisor: (_, a, ctx) => correos.readByEmisor(ctx, a),
    readById: (_, a, ctx) => correos.readById(ctx, a._id),
  },
  CompraQuery: {
    mapeo: (_, a, ctx) => consultas.mapeo(ctx, a.identificacion),
    reporte: (_, a, ctx) => consultas.reporte(ctx, a),
  },
  ItemQuery: { readItemsCompras: (_, a, ctx) => readItemsCompras(ctx, a.emisor) },
  ItemMutation: { addItemCompras: (_, a, ctx) => addItemCompras(ctx, a.input) },
};
