// The VAT of a sale on condition 10 (credit up to 90 days, art. 27 LIVA) is owed when it is
// collected (DECISIONS #251): at issue the journal credits «IVA diferido por pagar» and the month's
// VAT worksheet counts nothing of it; each payment's REP, accepted by the simulator, moves its VAT to
// VAT payable in the REP's month and is counted in that month's worksheet, traced to the REP; a
// credit note of the whole sale reverses what no REP had declared and refunds the rest from VAT
// payable in its own month. PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { readFileSync } from 'node:fs';
import { D } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { serverPath } from '../src/paths.js';
import { comoCuenta, ok } from './cliente-helpers.js';
import { CREATE, drenar, factura, linea } from './factura-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

type Asiento = { fuente: string; fecha: string; documento: { _id: string | null }; items: { code: string; debe: string; haber: string }[] };
const RECORDS = `query($f: RecordFilter) { Record { getRecords(filter: $f, limit: 100) { feed { fuente fecha documento { _id } items { code debe haber } } } } }`;
const HOJA = `query($y: Int!, $m: Int!) { Iva { hoja(year: $y, month: $m) { totalImpuestoVentas lineas { linea impuesto documentos } } } }`;
const DETALLE = `query($y: Int!, $m: Int!, $l: String!) { Iva { detalle(year: $y, month: $m, linea: $l) { _id documento impuesto } } }`;
const neto = (a: Asiento, code: string) => a.items.filter((i) => i.code === code).reduce((x, i) => x.plus(i.debe).minus(i.haber), new D(0));
const cuadra = (a: Asiento) => a.items.reduce((x, i) => x.plus(i.debe).minus(i.haber), new D(0)).isZero();
const cliente = { nombre: 'Ministerio de Prueba', identificacion: { tipo: '02', numero: '3014042001' }, correoElectronico: 'pagos@ministerio.jit.test' };

