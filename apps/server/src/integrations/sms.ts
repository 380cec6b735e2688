// Outgoing SMS (the issuers' order notices, ruling D-6). The protocol: POST <SMS_URL>/messages,
// Authorization: Bearer <SMS_TOKEN>, Idempotency-Key: <the outbox key>, JSON {to, text}; 2xx is
// sent (a repeated key is not sent twice by the gateway), 429/5xx or no answer is retried by the
// outbox, any other 4xx is a refusal that retrying will not change. Against SMS_URL when set, else
// the local sandbox (same protocol, in-process; the default in development and tests).
import type { Config } from '../config.js';
import { SANDBOX_SMS_TOKEN, smsSandbox } from '../sandbox/sms.js';
import { inProcess, type FetchLike } from './http.js';

export type SmsMessage = { to: string; text: string };
export type SmsOutcome = { ok: true; id: string } | { ok: false; retry: boolean; detail: string };

export type SmsClient = { sandbox: boolean; send(msg: SmsMessage, key: string): Promise<SmsOutcome> };

/** A Costa Rican number (8 digits) or an international one (9–15 digits, country code first) as E.164; null otherwise. */
export function numeroSms(raw: string): string | null {
  const d = raw.replace(/[\s().+-]/g, '');
  if (/^\d{8}$/.test(d)) return `+506${d}`;
  if (/^\d{9,15}$/.test(d)) return `+${d}`;
  return null;
}

export function createSmsClient(cfg: Pick<Config, 'SMS_URL' | 'SMS_TOKEN'>, fetchImpl: FetchLike = fetch): SmsClient {
  const sandbox = !cfg.SMS_URL;
  const base = (cfg.SMS_URL ?? 'http://sandbox/sandbox/sms').replace(/\/+$/, '');
  const token = sandbox ? SANDBOX_SMS_TOKEN : (cfg.SMS_TOKEN ?? '');
  const doFetch = sandbox ? inProcess(smsSandbox) : fetchImpl;
  return {
    sandbox,
    async send(msg, key) {
      let res: Response;
      try {
        res = await doFetch(`${base}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
          body: JSON.stringify(msg),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (e) {
        return { ok: false, retry: true, detail: (e as Error).message };
      }
      const body = (await res.json().catch(() => null)) as { id?: string; error?: string } | null;
      if (res.ok) return { ok: true, id: body?.id ?? '' };
      return { ok: false, retry: res.status === 429 || res.status >= 500, detail: `${res.status} ${body?.error ?? ''}`.trim() };
    },
  };
}
