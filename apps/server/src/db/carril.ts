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

// While people work, background work on PostgreSQL takes turns with them (DECISIONS #254): the
// sending workers pause after each batch as long as the batch took, so a bulk run's backlog takes
// at most about half of the machine while a request came in within the last second, and all of
// it otherwise. PGlite has its own gate at the database (pglite-prioridad.ts).
/** People are working while one of their requests came within this window (here and pglite-prioridad.ts). */
export const PERSONAS_ACTIVAS_MS = 1000;
let ultimaSolicitud = -Infinity;

/** A person's request arrived (a GraphQL call over HTTP). */
export const marcarSolicitud = (ahora = performance.now()): void => {
  ultimaSolicitud = ahora;
};

/** How long background work that just ran for `ms` waits before its next turn. */
export const pausaConPersonas = (ms: number, ahora = performance.now()): number => (ahora - ultimaSolicitud < PERSONAS_ACTIVAS_MS ? ms : 0);
