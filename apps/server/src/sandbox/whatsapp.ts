// WhatsApp Business Cloud API sandbox: the messages endpoint of the real service
// (POST /{phone-number-id}/messages, bearer token, JSON `{messaging_product: 'whatsapp', to,
// type: 'text', text: {body}}` → `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`,
// errors as `{error: {message, type, code}}`). It keeps what it accepted, newest last, so a test or
// a person can see what would have gone out. A number ending in 0000 is undeliverable (131026).
import { randomUUID } from 'node:crypto';
import { json, type Handler } from '../integrations/http.js';

export const SANDBOX_WHATSAPP_TOKEN = 'jit-sandbox-whatsapp';

export type MensajeSandbox = { id: string; phoneId: string; to: string; body: string };
/** What the sandbox accepted since the process started (bounded). */
export const mensajesWhatsapp: MensajeSandbox[] = [];

const error = (status: number, code: number, message: string) => json({ error: { message, type: 'OAuthException', code } }, status);

export const whatsappSandbox: Handler = async (req) => {
  if (req.headers.get('authorization') !== `Bearer ${SANDBOX_WHATSAPP_TOKEN}`) return error(401, 190, 'Invalid OAuth access token.');
  if (req.method !== 'POST') return error(405, 100, 'Unsupported method.');
  const m = /\/([^/]+)\/messages$/.exec(new URL(req.url).pathname);
  if (!m) return error(404, 100, 'Unknown path.');
  const body = (await req.json().catch(() => null)) as { messaging_product?: string; to?: string; type?: string; text?: { body?: string } } | null;
  if (body?.messaging_product !== 'whatsapp') return error(400, 100, 'The parameter messaging_product is required.');
  const to = (body.to ?? '').replace(/\D/g, '');
  if (!/^\d{8,15}$/.test(to)) return error(400, 100, 'Invalid parameter: to.');
  if (body.type !== 'text' || !body.text?.body) return error(400, 100, 'The parameter text.body is required.');
  if (to.endsWith('0000')) return error(400, 131026, 'Message undeliverable.');
  const id = `wamid.sbx.${randomUUID()}`;
  mensajesWhatsapp.push({ id, phoneId: m[1]!, to, body: body.text.body });
  if (mensajesWhatsapp.length > 1000) mensajesWhatsapp.shift();
  return json({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: to }], messages: [{ id }] });
};
