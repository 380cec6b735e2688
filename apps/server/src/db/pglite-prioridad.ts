// PGlite is one connection, and it runs in this process's one thread: every query and transaction
// of the process waits in one line, and while it runs nothing else does. A person's request must
// not wait behind a backlog of background work (sending a thousand documents to Hacienda makes
// several short transactions each), so the line has two lanes (carril.ts):
// - requests go first; background work goes when no request waits, or when it has waited long
//   enough (it is never starved: a steady stream of requests still lets it through);
// - while people are working (a request used the database within the last second), background
//   work takes at most half of the database's time: after holding it for t ms it lets t ms pass
//   before taking it again. Without that, a backlog kept the thread busy back to back and a
//   request waited behind everything else the thread had queued (its HTTP parsing, its answer),
//   seconds at the worst; with nobody working, the backlog drains at full speed.
// Background handlers make short transactions, so a request waits at most about one of them.
import type { PGlite } from '@electric-sql/pglite';
import { carril, PERSONAS_ACTIVAS_MS } from './carril.js';

/** A background waiter that waited this long goes before the requests still waiting. */
const ESPERA_MAXIMA_FONDO_MS = 250;
/** The share of the database's time background work may take while people are working. */
const CUOTA_FONDO = 0.5;

type Espera = { pasar: () => void; desde: number };

export type Reloj = {
  ahora(): number;
  /** Calls `fn` after `ms` (setTimeout). */
  despues(ms: number, fn: () => void): void;
};

const RELOJ: Reloj = {
  ahora: () => performance.now(),
  despues: (ms, fn) => {
    setTimeout(fn, ms).unref?.();
  },
};

export class Compuerta {
  private ocupada = false;
  private readonly solicitudes: Espera[] = [];
  private readonly fondo: Espera[] = [];
  /** When a request last held the database. */
  private ultimaSolicitud = -Infinity;
  /** Background work waits until then while people are working. */
  private fondoDesde = -Infinity;
  private despertar = false;

  constructor(private readonly reloj: Reloj = RELOJ) {}

  async con<T>(fn: () => Promise<T>, lane = carril()): Promise<T> {
    await this.entrar(lane);
    const inicio = this.reloj.ahora();
    try {
      return await fn();
    } finally {
      this.salir(lane, inicio);
    }
  }

  private personasActivas(): boolean {
    return this.reloj.ahora() - this.ultimaSolicitud < PERSONAS_ACTIVAS_MS;
  }

  private fondoEnPausa(): boolean {
    return this.personasActivas() && this.reloj.ahora() < this.fondoDesde;
  }

  private entrar(lane: string): Promise<void> | void {
    const fondo = lane === 'fondo';
    if (!this.ocupada && (!fondo || (this.fondo.length === 0 && !this.fondoEnPausa()))) {
      this.ocupada = true;
      if (!fondo) this.ultimaSolicitud = this.reloj.ahora();
      return;
    }
    const cola = fondo ? this.fondo : this.solicitudes;
    const p = new Promise<void>((pasar) => cola.push({ pasar, desde: this.reloj.ahora() }));
    if (!this.ocupada) this.despachar();
    return p;
  }

  private salir(lane: string, inicio: number): void {
    const fin = this.reloj.ahora();
    if (lane === 'fondo') this.fondoDesde = fin + ((fin - inicio) * (1 - CUOTA_FONDO)) / CUOTA_FONDO;
    else this.ultimaSolicitud = fin;
    this.ocupada = false;
    this.despachar();
  }

  /** Lets the next waiter in (the gate is free). */
  private despachar(): void {
    const viejo = this.fondo[0];
    const ahora = this.reloj.ahora();
    let siguiente: Espera | undefined;
    if (viejo && ahora - viejo.desde > ESPERA_MAXIMA_FONDO_MS) siguiente = this.fondo.shift();
    else if (this.solicitudes.length > 0) {
      siguiente = this.solicitudes.shift();
      this.ultimaSolicitud = ahora;
    } else if (viejo && !this.fondoEnPausa()) siguiente = this.fondo.shift();
    else if (viejo && !this.despertar) {
      // Background waits for its turn; a request arriving meanwhile goes at once.
      this.despertar = true;
      const ms = Math.min(this.fondoDesde - ahora, ESPERA_MAXIMA_FONDO_MS - (ahora - viejo.desde));
      this.reloj.despues(Math.max(0, ms), () => {
        this.despertar = false;
        if (!this.ocupada) this.despachar();
      });
    }
    if (!siguiente) return;
    this.ocupada = true;
    siguiente.pasar();
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
