// The journal through the endpoint (MODULES.md §F2): an invoice, its credit note, a received
// purchase with partly creditable VAT, a stock entry and loss, and a sale's cost, each posted once
// and balanced, even when its outbox job runs again; the trial balance; an account reassigned with
// its log; the month's VAT worksheet equal to the stored XML's TotalImpuesto, traced to its
// documents, and the form saved once per month. One harness for the file.
import { D, partesFechaCostaRica } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant, withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { identificacionSandbox } from '../src/modules/factura/emisor-adapter.js';
import { CERRAR, FINALIZAR, abrir, crearCaja, cuentaConCaja } from './caja-helpers.js';
import { facturaV44 } from './compra-helpers.js';
import { CABYS_BIEN, crear, drenar, factura, linea } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
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

type Item = { _id: string; cuentaContable: string; code: string; accountName: string; debe: string; haber: string };
type Asiento = { _id: string; fuente: string; descripcion: string; documento: { _id: string | null; tipo: string | null }; moneda: { value: string; tipoCambio: string }; items: Item[]; notas: string[] };
const RECORD = `_id fuente descripcion documento { _id tipo consecutivo } moneda { value tipoCambio } notas items { _id cuentaContable code accountName debe haber }`;
const RECORDS = `query($f: RecordFilter, $c: String, $l: Int) { Record { getRecords(filter: $f, cursor: $c, limit: $l) { feed { ${RECORD} } pageInfo { hasNextPage nextPageCursor } } } }`;

async function asientos(token: string, filter: Record<string, unknown> = {}): Promise<Asiento[]> {
  const out: Asiento[] = [];
  let c: string | null = null;
  do {
    const p: { Record: { getRecords: { feed: Asiento[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string | null } } } } = await ok(RECORDS, { f: filter, c, l: 3 }, token);
    out.push(...p.Record.getRecords.feed);
    c = p.Record.getRecords.pageInfo.hasNextPage ? p.Record.getRecords.pageInfo.nextPageCursor : null;
  } while (c);
  return out;
}

const suma = (xs: Item[], k: 'debe' | 'haber') => xs.reduce((a, x) => a.plus(x[k]), new D(0));
const cuadra = (a: Asiento) => suma(a.items, 'debe').eq(suma(a.items, 'haber'));
const lineas = (a: Asiento) => a.items.map((i) => [i.code, i.debe, i.haber]);

/** Sets every outbox row of the issuer's accounting kinds back to pending: the jobs run again. */
const repetirTrabajos = (emisorId: string) =>
  withoutTenant(h.database.db, (tx) => tx.execute(sql`update outbox set status = 'pending', locked_until = null where emisor_ref = ${emisorId} and kind like '%contabilidad'`));

