// The payment receipt (REP, type 10; issue 19): a sale on condition 10 (credit up to 90 days,
// art. 27 LIVA) or 08 (to the State on credit) is owed from issue, and each payment of it issues a
// REP through the issuing path: its own series 10, signed, valid against the v4.4 XSD, verified by
// xmlsec1, accepted by the simulator, linked to the payment; the receipts of a settled invoice
// carry exactly its VAT. A plain credit sale (02) issues none; a declared payment is not deleted.
import { D } from '@jit/domain';
import { validarXsd } from '@jit/hacienda';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { crear, drenar, factura, leer, linea, XML, xmlsec } from './factura-helpers.js';
import { errorOf, signup, startHarness, type GqlResult, type Harness } from './harness.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;

beforeAll(async () => {
  h = await startHarness();
  [a, b] = [await signup(h), await signup(h)];
}, 120_000);
afterAll(async () => h?.close());

type Pago = { _id: string; consecutivo: string; aplicado: string; requiereRecibo: boolean; reciboError: string | null; recibo: { _id: string; consecutivo: string; clave: string; estadoDocumento: { value: string; annotation: string } } | null };
const PAGO = `_id consecutivo aplicado requiereRecibo reciboError recibo { _id consecutivo clave estadoDocumento { value annotation } }`;
const CREATE = `mutation($i: PagoInput!) { Pago { create(input: $i) { ${PAGO} } } }`;
const DE_FACTURA = `query($f: ID!) { Pago { readPagosByIdFactura(_id: $f) { ${PAGO} } } }`;
const EMITIR = `mutation($id: ID!) { Pago { emitirRecibo(_id: $id) { ${PAGO} } } }`;
const DELETE = `mutation($f: ID!, $i: [DeletePagoInput!]!) { Pago { delete(_id: $f, input: $i) { _id state message } } }`;

function ok<T>(r: GqlResult<T>): T {
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}
const pagar = async (token: string, i: Record<string, unknown>) => ok(await h.gql<{ Pago: { create: Pago } }>(CREATE, { i }, token)).Pago.create;
const pagosDe = async (token: string, f: string) => ok(await h.gql<{ Pago: { readPagosByIdFactura: Pago[] } }>(DE_FACTURA, { f }, token)).Pago.readPagosByIdFactura;
const cliente = { nombre: 'Municipalidad de Prueba', identificacion: { tipo: '02', numero: '3014042000' }, correoElectronico: 'pagos@muni.jit.test' };
/** A sale of ₡20 000 at 13 % and ₡5 000 at 4 % (₡27 800) on `condicion`. */
const venta = (token: string, condicion: string, extra: Record<string, unknown> = {}) =>
  crear(h, token, factura({
    receptor: cliente,
    condicionVenta: condicion,
    plazoCredito: 30,
    detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '20000' }), linea({ cantidad: '1', precioUnitario: '5000', detalle: 'Servicio de salud', impuesto: [{ codigo: '01', codigoTarifaIVA: '04', tarifa: '4' }] })] },
    ...extra,
  }));
const repDe = async (token: string, id: string) => {
  const x = ok(await h.gql<{ Bitacora: { downloadXML: { xml: string } } }>(XML, { id }, token)).Bitacora.downloadXML.xml;
  return { xml: x, doc: await leer(h, token, id) };
};
/** The outbox and the simulator until Hacienda answers, 10 s of business clock a round (sessions live 30 minutes). */
const drenarPoco = (rondas = 6) => drenar(h, rondas, 10_000);
const entre = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

