// Three cases of the journal through the endpoint: a purchase cancellation (9938) takes back only
// what its partial acceptance credited; a payment in dollars at another rate than its invoice's
// posts the realized exchange difference (and its deletion reverses it); switching accounting on
// posts the stock moves and cash sessions made while it was off, once each however often it is
// switched, with the backlog's progress in Record.pendientes. One harness for the file.
import { D, partesFechaCostaRica } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { identificacionSandbox } from '../src/modules/factura/emisor-adapter.js';
import { CERRAR, FINALIZAR, abrir, crearCaja, cuentaConCaja } from './caja-helpers.js';
import { facturaV44 } from './compra-helpers.js';
import { CABYS_BIEN, crear, drenar, factura, linea } from './factura-helpers.js';
import { signup, startHarness, type Harness } from './harness.js';
import { crearItem, cuentaConInventario } from './item-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

async function ok<T>(query: string, vars: Record<string, unknown>, token: string): Promise<T> {
  const r = await h.gql<T>(query, vars, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

type Asiento = { fuente: string; descripcion: string; documento: { _id: string | null }; items: { code: string; debe: string; haber: string }[] };
const RECORDS = `query($f: RecordFilter) { Record { getRecords(filter: $f, limit: 100) { feed { fuente descripcion documento { _id } items { code debe haber } } } } }`;
const asientos = async (token: string, filter: Record<string, unknown> = {}) => (await ok<{ Record: { getRecords: { feed: Asiento[] } } }>(RECORDS, { f: filter }, token)).Record.getRecords.feed;
const neto = (a: Asiento, code: string) => a.items.filter((i) => i.code === code).reduce((x, i) => x.plus(i.debe).minus(i.haber), new D(0));
const cuadra = (a: Asiento) => a.items.reduce((x, i) => x.plus(i.debe).minus(i.haber), new D(0)).isZero();
const plan = async (token: string) => {
  const cs = (await ok<{ Account: { readAll: { code: string; sysName: string | null }[] } }>(`query { Account { readAll { code sysName } } }`, {}, token)).Account.readAll;
  return (sys: string) => cs.find((c) => c.sysName === sys)!.code;
};
const PENDIENTES = `query { Record { pendientes } }`;
const pendientes = async (token: string) => (await ok<{ Record: { pendientes: number } }>(PENDIENTES, {}, token)).Record.pendientes;

describe('a purchase cancellation (9938) of a partial acceptance', () => {
  it('takes back the VAT credit at the acceptance proportion, in the journal and in the VAT worksheet', async () => {
    const a = await cuentaConInventario(h, { accountingModule: true });
    const actividades = ['05', '06', '9938'].map((documento) => ({ documento, codigoActividad: '722003', modoLibre: false }));
    await ok(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Compras S.A.', codigoActividad: actividades } }, a.token);
    const mr = await ok<{ Factura: { createMensajeReceptor: { resultados: { id: string }[] } } }>(
      `mutation($i: [MensajeReceptorInput!]!) { Factura { createMensajeReceptor(input: $i, accounting: true) { resultados { id } } } }`,
      { i: [{ xml: facturaV44(h, identificacionSandbox(a.emisor), 903), mensaje: '2', detalleMensaje: 'Solo parte del IVA es acreditable', condicionImpuesto: '02', montoTotalImpuestoAcreditar: '100' }] },
      a.token,
    );
    const compraId = mr.Factura.createMensajeReceptor.resultados[0]!.id;
    await drenar(h, 3);
    const an = await ok<{ Factura: { createAnulaCompra: { id: string } } }>(`mutation($f: ID!) { Factura { createAnulaCompra(factura: $f, input: { razon: "Mercadería devuelta" }, accounting: true) { id } } }`, { f: compraId }, a.token);
    await drenar(h, 1);
    const code = await plan(a.token);
    const todos = await asientos(a.token);
    const de = (id: string) => todos.find((x) => x.documento._id === id && x.fuente === 'factura')!;
    const compra = de(compraId);
    const anulacion = de(an.Factura.createAnulaCompra.id);
    expect([cuadra(compra), cuadra(anulacion)]).toEqual([true, true]);
    // The acceptance credited ₡100 of the purchase's VAT; its cancellation takes back those ₡100, no more.
    expect(neto(compra, code('IVA_POR_COBRAR')).toFixed()).toBe('100');
    expect(neto(anulacion, code('IVA_POR_COBRAR')).toFixed()).toBe('-100');
    expect(neto(compra, code('CXP_PROVEEDORES')).plus(neto(anulacion, code('CXP_PROVEEDORES'))).isZero()).toBe(true);
    const p = partesFechaCostaRica(h.clock.now.getTime());
    const hoja = (await ok<{ Iva: { hoja: { totalCredito: string; lineas: { linea: string; acreditable: string; documentos: number }[] } } }>(`query($y: Int!, $m: Int!) { Iva { hoja(year: $y, month: $m) { totalCredito lineas { linea acreditable documentos } } } }`, { y: p.year, m: p.month }, a.token)).Iva.hoja;
    expect(hoja.totalCredito).toBe('0');
    expect(hoja.lineas.filter((l) => l.linea.startsWith('C-')).every((l) => l.linea.endsWith('-parcial') && new D(l.acreditable).isZero())).toBe(true);
    // The purchase report agrees: its creditable VAT is the purchase's ₡100 less the same ₡100.
    const rango = { i: new Date(h.clock.now.getTime() - 86_400_000).toISOString(), f: new Date(h.clock.now.getTime() + 86_400_000).toISOString() };
    const reporte = (await ok<{ Compra: { reporte: { impuesto: string; acreditable: string }[] } }>(`query($i: DateTime!, $f: DateTime!) { Compra { reporte(inicio: $i, final: $f) { impuesto acreditable } } }`, rango, a.token)).Compra.reporte;
    expect(reporte.reduce((x, f) => x.plus(f.impuesto), new D(0)).toFixed()).toBe('0');
    expect(reporte.reduce((x, f) => x.plus(f.acreditable), new D(0)).toFixed()).toBe('0');
  });
});

describe('a payment in dollars at another rate than its invoice', () => {
  it('posts the realized exchange difference, a gain or a loss, and a deleted payment reverses it', async () => {
    const a = await signup(h);
    await ok(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`, {}, a.token);
    const code = await plan(a.token);
    const datos = { nombre: 'Cliente en dólares', identificacion: { tipo: '02', numero: '3101000777' } };
    const rec = { ...datos, id: (await ok<{ Receptor: { create: { id: string } } }>(`mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: datos }, a.token)).Receptor.create.id };
    // $113 (100 + 13 % VAT) invoiced at ₡500: ₡56,500 receivable.
    const enDolares = () => crear(h, a.token, factura({ receptor: rec, condicionVenta: '02', plazoCredito: 30, codigoMoneda: 'USD', tipoCambio: '500', detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '100' })] } }));
    const PAGAR = `mutation($i: PagoInput!) { Pago { create(input: $i) { _id aplicado } } }`;
    const f = await enDolares();
    const g = await enDolares();
    const cobro = (await ok<{ Pago: { create: { _id: string; aplicado: string } } }>(PAGAR, { i: { factura: { _id: f.id }, monto: '113', moneda: { codigoMoneda: 'USD', tipoCambio: '520' } } }, a.token)).Pago.create;
    expect(cobro.aplicado).toBe('113');
    await ok(PAGAR, { i: { factura: { _id: g.id }, monto: '113', moneda: { codigoMoneda: 'USD', tipoCambio: '490' } } }, a.token);
    await ok(`mutation($f: ID!, $i: [DeletePagoInput!]!) { Pago { delete(_id: $f, input: $i) { state } } }`, { f: f.id, i: [{ _id: cobro._id, razonEliminar: 'Cheque devuelto' }] }, a.token);
    await drenar(h, 1);
    const pagos = await asientos(a.token, { fuente: 'pago' });
    const [ganancia, perdida] = [f.id, g.id].map((id) => pagos.find((x) => x.documento._id === id)!);
    const [reverso] = await asientos(a.token, { fuente: 'pago-eliminado' });
    for (const x of [ganancia!, perdida!, reverso!]) expect(cuadra(x), x.descripcion).toBe(true);
    // Collected at ₡520: ₡58,760 in cash for a ₡56,500 receivable, ₡2,260 gained.
    expect([neto(ganancia!, code('CAJA')), neto(ganancia!, code('CXC_CLIENTES')), neto(ganancia!, code('DIFERENCIAL_GANADO'))].map((d) => d.toFixed())).toEqual(['58760', '-56500', '-2260']);
    // Collected at ₡490: ₡55,370 for ₡56,500, ₡1,130 lost.
    expect([neto(perdida!, code('CAJA')), neto(perdida!, code('CXC_CLIENTES')), neto(perdida!, code('DIFERENCIAL_PERDIDO'))].map((d) => d.toFixed())).toEqual(['55370', '-56500', '1130']);
    expect(neto(reverso!, code('DIFERENCIAL_GANADO')).toFixed()).toBe('2260');
    expect(neto(reverso!, code('CAJA')).toFixed()).toBe('-58760');
  });
});

