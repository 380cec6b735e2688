// The supplier mailbox (ruling E-2) through its sandbox: mails delivered to the local folder become
// AutoEmail records with their attachments stored; a signed invoice addressed to the issuer waits
// as RECIBIDO, one addressed elsewhere or a mail without an invoice is ERROR with its reason in
// Spanish; a mail taken in again (redelivered, or the server killed before the file was removed)
// is kept once; a mail for an unknown address is left out. The real SMTP listener (on a local port,
// never the internet) stores what it answers 250 to and refuses unknown recipients; the MIME reader
// IMAP polling uses finds the issuer in Delivered-To.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import nodemailer from 'nodemailer';
import { buzonSmtp, correoDeMime, direccionBuzon, recibirCorreo, vaciarBuzon } from '../src/modules/compra/index.js';
import { identificacionSandbox } from '../src/modules/factura/emisor-adapter.js';
import type { ModuleDeps } from '../src/server-module.js';
import { facturaV44 } from './compra-helpers.js';
import { startHarness, type Harness } from './harness.js';
import { cuentaConInventario } from './item-helpers.js';

let h: Harness;
let dir: string;
let deps: ModuleDeps;
beforeAll(async () => {
  h = await startHarness();
  dir = await mkdtemp(join(tmpdir(), 'jit-buzon-'));
  const nada = () => undefined;
  deps = { db: h.database.db, config: h.config, now: () => new Date(h.clock.now), services: h.app.services, log: { warn: nada, error: nada, info: nada, debug: nada } as never };
});
const cerrar: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cerrar) await c();
  await h?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64');
const entregar = (nombre: string, correo: Record<string, unknown>) => writeFile(join(dir, nombre), JSON.stringify(correo));

