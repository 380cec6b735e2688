// One server instance: services, GraphQL over HTTP and WebSocket on /graphql, /health, the
// sandboxes of outside services, and the built web app with an SPA fallback.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createServerAdapter } from '@whatwg-node/server';
import sirv from 'sirv';
import { WebSocketServer } from 'ws';
import type { Config } from './config.js';
import type { SessionClaims } from '@jit/domain';
import type { Context, Session } from './context.js';
import type { Database } from './db/client.js';
import { marcarSolicitud } from './db/carril.js';
import type { Logger } from './logger.js';
import type { InfraServices, ModuleServices, Services } from './services.js';
import { createTokenSigner } from './auth/jwt.js';
import { sessionIn, verifyToken } from './auth/session.js';
import { metricasTexto } from './db/metricas.js';
import { withTenant } from './db/tenant.js';
import { createEvents, createPgBus } from './events.js';
import { buildSchema } from './graphql/schema.js';
import { createGraphQL } from './graphql/yoga.js';
import { serveGraphqlWs } from './graphql/ws.js';
import { createBccrClient } from './integrations/bccr.js';
import { createCaptcha } from './integrations/captcha.js';
import { createCardProvider } from './integrations/card.js';
import { createExonetClient } from './integrations/exonet.js';
import { createSmsClient } from './integrations/sms.js';
import { createMailTransport } from './integrations/mail.js';
import { OutboxWorker } from './jobs/outbox.js';
import { serverPath } from './paths.js';
import { bccrSandbox } from './sandbox/bccr.js';
import { cardSandbox } from './sandbox/card.js';
import { exonetSandbox } from './sandbox/exonet.js';
import { smsSandbox } from './sandbox/sms.js';
import { recaptchaSandbox } from './sandbox/recaptcha.js';
import { pushSandbox } from './sandbox/push.js';
import { createPushSender, esSandboxPropio, generateVapidKeys, type VapidKeys } from './integrations/push.js';
import { getOrCreateSecret, randomSecret } from './secrets.js';
import { cabecerasDeSeguridad } from './http/cabeceras.js';
import { origenes } from './http/origenes.js';
import { registerJobs } from './jobs/register.js';
import { MODULES } from './modules.js';

export type App = {
  services: Services;
  yoga: ReturnType<typeof createGraphQL>;
  /** The context GraphQL builds for a request: for services called outside GraphQL (tests, scripts). */
  context(request: Request): Promise<Context>;
  /** Node request handler (everything but WebSocket upgrades). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  listen(port: number, host?: string): Promise<Server>;
  close(): Promise<void>;
};

export type AppOptions = { config: Config; database: Database; log: Logger; now?: () => Date; startWorker?: boolean };

function webVersion(dist: string | null): Services['version'] {
  const file = dist ? join(dist, 'version.json') : null;
  if (file && existsSync(file)) {
    try {
      const v = JSON.parse(readFileSync(file, 'utf8')) as { version?: string; builtAt?: string };
      if (v.version) return { version: v.version, builtAt: v.builtAt ?? null };
    } catch {
      /* fall through to the index's date */
    }
  }
  const index = dist ? join(dist, 'index.html') : null;
  if (index && existsSync(index)) {
    const mtime = statSync(index).mtime;
    return { version: mtime.toISOString(), builtAt: mtime.toISOString() };
  }
  return { version: 'dev', builtAt: null };
}

function webDist(config: Config): string | null {
  if (config.WEB_DIST) return existsSync(config.WEB_DIST) ? config.WEB_DIST : null;
  try {
    return serverPath('../web/dist');
  } catch {
    return null;
  }
}

