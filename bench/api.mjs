// Throughput of the API on this machine: starts the built server on a fresh embedded database
// (or DATABASE_URL), then measures a trivial query and a login with autocannon. Prints figures;
// never fails on them. Usage: node bench/api.mjs [--seconds 10] [--connections 50]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(fileURLToPath(import.meta.url), '../..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 50);

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'jit-bench-'));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {
    /* not yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

const run = (title, body) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), connections, duration: seconds },
      (err, r) => (err ? reject(err) : resolve({ title, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx })),
    );
  });

const results = [
  await run('consulta trivial { Frontend { read { version } } }', { query: '{ Frontend { read { version } } }' }),
  await run('salud con la base { health { ok } }', { query: '{ health { ok } }' }),
  await run('inicio de sesión (argon2id, m=19 MiB, t=2)', {
    query: 'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }',
    variables: { c: { email: 'demo@jit.cr', password: 'Demo2026!' } },
  }),
];
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nAPI de JIT — ${connections} conexiones, ${seconds} s cada prueba, base ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
for (const r of results) console.log(`  ${r.title.padEnd(45)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(5)} ms   errores ${r.errors}`);
