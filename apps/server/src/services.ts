import type { TokenSigner } from './auth/jwt.js';
import type { EnlacesPublicos } from './modules/factura/documentos/enlace-publico.js';
import type { BccrClient } from './integrations/bccr.js';
import type { Captcha } from './integrations/captcha.js';
import type { CardProvider } from './integrations/card.js';
import type { ExonetClient } from './integrations/exonet.js';
import type { MailTransport } from './integrations/mail.js';
import type { OutboxWorker } from './jobs/outbox.js';
import type { Events } from './events.js';
import type { PushSender } from './integrations/push.js';
import type { HaciendaService } from './modules/factura/hacienda.js';

/** The long-lived collaborators of a server instance, shared by every request. */
export type Services = {
  tokens: TokenSigner;
  captcha: Captcha;
  card: CardProvider;
  /** Central bank exchange rates (spec 1 §5). */
  bccr: BccrClient;
  /** Hacienda's EXONET exoneration lookup (spec 3 "External"). */
  exonet: ExonetClient;
  mail: MailTransport;
  /** Hacienda's reception API (or its simulator) and whether it is reachable now. */
  hacienda: HaciendaService;
  outbox: OutboxWorker;
  events: Events;
  version: { version: string; builtAt: string | null };
  vapidPublicKey: string | null;
  push: PushSender;
  /** Public addresses of documents (the PDF link sent over WhatsApp). */
  enlaces: EnlacesPublicos;
};
