// Recurring invoices and card AutoPay (ruling B-4): a subscription issues a copy of its template
// document at each due date through the outbox, logs it in its bitácora and moves `next`; with a
// stored card each document is charged through the card sandbox (3 tries). A subscription due
// three times while the server was stopped issues each missed document exactly once when it is
// back, and charges the card once each; a declined card shows the three tries and the failure.
// PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { cargosTarjeta } from '../src/sandbox/card.js';
import { CREATE as CREAR_FACTURA, crear as crearFactura, drenar, factura, linea } from './factura-helpers.js';
import { comoCuenta, ok } from './cliente-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CREATE = `mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id nombre } } }`;
const TARJETA = `mutation($i: ECommerceClienteInput!) { Cliente { eCommerceCreate(input: $i) { _id customerId paymentMethods { _id last4 brand } } } }`;
const SUBSCRIBE = `mutation($id: ID!, $i: SubscriptionInput!) { Cliente { subscribe(_id: $id, input: $i) { _id next freq state _idFactura consecutivo total emitidos cliente { nombre } } } }`;
const SUBS = `query($id: ID) { Cliente { readSubscriptionsByCliente(_id: $id) { _id next freq state emitidos cliente { _id } } } }`;
const BITACORA = `query($id: ID, $c: ID) { Cliente { readBitacora(_id: $id, _idCliente: $c) { fecha vencimiento consecutivo _idFactura _idSuscripcion } } }`;
const AUTOPAY = `query($s: String) { AutoPay { readAll(status: $s) { _id try status detalle consecutivo monto last4 cliente { _id nombre } _idFactura } } }`;
const BORRAR = `mutation($id: ID!, $ids: [ID!]!, $d: Boolean) { Cliente { deleteSubscriptions(_id: $id, ids: $ids, isDelete: $d) { _id state message } } }`;

type Sub = { _id: string; next: string; freq: string; state: boolean; emitidos: number; _idFactura: string; consecutivo: string };
type Pago = { _id: string; try: number; status: string; detalle: string | null; consecutivo: string; monto: string; last4: string; cliente: { _id: string }; _idFactura: string };

/** Runs every due job (documents, their sending, charges) until nothing is left at this time. */
const correr = () => drenar(h, 2, 0);

