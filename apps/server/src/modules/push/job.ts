// The outbox handler of push.send: one notification to every browser of a tag; subscriptions the
// push service reports gone (404/410) are removed.
import { and, eq } from 'drizzle-orm';
import { pushSuscripcion } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { withTenant } from '../../db/tenant.js';
import type { PushSender } from '../../integrations/push.js';
import type { Job } from '../../jobs/outbox.js';

export function pushJob(db: Db, sender: PushSender) {
  return async (job: Job) => {
    const p = job.payload as { emisorId: string; tag: string; title: string; message: string; url?: string | null };
    const subs = await withTenant(db, p.emisorId, (tx) => tx.select().from(pushSuscripcion).where(eq(pushSuscripcion.tag, p.tag)));
    const payload = { title: p.title, message: p.message, url: p.url ?? '/dashboard', tag: p.tag };
    let failures = 0;
    for (const sub of subs) {
      try {
        const r = await sender.send(sub, payload);
        if (r === 'gone')
          await withTenant(db, p.emisorId, (tx) => tx.delete(pushSuscripcion).where(and(eq(pushSuscripcion.id, sub.id))));
      } catch {
        failures++;
      }
    }
    // A transient failure of the push service retries the whole message later (browsers drop duplicates by tag).
    if (failures) throw new Error(`${failures} notificaciones no se pudieron entregar`);
  };
}
