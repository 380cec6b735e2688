// The supplier mailbox's IMAP polling (ruling E-2, imapflow) against a real IMAP server (Dovecot):
// a supplier mail with its XML delivered to the mailbox is taken in and stored once, and marked read
// only after it is stored (a round whose storing fails leaves it unread); a server that stored a mail
// and died before marking it read takes it in again after its restart without storing it twice.
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buzonImap, direccionBuzon, recibirCorreo, correoDeMime, vueltaImap, type ImapOpciones } from '../src/modules/compra/index.js';
import { identificacionSandbox } from '../src/modules/factura/emisor-adapter.js';
import type { ModuleDeps } from '../src/server-module.js';
import { facturaV44 } from './compra-helpers.js';
import { startDovecot, type Dovecot } from './dovecot.js';
import { startHarness, type Harness } from './harness.js';
import { cuentaConInventario } from './item-helpers.js';

let h: Harness;
let imap: Dovecot;
let deps: ModuleDeps;
beforeAll(async () => {
  [h, imap] = await Promise.all([startHarness(), startDovecot()]);
  const nada = () => undefined;
  deps = { db: h.database.db, config: h.config, now: () => new Date(h.clock.now), services: h.app.services, log: { warn: nada, error: nada, info: nada, debug: nada } as never };
});
afterAll(async () => {
  await imap?.stop();
  await h?.close();
});

const opciones = (): ImapOpciones => ({ host: imap.host, port: imap.port, secure: false, user: imap.user, pass: imap.pass, ms: 50 });

/** Another IMAP client on the same mailbox: what the supplier's mail server delivers, what is unread. */
async function buzon<T>(fn: (c: ImapFlow) => Promise<T>): Promise<T> {
  const c = new ImapFlow({ host: imap.host, port: imap.port, secure: false, auth: { user: imap.user, pass: imap.pass }, logger: false });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.logout().catch(() => undefined);
  }
}
const noLeidos = () => buzon(async (c) => { const s = await c.status('INBOX', { unseen: true }); return s ? s.unseen : undefined; });

/** A supplier's mail as it travels (MIME), with its invoice XML and PDF attached. */
async function correoProveedor(para: string, xml: string, messageId: string): Promise<Buffer> {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await t.sendMail({ from: 'Importadora <ventas@teclados.cr>', to: 'facturas@empresa.cr', envelope: { from: 'ventas@teclados.cr', to: para }, headers: { 'Delivered-To': para }, messageId, subject: 'Factura electrónica', text: 'Adjunta la factura.', attachments: [{ filename: 'FE.xml', content: xml, contentType: 'application/xml' }, { filename: 'FE.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }] });
  return info.message as Buffer;
}

type Feed = { AutoEmail: { readByEmisor: { feed: { doc: string; status: string; adjuntos: { tipo: string }[] }[] } } };
const registros = async (token: string) => (await h.gql<Feed>(`query { AutoEmail { readByEmisor(limit: 50) { feed { doc status adjuntos { tipo } } } } }`, {}, token)).data!.AutoEmail.readByEmisor.feed;

describe('supplier mailbox: IMAP polling against a real IMAP server', () => {
  it('takes a supplier mail in, stores it once, marks it read only after storing it; a restart does not take it twice', async () => {
    const a = await cuentaConInventario(h);
    const para = direccionBuzon(a.emisor);
    const nuestra = identificacionSandbox(a.emisor);
    const primero = await correoProveedor(para, facturaV44(h, nuestra, 701), '<imap-701@teclados.cr>');
    await buzon((c) => c.append('INBOX', primero));
    expect(await noLeidos()).toBe(1);

    // A round whose storing fails (the database is down): the mail stays unread for the next one.
    const caida = { ...deps, db: new Proxy(deps.db, { get: (t, k) => (k === 'transaction' ? () => Promise.reject(new Error('base de datos caída')) : (Reflect.get(t, k) as unknown)) }) };
    await expect(vueltaImap(caida, opciones())).rejects.toThrow('base de datos caída');
    expect(await noLeidos()).toBe(1);
    expect(await registros(a.token)).toHaveLength(0);

    // The next round stores it (RECIBIDO, with its XML and PDF) and then marks it read.
    expect(await vueltaImap(deps, opciones())).toBe(1);
    expect(await noLeidos()).toBe(0);
    const [r] = await registros(a.token);
    expect(r).toMatchObject({ status: 'RECIBIDO', doc: expect.stringMatching(/^506\d{47}$/) as string });
    expect(r!.adjuntos.map((x) => x.tipo)).toEqual(['xml', 'pdf']);

    // A second mail: the server stored it and was killed before marking it read.
    const otro = await correoProveedor(para, facturaV44(h, nuestra, 702), '<imap-702@teclados.cr>');
    await buzon((c) => c.append('INBOX', otro));
    expect(await recibirCorreo(deps, await correoDeMime(otro))).not.toBeNull();
    expect(await noLeidos()).toBe(1);
    // Restarted, the mailbox's poller takes it in again, stores nothing twice and marks it read.
    const w = buzonImap(deps, opciones());
    w.start();
    await vi.waitFor(async () => expect(await noLeidos()).toBe(0), { timeout: 20_000, interval: 100 });
    await w.stop();
    expect(await vueltaImap(deps, opciones())).toBe(0);
    const todos = await registros(a.token);
    expect(todos).toHaveLength(2);
    expect(new Set(todos.map((x) => x.doc)).size).toBe(2);
  }, 60_000);
});