// Long walks through many outbox runs: a generous per-test limit for a loaded machine (no timing is asserted).
describe('recurring invoices with AutoPay', () => {
  it('issues each missed document once after a stop, charges each once, and retries a declined card 3 times', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const a = await signup(h);
    const q = comoCuenta(h, a);
    const cliente = async (nombre: string, numero: string) => {
      const r = await ok(q<{ Cliente: { create: { _id: string } } }>(CREATE, { i: { nombre, identificacion: { tipo: '02', numero }, correoElectronico: 'pagos@cliente.cr' } }));
      return { id: r.Cliente.create._id, nombre, identificacion: { tipo: '02', numero } };
    };
    const buena = await cliente('Suscriptora Buena S.A.', '3101000011');
    const mala = await cliente('Suscriptora Rechazada S.A.', '3101000012');
    const plantilla = await crearFactura(h, a.token, factura({ receptor: buena, detalleServicio: { lineaDetalle: [linea({ detalle: 'Mensualidad de soporte', cantidad: '1', precioUnitario: '10000' })] } }));
    const plantillaMala = await crearFactura(h, a.token, factura({ receptor: mala }));

    // cards: saved at the provider, only the last four digits come back
    const t1 = await ok(q<{ Cliente: { eCommerceCreate: { _id: string; customerId: string; paymentMethods: { last4: string; brand: string }[] } } }>(TARJETA, { i: { _id: buena.id, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvv: '123', holderName: 'Ána Pérez' } } }));
    expect(t1.Cliente.eCommerceCreate).toMatchObject({ _id: buena.id, paymentMethods: [{ last4: '4242', brand: 'visa' }] });
    expect(t1.Cliente.eCommerceCreate.customerId).toMatch(/^cus_sbx_/);
    const t2 = await ok(q<{ Cliente: { eCommerceCreate: { customerId: string } } }>(TARJETA, { i: { _id: mala.id, card: { number: '4000000000000002', expMonth: 12, expYear: 2030, cvv: '123', holderName: 'Luis Mora' } } }));
    // what the provider charged (a replayed try with its idempotency key is not charged again)
    const cargados = () => cargosTarjeta().filter((c) => c.customerId === t1.Cliente.eCommerceCreate.customerId || c.customerId === t2.Cliente.eCommerceCreate.customerId).length;
    const invalida = await q(TARJETA, { i: { _id: mala.id, card: { number: '4242424242424241', expMonth: 12, expYear: 2030, cvv: '123', holderName: 'Luis Mora' } } });
    expect(errorOf(invalida).message).toBe('El proveedor de tarjetas no aceptó la tarjeta: Número de tarjeta inválido.');

    // bad inputs are refused in Spanish
    const primera = '2026-11-23T14:00:00.000Z';
    expect(errorOf(await q(SUBSCRIBE, { id: buena.id, i: { _idFactura: plantilla.id, freq: 'QUINCENAL', next: primera } })).message).toBe(
      'La frecuencia debe ser DIARIA, SEMANAL, MENSUAL o ANUAL.',
    );
    expect(errorOf(await q(SUBSCRIBE, { id: buena.id, i: { _idFactura: plantillaMala.id, freq: 'DIARIA', next: primera } })).message).toBe('El documento no es de este cliente.');
    expect(errorOf(await q(SUBSCRIBE, { id: buena.id, i: { _idFactura: plantilla.id, freq: 'DIARIA', next: '2026-11-01T00:00:00Z' } })).message).toBe(
      'La próxima emisión no puede quedar en el pasado.',
    );

    const s1 = (await ok(q<{ Cliente: { subscribe: Sub } }>(SUBSCRIBE, { id: buena.id, i: { _idFactura: plantilla.id, freq: 'DIARIA', next: primera } }))).Cliente.subscribe;
    expect(s1).toMatchObject({ next: primera, freq: 'DIARIA', state: true, emitidos: 0, consecutivo: plantilla.consecutivo, total: plantilla.totalComprobante });
    const s2 = (await ok(q<{ Cliente: { subscribe: Sub } }>(SUBSCRIBE, { id: mala.id, i: { _idFactura: plantillaMala.id, freq: 'DIARIA', next: primera } }))).Cliente.subscribe;
    // not due yet: nothing issued
    await correr();
    expect((await ok(q<{ Cliente: { readBitacora: unknown[] } }>(BITACORA, { id: s1._id }))).Cliente.readBitacora).toEqual([]);

    // every charge the card provider sees
    const cobros: { customerId: string; amount: string; description: string }[] = [];
    const card = h.app.services.card;
    const original = card.paymentIntent.bind(card);
    card.paymentIntent = (input) => {
      cobros.push({ customerId: input.customerId, amount: input.amount, description: input.description });
      return original(input);
    };

    // the server was stopped from before the first due date until after the third
    h.clock.now = new Date('2026-11-25T16:00:00Z');
    await correr();
    const bit = (await ok(q<{ Cliente: { readBitacora: { vencimiento: string; consecutivo: string; _idFactura: string }[] } }>(BITACORA, { id: s1._id }))).Cliente.readBitacora;
    expect(bit.map((b) => b.vencimiento)).toEqual(['2026-11-25T14:00:00.000Z', '2026-11-24T14:00:00.000Z', '2026-11-23T14:00:00.000Z']);
    expect(new Set(bit.map((b) => b._idFactura)).size).toBe(3);
    // each is a real document of the customer, a copy of the template in subscription mode (credit, 3 days)
    const docs = await withTenant(h.database.db, a.emisor, (tx) =>
      rowsOf<{ id: string; documento: string; receptor_id: string; total_comprobante: string; condicion_venta: string; plazo_credito: number }>(
        tx,
        sql`select id, documento, receptor_id, total_comprobante::text, condicion_venta, plazo_credito from factura where emisor_id = ${a.emisor}::uuid and id <> ${plantilla.id}::uuid and receptor_id = ${buena.id}::uuid order by numero`,
      ),
    );
    expect(docs).toHaveLength(3);
    expect(docs.map((d) => d.id).sort()).toEqual(bit.map((b) => b._idFactura).sort());
    for (const d of docs) expect(d).toMatchObject({ documento: '01', receptor_id: buena.id, condicion_venta: '02', plazo_credito: 3 });
    expect(Number(docs[0]!.total_comprobante)).toBe(Number(plantilla.totalComprobante));
    const subs = (await ok(q<{ Cliente: { readSubscriptionsByCliente: Sub[] } }>(SUBS, { id: buena.id }))).Cliente.readSubscriptionsByCliente;
    expect(subs).toEqual([expect.objectContaining({ _id: s1._id, next: '2026-11-26T14:00:00.000Z', emitidos: 3 })]);

    // the good card: charged once per document, approved, and the payment recorded
    const deBuena = cobros.filter((c) => c.customerId === t1.Cliente.eCommerceCreate.customerId);
    expect(deBuena).toHaveLength(3);
    let pagos = (await ok(q<{ AutoPay: { readAll: Pago[] } }>(AUTOPAY, {}))).AutoPay.readAll;
    const aprobados = pagos.filter((p) => p.cliente._id === buena.id);
    expect(aprobados.map((p) => [p.status, p.try, p.last4])).toEqual([
      ['APROBADO', 1, '4242'],
      ['APROBADO', 1, '4242'],
      ['APROBADO', 1, '4242'],
    ]);
    // each approved charge is the document's payment in the payments module: numbered, by card, the saldo settled
    const pagados = await withTenant(h.database.db, a.emisor, (tx) =>
      rowsOf<{ factura_id: string; consecutivo: string; aplicado: string; medio_pago: string; saldo: string }>(
        tx,
        sql`select p.factura_id, p.consecutivo, p.aplicado::text, p.medio_pago, f.saldo::text from pago p join factura f on f.emisor_id = p.emisor_id and f.id = p.factura_id where p.emisor_id = ${a.emisor}::uuid and p.estado and p.clave like 'autopay:%'`,
      ),
    );
    expect(pagados.map((p) => p.factura_id).sort()).toEqual(bit.map((b) => b._idFactura).sort());
    for (const p of pagados) expect([Number(p.aplicado), p.medio_pago, Number(p.saldo)]).toEqual([Number(plantilla.totalComprobante), '02', 0]);
    expect(new Set(pagados.map((p) => p.consecutivo)).size).toBe(3);
    // the statement of account shows each payment once
    const estado = await ok(q<{ Cliente: { estadoCuenta: { monedas: { lineas: { tipo: string; referencia: string }[] }[] } } }>(`query($id: ID!) { Cliente { estadoCuenta(_id: $id, start: "2026-11-01T06:00:00Z", end: "2026-12-01T06:00:00Z") { monedas { lineas { tipo referencia } } } } }`, { id: buena.id }));
    const lineasPago = estado.Cliente.estadoCuenta.monedas.flatMap((m) => m.lineas).filter((l) => l.tipo === 'PAGO' && l.referencia !== plantilla.consecutivo);
    expect(lineasPago.map((l) => l.referencia).sort()).toEqual(bit.map((b) => b.consecutivo).sort());
    // the declined card: one try each so far, still pending, with the bank's message
    const pendientes = pagos.filter((p) => p.cliente._id === mala.id);
    expect(pendientes.map((p) => [p.status, p.try, p.detalle])).toEqual(Array(3).fill(['PENDIENTE', 1, 'Tarjeta rechazada por el banco emisor.']));

    // a crash that runs a finished job again issues and charges nothing more
    await withoutTenant(h.database.db, (tx) => tx.execute(sql`update outbox set status = 'pending', locked_until = null where kind in ('cliente.suscripcion', 'cliente.autopay') and status = 'done'`));
    await correr();
    expect((await ok(q<{ Cliente: { readBitacora: unknown[] } }>(BITACORA, { c: buena.id }))).Cliente.readBitacora).toHaveLength(3);
    expect(cobros.filter((c) => c.customerId === t1.Cliente.eCommerceCreate.customerId)).toHaveLength(3);
    expect(cargados()).toBe(3 + 3);

    // the declined card is tried again an hour later, twice, then the charge is refused
    h.clock.now = new Date('2026-11-25T17:01:00Z');
    await correr();
    h.clock.now = new Date('2026-11-25T18:02:00Z');
    await correr();
    pagos = (await ok(q<{ AutoPay: { readAll: Pago[] } }>(AUTOPAY, { s: 'RECHAZADO' }))).AutoPay.readAll;
    expect(pagos.map((p) => [p.cliente._id, p.try, p.detalle])).toEqual(Array(3).fill([mala.id, 3, 'Tarjeta rechazada por el banco emisor.']));
    expect(cargados()).toBe(3 + 9);
    h.clock.now = new Date('2026-11-25T20:00:00Z');
    await correr();
    expect(cargados()).toBe(3 + 9);

    // deactivate keeps it listed and issues no more; delete removes it; an unknown id is refused per id
    const ajena = '01890000-0000-7000-8000-000000000000';
    const des = await ok(q<{ Cliente: { deleteSubscriptions: unknown[] } }>(BORRAR, { id: buena.id, ids: [s1._id, ajena] }));
    expect(des.Cliente.deleteSubscriptions).toEqual([
      { _id: s1._id, state: true, message: 'Suscripción desactivada.' },
      { _id: ajena, state: false, message: 'La suscripción no existe.' },
    ]);
    h.clock.now = new Date('2026-11-26T15:00:00Z');
    await correr();
    expect((await ok(q<{ Cliente: { readBitacora: unknown[] } }>(BITACORA, { id: s1._id }))).Cliente.readBitacora).toHaveLength(3);
    expect((await ok(q<{ Cliente: { readSubscriptionsByCliente: Sub[] } }>(SUBS, { id: buena.id }))).Cliente.readSubscriptionsByCliente[0]!.state).toBe(false);
    await ok(q(BORRAR, { id: mala.id, ids: [s2._id], d: true }));
    const todas = (await ok(q<{ Cliente: { readSubscriptionsByCliente: Sub[] } }>(SUBS, {}))).Cliente.readSubscriptionsByCliente;
    expect(todas.map((s) => s._id)).toEqual([s1._id]);
    card.paymentIntent = original;
  }, 300_000);

  it('refuses a credit sale past the blocked credit limit of the customer, in Spanish (ruling B-16)', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const a = await signup(h);
    const r = await ok(h.gql<{ Cliente: { create: { _id: string } } }>(CREATE, { i: { nombre: 'Cliente Con Límite', identificacion: { tipo: '02', numero: '3101000021' }, limiteCredito: '15000', limiteCreditoBlock: true } }, a.token));
    const receptor = { id: r.Cliente.create._id, nombre: 'Cliente Con Límite', identificacion: { tipo: '02', numero: '3101000021' } };
    const venta = (condicionVenta: string) => factura({ receptor, condicionVenta, plazoCredito: 30, detalleServicio: { lineaDetalle: [linea({ cantidad: '2', precioUnitario: '5000' })] } });
    const primera = await crearFactura(h, a.token, venta('02'));
    expect(primera.totalComprobante).toBe('11300');
    const segunda = await h.gql(CREAR_FACTURA, { i: venta('02') }, a.token);
    expect(errorOf(segunda)).toMatchObject({
      code: 'CONFLICT',
      field: 'input.condicionVenta',
      message: 'Esta venta a crédito pasa el límite de crédito de «Cliente Con Límite»: debe ₡11\u00a0300,00, la venta es de ₡11\u00a0300,00 y el límite es ₡15\u00a0000,00. Cóbrela de contado o suba el límite del cliente.',
    });
    // cash is always allowed
    await crearFactura(h, a.token, venta('01'));
  }, 300_000);
});
