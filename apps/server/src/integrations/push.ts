// Web Push sender (DECISIONS #28: standard Web Push with our own VAPID keys, no third party).
// web-push does the cryptography (VAPID JWT, aes128gcm payload); the request goes through our
// fetch, so an endpoint of the local push sandbox is answered in-process, and any other only
// reaches public addresses (direccion-publica.ts).
import webpush from 'web-push';
import { pushSandbox } from '../sandbox/push.js';
import type { Config } from '../config.js';
import { DireccionNoPublica, fetchPublico } from './direccion-publica.js';
import { inProcess, type FetchLike } from './http.js';

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';

export const generateVapidKeys = (): string => JSON.stringify(webpush.generateVAPIDKeys());

export type PushSender = { publicKey: string; send(target: PushTarget, payload: Record<string, unknown>): Promise<PushOutcome> };

/**
 * Whether an endpoint is this server's own push sandbox, allowed (PUSH_SANDBOX) outside
 * production only: its origin is PUBLIC_URL's (default http://localhost:PORT) or the loopback
 * address of PORT, and its path /sandbox/push/. It is answered in-process, never over the network.
 */
export function esSandboxPropio(config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV' | 'PUSH_SANDBOX'>): (endpoint: string) => boolean {
  const permitido = config.PUSH_SANDBOX ?? config.NODE_ENV !== 'production';
  const propios = new Set([new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).origin, `http://127.0.0.1:${config.PORT}`, `http://localhost:${config.PORT}`]);
  return (endpoint) => {
    if (!permitido) return false;
    try {
      const u = new URL(endpoint);
      return propios.has(u.origin) && u.pathname.startsWith('/sandbox/push/');
    } catch {
      return false;
    }
  };
}

/**
 * The sender: the sandbox in-process for its own endpoints, any other endpoint through
 * fetchPublico (https to public addresses only, checked at connection time).
 */
export function createPushSender(keys: VapidKeys, subject: string, esSandbox: (endpoint: string) => boolean, fetchImpl: FetchLike = fetchPublico): PushSender {
  const sandbox = inProcess(pushSandbox);
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 24 * 3600 },
      );
      const viaSandbox = esSandbox(target.endpoint);
      let res: Response;
      try {
        res = await (viaSandbox ? sandbox : fetchImpl)(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (e) {
        // An endpoint that (now) points into a private network is never called: dropped like an
        // expired subscription.
        if (e instanceof DireccionNoPublica) return 'gone';
        throw e;
      }
      if (res.status === 404 || res.status === 410) return 'gone';
      if (res.status >= 200 && res.status < 300) return 'sent';
      if (res.status >= 500 || res.status === 429) throw new Error(`El servicio push respondió ${res.status}`);
      return 'failed';
    },
  };
}
