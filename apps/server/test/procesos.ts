// What the tests that run the built server as real processes share (nothing-lost, dos-procesos):
// building it, a free port, and the Hacienda simulator in a process of its own that reports what
// it received when asked (`stats` on its stdin, one JSON line back).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

const esperarSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The built server, dist/main.js: the very artefact `npm start` runs. Built once per test run:
 * two files run at once and tsup empties dist/ before it writes, so a second build pulled
 * main.js from under a server the other file was restarting after its kill -9. The first file
 * builds under a lock; the others find the run's mark (the run is the vitest process, the
 * parent of every worker).
 */
export function construirServidor(): void {
  const marca = join(SERVER_DIR, 'dist', `.construido-${process.ppid}`);
  const cerrojo = join(SERVER_DIR, '.construyendo');
  for (;;) {
    try {
      mkdirSync(cerrojo);
      break;
    } catch {
      // a lock left by a process that died while building lapses after three minutes
      const st = statSync(cerrojo, { throwIfNoEntry: false });
      if (st && Date.now() - st.mtimeMs > 180_000) rmSync(cerrojo, { recursive: true, force: true });
      esperarSync(200);
    }
  }
  try {
    if (existsSync(marca)) return;
    const build = spawnSync('corepack', ['pnpm', 'exec', 'tsup'], {
      cwd: SERVER_DIR,
      env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`no se pudo construir el servidor: ${build.stderr}${build.stdout}`);
    writeFileSync(marca, '');
  } finally {
    rmSync(cerrojo, { recursive: true, force: true });
  }
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export type SimuladorEnProceso<S> = { proceso: ChildProcess; url: string; stats(): Promise<S>; cerrar(): void };

/** Starts test/nothing-lost-simulador.ts and waits for its address. */
export async function simuladorEnProceso<S>(): Promise<SimuladorEnProceso<S>> {
  const proceso = spawn(join(SERVER_DIR, '../../node_modules/.bin/tsx'), [join(SERVER_DIR, 'test/nothing-lost-simulador.ts')], {
    cwd: SERVER_DIR,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const esperando: ((s: S) => void)[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: proceso.stdout }).on('line', (line) => {
      const m = JSON.parse(line) as { listo?: { url: string }; stats?: S };
      if (m.listo) resolve(m.listo.url);
      if (m.stats) esperando.shift()?.(m.stats);
    });
    proceso.once('exit', (code) => reject(new Error(`el simulador terminó (${code})`)));
  });
  return {
    proceso,
    url,
    stats: () =>
      new Promise<S>((resolve) => {
        esperando.push(resolve);
        proceso.stdin.write('stats\n');
      }),
    cerrar: () => {
      proceso.stdin?.end();
      proceso.kill('SIGTERM');
    },
  };
}

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts dist/main.js with `env` on `port` and waits for /health; its output goes to `log`. */
export async function servidorEnProceso(port: number, env: Record<string, string>, log: string[], eco = false): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(SERVER_DIR, 'dist/main.js')], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => log.push(d.toString()));
  if (eco) child.stderr.on('data', (d: Buffer) => process.stderr.write(`[servidor] ${d.toString()}`));
  const t = Date.now();
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/health`);
      if (r.ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`el servidor terminó al arrancar:\n${log.join('')}`);
    if (Date.now() - t > 60_000) throw new Error(`el servidor no arrancó:\n${log.join('')}`);
    await dormir(100);
  }
}

/** SIGKILL, and wait until the process is gone. */
export async function kill9(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}

/** The settings that point a server process at a Hacienda simulator. */
export const haciendaEn = (simUrl: string): Record<string, string> => ({
  HACIENDA_TOKEN_URL: `${simUrl}/auth/realms/rut-stag/protocol/openid-connect/token`,
  HACIENDA_RECEPCION_URL: `${simUrl}/recepcion/v1`,
  HACIENDA_CONSULTA_SEGUNDOS: '1',
  HACIENDA_LIMITE_POR_SEGUNDO: '2000',
});

/**
 * A GraphQL client of the server on a port, for the kill -9 tests: an answer without data throws
 * `[respuesta] …` (a real refusal, the test fails), a 5xx or a lost connection throws otherwise (the
 * server is down or restarting: the client sends the same request again).
 */
export const gqlEnPuerto =
  (port: () => number) =>
  async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const r = await fetch(`http://127.0.0.1:${port()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-jit-client-ip': '10.1.2.3', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    });
    if (r.status >= 500) throw new Error(`HTTP ${r.status}`);
    const j = (await r.json()) as { data?: T; errors?: unknown[] };
    if (!j.data) throw new Error(`[respuesta] ${JSON.stringify(j.errors)}`);
    return j.data;
  };

/**
 * The load of a kill -9 test: `clientes` clients send requests 0…total−1 (each with its own key),
 * each resending the same request while the server is down; at 30 % and 65 % of the answers the
 * server is killed with SIGKILL and started again (`reiniciar`). Returns every answer by key and
 * how many requests were sent again.
 */
export async function cargaConDosKill9<T>(o: { total: number; clientes: number; enviar: (i: number) => Promise<T>; reiniciar: () => Promise<void> }): Promise<{ acks: Map<number, T>; reintentos: number }> {
  const acks = new Map<number, T>();
  let reintentos = 0;
  const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const cliente = async (c: number) => {
    for (let i = c; i < o.total; i += o.clientes) {
      for (;;) {
        try {
          acks.set(i, await o.enviar(i));
          break;
        } catch (e) {
          // Down or restarting: the same request again, with the same key.
          if (e instanceof Error && e.message.startsWith('[respuesta]')) throw e;
          reintentos++;
          await dormir(150);
        }
      }
    }
  };
  const carga = Promise.all(Array.from({ length: o.clientes }, (_, c) => cliente(c)));
  const hasta = async (n: number) => {
    while (acks.size < n) await dormir(20);
  };
  await hasta(o.total * 0.3);
  await o.reiniciar();
  await hasta(o.total * 0.65);
  await o.reiniciar();
  await carga;
  return { acks, reintentos };
}
