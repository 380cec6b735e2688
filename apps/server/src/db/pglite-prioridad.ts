// PGlite is one connection: every query and transaction of the process waits in one line. A
// person's request must not wait behind a backlog of background work (sending a thousand
// documents to Hacienda makes several short transactions each), so the line has two lanes
// (carril.ts): requests go first; background work goes when no request waits, or when it has
// waited long enough (it is never starved, a steady stream of requests still lets it through).
// Background handlers make short transactions, so a request waits at most about one of them.
import type { PGlite } from '@electric-sql/pglite';
import { carril } from './carril.js';

/** A background waiter that waited this long goes before the requests still waiting. */
const ESPERA_MAXIMA_FONDO_MS = 250;

type Espera = { pasar: () => void; desde: number };

export class Compuerta {
  private ocupada = false;
  private readonly solicitudes: Espera[] = [];
  private readonly fondo: Espera[] = [];

  async con<T>(fn: () => Promise<T>): Promise<T> {
    await this.entrar();
    try {
      return await fn();
    } finally {
      this.salir();
    }
  }

  private entrar(): Promise<void> | void {
    if (!this.ocupada) {
      this.ocupada = true;
      return;
    }
    const cola = carril() === 'fondo' ? this.fondo : this.solicitudes;
    return new Promise((pasar) => cola.push({ pasar, desde: Date.now() }));
  }

  private salir(): void {
    const viejo = this.fondo[0];
    const siguiente =
      viejo && Date.now() - viejo.desde > ESPERA_MAXIMA_FONDO_MS
        ? this.fondo.shift()
        : (this.solicitudes.shift() ?? this.fondo.shift());
    if (siguiente) siguiente.pasar();
    else this.ocupada = false;
  }
}

/** The client Drizzle is given: the same PGlite, each query and transaction through the gate. */
export function conPrioridad(client: PGlite): PGlite {
  const puerta = new Compuerta();
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query' || prop === 'exec' || prop === 'transaction') {
        const fn = Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>;
        return (...a: unknown[]) => puerta.con(() => fn.apply(target, a));
      }
      const v = Reflect.get(target, prop, receiver) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}
