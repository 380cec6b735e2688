// Card-provider sandbox: the provider's protocol of spec 2 §7 (/metodos/create, /clientes/create,
// /payment/intent, bearer token, JSON). Stateless: a payment method's id carries its test card,
// so ids stay valid across restarts. Test cards (as card providers document them):
//   4242 4242 4242 4242 → succeeded
//   4000 0000 0000 0002 → declined ('Tarjeta rechazada por el banco emisor.')
//   4000 0000 0000 9995 → insufficient funds ('Fondos insuficientes.')
// Any other number that passes the Luhn check succeeds; one that fails it is refused with 400.
// /payment/intent honours an `Idempotency-Key` header as card providers do: the same key with the
// same charge answers the first answer again (same id, same outcome) and charges nothing more; the
// same key with another charge is refused with 409. The charge's id is derived from the key, so
// even a restarted sandbox answers a replayed key with the same id. cargosTarjeta() lists the
// charges it made (newest last), for tests and development.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { json, type Handler } from '../integrations/http.js';

export const SANDBOX_CARD_TOKEN = 'jit-sandbox-card';
/** The secret the sandbox signs its webhooks with (CARD_WEBHOOK_SECRET when a real provider is used). */
export const SANDBOX_CARD_WEBHOOK_SECRET = 'jit-sandbox-card-webhook';

type Card = { number?: string; expMonth?: number; expYear?: number; cvv?: string; holderName?: string };

const luhn = (n: string) =>
  n.split('').reverse().reduce((s, ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    return s + d;
  }, 0) % 10 === 0;

function cardProblem(card: Card | undefined): string | null {
  const number = (card?.number ?? '').replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return 'Número de tarjeta inválido.';
  if (!card?.expMonth || card.expMonth < 1 || card.expMonth > 12) return 'Mes de vencimiento inválido.';
  if (!card.expYear || card.expYear < 2000) return 'Año de vencimiento inválido.';
  if (!/^\d{3,4}$/.test(card.cvv ?? '')) return 'CVV inválido.';
  return null;
}

const brandOf = (n: string) => (n.startsWith('4') ? 'visa' : /^5[1-5]/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : 'card');

const methodId = (number: string) =>
  `pm_sbx_${Buffer.from(JSON.stringify({ n: number.slice(-4), f: number.slice(0, 6), o: outcome(number) })).toString('base64url')}`;

function outcome(number: string): 'ok' | 'declined' | 'funds' {
  if (number === '4000000000000002') return 'declined';
  if (number === '4000000000009995') return 'funds';
  return 'ok';
}

function decodeMethod(id: string): { n: string; f: string; o: 'ok' | 'declined' | 'funds' } | null {
  if (!id.startsWith('pm_sbx_')) return null;
  try {
    return JSON.parse(Buffer.from(id.slice(7), 'base64url').toString('utf8')) as never;
  } catch {
    return null;
  }
}

export type CargoSandbox = { id: string; key: string | null; customerId: string; amount: string; currency: string; status: string };

const cargos: CargoSandbox[] = [];
const porLlave = new Map<string, { huella: string; respuesta: Record<string, unknown> }>();

/** The charges the sandbox made since the process started (bounded, newest last). */
export const cargosTarjeta = (): readonly CargoSandbox[] => cargos;

function cobrar(body: Record<string, unknown>, key: string | null): { status: number; respuesta: Record<string, unknown> } {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const pm = decodeMethod(str(body.paymentMethodId));
  if (!pm || !str(body.customerId).startsWith('cus_sbx_')) return { status: 404, respuesta: { error: 'Cliente o método de pago desconocido' } };
  if (!(Number(body.amount) > 0)) return { status: 400, respuesta: { error: 'Monto inválido' } };
  const huella = JSON.stringify([body.customerId, body.paymentMethodId, String(body.amount), body.currency]);
  if (key) {
    const previo = porLlave.get(key);
    if (previo && previo.huella !== huella) return { status: 409, respuesta: { error: 'La llave de idempotencia ya se usó con otro cobro.' } };
    if (previo) return { status: 200, respuesta: previo.respuesta };
  }
  const id = key ? `pi_sbx_${createHash('sha256').update(key).digest('hex').slice(0, 32)}` : `pi_sbx_${randomUUID()}`;
  const respuesta =
    pm.o === 'declined'
      ? { id, status: 'requires_payment_method', lastPaymentError: { message: 'Tarjeta rechazada por el banco emisor.' } }
      : pm.o === 'funds'
        ? { id, status: 'requires_payment_method', lastPaymentError: { message: 'Fondos insuficientes.' } }
        : { id, status: 'succeeded', lastPaymentError: null };
  cargos.push({ id, key, customerId: str(body.customerId), amount: String(body.amount), currency: str(body.currency), status: respuesta.status });
  if (key) porLlave.set(key, { huella, respuesta });
  if (cargos.length > 5000) {
    const viejo = cargos.shift()!;
    if (viejo.key) porLlave.delete(viejo.key);
  }
  return { status: 200, respuesta };
}

