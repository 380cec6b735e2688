// The event bus behind GraphQL subscriptions. On PGlite (one process owns the database) it is
// process memory. On PostgreSQL several server processes may share the database, so every
// publish goes out as a NOTIFY on one channel and every process LISTENs on it and hands what
// arrives to its own subscribers (its own publishes included): a clerk connected to process A
// sees a change made on process B (DESIGN.md "Realtime"). Same Events interface either way.
import { Repeater, SlidingBuffer, type PubSub } from 'graphql-yoga';
import pg from 'pg';
import type { Logger } from './logger.js';

/** Why a user's sessions changed (what the realtime channel closes with depends on it). */
export type MotivoFinSesion = 'logout' | 'password' | 'desactivado' | 'borrado';

export type EventMap = {
  /** serverTime ticks are generated per subscriber; modules add their topics here. */
  'factura:changed': [emisorId: string, payload: Record<string, unknown>];
  /** A user's sessions changed (logout, password, disabled, deleted): live sockets re-check theirs. */
  'sesion:cambio': [usuarioId: string, payload: { motivo: MotivoFinSesion }];
  /** Progress of an item import (Item.importar), by the key the client gave. */
  'item:importacion': [emisorId: string, payload: { clave: string; hechas: number; total: number }];
  /** A restaurant order changed (newRestaurantOrder, ruling D-11): the whole order. */
  'restaurante:pedido': [emisorId: string, payload: { operationType: string; order: Record<string, unknown> }];
  /** An invoice-linked order was created or updated (newOrder, ruling D-6). */
  'orden:nueva': [emisorId: string, payload: Record<string, unknown>];
};

/**
 * What one subscriber may have waiting. Unbuffered, a subscriber that reads slower than events
 * come (a slow socket, a burst of answers from Hacienda) piles up pushes until the 1,025th throws
 * outside any handler and stops the whole server; here the oldest waiting event makes room
 * instead (each facturaChanged carries the document's whole state, so a later one supersedes it).
 */
export const POR_SUSCRIPTOR = 1000;

/**
 * Yoga's createPubSub, with one buffer per subscriber. Yoga takes a single buffer object and
 * hands it to every subscription's Repeater: subscribers that fell behind then pulled each
 * other's waiting events out of it, and a kitchen screen never saw an order another screen had
 * taken (bench/restaurante.mjs on PostgreSQL lost 5–33 of 800–1,600 deliveries).
 */
function pubSub(target: EventTarget): PubSub<EventMap> {
  return {
    publish(routingKey: string, ...args: unknown[]) {
      const topic = args[1] === undefined ? routingKey : `${routingKey}:${String(args[0])}`;
      target.dispatchEvent(new CustomEvent(topic, { detail: args[1] ?? args[0] ?? null }));
    },
    subscribe(routingKey: string, id?: string) {
      const topic = id === undefined ? routingKey : `${routingKey}:${id}`;
      return new Repeater<unknown>((next, stop) => {
        const listener = (event: Event) => void next((event as CustomEvent<unknown>).detail);
        target.addEventListener(topic, listener);
        void stop.then(() => target.removeEventListener(topic, listener));
      }, new SlidingBuffer(POR_SUSCRIPTOR));
    },
  } as PubSub<EventMap>;
}

export type Events = PubSub<EventMap>;

export type Bus = { events: Events; close(): Promise<void> };

/** The channel every process of one database listens on. */
export const CANAL_EVENTOS = 'jit_eventos';
/** NOTIFY payloads must stay under 8000 bytes; a larger event reaches only this process. */
const MAX_PAYLOAD = 7900;
const REINTENTO_MS = 1000;

/** In-memory bus (PGlite, tests without a database server). */
export const createEvents = (): Events => pubSub(new EventTarget());

/**
 * The bus for a PostgreSQL database: one connection of its own LISTENs (and sends the NOTIFYs,
 * so a process's events keep their order); if it drops, it reconnects, and meanwhile events are
 * delivered to this process's subscribers only.
 */
export async function createPgBus(url: string, log: Logger): Promise<Bus> {
  const target = new EventTarget();
  const local = (type: string, detail: unknown) =>
    target.dispatchEvent(new CustomEvent(type, { detail }));
  let client: pg.Client | null = null;
  let cerrado = false;
  let timer: NodeJS.Timeout | null = null;

  const conectar = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel !== CANAL_EVENTOS || !m.payload) return;
      try {
        const { t, d } = JSON.parse(m.payload) as { t: string; d: unknown };
        local(t, d);
      } catch (err) {
        log.warn({ err }, 'eventos: notificación ilegible');
      }
    });
    const caida = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      void c.end().catch(() => undefined);
      if (cerrado) return;
      log.warn({ err }, 'eventos: se perdió la conexión de LISTEN; se reconecta');
      timer = setTimeout(() => void conectar().catch(caida), REINTENTO_MS);
      timer.unref?.();
    };
    c.on('error', caida);
    c.on('end', () => caida());
    await c.connect();
    await c.query(`listen ${CANAL_EVENTOS}`);
    client = c;
  };
  await conectar();

  // What waits to be sent, in order: sent together in one statement while the previous one runs
  // (a batch of issued documents makes one round trip, and pg runs one query at a time per client).
  let pendientes: { type: string; detail: unknown; payload: string }[] = [];
  let enviando = false;
  const enviar = async (): Promise<void> => {
    enviando = true;
    while (pendientes.length > 0) {
      const lote = pendientes;
      pendientes = [];
      const c = client;
      try {
        if (!c) throw new Error('sin conexión de eventos');
        await c.query(
          'select pg_notify($1, x) from unnest($2::text[]) with ordinality as t(x, n) order by n',
          [CANAL_EVENTOS, lote.map((e) => e.payload)],
        );
      } catch (err) {
        log.warn({ err }, 'eventos: NOTIFY falló; solo este proceso recibe los cambios');
        for (const e of lote) local(e.type, e.detail);
      }
    }
    enviando = false;
  };

  const eventTarget = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent(ev: Event) {
      const detail: unknown = (ev as CustomEvent<unknown>).detail;
      const payload = JSON.stringify({ t: ev.type, d: detail });
      if (!client || Buffer.byteLength(payload) > MAX_PAYLOAD) return local(ev.type, detail);
      pendientes.push({ type: ev.type, detail, payload });
      if (!enviando) void enviar();
      return true;
    },
  };
  return {
    events: pubSub(eventTarget),
    async close() {
      cerrado = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
