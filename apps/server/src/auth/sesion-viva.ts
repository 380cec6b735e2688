// A live socket holds a session: its subscriptions must end when the session ends, whichever way
// it ends. Each socket that runs a subscription is watched three ways:
// - before every event it would send: the token's expiry at once, and the rows (so a change made
//   by another server process is seen even when its NOTIFY was lost) at most every RELECTURA_MS
//   (read per event, the kitchen screens' events queued behind those reads on PGlite's one
//   connection: p99 463 ms where the goal is 300);
// - when this process changes the user's sessions (logout, password, disabled, deleted: the
//   'sesion:cambio' event), at once;
// - when the token expires, by a timer, for subscriptions that are quiet.
// The socket closes with 4401 when the session is over for good (logout, user disabled or
// deleted, API key revoked: the client must sign in again; graphql-ws clients do not retry it)
// and with 4403 when the token is merely no longer current (expired, or replaced by a password
// change): clients reconnect with the token they hold now, as the graphql-ws recipe does.
import { eq } from 'drizzle-orm';
import type { SessionClaims } from '@jit/domain';
import type { MotivoFinSesion } from '../events.js';
import { apiKey, emisor, usuario } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { withTenant } from '../db/tenant.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';

export type Cierre = { code: 4401 | 4403; reason: string };

export const CIERRE = {
  terminada: { code: 4401, reason: 'Sesión terminada' },
  desactivado: { code: 4401, reason: 'Usuario desactivado' },
  borrado: { code: 4401, reason: 'Usuario borrado' },
  llave: { code: 4401, reason: 'Llave de API revocada' },
  vencida: { code: 4403, reason: 'Sesión vencida' },
  renovada: { code: 4403, reason: 'Sesión renovada' },
} as const satisfies Record<string, Cierre>;

type Deps = { db: Db; services: Pick<Services, 'tokens' | 'events'>; now: () => Date; log: Logger };

/** How long a socket's rows, read and found current, stand for the events that follow. */
export const RELECTURA_MS = 5000;

/** Why the session no longer holds by its rows (the user, the issuer, the API key as they are now), or null. */
async function cierrePorFilas(deps: Deps, claims: SessionClaims, motivo?: MotivoFinSesion): Promise<Cierre | null> {
  const [row] = await withTenant(deps.db, claims.emisor, (tx) =>
    tx
      .select({ state: usuario.state, tv: usuario.tokenVersion, activo: emisor.state })
      .from(usuario)
      .innerJoin(emisor, eq(emisor.emisorId, usuario.emisorId))
      .where(eq(usuario.id, claims.sub)),
  );
  if (!row) return CIERRE.borrado;
  if (!row.state || !row.activo) return CIERRE.desactivado;
  if (row.tv !== claims.tv) return motivo === 'logout' ? CIERRE.terminada : CIERRE.renovada;
  if (claims.key) {
    const [k] = await withTenant(deps.db, claims.emisor, (tx) => tx.select({ state: apiKey.state }).from(apiKey).where(eq(apiKey.usr, claims.key!)));
    if (!k?.state) return CIERRE.llave;
  }
  return null;
}

type Socket = { close(code: number, reason: string): void; once(event: 'close', fn: () => void): unknown; readyState: number };

export type Vigilancia = {
  /** Checks the session now; closes the socket and answers false when it ended. */
  vigente(): Promise<boolean>;
};

/** Watches the session of a socket until it closes. */
export function vigilarSesion(socket: Socket, token: string, claims: SessionClaims & { exp: number }, deps: Deps): Vigilancia {
  let cerrado = false;
  const cambios = deps.services.events.subscribe('sesion:cambio', claims.sub);
  const fin = () => {
    cerrado = true;
    clearTimeout(timer);
    void cambios.return?.();
  };
  // When the rows were last read and found current (0: never, or a change came since).
  let filasVigentesEn = 0;
  let cambiosVistos = 0;
  // A change's check reads the rows itself: one started before a change committed must not
  // answer for a later one. An event's check reads them when the last reading is older than
  // RELECTURA_MS, and events that come meanwhile share that one reading.
  let lectura: Promise<Cierre | null> | null = null;
  const leerFilas = (motivo?: MotivoFinSesion): Promise<Cierre | null> => {
    if (motivo) return cierrePorFilas(deps, claims, motivo);
    lectura ??= (async () => {
      const inicio = deps.now().getTime();
      const cambiosAlEmpezar = cambiosVistos;
      try {
        const c = await cierrePorFilas(deps, claims);
        // A reading that a change overtook does not stand for the events after that change.
        if (!c && cambiosAlEmpezar === cambiosVistos) filasVigentesEn = inicio;
        return c;
      } finally {
        lectura = null;
      }
    })();
    return lectura;
  };
  const revisar = async (motivo?: MotivoFinSesion): Promise<boolean> => {
    if (cerrado) return false;
    try {
      let c: Cierre | null = (await deps.services.tokens.verify(token, deps.now())) ? null : CIERRE.vencida;
      if (motivo) {
        filasVigentesEn = 0;
        cambiosVistos++;
      }
      if (!c && (motivo || deps.now().getTime() - filasVigentesEn >= RELECTURA_MS)) c = await leerFilas(motivo);
      if (c && !cerrado) {
        socket.close(c.code, c.reason);
        fin();
      }
      return !c && !cerrado;
    } catch (e) {
      // The database did not answer: keep the socket (the next event checks again).
      filasVigentesEn = 0;
      deps.log.warn({ err: e }, 'no se pudo comprobar la sesión de un canal en tiempo real');
      return !cerrado;
    }
  };
  // A timer no longer than the token's remaining life (setTimeout holds up to ~24.8 days).
  const restante = Math.min(claims.exp * 1000 - deps.now().getTime() + 1000, 2 ** 31 - 1);
  const timer = setTimeout(() => void revisar(), Math.max(restante, 0));
  timer.unref?.();
  socket.once('close', fin);
  void (async () => {
    for await (const c of cambios) await revisar(c.motivo);
  })().catch(() => undefined);
  return { vigente: () => revisar() };
}

/** Tells this process's live sockets that a user's sessions changed (after the change commits). */
export function avisarCambioDeSesion(services: Pick<Services, 'events'>, usuarioId: string, motivo: MotivoFinSesion): void {
  services.events.publish('sesion:cambio', usuarioId, { motivo });
}
