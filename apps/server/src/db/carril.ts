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
// outbox workers of the process run one batch at a time, and after a batch that took t ms the next
// batch of any worker starts RESTO_POR_LOTE × t ms later, so the backlog of a bulk run takes at most
// about a third of the server's thread while a request came in within the last second, and all of it otherwise. Every
// worker does so by default (jobs/outbox.ts); only a server on PostgreSQL marks its requests
// (app.ts), since PGlite has its own gate at the database (pglite-prioridad.ts), so on PGlite the
// turns never wait.
/** People are working while one of their requests came within this window (here and pglite-prioridad.ts). */
export const PERSONAS_ACTIVAS_MS = 1000;
/**
 * A batch waiting on the network (Hacienda slow or down) uses no CPU: past this the next worker
 * takes its turn anyway, and the pause after it is no longer than this, so a slow service never
 * holds the drawers' movements or the journal back behind it.
 */
export const TURNO_MAXIMO_MS = 250;
let ultimaSolicitud = -Infinity;

/** A person's request arrived (a GraphQL call over HTTP). */
export const marcarSolicitud = (ahora = performance.now()): void => {
  ultimaSolicitud = ahora;
};

const personasActivas = (ahora = performance.now()) => ahora - ultimaSolicitud < PERSONAS_ACTIVAS_MS;

/**
 * The background's rest after a batch, in lengths of that batch: twice cut a list page's tail by
 * about a third while a backlog drained, against a rest as long as the batch, and three times was
 * no better (the figures: FACTURAS.md, «PostgreSQL takes turns too»). The backlog catches up once
 * people stop.
 */
export const RESTO_POR_LOTE = 2;

/** How long the background rests after a batch that ran for `ms`, before the next (of any worker). */
export const pausaConPersonas = (ms: number, ahora = performance.now()): number =>
  personasActivas(ahora) ? Math.min(RESTO_POR_LOTE * ms, TURNO_MAXIMO_MS) : 0;

let enCurso: Promise<void> | null = null;
/** While people work, no turn starts before this (the rest after the last batch). */
let libreDesde = -Infinity;

const dormir = (ms: number) =>
  new Promise<void>((r) => {
    const t = setTimeout(r, ms);
    t.unref?.();
  });

/** Until the turn `antes` ends, or TURNO_MAXIMO_MS pass. */
const finOPlazo = (antes: Promise<void>) =>
  new Promise<void>((r) => {
    const t = setTimeout(r, TURNO_MAXIMO_MS);
    t.unref?.();
    void antes.then(() => {
      clearTimeout(t);
      r();
    });
  });

/**
 * A worker's turn to run a batch: while people work, one batch of all the process's workers at a
 * time, each after the rest the batch before earned; otherwise every worker goes at once. Resolves
 * to what ends the turn. Four sending workers pausing each on its own still kept about two batches
 * going, and the other workers did not pause at all (a list page while a backlog drained: p50 7-9
 * ms); one batch at a time with each worker pausing after its own still kept the server's thread
 * 89 % busy, since another worker's batch filled each pause; the rest is the whole background's.
 */
export async function turnoConPersonas(): Promise<() => void> {
  while (personasActivas()) {
    if (enCurso) {
      const antes = enCurso;
      await finOPlazo(antes);
      // The batch before still runs after its time (it waits on the network): go beside it.
      if (enCurso === antes) break;
      continue;
    }
    const resto = libreDesde - performance.now();
    if (resto <= 0) break;
    await dormir(resto);
  }
  if (!personasActivas()) return () => undefined;
  const inicio = performance.now();
  let fin!: () => void;
  const turno = new Promise<void>((r) => (fin = r));
  enCurso = turno;
  return () => {
    const ahora = performance.now();
    libreDesde = Math.max(libreDesde, ahora + pausaConPersonas(ahora - inicio, ahora));
    if (enCurso === turno) enCurso = null;
    fin();
  };
}