export const cardSandbox: Handler = async (req) => {
  if (req.headers.get('authorization') !== `Bearer ${SANDBOX_CARD_TOKEN}`)
    return json({ error: 'No autorizado' }, 401);
  if (req.method !== 'POST') return json({ error: 'Método no permitido' }, 405);
  const path = new URL(req.url).pathname.replace(/^.*\/sandbox\/card/, '');
  const body = (await req.json().catch(() => ({}))) as Record<string, unknown>;
  if (!body.publicSecretKey) return json({ error: 'Falta publicSecretKey' }, 400);
  switch (path) {
    case '/metodos/create':
    case '/clientes/create': {
      const card = body.card as Card | undefined;
      const problem = cardProblem(card);
      if (problem) return json({ error: problem }, 400);
      const number = card!.number!.replace(/\s+/g, '');
      const id = methodId(number);
      if (path === '/metodos/create') return json({ id, brand: brandOf(number), last4: number.slice(-4) });
      return json({
        customerId: `cus_sbx_${randomUUID()}`,
        paymentMethodId: id,
        brand: brandOf(number),
        last4: number.slice(-4),
      });
    }
    case '/payment/intent': {
      const r = cobrar(body, req.headers.get('idempotency-key'));
      return json(r.respuesta, r.status);
    }
    case '/checkout/charge': {
      // A payment link's hosted checkout: charge the card at once and confirm by a signed webhook.
      const card = body.card as Card | undefined;
      const problem = cardProblem(card);
      if (problem) return json({ error: problem }, 400);
      if (!(Number(body.amount) > 0)) return json({ error: 'Monto inválido' }, 400);
      if (typeof body.reference !== 'string' || !body.reference) return json({ error: 'Falta la referencia' }, 400);
      const number = card!.number!.replace(/\s+/g, '');
      const id = `ch_sbx_${randomUUID()}`;
      const o = outcome(number);
      if (o !== 'ok')
        return json({ id, status: 'failed', lastPaymentError: { message: o === 'declined' ? 'Tarjeta rechazada por el banco emisor.' : 'Fondos insuficientes.' } });
      if (typeof body.webhookUrl === 'string')
        enviarWebhook(body.webhookUrl, { id: `evt_sbx_${randomUUID()}`, type: 'payment.succeeded', data: { id, reference: body.reference, amount: String(body.amount), currency: typeof body.currency === 'string' ? body.currency : 'CRC', last4: number.slice(-4) } });
      return json({ id, status: 'succeeded', lastPaymentError: null });
    }
    default:
      return json({ error: 'No encontrado' }, 404);
  }
};

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as card providers sign their webhooks. */
export function signWebhook(secret: string, body: string, t: number): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * Posts a signed event as the provider would, after the charge's answer (a few tries, as providers
 * retry; the receiver is idempotent, so a duplicate pays nothing twice).
 */
function enviarWebhook(url: string, event: Record<string, unknown>, intento = 0): void {
  setTimeout(() => {
    const body = JSON.stringify(event);
    const t = Math.floor(Date.now() / 1000);
    const firma = signWebhook(SANDBOX_CARD_WEBHOOK_SECRET, body, t);
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-card-signature': firma }, body, signal: AbortSignal.timeout(10_000) })
      .then((r) => {
        if (r.status >= 500 && intento < 4) enviarWebhook(url, event, intento + 1);
      })
      .catch(() => {
        if (intento < 4) enviarWebhook(url, event, intento + 1);
      });
  }, 50 * 2 ** intento);
}
