// The built server (apps/server/dist/main.js) as a child process, and what the bench does with
// it: GraphQL over keep-alive HTTP (the client's own CPU is small beside the server's), the
// demo issuer's token, the server's counters (/metrics) and a facturaChanged subscription.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = join(fileURLToPath(import.meta.url), '../../..');
export const serverDir = join(root, 'apps/server');
export const requireServer = createRequire(join(serverDir, 'package.json'));
const DEMO = { email: 'demo@jit.cr', password: 'Demo2026!' };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });

/** POST /graphql on a keep-alive agent; resolves with the parsed answer. */
function postJson(agent, port, path, body, token) {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (e) {
            reject(e);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * Starts dist/main.js (or `dist` given) with `env`; resolves when /health answers, logged in as
 * the demo owner. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR' profiles it.
 */
export async function startServer(env, opts = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const main = opts.main ?? join(serverDir, 'dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    cwd: serverDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      METRICAS: 'true',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null || i > 900) throw new Error('el servidor no arrancó');
    await sleep(200);
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const gql = (query, variables, token) =>
    postJson(agent, port, '/graphql', { query, variables }, token);
  const login = await gql(
    'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }',
    { c: DEMO },
  );
  const token = login.data.User.login.token;
  const emisorId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).emisor;
  const stop = async () => {
    agent.destroy();
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
  return { base, port, gql, token, emisorId, stop, child };
}

/** The server's counters (GET /metrics, Prometheus text) as { name: value }; {} when it has none. */
export async function metricas(s) {
  try {
    const r = await fetch(`${s.base}/metrics`);
    if (!r.ok) return {};
    const out = {};
    for (const line of (await r.text()).split('\n')) {
      const m = /^([a-z_]+(?:\{[^}]*\})?)\s+([0-9.e+-]+)$/.exec(line.trim());
      if (m) out[m[1]] = Number(m[2]);
    }
    return out;
  } catch {
    return {};
  }
}

/** Subscribes to facturaChanged; `onEvento(payload, receivedAtMs)` for each event. */
export async function suscribir(s, onEvento) {
  const { createClient } = await import(
    pathToFileURL(requireServer.resolve('graphql-ws')).href
  );
  const WebSocket = requireServer('ws');
  const client = createClient({
    url: `${s.base.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authToken: s.token },
    retryAttempts: 0,
  });
  let listo;
  const ready = new Promise((r) => (listo = r));
  const dispose = client.subscribe(
    {
      query:
        'subscription($e: ID!) { facturaChanged(emisor: $e) { id evento clave estadoDocumento { value } } }',
      variables: { e: s.emisorId },
    },
    {
      next: (m) => onEvento(m.data?.facturaChanged, Date.now()),
      error: (e) => process.stderr.write(`suscripción: ${JSON.stringify(e)}\n`),
      complete: () => undefined,
    },
  );
  // graphql-ws acknowledges the connection, not the subscription: give the server a moment to
  // register it before the events that are measured.
  client.on('connected', () => setTimeout(listo, 300));
  await ready;
  return async () => {
    dispose();
    await client.dispose();
  };
}
