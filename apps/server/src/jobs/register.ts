// The one place outbox work is registered: the infrastructure's own kinds (mail.send, sms.send) and every
// module's handlers (its face's `jobs`). Modules that run workers of their own (factura's pool of
// Hacienda senders) hand them back, started and stopped with the server.
import type { MailMessage } from '../integrations/mail.js';
import type { SmsMessage } from '../integrations/sms.js';
import type { ModuleDeps, ServerModule, Workers } from '../server-module.js';

export function registerJobs(modules: readonly ServerModule[], d: ModuleDeps): Workers {
  d.services.outbox.register('mail.send', async (job) => {
    const msg = job.payload as unknown as MailMessage;
    await d.services.mail.send(msg);
    d.log.info({ to: msg.to, subject: msg.subject, sandbox: d.services.mail.sandbox }, 'correo enviado');
  });
  d.services.outbox.register('sms.send', async (job) => {
    const msg = job.payload as unknown as SmsMessage;
    const r = await d.services.sms.send(msg, job.key);
    // A refusal (bad number, 4xx) will not change by retrying: logged in Spanish and dropped.
    if (!r.ok && r.retry) throw new Error(`SMS no enviado: ${r.detail}`);
    if (!r.ok) d.log.warn({ to: msg.to, detalle: r.detail }, 'SMS rechazado por la pasarela');
    else d.log.info({ to: msg.to, sandbox: d.services.sms.sandbox }, 'SMS enviado');
  });
  const workers = modules.flatMap((m) => m.jobs?.(d) ?? []);
  return {
    start: () => workers.forEach((w) => w.start()),
    stop: async () => {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
