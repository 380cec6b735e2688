// E-mail marketing (rulings B-8 to B-10): the issuer's template, a campaign built from a customer
// filter and sent through the outbox between inicio and fin with each recipient's status (the
// e-mails land in the sandbox outbox), a send that comes after fin, removing a recipient, and the
// birthday greeting sent the same way. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { comoCuenta, ok } from './cliente-helpers.js';
import { correosA, crear as crearFactura, drenar, factura, receptor } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { mensajesWhatsapp } from '../src/sandbox/whatsapp.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CREATE = `mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id nombre } } }`;
const PLANTILLA = `mutation($i: EmailDataInput!) { EmailData { create(input: $i) { _id logo mainColor saludo byeMessage signature info guardada } } }`;
const LEER_PLANTILLA = `query { EmailData { readEmailData { _id logo mainColor saludo byeMessage signature info template guardada } } }`;
const SIN_LOGO = `mutation { EmailData { deleteImg(logo: "logo.png") { logo mainColor } } }`;
const CAMPANA = `mutation($i: EmailCampanaInput!) { Email { create(input: $i) { _id nombre estado inicio fin list { email { _id } cliente { _id } nombre correoElectronico estado detalle } } } }`;
const CAMPANAS = `query { Email { readAllByEmisor { _id nombre estado list { nombre estado detalle enviadoAt } } } }`;
const QUITAR = `mutation($id: ID!, $l: [ID!]!) { Email { deleteCliente(_id: $id, list: $l) { estado list { nombre } } } }`;
const CUMPLE = `mutation($ids: [ID!]!) { Cliente { sendBirthday(ids: $ids) { _id nombre estado list { nombre estado } } } }`;

type Destino = { nombre: string; estado: string; detalle: string | null; correoElectronico: string };
type Campana = { _id: string; nombre: string; estado: string; list: Destino[] };
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const correr = () => drenar(h, 1, 0);

