// GraphQL over WebSocket (graphql-ws) on /graphql, with the same schema, plugins and context as
// HTTP. What it adds to graphql-ws's defaults:
// - a bad message (not GraphQL, over a limit, a query or mutation, which go over HTTP) is
//   answered with an error for that operation; the socket and its other subscriptions go on
//   (graphql-ws closes the whole socket with 4500 when onSubscribe throws);
// - every socket that runs a subscription has its session watched (auth/sesion-viva.ts);
// - a browser's socket must come from an allowed origin (checked at the upgrade, app.ts with
//   http/origenes.ts).
import type { IncomingMessage } from 'node:http';
import { GraphQLError, OperationTypeNode, getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { vigilarSesion, type Vigilancia } from '../auth/sesion-viva.js';
import type { Context } from '../context.js';
import type { Db } from '../db/types.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import { enEspanol } from './errores-es.js';
import type { createGraphQL } from './yoga.js';

/** The parts of Yoga's envelop that graphql-ws needs, typed. */
type Enveloped = {
  schema: GraphQLSchema;
  execute: (args: unknown) => unknown;
  subscribe: (args: unknown) => unknown;
  parse: (source: string) => DocumentNode;
  validate: (schema: GraphQLSchema, doc: DocumentNode) => readonly GraphQLError[];
};

export type WsDeps = {
  yoga: ReturnType<typeof createGraphQL>;
  buildContext: (initial: { request: Request; connectionParams?: Record<string, unknown> }) => Promise<Context>;
  db: Db;
  services: Services;
  now: () => Date;
  log: Logger;
  production: boolean;
};

const SOLO_SUSCRIPCIONES = 'Por el canal en tiempo real solo se aceptan suscripciones; las consultas y mutaciones van por HTTP (POST /graphql).';

export function serveGraphqlWs(wss: WebSocketServer, deps: WsDeps) {
  const vigilancias = new WeakMap<WebSocket, Vigilancia>();
  const errores = (list: readonly GraphQLError[]) => list.map((e) => enEspanol(e, deps.production));

  return useServer<Record<string, unknown>, { socket: WebSocket; request: IncomingMessage }>(
    {
      execute: (args) => (args.rootValue as { execute: (a: unknown) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: unknown) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        // POST: Yoga's GET rules (no mutations) are not the socket's; ws.ts says what it accepts.
        const request = new Request('http://ws/graphql', {
          method: 'POST',
          headers: { 'x-jit-client-ip': ctx.extra.request.socket.remoteAddress ?? 'unknown' },
        });
        const enveloped = deps.yoga.getEnveloped({ request, params: payload }) as unknown as Enveloped;
        const { schema, execute, subscribe, parse, validate } = enveloped;
        let document: DocumentNode;
        try {
          document = parse(payload.query);
        } catch (e) {
          return errores([e instanceof GraphQLError ? e : new GraphQLError('La consulta no es GraphQL válido.')]);
        }
        const operacion = getOperationAST(document, payload.operationName)?.operation;
        if (operacion && operacion !== OperationTypeNode.SUBSCRIPTION)
          return [new GraphQLError(SOLO_SUSCRIPCIONES, { extensions: { code: 'BAD_USER_INPUT' } })];
        const invalid = validate(schema, document);
        if (invalid.length) return errores(invalid);
        const contextValue = await deps.buildContext({ request, connectionParams: ctx.connectionParams ?? {} });
        const socket = ctx.extra.socket;
        if (!vigilancias.has(socket) && contextValue.token) {
          // A valid session only; an invalid one gets its UNAUTHENTICATED from the operation itself.
          const claims = await deps.services.tokens.verify(contextValue.token, deps.now());
          if (claims) vigilancias.set(socket, vigilarSesion(socket, contextValue.token, claims, deps));
        }
        return {
          schema,
          operationName: payload.operationName ?? null,
          document,
          variableValues: payload.variables ?? null,
          contextValue,
          rootValue: { execute, subscribe },
        };
      },
      // Before each event leaves: a session that ended closes the socket and the event is not sent.
      onNext: async (ctx) => {
        await vigilancias.get(ctx.extra.socket)?.vigente();
      },
    },
    wss,
  );
}
