import type { YogaInitialContext } from 'graphql-yoga';
import type { AccessRole, SessionClaims } from '@jit/domain';
import type { Config } from './config.js';
import type { Db, Tx } from './db/types.js';
import type { Logger } from './logger.js';
import type { Services } from './services.js';

import type { emisor, usuario } from './db/schema/index.js';

export type EmisorRow = typeof emisor.$inferSelect;
export type UsuarioRow = typeof usuario.$inferSelect;

/** A verified session: the token's claims checked against the current rows. */
export type Session = {
  claims: SessionClaims;
  emisorId: string;
  userId: string;
  user: UsuarioRow;
  emisor: EmisorRow;
  /** The issuer's roles that the user holds checked (for the permission resolution). */
  roles: AccessRole[];
};

/** Built once per request (HTTP) or per operation (WebSocket). */
export type Context = Partial<YogaInitialContext> & {
  db: Db;
  config: Config;
  log: Logger;
  services: Services;
  now: () => Date;
  ip: string;
  userAgent: string | null;
  /** The bearer token of the request, if any. */
  token: string | null;
  /**
   * Loads and caches the session; throws UNAUTHENTICATED without a valid one. Given `tx` (a
   * transaction already scoped to the token's issuer, see withSession) a session not loaded yet
   * is read there instead of in a transaction of its own.
   */
  session(tx?: Tx): Promise<Session>;
  /**
   * A check to run on the session as soon as it is loaded (at once when it is): the @auth
   * directive of an operation that reads its session inside its own transaction (see
   * graphql/directives.ts `sesionEnTransaccion`). A failing check fails every session() call.
   */
  alCargarSesion?(check: (s: Session) => void): void;
  /** The issuer of the session: the loaded session's, or the verified token's (no query). */
  tokenEmisor(): Promise<string>;
};
