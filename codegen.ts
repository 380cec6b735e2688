// The schema in schema/*.graphql is the single source of truth. This generates the server's
// resolver types and the typed client operations; neither output is committed. The SDL is read
// as the server reads it (apps/server/src/graphql/sdl.ts: @totalesResumen expanded from the
// domain's list), so both sides see the same fields.
import { readFileSync, readdirSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { leerSdl } from './apps/server/src/graphql/sdl.ts';

// Namespace objects (`query { Factura { readByEmisor } }`) carry no data of their own: their
// resolvers return `{}`, so their parent type is an empty object rather than the full field map.
const namespaceTypes = readdirSync('schema')
  .filter((f) => f.endsWith('.graphql'))
  .flatMap((f) =>
    [...readFileSync(`schema/${f}`, 'utf8').matchAll(/^type (\w+(?:Query|Mutation)) /gm)].map(
      (m) => m[1]!,
    ),
  );

const scalars = { Decimal: 'string', DateTime: 'string', JSON: 'unknown' };
// Resolvers may hand back a Date or a Decimal; the scalars serialise them to strings.
const serverScalars = {
  Decimal: { input: 'string', output: 'string | { toFixed(): string }' },
  DateTime: { input: 'string', output: 'Date | string' },
  JSON: 'unknown',
};

const config: CodegenConfig = {
  schema: leerSdl('schema').join('\n'),
  ignoreNoDocuments: true,
  generates: {
    'apps/server/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#Context',
        scalars: serverScalars,
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: false,
        mappers: Object.fromEntries(namespaceTypes.map((t) => [t, 'Record<string, never>'])),
      },
    },
    'packages/api/src/gql/': {
      documents: 'packages/api/operations/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};
export default config;
