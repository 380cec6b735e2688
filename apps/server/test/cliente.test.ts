// Customers (MODULES.md §B): one record with the receptor (ruling B-1), the spec 2 §5 omissions,
// create-with-_id, the trigram search, keyset paging, cycles and their history, categories, the
// balance ledger, the executive's scope (ruling B-6), cron settings, birthdays and deletes refused
// while documents exist. One harness for the file; PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { correosA, crear as crearFactura, drenar, factura } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const FIELDS = `_id id nombre identificacion { tipo numero } nombreComercial ubicacion { provincia canton distrito otrasSenas lat long }
  telefono { codigoPais numTelefono } correoElectronico correoElectronicoContacto genero fechaNacimiento
  categoria { _id nombre esPorcentual valor color } ejecutivo { _id fullname } ciclo cicloHistorico { ciclo detalle usuario { fullname } }
  plazoCredito limiteCredito limiteCreditoBlock waNotifica waTelefonos waMensaje balanceTotal`;
const CREATE = `mutation($i: ClienteInput!) { Cliente { create(input: $i) { ${FIELDS} } } }`;
const BY_ID = `query($id: ID!) { Cliente { readById(_id: $id) { ${FIELDS} } } }`;
const SEARCH = `query($s: String!, $e: ID) { Cliente { readBySearchString(searchString: $s, ejecutivo: $e) { _id nombre } } }`;
const LIST = `query($c: String, $l: Int, $f: ClienteFilter) { Cliente { readAllByEmisor(cursor: $c, limit: $l, filter: $f) { feed { _id nombre ciclo } pageInfo { nextPageCursor hasNextPage } } } }`;
const DELETE = `mutation($ids: [ID!]!) { Cliente { delete(ids: $ids) { _id state message } } }`;
const CAT = `mutation($i: CategoriaClienteInput!) { CategoriaCliente { create(input: $i) { _id nombre descripcion esPorcentual valor color } } }`;
const CAT_DELETE = `mutation($ids: [ID!]!) { CategoriaCliente { delete(ids: $ids) { _id state message } } }`;
const SET_CICLO = `mutation($id: ID!, $c: String, $d: String) { Cliente { setCiclo(_id: $id, ciclo: $c, detalle: $d) { ciclo cicloHistorico { ciclo detalle usuario { fullname } } } } }`;
const SET_BALANCE = `mutation($id: ID!, $m: Decimal!, $t: String!, $d: String) { Cliente { setBalance(_id: $id, monto: $m, type: $t, detalle: $d) { consecutivo type monto total detalle cliente { nombre } } } }`;
const ROLE = `mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`;
const SUB = `mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`;
const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;

type C = Record<string, unknown> & { _id: string; nombre: string };
async function ok<T>(p: Promise<{ data?: T | null; errors?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.data || r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}
const crear = async (token: string, i: Record<string, unknown>) => (await ok(h.gql<{ Cliente: { create: C } }>(CREATE, { i }, token))).Cliente.create;
const buscar = async (token: string, s: string, e?: string) => (await ok(h.gql<{ Cliente: { readBySearchString: C[] } }>(SEARCH, { s, e }, token))).Cliente.readBySearchString.map((c) => c.nombre);

describe('one record with the receptor (ruling B-1)', () => {
  it('a receptor saved by invoicing is a customer, and a customer edit is what invoicing reads', async () => {
    const a = await signup(h);
    const r = await h.gql<{ Receptor: { create: { id: string } } }>(`mutation { Receptor { create(input: { nombre: "Ferretería El Clavo", identificacion: { tipo: "02", numero: "3101111222" } }) { id } } }`, {}, a.token);
    const id = r.data!.Receptor.create.id;
    const c = (await ok(h.gql<{ Cliente: { readById: C } }>(BY_ID, { id }, a.token))).Cliente.readById;
    expect(c).toMatchObject({ _id: id, nombre: 'Ferretería El Clavo', ciclo: 'Oportunidad', balanceTotal: '0', plazoCredito: 0, limiteCredito: '0' });
    await crear(a.token, { _id: id, nombre: 'Ferretería El Clavo Dorado', identificacion: { tipo: '02', numero: '3101111222' }, plazoCredito: 30 });
    const rec = await h.gql<{ Receptor: { readById: { nombre: string } } }>(`query($id: ID!) { Receptor { readById(id: $id) { nombre } } }`, { id }, a.token);
    expect(rec.data!.Receptor.readById.nombre).toBe('Ferretería El Clavo Dorado');
    // the update kept the cycle: only setCiclo changes it
    expect((await ok(h.gql<{ Cliente: { readById: C } }>(BY_ID, { id }, a.token))).Cliente.readById).toMatchObject({ ciclo: 'Oportunidad', plazoCredito: 30 });
    // the invoice issued to it finds it back, and the customer cannot be deleted while it has documents
    const f = await crearFactura(h, a.token, factura({ receptor: { id, nombre: 'Ferretería El Clavo Dorado', identificacion: { tipo: '02', numero: '3101111222' } } }));
    const porFactura = await h.gql<{ Cliente: { readByFactura: { _id: string } } }>(`query($f: ID!) { Cliente { readByFactura(_idFactura: $f) { _id } } }`, { f: f.id }, a.token);
    expect(porFactura.data!.Cliente.readByFactura._id).toBe(id);
    const del = await h.gql<{ Cliente: { delete: { state: boolean; message: string }[] } }>(DELETE, { ids: [id] }, a.token);
    expect(del.data!.Cliente.delete).toEqual([{ _id: id, state: false, message: '«Ferretería El Clavo Dorado» tiene documentos: no se puede borrar.' }]);
  });
});

describe('Cliente.create', () => {
  it('applies the spec 2 §5 omissions and defaults, and starts at Oportunidad with the change logged', async () => {
    const a = await signup(h, { fullname: 'Ana Dueña' });
    const c = await crear(a.token, {
      nombre: '  María Rodríguez ',
      identificacion: { tipo: '01', numero: '' },
      ubicacion: { provincia: '', lat: '9.9333', long: '-84.0833' },
      telefono: { numTelefono: '' },
      limiteCredito: null,
      correoElectronico: 'Maria@Correo.cr',
      fechaNacimiento: '1990-03-15',
      waNotifica: true,
      waTelefonos: ['+506 8888-7777'],
    });
    const mapa = await ok(h.gql<{ Cliente: { readMapa: unknown[] } }>(`query { Cliente { readMapa { nombre lat long ciclo } } }`, {}, a.token));
    expect(mapa.Cliente.readMapa).toEqual([{ nombre: 'María Rodríguez', lat: '9.9333', long: '-84.0833', ciclo: 'Oportunidad' }]);
    // the map's tile server is the installation's setting (DECISIONS #234)
    const teselas = await ok(h.gql<{ Cliente: { readMapaTeselas: unknown } }>(`query { Cliente { readMapaTeselas { tiles atribucion } } }`, {}, a.token));
    expect(teselas.Cliente.readMapaTeselas).toEqual({ tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', atribucion: '© colaboradores de OpenStreetMap' });
    expect(loadConfig({ MAP_TILES_URL: '' }).MAP_TILES_URL).toBe('');
    expect(loadConfig({ MAP_TILES_URL: '/teselas/{z}/{x}/{y}.png' }).MAP_TILES_URL).toBe('/teselas/{z}/{x}/{y}.png');
    // a plain-http or incomplete address is refused at start (the page's CSP loads only https images)
    expect(() => loadConfig({ MAP_TILES_URL: 'http://teselas.local/{z}/{x}/{y}.png' })).toThrow(/MAP_TILES_URL/);
    expect(() => loadConfig({ MAP_TILES_URL: 'https://teselas.local/{z}/{x}.png' })).toThrow(/MAP_TILES_URL/);
    expect(c).toMatchObject({
      nombre: 'María Rodríguez',
      identificacion: null,
      telefono: null,
      categoria: null,
      ubicacion: { provincia: null, lat: '9.9333', long: '-84.0833' },
      limiteCredito: '0',
      plazoCredito: 0,
      correoElectronico: 'maria@correo.cr',
      fechaNacimiento: '1990-03-15',
      waNotifica: true,
      waTelefonos: ['50688887777'],
      ciclo: 'Oportunidad',
      cicloHistorico: [{ ciclo: 'Oportunidad', detalle: null, usuario: { fullname: 'Ana Dueña' } }],
    });
  });

  it('refuses bad input in Spanish on its field, and a repeated identification', async () => {
    const a = await signup(h);
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'X' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'nombre' });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Cliente Fecha', fechaNacimiento: '1990-02-30' } }, a.token))).toMatchObject({
      field: 'fechaNacimiento',
      message: 'La fecha de nacimiento debe ser una fecha válida (aaaa-mm-dd).',
    });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Cliente Límite', limiteCredito: '-5' } }, a.token))).toMatchObject({ field: 'limiteCredito', message: 'El límite de crédito no puede ser negativo.' });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Cliente Mapa', ubicacion: { lat: '95' } } }, a.token))).toMatchObject({ field: 'ubicacion.lat' });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Cliente Cat', categoria: { _id: '0190a0a0-0000-7000-8000-000000000000' } } }, a.token))).toMatchObject({ field: 'categoria', message: 'La categoría no existe.' });
    await crear(a.token, { nombre: 'Primero S.A.', identificacion: { tipo: '02', numero: '3-101-222333' } });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Segundo S.A.', identificacion: { tipo: '02', numero: '3101222333' } } }, a.token))).toMatchObject({
      code: 'CONFLICT',
      field: 'identificacion.numero',
      message: 'Ya existe un cliente con esa identificación: Primero S.A..',
    });
  });
});

describe('search and list', () => {
  it('finds by name without accents or case, by identification with dashes and by phone; pages by keyset', async () => {
    const a = await signup(h);
    await crear(a.token, { nombre: 'José Núñez Álvarez', identificacion: { tipo: '01', numero: '1-0234-0567' }, telefono: { numTelefono: '8765 4321' } });
    await crear(a.token, { nombre: 'Panadería La Espiga', nombreComercial: 'La Espiga' });
    for (let i = 0; i < 12; i++) await crear(a.token, { nombre: `Cliente ${String(i).padStart(2, '0')}` });
    expect(await buscar(a.token, 'jose nunez')).toEqual(['José Núñez Álvarez']);
    expect(await buscar(a.token, 'ÁLVAREZ')).toEqual(['José Núñez Álvarez']);
    expect(await buscar(a.token, '102340567')).toEqual(['José Núñez Álvarez']);
    expect(await buscar(a.token, '1-0234-0567')).toEqual(['José Núñez Álvarez']);
    expect(await buscar(a.token, '87654321')).toEqual(['José Núñez Álvarez']);
    expect(await buscar(a.token, 'espiga')).toEqual(['Panadería La Espiga']);
    expect(await buscar(a.token, '100%')).toEqual([]);
    expect(errorOf(await h.gql(SEARCH, { s: '  ' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'searchString' });
    // keyset pages: every customer exactly once, in name order
    const vistos: string[] = [];
    let cursor: string | null = null;
    do {
      const d: { Cliente: { readAllByEmisor: { feed: C[]; pageInfo: { nextPageCursor: string | null } } } } = await ok(h.gql(LIST, { c: cursor, l: 5 }, a.token));
      vistos.push(...d.Cliente.readAllByEmisor.feed.map((c) => c.nombre));
      cursor = d.Cliente.readAllByEmisor.pageInfo.nextPageCursor;
    } while (cursor);
    expect(vistos).toHaveLength(14);
    expect(new Set(vistos).size).toBe(14);
    expect(vistos).toEqual([...vistos].sort());
    const filtrada = await ok(h.gql<{ Cliente: { readAllByEmisor: { feed: C[] } } }>(LIST, { f: { search: 'cliente 1' } }, a.token));
    expect(filtrada.Cliente.readAllByEmisor.feed.map((c) => c.nombre)).toEqual(['Cliente 10', 'Cliente 11']);
    expect((await ok(h.gql<{ Cliente: { readTotalRegistros: number } }>(`query { Cliente { readTotalRegistros } }`, {}, a.token))).Cliente.readTotalRegistros).toBe(14);
  });
});

describe('cycles', () => {
  it('setCiclo defaults to Conversion, keeps the detail and who, and the stats count it', async () => {
    const a = await signup(h, { fullname: 'Luis Ventas' });
    const c = await crear(a.token, { nombre: 'Cliente Ciclo' });
    const r1 = await ok(h.gql<{ Cliente: { setCiclo: C } }>(SET_CICLO, { id: c._id }, a.token));
    expect(r1.Cliente.setCiclo).toMatchObject({ ciclo: 'Conversion' });
    const r2 = await ok(h.gql<{ Cliente: { setCiclo: C } }>(SET_CICLO, { id: c._id, c: 'fidelizacion', d: 'Compra frecuente' }, a.token));
    expect(r2.Cliente.setCiclo).toMatchObject({
      ciclo: 'Fidelizacion',
      cicloHistorico: [{ ciclo: 'Oportunidad' }, { ciclo: 'Conversion', detalle: null }, { ciclo: 'Fidelizacion', detalle: 'Compra frecuente', usuario: { fullname: 'Luis Ventas' } }],
    });
    expect(errorOf(await h.gql(SET_CICLO, { id: c._id, c: 'Perdido' }, a.token))).toMatchObject({ field: 'ciclo' });
    const stats = await ok(h.gql<{ Cliente: { statsCiclo: { ciclo: string; cantidad: number }[] } }>(`query { Cliente { statsCiclo { ciclo cantidad } } }`, {}, a.token));
    expect(stats.Cliente.statsCiclo.find((s) => s.ciclo === 'Fidelizacion')!.cantidad).toBe(1);
    expect(stats.Cliente.statsCiclo).toHaveLength(7);
    const anual = await ok(h.gql<{ Cliente: { statsAnnCiclo: { mes: string; ciclos: { ciclo: string; cantidad: number }[] }[] } }>(`query { Cliente { statsAnnCiclo { mes ciclos { ciclo cantidad } } } }`, {}, a.token));
    const nov = anual.Cliente.statsAnnCiclo.find((m) => m.mes === '2026-11')!;
    expect(nov.ciclos.find((x) => x.ciclo === 'Fidelizacion')!.cantidad).toBe(1);
    // the cron settings: the five cycles, numbers, Fidelizacion with months
    const cron = await ok(
      h.gql<{ Cliente: { createCron: { ciclos: { nombre: string; valor: number; meses: number | null }[] } } }>(
        `mutation($i: ClienteCronInput!) { Cliente { createCron(input: $i) { ciclos { nombre valor meses } } } }`,
        { i: { ciclos: [{ nombre: 'Fidelizacion', valor: 3, meses: 6 }, { nombre: 'Retencion', valor: 60 }] } },
        a.token,
      ),
    );
    expect(cron.Cliente.createCron.ciclos).toEqual([
      { nombre: 'En Contacto', valor: 0, meses: null },
      { nombre: 'Fidelizacion', valor: 3, meses: 6 },
      { nombre: 'Retencion', valor: 60, meses: null },
      { nombre: 'Recuperacion', valor: 0, meses: null },
      { nombre: 'Finalizado', valor: 0, meses: null },
    ]);
  });
});

describe('categories (ruling B-5)', () => {
  it('has the spec defaults, a unique name, shows on the customer, and is not deleted while in use', async () => {
    const a = await signup(h);
    const cat = (await ok(h.gql<{ CategoriaCliente: { create: C } }>(CAT, { i: { nombre: 'Mayorista' } }, a.token))).CategoriaCliente.create;
    expect(cat).toMatchObject({ nombre: 'Mayorista', esPorcentual: true, valor: '0', color: 'default' });
    const edit = (await ok(h.gql<{ CategoriaCliente: { create: C } }>(CAT, { i: { _id: cat._id, nombre: 'Mayorista', valor: '10', color: 'success' } }, a.token))).CategoriaCliente.create;
    expect(edit).toMatchObject({ _id: cat._id, valor: '10', color: 'success' });
    expect(errorOf(await h.gql(CAT, { i: { nombre: 'MAYORISTA' } }, a.token))).toMatchObject({ code: 'CONFLICT', field: 'nombre' });
    expect(errorOf(await h.gql(CAT, { i: { nombre: 'Mucho', valor: '150' } }, a.token))).toMatchObject({ field: 'valor', message: 'Un descuento en porcentaje no puede pasar de 100.' });
    const c = await crear(a.token, { nombre: 'Cliente Mayorista', categoria: { _id: cat._id } });
    expect(c.categoria).toEqual({ _id: cat._id, nombre: 'Mayorista', esPorcentual: true, valor: '10', color: 'success' });
    const del = await ok(h.gql<{ CategoriaCliente: { delete: { state: boolean; message: string }[] } }>(CAT_DELETE, { ids: [cat._id] }, a.token));
    expect(del.CategoriaCliente.delete[0]).toMatchObject({ state: false, message: 'La categoría «Mayorista» tiene clientes («Cliente Mayorista»…): cámbielos de categoría primero.' });
    const filtro = await ok(h.gql<{ Cliente: { readAllByEmisor: { feed: C[] } } }>(LIST, { f: { categoria: cat._id } }, a.token));
    expect(filtro.Cliente.readAllByEmisor.feed.map((x) => x.nombre)).toEqual(['Cliente Mayorista']);
  });
});

describe('balance in favour (ruling B-3)', () => {
  it('keeps a running total, refuses an overdraw, and sums per type', async () => {
    const a = await signup(h);
    const c = await crear(a.token, { nombre: 'Cliente Saldo' });
    const e1 = (await ok(h.gql<{ Cliente: { setBalance: C } }>(SET_BALANCE, { id: c._id, m: '15000.50', t: 'CREDITO', d: 'Anticipo' }, a.token))).Cliente.setBalance;
    expect(e1).toMatchObject({ consecutivo: 1, type: 'CREDITO', monto: '15000.5', total: '15000.5', detalle: 'Anticipo', cliente: { nombre: 'Cliente Saldo' } });
    const e2 = (await ok(h.gql<{ Cliente: { setBalance: C } }>(SET_BALANCE, { id: c._id, m: '5000', t: 'debito' }, a.token))).Cliente.setBalance;
    expect(e2).toMatchObject({ consecutivo: 2, type: 'DEBITO', total: '10000.5' });
    expect(errorOf(await h.gql(SET_BALANCE, { id: c._id, m: '10000.51', t: 'DEBITO' }, a.token))).toMatchObject({ field: 'monto', message: 'El saldo a favor de «Cliente Saldo» es 10000.50: no alcanza para ese débito.' });
    expect(errorOf(await h.gql(SET_BALANCE, { id: c._id, m: '0', t: 'CREDITO' }, a.token))).toMatchObject({ field: 'monto' });
    expect(errorOf(await h.gql(SET_BALANCE, { id: c._id, m: '1', t: 'OTRO' }, a.token))).toMatchObject({ field: 'type' });
    const q = await ok(
      h.gql<{ Cliente: { getBalanceTotal: string; getBalance: { consecutivo: number }[]; getBalanceAccount: { type: string; monto: string; movimientos: number }[]; readById: C } }>(
        `query($id: ID!) { Cliente { getBalanceTotal(_id: $id) getBalance(_id: $id) { consecutivo } getBalanceAccount { type monto movimientos } readById(_id: $id) { balanceTotal } } }`,
        { id: c._id },
        a.token,
      ),
    );
    expect(q.Cliente).toEqual({
      getBalanceTotal: '10000.5',
      getBalance: [{ consecutivo: 2 }, { consecutivo: 1 }],
      getBalanceAccount: [
        { type: 'CREDITO', monto: '15000.5', movimientos: 1 },
        { type: 'DEBITO', monto: '5000', movimientos: 1 },
      ],
      readById: { balanceTotal: '10000.5' },
    });
    const rango = await ok(
      h.gql<{ Cliente: { getBalancesByDate: unknown[]; getBalanceAccountByDate: { monto: string }[] } }>(
        `query { Cliente { getBalancesByDate(start: "2026-11-01T00:00:00Z", end: "2026-11-30T00:00:00Z") { consecutivo } getBalanceAccountByDate(start: "2026-10-01T00:00:00Z", end: "2026-10-31T00:00:00Z") { monto } } }`,
        {},
        a.token,
      ),
    );
    expect(rango.Cliente.getBalancesByDate).toHaveLength(2);
    expect(rango.Cliente.getBalanceAccountByDate.map((x) => x.monto)).toEqual(['0', '0']);
    // a customer with balance entries is not deleted
    const del = await ok(h.gql<{ Cliente: { delete: { state: boolean }[] } }>(DELETE, { ids: [c._id] }, a.token));
    expect(del.Cliente.delete[0]!.state).toBe(false);
  });
});

describe('executives (ruling B-6)', () => {
  it('an EJECUTIVO sees and edits only their own customers; their new customers are theirs', async () => {
    const owner = await signup(h);
    const role = await ok(h.gql<{ Role: { create: { _id: string } } }>(ROLE, { i: { name: 'Ventas', events: [{ name: 'Clientes', group: [{ path: '/clientes/lista', check: true }] }] } }, owner.token));
    const email = `ejecutivo.${owner.emisor.slice(-6)}@prueba.cr`;
    const sub = await ok(
      h.gql<{ User: { createUser: { _id: string } } }>(SUB, { i: { email, fullname: 'Eva Ejecutiva', password: 'Clave2026!', crmRole: 'EJECUTIVO', roles: [{ _id: role.Role.create._id, check: true }] } }, owner.token),
    );
    const evaId = sub.User.createUser._id;
    const eva = (await ok(h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password: 'Clave2026!' } }))).User.login.token;
    const ajeno = await crear(owner.token, { nombre: 'Cliente del Dueño' });
    const asignado = await crear(owner.token, { nombre: 'Cliente Asignado' });
    const r = await ok(h.gql<{ Cliente: { setEjecutivo: C } }>(`mutation($id: ID!, $e: ID) { Cliente { setEjecutivo(_id: $id, ejecutivo: $e) { ejecutivo { _id fullname } } } }`, { id: asignado._id, e: evaId }, owner.token));
    expect(r.Cliente.setEjecutivo.ejecutivo).toEqual({ _id: evaId, fullname: 'Eva Ejecutiva' });
    const propio = await crear(eva, { nombre: 'Cliente Propio de Eva' });
    expect(propio.ejecutivo).toEqual({ _id: evaId, fullname: 'Eva Ejecutiva' });
    const lista = await ok(h.gql<{ Cliente: { readAllByEmisor: { feed: C[] } } }>(LIST, {}, eva));
    expect(lista.Cliente.readAllByEmisor.feed.map((c) => c.nombre)).toEqual(['Cliente Asignado', 'Cliente Propio de Eva']);
    expect(await buscar(eva, 'cliente')).toEqual(['Cliente Asignado', 'Cliente Propio de Eva']);
    // asking for someone else's customers still answers only hers
    expect(await buscar(eva, 'cliente', owner.id)).toEqual(['Cliente Asignado', 'Cliente Propio de Eva']);
    expect((await ok(h.gql<{ Cliente: { readById: C | null } }>(BY_ID, { id: ajeno._id }, eva))).Cliente.readById).toBeNull();
    expect(errorOf(await h.gql(CREATE, { i: { _id: ajeno._id, nombre: 'Robado' } }, eva)).code).toBe('NOT_FOUND');
    expect(errorOf(await h.gql(SET_CICLO, { id: ajeno._id }, eva)).code).toBe('NOT_FOUND');
    // the owner sees all three
    expect(await buscar(owner.token, 'cliente')).toHaveLength(3);
  });
});

describe('birthdays (ruling B-10)', () => {
  it('lists this month, today first', async () => {
    const a = await signup(h);
    await ok(h.gql(`mutation { Emisor { setModules(marketingModule: true) { marketingModule } } }`, {}, a.token));
    // the harness clock is 2026-11-22 in Costa Rica
    await crear(a.token, { nombre: 'Cumple Temprano', fechaNacimiento: '1980-11-02' });
    await crear(a.token, { nombre: 'Cumple Hoy', fechaNacimiento: '1995-11-22' });
    await crear(a.token, { nombre: 'Cumple Diciembre', fechaNacimiento: '1995-12-22' });
    const r = await ok(h.gql<{ Cliente: { readBirthday: C[] } }>(`query { Cliente { readBirthday { nombre } } }`, {}, a.token));
    expect(r.Cliente.readBirthday.map((c) => c.nombre)).toEqual(['Cumple Hoy', 'Cumple Temprano']);
  });
});

describe('dashboard', () => {
  it('sums sales to customers by month and ranks the top customers, customers per cycle included', async () => {
    const a = await signup(h);
    await ok(h.gql(`mutation { Emisor { setModules(crmModule: true) { crmModule } } }`, {}, a.token));
    const grande = await crear(a.token, { nombre: 'Cliente Grande', identificacion: { tipo: '02', numero: '3101444555' } });
    const chico = await crear(a.token, { nombre: 'Cliente Chico', identificacion: { tipo: '02', numero: '3101444666' } });
    const rec = (c: C, n: string) => ({ id: c._id, nombre: c.nombre, identificacion: { tipo: '02', numero: n } });
    await crearFactura(h, a.token, factura({ receptor: rec(grande, '3101444555'), detalleServicio: { lineaDetalle: [{ cantidad: '10', detalle: 'Consultoría', precioUnitario: '1000', codigoCABYS: '8313100000200' }] } }));
    await crearFactura(h, a.token, factura({ receptor: rec(chico, '3101444666') }));
    const t = await ok(
      h.gql<{ Cliente: { tablero: { ventasPorMes: { mes: string; total: string; documentos: number }[]; topClientes: { nombre: string; total: string; documentos: number }[] } } }>(
        `query { Cliente { tablero { ventasPorMes { mes total documentos } topClientes { nombre total documentos } } } }`,
        {},
        a.token,
      ),
    );
    expect(t.Cliente.tablero.ventasPorMes).toHaveLength(12);
    expect(t.Cliente.tablero.ventasPorMes[11]).toMatchObject({ mes: '2026-11', documentos: 2 });
    expect(t.Cliente.tablero.topClientes.map((x) => x.nombre)).toEqual(['Cliente Grande', 'Cliente Chico']);
    // 10 000 + 13 % VAT, and 2 000 + 13 %
    expect(t.Cliente.tablero.topClientes.map((x) => Number(x.total))).toEqual([11300, 2260]);
    expect(Number(t.Cliente.tablero.ventasPorMes[11]!.total)).toBe(13560);
  });
});

describe('statement of account', () => {
  it('carries the balance in, runs documents and payments in the period, and comes as a PDF and by e-mail', async () => {
    const a = await signup(h);
    const c = await crear(a.token, { nombre: 'Cliente Cuenta', identificacion: { tipo: '02', numero: '3101777888' }, correoElectronico: 'cuenta@cliente.cr' });
    const rec = { id: c._id, nombre: c.nombre, identificacion: { tipo: '02', numero: '3101777888' } };
    h.clock.now = new Date('2026-10-10T15:00:00Z');
    const vieja = await crearFactura(h, a.token, factura({ receptor: rec, condicionVenta: '02', plazoCredito: 30 }));
    h.clock.now = new Date('2026-11-05T15:00:00Z');
    const nueva = await crearFactura(h, a.token, factura({ receptor: rec, condicionVenta: '02', plazoCredito: 30, detalleServicio: { lineaDetalle: [{ cantidad: '5', detalle: 'Consultoría', precioUnitario: '1000', codigoCABYS: '8313100000200' }] } }));
    h.clock.now = new Date('2026-11-22T15:00:00Z');
    const abono = await ok(h.gql<{ Pago: { create: { consecutivo: string } } }>(`mutation($i: PagoInput!) { Pago { create(input: $i) { consecutivo } } }`, { i: { factura: { _id: vieja.id }, monto: '1000', concepto: 'Abono en efectivo', fecha: '2026-11-10T15:00:00Z' } }, a.token));
    // a bank transaction noted against the document is not a payment of it: it shows once, as the payment
    await ok(h.gql(`mutation($i: FacturaTransaccionInput!) { Factura { createTransaction(input: $i) { _id } } }`, { i: { factura: vieja.id, tipo: 'DEPOSITO', concepto: 'Depósito del abono', monto: '1000', fecha: '2026-11-10T15:00:00Z' } }, a.token));
    const q = `query($id: ID!, $s: DateTime!, $e: DateTime!) { Cliente { estadoCuenta(_id: $id, start: $s, end: $e) {
      cliente { nombre } saldoAFavor monedas { codigoMoneda saldoInicial cargos abonos saldoFinal lineas { tipo referencia detalle cargo abono saldo } } } } }`;
    const r = await ok(h.gql<{ Cliente: { estadoCuenta: { monedas: Record<string, unknown>[] } } }>(q, { id: c._id, s: '2026-11-01T06:00:00Z', e: '2026-12-01T06:00:00Z' }, a.token));
    expect(r.Cliente.estadoCuenta.monedas).toEqual([
      {
        codigoMoneda: 'CRC',
        saldoInicial: '2260',
        cargos: '5650',
        abonos: '1000',
        saldoFinal: '6910',
        lineas: [
          { tipo: 'FACTURA', referencia: nueva.consecutivo, detalle: 'Documento de venta', cargo: '5650', abono: '0', saldo: '7910' },
          { tipo: 'PAGO', referencia: vieja.consecutivo, detalle: `Pago ${abono.Pago.create.consecutivo}: Abono en efectivo`, cargo: '0', abono: '1000', saldo: '6910' },
        ],
      },
    ]);
    expect(errorOf(await h.gql(q, { id: c._id, s: '2026-12-01T00:00:00Z', e: '2026-11-01T00:00:00Z' }, a.token))).toMatchObject({ field: 'start', message: 'La fecha inicial es posterior a la final.' });
    const pdf = await ok(h.gql<{ Cliente: { estadoCuentaPdf: string } }>(`query($id: ID!) { Cliente { estadoCuentaPdf(_id: $id, start: "2026-11-01T06:00:00Z", end: "2026-12-01T06:00:00Z") } }`, { id: c._id }, a.token));
    expect(Buffer.from(pdf.Cliente.estadoCuentaPdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    await ok(h.gql(`mutation($id: ID!) { Cliente { sendEstadoCuenta(_id: $id, start: "2026-11-01T06:00:00Z", end: "2026-12-01T06:00:00Z") } }`, { id: c._id }, a.token));
    await drenar(h, 2);
    const correos = await correosA(h, 'cuenta@cliente.cr');
    expect(correos.some((m) => m.subject.startsWith('Estado de cuenta') && m.text.includes('del 01/11/2026 al 01/12/2026'))).toBe(true);
  });
});