describe('a sale on condition 10 and its payments', () => {
  it('is owed from issue; each payment issues its REP: series 10, valid XSD, xmlsec1, accepted, linked; the receipts carry exactly its VAT', async () => {
    const f = await venta(a.token, '10');
    expect(f.factura.saldo).toBe('27800');
    await drenarPoco(2); // the invoice reaches Hacienda (the simulator) first
    const p1 = await pagar(a.token, { factura: { _id: f.id }, monto: '11300', medioPago: { id: '04' }, referencia: 'TRF-77' });
    expect(p1).toMatchObject({ requiereRecibo: true, recibo: null, reciboError: null });
    await drenarPoco();
    const [q1] = await pagosDe(a.token, f.id);
    expect(q1!.recibo).toMatchObject({ estadoDocumento: { value: '3', annotation: 'Aceptado' } });
    expect(q1!.recibo!.consecutivo.slice(8, 10)).toBe('10');
    expect(q1!.recibo!.clave).toHaveLength(50);
    const { xml, doc } = await repDe(a.token, q1!.recibo!._id);
    expect(doc.documento.id).toBe('10');
    expect((await validarXsd(xml)).errores ?? []).toEqual([]);
    const v = xmlsec(xml, h.app.services.hacienda.sandboxCaPem());
    expect(v.ok, v.output).toBe(true);
    expect(xml).toMatch(/^(<\?xml[^>]*>\s*)?<ReciboElectronicoPago /);
    expect(entre(xml, 'CondicionVenta')).toEqual(['11']);
    expect(xml).toContain(`<InformacionReferencia><TipoDocIR>01</TipoDocIR><Numero>${f.clave}</Numero>`);
    expect(entre(xml, 'Codigo')).toContain('17');
    expect(entre(xml, 'TotalComprobante')).toEqual(['11300.00000']);
    expect(entre(xml, 'TipoMedioPago')).toEqual(['04']);
    const pdf = ok(await h.gql<{ Documentos: { downloadPDF: { state: boolean; nombre: string } } }>(`query($d: ID!) { Documentos { downloadPDF(doc: $d) { state nombre } } }`, { d: q1!.recibo!._id }, a.token)).Documentos.downloadPDF;
    expect(pdf).toMatchObject({ state: true, nombre: `${q1!.recibo!.clave}.pdf` });
    // 11 300 of 27 800: 40.647 % of each group (20 000 + 2 600 at 13 %, 5 000 + 200 at 4 %).
    expect((doc.detalleServicio.lineaDetalle as { subTotal: string; impuestoNeto: string }[]).map((l) => [l.subTotal, l.impuestoNeto])).toEqual([
      ['8129.49641', '1056.83453'],
      ['2032.3741', '81.29496'],
    ]);
    const p2 = await pagar(a.token, { factura: { _id: f.id }, monto: '16500' });
    await drenarPoco();
    const recibos = (await pagosDe(a.token, f.id)).map((x) => x.recibo!);
    expect(recibos.map((r) => r.estadoDocumento.value)).toEqual(['3', '3']);
    const docs = await Promise.all(recibos.map((r) => leer(h, a.token, r._id)));
    const suma = (k: 'impuestoNeto' | 'subTotal') => docs.flatMap((x) => x.detalleServicio.lineaDetalle as Record<string, string>[]).reduce((s, l) => s.plus(l[k]!), new D(0)).toFixed();
    expect([suma('subTotal'), suma('impuestoNeto')]).toEqual(['25000', '2800']);
    expect(p2.requiereRecibo).toBe(true);
    // Issued twice by the same job (a retry, another process): nothing doubles.
    expect(errorOf(await h.gql(EMITIR, { id: p2._id }, a.token))).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/ya tiene su recibo electrónico de pago/) });
    // A declared payment is not deleted.
    const d = ok(await h.gql<{ Pago: { delete: { state: boolean; message: string }[] } }>(DELETE, { f: f.id, i: [{ _id: p2._id, razonEliminar: 'Error' }] }, a.token)).Pago.delete;
    expect(d[0]).toMatchObject({ state: false, message: expect.stringMatching(/ya se declaró a Hacienda con el recibo electrónico de pago/) });
    // Another issuer neither reads nor issues it.
    expect(errorOf(await h.gql(EMITIR, { id: p2._id }, b.token)).code).toBe('NOT_FOUND');
  });

  it('a sale on condition 08 is paid with condition 09; a plain credit sale (02) issues no receipt', async () => {
    const f = await venta(a.token, '08');
    await drenarPoco(2);
    await pagar(a.token, { factura: { _id: f.id }, monto: '27800' });
    await drenarPoco();
    const [p] = await pagosDe(a.token, f.id);
    expect(p!.recibo!.estadoDocumento.value).toBe('3');
    expect(entre((await repDe(a.token, p!.recibo!._id)).xml, 'CondicionVenta')).toEqual(['09']);
    const g = await venta(a.token, '02');
    const q = await pagar(a.token, { factura: { _id: g.id }, monto: '1000' });
    await drenarPoco(1);
    expect((await pagosDe(a.token, g.id))[0]).toMatchObject({ requiereRecibo: false, recibo: null });
    expect(errorOf(await h.gql(EMITIR, { id: q._id }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/condición 02\) no lleva recibo/) });
  });

  it('a payment deleted before its receipt issues none; a rejected receipt is replaced on request and frees the payment', async () => {
    const f = await venta(a.token, '10');
    await drenarPoco(2);
    const p = await pagar(a.token, { factura: { _id: f.id }, monto: '1000' });
    const d = ok(await h.gql<{ Pago: { delete: { state: boolean }[] } }>(DELETE, { f: f.id, i: [{ _id: p._id, razonEliminar: 'Cheque devuelto' }] }, a.token)).Pago.delete;
    expect(d[0]!.state).toBe(true);
    await drenarPoco(1);
    expect((await pagosDe(a.token, f.id))[0]!.recibo).toBeNull();
    const q = await pagar(a.token, { factura: { _id: f.id }, monto: '2000' });
    await drenarPoco();
    const r1 = (await pagosDe(a.token, f.id)).find((x) => x._id === q._id)!.recibo!;
    // Hacienda rejects it (the state as the sending path would write it).
    await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`update factura set estado_documento = '4' where id = ${r1._id}::uuid`));
    const otro = ok(await h.gql<{ Pago: { emitirRecibo: Pago } }>(EMITIR, { id: q._id }, a.token)).Pago.emitirRecibo;
    expect(otro.recibo!._id).not.toBe(r1._id);
    expect(otro.recibo!.consecutivo.slice(-10)).toBe(String(Number(r1.consecutivo.slice(-10)) + 1).padStart(10, '0'));
    const n = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from factura where documento = '10' and referencia_id = ${f.id}::uuid`));
    expect(n[0]!.n).toBe(2);
    // A payment whose receipt Hacienda rejected was never declared: it may be deleted.
    await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`update factura set estado_documento = '4' where id = ${otro.recibo!._id}::uuid`));
    const libre = ok(await h.gql<{ Pago: { delete: { state: boolean }[] } }>(DELETE, { f: f.id, i: [{ _id: q._id, razonEliminar: 'Transferencia revertida' }] }, a.token)).Pago.delete;
    expect(libre[0]!.state).toBe(true);
  });
});

describe('issuing the sales that ask for a receipt', () => {
  it('refuses a REP by hand, a term over 90 days on condition 10, and a sale on 08 or 10 without an identified customer', async () => {
    const rep = await h.gql(`mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`, { i: factura({ documento: '10' }) }, a.token);
    expect(errorOf(rep)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.documento', message: expect.stringMatching(/salen solos al registrar el pago de una venta con condición 08 o 10/) });
    const largo = await h.gql(`mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`, { i: factura({ condicionVenta: '10', plazoCredito: 120 }) }, a.token);
    expect(errorOf(largo)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.plazoCredito', message: expect.stringMatching(/90 días como máximo/) });
    const tiquete = await h.gql(`mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`, { i: factura({ documento: '04', receptor: undefined, condicionVenta: '08', plazoCredito: 30 }) }, a.token);
    expect(errorOf(tiquete)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.receptor', message: expect.stringMatching(/cliente con su identificación/) });
  });
});
