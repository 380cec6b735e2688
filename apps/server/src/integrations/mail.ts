// Outgoing mail. Callers queue it (queueMail) inside their transaction; the outbox worker sends
// it through SMTP when SMTP_URL is set, or through the sandbox transport otherwise, which writes
// the message as an .eml file under DATA_DIR/mail and keeps a row the app can show.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from '../config.js';
import { correoEnviado } from '../db/schema/index.js';
import type { Db, Tx } from '../db/types.js';
import { withoutTenant } from '../db/tenant.js';
import { enqueue } from '../jobs/outbox.js';

export type MailAttachment = { filename: string; contentBase64: string; contentType: string };
export type MailMessage = {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  emisorRef?: string | null;
};

/** Queues a message; `key` makes a retried caller send it only once. */
export async function queueMail(tx: Tx, key: string, msg: MailMessage): Promise<void> {
  await enqueue(tx, { kind: 'mail.send', key: `mail:${key}`, emisorRef: msg.emisorRef ?? null, payload: msg });
}

export type MailTransport = { send(msg: MailMessage): Promise<void>; sandbox: boolean };

export function createMailTransport(cfg: Config, db: Db, persistFiles: boolean): MailTransport {
  const toNodemailer = (msg: MailMessage) => ({
    from: cfg.MAIL_FROM,
    to: msg.to.join(', '),
    subject: msg.subject,
    text: msg.text,
    ...(msg.html ? { html: msg.html } : {}),
    attachments: (msg.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.contentBase64, 'base64'),
      contentType: a.contentType,
    })),
  });

  if (cfg.SMTP_URL) {
    const transport = nodemailer.createTransport(cfg.SMTP_URL);
    return {
      sandbox: false,
      async send(msg) {
        await transport.sendMail(toNodemailer(msg));
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    sandbox: true,
    async send(msg) {
      const info = await transport.sendMail(toNodemailer(msg));
      const id = uuidv7();
      let file: string | null = null;
      if (persistFiles) {
        const dir = join(cfg.dataDir, 'mail');
        mkdirSync(dir, { recursive: true });
        file = join(dir, `${id}.eml`);
        writeFileSync(file, info.message as Buffer);
      }
      await withoutTenant(db, (tx) =>
        tx.insert(correoEnviado).values({
          id,
          emisorRef: msg.emisorRef ?? null,
          to: msg.to.join(', '),
          subject: msg.subject,
          text: msg.text,
          html: msg.html ?? null,
          file,
        }),
      );
    },
  };
}
