// AutoPay and recurring invoices when something goes wrong: a process that dies between the card
// provider's approval and our commit runs the same try again with the same idempotency key, and
// the customer is charged once (DECISIONS #230); a subscription refused by the customer's credit
// limit shows the refusal on its row and is tried again the next day, not hidden in the outbox
// (DECISIONS #231). PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { programarCobro } from '../src/modules/cliente/autopay-job.js';
import { cargosTarjeta } from '../src/sandbox/card.js';
import { crear as crearFactura, drenar, factura, linea } from './factura-helpers.js';
import { comoCuenta, ok } from './cliente-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CREATE = `mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id } } }`;
const TARJETA = `mutation($i: ECommerceClienteInput!) { Cliente { eCommerceCreate(input: $i) { customerId } } }`;
const SUBSCRIBE = `mutation($id: ID!, $i: SubscriptionInput!) { Cliente { subscribe(_id: $id, input: $i) { _id } } }`;
const SUBS = `query($id: ID) { Cliente { readSubscriptionsByCliente(_id: $id) { _id next emitidos rechazo { mensaje fecha } } } }`;
const AUTOPAY = `query { AutoPay { readAll { _id try status detalle _idFactura } } }`;
const LIMITE = `mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id limiteCredito } } }`;

const correr = () => drenar(h, 2, 0);

async function clienteConPlantilla(q: ReturnType<typeof comoCuenta>, token: string, nombre: string, numero: string, extra: Record<string, unknown> = {}, venta: Record<string, unknown> = {}) {
  const identificacion = { tipo: '02', numero };
  const r = await ok(q<{ Cliente: { create: { _id: string } } }>(CREATE, { i: { nombre, identificacion, correoElectronico: 'pagos@cliente.cr', ...extra } }));
  const receptor = { id: r.Cliente.create._id, nombre, identificacion };
  const plantilla = await crearFactura(h, token, factura({ receptor, ...venta, detalleServicio: { lineaDetalle: [linea({ detalle: 'Mensualidad', cantidad: '1', precioUnitario: '10000' })] } }));
  return { id: receptor.id, plantilla };
}

