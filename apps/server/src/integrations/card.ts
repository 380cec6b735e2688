// Card-provider client (spec 2 §7): a payment succeeds only when the provider says 'succeeded';
// any HTTP status of 400 or more, or an exception, is a failure with the provider's message.
// A charge may carry an idempotency key (header `Idempotency-Key`): the provider answers a
// repeated key with the first answer and charges nothing again (DECISIONS #230).
import type { Config } from '../config.js';
import { timingSafeEqual } from 'node:crypto';
import { SANDBOX_CARD_TOKEN, SANDBOX_CARD_WEBHOOK_SECRET, cardSandbox, signWebhook } from '../sandbox/card.js';
import { inProcess, type FetchLike } from './http.js';

export type CardData = { number: string; expMonth: number; expYear: number; cvv: string; holderName: string };
export type CardResult<T> = { ok: true; value: T } | { ok: false; message: string };

export type CardProvider = {
  createCustomer(input: { name: string; email: string; card: CardData }): Promise<
    CardResult<{ customerId: string; paymentMethodId: string; last4: string; brand: string | null }>
  >;
  paymentIntent(input: {
    customerId: string;
    paymentMethodId: string;
    amount: string;
    currency: string;
    description: string;
    /** The same key for every call of one charge attempt (a replay after a crash charges nothing again). */
    idempotencyKey?: string;
  }): Promise<CardResult<{ id: string | null }>>;
  /**
   * A one-off card payment of a payment link (hosted checkout): the card goes to the provider, never
   * stored; the provider confirms by a signed webhook to WEBHOOK_PATH, which is what records the payment.
   */
  checkout(input: { amount: string; currency: string; description: string; reference: string; card: CardData }): Promise<CardResult<{ id: string }>>;
  /** Whether a webhook body carries the provider's signature (header `x-card-signature: t=…,v1=…`). */
  verifyWebhook(body: string, signature: string | undefined, now: Date): boolean;
  /** The server's own address is known (the sandbox's webhooks go there when PUBLIC_URL is not set). */
  setBaseUrl(url: string): void;
};

/** Where the provider posts its webhooks (the pago module's route). */
export const CARD_WEBHOOK_PATH = '/pago/webhook/tarjeta';


export function createCardProvider(cfg: Config, fetchImpl: FetchLike = fetch): CardProvider {
  const sandbox = !cfg.CARD_PROVIDER_URL;
  const base = cfg.CARD_PROVIDER_URL ?? 'http://sandbox/sandbox/card';
  const token = cfg.CARD_PROVIDER_TOKEN ?? SANDBOX_CARD_TOKEN;
  const doFetch = sandbox ? inProcess(cardSandbox) : fetchImpl;
  const publicSecretKey = cfg.CARD_PUBLIC_SECRET_KEY;
  const webhookSecret = cfg.CARD_WEBHOOK_SECRET ?? SANDBOX_CARD_WEBHOOK_SECRET;
  let baseUrl: string | null = cfg.PUBLIC_URL ?? null;

  async function post<T>(path: string, body: Record<string, unknown>, idempotencyKey?: string): Promise<CardResult<T>> {
    try {
      const res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
        body: JSON.stringify({ ...body, publicSecretKey }),
        signal: AbortSignal.timeout(30_000),
      });
      const data = (await res.json().catch(() => ({}))) as T & { error?: string };
      if (res.status >= 400) return { ok: false, message: data.error ?? `El proveedor de tarjetas respondió ${res.status}.` };
      return { ok: true, value: data };
    } catch {
      return { ok: false, message: 'No se pudo contactar al proveedor de tarjetas.' };
    }
  }

  return {
    async createCustomer({ name, email, card }) {
      return post('/clientes/create', { name, email, type: 'card', card });
    },
    async paymentIntent({ idempotencyKey, ...input }) {
      const r = await post<{ id?: string; status?: string; lastPaymentError?: { message?: string } | null }>(
        '/payment/intent',
        input,
        idempotencyKey,
      );
      if (!r.ok) return r;
      if (r.value.status !== 'succeeded')
        return { ok: false, message: r.value.lastPaymentError?.message ?? 'El pago no fue aprobado.' };
      return { ok: true, value: { id: r.value.id ?? null } };
    },
    async checkout(input) {
      const webhookUrl = baseUrl ? new URL(CARD_WEBHOOK_PATH, baseUrl).toString() : null;
      const r = await post<{ id?: string; status?: string; lastPaymentError?: { message?: string } | null }>('/checkout/charge', { ...input, webhookUrl });
      if (!r.ok) return r;
      if (r.value.status !== 'succeeded' || !r.value.id) return { ok: false, message: r.value.lastPaymentError?.message ?? 'El pago no fue aprobado.' };
      return { ok: true, value: { id: r.value.id } };
    },
    verifyWebhook(body, signature, now) {
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature ?? '');
      if (!m) return false;
      // A signature older than five minutes is a replay of a captured request, not the provider.
      if (Math.abs(now.getTime() / 1000 - Number(m[1])) > 300) return false;
      const esperada = Buffer.from(signWebhook(webhookSecret, body, Number(m[1])).slice(-64), 'hex');
      return timingSafeEqual(esperada, Buffer.from(m[2]!, 'hex'));
    },
    setBaseUrl(url) {
      if (!cfg.PUBLIC_URL) baseUrl = url;
    },
  };
}
