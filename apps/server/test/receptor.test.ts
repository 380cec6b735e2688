// Receivers: the customers and suppliers looked up on the invoice entry screen, with the spec 3
// §5 omissions, one identification per issuer, exonerations, keyset paging and another issuer's ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const FIELDS = `id _id nombre identificacion { tipo numero } identificacionExtranjero nombreComercial ubicacion { provincia canton distrito otrasSenas }
  otrasSenasExtranjero telefono { codigoPais numTelefono } correoElectronico actividades { estado tipo codigo descripcion }
  exoneracion { id tipoDocumento { id value } tipoDocumentoOtro numeroDocumento articulo inciso nombreInstitucion { id value } nombreInstitucionOtros fechaEmision porcentajeExoneracion cabys }`;
const CREATE = `mutation($i: ReceptorInput!) { Receptor { create(input: $i) { ${FIELDS} } } }`;
const UPDATE = `mutation($i: ReceptorUpdateInput!) { Receptor { update(input: $i) { ${FIELDS} } } }`;
const ADD_EXO = `mutation($i: AddExoneracionInput!) { Receptor { addExoneracion(input: $i) { ${FIELDS} } } }`;
const SEARCH = `query($n: String!) { Receptor { readByNombreIdentificacion(nid: $n) { id nombre } } }`;
const LIST = `query($c: String, $l: Int, $f: String) { Receptor { readAll(cursor: $c, limit: $l, filter: $f) { feed { id nombre } pageInfo { nextPageCursor hasNextPage } } } }`;

type R = { id: string; nombre: string; exoneracion: { id: string; numeroDocumento: string; porcentajeExoneracion: string }[] } & Record<string, unknown>;
const crear = async (token: string, i: Record<string, unknown>) => {
  const r = await h.gql<{ Receptor: { create: R } }>(CREATE, { i }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.Receptor.create;
};

const EXO = { tipoDocumento: '03', numeroDocumento: 'AL-0001-26', nombreInstitucion: '01', fechaEmision: '2026-10-01T12:00:00-06:00', articulo: 7 };

describe('Receptor.create', () => {
  it('creates with the v4.4 fields, the default exoneration percentage 13 and clean values', async () => {
    const a = await signup(h);
    const r = await crear(a.token, {
      nombre: '  Distribuidora Ñandú S.A. ',
      identificacion: { tipo: '02', numero: '3-101-654321' },
      nombreComercial: 'Ñandú',
      ubicacion: { provincia: '2', canton: '1', distrito: '1', otrasSenas: 'Frente al parque' },
      telefono: { numTelefono: '2444 5566' },
      correoElectronico: 'Compras@Nandu.cr',
      actividades: [{ codigo: '521101', estado: 'A', descripcion: 'SUPERMERCADOS' }],
      exoneracion: [EXO],
    });
    expect(r).toMatchObject({
      nombre: 'Distribuidora Ñandú S.A.',
      identificacion: { tipo: '02', numero: '3101654321' },
      identificacionExtranjero: null,
      ubicacion: { provincia: '2', canton: '01', distrito: '01', otrasSenas: 'Frente al parque' },
      telefono: { codigoPais: '506', numTelefono: '24445566' },
      correoElectronico: 'compras@nandu.cr',
      actividades: [{ codigo: '521101', estado: 'A', tipo: null, descripcion: 'SUPERMERCADOS' }],
      exoneracion: [
        {
          tipoDocumento: { id: '03', value: 'Autorizado por Ley Especial' },
          numeroDocumento: 'AL-0001-26',
          articulo: 7,
          inciso: null,
          nombreInstitucion: { id: '01', value: 'Ministerio de Hacienda' },
          fechaEmision: '2026-10-01T18:00:00.000Z',
          porcentajeExoneracion: '13',
          cabys: [],
        },
      ],
    });
    expect(r._id).toBe(r.id);
  });

  it('spec 3 §5: a foreign identification replaces the national one, and a phone without a number is omitted', async () => {
    const a = await signup(h);
    const r = await crear(a.token, {
      nombre: 'Northwind Traders',
      identificacion: { tipo: '01', numero: '109870654' },
      identificacionExtranjero: 'US-84512345',
      telefono: { codigoPais: '1' },
      otrasSenasExtranjero: '1200 Market Street, San Francisco',
    });
    expect(r).toMatchObject({ identificacion: null, identificacionExtranjero: 'US84512345', telefono: null, otrasSenasExtranjero: '1200 Market Street, San Francisco' });
  });

  it('one identification per issuer (national and foreign): a repeat is CONFLICT on its field; another issuer may hold it', async () => {
    const a = await signup(h);
    await crear(a.token, { nombre: 'Primera', identificacion: { tipo: '01', numero: '109870654' } });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Segunda', identificacion: { tipo: '01', numero: '1-0987-0654' } } }, a.token))).toEqual({
      code: 'CONFLICT',
      field: 'identificacion.numero',
      message: 'Ya existe un receptor con la identificación 109870654: Primera.',
    });
    await crear(a.token, { nombre: 'Foreign One', identificacionExtranjero: 'P1234567' });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Foreign Two', identificacionExtranjero: 'P1234567' } }, a.token))).toMatchObject({ code: 'CONFLICT', field: 'identificacionExtranjero' });
    const b = await signup(h);
    expect((await crear(b.token, { nombre: 'Primera de B', identificacion: { tipo: '01', numero: '109870654' } })).nombre).toBe('Primera de B');
  });

  it('concurrent creates of the same identification: exactly one wins, the others get CONFLICT', async () => {
    const a = await signup(h);
    const rs = await Promise.all([1, 2, 3, 4].map((n) => h.gql(CREATE, { i: { nombre: `Carrera ${n}`, identificacion: { tipo: '02', numero: '3101999888' } } }, a.token)));
    expect(rs.filter((r) => !r.errors).length).toBe(1);
    expect(rs.filter((r) => r.errors).map((r) => errorOf(r).code)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT']);
  });

  const casos: [string, Record<string, unknown>, string, string?][] = [
    ['short name', { nombre: 'Al' }, 'nombre', 'El nombre debe tener de 3 a 100 caracteres.'],
    ['bad identification', { identificacion: { tipo: '01', numero: '123' } }, 'identificacion.numero', 'El número de identificación no tiene el formato de su tipo.'],
    ['foreign identification with symbols', { identificacionExtranjero: 'AB#12' }, 'identificacionExtranjero', 'La identificación extranjera debe tener de 1 a 20 letras o números.'],
    ['bad e-mail', { correoElectronico: 'a@b' }, 'correoElectronico'],
    ['bad district', { ubicacion: { provincia: '1', canton: '01', distrito: 'x', otrasSenas: 'Centro' } }, 'ubicacion.distrito'],
    ['short foreign address', { otrasSenasExtranjero: 'USA' }, 'otrasSenasExtranjero'],
    ['activity code', { actividades: [{ codigo: '12' }] }, 'actividades.0.codigo'],
    ['exoneration type', { exoneracion: [{ ...EXO, tipoDocumento: '55' }] }, 'exoneracion.0.tipoDocumento', 'El tipo de documento de exoneración debe ser un código de 01 a 11 o 99.'],
    ['exoneration 99 without description', { exoneracion: [{ ...EXO, tipoDocumento: '99' }] }, 'exoneracion.0.tipoDocumentoOtro'],
    ['institution 99 without name', { exoneracion: [{ ...EXO, nombreInstitucion: '99' }] }, 'exoneracion.0.nombreInstitucionOtros'],
    ['percentage over 100', { exoneracion: [{ ...EXO, porcentajeExoneracion: '101' }] }, 'exoneracion.0.porcentajeExoneracion'],
    ['future exoneration', { exoneracion: [{ ...EXO, fechaEmision: '2030-01-01T00:00:00Z' }] }, 'exoneracion.0.fechaEmision'],
    ['short document number', { exoneracion: [{ ...EXO, numeroDocumento: 'A1' }] }, 'exoneracion.0.numeroDocumento'],
    ['bad CABYS', { exoneracion: [{ ...EXO, cabys: ['123'] }] }, 'exoneracion.0.cabys.0'],
  ];
  it.each(casos)('refuses %s on its field', async (_n, extra, field, message) => {
    const a = await signup(h);
    const e = errorOf(await h.gql(CREATE, { i: { nombre: 'Receptor Prueba', ...extra } }, a.token));
    expect(e).toMatchObject({ code: 'BAD_USER_INPUT', field });
    if (message) expect(e.message).toBe(message);
  });
});

describe('lookup, list, update, exonerations and delete', () => {
  it('readByNombreIdentificacion: an exact identification gives one, a name gives several (accents and case ignored), nothing gives none', async () => {
    const a = await signup(h);
    const uno = await crear(a.token, { nombre: 'José Pérez', identificacion: { tipo: '01', numero: '109870654' } });
    await crear(a.token, { nombre: 'JOSEFINA PEREZ MORA', identificacion: { tipo: '01', numero: '209870654' } });
    await crear(a.token, { nombre: 'Ana Solís' });
    const ext = await crear(a.token, { nombre: 'Foreign Guest', identificacionExtranjero: 'X99887766' });
    expect((await h.gql(SEARCH, { n: '1-0987-0654' }, a.token)).data).toEqual({ Receptor: { readByNombreIdentificacion: [{ id: uno.id, nombre: 'José Pérez' }] } });
    expect((await h.gql(SEARCH, { n: 'x99887766' }, a.token)).data).toEqual({ Receptor: { readByNombreIdentificacion: [{ id: ext.id, nombre: 'Foreign Guest' }] } });
    const varios = await h.gql<{ Receptor: { readByNombreIdentificacion: { nombre: string }[] } }>(SEARCH, { n: 'perez' }, a.token);
    expect(varios.data!.Receptor.readByNombreIdentificacion.map((r) => r.nombre)).toEqual(['José Pérez', 'JOSEFINA PEREZ MORA']);
    expect((await h.gql(SEARCH, { n: 'zzz' }, a.token)).data).toEqual({ Receptor: { readByNombreIdentificacion: [] } });
    expect((await h.gql(SEARCH, { n: '%' }, a.token)).data).toEqual({ Receptor: { readByNombreIdentificacion: [] } });
    expect(errorOf(await h.gql(SEARCH, { n: '  ' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'nid' });
    // another issuer sees none of them
    const b = await signup(h);
    expect((await h.gql(SEARCH, { n: '109870654' }, b.token)).data).toEqual({ Receptor: { readByNombreIdentificacion: [] } });
  });

  it('readAll pages by name with a keyset cursor, with and without a filter', async () => {
    const a = await signup(h);
    const nombres = ['Carla', 'Álvaro', 'Beatriz', 'Daniel', 'Elena', 'Bruno', 'Andrés'];
    for (const n of nombres) await crear(a.token, { nombre: `${n} Cliente` });
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 5; i++) {
      const r: { data?: { Receptor: { readAll: { feed: { nombre: string }[]; pageInfo: { nextPageCursor: string | null; hasNextPage: boolean } } } } | null } = await h.gql(LIST, { c: cursor, l: 3 }, a.token);
      const page = r.data!.Receptor.readAll;
      seen.push(...page.feed.map((x) => x.nombre.split(' ')[0]!));
      cursor = page.pageInfo.nextPageCursor;
      if (!page.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(['Álvaro', 'Andrés', 'Beatriz', 'Bruno', 'Carla', 'Daniel', 'Elena']);
    const f = await h.gql<{ Receptor: { readAll: { feed: { nombre: string }[] } } }>(LIST, { f: 'BR' }, a.token);
    expect(f.data!.Receptor.readAll.feed.map((x) => x.nombre)).toEqual(['Bruno Cliente']);
    expect(errorOf(await h.gql(LIST, { c: 'basura' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cursor' });
  });

  it('update replaces the data and keeps exonerations unless sent; identification stays unique', async () => {
    const a = await signup(h);
    const r = await crear(a.token, { nombre: 'Cliente Viejo', identificacion: { tipo: '01', numero: '109870654' }, exoneracion: [EXO] });
    await crear(a.token, { nombre: 'Otro Cliente', identificacion: { tipo: '01', numero: '209870654' } });
    const u = await h.gql<{ Receptor: { update: R } }>(UPDATE, { i: { id: r.id, nombre: 'Cliente Nuevo', identificacion: { tipo: '01', numero: '109870654' }, correoElectronico: 'nuevo@c.cr' } }, a.token);
    expect(u.data!.Receptor.update).toMatchObject({ nombre: 'Cliente Nuevo', correoElectronico: 'nuevo@c.cr', exoneracion: [{ numeroDocumento: 'AL-0001-26' }] });
    expect(errorOf(await h.gql(UPDATE, { i: { id: r.id, nombre: 'Choque', identificacion: { tipo: '01', numero: '209870654' } } }, a.token))).toMatchObject({ code: 'CONFLICT', field: 'identificacion.numero' });
    const read = await h.gql(`query($id: ID!) { Receptor { readById(id: $id) { nombre } } }`, { id: r.id }, a.token);
    expect(read.data).toEqual({ Receptor: { readById: { nombre: 'Cliente Nuevo' } } });
  });

  it('addExoneracion adds, the same document number replaces, removeExoneracion removes', async () => {
    const a = await signup(h);
    const r = await crear(a.token, { nombre: 'Exonerado S.A.', identificacion: { tipo: '02', numero: '3002111222' } });
    const one = await h.gql<{ Receptor: { addExoneracion: R } }>(ADD_EXO, { i: { id: r.id, exoneracion: EXO } }, a.token);
    expect(one.data!.Receptor.addExoneracion.exoneracion).toMatchObject([{ numeroDocumento: 'AL-0001-26', porcentajeExoneracion: '13' }]);
    const firstId = one.data!.Receptor.addExoneracion.exoneracion[0]!.id;
    const two = await h.gql<{ Receptor: { addExoneracion: R } }>(ADD_EXO, { i: { id: r.id, exoneracion: { ...EXO, porcentajeExoneracion: '100', cabys: ['2391000000100'] } } }, a.token);
    expect(two.data!.Receptor.addExoneracion.exoneracion).toMatchObject([{ id: firstId, porcentajeExoneracion: '100', cabys: ['2391000000100'] }]);
    const three = await h.gql<{ Receptor: { addExoneracion: R } }>(ADD_EXO, { i: { id: r.id, exoneracion: { ...EXO, numeroDocumento: 'AL-0002-26', tipoDocumento: '99', tipoDocumentoOtro: 'Convenio especial' } } }, a.token);
    expect(three.data!.Receptor.addExoneracion.exoneracion.map((e) => e.numeroDocumento)).toEqual(['AL-0001-26', 'AL-0002-26']);
    expect(errorOf(await h.gql(ADD_EXO, { i: { id: r.id, exoneracion: { ...EXO, nombreInstitucion: 'Hacienda' } } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'exoneracion.nombreInstitucion' });
    const rm = await h.gql<{ Receptor: { removeExoneracion: R } }>(`mutation($id: ID!, $e: ID!) { Receptor { removeExoneracion(id: $id, exoneracionId: $e) { ${FIELDS} } } }`, { id: r.id, e: firstId }, a.token);
    expect(rm.data!.Receptor.removeExoneracion.exoneracion.map((e) => e.numeroDocumento)).toEqual(['AL-0002-26']);
  });

  it("another issuer's ids: not found, not changed, not deleted", async () => {
    const a = await signup(h);
    const b = await signup(h);
    const r = await crear(a.token, { nombre: 'De A', identificacion: { tipo: '01', numero: '109870654' } });
    expect((await h.gql(`query($id: ID!) { Receptor { readById(id: $id) { id } } }`, { id: r.id }, b.token)).data).toEqual({ Receptor: { readById: null } });
    expect(errorOf(await h.gql(UPDATE, { i: { id: r.id, nombre: 'Robado' } }, b.token))).toEqual({ code: 'NOT_FOUND', message: 'El receptor no existe.', field: undefined });
    expect(errorOf(await h.gql(ADD_EXO, { i: { id: r.id, exoneracion: EXO } }, b.token)).code).toBe('NOT_FOUND');
    const del = await h.gql(`mutation($ids: [ID!]!) { Receptor { delete(ids: $ids) { _id state message } } }`, { ids: [r.id] }, b.token);
    expect(del.data).toEqual({ Receptor: { delete: [{ _id: r.id, state: false, message: 'El receptor no existe.' }] } });
    // an id that is not one is refused by the schema, before anything is read
    const mal = await h.gql(`mutation($ids: [ID!]!) { Receptor { delete(ids: $ids) { _id state message } } }`, { ids: [r.id, 'no-es-id'] }, b.token);
    expect(errorOf(mal)).toEqual({ code: 'BAD_USER_INPUT', field: 'ids.1', message: 'El identificador de «ids» no es válido.' });
    expect((await h.gql(`query($id: ID!) { Receptor { readById(id: $id) { nombre } } }`, { id: r.id }, a.token)).data).toEqual({ Receptor: { readById: { nombre: 'De A' } } });
    // the owner deletes it, with a state per id
    const own = await h.gql(`mutation($ids: [ID!]!) { Receptor { delete(ids: $ids) { _id state message } } }`, { ids: [r.id] }, a.token);
    expect(own.data).toEqual({ Receptor: { delete: [{ _id: r.id, state: true, message: 'Receptor borrado.' }] } });
    expect(errorOf(await h.gql(SEARCH, { n: 'x' }, null)).code).toBe('UNAUTHENTICATED');
  });
});
