// Documentos and Mailer through the endpoint: the PDF, the receptor's e-mail once Hacienda
// accepted the document (PDF, signed XML and answer), re-sending to other addresses, the account
// statement and plain messages. Mail goes through the outbox to the sandbox transport.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, withoutTenant } from '../src/db/tenant.js';
import { AVISO_PRUEBA, definicionDocumento } from '../src/modules/factura/documentos/pdf.js';
import { SIN_GLIFO, tramos } from '../src/modules/factura/documentos/pdf-fuentes.js';
import { leerFila } from '../src/modules/factura/filas.js';
import { rowsOf } from '../src/db/types.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { correosA, crear, drenar, factura, leer, receptor } from './factura-helpers.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;

beforeAll(async () => {
  h = await startHarness();
  [a, b] = [await signup(h), await signup(h)];
});
afterAll(async () => h?.close());

async function relogin(u: { email: string; password: string }) {
  const r = await h.gql<{ User: { login: { token: string } } }>(
    `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`,
    { c: { email: u.email, password: u.password } },
  );
  return r.data!.User.login.token;
}

const adjuntos = (to: string) =>
  withoutTenant(h.database.db, (tx) =>
    rowsOf<{ subject: string; file: string | null; text: string }>(
      tx,
      sql`select subject, file, text from correo_enviado where "to" like ${`%${to}%`}`,
    ),
  );

