// Every setting the server reads, in one place, validated once at start. The README lists
// them; defaults give a working sandbox on a fresh machine (embedded database, simulators).
import { resolve } from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the embedded database (PGlite), mail outbox and other local state. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /** Secret that signs the session tokens; generated and kept in the database when absent. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Minutes a session token lives; the web renews it before it expires. */
  TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
  /** Public address of this server, used in e-mail links (password recovery, PDFs). */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Other origins (comma-separated, https://socio.example) whose pages may call /graphql and open
   * its WebSocket; PUBLIC_URL's origin always may (http/origenes.ts).
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const out: string[] = [];
      for (const o of v.split(',').map((x) => x.trim()).filter(Boolean)) {
        try {
          out.push(new URL(o).origin);
        } catch {
          ctx.addIssue({ code: 'custom', message: `CORS_ORIGINS: «${o}» no es un origen (https://sitio.ejemplo)` });
        }
      }
      return out;
    }),
  /** reCaptcha: with a secret, Google's verify endpoint (or RECAPTCHA_VERIFY_URL); without, the sandbox. */
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().optional(),
  /** SMTP for outgoing mail (smtp://user:pass@host:port); without it mail is written to DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('JIT <no-responder@jit.local>'),
  /** Card provider base address; without it the built-in sandbox at /sandbox/card is used. */
  CARD_PROVIDER_URL: z.string().url().optional(),
  CARD_PROVIDER_TOKEN: z.string().optional(),
  CARD_PUBLIC_SECRET_KEY: z.string().default('sandbox-public-key'),
  /** The secret the card provider signs its webhooks with (HMAC-SHA256); the sandbox's without a provider. */
  CARD_WEBHOOK_SECRET: z.string().optional(),
  /**
   * WhatsApp Business Cloud API base address (e.g. https://graph.facebook.com/v20.0); without it
   * the built-in sandbox that speaks the same protocol is used. The token and the sender's phone
   * number id come with it.
   */
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_ID: z.string().default('sandbox-phone'),
  /** Wait between the tries of an AutoPay card charge (DECISIONS #111). */
  AUTOPAY_REINTENTO_SEGUNDOS: z.coerce.number().int().min(1).default(3600),
  /**
   * Raster tiles of the customers' map (/maps/full-screen, DECISIONS #234): an https (or this
   * server's own) address with {z}/{x}/{y}; empty for no tiles (the points on a plain background).
   */
  MAP_TILES_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine((v) => v === '' || (/^(https:\/\/|\/)/.test(v) && v.includes('{z}') && v.includes('{x}') && v.includes('{y}')), 'MAP_TILES_URL: una dirección https (o de este servidor, /…) con {z}, {x} e {y}, o vacía'),
  MAP_TILES_ATTRIBUTION: z.string().default('© colaboradores de OpenStreetMap'),
  /**
   * Central bank exchange rates (BCCR "Indicadores Económicos", ObtenerIndicadoresEconomicosXML).
   * With BCCR_TOKEN, the bank's service (or BCCR_URL); without, the built-in sandbox at /sandbox/bccr.
   */
  BCCR_URL: z.string().url().optional(),
  BCCR_NOMBRE: z.string().min(1).default('JIT'),
  BCCR_CORREO: z.string().email().optional(),
  BCCR_TOKEN: z.string().optional(),
  /** EXONET exoneration lookup (Hacienda's GET ?autorizacion=); without it the sandbox at /sandbox/exonet. */
  EXONET_URL: z.string().url().optional(),
  /**
   * SMS gateway (the issuers' order notices, ruling D-6): POST <SMS_URL>/messages with a bearer
   * SMS_TOKEN, JSON {to, text} and an Idempotency-Key; without SMS_URL, the built-in sandbox at
   * /sandbox/sms (same protocol, answered in-process).
   */
  SMS_URL: z.string().url().optional(),
  SMS_TOKEN: z.string().optional(),
  /** Folder with the built web app to serve; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /**
   * The supplier mailbox's sandbox (ruling E-2): a folder of JSON mails (compras+<issuer>@…) the
   * server takes in every BUZON_MS; without it no sandbox mailbox runs.
   */
  BUZON_SANDBOX_DIR: z.string().optional(),
  BUZON_MS: z.coerce.number().int().min(100).default(5000),
  /**
   * A real SMTP listener of the supplier mailbox (smtp-server) on this port; without it none runs.
   * It accepts only compras+<issuer>@… recipients and answers 250 only after the mail is stored.
   */
  BUZON_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  BUZON_SMTP_HOST: z.string().default('127.0.0.1'),
  /** IMAP polling of an existing mailbox (imapflow): host, port, user, password, TLS and period. */
  BUZON_IMAP_HOST: z.string().optional(),
  BUZON_IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  BUZON_IMAP_USER: z.string().optional(),
  BUZON_IMAP_PASS: z.string().optional(),
  BUZON_IMAP_TLS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  BUZON_IMAP_MS: z.coerce.number().int().min(1000).default(60_000),
  /** VAPID subject of Web Push (a mailto: or https: address the push services may contact). */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/).default('mailto:no-responder@jit.local'),
  /**
   * Whether Web Push endpoints of this server's own sandbox (PUBLIC_URL's origin + /sandbox/push/)
   * are accepted and answered in-process; default true except in production.
   */
  PUSH_SANDBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Hours between VACUUM (ANALYZE) runs on the embedded database (PGlite has no autovacuum). */
  VACUUM_HOURS: z.coerce.number().min(0).default(6),
  /**
   * Key that encrypts issuers' secrets at rest (ATV password, .p12, PIN; AES-256-GCM), at least
   * 32 characters; generated and kept in the database when absent. Changing it makes the stored
   * secrets unreadable (the issuers load them again).
   */
  SECRETS_KEY: z.string().min(32).optional(),
  /**
   * Hacienda's token server (IDP), e.g. https://idp.comprobanteselectronicos.go.cr/auth/realms/rut-stag/protocol/openid-connect/token
   * (pruebas) or …/realms/rut/… (producción); without it, the local Hacienda simulator.
   */
  HACIENDA_TOKEN_URL: z.string().url().optional(),
  /** client_id of the token server; default api-stag (api-prod for the realm rut). */
  HACIENDA_CLIENT_ID: z.string().optional(),
  /**
   * Hacienda's reception API (…/recepcion/v1), used with HACIENDA_TOKEN_URL; without both, the
   * Hacienda simulator runs inside this process (development, tests, `npm start`).
   */
  HACIENDA_RECEPCION_URL: z.string().url().optional(),
  /** Legal window to get a document to Hacienda, counted from its issue (contingency). */
  HACIENDA_PLAZO_ENVIO_HORAS: z.coerce.number().int().min(1).default(72),
  /** Seconds before the first status query after Hacienda receives a document. */
  HACIENDA_CONSULTA_SEGUNDOS: z.coerce.number().min(0).default(3),
  /** Ceiling of the back-off between sending attempts while Hacienda cannot be reached. */
  HACIENDA_REINTENTO_MAX_SEGUNDOS: z.coerce.number().min(1).default(60),
  /** Requests per second to Hacienda from this process (bursts of twice as many). */
  HACIENDA_LIMITE_POR_SEGUNDO: z.coerce.number().min(1).default(20),
  /** Extra workers sending to Hacienda in parallel (each document still has one sender at a time). */
  HACIENDA_ENVIOS_CONCURRENTES: z.coerce.number().int().min(0).max(64).default(4),
  /** Time limit of one request to Hacienda. */
  HACIENDA_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** ProveedorSistemas of every document: the identification of whoever runs this installation. */
  HACIENDA_PROVEEDOR_SISTEMAS: z.string().regex(/^[0-9A-Za-z]{1,20}$/).default('3101000000'),
  /** Seconds a worker holds a claimed outbox job before another process may take it over. */
  OUTBOX_CLAIM_SECONDS: z.coerce.number().int().min(5).default(120),
  /** Serve the process's counters (database round trips, issuing batches) on GET /metrics. */
  METRICAS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Seed the demo issuer when the database is empty. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof schema> & { dataDir: string };

/** Reads and validates the settings from the environment (or a given record, in tests). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) };
}
