import type { Resolvers } from '../../generated/graphql.js';
import { consultarExoneracion } from './service.js';

// Exoneracion.readAll (the catalogue) lives in the catalogos module; the namespace is shared.
export const exonetResolvers: Resolvers = {
  ExoneracionQuery: {
    consultar: (_, { numero }, ctx) => consultarExoneracion(ctx, numero),
  },
};