describe('e-mail campaigns', () => {
  it('sends a filtered campaign between inicio and fin dressed with the template, each recipient once', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const a = await signup(h);
    const q = comoCuenta(h, a);
    await ok(q(`mutation { Emisor { setModules(marketingModule: true) { marketingModule } } }`));
    const cliente = async (nombre: string, correo: string | null) =>
      (await ok(q<{ Cliente: { create: { _id: string } } }>(CREATE, { i: { nombre, correoElectronico: correo } }))).Cliente.create._id;
    const uno = await cliente('Promo Uno S.A.', 'uno@promo.cr');
    const dos = await cliente('Promo Dos S.A.', 'dos@promo.cr');
    await cliente('Promo Sin Correo', null);
    const fuera = await cliente('Lejano Ltda.', 'lejano@promo.cr');

    // the template: defaults first, then saved; bad colour and bad logo refused in Spanish
    expect((await ok(q<{ EmailData: { readEmailData: Record<string, unknown> } }>(LEER_PLANTILLA))).EmailData.readEmailData).toMatchObject({
      _id: a.emisor,
      mainColor: '#007aff',
      byeMessage: 'Gracias por su compra',
      signature: '',
      template: 1,
      logo: null,
      guardada: false,
    });
    expect(errorOf(await q(PLANTILLA, { i: { mainColor: 'rojo' } })).message).toBe('El color debe ser #rrggbb, por ejemplo #007aff.');
    expect(errorOf(await q(PLANTILLA, { i: { logo: 'https://example.com/logo.png' } })).message).toBe('El logo debe ser una imagen PNG o JPEG.');
    const p = (await ok(q<{ EmailData: { create: Record<string, unknown> } }>(PLANTILLA, { i: { mainColor: '#aa0000', saludo: 'Hola', signature: 'El equipo de Promo', logo: PNG } }))).EmailData.create;
    expect(p).toMatchObject({ mainColor: '#aa0000', saludo: 'Hola', signature: 'El equipo de Promo', logo: PNG, byeMessage: 'Gracias por su compra', guardada: true });
    expect((await ok(q<{ EmailData: { deleteImg: { logo: string | null; mainColor: string } } }>(SIN_LOGO))).EmailData.deleteImg).toEqual({ logo: null, mainColor: '#aa0000' });

    // a reversed period is refused
    const base = { nombre: 'Promo de diciembre', asunto: 'Ofertas de diciembre', mensaje: 'Todo con 20 % de descuento.\n\nSolo esta semana.' };
    expect(errorOf(await q(CAMPANA, { i: { ...base, inicio: '2026-11-23T15:00:00Z', fin: '2026-11-22T15:00:00Z' } })).message).toBe('El fin debe ser posterior al inicio.');

    // built from the filter: the customers matching «promo» that have an e-mail
    const c = (
      await ok(q<{ Email: { create: Campana } }>(CAMPANA, { i: { ...base, inicio: '2026-11-22T16:00:00Z', fin: '2026-11-23T16:00:00Z', filtro: { search: 'promo' }, programar: true } }))
    ).Email.create;
    expect(c.estado).toBe('PROGRAMADA');
    expect(c.list.map((d) => [d.nombre, d.correoElectronico, d.estado])).toEqual([
      ['Promo Dos S.A.', 'dos@promo.cr', 'PENDIENTE'],
      ['Promo Uno S.A.', 'uno@promo.cr', 'PENDIENTE'],
    ]);
    // not before inicio
    await correr();
    expect(await correosA(h, 'uno@promo.cr')).toEqual([]);

    h.clock.now = new Date('2026-11-22T16:00:01Z');
    await correr();
    const [correo] = await correosA(h, 'uno@promo.cr');
    expect(correo).toMatchObject({ to: 'uno@promo.cr', subject: 'Ofertas de diciembre' });
    expect(correo!.text).toBe(`Hola Promo Uno S.A.:\n\nTodo con 20 % de descuento.\n\nSolo esta semana.\n\nGracias por su compra\n\nEl equipo de Promo\n\n${String(p.info)}`);
    const [html] = await withoutTenant(h.database.db, (tx) => rowsOf<{ html: string }>(tx, sql`select html from correo_enviado where "to" = 'uno@promo.cr'`));
    expect(html!.html).toContain('background:#aa0000');
    expect(await correosA(h, 'dos@promo.cr')).toHaveLength(1);
    expect(await correosA(h, 'lejano@promo.cr')).toEqual([]);
    let todas = (await ok(q<{ Email: { readAllByEmisor: Campana[] } }>(CAMPANAS))).Email.readAllByEmisor;
    expect(todas[0]).toMatchObject({ _id: c._id, estado: 'ENVIADA' });
    expect(todas[0]!.list.map((d) => d.estado)).toEqual(['ENVIADO', 'ENVIADO']);

    // a send run again after a crash sends nothing more
    await withoutTenant(h.database.db, (tx) => tx.execute(sql`update outbox set status = 'pending', locked_until = null where kind = 'cliente.campana' and status = 'done'`));
    await correr();
    expect(await correosA(h, 'uno@promo.cr')).toHaveLength(1);

    // a campaign whose fin passes before the server gets to it: VENCIDO, nothing sent; a recipient removed first
    const corta = (
      await ok(q<{ Email: { create: Campana } }>(CAMPANA, { i: { ...base, nombre: 'Relámpago', inicio: '2026-11-22T17:00:00Z', fin: '2026-11-22T18:00:00Z', list: [{ cliente: { _id: uno } }, { cliente: { _id: fuera } }] } }))
    ).Email.create;
    expect(corta.estado).toBe('BORRADOR');
    const quitada = (await ok(q<{ Email: { deleteCliente: { list: { nombre: string }[] } } }>(QUITAR, { id: corta._id, l: [fuera] }))).Email.deleteCliente;
    expect(quitada.list.map((d) => d.nombre)).toEqual(['Promo Uno S.A.']);
    await ok(q(CAMPANA, { i: { ...base, _id: corta._id, nombre: 'Relámpago', inicio: '2026-11-22T17:00:00Z', fin: '2026-11-22T18:00:00Z', programar: true } }));
    h.clock.now = new Date('2026-11-22T19:00:00Z');
    await correr();
    todas = (await ok(q<{ Email: { readAllByEmisor: Campana[] } }>(CAMPANAS))).Email.readAllByEmisor;
    expect(todas.find((x) => x._id === corta._id)).toMatchObject({ estado: 'ENVIADA', list: [{ nombre: 'Promo Uno S.A.', estado: 'VENCIDO', detalle: 'La campaña terminó antes de poder enviarse.' }] });
    expect(await correosA(h, 'uno@promo.cr')).toHaveLength(1);
    expect(await correosA(h, 'lejano@promo.cr')).toEqual([]);

    // birthday greetings go the same way, at once
    const cumple = (await ok(q<{ Cliente: { sendBirthday: Campana } }>(CUMPLE, { ids: [dos] }))).Cliente.sendBirthday;
    expect(cumple).toMatchObject({ nombre: 'Cumpleaños 22/11/2026', estado: 'PROGRAMADA', list: [{ nombre: 'Promo Dos S.A.', estado: 'PENDIENTE' }] });
    await correr();
    const saludos = await correosA(h, 'dos@promo.cr');
    expect(saludos.map((m) => m.subject)).toEqual(['Ofertas de diciembre', '¡Feliz cumpleaños!']);
    expect(saludos[1]!.text).toContain('Hola Promo Dos S.A.:\n\n¡Feliz cumpleaños!');
  }, 300_000);

  it('reminds customers who opted in of their unpaid documents by WhatsApp, with the public PDF link, once a day', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const a = await signup(h);
    const q = comoCuenta(h, a);
    const crear = async (nombre: string, numero: string, extra: Record<string, unknown>) => {
      const id = (await ok(q<{ Cliente: { create: { _id: string } } }>(CREATE, { i: { nombre, identificacion: { tipo: '02', numero }, ...extra } }))).Cliente.create._id;
      return { id, nombre, identificacion: { tipo: '02', numero } };
    };
    const avisado = await crear('Cliente Avisado S.A.', '3101000031', { waNotifica: true, waTelefonos: ['8888-1111', '7777-0000'], waMensaje: 'Hola {nombre}: {consecutivo} debe {saldo}. {enlace}' });
    const callado = await crear('Cliente Callado S.A.', '3101000032', { waTelefonos: ['8888-2222'] });
    const debe = await crearFactura(h, a.token, factura({ receptor: avisado, condicionVenta: '02', plazoCredito: 30 }));
    await crearFactura(h, a.token, factura({ receptor: avisado })); // cash: nothing owed
    await crearFactura(h, a.token, factura({ receptor: callado, condicionVenta: '02', plazoCredito: 30 }));
    const antes = mensajesWhatsapp.length;
    expect((await ok(q<{ Cliente: { sendRecordatorios: number } }>(`mutation { Cliente { sendRecordatorios } }`))).Cliente.sendRecordatorios).toBe(2);
    await correr();
    const nuevos = mensajesWhatsapp.slice(antes);
    expect(nuevos).toHaveLength(1);
    expect(nuevos[0]).toMatchObject({ to: '50688881111' });
    expect(nuevos[0]!.body).toMatch(new RegExp(`^Hola Cliente Avisado S\\.A\\.: ${debe.consecutivo} debe ₡2\\u00a0260,00\\. .*/d/${a.emisor}/${debe.id}/[\\w-]{32}\\.pdf$`));
    // the undeliverable number is retried by the outbox with WhatsApp's message
    const [fallo] = await withoutTenant(h.database.db, (tx) => rowsOf<{ status: string; last_error: string }>(tx, sql`select status, last_error from outbox where kind = 'cliente.whatsapp' and key like ${`%${debe.id}%50677770000`}`));
    expect(fallo).toMatchObject({ status: 'pending', last_error: 'WhatsApp respondió 400: Message undeliverable.' });
    // asking again the same day sends nothing twice
    await ok(q(`mutation { Cliente { sendRecordatorios } }`));
    await correr();
    expect(mensajesWhatsapp.slice(antes).filter((m) => m.to === '50688881111')).toHaveLength(1);
  }, 300_000);

  it('dresses the document e-mails (XML and PDF attached) with the issuer template, keeping the trial marks; without a template they stay as they were', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const conPlantilla = await signup(h);
    const sinPlantilla = await signup(h);
    await ok(h.gql(`mutation { Emisor { setModules(marketingModule: true) { marketingModule } } }`, {}, conPlantilla.token));
    await ok(
      h.gql(PLANTILLA, { i: { logo: PNG, mainColor: '#c2255c', saludo: 'Querido cliente', byeMessage: 'Gracias por preferirnos', signature: 'El equipo de Café La Loma', info: 'Aviso legal de prueba: resolución 0027-2024.' } }, conPlantilla.token),
    );
    const sello = Date.now().toString(36);
    const correo = (n: string) => `${n}-${sello}@documentos.jit.test`;
    const conDoc = await crearFactura(h, conPlantilla.token, factura({ receptor: receptor({ nombre: 'Ana Mora Rojas', correoElectronico: correo('vestido') }) }));
    const sinDoc = await crearFactura(h, sinPlantilla.token, factura({ receptor: receptor({ nombre: 'Luis Solís Vega', correoElectronico: correo('plano') }) }));
    // Hacienda's simulator accepts them and the comprobante mail goes out with its attachments
    await drenar(h, 4, 15_000);
    const leer = (to: string) =>
      withoutTenant(h.database.db, (tx) => rowsOf<{ subject: string; text: string; html: string | null }>(tx, sql`select subject, text, html from correo_enviado where "to" = ${to}`));

    const [vestido] = await leer(correo('vestido'));
    expect(vestido!.subject).toMatch(new RegExp(`^\\[Prueba\\] Factura electrónica ${conDoc.consecutivo} de `));
    expect(vestido!.text).toMatch(/^DOCUMENTO DE PRUEBA · emitido en el ambiente de pruebas, sin validez ante Hacienda\.\n\nQuerido cliente Ana Mora Rojas:\n\nAdjuntamos factura electrónica /);
    expect(vestido!.text).toContain('con su XML firmado y la respuesta de Hacienda.\n\nGracias por preferirnos\n\nEl equipo de Café La Loma\n\nAviso legal de prueba: resolución 0027-2024.');
    expect(vestido!.html).toContain('background:#c2255c');
    expect(vestido!.html).toContain(`<img src="${PNG}"`);
    expect(vestido!.html).toContain('DOCUMENTO DE PRUEBA');
    expect(vestido!.html).toContain('Querido cliente Ana Mora Rojas:');
    // still with its PDF, signed XML and Hacienda's answer attached
    const [envio] = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ payload: { attachments: { contentType: string }[] } }>(tx, sql`select payload from outbox where kind = 'mail.send' and payload->'to' ? ${correo('vestido')}`),
    );
    expect(envio!.payload.attachments.map((x) => x.contentType)).toEqual(['application/pdf', 'application/xml', 'application/xml']);

    const [plano] = await leer(correo('plano'));
    expect(plano!.html).toBeNull();
    expect(plano!.text).toMatch(/^DOCUMENTO DE PRUEBA · emitido en el ambiente de pruebas, sin validez ante Hacienda\.\n\nEstimado\(a\) Luis Solís Vega:\n\nAdjuntamos factura electrónica .*\n\nGracias por su compra\.\n.+$/s);
    expect(sinDoc.consecutivo).toBeTruthy();
    expect(await correosA(h, correo('plano'))).toHaveLength(1);
  }, 300_000);
});
