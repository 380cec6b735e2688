// Web Push service sandbox: the push protocol of RFC 8030 with VAPID (RFC 8292) and an
// aes128gcm body (RFC 8291), as a browser vendor's push service receives it. It checks the
// headers a real service checks and keeps the last messages per subscription, so development
// and tests can see what was sent (GET /sandbox/push/<id>). Endpoints ending in /gone answer 410,
// like an expired subscription.
import { json, type Handler } from '../integrations/http.js';

export type PushRecibido = { headers: Record<string, string>; body: string; at: string };

const received = new Map<string, PushRecibido[]>();

/** Messages the sandbox received for a subscription id (newest last). */
export const pushRecibidos = (id: string): PushRecibido[] => received.get(id) ?? [];

export const pushSandbox: Handler = async (req) => {
  const id = new URL(req.url).pathname.replace(/^.*\/sandbox\/push\//, '');
  if (req.method === 'GET') return json(pushRecibidos(id).map((m) => ({ ...m, body: `${m.body.length} bytes base64` })));
  if (req.method !== 'POST') return json({ error: 'Método no permitido' }, 405);
  if (id.endsWith('gone')) return new Response(null, { status: 410 });
  const auth = req.headers.get('authorization') ?? '';
  if (!/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/.test(auth)) return json({ error: 'Falta la autorización VAPID' }, 401);
  if (req.headers.get('content-encoding') !== 'aes128gcm') return json({ error: 'Cifrado no soportado' }, 415);
  if (!req.headers.get('ttl')) return json({ error: 'Falta TTL' }, 400);
  const body = Buffer.from(await req.arrayBuffer()).toString('base64');
  const list = received.get(id) ?? [];
  list.push({ headers: Object.fromEntries(req.headers.entries()), body, at: new Date().toISOString() });
  received.set(id, list.slice(-50));
  return new Response(null, { status: 201 });
};
