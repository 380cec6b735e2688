// The executable schema: SDL from schema/*.graphql (the single source of truth), resolvers from
// the modules, the scalars, and the @public/@auth enforcement applied on top.
import { mergeResolvers } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../generated/graphql.js';
import { serverPath } from '../paths.js';
import { applyAccessDirectives } from './directives.js';
import { applyInputRules } from './entradas.js';
import { DateTime, Decimal, JSONScalar } from './scalars.js';
import { leerSdl } from './sdl.js';
import { MODULES } from '../modules.js';

/** Every module's resolvers (src/modules.ts lists the modules). */
export const moduleResolvers: Resolvers[] = MODULES.flatMap((m) => m.resolvers ?? []);

/** schema/*.graphql as the executable schema takes it (sdl.ts: the totals expanded). */
export const loadTypeDefs = (): string[] => leerSdl(serverPath('schema'));

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [{ Decimal, DateTime, JSON: JSONScalar }, mergeResolvers(moduleResolvers as never[])],
  });
  // Inputs are checked inside the access check: who may call comes first, then what they sent.
  return applyAccessDirectives(applyInputRules(schema));
}