describe('switching accounting on', () => {
  it('posts the stock moves and cash differences made while it was off, once each however often it is switched, and counts what is left', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    await ok(`mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }`, {}, owner.token);
    const bien = await crearItem(h, owner.token, { nombre: 'Banco de madera', tipo: '01', codigo: CABYS_BIEN });
    const ENTRADA = `mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }`;
    await ok(ENTRADA, { i: { item: bien._id, cantidad: '4', costoUnitario: '250' } }, owner.token);
    await ok(`mutation($i: MermaInput!) { Merma { mermaSalida(input: $i) { _id } } }`, { i: { item: bien._id, cantidad: '1' } }, owner.token);
    const caja = await crearCaja(h, owner.token, { name: 'Caja de antes' });
    const s = await abrir(h, cajero.token, caja._id, '10000');
    // ₡10,500 counted of ₡10,000 expected: ₡500 over.
    await ok(CERRAR, { c: caja._id, s: s._id, n: [{ moneda: '10000', cantidadMoneda: 1 }, { moneda: '500', cantidadMoneda: 1 }] }, cajero.token);
    await ok(FINALIZAR, { c: caja._id, s: s._id, sup: { email: owner.email, password: owner.password } }, owner.token);
    await drenar(h, 1);
    const cola = () => withoutTenant(h.database.db, (tx) => rowsOf<{ kind: string; n: number }>(tx, sql`select kind, count(*)::int as n from outbox where emisor_ref = ${owner.emisor} and kind like '%contabilidad%' group by kind order by kind`));
    expect(await cola()).toEqual([]);

    const SWITCH = `mutation($on: Boolean!) { Emisor { setModules(accountingModule: $on) { accountingModule } } }`;
    await ok(SWITCH, { on: true }, owner.token);
    expect(await pendientes(owner.token)).toBe(1);
    // A stock move made with the module on is queued by itself; the backlog must not post it twice.
    await ok(ENTRADA, { i: { item: bien._id, cantidad: '1', costoUnitario: '300' } }, owner.token);
    expect(await pendientes(owner.token)).toBe(2);
    await drenar(h, 1);
    expect(await pendientes(owner.token)).toBe(0);
    const code = await plan(owner.token);
    const inv = await asientos(owner.token, { fuente: 'inventario' });
    expect(inv.map((x) => x.descripcion.split(' ')[0]).sort()).toEqual(['Entrada', 'Entrada', 'Merma']);
    expect(inv.reduce((x, a) => x.plus(neto(a, code('INVENTARIO'))), new D(0)).toFixed()).toBe('1050'); // 1,000 − 250 + 300
    const cierre = await asientos(owner.token, { fuente: 'caja' });
    expect(cierre.map((a) => [neto(a, code('CAJA')).toFixed(), neto(a, code('SOBRANTE_CAJA')).toFixed()])).toEqual([['500', '-500']]);

    // Off and on again: the backlog runs again and finds nothing new.
    await ok(SWITCH, { on: false }, owner.token);
    await ok(SWITCH, { on: true }, owner.token);
    await drenar(h, 1);
    expect(await cola()).toEqual([
      { kind: 'caja.contabilidad', n: 1 },
      { kind: 'contabilidad.pendientes', n: 2 },
      { kind: 'inventario.contabilidad', n: 3 },
    ]);
    expect((await asientos(owner.token)).length).toBe(4);
  });
});
