// What the tests that run the built server as real processes share (nothing-lost, dos-procesos):
// building it, a free port, and the Hacienda simulator in a process of its own that reports what
// it received when asked (`stats` on its stdin, one JSON line back).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built server, dist/main.js: the very artefact `npm start` runs. */
export function construirServidor(): void {
  const build = spawnSync('corepack', ['pnpm', 'exec', 'tsup'], {
    cwd: SERVER_DIR,
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`no se pudo construir el servidor: ${build.stderr}${build.stdout}`);
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

/** A built server on PostgreSQL as a child process, pointed at the simulator; resolves once it answers /health. */
export async function servidorEnProceso(o: { port: number; dbUrl: string; dataDir: string; simUrl: string; log: string[]; env?: Record<string, string> }): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(SERVER_DIR, 'dist/main.js')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATABASE_URL: o.dbUrl,
      DATA_DIR: o.dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PUBLIC_URL: `http://127.0.0.1:${o.port}`,
      HACIENDA_TOKEN_URL: `${o.simUrl}/auth/realms/rut-stag/protocol/openid-connect/token`,
      HACIENDA_RECEPCION_URL: `${o.simUrl}/recepcion/v1`,
      HACIENDA_CONSULTA_SEGUNDOS: '1',
      HACIENDA_LIMITE_POR_SEGUNDO: '2000',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => o.log.push(d.toString()));
  child.stderr.on('data', (d: Buffer) => o.log.push(d.toString()));
  const t = Date.now();
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${o.port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`el servidor terminó al arrancar:\n${o.log.join('')}`);
    if (Date.now() - t > 60_000) throw new Error(`el servidor no arrancó:\n${o.log.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGKILL, and wait until the process is gone. */
export async function matar9(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}
