// The executable schema: SDL from schema/*.graphql (the single source of truth), resolvers from
// the modules, the scalars, and the @public/@auth enforcement applied on top.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mergeResolvers } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { serverPath } from '../paths.js';
import { applyAccessDirectives } from './directives.js';
import { DateTime, Decimal, JSONScalar } from './scalars.js';
import { usuarioResolvers } from '../modules/usuario/resolvers.js';
import { rolResolvers } from '../modules/rol/resolvers.js';
import { apiLoginResolvers } from '../modules/apilogin/resolvers.js';
import { frontendResolvers } from '../modules/frontend/resolvers.js';
import { realtimeResolvers } from '../modules/frontend/realtime.js';
import { facturaResolvers } from '../modules/factura/resolvers.js';
import { facturaReportesResolvers } from '../modules/factura/reportes/resolvers.js';
import { bitacoraResolvers } from '../modules/factura/bitacora/resolvers.js';
import { documentosResolvers } from '../modules/factura/documentos/resolvers.js';
import { emisorResolvers } from '../modules/emisor/resolvers.js';
import { receptorResolvers } from '../modules/receptor/resolvers.js';
import { otrosResolvers } from '../modules/otros/resolvers.js';
import { catalogosResolvers } from '../modules/catalogos/resolvers.js';
import { tipoCambioResolvers } from '../modules/tipo-cambio/resolvers.js';
import { exonetResolvers } from '../modules/exonet/resolvers.js';
import { pushResolvers } from '../modules/push/resolvers.js';

/** Every module's resolvers; a new bounded context adds its map here. */
export const moduleResolvers: Resolvers[] = [
  usuarioResolvers,
  rolResolvers,
  apiLoginResolvers,
  frontendResolvers,
  realtimeResolvers,
  facturaResolvers,
  facturaReportesResolvers,
  bitacoraResolvers,
  documentosResolvers,
  emisorResolvers,
  receptorResolvers,
  otrosResolvers,
  catalogosResolvers,
  tipoCambioResolvers,
  exonetResolvers,
  pushResolvers,
];

export function loadTypeDefs(): string[] {
  const dir = serverPath('schema');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'common.graphql' ? -1 : b === 'common.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [{ Decimal, DateTime, JSON: JSONScalar }, mergeResolvers(moduleResolvers as never[])],
  });
  return applyAccessDirectives(schema);
}
