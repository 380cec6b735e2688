// Web Push sender (DECISIONS #28: standard Web Push with our own VAPID keys, no third party).
// web-push does the cryptography (VAPID JWT, aes128gcm payload); the request goes through our
// fetch, so an endpoint of the local push sandbox is answered in-process.
import webpush from 'web-push';
import { pushSandbox } from '../sandbox/push.js';
import { inProcess, type FetchLike } from './http.js';

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOutcome = 'sent' | 'gone' | 'failed';

export const generateVapidKeys = (): string => JSON.stringify(webpush.generateVAPIDKeys());

export type PushSender = { publicKey: string; send(target: PushTarget, payload: Record<string, unknown>): Promise<PushOutcome> };

export function createPushSender(keys: VapidKeys, subject: string, fetchImpl: FetchLike = fetch): PushSender {
  const sandbox = inProcess(pushSandbox);
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: 24 * 3600 },
      );
      const viaSandbox = new URL(target.endpoint).pathname.includes('/sandbox/push/');
      const res = await (viaSandbox ? sandbox : fetchImpl)(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status === 404 || res.status === 410) return 'gone';
      if (res.status >= 200 && res.status < 300) return 'sent';
      if (res.status >= 500 || res.status === 429) throw new Error(`El servicio push respondió ${res.status}`);
      return 'failed';
    },
  };
}
