// Payments (MODULES.md §F1): a payment lowers its document's saldo in the same transaction, the
// excess goes to the customer's balance in favour and can pay later, a deletion restores both, the
// numbering has no gap, two payments racing for the last colones leave exactly one winner, the
// factura.pago handler records cash sales, a payment at a register enters its open session, and a
// payment link is read publicly and paid by card through the provider's signed webhook.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant, withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { signWebhook, SANDBOX_CARD_WEBHOOK_SECRET } from '../src/sandbox/card.js';
import { aplicarFacturaPago } from '../src/modules/pago/factura-pago.js';
import { abrir, crearCaja, cuentaConCaja, movimientos } from './caja-helpers.js';
import { correosA, crear, factura, linea } from './factura-helpers.js';
import { errorOf, signup, startHarness, type GqlResult, type Harness } from './harness.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;

beforeAll(async () => {
  h = await startHarness();
  [a, b] = [await signup(h), await signup(h)];
}, 60_000);
afterAll(async () => h?.close());

const PAGO = `_id consecutivo monto moneda { codigoMoneda tipoCambio } montoDocumento aplicado excedente deBalance estado razonEliminar saldoAFecha consecutivoFactura cliente { _id nombre } compra cajaSesion medioPago { id }`;
const CREATE = `mutation($i: PagoInput!) { Pago { create(input: $i) { ${PAGO} } } }`;
const DELETE = `mutation($f: ID!, $i: [DeletePagoInput!]!) { Pago { delete(_id: $f, input: $i) { _id state message } } }`;
const DE_FACTURA = `query($f: ID!) { Pago { readPagosByIdFactura(_id: $f) { ${PAGO} } } }`;
const SALDO = `query($id: ID!) { Factura { readById(id: $id) { saldo } } }`;
const BALANCE = `query($id: ID!) { Cliente { getBalanceTotal(_id: $id) } }`;

type Pago = { _id: string; consecutivo: string; monto: string; montoDocumento: string; aplicado: string; excedente: string; deBalance: string; estado: boolean; saldoAFecha: string | null; cajaSesion: string | null; moneda: { codigoMoneda: string; tipoCambio: string } };

function ok<T>(r: GqlResult<T>): T {
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}
const pagar = async (token: string, i: Record<string, unknown>) => ok(await h.gql<{ Pago: { create: Pago } }>(CREATE, { i }, token)).Pago.create;
const saldo = async (token: string, id: string) => ok(await h.gql<{ Factura: { readById: { saldo: string } } }>(SALDO, { id }, token)).Factura.readById.saldo;
const balance = async (token: string, id: string) => ok(await h.gql<{ Cliente: { getBalanceTotal: string } }>(BALANCE, { id }, token)).Cliente.getBalanceTotal;

