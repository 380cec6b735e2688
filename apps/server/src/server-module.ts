// What a server module offers the server, through its face (modules/<m>/index.ts). src/modules.ts
// lists the faces; the schema takes their resolvers, app.ts their services, routes and lifecycle,
// the job runner (jobs/register.ts) their outbox handlers, and the demo seed their demo data.
// Other modules import only a module's face: the rest of its folder is its own business.
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from './config.js';
import type { Db, Tx } from './db/types.js';
import type { Resolvers } from './generated/graphql.js';
import type { Logger } from './logger.js';
import type { ModuleServices, Services } from './services.js';

/** Demo data for `npm start`: runs in the demo issuer's transaction, in the order of src/modules.ts. */
export type DemoSeeder = (
  tx: Tx,
  ctx: { emisorId: string; ownerId: string; now: Date },
) => Promise<void>;

/** What a module's services are built from (before any service exists). */
export type ServiceDeps = { db: Db; config: Config; log: Logger; now: () => Date };

/** What a module's jobs and routes run with. */
export type ModuleDeps = ServiceDeps & { services: Services };

/** Workers a module runs beside the shared outbox worker, started and stopped with the server. */
export type Workers = { start(): void; stop(): Promise<void> };

/** The answer of an HTTP route outside GraphQL. */
export type RouteAnswer = {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
};

/**
 * An HTTP route outside GraphQL (a callback, a public file): the request's body is read only when
 * `body` is set (a signed webhook), up to 64 KiB.
 */
export type Route = {
  /** Paths it answers start with this. */
  prefix: string;
  methods: readonly ('GET' | 'HEAD' | 'POST')[];
  /** Logged with the error when the answer fails (the client gets a bare 500). */
  name: string;
  /** Read the body (UTF-8, 64 KiB at most; larger is refused with 413). */
  body?: boolean;
  /** The answer for a path (without its query string); the request's headers (Accept-Encoding…). */
  answer(path: string, headers: IncomingHttpHeaders, body?: string): Promise<RouteAnswer>;
};

export type ServerModule = {
  /** The bounded context's one name (schema file, db schema file, web module). */
  name: string;
  /** Its GraphQL resolvers, merged into the schema of schema/*.graphql. */
  resolvers?: readonly Resolvers[];
  /** Its long-lived services (ctx.services.<name>), built once when the server starts. */
  services?: (d: ServiceDeps) => Promise<Partial<ModuleServices>>;
  /** Registers its outbox handlers on d.services.outbox; may run workers of its own. */
  jobs?: (d: ModuleDeps) => Workers | void;
  /** Its HTTP routes outside GraphQL. */
  routes?: (d: ModuleDeps) => readonly Route[];
  /** The address the server listens on is known (for callbacks that need a public URL). */
  listening?: (services: Services, url: string) => void;
  /** Releases what its services hold, when the server closes. */
  close?: (services: Services) => Promise<void>;
  /** Demo data for `npm start`. */
  seed?: DemoSeeder;
};
