// GraphQL Yoga with the hardening of issue 2: depth, alias, token, directive and cost limits
// (graphql-armor), introspection and field suggestions off in production, internal errors masked.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.js';
import type { Origenes } from '../http/origenes.js';
import type { Logger } from '../logger.js';
import { enEspanol } from './errores-es.js';

const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);

/** The codes our services give: their messages are already the ones to show. */
const OUR_CODES = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS']);

/** Validation errors (they do not pass through maskError) in Spanish, like the rest. */
const validacionEnEspanol = (production: boolean): Plugin => ({
  onValidate() {
    return ({ result, setResult }) => {
      if (result.length) setResult((result as readonly GraphQLError[]).map((e) => enEspanol(e, production)));
    };
  },
});

const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createGraphQL(opts: {
  schema: GraphQLSchema;
  production: boolean;
  log: Logger;
  context: (initial: { request: Request; params?: unknown; connectionParams?: Record<string, unknown> }) => Promise<Context>;
  /** Who may call from another origin (http/origenes.ts); no CORS answer for anyone else. */
  origenes?: Origenes;
}) {
  return createYoga<Record<string, unknown>, Context>({
    schema: opts.schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !opts.production,
    logging: false,
    // Yoga's default reflects any Origin with credentials. The token travels in a header, never
    // in a cookie, so no credentials; and only an allowed origin gets an answer.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !opts.origenes?.permitido(origin, new URL(request.url).origin)) return false;
      return { origin: [origin], credentials: false, methods: ['GET', 'POST'], maxAge: 600 };
    },
    context: (initial) => opts.context(initial),
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 20 },
        maxTokens: { n: 3000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 10000 },
        blockFieldSuggestion: { enabled: opts.production },
      }),
      ...(opts.production ? [noIntrospection] : []),
      validacionEnEspanol(opts.production),
    ],
    maskedErrors: {
      maskError(error) {
        const e = error as GraphQLError;
        const original = e.originalError as (GraphQLError & { extensions?: { code?: string } }) | undefined;
        const code = (e.extensions?.code ?? original?.extensions?.code) as string | undefined;
        // graphql-js's and graphql-armor's own errors, in Spanish with one code per kind.
        if (e instanceof GraphQLError && !(code && OUR_CODES.has(code))) {
          const es = enEspanol(e, opts.production);
          if (es !== e) return es;
        }
        // Refusals and client mistakes pass through; variable coercion errors are bad input.
        if (code && KNOWN_CODES.has(code)) return e;
        // Without a path the error came before execution (variables that do not fit the input
        // types, an unknown input field): the client's mistake, never an internal one.
        const requestLevel = !e.path || e.path.length === 0;
        if (e instanceof GraphQLError && (requestLevel || !original || original instanceof GraphQLError))
          return new GraphQLError(e.message, { nodes: e.nodes, positions: e.positions, path: e.path, extensions: { ...e.extensions, code: 'BAD_USER_INPUT' } });
        opts.log.error({ err: original ?? e, path: e.path }, 'error interno en GraphQL');
        return new GraphQLError('Error interno del servidor. Quedó registrado; intenta de nuevo.', {
          path: e.path,
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
  });
}