async function cliente(token: string, numero: string) {
  const r = ok(await h.gql<{ Receptor: { create: { id: string } } }>(`mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: { nombre: `Cliente ${numero.slice(-2)}`, identificacion: { tipo: '02', numero } } }, token));
  return { id: r.Receptor.create.id, nombre: `Cliente ${numero.slice(-2)}`, identificacion: { tipo: '02', numero } };
}
/** A credit invoice of `precio` + 13 % VAT to a saved customer. */
async function credito(token: string, rec: { id: string }, precio = '1000', extra: Record<string, unknown> = {}) {
  return crear(h, token, factura({ receptor: rec, condicionVenta: '02', plazoCredito: 30, detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: precio })] }, ...extra }));
}

describe('a payment and the saldo (ruling F1-1)', () => {
  it('partial, then beyond the saldo (the excess to the balance in favour), then from that balance on another invoice', async () => {
    const c = await cliente(a.token, '3101000001');
    const f = await credito(a.token, c, '10000'); // 11 300
    expect(f.factura.saldo).toBe('11300');
    const p1 = await pagar(a.token, { factura: { _id: f.id }, monto: '3000', medioPago: { id: '04' }, referencia: 'TRF-1' });
    expect(p1).toMatchObject({ aplicado: '3000', excedente: '0', estado: true, saldoAFecha: '8300.00' });
    expect(await saldo(a.token, f.id)).toBe('8300');
    const p2 = await pagar(a.token, { factura: { _id: f.id }, monto: '10000' });
    expect(p2).toMatchObject({ aplicado: '8300', excedente: '1700' });
    expect(await saldo(a.token, f.id)).toBe('0');
    expect(Number(await balance(a.token, c.id))).toBe(1700);
    const g = await credito(a.token, c, '1000'); // 1 130
    const p3 = await pagar(a.token, { factura: { _id: g.id }, monto: '1130', aplicaBalance: true });
    expect(p3).toMatchObject({ aplicado: '1130', deBalance: '1130' });
    expect(Number(await balance(a.token, c.id))).toBe(570);
    const mas = await h.gql(CREATE, { i: { factura: { _id: (await credito(a.token, c, '1000')).id }, monto: '600', aplicaBalance: true } }, a.token);
    expect(errorOf(mas)).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/saldo a favor del cliente es 570\.00/) });
  });

  it('deleting a payment restores the saldo and the balance, with a reason; deleted payments stay listed', async () => {
    const c = await cliente(a.token, '3101000002');
    const f = await credito(a.token, c, '1000'); // 1 130
    const p = await pagar(a.token, { factura: { _id: f.id }, monto: '1500' }); // 370 to the balance
    expect(Number(await balance(a.token, c.id))).toBe(370);
    const sin = ok(await h.gql<{ Pago: { delete: { state: boolean; message: string }[] } }>(DELETE, { f: f.id, i: [{ _id: p._id, razonEliminar: '' }] }, a.token));
    expect(sin.Pago.delete[0]).toMatchObject({ state: false, message: expect.stringMatching(/razón/) });
    const r = ok(await h.gql<{ Pago: { delete: { state: boolean; message: string }[] } }>(DELETE, { f: f.id, i: [{ _id: p._id, razonEliminar: 'Cheque devuelto' }] }, a.token));
    expect(r.Pago.delete[0]).toMatchObject({ state: true });
    expect(await saldo(a.token, f.id)).toBe('1130');
    expect(Number(await balance(a.token, c.id))).toBe(0);
    const otra = ok(await h.gql<{ Pago: { delete: { state: boolean; message: string }[] } }>(DELETE, { f: f.id, i: [{ _id: p._id, razonEliminar: 'Otra vez' }] }, a.token));
    expect(otra.Pago.delete[0]).toMatchObject({ state: false, message: expect.stringMatching(/ya estaba eliminado/) });
    const lista = ok(await h.gql<{ Pago: { readPagosByIdFactura: (Pago & { razonEliminar: string })[] } }>(DE_FACTURA, { f: f.id }, a.token)).Pago.readPagosByIdFactura;
    expect(lista.map((x) => [x.estado, x.razonEliminar])).toEqual([[false, 'Cheque devuelto']]);
  });

  it('a payment whose excess was already spent from the balance cannot be deleted', async () => {
    const c = await cliente(a.token, '3101000003');
    const f = await credito(a.token, c, '1000');
    const p = await pagar(a.token, { factura: { _id: f.id }, monto: '2130' }); // 1 000 excess
    const g = await credito(a.token, c, '500'); // 565
    await pagar(a.token, { factura: { _id: g.id }, monto: '565', aplicaBalance: true });
    const r = ok(await h.gql<{ Pago: { delete: { state: boolean; message: string }[] } }>(DELETE, { f: f.id, i: [{ _id: p._id, razonEliminar: 'Error' }] }, a.token));
    expect(r.Pago.delete[0]).toMatchObject({ state: false, message: expect.stringMatching(/ya se usó/) });
    expect(await saldo(a.token, f.id)).toBe('0');
  });

  it('a payment in another currency converts at its rate and stores both amounts (ruling F1-3)', async () => {
    const c = await cliente(a.token, '3101000004');
    const f = await credito(a.token, c, '100000'); // ₡113 000
    const p = await pagar(a.token, { factura: { _id: f.id }, monto: '100', moneda: { codigoMoneda: 'USD', tipoCambio: '505.5' } });
    expect(p).toMatchObject({ monto: '100', moneda: { codigoMoneda: 'USD', tipoCambio: '505.5' }, montoDocumento: '50550', aplicado: '50550' });
    expect(await saldo(a.token, f.id)).toBe('62450');
    const sinTc = await h.gql(CREATE, { i: { factura: { _id: f.id }, monto: '10', moneda: { codigoMoneda: 'USD' } } }, a.token);
    expect(errorOf(sinTc)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.moneda.tipoCambio' });
  });

  it('payments get their own gap-free numbering; a refused one takes no number', async () => {
    const u = await signup(h);
    const c = await cliente(u.token, '3101000005');
    const f = await credito(u.token, c, '1000');
    const n1 = await pagar(u.token, { factura: { _id: f.id }, monto: '100' });
    expect((await h.gql(CREATE, { i: { factura: { _id: f.id }, monto: '-5' } }, u.token)).errors).toBeTruthy();
    const n2 = await pagar(u.token, { factura: { _id: f.id }, monto: '100' });
    expect([n1.consecutivo, n2.consecutivo]).toEqual(['PAG-0000000001', 'PAG-0000000002']);
  });

  it('another issuer cannot pay, read or delete my document’s payments', async () => {
    const c = await cliente(a.token, '3101000006');
    const f = await credito(a.token, c, '1000');
    const p = await pagar(a.token, { factura: { _id: f.id }, monto: '100' });
    expect(errorOf(await h.gql(CREATE, { i: { factura: { _id: f.id }, monto: '100' } }, b.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(DE_FACTURA, { f: f.id }, b.token)).code).toBe('NOT_FOUND');
    const d = ok(await h.gql<{ Pago: { delete: { state: boolean }[] } }>(DELETE, { f: f.id, i: [{ _id: p._id, razonEliminar: 'Ajeno' }] }, b.token));
    expect(d.Pago.delete[0]!.state).toBe(false);
    expect(await saldo(a.token, f.id)).toBe('1030');
  });
});

describe('two payments race for the last ₡1 000', () => {
  it('exactly one wins; the other hears a Spanish conflict and the saldo is exact', async () => {
    const c = await cliente(a.token, '3101000007');
    const f = await credito(a.token, c, '10000'); // 11 300
    await pagar(a.token, { factura: { _id: f.id }, monto: '10300' });
    const [x, y] = await Promise.all([h.gql<{ Pago: { create: Pago } }>(CREATE, { i: { factura: { _id: f.id }, monto: '1000' } }, a.token), h.gql<{ Pago: { create: Pago } }>(CREATE, { i: { factura: { _id: f.id }, monto: '1000' } }, a.token)]);
    const ganadores = [x, y].filter((r) => r.data);
    const perdedores = [x, y].filter((r) => r.errors);
    expect(ganadores).toHaveLength(1);
    expect(perdedores).toHaveLength(1);
    expect(errorOf(perdedores[0]!)).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/ya no tiene saldo pendiente/) });
    expect(await saldo(a.token, f.id)).toBe('0');
    expect(Number(await balance(a.token, c.id))).toBe(0);
  });
});

describe('the factura.pago handler', () => {
  it('records a cash sale’s payment per tender, once, and processes the backlog queued before it ran', async () => {
    const u = await signup(h);
    const f = await crear(h, u.token, factura({ condicionVenta: '01', medioPago: [{ tipoMedioPago: '02', totalMedioPago: '1000' }, { tipoMedioPago: '01' }] }));
    const antes = ok(await h.gql<{ Pago: { readPagosByIdFactura: Pago[] } }>(DE_FACTURA, { f: f.id }, u.token)).Pago.readPagosByIdFactura;
    expect(antes).toEqual([]); // queued, waiting for the worker
    while ((await h.app.services.outbox.runOnce()) > 0);
    const pagos = ok(await h.gql<{ Pago: { readPagosByIdFactura: (Pago & { medioPago: { id: string } })[] } }>(DE_FACTURA, { f: f.id }, u.token)).Pago.readPagosByIdFactura;
    expect(pagos.map((p) => [p.medioPago.id, p.monto])).toEqual([['02', '1000'], ['01', '1260']]);
    // Again with the same key (a retry, a second process): nothing doubles.
    const [fila] = await withoutTenant(h.database.db, (tx) => rowsOf<{ key: string; payload: never }>(tx, sql`select key, payload from outbox where kind = 'factura.pago' and payload->>'facturaId' = ${f.id}`));
    await withTenant(h.database.db, u.emisor, (tx) => aplicarFacturaPago(tx, fila!.key, fila!.payload, h.clock.now));
    expect(ok(await h.gql<{ Pago: { readPagosByIdFactura: Pago[] } }>(DE_FACTURA, { f: f.id }, u.token)).Pago.readPagosByIdFactura).toHaveLength(2);
    const nota = await withTenant(h.database.db, u.emisor, (tx) => aplicarFacturaPago(tx, 'factura.pago:x', { emisorId: u.emisor, facturaId: '00000000-0000-7000-8000-000000000000', consecutivo: '123' }, h.clock.now));
    expect(nota).toMatch(/no existe/);
  });
});

describe('at the register (ruling C-10)', () => {
  it('a payment received with the open session enters it as income; deleting it takes it out', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    await h.gql(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, {}, owner.token);
    const caja = await crearCaja(h, owner.token, { name: 'Caja 1' });
    const c = await cliente(owner.token, '3101000008');
    const f = await credito(owner.token, c, '1000');
    const s = await abrir(h, owner.token, caja._id);
    const p = await pagar(owner.token, { factura: { _id: f.id }, monto: '1130', medioPago: { id: '01' }, cajaSesion: s._id });
    expect(p.cajaSesion).toBe(s._id);
    let movs = await movimientos(h, owner.token, s._id);
    expect(movs.map((m: { tipo: string; montoIngreso: string }) => [m.tipo, m.montoIngreso])).toContainEqual(['FACTURA', '1130']);
    await h.gql(DELETE, { f: f.id, i: [{ _id: p._id, razonEliminar: 'Billete falso' }] }, owner.token);
    movs = await movimientos(h, owner.token, s._id);
    expect(movs.map((m: { montoEgreso: string }) => m.montoEgreso)).toContain('1130');
    const ajena = await h.gql(CREATE, { i: { factura: { _id: f.id }, monto: '10', cajaSesion: s._id } }, cajero.token);
    expect(errorOf(ajena).code).toBe('FORBIDDEN');
  });
});

describe('receivables, aging, lists', () => {
  it('receivables with what payments and credit notes took; aging buckets; customer saldo; paged list', async () => {
    const u = await signup(h);
    const c = await cliente(u.token, '3101000009');
    h.clock.now = new Date('2026-08-01T15:00:00Z');
    const vieja = await credito(u.token, c, '1000'); // due 31 Aug: 87 days late on 26 Nov
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const nueva = await credito(u.token, c, '2000');
    await pagar(u.token, { factura: { _id: nueva.id }, monto: '260' });
    const cc = ok(await h.gql<{ Pago: { readCuentasCobrar: { _idFactura: string; totalCredito: string; totalPago: string; saldo: string; diasVencido: number }[] } }>(`{ Pago { readCuentasCobrar { _idFactura totalCredito totalPago saldo diasVencido } } }`, {}, u.token)).Pago.readCuentasCobrar;
    expect(cc.map((x) => [x._idFactura, x.totalCredito, x.totalPago, x.saldo])).toEqual([[nueva.id, '2260', '260', '2000'], [vieja.id, '1130', '0', '1130']]);
    const ag = ok(await h.gql<{ Pago: { readAntiguedad: Record<string, string>[] } }>(`{ Pago { readAntiguedad(fecha: "2026-11-26T12:00:00Z") { contraparte { nombre } corriente d1a30 d31a60 d61a90 mas90 total } } }`, {}, u.token)).Pago.readAntiguedad;
    expect(ag).toEqual([{ contraparte: { nombre: c.nombre }, corriente: '2000', d1a30: '0', d31a60: '0', d61a90: '1130', mas90: '0', total: '3130' }]);
    const sc = ok(await h.gql<{ Pago: { readSaldoCliente: unknown[] } }>(`query($id: ID!) { Pago { readSaldoCliente(_id: $id) { simbolo totalFacturas totalPagado saldo } } }`, { id: c.id }, u.token)).Pago.readSaldoCliente;
    expect(sc).toEqual([{ simbolo: '₡', totalFacturas: '3390.00', totalPagado: '260.00', saldo: '3130.00' }]);
    for (let i = 0; i < 11; i++) await pagar(u.token, { factura: { _id: vieja.id }, monto: '1' });
    const p1 = ok(await h.gql<{ Pago: { readPagosByEmisor: { feed: Pago[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string } } } }>(`{ Pago { readPagosByEmisor { feed { consecutivo } pageInfo { hasNextPage nextPageCursor } } } }`, {}, u.token)).Pago.readPagosByEmisor;
    expect(p1.feed).toHaveLength(10);
    const p2 = ok(await h.gql<{ Pago: { readPagosByEmisor: { feed: Pago[]; pageInfo: { hasNextPage: boolean } } } }>(`query($c: String) { Pago { readPagosByEmisor(cursor: $c) { feed { consecutivo } pageInfo { hasNextPage } } } }`, { c: p1.pageInfo.nextPageCursor }, u.token)).Pago.readPagosByEmisor;
    expect(p2.feed.map((x) => x.consecutivo)).toEqual(['PAG-0000000002', 'PAG-0000000001']);
    expect(new Set([...p1.feed, ...p2.feed].map((x) => x.consecutivo)).size).toBe(12);
    const t = ok(await h.gql<{ Pago: { readTotalDocumentos: unknown } }>(`{ Pago { readTotalDocumentos { cantidad activos eliminados porMoneda { codigoMoneda monto } } } }`, {}, u.token)).Pago.readTotalDocumentos;
    expect(t).toEqual({ cantidad: 12, activos: 12, eliminados: 0, porMoneda: [{ codigoMoneda: 'CRC', monto: '271' }] });
    const busca = ok(await h.gql<{ Pago: { readPagosBySearchString: Pago[] } }>(`{ Pago { readPagosBySearchString(searchString: "0000000012") { consecutivo } } }`, {}, u.token)).Pago.readPagosBySearchString;
    expect(busca.map((x) => x.consecutivo)).toEqual(['PAG-0000000012']);
  });
});

describe('dunning by e-mail', () => {
  it('sends the customer its open documents with days late through the mail outbox, once a day', async () => {
    const u = await signup(h);
    const r = ok(await h.gql<{ Receptor: { create: { id: string } } }>(`mutation { Receptor { create(input: { nombre: "Cliente Moroso", identificacion: { tipo: "02", numero: "3101000077" }, correoElectronico: "moroso@cliente.cr" }) { id } } }`, {}, u.token)).Receptor.create.id;
    const sinCorreo = await cliente(u.token, '3101000078');
    const REC = `mutation($c: ID!) { Pago { enviarRecordatorio(cliente: $c) { enviado correo documentos message } } }`;
    expect(errorOf(await h.gql(REC, { c: r }, u.token))).toMatchObject({ code: 'BAD_USER_INPUT', message: '«Cliente Moroso» no tiene saldos pendientes.' });
    h.clock.now = new Date('2026-09-01T15:00:00Z');
    await credito(u.token, { id: r, nombre: 'Cliente Moroso', identificacion: { tipo: '02', numero: '3101000077' } } as never, '1000');
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const x = ok(await h.gql<{ Pago: { enviarRecordatorio: { documentos: number } } }>(REC, { c: r }, u.token)).Pago.enviarRecordatorio;
    expect(x).toMatchObject({ enviado: true, correo: 'moroso@cliente.cr', documentos: 1 });
    await h.gql(REC, { c: r }, u.token); // the same day: queued once
    while ((await h.app.services.outbox.runOnce()) > 0);
    const correos = await correosA(h, 'moroso@cliente.cr');
    expect(correos).toHaveLength(1);
    expect(correos[0]!.text).toMatch(/52 días de atraso\): saldo ₡\s?1[\s.]130,00/);
    expect(errorOf(await h.gql(REC, { c: sinCorreo.id }, u.token)).message).toMatch(/no tiene correo/);
  });
});

const LINK = `mutation($f: ID!) { Link { create(input: { factura: { _id: $f } }) { _id consecutivo link url state } } }`;
const PUBLICO = `query($l: String!, $c: String!) { Link { readLink(link: $l, consecutivo: $c) { state emisor receptor saldo totalComprobante codigoMoneda lineas { detalle montoTotalLinea } } } }`;
const TARJETA = `mutation($l: String!, $c: String!, $t: LinkTarjetaInput!) { Link { pagarConTarjeta(link: $l, consecutivo: $c, tarjeta: $t) { ok message state } } }`;
const LINKS = `{ Link { readLinksByEmisor { feed { _id state consecutivoFactura pago { _id } } } } }`;
const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123', holderName: 'Ana Cliente' };

describe('payment links (ruling F1-7)', () => {
  it('public page without a session turns it CONSULTADO; the card pays through the signed webhook, once', async () => {
    const server = await h.app.listen(0, '127.0.0.1');
    try {
      const c = await cliente(a.token, '3101000010');
      const f = await credito(a.token, c, '5000');
      const l = ok(await h.gql<{ Link: { create: { _id: string; consecutivo: string; link: string; state: string } } }>(LINK, { f: f.id }, a.token)).Link.create;
      expect(l.state).toBe('PENDIENTE');
      const pub = ok(await h.gql<{ Link: { readLink: Record<string, unknown> } }>(PUBLICO, { l: l.link, c: l.consecutivo }, null)).Link.readLink;
      expect(pub).toMatchObject({ state: 'CONSULTADO', receptor: c.nombre, saldo: '5650', codigoMoneda: 'CRC' });
      expect(JSON.stringify(pub)).not.toContain('3101000010');
      expect(ok(await h.gql<{ Link: { readLink: unknown } }>(PUBLICO, { l: 'otro', c: l.consecutivo }, null)).Link.readLink).toBeNull();
      const rechazada = ok(await h.gql<{ Link: { pagarConTarjeta: { ok: boolean; message: string } } }>(TARJETA, { l: l.link, c: l.consecutivo, t: { ...VISA, number: '4000000000000002' } }, null)).Link.pagarConTarjeta;
      expect(rechazada).toMatchObject({ ok: false, message: 'Tarjeta rechazada por el banco emisor.' });
      const r = ok(await h.gql<{ Link: { pagarConTarjeta: { ok: boolean } } }>(TARJETA, { l: l.link, c: l.consecutivo, t: VISA }, null)).Link.pagarConTarjeta;
      expect(r.ok).toBe(true);
      let estado = '';
      for (let i = 0; i < 100 && estado !== 'PAGADO'; i++) {
        await new Promise((res) => setTimeout(res, 50));
        estado = ok(await h.gql<{ Link: { readLinksByEmisor: { feed: { _id: string; state: string }[] } } }>(LINKS, {}, a.token)).Link.readLinksByEmisor.feed.find((x) => x._id === l._id)!.state;
      }
      expect(estado).toBe('PAGADO');
      expect(await saldo(a.token, f.id)).toBe('0');
      const pagos = ok(await h.gql<{ Pago: { readPagosByIdFactura: (Pago & { medioPago: { id: string } })[] } }>(DE_FACTURA, { f: f.id }, a.token)).Pago.readPagosByIdFactura;
      expect(pagos.map((p) => [p.medioPago.id, p.monto])).toEqual([['02', '5650']]);
      // The same event again (a provider's retry, a replay): acknowledged, nothing paid twice.
      const [p] = pagos;
      const ref = (await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ referencia: string }>(tx, sql`select referencia from pago where id = ${p!._id}`)))[0]!.referencia;
      const body = JSON.stringify({ id: 'evt_x', type: 'payment.succeeded', data: { id: ref, reference: `${a.emisor}:${l._id}`, amount: '5650', currency: 'CRC' } });
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/pago/webhook/tarjeta`;
      const post = (firma: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-card-signature': firma }, body });
      const t = Math.floor(Date.now() / 1000);
      expect((await post(signWebhook(SANDBOX_CARD_WEBHOOK_SECRET, body, t))).status).toBe(200);
      expect((await post(signWebhook('otro-secreto', body, t))).status).toBe(401);
      expect((await post(signWebhook(SANDBOX_CARD_WEBHOOK_SECRET, body, t - 3600))).status).toBe(401);
      expect(ok(await h.gql<{ Pago: { readPagosByIdFactura: Pago[] } }>(DE_FACTURA, { f: f.id }, a.token)).Pago.readPagosByIdFactura).toHaveLength(1);
      const otra = await h.gql(TARJETA, { l: l.link, c: l.consecutivo, t: VISA }, null);
      expect(errorOf(otra)).toMatchObject({ code: 'CONFLICT', message: 'Este documento ya está pagado.' });
    } finally {
      server.close();
    }
  });

  it('crediting the invoice turns its live link ANULADO; SINPE Móvil leaves its reference for the issuer', async () => {
    const c = await cliente(a.token, '3101000011');
    const f = await credito(a.token, c, '1000');
    const l = ok(await h.gql<{ Link: { create: { _id: string; consecutivo: string; link: string } } }>(LINK, { f: f.id }, a.token)).Link.create;
    const s = ok(await h.gql<{ Link: { reportarSinpe: { ok: boolean } } }>(`mutation($l: String!, $c: String!) { Link { reportarSinpe(link: $l, consecutivo: $c, referencia: "SINPE-998877") { ok message state } } }`, { l: l.link, c: l.consecutivo }, null)).Link.reportarSinpe;
    expect(s.ok).toBe(true);
    await h.gql(`mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Anulación" }) { id } } }`, { f: f.id }, a.token);
    const links = ok(await h.gql<{ Link: { readLinksByEmisor: { feed: { _id: string; state: string }[] } } }>(LINKS, {}, a.token)).Link.readLinksByEmisor.feed;
    expect(links.find((x) => x._id === l._id)!.state).toBe('ANULADO');
  });
});
