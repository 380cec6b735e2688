// Which web pages may call this server from the browser (CORS on /graphql, the WebSocket's
// Origin): the server's own origin (PUBLIC_URL, or the address the request came to), the
// CORS_ORIGINS list, and — outside production — pages on localhost (the Vite dev server proxies
// with its own origin). Never an arbitrary Origin and never `null` (sandboxed frames, file:
// pages), which reflected with credentials would let any site act with the user's browser.
import type { Config } from '../config.js';

export type Origenes = {
  /** Whether a request carrying this Origin header (to `destino`, the origin it was sent to) is allowed. */
  permitido(origin: string, destino?: string): boolean;
};

const LOCAL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function origenes(config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS' | 'NODE_ENV'>): Origenes {
  const lista = new Set(config.CORS_ORIGINS);
  if (config.PUBLIC_URL) lista.add(new URL(config.PUBLIC_URL).origin);
  const desarrollo = config.NODE_ENV !== 'production';
  return {
    permitido(origin, destino) {
      if (origin === 'null') return false;
      return lista.has(origin) || origin === destino || (desarrollo && LOCAL.test(origin));
    },
  };
}
