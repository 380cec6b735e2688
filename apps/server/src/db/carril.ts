// Which lane a piece of work runs in: a person's request (the default) or background work (the
// outbox workers: sending to Hacienda, mail, side effects). The embedded database serves
// requests first (pglite-prioridad.ts), and the counters (metricas.ts) tell them apart.
import { AsyncLocalStorage } from 'node:async_hooks';

export type Carril = 'solicitud' | 'fondo';

const actual = new AsyncLocalStorage<Carril>();

/** Runs `fn` (and everything it awaits) as background work. */
export const enFondo = <T>(fn: () => Promise<T>): Promise<T> => actual.run('fondo', fn);

/** The lane of the running code. */
export const carril = (): Carril => actual.getStore() ?? 'solicitud';
