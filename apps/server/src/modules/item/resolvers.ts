// Thin resolvers of the catalogue's namespaces and the import's progress subscription.
import type { Resolvers } from '../../generated/graphql.js';
import * as categorias from './categorias.js';
import * as costos from './costos.js';
import * as descuentos from './descuentos.js';
import { categoriaOut, costoOut, descuentoOut } from './forma.js';
import { deleteImage, setImage } from './imagenes.js';
import { importar, revisarImportacion } from './importacion.js';
import * as listas from './listas.js';
import * as items from './service.js';
import { readVariantsByItem, saveVariant } from './variantes.js';
import type { ClaseCosto } from '../../db/schema/index.js';

const costosDe = (clase: ClaseCosto) => ({
  query: { readAllByEmisor: async (_: unknown, a: { emisor?: string | null }, ctx: Parameters<typeof costos.list>[0]) => (await costos.list(ctx, clase, a.emisor)).map(costoOut) },
  mutation: {
    create: async (_: unknown, a: { input: Parameters<typeof costos.create>[2] }, ctx: Parameters<typeof costos.create>[0]) => costoOut(await costos.create(ctx, clase, a.input)),
    delete: (_: unknown, a: { _idEmisor?: string | null; input: string[] }, ctx: Parameters<typeof costos.remove>[0]) => costos.remove(ctx, clase, a._idEmisor, a.input),
  },
});
const gastos = costosDe('GastosActivos');
const fijos = costosDe('CostoFijo');
const variables = costosDe('CostoVariable');

export const itemResolvers: Resolvers = {
  Query: { Item: () => ({}), CategoriaItem: () => ({}), Descuento: () => ({}), GastosActivos: () => ({}), CostoFijo: () => ({}), CostoVariable: () => ({}) },
  Mutation: { Item: () => ({}), CategoriaItem: () => ({}), Descuento: () => ({}), GastosActivos: () => ({}), CostoFijo: () => ({}), CostoVariable: () => ({}) },
  ItemQuery: {
    readAllByEmisor: (_, a, ctx) => listas.readAllByEmisor(ctx, a),
    readToBill: (_, a, ctx) => listas.readToBill(ctx, a),
    readAllItemByEmisor: (_, a, ctx) => listas.readAllItemByEmisor(ctx, a.emisor),
    readById: (_, a, ctx) => items.readById(ctx, a._id),
    readByCodigoRapido: (_, a, ctx) => items.readByCodigoRapido(ctx, a.codigoRapido),
    readBySearchString: (_, a, ctx) => listas.readBySearchString(ctx, a),
    readVariantsByItem: (_, a, ctx) => readVariantsByItem(ctx, a._id),
    healthCheck: () => true,
    revisarImportacion: (_, a, ctx) => revisarImportacion(ctx, a.filas, a.primeraFila),
  },
  ItemMutation: {
    create: (_, a, ctx) => items.create(ctx, a.input),
    delete: (_, a, ctx) => items.remove(ctx, a._idEmisor, a.ids),
    setImage: (_, a, ctx) => setImage(ctx, a),
    deleteImage: (_, a, ctx) => deleteImage(ctx, a),
    saveVariant: (_, a, ctx) => saveVariant(ctx, a.input),
    importar: (_, a, ctx) => importar(ctx, a.filas, a.primeraFila, a.clave),
  },
  CategoriaItemQuery: {
    readAllByEmisor: async (_, a, ctx) => (await categorias.readAll(ctx, a.emisor, a.filter)).map(categoriaOut),
    readById: async (_, a, ctx) => {
      const r = await categorias.readById(ctx, a._id);
      return r ? categoriaOut(r) : null;
    },
  },
  CategoriaItemMutation: {
    create: async (_, a, ctx) => categoriaOut(await categorias.create(ctx, a.input)),
    delete: (_, a, ctx) => categorias.remove(ctx, a.input),
  },
  DescuentoQuery: {
    readAllByEmisor: async (_, a, ctx) => {
      const p = await descuentos.list(ctx, a);
      return { ...p, feed: p.feed.map(descuentoOut) };
    },
    readById: async (_, a, ctx) => {
      const r = await descuentos.readById(ctx, a._id);
      return r ? descuentoOut(r) : null;
    },
  },
  DescuentoMutation: {
    create: async (_, a, ctx) => descuentoOut(await descuentos.create(ctx, a.input)),
    delete: (_, a, ctx) => descuentos.remove(ctx, a.ids),
  },
  GastosActivosQuery: gastos.query,
  GastosActivosMutation: gastos.mutation,
  CostoFijoQuery: fijos.query,
  CostoFijoMutation: fijos.mutation,
  CostoVariableQuery: variables.query,
  CostoVariableMutation: variables.mutation,
  Subscription: {
    itemImportacion: {
      subscribe: async (_p, a, ctx) => {
        const s = await ctx.session();
        const fuente = ctx.services.events.subscribe('item:importacion', s.emisorId);
        return (async function* () {
          for await (const e of fuente) if (e.clave === a.clave) yield e;
        })();
      },
      resolve: (payload: unknown) => payload as never,
    },
  },
};