export async function createApp(opts: AppOptions): Promise<App> {
  const { config, database, log } = opts;
  const now = opts.now ?? (() => new Date());
  const db = database.db;
  const jwtSecret = config.JWT_SECRET ?? (await getOrCreateSecret(db, 'jwt', randomSecret));
  const outbox = new OutboxWorker({ db, log, now, pollMs: config.NODE_ENV === 'test' ? 200 : 1000, claimSeconds: config.OUTBOX_CLAIM_SECONDS });
  const dist = webDist(config);
  const vapid = JSON.parse(await getOrCreateSecret(db, 'vapid', generateVapidKeys)) as VapidKeys;
  const push = createPushSender(vapid, config.VAPID_SUBJECT, esSandboxPropio(config));
  // Several processes may share a PostgreSQL database: events go through LISTEN/NOTIFY (events.ts).
  const bus = database.kind === 'postgres' && config.DATABASE_URL ? await createPgBus(config.DATABASE_URL, log) : { events: createEvents(), close: async () => {} };
  const infra: InfraServices = {
    tokens: createTokenSigner(jwtSecret, config.TOKEN_TTL_MINUTES),
    captcha: createCaptcha(config),
    card: createCardProvider(config),
    bccr: createBccrClient(config),
    exonet: createExonetClient(config),
    sms: createSmsClient(config),
    mail: createMailTransport(config, db, database.kind === 'pglite' && config.DATA_DIR !== 'memory://'),
    outbox,
    events: bus.events,
    version: webVersion(dist),
    vapidPublicKey: vapid.publicKey,
    push,
  };
  // Each module builds its own services (they are declared in the modules, see services.ts).
  const own: Partial<ModuleServices> = {};
  for (const m of MODULES) Object.assign(own, await m.services?.({ db, config, log, now }));
  const services: Services = { ...infra, ...(own as ModuleServices) };
  const deps = { db, services, config, log, now };
  const workers = registerJobs(MODULES, deps);
  const routes = MODULES.flatMap((m) => m.routes?.(deps) ?? []);

  const production = config.NODE_ENV === 'production';
  const buildContext = (initial: { request: Request; connectionParams?: Record<string, unknown> }): Promise<Context> => {
    const header = initial.request.headers.get('authorization');
    const fromHeader = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
    const fromWs = typeof initial.connectionParams?.authToken === 'string' ? initial.connectionParams.authToken : null;
    const token = fromHeader || fromWs || null;
    let cached: Promise<Session> | null = null;
    let claims: Promise<SessionClaims> | null = null;
    const verified = () => (claims ??= verifyToken(services.tokens, token, now()));
    // Access checks of the @auth directive that wait for the session (directives.ts).
    const checks: ((s: Session) => void)[] = [];
    const checked = (p: Promise<Session>) =>
      p.then((s) => {
        for (const check of checks) check(s);
        return s;
      });
    const ctx: Context = {
      request: initial.request,
      db,
      config,
      log,
      services,
      now,
      ip: initial.request.headers.get('x-jit-client-ip') ?? 'local',
      userAgent: initial.request.headers.get('user-agent'),
      token,
      // Read once per request: in a transaction of its own (the @auth directive, before the
      // resolver) or inside the first operation transaction that asks (withSession).
      session: (tx) =>
        (cached ??= checked(verified().then((c) => (tx ? sessionIn(tx, c) : withTenant(db, c.emisor, (t) => sessionIn(t, c)))))),
      alCargarSesion: (check) => {
        checks.push(check);
        if (cached) cached = cached.then((s) => (check(s), s));
      },
      tokenEmisor: async () => (cached ? (await cached).emisorId : (await verified()).emisor),
    };
    return Promise.resolve(ctx);
  };
  const permitidos = origenes(config);
  const yoga = createGraphQL({ schema: buildSchema(), production, log, context: buildContext, origenes: permitidos });
  const cabeceras = cabecerasDeSeguridad(dist, { graphiql: !production });

  const sandbox = createServerAdapter(async (req: Request) => {
    const path = new URL(req.url).pathname;
    if (path === '/sandbox/recaptcha/siteverify') return recaptchaSandbox(req);
    if (path.startsWith('/sandbox/card/')) return cardSandbox(req);
    if (path.startsWith('/sandbox/bccr/')) return bccrSandbox(req);
    if (path.startsWith('/sandbox/exonet/')) return exonetSandbox(req);
    if (path.startsWith('/sandbox/push/')) return pushSandbox(req);
    if (path.startsWith('/sandbox/sms/')) return smsSandbox(req);
    return new Response('No encontrado', { status: 404 });
  });
  const serveWeb = dist
    ? sirv(dist, {
        single: true,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders: (res, pathname) => {
          res.setHeader(
            'cache-control',
            pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : null;

  let inflight = 0;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    inflight++;
    res.on('close', () => inflight--);
    // The client address for rate limits: the socket's, unless a trusted proxy is configured.
    req.headers['x-jit-client-ip'] = req.socket.remoteAddress ?? 'unknown';
    const url = req.url ?? '/';
    const route = routes.find((r) => url.startsWith(r.prefix) && (r.methods as readonly string[]).includes(req.method ?? ''));
    if (route) cabeceras.documento(res);
    else if (url.startsWith('/graphql') || url.startsWith('/health') || url.startsWith('/sandbox/')) cabeceras.resto(res);
    else cabeceras.app(res);
    if (url.startsWith('/graphql')) {
      // Background work takes turns with people on PostgreSQL (db/carril.ts); PGlite's gate
      // orders every statement already (db/pglite-prioridad.ts).
      if (database.kind === 'postgres') marcarSolicitud();
      return void yoga(req, res);
    }
    if (url === '/health' || url.startsWith('/health?')) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return void res.end(JSON.stringify({ ok: true, version: services.version.version }));
    }
    if (url.startsWith('/sandbox/')) return void sandbox(req, res);
    if (config.METRICAS && url === '/metrics') {
      res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4', 'cache-control': 'no-store' });
      return void res.end(metricasTexto());
    }
    // The modules' routes outside GraphQL (Hacienda's callback, the public PDF): bodies unread.
    if (route) {
      const contestar = (body?: string) =>
        void route.answer(url.split('?')[0]!, req.headers, body).then(
          (r) => (res.writeHead(r.status, r.headers), res.end(req.method === 'HEAD' ? undefined : r.body)),
          (e: unknown) => (log.warn({ err: e }, route.name), res.writeHead(500).end()),
        );
      if (!route.body) return void (req.resume(), contestar());
      return void leerCuerpo(req, 65_536).then(
        (b) => (b === null ? void res.writeHead(413).end() : contestar(b)),
        () => void res.writeHead(400).end(),
      );
    }
    if (serveWeb) return serveWeb(req, res, () => void res.writeHead(404).end());
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="es"><meta charset="utf-8"><title>JIT</title><p>La web no está construida: ejecuta <code>npm start</code>.</p></html>');
  };

  let server: Server | null = null;
  let wss: WebSocketServer | null = null;
  if (opts.startWorker !== false) {
    outbox.start();
    workers.start();
  }

  return {
    services,
    yoga,
    context: (request) => buildContext({ request }),
    handle,
    async listen(port, host) {
      server = createServer(handle);
      // A browser's socket must come from an allowed page (clients without Origin are not browsers).
      wss = new WebSocketServer({
        server,
        path: '/graphql',
        verifyClient: ({ origin, req }, done: (ok: boolean, code?: number, message?: string) => void) =>
          done(!origin || permitidos.permitido(origin, `http://${req.headers.host ?? ''}`), 403, 'Origen no permitido'),
      });
      serveGraphqlWs(wss, { yoga, buildContext, db, services, now, log, production });
      await new Promise<void>((resolve) => server!.listen(port, host, resolve));
      const addr = server.address();
      if (addr && typeof addr === 'object')
        for (const m of MODULES) m.listening?.(services, `http://127.0.0.1:${addr.port}`);
      return server;
    },
    async close() {
      // Graceful: stop taking connections, let in-flight requests finish (10 s at most).
      if (server) {
        server.close();
        server.closeIdleConnections();
        for (const c of wss?.clients ?? []) c.close(1001, 'Servidor reiniciando');
        const deadline = Date.now() + 10_000;
        while (inflight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
        server.closeAllConnections();
      }
      wss?.close();
      await outbox.stop();
      await workers.stop();
      for (const m of MODULES) await m.close?.(services);
      await bus.close();
    },
  };
}

/** A request's body as UTF-8, or null past `max` bytes (the rest is drained, not kept). */
function leerCuerpo(req: IncomingMessage, max: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    let n = 0;
    req.on('data', (c: Buffer) => {
      n += c.length;
      if (n <= max) partes.push(c);
    });
    req.on('end', () => resolve(n > max ? null : Buffer.concat(partes).toString('utf8')));
    req.on('error', reject);
  });
}