describe('Documentos', () => {
  it('downloadPDF gives the printed document; another issuer gets state false', async () => {
    const f = await crear(h, a.token, factura());
    const PDF = `query($d: ID!) { Documentos { downloadPDF(doc: $d) { state file nombre message } } }`;
    const r = await h.gql<{
      Documentos: { downloadPDF: { state: boolean; file: string; nombre: string } };
    }>(PDF, { d: f.id }, a.token);
    const pdf = r.data!.Documentos.downloadPDF;
    expect(pdf.state).toBe(true);
    expect(pdf.nombre).toBe(`${f.clave}.pdf`);
    const bytes = Buffer.from(pdf.file, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5000);
    const ajeno = await h.gql<{ Documentos: { downloadPDF: { state: boolean; message: string } } }>(
      PDF,
      { d: f.id },
      b.token,
    );
    expect(ajeno.data!.Documentos.downloadPDF).toMatchObject({
      state: false,
      message: 'No se encontró el documento.',
    });
  });

  it("the PDF prints ₡ and an emoji with fonts that have them, the document's own sale condition and payment methods, and marks a sandbox document as a trial", async () => {
    const t = await relogin(a);
    const f = await crear(
      h,
      t,
      factura({
        condicionVenta: '02',
        plazoCredito: 30,
        receptor: receptor({ nombre: 'Café ☕ La Esquina 🍕' }),
      }),
    );
    // A credit sale carries no invented «Efectivo».
    const doc = await leer(h, t, f.id);
    expect((doc.resumenFactura as { medioPago: unknown[] }).medioPago).toEqual([]);
    const row = await withTenant(h.database.db, a.emisor, (tx) => leerFila(tx, f.id));
    const def = definicionDocumento(row!, { prueba: true });
    const textos = JSON.stringify(def.content);
    expect(textos).toContain('Crédito a 30 días (vence el ');
    expect(textos).toContain('Medio de pago: no indicado');
    expect(textos).not.toContain('Efectivo');
    expect(textos).toContain(AVISO_PRUEBA);
    expect(textos).toMatch(/₡1\u00a0130,00|₡2\u00a0260,00/);
    // Roboto has neither ₡ nor emoji: those runs go to DejaVu Sans and Noto Emoji, never a blank box.
    expect(tramos('Total ₡2 260,00 · Café ☕ 🍕')).toEqual([
      { text: 'Total ' },
      { text: '₡', font: 'DejaVu' },
      { text: '2 260,00 · Café ' },
      { text: '☕', font: 'DejaVu' },
      { text: ' ' },
      { text: '🍕', font: 'NotoEmoji' },
    ]);
    expect(tramos('\u{10FFFD}')).toEqual([{ text: SIN_GLIFO, font: 'DejaVu' }]);
    const r = await h.gql<{ Documentos: { downloadPDF: { file: string } } }>(
      `query($d: ID!) { Documentos { downloadPDF(doc: $d) { file } } }`,
      { d: f.id },
      t,
    );
    const pdf = Buffer.from(r.data!.Documentos.downloadPDF.file, 'base64').toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoEmoji/);
  });

  it('mails the receptor once Hacienda accepts: PDF, signed XML and the answer; re-sends to other addresses', async () => {
    const correo = `cliente-${Date.now()}@prueba.cr`;
    const f = await crear(
      h,
      a.token,
      factura({ receptor: receptor({ correoElectronico: correo }) }),
    );
    const ENVIAR = `mutation($d: [ID!]!) { Documentos { enviarDocumentos(docs: $d) { id state message } } }`;
    const antes = await h.gql<{
      Documentos: { enviarDocumentos: { state: boolean; message: string }[] };
    }>(ENVIAR, { d: [f.id, '01900000-0000-7000-8000-00000000dead'] }, a.token);
    expect(antes.data!.Documentos.enviarDocumentos).toEqual([
      { id: f.id, state: false, message: expect.stringMatching(/todavía no aceptó/) },
      {
        id: '01900000-0000-7000-8000-00000000dead',
        state: false,
        message: 'No se encontró el documento.',
      },
    ]);
    await drenar(h, 4, 15_000);
    const t = await relogin(a);
    const doc = await leer(h, t, f.id);
    expect(doc.estadoDocumento.value).toBe('3');
    expect(doc.mail).toBe(true);
    const mails = await correosA(h, correo);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`[Prueba] Factura electrónica ${f.consecutivo} de ${doc.emisor.nombre}`);
    expect(mails[0]!.text).toMatch(/^DOCUMENTO DE PRUEBA .* por un total de ₡/s);
    expect(mails[0]!.text).toMatch(/respuesta de Hacienda/);
    const otros = await h.gql<{ Documentos: { reenviarDocumentoOtroCorreo: { state: boolean } } }>(
      `mutation($d: ID!, $e: [String!]!) { Documentos { reenviarDocumentoOtroCorreo(doc: $d, emails: $e) { id state message } } }`,
      { d: f.id, e: ['contador@prueba.cr', 'Contador@prueba.cr '] },
      t,
    );
    expect(otros.data!.Documentos.reenviarDocumentoOtroCorreo.state).toBe(true);
    const re = await h.gql<{ Factura: { reSendEmail: boolean } }>(
      `mutation($id: ID!) { Factura { reSendEmail(id: $id, email: "gerencia@prueba.cr, compras@prueba.cr") } }`,
      { id: f.id },
      t,
    );
    expect(re.data!.Factura.reSendEmail).toBe(true);
    const otraVez = await h.gql<{ Documentos: { enviarDocumentos: { state: boolean }[] } }>(
      ENVIAR,
      { d: [f.id] },
      t,
    );
    expect(otraVez.data!.Documentos.enviarDocumentos[0]!.state).toBe(true);
    await drenar(h, 1, 1000);
    expect(await correosA(h, 'contador@prueba.cr')).toHaveLength(1);
    expect(await correosA(h, 'gerencia@prueba.cr')).toHaveLength(1);
    expect(await correosA(h, correo)).toHaveLength(2);
    expect(
      errorOf(
        await h.gql(
          `mutation($d: ID!) { Documentos { reenviarDocumentoOtroCorreo(doc: $d, emails: ["no-es-correo"]) { id } } }`,
          { d: f.id },
          t,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'emails' });
    expect(
      errorOf(
        await h.gql(
          `mutation($d: ID!) { Documentos { reenviarDocumentoOtroCorreo(doc: $d, emails: ["x@y.cr"]) { id } } }`,
          { d: f.id },
          b.token,
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the account statement of a customer with open credit documents', async () => {
    const t = await relogin(a);
    const correo = `deudor-${Date.now()}@prueba.cr`;
    const rec = await h.gql<{ Receptor: { create: { id: string } } }>(
      `mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`,
      {
        i: {
          nombre: 'Cliente a Crédito S.A.',
          identificacion: { tipo: '02', numero: '3101555555' },
          correoElectronico: correo,
        },
      },
      t,
    );
    const id = rec.data!.Receptor.create.id;
    for (let i = 0; i < 2; i++)
      await crear(
        h,
        t,
        factura({
          condicionVenta: '02',
          plazoCredito: 30,
          receptor: receptor({
            id,
            nombre: 'Cliente a Crédito S.A.',
            identificacion: { tipo: '02', numero: '3101555555' },
            correoElectronico: correo,
          }),
        }),
      );
    const r = await h.gql<{ Factura: { sendMailEstadoCuenta: boolean } }>(
      `mutation($r: ID!) { Factura { sendMailEstadoCuenta(receptor: $r) } }`,
      { r: id },
      t,
    );
    expect(r.data!.Factura.sendMailEstadoCuenta).toBe(true);
    await drenar(h, 1, 1000);
    const mails = await adjuntos(correo);
    expect(mails.map((m) => m.subject)).toContain(
      `Estado de cuenta — ${(await leer(h, t, (await crear(h, t, factura())).id)).emisor.nombre}`,
    );
    expect(mails.find((m) => m.subject.startsWith('Estado de cuenta'))!.text).toMatch(
      /2 documento\(s\) pendiente\(s\)/,
    );
    expect(
      errorOf(
        await h.gql(
          `mutation($r: ID!) { Factura { sendMailEstadoCuenta(receptor: $r) } }`,
          { r: id },
          b.token,
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      errorOf(
        await h.gql(
          `mutation($r: ID!) { Factura { sendMailEstadoCuenta(receptor: $r, logo: "https://x/y.png") } }`,
          { r: id },
          t,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'logo' });
  });
});

describe('Mailer.send', () => {
  it('queues a plain message in the issuer template; refuses bad addresses and another account', async () => {
    const c = await signup(h);
    await h.gql(
      `mutation { Emisor { setModules(marketingModule: true) { marketingModule } } }`,
      {},
      c.token,
    );
    const SEND = `mutation($acc: ID, $to: [String!]!, $s: String!, $c: String!) { Mailer { send(account: $acc, to: $to, subject: $s, content: $c) { state message } } }`;
    const r = await h.gql<{ Mailer: { send: { state: boolean } } }>(
      SEND,
      { to: ['promo@prueba.cr'], s: 'Ofertas de noviembre', c: 'Hola:\n<b>20 %</b> de descuento.' },
      c.token,
    );
    expect(r.data!.Mailer.send.state).toBe(true);
    await drenar(h, 1, 1000);
    const m = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ html: string; subject: string }>(
        tx,
        sql`select html, subject from correo_enviado where "to" = 'promo@prueba.cr'`,
      ),
    );
    expect(m[0]!.subject).toBe('Ofertas de noviembre');
    expect(m[0]!.html).toContain('&lt;b&gt;20 %&lt;/b&gt;');
    expect(errorOf(await h.gql(SEND, { to: ['malo'], s: 'x', c: 'y' }, c.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'to',
    });
    expect(
      errorOf(await h.gql(SEND, { acc: a.emisor, to: ['x@y.cr'], s: 'x', c: 'y' }, c.token)),
    ).toMatchObject({ code: 'FORBIDDEN' });
    // Without the marketing module the page (and the call) is closed.
    expect(errorOf(await h.gql(SEND, { to: ['x@y.cr'], s: 'x', c: 'y' }, b.token))).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
