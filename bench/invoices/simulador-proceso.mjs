// The bench's Hacienda simulator process (simulador.mjs): start, ask, stop.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const script = join(fileURLToPath(import.meta.url), '../simulador.mjs');

export async function iniciarSimulador() {
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const esperando = [];
  const url = await new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const m = JSON.parse(line);
      if (m.listo) resolve(m.listo.url);
      else esperando.shift()?.(m);
    });
    child.once('exit', (code) => reject(new Error(`el simulador terminó (${code})`)));
  });
  const pedir = (cmd) =>
    new Promise((resolve) => {
      esperando.push(resolve);
      child.stdin.write(`${cmd}\n`);
    });
  return {
    url,
    /** The process's id (its CPU is measured: cpu.mjs). */
    pid: child.pid,
    /** The server's settings that point it at this simulator. */
    env: (publicUrl) => ({
      HACIENDA_TOKEN_URL: `${url}/auth/realms/rut-stag/protocol/openid-connect/token`,
      HACIENDA_RECEPCION_URL: `${url}/recepcion/v1`,
      HACIENDA_LIMITE_POR_SEGUNDO: '5000',
      PUBLIC_URL: publicUrl,
    }),
    /** { clave: epochMs } of the documents decided since the last call. */
    aceptados: async () => (await pedir('aceptados')).aceptados,
    stats: async () => (await pedir('stats')).stats,
    stop: async () => {
      child.stdin.end();
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

/**
 * A Hacienda that never answers (it accepts connections and says nothing): a server pointed at it
 * issues while its senders wait, so a phase measures issuing alone.
 */
export async function agujero() {
  const { createServer } = await import('node:net');
  const sockets = new Set();
  const srv = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  });
  await new Promise((r) => srv.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${srv.address().port}`;
  return {
    env: {
      HACIENDA_TOKEN_URL: `${url}/auth/realms/rut-stag/protocol/openid-connect/token`,
      HACIENDA_RECEPCION_URL: `${url}/recepcion/v1`,
      HACIENDA_TIMEOUT_MS: '300000',
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => srv.close(r));
    },
  };
}
