// SMS gateway sandbox: the protocol of integrations/sms.ts as a provider would answer it.
//   POST …/sandbox/sms/messages  Authorization: Bearer <SANDBOX_SMS_TOKEN>, Idempotency-Key,
//        JSON {to: "+506NNNNNNNN" (E.164), text (1–480 chars)} → 201 {id, status: "queued"};
//        the same Idempotency-Key again → 200 with the first answer (the message is not sent twice).
//   A number ending in 0000 → 503 (an outage, the client retries); a bad body → 422; no or a
//   wrong token → 401.
//   GET …/sandbox/sms/messages?to=<number> → the messages received (newest last), so development
//   and tests can see what was sent.
import { v7 as uuidv7 } from 'uuid';
import { json, type Handler } from '../integrations/http.js';

export const SANDBOX_SMS_TOKEN = 'JITSANDBOX';

export type SmsRecibido = { id: string; to: string; text: string; key: string; at: string };

const recibidos: SmsRecibido[] = [];
const porLlave = new Map<string, SmsRecibido>();

/** Messages the sandbox received, optionally for one number (newest last). */
export const smsRecibidos = (to?: string): SmsRecibido[] => recibidos.filter((m) => !to || m.to === to);

export const smsSandbox: Handler = async (req) => {
  const url = new URL(req.url);
  if (!url.pathname.endsWith('/sandbox/sms/messages')) return json({ error: 'No encontrado' }, 404);
  if (req.method === 'GET') return json(smsRecibidos(url.searchParams.get('to') ?? undefined));
  if (req.method !== 'POST') return json({ error: 'Método no permitido' }, 405);
  if (req.headers.get('authorization') !== `Bearer ${SANDBOX_SMS_TOKEN}`) return json({ error: 'Token inválido' }, 401);
  const key = req.headers.get('idempotency-key') ?? '';
  if (!key) return json({ error: 'Falta Idempotency-Key' }, 400);
  const previo = porLlave.get(key);
  if (previo) return json({ id: previo.id, status: 'queued' }, 200);
  const body = (await req.json().catch(() => null)) as { to?: unknown; text?: unknown } | null;
  const to = typeof body?.to === 'string' ? body.to : '';
  const text = typeof body?.text === 'string' ? body.text : '';
  if (!/^\+\d{8,15}$/.test(to) || !text || text.length > 480) return json({ error: 'Número o texto inválido' }, 422);
  if (to.endsWith('0000')) return json({ error: 'Servicio no disponible' }, 503);
  const m: SmsRecibido = { id: uuidv7(), to, text, key, at: new Date().toISOString() };
  recibidos.push(m);
  porLlave.set(key, m);
  if (recibidos.length > 500) porLlave.delete(recibidos.shift()!.key);
  return json({ id: m.id, status: 'queued' }, 201);
};
