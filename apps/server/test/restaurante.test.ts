// Restaurants: zones and tables, orders taken at a table and checked in the kitchen (live over
// graphql-ws), status rules (D-3), items taken off with an authorisation (D-5), split bills billed as
// their own tickets with the 10 % service prorated to the cent (D-1, D-2), losses of orders closed
// as VIATICOS once (D-4), and the invoice-linked orders (D-6).
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/types.js';
import { withoutTenant } from '../src/db/tenant.js';
import { pushRecibidos } from '../src/sandbox/push.js';
import { smsRecibidos } from '../src/sandbox/sms.js';
import { abrir, crearCaja, cuentaConCaja, movimientos } from './caja-helpers.js';
import { CABYS_BIEN, XML, crear, receptor } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { crearItem } from './item-helpers.js';
import {
  BY_ID,
  CHECK_ITEM,
  CHECK_ITEMS,
  CREATE_RESTAURANT,
  CREATE_ZONE,
  QUEUE,
  SET_STATUS,
  ZONES,
  datos,
  itemPedido,
  pedir,
  salon,
  type OrderOut,
} from './restaurante-helpers.js';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startHarness();
  const server = await h.app.listen(0, '127.0.0.1');
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => h?.close());

const COCINA = '0190a000-0000-7000-8000-000000000001';
const BAR = '0190a000-0000-7000-8000-000000000002';

async function cuenta() {
  const a = await signup(h);
  datos(await h.gql(`mutation { Emisor { setModules(restaurantModule: true, inventoryModule: true) { restaurantModule } } }`, {}, a.token));
  return a;
}

/** A live subscription; `cuando(n)` waits for the n-th message. */
async function escuchar(token: string, query: string, variables: Record<string, unknown>) {
  const recibidos: { data: Record<string, unknown> }[] = [];
  const esperas: { n: number; r: () => void }[] = [];
  const client: Client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authToken: token }, retryAttempts: 0, lazy: false });
  client.subscribe({ query, variables }, {
    next: (v) => {
      recibidos.push(v as never);
      for (const e of esperas.filter((x) => recibidos.length >= x.n)) e.r();
    },
    error: () => undefined,
    complete: () => undefined,
  });
  await new Promise((r) => setTimeout(r, 300));
  return {
    recibidos,
    cuando: (n: number) => (recibidos.length >= n ? Promise.resolve() : new Promise<void>((r) => esperas.push({ n, r }))),
    cerrar: () => client.dispose(),
  };
}

