// Items: create and update with the domain's prices, CABYS tax, codes, scheduled prices,
// variants, composites, the lists and the search, images, deletion and the guards by type.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { CREATE_ITEM, DELETE_ITEM, ITEM_FIELDS, SAVE_VARIANT, crearItem, cuentaConInventario, type ItemOut } from './item-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('Item.create', () => {
  it('computes every price at 5 decimals, takes the VAT from the CABYS code, and updates with _id', async () => {
    const a = await cuentaConInventario(h);
    const cafe = await crearItem(h, a.token, { nombre: 'Café molido', codigo: '2391102010200', costoUnitarioTotal: '1000.123456', codigoRapido: 'CAF' });
    expect(cafe).toMatchObject({
      tipo: { id: '02', value: 'Reventa' },
      clasificacion: 'producto',
      unidadMedida: { id: 'Unid' },
      codigoMoneda: { id: 'CRC', simbolo: '₡' },
      costoUnitarioTotal: '1000.12346',
      utilidad: '45',
      precioUnitario: '1450.17902',
      precioVenta: '1464.68081',
      impuesto: [{ codigo: { id: '01' }, codigoTarifa: { id: '02' }, tarifa: '1' }],
      posIndex: 99999,
      stockState: true,
      cantidad: '0',
    });
    const upd = await crearItem(h, a.token, { _id: cafe._id, nombre: 'Café molido 500 g', codigo: '2391102010200', costoUnitarioTotal: '1000', precioInvertido: '1515', codigoRapido: 'CAF' });
    expect(upd).toMatchObject({ _id: cafe._id, nombre: 'Café molido 500 g', precioUnitario: '1500', precioVenta: '1515', precioInvertido: '1515', utilidad: '50' });
    const servicio = await crearItem(h, a.token, { tipo: '05', nombre: 'Asesoría', precioUnitario: '10000' });
    expect(servicio).toMatchObject({ clasificacion: 'servicio', unidadMedida: { id: 'Sp' }, impuesto: [{ codigoTarifa: { id: '08' }, tarifa: '13' }], precioVenta: '11300' });
  });

  it('refuses bad input with a Spanish message on its field, and keeps codes unique without case', async () => {
    const a = await cuentaConInventario(h);
    await crearItem(h, a.token, { nombre: 'Té verde', codigoRapido: 'TE1', codigoBarras: '7441001234569' });
    const casos: [Record<string, unknown>, string, string, string?][] = [
      [{ nombre: 'ab' }, 'BAD_USER_INPUT', 'nombre', 'El nombre debe tener de 3 a 200 caracteres.'],
      [{ nombre: 'Caja', tipo: '07' }, 'BAD_USER_INPUT', 'tipo'],
      [{ nombre: 'Caja', codigo: '1234567890123' }, 'BAD_USER_INPUT', 'codigo', 'El código CABYS «1234567890123» no existe en el catálogo de Hacienda.'],
      [{ nombre: 'Caja', costoUnitarioTotal: '-1' }, 'BAD_USER_INPUT', 'costoUnitarioTotal', 'El costo no puede ser negativo.'],
      [{ nombre: 'Caja', unidadMedida: 'cajas' }, 'BAD_USER_INPUT', 'unidadMedida'],
      [{ nombre: 'Caja', codigoBarras: '7441001234567' }, 'BAD_USER_INPUT', 'codigoBarras'],
      [{ nombre: 'Caja', minimo: '5', maximo: '1' }, 'BAD_USER_INPUT', 'maximo'],
      [{ nombre: 'Caja', priceDateRange: [{ date: '2026-13-01', price: '1' }] }, 'BAD_USER_INPUT', 'priceDateRange.0.date'],
      [{ nombre: 'Caja', descuento: [{ _id: '01a20100-0000-7000-8000-000000000009' }] }, 'BAD_USER_INPUT', 'descuento.0', 'El descuento no existe.'],
      [{ nombre: 'Caja', cuentaContablePorCobrar: '01a20100-0000-7000-8000-000000000009' }, 'BAD_USER_INPUT', 'cuentaContablePorCobrar'],
      [{ nombre: 'Caja', codigoRapido: 'te1' }, 'CONFLICT', 'codigoRapido', 'El código rápido «te1» ya lo tiene «Té verde».'],
      [{ nombre: 'Caja', codigoBarras: '7441001234569' }, 'CONFLICT', 'codigoBarras'],
      [{ nombre: 'Caja', esCompuesto: true, composicion: [{ _idItem: '01a20100-0000-7000-8000-000000000009', porcion: '1' }] }, 'BAD_USER_INPUT', 'composicion.0', 'El componente no existe.'],
    ];
    for (const [i, code, field, message] of casos) {
      const e = errorOf(await h.gql(CREATE_ITEM, { i }, a.token));
      expect(e, JSON.stringify(i)).toMatchObject({ code, field, ...(message ? { message } : {}) });
    }
  });

  it('a composite costs the sum of its components, the general cost adds its cost list', async () => {
    const a = await cuentaConInventario(h);
    const harina = await crearItem(h, a.token, { tipo: '01', nombre: 'Harina', unidadMedida: 'Kg', costoUnitarioTotal: '900' });
    const luz = (await h.gql<{ CostoFijo: { create: { _id: string } } }>(`mutation($i: CostoInput!) { CostoFijo { create(input: $i) { _id } } }`, { i: { nombre: 'Luz del horno', costoUnitarioTotal: '150' } }, a.token)).data!.CostoFijo.create;
    const pan = await crearItem(h, a.token, { tipo: '03', nombre: 'Pan casero', esCompuesto: true, composicion: [{ _idItem: harina._id, porcion: '0.5' }], listaCostos: [{ _idItem: luz._id, porcion: '2' }], costoUnitarioTotal: '99999' });
    expect(pan).toMatchObject({ costoUnitarioTotal: '450', costoUnitarioTotalGeneral: '750', composicion: [{ _idItem: harina._id, nombre: 'Harina', costoUnitario: '900', porcion: '0.5' }], listaCostos: [{ nombre: 'Luz del horno', porcion: '2' }] });
    const self = errorOf(await h.gql(CREATE_ITEM, { i: { _id: pan._id, tipo: '03', nombre: 'Pan casero', esCompuesto: true, composicion: [{ _idItem: pan._id, porcion: '1' }] } }, a.token));
    expect(self).toMatchObject({ field: 'composicion.0._idItem', message: 'Un artículo no puede ser componente de sí mismo.' });
    const del = await h.gql<{ Item: { delete: { state: boolean; message: string }[] } }>(DELETE_ITEM, { ids: [harina._id] }, a.token);
    expect(del.data!.Item.delete[0]).toEqual({ _id: harina._id, state: false, message: '«Harina» es componente de «Pan casero»: quítelo de esa receta primero.' });
    const delCosto = await h.gql<{ CostoFijo: { delete: { state: boolean; message: string }[] } }>(`mutation($ids: [ID!]!) { CostoFijo { delete(input: $ids) { _id state message } } }`, { ids: [luz._id] }, a.token);
    expect(delCosto.data!.CostoFijo.delete[0]).toMatchObject({ state: false, message: '«Luz del horno» está en la lista de costos de «Pan casero»: quíteselo primero.' });
  });
});

