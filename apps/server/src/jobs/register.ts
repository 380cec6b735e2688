import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import type { MailMessage } from '../integrations/mail.js';
import type { Db } from '../db/types.js';
import { pushJob } from '../modules/push/job.js';

/** Every kind of outbox work and its handler; modules add theirs here. */
export function registerJobs(services: Services, log: Logger, db: Db): void {
  services.outbox.register('push.send', pushJob(db, services.push));
  services.outbox.register('mail.send', async (job) => {
    const msg = job.payload as unknown as MailMessage;
    await services.mail.send(msg);
    log.info({ to: msg.to, subject: msg.subject, sandbox: services.mail.sandbox }, 'correo enviado');
  });
}
