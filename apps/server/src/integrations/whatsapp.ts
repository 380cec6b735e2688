// WhatsApp Business Cloud API client (ruling B-15, DECISIONS #116): a text message to a number,
// through WHATSAPP_API_URL, or through the built-in sandbox (sandbox/whatsapp.ts, same protocol)
// when no address is set. An HTTP status of 400 or more, or no answer, is a failure with the
// service's message.
import type { Config } from '../config.js';
import { SANDBOX_WHATSAPP_TOKEN, whatsappSandbox } from '../sandbox/whatsapp.js';
import { inProcess, type FetchLike } from './http.js';

export type WhatsappResult = { ok: true; id: string } | { ok: false; message: string };
export type Whatsapp = { sandbox: boolean; enviarTexto(to: string, body: string): Promise<WhatsappResult> };

export function createWhatsapp(cfg: Config, fetchImpl: FetchLike = fetch): Whatsapp {
  const sandbox = !cfg.WHATSAPP_API_URL;
  const base = (cfg.WHATSAPP_API_URL ?? 'http://sandbox/sandbox/whatsapp').replace(/\/$/, '');
  const token = cfg.WHATSAPP_TOKEN ?? SANDBOX_WHATSAPP_TOKEN;
  const doFetch = sandbox ? inProcess(whatsappSandbox) : fetchImpl;
  return {
    sandbox,
    async enviarTexto(to, body) {
      try {
        const res = await doFetch(`${base}/${encodeURIComponent(cfg.WHATSAPP_PHONE_ID)}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'text', text: { preview_url: true, body } }),
          signal: AbortSignal.timeout(30_000),
        });
        const data = (await res.json().catch(() => ({}))) as { messages?: { id?: string }[]; error?: { message?: string } };
        if (res.status >= 400) return { ok: false, message: `WhatsApp respondió ${res.status}: ${data.error?.message ?? 'sin detalle'}` };
        return { ok: true, id: data.messages?.[0]?.id ?? '' };
      } catch {
        return { ok: false, message: 'No se pudo contactar a WhatsApp.' };
      }
    },
  };
}
