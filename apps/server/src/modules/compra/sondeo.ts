// The mailbox's pollers (the sandbox folder, IMAP): one round at a time, the next `ms` after the
// last ended; stop waits for the round under way. And the workers of the mailbox as one.
import type { ModuleDeps, Workers } from '../../server-module.js';

export function sondeo(d: ModuleDeps, nombre: string, ms: number, ronda: () => Promise<unknown>): Workers {
  let t: NodeJS.Timeout | null = null;
  let corriendo: Promise<unknown> = Promise.resolve();
  const vuelta = () => {
    corriendo = ronda()
      .catch((e: unknown) => d.log.error({ err: e }, `${nombre}: falló una vuelta`))
      .finally(() => {
        if (t) t = setTimeout(vuelta, ms);
      });
  };
  return {
    start() {
      t = setTimeout(vuelta, 0);
    },
    async stop() {
      if (t) clearTimeout(t);
      t = null;
      await corriendo;
    },
  };
}

/** Several workers started and stopped together; none when the list is empty. */
export function juntos(ws: readonly Workers[]): Workers | undefined {
  if (ws.length === 0) return undefined;
  return {
    start: () => ws.forEach((w) => w.start()),
    stop: async () => {
      await Promise.all(ws.map((w) => w.stop()));
    },
  };
}