describe('the journal (ruling F2-2)', () => {
  it('posts a sale, its credit note, a received purchase, a stock entry, a loss and the cost of a sale once each, balanced; the trial balance sums to zero', async () => {
    const a = await cuentaConInventario(h, { accountingModule: true });
    const actividades = ['01', '03', '04', '05', '06', '9938'].map((documento) => ({ documento, codigoActividad: '722003', modoLibre: false }));
    await ok(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Contable S.A.', codigoActividad: actividades } }, a.token);
    const plan = (await ok<{ Account: { readAll: { _id: string; code: string; sysName: string | null }[] } }>(`query { Account { readAll { _id code sysName } } }`, {}, a.token)).Account.readAll;
    const cuenta = (sys: string) => plan.find((c) => c.sysName === sys)!;

    // A good in stock (entry at 400), then sold for cash with 13 % VAT: the sale and its payment.
    const bien = await crearItem(h, a.token, { nombre: 'Silla', tipo: '01', codigo: CABYS_BIEN });
    await ok(`mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }`, { i: { item: bien._id, cantidad: '5', costoUnitario: '400' } }, a.token);
    const venta = await crear(h, a.token, factura({ detalleServicio: { lineaDetalle: [linea({ item: { _id: bien._id }, clasificacion: 'producto', codigoCABYS: CABYS_BIEN, cantidad: '2', precioUnitario: '1000', detalle: 'Silla' })] } }), { acc: true, inv: true });
    await drenar(h, 2);
    const nota = await ok<{ Factura: { createNotaCredito: { id: string } } }>(`mutation($id: ID!, $i: NotaCreditoInput!) { Factura { createNotaCredito(factura: $id, input: $i, accounting: true, inventario: true) { id } } }`, { id: venta.id, i: { razon: 'Devolución total' } }, a.token);
    await ok(`mutation($i: MermaInput!) { Merma { mermaSalida(input: $i) { _id } } }`, { i: { item: bien._id, cantidad: '1' } }, a.token);
    // A supplier's invoice accepted with only part of its VAT creditable.
    const mr = await ok<{ Factura: { createMensajeReceptor: { resultados: { id: string; returnState: string }[] } } }>(
      `mutation($i: [MensajeReceptorInput!]!) { Factura { createMensajeReceptor(input: $i, accounting: true) { resultados { id returnState message } } } }`,
      { i: [{ xml: facturaV44(h, identificacionSandbox(a.emisor), 901), mensaje: '2', detalleMensaje: 'Parte del IVA no es acreditable', condicionImpuesto: '02', montoTotalImpuestoAcreditar: '100' }] },
      a.token,
    );
    const compraId = mr.Factura.createMensajeReceptor.resultados[0]!.id;
    await drenar(h, 3);
    await repetirTrabajos(a.emisor);
    await drenar(h, 1);

    const todos = await asientos(a.token);
    for (const x of todos) expect(cuadra(x), x.descripcion).toBe(true);
    const porFuente = (f: string, id: string) => todos.filter((x) => x.fuente === f && x.documento._id === id);
    // The sale: receivable 2260 against goods 2000 and VAT 260; the credit note its mirror.
    expect(porFuente('factura', venta.id).map(lineas)).toEqual([[[cuenta('CXC_CLIENTES').code, '2260', '0'], [cuenta('VENTAS').code, '0', '2000'], [cuenta('IVA_POR_PAGAR').code, '0', '260']]]);
    const nc = porFuente('factura', nota.Factura.createNotaCredito.id);
    expect(nc).toHaveLength(1);
    expect(suma(nc[0]!.items, 'haber').toFixed()).toBe('2260');
    expect(nc[0]!.items.find((i) => i.code === cuenta('CXC_CLIENTES').code)?.haber).toBe('2260');
    // The purchase: 100 of VAT credited, the rest of its VAT an expense, the whole a payable.
    const compra = porFuente('factura', compraId);
    expect(compra).toHaveLength(1);
    expect(compra[0]!.items.find((i) => i.code === cuenta('IVA_POR_COBRAR').code)?.debe).toBe('100');
    // Stock: the entry (400 × 5), the sale's cost (2 × 400), the return (2 × 400) and the loss (400).
    const inv = todos.filter((x) => x.fuente === 'inventario');
    expect(inv.map((x) => x.descripcion.split(' ')[0]).sort()).toEqual(['Costo', 'Devolución', 'Entrada', 'Merma']);
    const costo = inv.find((x) => x.descripcion.startsWith('Costo'))!;
    expect(lineas(costo)).toEqual([[cuenta('INVENTARIO').code, '0', '800'], [cuenta('COSTO_VENTAS').code, '800', '0']]);
    const merma = inv.find((x) => x.descripcion.startsWith('Merma'))!;
    expect(merma.items.find((i) => i.code === cuenta('AJUSTE_MERMA').code)?.debe).toBe('400');
    // The cash payment recorded on issue settles the receivable.
    expect(porFuente('pago', venta.id).map(lineas)).toEqual([[[cuenta('CAJA').code, '2260', '0'], [cuenta('CXC_CLIENTES').code, '0', '2260']]]);
    // Once each, though every job ran twice.
    const fuentes = await withTenant(h.database.db, a.emisor, (tx) => rowsOf<{ n: number; distintos: number }>(tx, sql`select count(*)::int as n, count(distinct (fuente, fuente_id))::int as distintos from asiento`));
    expect(fuentes[0]).toEqual({ n: 8, distintos: 8 });
    expect(todos).toHaveLength(8);

    // The trial balance of the month sums to zero and its statements agree.
    const p = partesFechaCostaRica(h.clock.now.getTime());
    const mes = { inicio: new Date(Date.UTC(p.year, p.month - 2, 1)).toISOString(), final: new Date(h.clock.now.getTime() + 86_400_000).toISOString() };
    const b = (await ok<{ Record: { balanza: { debe: string; haber: string; activo: string; pasivoPatrimonio: string; cuentas: { code: string; saldo: string }[] } } }>(`query($i: DateTime!, $f: DateTime!) { Record { balanza(inicio: $i, final: $f) { debe haber activo pasivoPatrimonio cuentas { code saldo } } } }`, { i: mes.inicio, f: mes.final }, a.token)).Record.balanza;
    expect(b.debe).toBe(b.haber);
    expect(b.cuentas.reduce((x, c) => x.plus(c.saldo), new D(0)).isZero()).toBe(true);
    expect(new D(b.activo).eq(b.pasivoPatrimonio)).toBe(true);
    const mayor = (await ok<{ Record: { mayor: { saldoFinal: string; lineas: unknown[] } } }>(`query($c: ID!, $i: DateTime!, $f: DateTime!) { Record { mayor(cuenta: $c, inicio: $i, final: $f) { saldoFinal lineas { debe haber saldo } } } }`, { c: cuenta('INVENTARIO')._id, i: mes.inicio, f: mes.final }, a.token)).Record.mayor;
    expect(mayor.saldoFinal).toBe(b.cuentas.find((c) => c.code === cuenta('INVENTARIO').code)!.saldo);
    // Filters: by account and by document type.
    expect((await asientos(a.token, { cuenta: cuenta('COSTO_VENTAS')._id })).length).toBe(2);
    expect((await asientos(a.token, { documento: '03' })).map((x) => x.documento._id)).toEqual([nota.Factura.createNotaCredito.id]);

    // Ruling F2-5: another account for one line, with a reason; the amounts and the balance stay.
    const UPDATE = `mutation($r: ID!, $i: ID!, $c: ID!, $m: String!) { Record { update(_idRecord: $r, _idItem: $i, cuentaContable: $c, razon: $m) { ${RECORD} } } }`;
    const v = porFuente('factura', venta.id)[0]!;
    const ventasLinea = v.items.find((i) => i.code === cuenta('VENTAS').code)!;
    expect(errorOf(await h.gql(UPDATE, { r: v._id, i: ventasLinea._id, c: cuenta('VENTAS_SERVICIOS')._id, m: ' ' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'razon' });
    const movido = (await ok<{ Record: { update: Asiento } }>(UPDATE, { r: v._id, i: ventasLinea._id, c: cuenta('VENTAS_SERVICIOS')._id, m: 'Era un servicio de armado' }, a.token)).Record.update;
    expect(lineas(movido)).toEqual([[cuenta('CXC_CLIENTES').code, '2260', '0'], [cuenta('VENTAS_SERVICIOS').code, '0', '2000'], [cuenta('IVA_POR_PAGAR').code, '0', '260']]);
    const logs = (await ok<{ Record: { getLogs: { message: string; oldAccount: { code: string }; newAccount: { code: string }; user: { fullname: string } }[] } }>(`query($id: ID!) { Record { getLogs(_id: $id) { message oldAccount { code } newAccount { code } user { fullname } } } }`, { id: v._id }, a.token)).Record.getLogs;
    expect(logs).toMatchObject([{ message: 'Era un servicio de armado', oldAccount: { code: cuenta('VENTAS').code }, newAccount: { code: cuenta('VENTAS_SERVICIOS').code } }]);
  });
});

describe('the monthly VAT return (ruling F2-3)', () => {
  it('equals the stored XML TotalImpuesto of the accepted sales less credit notes, plus creditable purchase VAT; a line leads to its documents; the form is saved once per month', async () => {
    const a = await cuentaConInventario(h, { accountingModule: true });
    const actividades = ['01', '03', '05', '06'].map((documento) => ({ documento, codigoActividad: '722003', modoLibre: false }));
    await ok(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'IVA S.A.', codigoActividad: actividades } }, a.token);
    const v1 = await crear(h, a.token, factura({ detalleServicio: { lineaDetalle: [linea({ precioUnitario: '1000' }), linea({ precioUnitario: '333.33', cantidad: '3' })] } }), { acc: true });
    const v2 = await crear(h, a.token, factura({ detalleServicio: { lineaDetalle: [linea({ precioUnitario: '5000' })] } }), { acc: true });
    await drenar(h, 2);
    const nc = await ok<{ Factura: { createNotaCredito: { id: string } } }>(`mutation($id: ID!, $i: NotaCreditoInput!) { Factura { createNotaCredito(factura: $id, input: $i, accounting: true) { id } } }`, { id: v2.id, i: { razon: 'Anulación' } }, a.token);
    const mr = await ok<{ Factura: { createMensajeReceptor: { resultados: { id: string }[] } } }>(
      `mutation($i: [MensajeReceptorInput!]!) { Factura { createMensajeReceptor(input: $i, accounting: true) { resultados { id } } } }`,
      { i: [{ xml: facturaV44(h, identificacionSandbox(a.emisor), 902), mensaje: '1' }] },
      a.token,
    );
    await drenar(h, 3);
    const ids = [v1.id, v2.id, nc.Factura.createNotaCredito.id, mr.Factura.createMensajeReceptor.resultados[0]!.id];
    // Read back from storage: each document's state and its XML's TotalImpuesto (the received one's, for the purchase).
    const guardados = await withTenant(h.database.db, a.emisor, (tx) =>
      rowsOf<{ id: string; documento: string; estado: string; xml: string | null; recibido: string | null }>(tx, sql`select f.id, f.documento, f.estado_documento as estado, x.xml_firmado as xml, x.xml_recibido as recibido from factura f join factura_xml x on x.factura_id = f.id where f.id in (${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)})`),
    );
    expect(guardados.map((g) => g.estado)).toEqual(['3', '3', '3', '3']);
    const totalImpuesto = (xml: string | null) => new D(/<TotalImpuesto>([0-9.]+)</.exec(xml ?? '')?.[1] ?? '0');
    const xmlDe = (id: string) => guardados.find((g) => g.id === id)!;
    const ventas = totalImpuesto(xmlDe(v1.id).xml).plus(totalImpuesto(xmlDe(v2.id).xml)).minus(totalImpuesto(xmlDe(nc.Factura.createNotaCredito.id).xml));
    const credito = totalImpuesto(xmlDe(ids[3]!).recibido);
    expect(credito.gt(0)).toBe(true);

    const p = partesFechaCostaRica(h.clock.now.getTime());
    const HOJA = `query($y: Int!, $m: Int!) { Iva { hoja(year: $y, month: $m) { totalImpuestoVentas totalCredito totalImpuesto saldo saldoAnterior lineas { linea base impuesto acreditable documentos } registro { _id } } } }`;
    type Hoja = { totalImpuestoVentas: string; totalCredito: string; totalImpuesto: string; saldo: string; lineas: { linea: string; impuesto: string; acreditable: string; documentos: number }[]; registro: { _id: string } | null };
    const hoja = (await ok<{ Iva: { hoja: Hoja } }>(HOJA, { y: p.year, m: p.month }, a.token)).Iva.hoja;
    expect(hoja.totalImpuestoVentas).toBe(ventas.toDecimalPlaces(2).toFixed());
    expect(hoja.totalCredito).toBe(credito.toDecimalPlaces(2).toFixed());
    expect(hoja.saldo).toBe(ventas.minus(credito).toDecimalPlaces(2).toFixed());
    expect(hoja.registro).toBeNull();
    const v13 = hoja.lineas.find((l) => l.linea === 'V-13')!;
    expect(v13.documentos).toBe(3);
    const DETALLE = `query($y: Int!, $m: Int!, $l: String!) { Iva { detalle(year: $y, month: $m, linea: $l) { _id documento impuesto } } }`;
    const docs = (await ok<{ Iva: { detalle: { _id: string; documento: string; impuesto: string }[] } }>(DETALLE, { y: p.year, m: p.month, l: 'V-13' }, a.token)).Iva.detalle;
    expect(docs.map((d) => d._id).sort()).toEqual(ids.slice(0, 3).sort());
    expect(docs.reduce((x, d) => x.plus(d.impuesto), new D(0)).toFixed()).toBe(new D(v13.impuesto).toFixed());
    expect(errorOf(await h.gql(HOJA, { y: p.year, m: 13 }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'month', message: 'El mes debe estar entre 1 y 12.' });

    // The form: saved, saved again (the same month's record), found as the previous month's.
    const CREATE = `mutation($i: IvaRecordInput!) { Iva { create(input: $i) { _id totalImpuesto saldo } } }`;
    const inicio = new Date(Date.UTC(p.year, p.month - 1, 1, 6)).toISOString();
    const fin = new Date(Date.UTC(p.year, p.month, 1, 5, 59, 59)).toISOString();
    const r1 = (await ok<{ Iva: { create: { _id: string; saldo: string } } }>(CREATE, { i: { start: inicio, end: fin, totalImpuestoVentas: hoja.totalImpuestoVentas, totalCredito: hoja.totalCredito } }, a.token)).Iva.create;
    const r2 = (await ok<{ Iva: { create: { _id: string; saldo: string } } }>(CREATE, { i: { start: inicio, end: fin, totalImpuestoVentas: hoja.totalImpuestoVentas, totalCredito: hoja.totalCredito, retenciones: '10' } }, a.token)).Iva.create;
    expect(r2._id).toBe(r1._id);
    expect(new D(r2.saldo).eq(new D(hoja.saldo).minus(10))).toBe(true);
    const found = (await ok<{ Iva: { findOne: { _id: string } | null } }>(`query($s: DateTime!, $e: DateTime!) { Iva { findOne(start: $s, end: $e) { _id } } }`, { s: inicio, e: fin }, a.token)).Iva.findOne;
    expect(found?._id).toBe(r1._id);
    expect(errorOf(await h.gql(CREATE, { i: { start: inicio, end: fin, totalImpuestoVentas: '-1', totalCredito: '0' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.totalImpuestoVentas' });
  });
});

describe('a cash session finished with a difference', () => {
  it('posts the shortage once against cash, at the finish', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    await ok(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`, {}, owner.token);
    const caja = await crearCaja(h, owner.token, { name: 'Caja contable' });
    const s = await abrir(h, cajero.token, caja._id, '10000');
    // ₡9 500 counted of ₡10 000 expected: ₡500 short.
    await ok(CERRAR, { c: caja._id, s: s._id, n: [{ moneda: '5000', cantidadMoneda: 1 }, { moneda: '1000', cantidadMoneda: 4 }, { moneda: '500', cantidadMoneda: 1 }] }, cajero.token);
    await ok(FINALIZAR, { c: caja._id, s: s._id, sup: { email: owner.email, password: owner.password } }, owner.token);
    await drenar(h, 1);
    await repetirTrabajos(owner.emisor);
    await drenar(h, 1);
    const caj = await asientos(owner.token, { fuente: 'caja' });
    expect(caj.map(lineas)).toEqual([[['1.1.01.01', '0', '500'], ['6.3.01.01', '500', '0']]]);
    expect(caj[0]!.descripcion).toBe('Faltante de caja al finalizar la sesión');
  });
});

describe('payments (pago.contabilidad)', () => {
  it('posts a payment with its excess held for the customer, one paid from that balance, and the reversal of a deleted one, each once', async () => {
    const a = await signup(h);
    await ok(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`, {}, a.token);
    const plan = (await ok<{ Account: { readAll: { code: string; sysName: string | null }[] } }>(`query { Account { readAll { code sysName } } }`, {}, a.token)).Account.readAll;
    const code = (sys: string) => plan.find((c) => c.sysName === sys)!.code;
    const datos = { nombre: 'Cliente Contable', identificacion: { tipo: '02', numero: '3101000099' } };
    const rec = { ...datos, id: (await ok<{ Receptor: { create: { id: string } } }>(`mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: datos }, a.token)).Receptor.create.id };
    const credito = () => crear(h, a.token, factura({ receptor: rec, condicionVenta: '02', plazoCredito: 30, detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '1000' })] } }));
    const PAGAR = `mutation($i: PagoInput!) { Pago { create(input: $i) { _id consecutivo } } }`;
    const f = await credito(); // 1 130
    await ok(PAGAR, { i: { factura: { _id: f.id }, monto: '1500' } }, a.token); // 370 held for the customer
    const g = await credito();
    const deBalance = (await ok<{ Pago: { create: { _id: string; consecutivo: string } } }>(PAGAR, { i: { factura: { _id: g.id }, monto: '300', aplicaBalance: true } }, a.token)).Pago.create;
    const borrado = await ok<{ Pago: { delete: { state: boolean }[] } }>(`mutation($f: ID!, $i: [DeletePagoInput!]!) { Pago { delete(_id: $f, input: $i) { state } } }`, { f: g.id, i: [{ _id: deBalance._id, razonEliminar: 'Aplicado por error' }] }, a.token);
    expect(borrado.Pago.delete[0]!.state).toBe(true);
    await drenar(h, 1);
    await repetirTrabajos(a.emisor);
    await drenar(h, 1);
    const [caja, cxc, anticipos] = [code('CAJA'), code('CXC_CLIENTES'), code('ANTICIPOS_CLIENTES')];
    // In payment number order: the first carried the excess, the second came from the balance.
    const pagos = (await asientos(a.token, { fuente: 'pago' })).sort((x, y) => x.descripcion.localeCompare(y.descripcion));
    const eliminados = await asientos(a.token, { fuente: 'pago-eliminado' });
    expect([pagos.length, eliminados.length]).toEqual([2, 1]);
    expect([...pagos, ...eliminados].every(cuadra)).toBe(true);
    const orden = (a: Asiento) => lineas(a).sort();
    const [conExcedente, desdeBalance] = pagos;
    expect(orden(conExcedente!)).toEqual([[anticipos, '0', '370'], [caja, '1500', '0'], [cxc, '0', '1130']].sort());
    expect(orden(desdeBalance!)).toEqual([[anticipos, '300', '0'], [cxc, '0', '300']].sort());
    expect(orden(eliminados[0]!)).toEqual([[anticipos, '0', '300'], [cxc, '300', '0']].sort());
    expect(eliminados[0]!.descripcion).toMatch(/^Pago eliminado .* — Aplicado por error$/);
  });
});

describe('a cash sale (factura.pago)', () => {
  it('settles its receivable with the payment recorded on issue, once; a payment left without its entry is posted when accounting is switched on again', async () => {
    const a = await signup(h);
    await ok(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`, {}, a.token);
    const plan = (await ok<{ Account: { readAll: { code: string; sysName: string | null }[] } }>(`query { Account { readAll { code sysName } } }`, {}, a.token)).Account.readAll;
    const code = (sys: string) => plan.find((c) => c.sysName === sys)!.code;
    const f = await crear(h, a.token, factura({ condicionVenta: '01', detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '1000' })] } })); // 1 130
    await drenar(h, 1);
    await repetirTrabajos(a.emisor);
    await drenar(h, 1);
    const [caja, cxc] = [code('CAJA'), code('CXC_CLIENTES')];
    const pagos = await asientos(a.token, { fuente: 'pago' });
    expect(pagos.map((x) => lineas(x).sort())).toEqual([[[caja, '1130', '0'], [cxc, '0', '1130']].sort()]);
    expect(pagos[0]!.documento._id).toBe(f.id);
    // As before this rule: the payment in the books without its entry, nor its job.
    await withoutTenant(h.database.db, async (tx) => {
      await tx.execute(sql`delete from asiento_linea where emisor_id = ${a.emisor} and asiento_id in (select id from asiento where emisor_id = ${a.emisor} and fuente = 'pago')`);
      await tx.execute(sql`delete from asiento where emisor_id = ${a.emisor} and fuente = 'pago'`);
      await tx.execute(sql`delete from outbox where emisor_ref = ${a.emisor} and kind = 'pago.contabilidad'`);
    });
    await ok(`mutation { Emisor { setModules(accountingModule: false) { accountingModule } } }`, {}, a.token);
    await ok(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`, {}, a.token);
    await drenar(h, 1);
    await drenar(h, 1);
    const otraVez = await asientos(a.token, { fuente: 'pago' });
    expect(otraVez.map((x) => lineas(x).sort())).toEqual([[[caja, '1130', '0'], [cxc, '0', '1130']].sort()]);
  });
});

describe('without the accounting module', () => {
  it('stock moves queue nothing for the journal', async () => {
    const a = await cuentaConInventario(h);
    const bien = await crearItem(h, a.token, { nombre: 'Mesa', tipo: '01', codigo: CABYS_BIEN });
    await ok(`mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }`, { i: { item: bien._id, cantidad: '1', costoUnitario: '10' } }, a.token);
    const filas = await withoutTenant(h.database.db, (tx) => rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from outbox where emisor_ref = ${a.emisor} and kind = 'inventario.contabilidad'`));
    expect(filas[0]!.n).toBe(0);
  });
});