describe('Restaurant and Zone', () => {
  it('creates and updates restaurants and zones with their tables, refuses a repeated table number and deletes of what is referenced', async () => {
    const a = await cuenta();
    const s = await salon(h, a.token);
    const upd = datos(await h.gql<{ Restaurant: { create: { name: string; state: boolean } } }>(CREATE_RESTAURANT, { i: { _id: s.restaurant, name: 'Soda Central', state: false } }, a.token));
    expect(upd.Restaurant.create).toMatchObject({ name: 'Soda Central', state: false });
    const lista = datos(await h.gql<{ Restaurant: { readAllByEmisor: { name: string }[] } }>(`query { Restaurant { readAllByEmisor { name } } }`, {}, a.token));
    expect(lista.Restaurant.readAllByEmisor.map((r) => r.name)).toEqual(['Soda Central']);
    const zonas = datos(await h.gql<{ Zone: { readAllByEmisor: { tables: { _id: string; number: number; isBusy: boolean }[] }[] } }>(ZONES, { r: s.restaurant }, a.token)).Zone.readAllByEmisor;
    expect(zonas[0]!.tables.map((t) => [t.number, t.isBusy])).toEqual([[1, false], [2, false], [3, false]]);
    // Re-saving the zone with a new table keeps the old ids and generates one for the new table.
    const mas = datos(
      await h.gql<{ Zone: { create: { tables: { _id: string; number: number; seats: number; isAvailable: boolean }[] } } }>(
        CREATE_ZONE,
        { i: { _id: s.zone, restaurant: s.restaurant, name: 'Salón', tables: [...s.tables.map((_id, k) => ({ _id, number: k + 1 })), { number: 4 }] } },
        a.token,
      ),
    ).Zone.create.tables;
    expect(mas.slice(0, 3).map((t) => t._id)).toEqual(s.tables);
    expect(mas[3]).toMatchObject({ number: 4, seats: 0, isAvailable: true });
    const rep = await h.gql(CREATE_ZONE, { i: { restaurant: s.restaurant, name: 'Terraza', tables: [{ number: 1 }, { number: 1 }] } }, a.token);
    expect(errorOf(rep)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.tables.1.number', message: 'Ya hay una mesa 1 en esta zona.' });
    const borrar = datos(await h.gql<{ Restaurant: { delete: { state: boolean; message: string }[] } }>(`mutation($ids: [ID!]!) { Restaurant { delete(ids: $ids) { _id state message } } }`, { ids: [s.restaurant] }, a.token));
    expect(borrar.Restaurant.delete[0]).toMatchObject({ state: false, message: 'El restaurante tiene zonas o pedidos: desactívelo en lugar de borrarlo.' });
  });
});

describe('taking orders and the kitchen', () => {
  it('an order reaches a subscribed kitchen live, items checked there reach the waiter, and the table is busy while it is open', async () => {
    const a = await cuenta();
    const s = await salon(h, a.token);
    const SUB = `subscription($e: ID!) { newRestaurantOrder(emisor: $e) { operationType order { _id status items { _id check } } } }`;
    const cocina = await escuchar(a.token, SUB, { e: a.emisor });
    const mesero = await escuchar(a.token, SUB, { e: a.emisor });
    const o = await pedir(h, a.token, {
      restaurant: s.restaurant,
      zone: s.zone,
      table: s.tables[0],
      items: [itemPedido('Casado con pollo', 2, '3500', [COCINA], { detalle: 'sin ensalada' }), itemPedido('Fresco de cas', 2, '1200', [BAR])],
    });
    expect(o).toMatchObject({ consecutive: 1, status: 'EN_PROCESO', tableName: 'Mesa 1', neta: '9400', servicio: '940.00' });
    expect(o.items.map((i) => i.index)).toEqual([1, 2]);
    await cocina.cuando(1);
    expect(cocina.recibidos[0]!.data.newRestaurantOrder).toMatchObject({ operationType: 'CREATED', order: { _id: o._id } });
    // The kitchen queue shows only its categories' items.
    const cola = datos(await h.gql<{ RestaurantOrder: { readOrdersByStatus: OrderOut[] } }>(QUEUE, { c: [COCINA] }, a.token)).RestaurantOrder.readOrdersByStatus;
    expect(cola.map((x) => x.items.map((i) => i.nombre))).toEqual([['Casado con pollo']]);
    const zonas = datos(await h.gql<{ Zone: { readAllByEmisor: { tables: { isBusy: boolean; order: string | null }[] }[] } }>(ZONES, {}, a.token)).Zone.readAllByEmisor;
    expect(zonas[0]!.tables[0]).toEqual({ _id: s.tables[0], number: 1, isBusy: true, order: o._id });
    // The kitchen checks one item: the waiter's screen receives it.
    await h.gql(CHECK_ITEM, { o: o._id, id: o.items[0]!._id, c: true }, a.token);
    await mesero.cuando(2);
    expect(mesero.recibidos[1]!.data.newRestaurantOrder).toMatchObject({ operationType: 'ITEM_CHECKED', order: { items: [{ check: true }, { check: false }] } });
    const todo = datos(await h.gql<{ RestaurantOrder: { checkOrderItems: OrderOut } }>(CHECK_ITEMS, { o: o._id, ids: o.items.map((i) => i._id), x: true }, a.token)).RestaurantOrder.checkOrderItems;
    expect(todo).toMatchObject({ status: 'ENTREGADA', express: true });
    // One more item on the delivered order sends it back to the kitchen; fewer units are refused.
    const mas = await pedir(h, a.token, { _id: o._id, restaurant: s.restaurant, zone: s.zone, table: s.tables[0], items: [itemPedido('Flan de coco', 1, '1800', [COCINA])] });
    expect(mas).toMatchObject({ status: 'EN_PROCESO' });
    expect(mas.items.map((i) => [i.nombre, i.index, i.check])).toEqual([['Casado con pollo', 1, true], ['Fresco de cas', 2, true], ['Flan de coco', 3, false]]);
    const menos = await h.gql(`mutation($i: RestaurantOrderInput!) { RestaurantOrder { create(input: $i) { _id } } }`, { i: { _id: o._id, restaurant: s.restaurant, zone: s.zone, table: s.tables[0], items: [{ _id: o.items[0]!._id, nombre: 'Casado con pollo', cantidad: 1, precioUnitario: '3500' }] } }, a.token);
    expect(errorOf(menos)).toMatchObject({ code: 'CONFLICT', field: 'input.items.0.cantidad' });
    // D-3: no way back to ABIERTA; cancelling needs a reason.
    expect(errorOf(await h.gql(SET_STATUS, { id: o._id, s: 'ABIERTA' }, a.token))).toMatchObject({ code: 'CONFLICT', message: 'Un pedido EN_PROCESO no pasa a ABIERTA.' });
    expect(errorOf(await h.gql(SET_STATUS, { id: o._id, s: 'CANCELADA' }, a.token))).toMatchObject({ message: 'Pasar el pedido a CANCELADA requiere una razón.' });
    const canc = datos(await h.gql<{ RestaurantOrder: { setStatus: OrderOut } }>(SET_STATUS, { id: o._id, s: 'CANCELADA', r: 'El cliente se fue' }, a.token)).RestaurantOrder.setStatus;
    expect(canc).toMatchObject({ status: 'CANCELADA', razon: 'El cliente se fue' });
    expect(errorOf(await h.gql(SET_STATUS, { id: o._id, s: 'EN_PROCESO' }, a.token))).toMatchObject({ message: 'El pedido ya está CANCELADA y no cambia de estado.' });
    const libre = datos(await h.gql<{ Zone: { readAllByEmisor: { tables: { isBusy: boolean }[] }[] } }>(ZONES, {}, a.token)).Zone.readAllByEmisor;
    expect(libre[0]!.tables[0]!.isBusy).toBe(false);
    await cocina.cerrar();
    await mesero.cerrar();
  });

  it('an item comes off only with a reason and the password of a user who may open the audit, named by e-mail, and leaves an audit row', async () => {
    const a = await cuenta();
    const s = await salon(h, a.token);
    const o = await pedir(h, a.token, { restaurant: s.restaurant, zone: s.zone, table: s.tables[1], items: [itemPedido('Café chorreado', 3, '900')] });
    const DEL = `mutation($o: ID!, $i: ID!, $q: Int!, $r: String!, $a: String!, $p: String!) { RestaurantOrder { deleteItem(_idOrder: $o, _idItem: $i, quantity: $q, reason: $r, authBy: $a, authPassword: $p) { items { nombre cantidad } } } }`;
    const me = a.id;
    const mal = await h.gql(DEL, { o: o._id, i: o.items[0]!._id, q: 1, r: 'Se enfrió', a: me, p: 'no es la clave' }, a.token);
    expect(errorOf(mal)).toMatchObject({ code: 'FORBIDDEN', message: 'La autorización no es válida: usuario o contraseña incorrectos.' });
    // A waiter who cannot open the audit of deleted items cannot authorise, even with their own password.
    const rol = datos(await h.gql<{ Role: { create: { _id: string } } }>(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, { i: { name: 'Mesero', events: [{ name: 'Restaurante', group: [{ path: '/restaurante/pedidos', check: true }] }] } }, a.token));
    const mesero = `m${Date.now()}@prueba.cr`;
    datos(await h.gql(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, { i: { email: mesero, fullname: 'Mesero', password: 'Clave2026!', roles: [{ _id: rol.Role.create._id, check: true }] } }, a.token));
    expect(errorOf(await h.gql(DEL, { o: o._id, i: o.items[0]!._id, q: 1, r: 'Se enfrió', a: mesero, p: 'Clave2026!' }, a.token))).toMatchObject({ code: 'FORBIDDEN', field: 'authBy', message: 'Ese usuario no puede autorizar: no tiene acceso a «Artículos eliminados».' });
    expect(errorOf(await h.gql(DEL, { o: o._id, i: o.items[0]!._id, q: 1, r: 'Se enfrió', a: 'nadie@prueba.cr', p: 'Clave2026!' }, a.token))).toMatchObject({ code: 'FORBIDDEN', field: 'authPassword' });
    // The owner, named by e-mail as the screen does.
    const bien = datos(await h.gql<{ RestaurantOrder: { deleteItem: { items: { cantidad: number }[] } } }>(DEL, { o: o._id, i: o.items[0]!._id, q: 1, r: 'Se enfrió', a: a.email.toUpperCase(), p: a.password }, a.token));
    expect(bien.RestaurantOrder.deleteItem.items).toEqual([{ nombre: 'Café chorreado', cantidad: 2 }]);
    const audit = datos(await h.gql<{ RestaurantOrder: { readItemDeleted: { feed: Record<string, unknown>[] } } }>(`query { RestaurantOrder { readItemDeleted { feed { consecutive name quantity unitPrice reason authBy { _id } userSession { _id } check } } } }`, {}, a.token));
    expect(audit.RestaurantOrder.readItemDeleted.feed).toEqual([{ consecutive: o.consecutive, name: 'Café chorreado', quantity: 1, unitPrice: '900', reason: 'Se enfrió', authBy: { _id: me }, userSession: { _id: me }, check: false }]);
    // Wrong passwords count per authoriser, by id or e-mail alike: after 5, even the right one waits.
    for (const quien of [me, a.email, me, a.email, me]) await h.gql(DEL, { o: o._id, i: o.items[0]!._id, q: 1, r: 'Se enfrió', a: quien, p: 'otra clave' }, a.token);
    expect(errorOf(await h.gql(DEL, { o: o._id, i: o.items[0]!._id, q: 1, r: 'Se enfrió', a: a.email, p: a.password }, a.token))).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Demasiados intentos con la contraseña de ese usuario/) });
  });
});

