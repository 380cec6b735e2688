// The stock ledger through the endpoint (MODULES.md §A2): entry and loss types made on first use,
// entries at cost and at pp, losses, counts, on-hand stock and its value, production orders, and
// the invoice effects (factura.inventario / factura.produccion) run by the outbox worker. One
// harness for the file; each test signs up its own issuer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant, withTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { CABYS_BIEN, CABYS_SERVICIO, crear, drenar, factura, linea } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { crearItem, cuentaConInventario } from './item-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const MOV = `_id origen documento causa observacion costoUnitario entrada { cantidad valor } salida { cantidad valor } saldo { cantidad valor } pp peps negativo
  item { _id nombre } registro { _id tipo cuentaContable { code name } }`;
const TIPOS = (ns: string) => `query { ${ns} { readAllByEmisor { _id tipo causa controlada cuentaContable { code } } } }`;
const ENTRADA = `mutation($i: EntradaInventarioInput!, $acc: Boolean) { Entrada { entrada(input: $i, accounting: $acc) { ${MOV} } } }`;
const MERMA = `mutation($i: MermaInput!) { Merma { mermaSalida(input: $i) { ${MOV} } } }`;
const KARDEX = `query($item: ID, $f: FiltroStock, $c: String, $l: Int) { MovimientoInventario { readAllByEmisor(item: $item, filterStock: $f, cursor: $c, limit: $l) { feed { ${MOV} } pageInfo { hasNextPage nextPageCursor } } } }`;
const AJUSTE = `mutation($i: AjusteInventarioInput!) { MovimientoInventario { ajuste(input: $i) { ${MOV} } } }`;
const PP = `query($id: ID!) { MovimientoInventario { readByItem_Id(_idItem: $id) } }`;

type Mov = { _id: string; origen: string; documento: string | null; costoUnitario: string; entrada: { cantidad: string; valor: string }; salida: { cantidad: string; valor: string }; saldo: { cantidad: string; valor: string }; pp: string; peps: string; negativo: boolean; item: { _id: string; nombre: string }; registro: { _id: string; tipo: string; cuentaContable: { code: string } | null } | null };

async function ok<T>(query: string, vars: Record<string, unknown>, token: string): Promise<T> {
  const r = await h.gql<T>(query, vars, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

const producto = (nombre: string, over: Record<string, unknown> = {}) => ({ nombre, tipo: '02', codigo: CABYS_BIEN, costoUnitarioTotal: '100', ...over });
const kardex = async (token: string, item: string) => (await ok<{ MovimientoInventario: { readAllByEmisor: { feed: Mov[] } } }>(KARDEX, { item, l: 100 }, token)).MovimientoInventario.readAllByEmisor.feed;
const stock = async (token: string, item: string) => (await kardex(token, item))[0]?.saldo.cantidad ?? '0';

/** An issuer that keeps stock: inventory (and production) on, and free mode off for its sales and purchases (spec 1 §5). */
async function tienda(extra: Record<string, boolean> = {}) {
  const a = await cuentaConInventario(h, { productionModule: true, ...extra });
  const actividades = ['01', '03', '04', '08', '9938'].map((documento) => ({ documento, codigoActividad: '521201', modoLibre: false }));
  await ok(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Tienda de Prueba S.A.', codigoActividad: actividades } }, a.token);
  return a;
}

const venta = (lineas: Record<string, unknown>[], over: Record<string, unknown> = {}) =>
  factura({ documento: '04', receptor: null, detalleServicio: { lineaDetalle: lineas }, ...over });
const lineaDe = (itemId: string, cantidad: string, over: Record<string, unknown> = {}) =>
  linea({ item: { _id: itemId }, clasificacion: 'producto', codigoCABYS: CABYS_BIEN, cantidad, detalle: 'Artículo', ...over });

/** The Spanish notes an applied job left on its mark (tenant data: read as the issuer). */
const notasDe = (emisorId: string, clave: string) => withTenant(h.database.db, emisorId, (tx) => rowsOf<{ notas: string[] }>(tx, sql`select notas from inventario_aplicado where clave = ${clave}`));

async function outbox(key: string) {
  return withoutTenant(h.database.db, (tx) => rowsOf<{ status: string; attempts: number }>(tx, sql`select status, attempts from outbox where key = ${key}`));
}

describe('entry and loss types', () => {
  it('are created on first read (spec 3 §9), edited with _id, and refused for deletion while a movement uses them', async () => {
    const a = await cuentaConInventario(h);
    const e = (await ok<{ Entrada: { readAllByEmisor: { _id: string; tipo: string; causa: string[]; controlada: boolean; cuentaContable: null }[] } }>(TIPOS('Entrada'), {}, a.token)).Entrada.readAllByEmisor;
    expect(e.map((t) => [t.tipo, t.causa.length, t.controlada, t.cuentaContable])).toEqual([['Entrada Controlada', 9, true, null], ['Entrada Sin Control', 3, false, null]]);
    // A second read creates nothing more.
    expect((await ok<{ Entrada: { readAllByEmisor: unknown[] } }>(TIPOS('Entrada'), {}, a.token)).Entrada.readAllByEmisor).toHaveLength(2);
    const m = (await ok<{ Merma: { readAllByEmisor: { _id: string; tipo: string; causa: string[] }[] } }>(TIPOS('Merma'), {}, a.token)).Merma.readAllByEmisor;
    expect(m.map((t) => t.tipo)).toEqual(['Merma (planificada)', 'Desperdicio']);
    expect(m[0]!.causa).toContain('Viaticos');

    const CREATE = `mutation($i: TipoAjusteInput!) { Merma { create(input: $i) { _id tipo causa } } }`;
    const nuevo = (await ok<{ Merma: { create: { _id: string; tipo: string; causa: string[] } } }>(CREATE, { i: { tipo: 'Vencimiento', causa: ['Caducado', ' ', 'Caducado', 'Roto'] } }, a.token)).Merma.create;
    expect(nuevo.causa).toEqual(['Caducado', 'Roto']);
    const editado = (await ok<{ Merma: { create: { _id: string; tipo: string } } }>(CREATE, { i: { _id: nuevo._id, tipo: 'Vencido', causa: ['Caducado'] } }, a.token)).Merma.create;
    expect(editado).toMatchObject({ _id: nuevo._id, tipo: 'Vencido' });
    expect(errorOf(await h.gql(CREATE, { i: { tipo: 'desperdicio' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tipo', message: 'Ya existe el tipo «desperdicio».' });

    const it1 = await crearItem(h, a.token, producto('Tornillo'));
    await ok(ENTRADA, { i: { item: it1._id, cantidad: '5', costoUnitario: '10' } }, a.token);
    await ok(MERMA, { i: { item: it1._id, cantidad: '1', registro: nuevo._id, causa: 'Caducado' } }, a.token);
    const DELETE = `mutation($ids: [ID!]!) { Merma { delete(ids: $ids) { _id state message } } }`;
    const borrar = await ok<{ Merma: { delete: { _id: string; state: boolean; message: string }[] } }>(DELETE, { ids: [nuevo._id, m[0]!._id] }, a.token);
    expect(borrar.Merma.delete[0]).toEqual({ _id: nuevo._id, state: false, message: '«Vencido» tiene movimientos de inventario: no se puede borrar.' });
    expect(borrar.Merma.delete[1]).toMatchObject({ state: true, message: '«Merma (planificada)» borrado.' });
  });

  it('under the accounting module the defaults carry the adjustment accounts, also when it is switched on later', async () => {
    const a = await cuentaConInventario(h);
    expect((await ok<{ Entrada: { readAllByEmisor: { cuentaContable: null }[] } }>(TIPOS('Entrada'), {}, a.token)).Entrada.readAllByEmisor[0]!.cuentaContable).toBeNull();
    await ok(`mutation { Emisor { setModules(accountingModule: true) { accountingModule } } }`, {}, a.token);
    const e = (await ok<{ Entrada: { readAllByEmisor: { cuentaContable: { code: string } | null }[] } }>(TIPOS('Entrada'), {}, a.token)).Entrada.readAllByEmisor;
    const m = (await ok<{ Merma: { readAllByEmisor: { cuentaContable: { code: string } | null }[] } }>(TIPOS('Merma'), {}, a.token)).Merma.readAllByEmisor;
    const cuentas = (await ok<{ Account: { readAll: { code: string; sysName: string | null }[] } }>(`query { Account { readAll { code sysName } } }`, {}, a.token)).Account.readAll;
    expect(e[0]!.cuentaContable?.code).toBe(cuentas.find((c) => c.sysName === 'AJUSTE_INVENTARIO')!.code);
    expect(m[1]!.cuentaContable?.code).toBe(cuentas.find((c) => c.sysName === 'AJUSTE_MERMA')!.code);
  });
});

describe('entries, losses and counts', () => {
  it('values at pp with FIFO beside it; uncontrolled entries come in at pp; losses refuse to go below zero', async () => {
    const a = await cuentaConInventario(h);
    const it1 = await crearItem(h, a.token, producto('Cemento gris'));
    expect((await ok<{ MovimientoInventario: { readByItem_Id: string } }>(PP, { id: it1._id }, a.token)).MovimientoInventario.readByItem_Id).toBe('0');
    expect(errorOf(await h.gql(ENTRADA, { i: { item: it1._id, cantidad: '10' } }, a.token))).toMatchObject({ field: 'costoUnitario', message: 'Una entrada controlada lleva el costo unitario.' });
    expect(errorOf(await h.gql(ENTRADA, { i: { item: it1._id, cantidad: '0', costoUnitario: '1' } }, a.token))).toMatchObject({ field: 'cantidad', message: 'Debe ser un número mayor que cero.' });
    await ok(ENTRADA, { i: { item: it1._id, cantidad: '10', costoUnitario: '100', proveedor: 'Holcim', causa: 'Compra' } }, a.token);
    const e2 = (await ok<{ Entrada: { entrada: Mov } }>(ENTRADA, { i: { item: it1._id, cantidad: '10', costoUnitario: '200' } }, a.token)).Entrada.entrada;
    expect([e2.saldo.cantidad, e2.saldo.valor, e2.pp, e2.registro?.tipo]).toEqual(['20', '3000', '150', 'Entrada Controlada']);
    const tipos = (await ok<{ Entrada: { readAllByEmisor: { _id: string; tipo: string }[] } }>(TIPOS('Entrada'), {}, a.token)).Entrada.readAllByEmisor;
    const sinControl = tipos.find((t) => t.tipo === 'Entrada Sin Control')!._id;
    const e3 = (await ok<{ Entrada: { entrada: Mov } }>(ENTRADA, { i: { item: it1._id, cantidad: '2', costoUnitario: '999', registro: sinControl, causa: 'Residuo' } }, a.token)).Entrada.entrada;
    expect([e3.costoUnitario, e3.entrada.valor, e3.pp]).toEqual(['150', '300', '150']);
    expect(errorOf(await h.gql(ENTRADA, { i: { item: it1._id, cantidad: '1', registro: sinControl, causa: 'Inventada' } }, a.token))).toMatchObject({ field: 'causa', message: 'La causa «Inventada» no es de este tipo.' });

    const m = (await ok<{ Merma: { mermaSalida: Mov } }>(MERMA, { i: { item: it1._id, cantidad: '12', causa: 'Mal Estado', observacion: 'Sacos mojados' } }, a.token)).Merma.mermaSalida;
    // FIFO takes the 10 at 100 and 2 of the 200s; pp takes 12 × 150.
    expect([m.origen, m.salida.valor, m.peps, m.saldo.cantidad, m.registro?.tipo]).toEqual(['MERMA', '1800', '1400', '10', 'Desperdicio']);
    const refused = await h.gql(MERMA, { i: { item: it1._id, cantidad: '11' } }, a.token);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'cantidad', message: '«Cemento gris» tiene 10 en existencia: no alcanza para sacar 11 (el artículo no permite inventario negativo).' });
    expect((await ok<{ MovimientoInventario: { readByItem_Id: string } }>(PP, { id: it1._id }, a.token)).MovimientoInventario.readByItem_Id).toBe('150');

    // The kardex, newest first, with its running balance; the loss-control list and searches.
    const k = await kardex(a.token, it1._id);
    expect(k.map((x) => [x.origen, x.saldo.cantidad])).toEqual([['MERMA', '10'], ['ENTRADA', '22'], ['ENTRADA', '20'], ['ENTRADA', '10']]);
    const p1 = await ok<{ MovimientoInventario: { readAllByEmisor: { feed: Mov[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string } } } }>(KARDEX, { item: it1._id, l: 3 }, a.token);
    expect(p1.MovimientoInventario.readAllByEmisor.pageInfo.hasNextPage).toBe(true);
    const p2 = await ok<{ MovimientoInventario: { readAllByEmisor: { feed: Mov[]; pageInfo: { hasNextPage: boolean } } } }>(KARDEX, { item: it1._id, l: 3, c: p1.MovimientoInventario.readAllByEmisor.pageInfo.nextPageCursor }, a.token);
    expect(p2.MovimientoInventario.readAllByEmisor.feed.map((x) => x.saldo.cantidad)).toEqual(['10']);
    const control = await ok<{ Merma: { readAllControlMerma: { feed: Mov[] } } }>(`query($f: String) { Merma { readAllControlMerma(filter: $f) { feed { ${MOV} } } } }`, { f: 'mojados' }, a.token);
    expect(control.Merma.readAllControlMerma.feed.map((x) => x._id)).toEqual([m._id]);
    const rango = await ok<{ Merma: { readAllControlMermaByDateRange: Mov[] } }>(`query($i: DateTime!, $f: DateTime!) { Merma { readAllControlMermaByDateRange(inicio: $i, final: $f) { _id } } }`, { i: '2026-11-01T00:00:00Z', f: '2026-12-01T00:00:00Z' }, a.token);
    expect(rango.Merma.readAllControlMermaByDateRange).toHaveLength(1);
    const busca = await ok<{ MovimientoInventario: { readMovimientosBySearchString: Mov[] } }>(`query { MovimientoInventario { readMovimientosBySearchString(searchString: "holcim") { _id } } }`, {}, a.token);
    expect(busca.MovimientoInventario.readMovimientosBySearchString).toHaveLength(1);
    const fechas = await ok<{ MovimientoInventario: { readByDateRange: Mov[] } }>(`query($i: DateTime!, $f: DateTime!) { MovimientoInventario { readByDateRange(inicio: $i, final: $f) { _id } } }`, { i: '2026-11-01T00:00:00Z', f: '2026-12-01T00:00:00Z' }, a.token);
    expect(fechas.MovimientoInventario.readByDateRange).toHaveLength(4);
    expect(errorOf(await h.gql(`query { MovimientoInventario { readByDateRange(inicio: "2026-12-01T00:00:00Z", final: "2026-11-01T00:00:00Z") { _id } } }`, {}, a.token))).toMatchObject({ message: 'La fecha inicial es posterior a la final.' });

    // A service keeps no stock.
    const serv = await crearItem(h, a.token, { nombre: 'Instalación', tipo: '05', codigo: CABYS_SERVICIO });
    expect(errorOf(await h.gql(ENTRADA, { i: { item: serv._id, cantidad: '1', costoUnitario: '1' } }, a.token))).toMatchObject({ field: 'item', message: '«Instalación» es un servicio: no lleva inventario.' });
  });

  it('a confirmed count writes the differences as entries and losses in one go; on-hand stock, its value and the totals by category', async () => {
    const a = await cuentaConInventario(h);
    const cat = (await ok<{ CategoriaItem: { create: { _id: string } } }>(`mutation { CategoriaItem { create(input: { nombre: "Ferretería" }) { _id } } }`, {}, a.token)).CategoriaItem.create._id;
    const clavo = await crearItem(h, a.token, producto('Clavo', { categoria: [cat], minimo: '5' }));
    const lija = await crearItem(h, a.token, producto('Lija'));
    const martillo = await crearItem(h, a.token, producto('Martillo'));
    await ok(ENTRADA, { i: { item: clavo._id, cantidad: '10', costoUnitario: '2' } }, a.token);
    await ok(ENTRADA, { i: { item: lija._id, cantidad: '4', costoUnitario: '50' } }, a.token);
    const aj = (await ok<{ MovimientoInventario: { ajuste: Mov[] } }>(AJUSTE, { i: { lineas: [{ item: clavo._id, cantidadContada: '3' }, { item: lija._id, cantidadContada: '4' }, { item: martillo._id, cantidadContada: '1' }], observacion: 'Conteo de noviembre' } }, a.token)).MovimientoInventario.ajuste;
    expect(aj.map((x) => [x.item.nombre, x.origen, x.saldo.cantidad, x.registro?.tipo])).toEqual([
      ['Clavo', 'AJUSTE_MERMA', '3', 'Desperdicio'],
      ['Martillo', 'AJUSTE_ENTRADA', '1', 'Entrada Sin Control'],
    ]);
    // A line refused refuses the whole count.
    const mal = await h.gql(AJUSTE, { i: { lineas: [{ item: lija._id, cantidadContada: '1' }, { item: clavo._id, cantidadContada: '-1' }] } }, a.token);
    expect(errorOf(mal)).toMatchObject({ field: 'lineas.1.cantidadContada', message: 'No puede ser negativo.' });
    expect(await stock(a.token, lija._id)).toBe('4');

    const EX = `query($f: FiltroStock) { MovimientoInventario { readExistencias(filterStock: $f) { feed { item { nombre } cantidad pp valorPP valorPEPS bajoMinimo categoria } } } }`;
    const todas = (await ok<{ MovimientoInventario: { readExistencias: { feed: { item: { nombre: string }; cantidad: string; valorPP: string; valorPEPS: string; bajoMinimo: boolean }[] } } }>(EX, {}, a.token)).MovimientoInventario.readExistencias.feed;
    expect(todas.map((x) => [x.item.nombre, x.cantidad, x.valorPP, x.valorPEPS, x.bajoMinimo])).toEqual([
      ['Clavo', '3', '6', '6', true],
      ['Lija', '4', '200', '200', false],
      ['Martillo', '1', '0', '0', false],
    ]);
    const bajo = (await ok<{ MovimientoInventario: { readExistencias: { feed: { item: { nombre: string } }[] } } }>(EX, { f: 'BAJO_MINIMO' }, a.token)).MovimientoInventario.readExistencias.feed;
    expect(bajo.map((x) => x.item.nombre)).toEqual(['Clavo']);
    const r = (await ok<{ MovimientoInventario: { resumen: Record<string, unknown> } }>(`query { MovimientoInventario { resumen { articulos valorPP valorPEPS bajoMinimo sinExistencia negativos porCategoria { _id nombre valorPP } } } }`, {}, a.token)).MovimientoInventario.resumen;
    expect(r).toEqual({ articulos: 3, valorPP: '206', valorPEPS: '206', bajoMinimo: 1, sinExistencia: 0, negativos: 0, porCategoria: [{ _id: null, nombre: 'Sin categoría', valorPP: '200' }, { _id: cat, nombre: 'Ferretería', valorPP: '6' }] });
  });
});

describe('production orders', () => {
  it('consume the recipe at pp and bring the product in at that cost; numbered by the server', async () => {
    const a = await cuentaConInventario(h, { productionModule: true });
    const pan = await crearItem(h, a.token, producto('Pan'));
    const carne = await crearItem(h, a.token, producto('Carne'));
    const hamburguesa = await crearItem(h, a.token, producto('Hamburguesa', { tipo: '03', esCompuesto: true, composicion: [{ _idItem: pan._id, porcion: '1' }, { _idItem: carne._id, porcion: '0.15' }] }));
    await ok(ENTRADA, { i: { item: pan._id, cantidad: '10', costoUnitario: '100' } }, a.token);
    await ok(ENTRADA, { i: { item: carne._id, cantidad: '2', costoUnitario: '4000' } }, a.token);
    const CREATE = `mutation($i: ProduccionInput!) { Produccion { create(input: $i) { _id sequence status costoTotal item { _id name quantity unitCost } consumo { item { nombre } cantidad valor } user { fullname } } } }`;
    const o = (await ok<{ Produccion: { create: { _id: string; sequence: number; status: string; costoTotal: string; item: { quantity: string; unitCost: string }[]; consumo: { item: { nombre: string }; cantidad: string; valor: string }[]; user: { fullname: string } } } }>(CREATE, { i: { sequence: 0, order: 'Almuerzo', item: [{ _id: hamburguesa._id, quantity: '4' }] } }, a.token)).Produccion.create;
    expect(o).toMatchObject({ sequence: 1, status: 'COMPLETADO', costoTotal: '2800', item: [{ quantity: '4', unitCost: '700' }], user: { fullname: 'Ana Prueba' } });
    expect(o.consumo.map((c) => [c.item.nombre, c.cantidad, c.valor])).toEqual([['Pan', '4', '400'], ['Carne', '0.6', '2400']]);
    expect(await stock(a.token, hamburguesa._id)).toBe('4');
    expect(await stock(a.token, carne._id)).toBe('1.4');
    // Not enough meat for 10 more: refused, nothing moves.
    expect(errorOf(await h.gql(CREATE, { i: { item: [{ _id: hamburguesa._id, quantity: '10' }] } }, a.token))).toMatchObject({ field: 'cantidad', message: '«Pan» tiene 6 en existencia: no alcanza para sacar 10 (el artículo no permite inventario negativo).' });
    expect(await stock(a.token, pan._id)).toBe('6');
    expect(errorOf(await h.gql(CREATE, { i: { item: [{ _id: pan._id, quantity: '1' }] } }, a.token))).toMatchObject({ message: '«Pan» no es compuesto ni tiene receta: no se produce.' });
    const o2 = (await ok<{ Produccion: { create: { sequence: number } } }>(CREATE, { i: { sequence: 7, item: [{ _id: hamburguesa._id, quantity: '1' }] } }, a.token)).Produccion.create;
    expect(o2.sequence).toBe(7);
    expect(errorOf(await h.gql(CREATE, { i: { sequence: 7, item: [{ _id: hamburguesa._id, quantity: '1' }] } }, a.token))).toMatchObject({ field: 'sequence', message: 'La orden número 7 ya existe.' });

    const reads = await ok<{ Produccion: { readTotal: number; readAllByEmisor: { feed: { sequence: number }[] }; readById: { order: string }; readBySearchString: { sequence: number }[]; readByDateRange: unknown[] } }>(
      `query($id: ID!) { Produccion { readTotal readAllByEmisor { feed { sequence } } readById(_id: $id) { order } readBySearchString(searchString: "almuerzo") { sequence } readByDateRange(inicio: "2026-11-01T00:00:00Z", final: "2026-12-01T00:00:00Z") { _id } } }`,
      { id: o._id },
      a.token,
    );
    expect(reads.Produccion).toMatchObject({ readTotal: 2, readAllByEmisor: { feed: [{ sequence: 7 }, { sequence: 1 }] }, readById: { order: 'Almuerzo' }, readBySearchString: [{ sequence: 1 }] });
    expect(reads.Produccion.readByDateRange).toHaveLength(2);
  });
});

describe('invoice effects (factura.inventario, factura.produccion)', () => {
  it('a sale takes stock out (by the line conversion), its credit note brings it back once, services never move', async () => {
    const a = await tienda();
    const caja = await crearItem(h, a.token, producto('Refresco'));
    const serv = await crearItem(h, a.token, { nombre: 'Entrega', tipo: '05', codigo: CABYS_SERVICIO });
    await ok(ENTRADA, { i: { item: caja._id, cantidad: '100', costoUnitario: '300' } }, a.token);
    const f = await crear(h, a.token, venta([lineaDe(caja._id, '3'), lineaDe(caja._id, '2', { conversion: '6' }), linea({ item: { _id: serv._id }, clasificacion: 'servicio' })]), { inv: true });
    // Queued before anything ran: the worker picks up the backlog.
    expect(await outbox(`factura.inventario:${f.id}`)).toEqual([{ status: 'pending', attempts: 0 }]);
    await drenar(h, 1);
    expect(await outbox(`factura.inventario:${f.id}`)).toMatchObject([{ status: 'done' }]);
    const k = await kardex(a.token, caja._id);
    expect(k.slice(0, 2).map((x) => [x.origen, x.salida.cantidad, x.saldo.cantidad, x.documento])).toEqual([
      ['VENTA', '12', '85', f.consecutivo],
      ['VENTA', '3', '97', f.consecutivo],
    ]);
    expect(await kardex(a.token, serv._id)).toEqual([]);

    // A job run again (a lapsed claim, a crash after the commit) moves nothing twice.
    await withoutTenant(h.database.db, (tx) => tx.execute(sql`update outbox set status = 'pending', locked_until = null where key = ${`factura.inventario:${f.id}`}`));
    await drenar(h, 1);
    expect(await stock(a.token, caja._id)).toBe('85');

    const nc = await h.gql<{ Factura: { createNotaCredito: { id: string } } }>(`mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Devolución" }, inventario: true) { id } } }`, { f: f.id }, a.token);
    expect(nc.errors).toBeUndefined();
    await drenar(h, 1);
    const devuelto = await kardex(a.token, caja._id);
    expect(devuelto.slice(0, 2).map((x) => [x.origen, x.entrada.cantidad, x.costoUnitario])).toEqual([['DEVOLUCION', '12', '300'], ['DEVOLUCION', '3', '300']]);
    expect(devuelto[0]!.saldo.cantidad).toBe('100');
    await drenar(h, 1);
    expect(await stock(a.token, caja._id)).toBe('100');
  });

  it('a sale short of stock still applies, goes below zero and is flagged with a note; a deleted item becomes a note', async () => {
    const a = await tienda();
    const it1 = await crearItem(h, a.token, producto('Arroz'));
    const it2 = await crearItem(h, a.token, producto('Frijol'));
    await ok(ENTRADA, { i: { item: it1._id, cantidad: '1', costoUnitario: '800' } }, a.token);
    const f = await crear(h, a.token, venta([lineaDe(it1._id, '3'), lineaDe(it2._id, '1')]), { inv: true });
    await drenar(h, 1);
    const k = await kardex(a.token, it1._id);
    expect([k[0]!.saldo.cantidad, k[0]!.negativo]).toEqual(['-2', true]);
    const notas = await notasDe(a.emisor, `factura.inventario:${f.id}`);
    expect(notas[0]!.notas).toEqual([`«Arroz» quedó en -2 (bajo cero) con el documento ${f.consecutivo}.`, `«Frijol» quedó en -1 (bajo cero) con el documento ${f.consecutivo}.`]);
    const neg = await ok<{ MovimientoInventario: { readAllByEmisor: { feed: Mov[] } } }>(KARDEX, { f: 'NEGATIVO' }, a.token);
    expect(new Set(neg.MovimientoInventario.readAllByEmisor.feed.map((x) => x.item.nombre))).toEqual(new Set(['Arroz', 'Frijol']));

    // A job whose item vanished: a note, never a failure.
    const clave = 'factura.inventario:00000000-0000-7000-8000-000000000001';
    await withoutTenant(h.database.db, (tx) =>
      tx.execute(sql`insert into outbox (id, kind, key, payload, emisor_ref) values (gen_random_uuid(), 'factura.inventario', ${clave},
        ${JSON.stringify({ emisorId: a.emisor, facturaId: '00000000-0000-7000-8000-000000000001', documento: '04', consecutivo: 'X', fechaEmision: h.clock.now.toISOString(), usuarioId: a.id, lineas: [{ itemId: '00000000-0000-7000-8000-0000000000ff', cantidad: '-1', clasificacion: 'producto', numeroLinea: 1 }] })}::jsonb, ${a.emisor})`),
    );
    await drenar(h, 1);
    expect(await outbox(clave)).toMatchObject([{ status: 'done' }]);
    const n2 = await notasDe(a.emisor, clave);
    expect(n2[0]!.notas).toEqual(['El documento ya no existe: se aplicaron las cantidades de la cola, sin conversión de unidades.', 'Línea 1: el artículo ya no existe; no movió inventario.']);
  });

  it('selling a composite produces it first (an order with the document) and consumes its components', async () => {
    const a = await tienda();
    const cafe = await crearItem(h, a.token, producto('Café molido'));
    const leche = await crearItem(h, a.token, producto('Leche'));
    const capuchino = await crearItem(h, a.token, producto('Capuchino', { tipo: '03', esCompuesto: true, composicion: [{ _idItem: cafe._id, porcion: '18' }, { _idItem: leche._id, porcion: '0.2' }] }));
    await ok(ENTRADA, { i: { item: cafe._id, cantidad: '1000', costoUnitario: '10' } }, a.token);
    await ok(ENTRADA, { i: { item: leche._id, cantidad: '10', costoUnitario: '1000' } }, a.token);
    const f = await crear(h, a.token, venta([lineaDe(capuchino._id, '2'), lineaDe(cafe._id, '100')]), { inv: true });
    expect(await outbox(`factura.produccion:${f.id}`)).toEqual([{ status: 'pending', attempts: 0 }]);
    await drenar(h, 1);
    const ordenes = await ok<{ Produccion: { readAllByEmisor: { feed: { documento: string; facturaId: string; costoTotal: string; item: { name: string; quantity: string }[] }[] } } }>(`query { Produccion { readAllByEmisor { feed { documento facturaId costoTotal item { name quantity } } } } }`, {}, a.token);
    expect(ordenes.Produccion.readAllByEmisor.feed).toEqual([{ documento: f.consecutivo, facturaId: f.id, costoTotal: '760', item: [{ name: 'Capuchino', quantity: '2' }] }]);
    expect(await stock(a.token, capuchino._id)).toBe('0');
    expect(await stock(a.token, cafe._id)).toBe('864');
    expect(await stock(a.token, leche._id)).toBe('9.6');
    expect((await kardex(a.token, capuchino._id)).map((x) => x.origen)).toEqual(['VENTA', 'PRODUCCION']);
    expect(await outbox(`factura.produccion:${f.id}`)).toMatchObject([{ status: 'done' }]);
  });

  it('a purchase (08) comes in at its cost and moves pp; its cancellation (9938) takes it out again', async () => {
    const a = await tienda();
    const it1 = await crearItem(h, a.token, producto('Café en grano'));
    await ok(ENTRADA, { i: { item: it1._id, cantidad: '10', costoUnitario: '1000' } }, a.token);
    const fec = await crear(h, a.token, factura({ documento: '08', receptor: { nombre: 'Agricultor Simplificado', identificacion: { tipo: '01', numero: '112345678' } }, detalleServicio: { lineaDetalle: [lineaDe(it1._id, '10', { precioUnitario: '2000' })] } }), { inv: true });
    await drenar(h, 1);
    const k = await kardex(a.token, it1._id);
    expect([k[0]!.origen, k[0]!.costoUnitario, k[0]!.saldo.cantidad, k[0]!.pp]).toEqual(['COMPRA', '2000', '20', '1500']);
    const an = await h.gql<{ Factura: { createAnulaCompra: { id: string } } }>(`mutation($f: ID!) { Factura { createAnulaCompra(factura: $f, input: { razon: "Devuelto" }, inventario: true) { id } } }`, { f: fec.id }, a.token);
    expect(an.errors).toBeUndefined();
    await drenar(h, 1);
    const k2 = await kardex(a.token, it1._id);
    expect([k2[0]!.origen, k2[0]!.salida.cantidad, k2[0]!.saldo.cantidad]).toEqual(['ANULACION_COMPRA', '10', '10']);
  });

  it('COMMUNITY and FACTURA issuers and free mode never move stock', async () => {
    const libre = await cuentaConInventario(h);
    const it1 = await crearItem(h, libre.token, producto('Jabón'));
    const f = await crear(h, libre.token, venta([lineaDe(it1._id, '1')]), { inv: true });
    const facturaPerfil = await signup(h, { profile: 'FACTURA' });
    expect(await outbox(`factura.inventario:${f.id}`)).toEqual([]);
    await drenar(h, 1);
    expect(await stock(libre.token, it1._id)).toBe('0');
    // The FACTURA profile has no inventory screens at all.
    expect(errorOf(await h.gql(KARDEX, {}, facturaPerfil.token)).code).toBe('FORBIDDEN');
  });
});
