import { INSTITUCIONES_EXONERACION, TIPOS_EXONERACION, descripcionDe } from '@jit/domain';
import type { Resolvers } from '../../generated/graphql.js';
import type { ExoneracionReceptor } from '../../db/schema/index.js';
import * as svc from './service.js';

const codigo = (table: readonly { codigo: string; descripcion: string }[], id: string) => {
  const value = descripcionDe(table, id) ?? id;
  return { id, value, annotation: value };
};

const toExoneracion = (e: ExoneracionReceptor) => ({
  ...e,
  tipoDocumento: codigo(TIPOS_EXONERACION, e.tipoDocumento),
  nombreInstitucion: codigo(INSTITUCIONES_EXONERACION, e.nombreInstitucion),
});

/** A receiver as the API shows it. */
export const toReceptor = (r: svc.ReceptorRow) => ({
  id: r.id,
  _id: r.id,
  nombre: r.nombre,
  identificacion: r.identificacionTipo && r.identificacionNumero ? { tipo: r.identificacionTipo, numero: r.identificacionNumero } : null,
  identificacionExtranjero: r.identificacionExtranjero,
  nombreComercial: r.nombreComercial,
  ubicacion: r.ubicacion ? { barrio: null, ...r.ubicacion } : null,
  otrasSenasExtranjero: r.otrasSenasExtranjero,
  telefono: r.telefono,
  correoElectronico: r.correoElectronico,
  actividades: r.actividades,
  exoneracion: r.exoneraciones.map(toExoneracion),
  // The customer's category (the same record, ruling B-1): the cliente module resolves it.
  categoriaId: r.categoriaId,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const receptorResolvers: Resolvers = {
  Query: { Receptor: () => ({}) },
  Mutation: { Receptor: () => ({}) },
  ReceptorQuery: {
    readByNombreIdentificacion: async (_, a, ctx) => (await svc.buscar(ctx, a.nid)).map(toReceptor),
    readById: async (_, a, ctx) => {
      const r = await svc.readById(ctx, a.id);
      return r ? toReceptor(r) : null;
    },
    readAll: async (_, a, ctx) => {
      const page = await svc.list(ctx, a);
      return { feed: page.feed.map(toReceptor), pageInfo: page.pageInfo };
    },
  },
  ReceptorMutation: {
    create: async (_, a, ctx) => toReceptor(await svc.create(ctx, a.input)),
    update: async (_, a, ctx) => toReceptor(await svc.update(ctx, a.input)),
    addExoneracion: async (_, a, ctx) => toReceptor(await svc.addExoneracion(ctx, a.input.id, a.input.exoneracion)),
    removeExoneracion: async (_, a, ctx) => toReceptor(await svc.removeExoneracion(ctx, a.id, a.exoneracionId)),
    delete: (_, a, ctx) => svc.remove(ctx, a.ids),
  },
};