describe('split bill', () => {
  it('two splits billed as tickets into the open cash session carry their prorated service, add up to the table to the cent, and close the order', async () => {
    const { owner } = await cuentaConCaja(h);
    datos(await h.gql(`mutation { Emisor { setModules(restaurantModule: true) { restaurantModule } } }`, {}, owner.token));
    const caja = await crearCaja(h, owner.token, { name: 'Restaurante' });
    const sesion = await abrir(h, owner.token, caja._id);
    const s = await salon(h, owner.token);
    // Prices whose 10 % does not split evenly: ₡3 333,33 × 3 and ₡1 111,11.
    const o = await pedir(h, owner.token, { restaurant: s.restaurant, zone: s.zone, table: s.tables[2], items: [itemPedido('Olla de carne', 3, '3333.33'), itemPedido('Agua', 1, '1111.11')] });
    const [olla, agua] = o.items as [OrderOut['items'][0], OrderOut['items'][0]];
    const linea = (i: typeof olla, cantidad: number) => ({ cantidad: String(cantidad), detalle: i.nombre, precioUnitario: i.precioUnitario, codigoCABYS: CABYS_BIEN });
    const ticket = (partes: [typeof olla, number][], extra: Record<string, unknown> = {}) => ({
      documento: '04',
      cajaSesion: sesion._id,
      medioPago: [{ tipoMedioPago: '01' }],
      detalleServicio: { lineaDetalle: partes.map(([i, n]) => linea(i, n)) },
      pedido: { _id: o._id, items: partes.map(([i, n]) => ({ _id: i._id, cantidad: n })) },
      ...extra,
    });
    // The lines must be the split's units: another price, or fewer units than the split says, are refused.
    const FC = `mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`;
    const barata = { ...ticket([[olla, 2]]), detalleServicio: { lineaDetalle: [{ ...linea(olla, 2), precioUnitario: '1000' }] } };
    expect(errorOf(await h.gql(FC, { i: barata }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.detalleServicio', message: 'La línea 1 («Olla de carne» a 1000) no es un artículo de esta cuenta con ese precio.' });
    const corta = { ...ticket([[olla, 2]]), detalleServicio: { lineaDetalle: [linea(olla, 1)] } };
    expect(errorOf(await h.gql(FC, { i: corta }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Las líneas facturan 1 de «Olla de carne» y la cuenta tiene 2.' });
    const t1 = await crear(h, owner.token, ticket([[olla, 2]]));
    // More units than are left are refused, with the item's name.
    const demas = await h.gql(`mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`, { i: ticket([[olla, 2], [agua, 1]]) }, owner.token);
    expect(errorOf(demas)).toMatchObject({ code: 'CONFLICT', message: 'Del artículo «Olla de carne» quedan 1 unidades por facturar, no 2.' });
    const medio = datos(await h.gql<{ RestaurantOrder: { readById: OrderOut } }>(BY_ID, { id: o._id }, owner.token)).RestaurantOrder.readById;
    expect(medio.status).toBe('EN_PROCESO');
    const t2 = await crear(h, owner.token, ticket([[olla, 1], [agua, 1]], { receptor: receptor({ nombre: 'María Pérez' }) }));
    const fin = datos(await h.gql<{ RestaurantOrder: { readById: OrderOut } }>(BY_ID, { id: o._id }, owner.token)).RestaurantOrder.readById;
    expect(fin.status).toBe('CERRADA');
    expect(fin.items.map((i) => i.facturado)).toEqual([3, 1]);
    expect(fin.facturacion.map((f) => [f._idFactura, f.documento, f.neta, f.servicio])).toEqual([
      [t1.id, '04', '6666.66', '666.67'],
      [t2.id, '04', '4444.44', '444.44'],
    ]);
    // The table's 10 %: 11 111,10 → 1 111,11, to the cent.
    expect(fin.servicio).toBe('1111.11');
    expect((Number(fin.facturacion[0]!.servicio) * 100 + Number(fin.facturacion[1]!.servicio) * 100) / 100).toBe(1111.11);
    // Each ticket's XML carries its own service as OtrosCargos 06.
    for (const [t, monto] of [[t1, '666.67'], [t2, '444.44']] as const) {
      const x = datos(await h.gql<{ Bitacora: { downloadXML: { xml: string } } }>(XML, { id: t.id }, owner.token)).Bitacora.downloadXML.xml;
      const cargo = /<OtrosCargos>([\s\S]*?)<\/OtrosCargos>/.exec(x)?.[1] ?? '';
      expect(cargo).toContain('<TipoDocumentoOC>06</TipoDocumentoOC>');
      expect(Number(/<MontoCargo>([\d.]+)<\/MontoCargo>/.exec(cargo)?.[1])).toBe(Number(monto));
    }
    // Each ticket's cash movement records its service.
    for (let i = 0; i < 3; i++) await h.app.services.outbox.runOnce();
    const movs = await movimientos(h, owner.token, sesion._id);
    expect([t1.id, t2.id].map((id) => movs.filter((m) => m._idFactura === id).map((m) => m.montoServicio))).toEqual([['666.67'], ['444.44']]);
    const zonas = datos(await h.gql<{ Zone: { readAllByEmisor: { tables: { isBusy: boolean }[] }[] } }>(ZONES, {}, owner.token)).Zone.readAllByEmisor;
    expect(zonas[0]!.tables[2]!.isBusy).toBe(false);
    // A closed order bills no more.
    expect(errorOf(await h.gql(`mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`, { i: ticket([[agua, 1]]) }, owner.token))).toMatchObject({ code: 'CONFLICT', message: `El pedido ${o.consecutive} está CERRADA: no se factura.` });
  });
});

describe('closing without an invoice (D-4)', () => {
  it('VIATICOS needs a reason and writes the losses once, a composite as its components', async () => {
    const a = await cuenta();
    const s = await salon(h, a.token);
    const it = await crearItem(h, a.token, { nombre: 'Pinto', tipo: '02', codigo: CABYS_BIEN, costoUnitarioTotal: '500', permiteInventarioNegativo: true });
    // A composite leaves as what selling it consumes: its components, not itself.
    const cafe = await crearItem(h, a.token, { nombre: 'Café molido', tipo: '02', codigo: CABYS_BIEN, costoUnitarioTotal: '10', permiteInventarioNegativo: true });
    const leche = await crearItem(h, a.token, { nombre: 'Leche', tipo: '02', codigo: CABYS_BIEN, costoUnitarioTotal: '800', permiteInventarioNegativo: true });
    const capuchino = await crearItem(h, a.token, { nombre: 'Capuchino', tipo: '03', codigo: CABYS_BIEN, esCompuesto: true, permiteInventarioNegativo: true, composicion: [{ _idItem: cafe._id, porcion: '18' }, { _idItem: leche._id, porcion: '0.2' }] });
    const o = await pedir(h, a.token, { restaurant: s.restaurant, zone: s.zone, table: s.tables[0], items: [itemPedido('Pinto', 2, '2500', [], { _idItem: it._id }), itemPedido('Propina especial', 1, '100'), itemPedido('Capuchino', 3, '1800', [], { _idItem: capuchino._id })] });
    expect(errorOf(await h.gql(SET_STATUS, { id: o._id, s: 'VIATICOS' }, a.token))).toMatchObject({ message: 'Pasar el pedido a VIATICOS requiere una razón.' });
    const v = datos(await h.gql<{ RestaurantOrder: { setStatus: OrderOut } }>(SET_STATUS, { id: o._id, s: 'VIATICOS', r: 'Gira de ventas' }, a.token)).RestaurantOrder.setStatus;
    expect(v.status).toBe('VIATICOS');
    expect(v.mermaDate).not.toBeNull();
    expect(v.razon).toBe('Gira de ventas — Sin merma: Propina especial');
    const KARDEX = `query($item: ID) { MovimientoInventario { readAllByEmisor(item: $item, limit: 100) { feed { origen causa salida { cantidad } } } } }`;
    const movs = async (item: string) => datos(await h.gql<{ MovimientoInventario: { readAllByEmisor: { feed: { origen: string; causa: string; salida: { cantidad: string } }[] } } }>(KARDEX, { item }, a.token)).MovimientoInventario.readAllByEmisor.feed.map((m) => [m.origen, m.causa, m.salida.cantidad]);
    const todos = async () => [await movs(it._id), await movs(cafe._id), await movs(leche._id), await movs(capuchino._id)];
    expect(await todos()).toEqual([[['MERMA', 'Viaticos', '2']], [['MERMA', 'Viaticos', '54']], [['MERMA', 'Viaticos', '0.6']], []]);
    await h.gql(`mutation($o: ID!) { RestaurantOrder { setMermaDate(_idOrder: $o) { _id } } }`, { o: o._id }, a.token);
    expect((await todos()).map((m) => m.length)).toEqual([1, 1, 1, 0]);
  });
});

describe('lists', () => {
  it('pages newest first, filters by status, searches by number and item, counts', async () => {
    const a = await cuenta();
    const s = await salon(h, a.token);
    for (const [k, n] of ['Tamal', 'Chifrijo', 'Ceviche'].entries()) await pedir(h, a.token, { restaurant: s.restaurant, zone: s.zone, table: s.tables[k], items: [itemPedido(n, 1, '1000')] });
    const L = `query($c: String, $f: RestaurantOrderFilter) { RestaurantOrder { readAllByEmisor(limit: 2, cursor: $c, filter: $f) { feed { consecutive } pageInfo { hasNextPage nextPageCursor } } readTotal readTotalByFilter(filter: $f) } }`;
    type P = { RestaurantOrder: { readAllByEmisor: { feed: { consecutive: number }[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string | null } }; readTotal: number; readTotalByFilter: number } };
    const p1 = datos(await h.gql<P>(L, {}, a.token)).RestaurantOrder;
    expect(p1.readAllByEmisor.feed.map((x) => x.consecutive)).toEqual([3, 2]);
    const p2 = datos(await h.gql<P>(L, { c: p1.readAllByEmisor.pageInfo.nextPageCursor }, a.token)).RestaurantOrder;
    expect(p2.readAllByEmisor).toMatchObject({ feed: [{ consecutive: 1 }], pageInfo: { hasNextPage: false } });
    expect(p1.readTotal).toBe(3);
    expect(datos(await h.gql<P>(L, { f: { status: ['CERRADA'] } }, a.token)).RestaurantOrder.readTotalByFilter).toBe(0);
    const S = `query($t: String!) { RestaurantOrder { readBySearchString(searchString: $t) { consecutive } } }`;
    expect(datos(await h.gql<{ RestaurantOrder: { readBySearchString: { consecutive: number }[] } }>(S, { t: 'chifri' }, a.token)).RestaurantOrder.readBySearchString).toEqual([{ consecutive: 2 }]);
    expect(datos(await h.gql<{ RestaurantOrder: { readBySearchString: { consecutive: number }[] } }>(S, { t: '3' }, a.token)).RestaurantOrder.readBySearchString).toEqual([{ consecutive: 3 }]);
  });
});

describe('Order (invoice-linked, D-6)', () => {
  it('creates CREADO by default, updates with _id, pages, searches, reads by date range, and publishes newOrder', async () => {
    const a = await cuenta();
    const sub = await escuchar(a.token, `subscription($e: ID!) { newOrder(emisor: $e) { _id status consecutivo } }`, { e: a.emisor });
    const C = `mutation($i: OrderInput!) { Order { create(input: $i) { _id status consecutivo startDate user { fullname } } } }`;
    const o1 = datos(await h.gql<{ Order: { create: { _id: string; status: string } } }>(C, { i: { consecutivo: 'WEB-0001', startDate: '2026-12-01T15:00:00Z', endDate: '2026-12-01T17:00:00Z' } }, a.token)).Order.create;
    expect(o1.status).toBe('CREADO');
    await sub.cuando(1);
    expect(sub.recibidos[0]!.data.newOrder).toMatchObject({ _id: o1._id, status: 'CREADO', consecutivo: 'WEB-0001' });
    await h.gql(C, { i: { consecutivo: 'WEB-0002' } }, a.token);
    const upd = datos(await h.gql<{ Order: { create: { status: string } } }>(C, { i: { _id: o1._id, consecutivo: 'WEB-0001', status: 'ENTREGADO' } }, a.token));
    expect(upd.Order.create.status).toBe('ENTREGADO');
    expect(errorOf(await h.gql(C, { i: { startDate: '2026-12-02T00:00:00Z', endDate: '2026-12-01T00:00:00Z' } }, a.token))).toMatchObject({ field: 'input.endDate', message: 'La fecha final no puede ser anterior a la inicial.' });
    const Q = `query($c: String) { Order { readAllByEmisor(limit: 1, cursor: $c) { feed { consecutivo } pageInfo { nextPageCursor } } readTotal readBySearchString(searchString: "web-0001") { _id } readByDateRange(inicio: "2000-01-01T00:00:00Z", final: "2100-01-01T00:00:00Z") { _id } } }`;
    type R = { Order: { readAllByEmisor: { feed: { consecutivo: string }[]; pageInfo: { nextPageCursor: string } }; readTotal: number; readBySearchString: { _id: string }[]; readByDateRange: unknown[] } };
    const r = datos(await h.gql<R>(Q, {}, a.token)).Order;
    expect(r.readAllByEmisor.feed).toEqual([{ consecutivo: 'WEB-0002' }]);
    expect(r.readTotal).toBe(2);
    expect(r.readBySearchString).toEqual([{ _id: o1._id }]);
    expect(r.readByDateRange).toHaveLength(2);
    const r2 = datos(await h.gql<R>(Q, { c: r.readAllByEmisor.pageInfo.nextPageCursor }, a.token)).Order;
    expect(r2.readAllByEmisor.feed).toEqual([{ consecutivo: 'WEB-0001' }]);
    await sub.cerrar();
  });

  it('a new order notifies the issuer once by e-mail, SMS and push to the users who may open «Pedidos en línea»; an update does not', async () => {
    const a = await cuenta();
    const numero = `8${String(Date.now()).slice(-7)}`;
    datos(await h.gql(`mutation($n: NotificationInput!) { Emisor { setNotification(notification: $n) { orderEmail } } }`, { n: { orderEmail: `pedidos${numero}@tienda.cr`, orderSMS: numero } }, a.token));
    // A waiter whose role opens the order-taking screen only: no push for them.
    const rol = datos(await h.gql<{ Role: { create: { _id: string } } }>(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, { i: { name: 'Salonero', events: [{ name: 'Restaurante', group: [{ path: '/restaurante/pedidos', check: true }] }] } }, a.token));
    const mesero = `mesero${numero}@prueba.cr`;
    datos(await h.gql(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, { i: { email: mesero, fullname: 'Mesero', password: 'Clave2026!', roles: [{ _id: rol.Role.create._id, check: true }] } }, a.token));
    const tm = datos(await h.gql<{ User: { login: { token: string } } }>(`mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`, { c: { email: mesero, password: 'Clave2026!' } }, null, '10.8.8.8')).User.login.token;
    const navegador = (tag: string, id: string) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { endpoint: `http://localhost:${h.config.PORT}/sandbox/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }, tag };
    };
    const SUBP = `mutation($i: PushSubscriptionInput!) { Push { subscribe(input: $i) } }`;
    datos(await h.gql(SUBP, { i: navegador(a.email, `dueno-${numero}`) }, a.token));
    datos(await h.gql(SUBP, { i: navegador(mesero, `mesero-${numero}`) }, tm));
    const r = datos(await h.gql<{ Receptor: { create: { id: string } } }>(`mutation($i: ReceptorInput!) { Receptor { create(input: $i) { id } } }`, { i: receptor() }, a.token));
    const C = `mutation($i: OrderInput!) { Order { create(input: $i) { _id } } }`;
    const o = datos(await h.gql<{ Order: { create: { _id: string } } }>(C, { i: { consecutivo: `WEB-${numero}`, receptor: { _id: r.Receptor.create.id }, startDate: '2026-12-01T15:00:00Z' } }, a.token)).Order.create;
    datos(await h.gql(C, { i: { _id: o._id, consecutivo: `WEB-${numero}`, status: 'ENTREGADO' } }, a.token));
    for (let i = 0; i < 3; i++) await h.app.services.outbox.runOnce();
    const correos = await withoutTenant(h.database.db, (tx) => rowsOf<{ subject: string; text: string }>(tx, sql`select subject, text from correo_enviado where "to" = ${`pedidos${numero}@tienda.cr`}`));
    expect(correos).toHaveLength(1);
    expect(correos[0]!.subject).toBe(`Nuevo pedido en línea WEB-${numero} de ${receptor().nombre} para el 01/12/2026 09:00`);
    expect(smsRecibidos(`+506${numero}`).map((m) => m.text)).toEqual([`${correos[0]!.subject}.`]);
    expect(pushRecibidos(`dueno-${numero}`)).toHaveLength(1);
    expect(pushRecibidos(`mesero-${numero}`)).toHaveLength(0);
  });
});