describe('AutoPay and subscriptions when something fails', () => {
  it('a try replayed after a crash between the approval and the commit charges the card once', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const a = await signup(h);
    const q = comoCuenta(h, a);
    const c = await clienteConPlantilla(q, a.token, 'Suscriptora Caída S.A.', '3101000031');
    const t = await ok(q<{ Cliente: { eCommerceCreate: { customerId: string } } }>(TARJETA, { i: { _id: c.id, card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123', holderName: 'Ana Pérez' } } }));
    await ok(q(SUBSCRIBE, { id: c.id, i: { _idFactura: c.plantilla.id, freq: 'MENSUAL', next: '2026-11-22T16:00:00.000Z' } }));

    // the provider approves, and the process dies before the outcome is written
    const card = h.app.services.card;
    const original = card.paymentIntent.bind(card);
    const llaves: (string | undefined)[] = [];
    let caer = true;
    card.paymentIntent = async (input) => {
      llaves.push(input.idempotencyKey);
      const r = await original(input);
      if (caer) {
        caer = false;
        throw new Error('el proceso murió después de la aprobación');
      }
      return r;
    };
    try {
      h.clock.now = new Date('2026-11-22T16:00:30Z');
      await correr();
      let cobros = (await ok(q<{ AutoPay: { readAll: { status: string; try: number }[] } }>(AUTOPAY))).AutoPay.readAll;
      expect(cobros.map((x) => [x.status, x.try])).toEqual([['PENDIENTE', 1]]);

      // the outbox runs the same try again after its back-off
      h.clock.now = new Date('2026-11-22T16:05:00Z');
      await correr();
      cobros = (await ok(q<{ AutoPay: { readAll: { status: string; try: number }[] } }>(AUTOPAY))).AutoPay.readAll;
      expect(cobros.map((x) => [x.status, x.try])).toEqual([['APROBADO', 1]]);
      // called twice with the same key, charged once by the provider, recorded once
      expect(llaves).toHaveLength(2);
      expect(llaves[0]).toMatch(/^autopay:[0-9a-f-]{36}:1$/);
      expect(llaves[1]).toBe(llaves[0]);
      expect(cargosTarjeta().filter((x) => x.customerId === t.Cliente.eCommerceCreate.customerId)).toHaveLength(1);
      const pagos = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ n: number; saldo: string }>(tx, sql`select count(*)::int as n, sum(f.saldo)::text as saldo from pago p join factura f on f.emisor_id = p.emisor_id and f.id = p.factura_id where p.emisor_id = ${a.emisor}::uuid and p.estado and p.factura_id <> ${c.plantilla.id}::uuid`));
      expect([pagos[0]!.n, Number(pagos[0]!.saldo)]).toEqual([1, 0]);
    } finally {
      card.paymentIntent = original;
    }
  }, 300_000);

  it('an approved charge of a sale on condition 10 is its payment: saldo settled, its REP issued, accounting queued, in the statement once', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const a = await signup(h);
    const q = comoCuenta(h, a);
    await ok(q(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`));
    const c = await clienteConPlantilla(q, a.token, 'Cliente a Noventa Días S.A.', '3101000033', {}, { condicionVenta: '10', plazoCredito: 30 });
    await ok(q(TARJETA, { i: { _id: c.id, card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123', holderName: 'Ana Pérez' } } }));
    const [tarjeta] = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ id: string }>(tx, sql`select id from cliente_tarjeta where cliente_id = ${c.id}::uuid`));
    // a charge of the sale itself, as a subscription's document gets one (subscriptions issue on 02)
    await withTenant(h.database.db, a.emisor, async (tx) => {
      await tx.execute(sql`insert into cliente_autopay (emisor_id, id, cliente_id, factura_id, tarjeta_id, consecutivo, monto, codigo_moneda, created_at, updated_at)
        values (${a.emisor}::uuid, '0190a3a4-0000-7000-8000-0000000000aa', ${c.id}::uuid, ${c.plantilla.id}::uuid, ${tarjeta!.id}::uuid, ${c.plantilla.consecutivo}, ${c.plantilla.totalComprobante}, 'CRC', now(), now())`);
      await programarCobro(tx, a.emisor, '0190a3a4-0000-7000-8000-0000000000aa', 1, h.clock.now);
    });
    await drenar(h, 4, 10_000);
    const cobros = (await ok(q<{ AutoPay: { readAll: { status: string; detalle: string }[] } }>(AUTOPAY))).AutoPay.readAll;
    expect(cobros.map((x) => x.status)).toEqual(['APROBADO']);
    expect(cobros[0]!.detalle).toMatch(/^Pago aprobado: pago PAG-\d{10} del documento \d{20}\.$/);
    const [p] = await withTenant(h.database.db, a.emisor, (tx) =>
      rowsOf<{ aplicado: string; medio_pago: string; recibo_id: string | null; saldo: string; outbox: string[] }>(
        tx,
        sql`select p.aplicado::text, p.medio_pago, p.recibo_id, f.saldo::text,
                   (select array_agg(o.kind order by o.kind) from outbox o where o.key like '%' || p.id::text || '%') as outbox
            from pago p join factura f on f.emisor_id = p.emisor_id and f.id = p.factura_id where p.clave = 'autopay:0190a3a4-0000-7000-8000-0000000000aa'`,
      ),
    );
    expect([Number(p!.aplicado), p!.medio_pago, Number(p!.saldo)]).toEqual([Number(c.plantilla.totalComprobante), '02', 0]);
    expect(p!.recibo_id).not.toBeNull();
    expect(p!.outbox).toEqual(['pago.contabilidad', 'pago.recibo']);
    const estado = await ok(q<{ Cliente: { estadoCuenta: { monedas: { abonos: string; saldoFinal: string }[] } } }>(`query($id: ID!) { Cliente { estadoCuenta(_id: $id, start: "2026-11-01T06:00:00Z", end: "2026-12-01T06:00:00Z") { monedas { abonos saldoFinal } } } }`, { id: c.id }));
    expect(estado.Cliente.estadoCuenta.monedas.map((m) => [Number(m.abonos), Number(m.saldoFinal)])).toEqual([[Number(c.plantilla.totalComprobante), 0]]);
  }, 300_000);

  it('a subscription refused by the credit limit shows why and is tried again the next day', async () => {
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const a = await signup(h);
    const q = comoCuenta(h, a);
    const c = await clienteConPlantilla(q, a.token, 'Cliente Con Tope S.A.', '3101000032', { limiteCredito: '15000', limiteCreditoBlock: true }, { condicionVenta: '02', plazoCredito: 30 });
    const s = (await ok(q<{ Cliente: { subscribe: { _id: string } } }>(SUBSCRIBE, { id: c.id, i: { _idFactura: c.plantilla.id, freq: 'MENSUAL', next: '2026-11-22T16:00:00.000Z' } }))).Cliente.subscribe;
    type Sub = { _id: string; next: string; emitidos: number; rechazo: { mensaje: string; fecha: string } | null };
    const leer = async () => (await ok(q<{ Cliente: { readSubscriptionsByCliente: Sub[] } }>(SUBS, { id: c.id }))).Cliente.readSubscriptionsByCliente[0]!;

    // the copy would take the customer past the limit: refused, and the refusal is on the subscription
    h.clock.now = new Date('2026-11-22T16:00:30Z');
    await correr();
    let sub = await leer();
    expect(sub).toMatchObject({ _id: s._id, next: '2026-11-22T16:00:00.000Z', emitidos: 0 });
    expect(sub.rechazo?.mensaje).toBe(
      'Esta venta a crédito pasa el límite de crédito de «Cliente Con Tope S.A.»: debe ₡11\u00a0300,00, la venta es de ₡11\u00a0300,00 y el límite es ₡15\u00a0000,00. Cóbrela de contado o suba el límite del cliente.',
    );
    // the job itself is settled (not failing again and again in the outbox), and the retry waits a day
    const filas = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ key: string; status: string; run_at: Date | string }>(tx, sql`select key, status, run_at from outbox where kind = 'cliente.suscripcion' and payload->>'suscripcionId' = ${s._id} order by created_at`),
    );
    expect(filas.map((f) => f.status)).toEqual(['done', 'pending']);
    expect(new Date(filas[1]!.run_at).toISOString()).toBe('2026-11-23T16:00:30.000Z');
    // nothing more happens before then
    h.clock.now = new Date('2026-11-23T10:00:00Z');
    await correr();
    expect((await leer()).emitidos).toBe(0);

    // the limit is raised: the next day's retry issues it, and the refusal is gone
    await ok(q(LIMITE, { i: { _id: c.id, nombre: 'Cliente Con Tope S.A.', identificacion: { tipo: '02', numero: '3101000032' }, limiteCredito: '50000', limiteCreditoBlock: true } }));
    h.clock.now = new Date('2026-11-23T16:01:00Z');
    await correr();
    sub = await leer();
    expect(sub).toMatchObject({ emitidos: 1, next: '2026-12-22T16:00:00.000Z', rechazo: null });
  }, 300_000);

  it('the card sandbox answers a repeated key with its first answer and refuses it for another charge', async () => {
    const card = h.app.services.card;
    const c = await card.createCustomer({ name: 'Prueba', email: 'p@x.cr', card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123', holderName: 'Prueba' } });
    if (!c.ok) throw new Error(c.message);
    const cobro = { customerId: c.value.customerId, paymentMethodId: c.value.paymentMethodId, amount: '100', currency: 'CRC', description: 'x', idempotencyKey: `prueba:${c.value.customerId}` };
    const antes = cargosTarjeta().length;
    const r1 = await card.paymentIntent(cobro);
    const r2 = await card.paymentIntent(cobro);
    expect(r1).toEqual(r2);
    expect(r1.ok).toBe(true);
    expect(cargosTarjeta().length).toBe(antes + 1);
    expect(await card.paymentIntent({ ...cobro, amount: '200' })).toEqual({ ok: false, message: 'La llave de idempotencia ya se usó con otro cobro.' });
    // without a key every call is a charge of its own
    await card.paymentIntent({ ...cobro, idempotencyKey: undefined });
    await card.paymentIntent({ ...cobro, idempotencyKey: undefined });
    expect(cargosTarjeta().length).toBe(antes + 3);
  });
});