describe('supplier mailbox (sandbox)', () => {
  it('stores, verifies and logs each mail once, with its reason in Spanish', async () => {
    const a = await cuentaConInventario(h);
    const para = direccionBuzon(a.emisor);
    const buena = facturaV44(h, identificacionSandbox(a.emisor), 501);
    const ajena = facturaV44(h, '3101000001', 502);
    await entregar('001.json', { mensajeId: '<m1@teclados.cr>', de: 'ventas@teclados.cr', para, adjuntos: [{ nombre: 'FE-501.xml', tipo: 'application/xml', base64: b64(buena) }, { nombre: 'FE-501.pdf', tipo: 'application/pdf', base64: b64('%PDF-1.4') }] });
    await entregar('002.json', { mensajeId: '<m2@teclados.cr>', de: 'ventas@teclados.cr', para, adjuntos: [{ nombre: 'FE-502.xml', tipo: 'text/xml', base64: b64(ajena) }] });
    await entregar('003.json', { mensajeId: '<m3@teclados.cr>', de: 'ventas@teclados.cr', para, adjuntos: [{ nombre: 'nota.txt', tipo: 'text/plain', base64: b64('hola') }] });
    await entregar('004.json', { mensajeId: '<m4@otro.cr>', de: 'x@otro.cr', para: 'compras+nadie@buzon.jit.cr', adjuntos: [] });
    // The same mail again (a redelivery).
    await entregar('005.json', { mensajeId: '<m1@teclados.cr>', de: 'ventas@teclados.cr', para, adjuntos: [{ nombre: 'FE-501.xml', tipo: 'application/xml', base64: b64(buena) }] });
    expect(await vaciarBuzon(deps, dir)).toBe(5);
    expect(await readdir(dir)).toEqual([]);
    // The server killed after storing a mail, before removing its file: it is taken in again, kept once.
    expect(await recibirCorreo(deps, { mensajeId: '<m2@teclados.cr>', de: 'ventas@teclados.cr', para, adjuntos: [] })).toBeNull();

    const r = await h.gql<{ AutoEmail: { readByEmisor: { feed: { _id: string; doc: string; provider: string; status: string; error: string | null; adjuntos: { nombre: string; tipo: string; archivoId: string }[] }[] } } }>(
      `query { AutoEmail { readByEmisor(limit: 50) { feed { _id doc provider status error adjuntos { nombre tipo archivoId } } } } }`,
      {},
      a.token,
    );
    const feed = r.data!.AutoEmail.readByEmisor.feed;
    expect(feed).toHaveLength(3);
    const porEstado = (s: string) => feed.filter((f) => f.status === s);
    expect(porEstado('RECIBIDO')).toHaveLength(1);
    const ok = porEstado('RECIBIDO')[0]!;
    expect(ok.doc).toMatch(/^506\d{47}$/);
    expect(ok.provider).toBe('Importadora Teclados S.A. <ventas@teclados.cr>');
    expect(ok.adjuntos.map((x) => x.tipo)).toEqual(['xml', 'pdf']);
    const errores = porEstado('ERROR').map((f) => f.error).sort();
    expect(errores).toEqual(['El comprobante va dirigido a la identificación 3101000001, no a este emisor.', 'El correo no trae un XML de comprobante.']);
    // The attachments are the issuer's files (the XML of the one refused too, to show why).
    const archivos = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from archivo where dueno_tipo = 'autoEmail'`));
    expect(archivos[0]!.n).toBe(3);
    // The XML waits to be accepted: readById answers it.
    const uno = await h.gql<{ AutoEmail: { readById: { xml: string } } }>(`query($id: ID!) { AutoEmail { readById(_id: $id) { xml } } }`, { id: ok._id }, a.token);
    expect(uno.data!.AutoEmail.readById.xml).toContain('<FacturaElectronica');
    // Accepting it (as «Compras por XML» does) marks the mail PROCESADO.
    const mr = await h.gql<{ Factura: { createMensajeReceptor: { message: string | null } } }>(`mutation($i: [MensajeReceptorInput!]!) { Factura { createMensajeReceptor(input: $i) { message } } }`, { i: [{ xml: uno.data!.AutoEmail.readById.xml, mensaje: '1' }] }, a.token);
    expect(mr.data!.Factura.createMensajeReceptor.message).toBeNull();
    const despues = await h.gql<{ AutoEmail: { readById: { status: string } } }>(`query($id: ID!) { AutoEmail { readById(_id: $id) { status } } }`, { id: ok._id }, a.token);
    expect(despues.data!.AutoEmail.readById.status).toBe('PROCESADO');
  }, 60_000);
  it('the SMTP listener stores a supplier mail before answering, refuses an unknown recipient, and the IMAP reader finds the issuer in the headers', async () => {
    const a = await cuentaConInventario(h);
    const para = direccionBuzon(a.emisor);
    const xml = facturaV44(h, identificacionSandbox(a.emisor), 601);
    let puerto = 0;
    const escuchando = new Promise<void>((resolve) => {
      const w = buzonSmtp(deps, { host: '127.0.0.1', port: 0, alEscuchar: (p) => ((puerto = p), resolve()) });
      w.start();
      cerrar.push(() => w.stop());
    });
    await escuchando;
    const t = nodemailer.createTransport({ host: '127.0.0.1', port: puerto, secure: false, ignoreTLS: true });
    const mensaje = { from: 'Importadora <ventas@teclados.cr>', subject: 'Factura 601', text: 'Adjunta', attachments: [{ filename: 'FE-601.xml', content: xml, contentType: 'application/xml' }, { filename: 'FE-601.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' }] };
    const enviado = await t.sendMail({ ...mensaje, to: para, messageId: '<smtp-601@teclados.cr>' });
    expect(enviado.accepted).toEqual([para]);
    await expect(t.sendMail({ ...mensaje, to: 'compras@otro.cr', messageId: '<smtp-602@teclados.cr>' })).rejects.toThrow(/550/);
    t.close();
    const r = await h.gql<{ AutoEmail: { readByEmisor: { feed: { doc: string; status: string; provider: string; adjuntos: { tipo: string }[] }[] } } }>(`query { AutoEmail { readByEmisor { feed { doc status provider adjuntos { tipo } } } } }`, {}, a.token);
    const feed = r.data!.AutoEmail.readByEmisor.feed;
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ status: 'RECIBIDO', provider: expect.stringContaining('ventas@teclados.cr') as string });
    expect(feed[0]!.adjuntos.map((x) => x.tipo)).toEqual(['xml', 'pdf']);

    const mime = `Delivered-To: ${para}\r\nTo: Compras <facturas@empresa.cr>\r\nFrom: ventas@teclados.cr\r\nMessage-ID: <imap-1@teclados.cr>\r\nSubject: Factura\r\nContent-Type: text/plain\r\n\r\nHola\r\n`;
    expect(await correoDeMime(Buffer.from(mime))).toMatchObject({ mensajeId: '<imap-1@teclados.cr>', para, adjuntos: [] });
  }, 60_000);
});