describe('variants and scheduled prices', () => {
  it('a variant is named «item [label]», costs the item plus its extra or its own price, and follows its item', async () => {
    const a = await cuentaConInventario(h);
    const camisa = await crearItem(h, a.token, { nombre: 'Camisa', codigo: '2820203019900', precioUnitario: '10000', codigoRapido: 'CAM' });
    const roja = await h.gql<{ Item: { saveVariant: ItemOut } }>(SAVE_VARIANT, { i: { itemRefId: camisa._id, nombre: '[Roja]', costoExtra: '500', codigoRapido: 'CAMR' } }, a.token);
    expect(roja.data!.Item.saveVariant).toMatchObject({ nombre: 'Camisa [Roja]', etiqueta: 'Roja', itemRefId: camisa._id, precioUnitario: '10500', precioVenta: '11865', codigo: '2820203019900', tipo: { id: '02' } });
    const azul = await h.gql<{ Item: { saveVariant: ItemOut } }>(SAVE_VARIANT, { i: { itemRefId: camisa._id, nombre: 'Camisa [Azul]', customVariantPrice: true, precioUnitario: '9000' } }, a.token);
    expect(azul.data!.Item.saveVariant).toMatchObject({ nombre: 'Camisa [Azul]', precioUnitario: '9000', customVariantPrice: true });
    expect(errorOf(await h.gql(SAVE_VARIANT, { i: { itemRefId: camisa._id, nombre: 'Camisa roja' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'nombre' });
    expect(errorOf(await h.gql(SAVE_VARIANT, { i: { itemRefId: camisa._id, nombre: '[roja]' } }, a.token))).toMatchObject({ code: 'CONFLICT', message: '«Camisa» ya tiene la variante «roja».' });
    expect(errorOf(await h.gql(SAVE_VARIANT, { i: { itemRefId: roja.data!.Item.saveVariant._id, nombre: '[XL]' } }, a.token))).toMatchObject({ field: 'itemRefId' });
    // the item changes: its variants follow (name, price without their own)
    await crearItem(h, a.token, { _id: camisa._id, nombre: 'Camisa oxford', codigo: '2820203019900', precioUnitario: '12000', codigoRapido: 'CAM' });
    const vs = await h.gql<{ Item: { readVariantsByItem: ItemOut[] } }>(`query($id: ID!) { Item { readVariantsByItem(_id: $id) { ${ITEM_FIELDS} } } }`, { id: camisa._id }, a.token);
    expect(vs.data!.Item.readVariantsByItem.map((v) => [v.nombre, v.precioUnitario])).toEqual([['Camisa oxford [Azul]', '9000'], ['Camisa oxford [Roja]', '12500']]);
    const leido = await h.gql<{ Item: { readById: ItemOut } }>(`query($id: ID!) { Item { readById(_id: $id) { variantes } } }`, { id: camisa._id }, a.token);
    expect(leido.data!.Item.readById.variantes).toBe(2);
    const del = await h.gql<{ Item: { delete: { state: boolean; message: string }[] } }>(DELETE_ITEM, { ids: [camisa._id] }, a.token);
    expect(del.data!.Item.delete[0]).toMatchObject({ state: false, message: '«Camisa oxford» tiene variantes: bórrelas primero.' });
  });

  it('stores scheduled prices sorted and refuses a repeated date', async () => {
    const a = await cuentaConInventario(h);
    const it = await crearItem(h, a.token, { nombre: 'Pan', precioUnitario: '1000', priceDateRange: [{ date: '2027-01-01', price: '1200' }, { date: '2026-12-01', price: '1100.123456' }] });
    expect(it.priceDateRange).toEqual([{ i: 0, date: '2026-12-01', price: '1100.12346' }, { i: 1, date: '2027-01-01', price: '1200' }]);
    expect(errorOf(await h.gql(CREATE_ITEM, { i: { nombre: 'Pan', priceDateRange: [{ date: '2027-01-01', price: '1' }, { date: '2027-01-01', price: '2' }] } }, a.token))).toMatchObject({ field: 'priceDateRange.1.date', message: 'Ya hay un precio programado para esa fecha.' });
  });
});

const LISTA = `query($t: String, $c: String, $l: Int, $f: String) { Item { readAllByEmisor(tipo: $t, cursor: $c, limit: $l, filter: $f) { feed { nombre } pageInfo { hasNextPage nextPageCursor } } } }`;
const BILL = `query($t: String, $c: String, $l: Int, $v: Boolean) { Item { readToBill(tipo: $t, cursor: $c, limit: $l, showVariants: $v) { feed { nombre tipo { id } } pageInfo { hasNextPage nextPageCursor } } } }`;
const BUSCAR = `query($q: String!) { Item { readBySearchString(searchString: $q) { nombre } } }`;

describe('lists and search', () => {
  it('pages a type by name with a cursor, filters, and bills only what is sold and active', async () => {
    const a = await cuentaConInventario(h);
    const creados = new Map<string, string>();
    for (const n of ['Éclair', 'azúcar', 'Bizcocho', 'Dona', 'Café']) creados.set(n, (await crearItem(h, a.token, { nombre: n, precioUnitario: '100' }))._id);
    const empanada = await crearItem(h, a.token, { nombre: 'Empanada', stockState: false, precioUnitario: '100' });
    for (const [itemRefId, nombre] of [[creados.get('Café')!, '[Grande]'], [empanada._id, '[Queso]']]) {
      const v = await h.gql(SAVE_VARIANT, { i: { itemRefId, nombre, costoExtra: '50' } }, a.token);
      if (v.errors) throw new Error(JSON.stringify(v.errors));
    }
    await crearItem(h, a.token, { tipo: '01', nombre: 'Harina cruda' });
    await crearItem(h, a.token, { tipo: '04', nombre: 'Servilletas', precioUnitario: '50' });
    await crearItem(h, a.token, { tipo: '05', nombre: 'Entrega', precioUnitario: '1000' });
    const nombres: string[] = [];
    let cursor: string | null = null;
    do {
      const r: { data?: { Item: { readAllByEmisor: { feed: { nombre: string }[]; pageInfo: { nextPageCursor: string | null } } } } | null } = await h.gql(LISTA, { l: 2, c: cursor }, a.token);
      nombres.push(...r.data!.Item.readAllByEmisor.feed.map((x) => x.nombre));
      cursor = r.data!.Item.readAllByEmisor.pageInfo.nextPageCursor;
    } while (cursor);
    expect(nombres).toEqual(['azúcar', 'Bizcocho', 'Café', 'Dona', 'Éclair', 'Empanada']);
    expect((await h.gql<{ Item: { readAllByEmisor: { feed: { nombre: string }[] } } }>(LISTA, { f: 'cafe' }, a.token)).data!.Item.readAllByEmisor.feed.map((x) => x.nombre)).toEqual(['Café']);
    const bill = await h.gql<{ Item: { readToBill: { feed: { nombre: string }[] } } }>(BILL, { l: 100 }, a.token);
    expect(bill.data!.Item.readToBill.feed.map((x) => x.nombre)).toEqual(['azúcar', 'Bizcocho', 'Café', 'Dona', 'Éclair', 'Entrega', 'Servilletas']);
    // with variants (the invoice grid's list): an active item's, never an inactive item's
    const conVariantes = await h.gql<{ Item: { readToBill: { feed: { nombre: string }[] } } }>(BILL, { l: 100, v: true }, a.token);
    expect(conVariantes.data?.Item.readToBill.feed.map((x) => x.nombre)).toEqual(['azúcar', 'Bizcocho', 'Café', 'Café [Grande]', 'Dona', 'Éclair', 'Entrega', 'Servilletas']);
    const servicios = await h.gql<{ Item: { readToBill: { feed: { nombre: string }[] } } }>(BILL, { t: '05' }, a.token);
    expect(servicios.data!.Item.readToBill.feed.map((x) => x.nombre)).toEqual(['Entrega']);
    expect(errorOf(await h.gql(LISTA, { c: 'basura' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cursor' });
  });

  it('finds by exact code first, then by words of the name without accents, and by CABYS; a scanner reads any code', async () => {
    const a = await cuentaConInventario(h);
    await crearItem(h, a.token, { nombre: 'Café molido', codigoRapido: 'C1', SKU: 'SKU-77', codigoBarras: '7441001234576', codigo: '2391102010200' });
    await crearItem(h, a.token, { nombre: 'Crema para café C1000', codigoRapido: 'C10' });
    await crearItem(h, a.token, { nombre: 'Azúcar morena' });
    const buscar = async (q: string) => (await h.gql<{ Item: { readBySearchString: { nombre: string }[] } }>(BUSCAR, { q }, a.token)).data!.Item.readBySearchString.map((x) => x.nombre);
    expect(await buscar('c1')).toEqual(['Café molido', 'Crema para café C1000']);
    expect(await buscar('CAFE')).toEqual(['Café molido', 'Crema para café C1000']);
    expect(await buscar('azucar mor')).toEqual(['Azúcar morena']);
    expect(await buscar('2391102')).toEqual(['Café molido']);
    for (const code of ['c1', '7441001234576', 'sku-77']) {
      const r = await h.gql<{ Item: { readByCodigoRapido: { nombre: string } | null } }>(`query($c: String!) { Item { readByCodigoRapido(codigoRapido: $c) { nombre } } }`, { c: code }, a.token);
      expect(r.data!.Item.readByCodigoRapido?.nombre, code).toBe('Café molido');
    }
    expect(errorOf(await h.gql(BUSCAR, { q: '  ' }, a.token))).toMatchObject({ field: 'searchString' });
  });
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('images', () => {
  it('stores an image as the issuer\'s file at a signed public address, checks its type and size, and deletes it', async () => {
    const a = await cuentaConInventario(h);
    const it = await crearItem(h, a.token, { nombre: 'Galleta' });
    const set = await h.gql<{ Item: { setImage: string } }>(`mutation($id: ID!, $img: String!) { Item { setImage(_id: $id, image: $img) } }`, { id: it._id, img: PNG }, a.token);
    const src = set.data!.Item.setImage;
    expect(src).toMatch(/^\/archivos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[\w-]{32}$/);
    // Served over real HTTP, as the browser reads it.
    const server = await h.app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const http = await fetch(`http://127.0.0.1:${port}${src}`).finally(() => server.close());
    const res = { status: http.status, type: http.headers.get('content-type'), body: Buffer.from(await http.arrayBuffer()) };
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
    expect(res.body.subarray(1, 4).toString()).toBe('PNG');
    const leido = await h.gql<{ Item: { readById: { img: { src: string } } } }>(`query($id: ID!) { Item { readById(_id: $id) { img { src name } } } }`, { id: it._id }, a.token);
    expect(leido.data!.Item.readById.img).toEqual({ src, name: 'main' });
    const texto = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect(errorOf(await h.gql(`mutation($id: ID!, $img: String!) { Item { setImage(_id: $id, image: $img) } }`, { id: it._id, img: texto }, a.token))).toMatchObject({ field: 'image', message: 'La imagen debe ser JPEG, PNG, WebP o GIF.' });
    const grande = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 10).toString('base64')}`;
    expect(errorOf(await h.gql(`mutation($id: ID!, $img: String!) { Item { setImage(_id: $id, image: $img) } }`, { id: it._id, img: grande }, a.token))).toMatchObject({ message: 'La imagen supera los 2 MB.' });
    const del = await h.gql<{ Item: { deleteImage: { img: unknown } } }>(`mutation($id: ID!, $img: String!) { Item { deleteImage(_id: $id, image: $img) { img { src } } } }`, { id: it._id, img: src }, a.token);
    expect(del.data!.Item.deleteImage.img).toBeNull();
  });
});

describe('guards', () => {
  it('writes need the screen of the item\'s type; reads only a session', async () => {
    const sinModulo = await signup(h);
    expect(errorOf(await h.gql(CREATE_ITEM, { i: { nombre: 'Pan' } }, sinModulo.token))).toMatchObject({ code: 'FORBIDDEN' });
    expect((await h.gql(BILL, {}, sinModulo.token)).errors).toBeUndefined();
    expect(errorOf(await h.gql(BILL, {}, null))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const a = await cuentaConInventario(h);
    const rol = await h.gql<{ Role: { create: { _id: string } } }>(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, { i: { name: 'Servicios', events: [{ name: 'Inventario', group: [{ path: '/inventario/Servicio', check: true }] }] } }, a.token);
    const email = `svc${Date.now()}@prueba.cr`;
    await h.gql(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, { i: { email, fullname: 'Solo servicios', password: 'Clave2026!', roles: [{ _id: rol.data!.Role.create._id, check: true }] } }, a.token);
    const login = await h.gql<{ User: { login: { token: string } } }>(`mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`, { c: { email, password: 'Clave2026!' } }, null, '10.7.7.7');
    const t = login.data!.User.login.token;
    expect((await h.gql<{ Item: { create: ItemOut } }>(CREATE_ITEM, { i: { tipo: '05', nombre: 'Instalación' } }, t)).data?.Item.create.nombre).toBe('Instalación');
    expect(errorOf(await h.gql(CREATE_ITEM, { i: { tipo: '01', nombre: 'Tornillos' } }, t))).toMatchObject({ code: 'FORBIDDEN', message: 'Tu usuario no tiene acceso a la lista de materia prima.' });
  });
});