describe('a sale on condition 10: its VAT is owed when collected (art. 27 LIVA)', () => {
  it('is deferred at issue; each accepted REP moves its VAT to VAT payable and into the worksheet of its month; a credit note reverses what no REP declared', async () => {
    h.clock.now = new Date('2026-11-10T15:00:00Z');
    const a = await signup(h);
    const q = comoCuenta(h, a);
    await ok(q(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`));
    const cuentas = (await ok(q<{ Account: { readAll: { code: string; sysName: string | null }[] } }>(`query { Account { readAll { code sysName } } }`))).Account.readAll;
    const code = (sys: string) => cuentas.find((c) => c.sysName === sys)!.code;
    expect(cuentas.find((c) => c.sysName === 'IVA_DIFERIDO')).toMatchObject({ code: '2.1.02.05' });
    const asientos = async () => (await ok(q<{ Record: { getRecords: { feed: Asiento[] } } }>(RECORDS, { f: {} }))).Record.getRecords.feed;
    const hoja = async (y: number, m: number) => (await ok(q<{ Iva: { hoja: { totalImpuestoVentas: string; lineas: { linea: string; impuesto: string; documentos: number }[] } } }>(HOJA, { y, m }))).Iva.hoja;

    // ₡20 000 at 13 % and ₡5 000 at 4 %: ₡2 800 of VAT, ₡27 800 owed for 30 days.
    const lineas = [linea({ cantidad: '1', precioUnitario: '20000' }), linea({ cantidad: '1', precioUnitario: '5000', detalle: 'Servicio de salud', impuesto: [{ codigo: '01', codigoTarifaIVA: '04', tarifa: '4' }] })];
    const creada = await ok(q<{ Factura: { create: { id: string; factura: { saldo: string } } } }>(CREATE, { i: factura({ receptor: cliente, condicionVenta: '10', plazoCredito: 30, detalleServicio: { lineaDetalle: lineas } }), acc: true }));
    const venta = creada.Factura.create;
    expect(venta.factura.saldo).toBe('27800');
    await drenar(h, 2, 10_000);
    const deVenta = (await asientos()).find((x) => x.fuente === 'factura' && x.documento._id === venta.id)!;
    expect(cuadra(deVenta)).toBe(true);
    expect([neto(deVenta, code('IVA_DIFERIDO')).toFixed(), neto(deVenta, code('IVA_POR_PAGAR')).toFixed()]).toEqual(['-2800', '0']);
    // November's worksheet counts nothing of it: its VAT is not owed yet.
    expect((await hoja(2026, 11)).totalImpuestoVentas).toBe('0');

    // December 3: ₡11 300 paid; its REP is issued, accepted, and declares its share of the VAT.
    h.clock.now = new Date('2026-12-03T15:00:00Z');
    await ok(q(`mutation($i: PagoInput!) { Pago { create(input: $i) { _id } } }`, { i: { factura: { _id: venta.id }, monto: '11300', medioPago: { id: '04' } } }));
    await drenar(h, 4, 10_000);
    const [pago] = (await ok(q<{ Pago: { readPagosByIdFactura: { recibo: { _id: string; estadoDocumento: { value: string } } | null }[] } }>(`query($f: ID!) { Pago { readPagosByIdFactura(_id: $f) { recibo { _id estadoDocumento { value } } } } }`, { f: venta.id }))).Pago.readPagosByIdFactura;
    expect(pago!.recibo).toMatchObject({ estadoDocumento: { value: '3' } });
    const repId = pago!.recibo!._id;
    const rep = (await ok(q<{ Factura: { readById: { resumenFactura: { totalImpuesto: string } } } }>(`query($id: ID!) { Factura { readById(id: $id) { resumenFactura { totalImpuesto } } } }`, { id: repId }))).Factura.readById;
    const x = new D(rep.resumenFactura.totalImpuesto);
    expect(x.gt(0) && x.lt(2800)).toBe(true);
    const deRep = (await asientos()).find((y) => y.fuente === 'recibo' && y.documento._id === repId)!;
    expect(cuadra(deRep)).toBe(true);
    expect([neto(deRep, code('IVA_DIFERIDO')).toFixed(), neto(deRep, code('IVA_POR_PAGAR')).toFixed()]).toEqual([x.toFixed(), x.neg().toFixed()]);
    expect(deRep.fecha.slice(0, 7)).toBe('2026-12');
    // December's worksheet counts the REP's VAT, traced to the REP (type 10), at each rate.
    const diciembre = await hoja(2026, 12);
    expect(diciembre.totalImpuestoVentas).toBe(x.toDecimalPlaces(2).toFixed());
    const detalle = (await ok(q<{ Iva: { detalle: { _id: string; documento: string; impuesto: string }[] } }>(DETALLE, { y: 2026, m: 12, l: 'V-13' }))).Iva.detalle;
    expect(detalle.map((d) => [d._id, d.documento])).toEqual([[repId, '10']]);
    expect(diciembre.lineas.filter((l) => l.linea.startsWith('V-')).map((l) => l.linea)).toEqual(['V-13', 'V-4']);

    // January 8: a credit note of the whole sale. What no REP declared leaves deferred VAT; what the
    // REP declared (a refund of money collected) comes off VAT payable, in January's worksheet.
    h.clock.now = new Date('2027-01-08T15:00:00Z');
    const nota = (await ok(q<{ Factura: { createNotaCredito: { id: string } } }>(`mutation($id: ID!, $i: NotaCreditoInput!) { Factura { createNotaCredito(factura: $id, input: $i, accounting: true) { id } } }`, { id: venta.id, i: { razon: 'Servicio no prestado' } }))).Factura.createNotaCredito;
    await drenar(h, 4, 10_000);
    const todos = await asientos();
    const deNota = todos.find((y) => y.fuente === 'factura' && y.documento._id === nota.id)!;
    expect(cuadra(deNota)).toBe(true);
    expect([neto(deNota, code('IVA_DIFERIDO')).toFixed(), neto(deNota, code('IVA_POR_PAGAR')).toFixed()]).toEqual([new D(2800).minus(x).toFixed(), x.toFixed()]);
    expect((await hoja(2027, 1)).totalImpuestoVentas).toBe(x.neg().toDecimalPlaces(2).toFixed());
    // In the end the deferred account is empty and VAT payable owes nothing of this sale.
    const total = (c: string) => todos.reduce((s, y) => s.plus(neto(y, c)), new D(0)).toFixed();
    expect([total(code('IVA_DIFERIDO')), total(code('IVA_POR_PAGAR'))]).toEqual(['0', '0']);
  }, 300_000);
});

describe('an issuer whose chart was copied before the deferred VAT account existed', () => {
  const sinCuenta = async () => {
    const a = await signup(h);
    const q = comoCuenta(h, a);
    await ok(q(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`));
    await ok(q(`query { Account { readAll { code } } }`));
    await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql`delete from cuenta_contable where sys_name = 'IVA_DIFERIDO'`));
    const cuentas = () => withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ code: string; name: string }>(tx, sql`select code, name from cuenta_contable where sys_name = 'IVA_DIFERIDO'`));
    expect(await cuentas()).toEqual([]);
    return { a, q, cuentas };
  };
  it('gets it from the migration, once however often it runs', async () => {
    const { a, cuentas } = await sinCuenta();
    const migracion = readFileSync(serverPath('drizzle/0033_contabilidad_iva_diferido.sql'), 'utf8');
    for (let i = 0; i < 2; i++) await withTenant(h.database.db, a.emisor, (tx) => tx.execute(sql.raw(migracion)));
    expect(await cuentas()).toEqual([{ code: '2.1.02.05', name: 'IVA diferido por pagar (ventas a crédito, art. 27 LIVA)' }]);
  });
  it('gets it from posting when the migration could not see its chart', async () => {
    h.clock.now = new Date('2026-11-10T15:00:00Z');
    const { q, cuentas } = await sinCuenta();
    const venta = (await ok(q<{ Factura: { create: { id: string } } }>(CREATE, { i: factura({ receptor: cliente, condicionVenta: '10', plazoCredito: 30 }), acc: true }))).Factura.create;
    await drenar(h, 1, 10_000);
    expect((await cuentas()).map((c) => c.code)).toEqual(['2.1.02.05']);
    const [deVenta] = (await ok(q<{ Record: { getRecords: { feed: Asiento[] } } }>(RECORDS, { f: {} }))).Record.getRecords.feed.filter((x) => x.documento._id === venta.id);
    expect(deVenta!.items.some((i) => i.code === '2.1.02.05' && new D(i.haber).gt(0))).toBe(true);
  });
});
