// The long-lived collaborators of a server instance, shared by every request (ctx.services).
// The infrastructure ones are listed here; a module that owns a service of its own (factura's
// Hacienda client, its public document links) declares it on ModuleServices from its own folder
// by declaration merging, so this file names no module and nothing here imports one.
import type { TokenSigner } from './auth/jwt.js';
import type { BccrClient } from './integrations/bccr.js';
import type { Captcha } from './integrations/captcha.js';
import type { CardProvider } from './integrations/card.js';
import type { ExonetClient } from './integrations/exonet.js';
import type { MailTransport } from './integrations/mail.js';
import type { OutboxWorker } from './jobs/outbox.js';
import type { Events } from './events.js';
import type { PushSender } from './integrations/push.js';
import type { SmsClient } from './integrations/sms.js';

export type InfraServices = {
  tokens: TokenSigner;
  captcha: Captcha;
  card: CardProvider;
  /** Central bank exchange rates (spec 1 §5). */
  bccr: BccrClient;
  /** Hacienda's EXONET exoneration lookup (spec 3 "External"). */
  exonet: ExonetClient;
  mail: MailTransport;
  /** Outgoing SMS (SMS_URL or the sandbox). */
  sms: SmsClient;
  outbox: OutboxWorker;
  events: Events;
  version: { version: string; builtAt: string | null };
  vapidPublicKey: string | null;
  push: PushSender;
};

/**
 * Services owned by modules, each declared in its module (`declare module '…/services.js'`) and
 * built by the module face's `services` (see server-module.ts).
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- an interface is what declaration merging extends; it starts empty on purpose
export interface ModuleServices {}

export type Services = InfraServices & ModuleServices;
