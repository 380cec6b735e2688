// Web Push subscriptions and notifications (spec 1 §7, DECISIONS #28). A browser subscribes
// with the user's e-mail as tag; `send` notifies every browser of a tag through the outbox, so
// a notification survives a restart and an unreachable push service is retried.
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Context } from '../../context.js';
import { pushSuscripcion } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { motivoNoPublica } from '../../integrations/direccion-publica.js';
import { esSandboxPropio } from '../../integrations/push.js';
import { enqueue } from '../../jobs/outbox.js';
import { parse } from '../validate.js';
import { withSession } from '../../auth/session.js';

const b64url = z.string().regex(/^[\w-]+={0,2}$/, 'Llave de suscripción inválida.').max(200);
const subscriptionInput = z.object({
  endpoint: z.string().url('La dirección de la suscripción no es válida.').max(2000),
  keys: z.object({ p256dh: b64url, auth: b64url }),
  tag: z.string().trim().toLowerCase(),
});

export type PushPayload = { title: string; message: string; url?: string | null; tag?: string | null };

/** Queues a notification to every browser subscribed with `tag`, in the caller's transaction. */
export async function queuePush(tx: Tx, emisorId: string, tag: string, payload: PushPayload, key: string): Promise<void> {
  await enqueue(tx, { kind: 'push.send', key: `push:${key}`, emisorRef: emisorId, payload: { emisorId, tag: tag.toLowerCase(), ...payload } });
}

export async function subscribe(ctx: Context, raw: unknown) {
  const input = parse(subscriptionInput, raw, 'input');
  // The server will call this address: only this server's own sandbox (outside production) or
  // an https push service on a public address (no SSRF into the server's network).
  if (!esSandboxPropio(ctx.config)(input.endpoint)) {
    const motivo = await motivoNoPublica(new URL(input.endpoint));
    if (motivo) throw badInput(`El servicio push del navegador no es válido: ${motivo}`, 'input.endpoint');
  }
  await withSession(ctx, (tx, s) => {
    // The tag is the user's e-mail (spec 1 §7): a browser cannot subscribe in someone else's name.
    if (input.tag !== s.user.email) throw badInput('La etiqueta debe ser el correo del usuario.', 'input.tag');
    return tx
      .insert(pushSuscripcion)
      .values({ emisorId: s.emisorId, id: uuidv7(), usuarioId: s.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, tag: input.tag })
      .onConflictDoUpdate({
        target: [pushSuscripcion.emisorId, pushSuscripcion.endpoint],
        set: { usuarioId: s.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, tag: input.tag, updatedAt: ctx.now() },
      });
  });
  return true;
}

export async function unsubscribe(ctx: Context, endpoint: string) {
  const gone = await withSession(ctx, (tx, s) =>
    tx.delete(pushSuscripcion).where(and(eq(pushSuscripcion.endpoint, endpoint), eq(pushSuscripcion.usuarioId, s.userId))).returning({ id: pushSuscripcion.id }),
  );
  return gone.length > 0;
}

/** The spec's POST /push {clientid, message}: notify the browsers of a user (clientid = e-mail) of the issuer. */
export async function send(ctx: Context, args: { clientid: string; message: string; title?: string | null; url?: string | null }) {
  const message = args.message.trim();
  if (!message) throw badInput('Escribe el mensaje de la notificación.', 'message');
  if (args.url && !args.url.startsWith('/')) throw badInput('El enlace debe ser una ruta de JIT (p. ej. /dashboard).', 'url');
  const tag = args.clientid.trim().toLowerCase();
  const count = await withSession(ctx, async (tx, s) => {
    const subs = await tx.select({ id: pushSuscripcion.id }).from(pushSuscripcion).where(eq(pushSuscripcion.tag, tag));
    if (subs.length) await queuePush(tx, s.emisorId, tag, { title: args.title?.trim() || 'JIT', message: message.slice(0, 500), url: args.url ?? null }, uuidv7());
    return subs.length;
  });
  ctx.services.outbox.nudge();
  return count;
}
