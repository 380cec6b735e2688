import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import type { MailMessage } from '../integrations/mail.js';

/** Every kind of outbox work and its handler; modules add theirs here. */
export function registerJobs(services: Services, log: Logger): void {
  services.outbox.register('mail.send', async (job) => {
    const msg = job.payload as unknown as MailMessage;
    await services.mail.send(msg);
    log.info({ to: msg.to, subject: msg.subject, sandbox: services.mail.sandbox }, 'correo enviado');
  });
}
