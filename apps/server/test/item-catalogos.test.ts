// Categories, discounts, the three cost catalogues and the chart of accounts their accounts come from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { crearItem, cuentaConInventario } from './item-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const CAT = `mutation($i: CategoriaItemInput!) { CategoriaItem { create(input: $i) { _id nombre number color prioridad sub { nombre img { src } } } } }`;
const DESC = `mutation($i: DescuentoInput!) { Descuento { create(input: $i) { _id naturalezaDescuento porcentajeDescuento montoDescuento codigoDescuento { id value } codigoDescuentoOTRO } } }`;
const CUENTAS = `query { Account { readAll { _id _idAccountType name sysName code state accountType { code type category report } } } }`;

type Cuenta = { _id: string; code: string; sysName: string | null; name: string; accountType: { category: string } };

describe('Account.readAll (ruling F2-1)', () => {
  it('copies the chart to the issuer on first read, the same accounts on every read, its own ids per issuer', async () => {
    const a = await signup(h);
    const b = await signup(h);
    const r1 = (await h.gql<{ Account: { readAll: Cuenta[] } }>(CUENTAS, {}, a.token)).data!.Account.readAll;
    const r2 = (await h.gql<{ Account: { readAll: Cuenta[] } }>(CUENTAS, {}, a.token)).data!.Account.readAll;
    const rb = (await h.gql<{ Account: { readAll: Cuenta[] } }>(CUENTAS, {}, b.token)).data!.Account.readAll;
    expect(r1.length).toBeGreaterThan(50);
    expect(r2).toEqual(r1);
    expect(rb.map((c) => c.code)).toEqual(r1.map((c) => c.code));
    expect(rb.some((c) => r1.some((x) => x._id === c._id))).toBe(false);
    expect(r1.find((c) => c.sysName === 'AJUSTE_MERMA')).toMatchObject({ name: 'Ajuste de inventario por merma', accountType: { category: 'Costos' } });
    expect(errorOf(await h.gql(`query($e: ID) { Account { readAll(emisor: $e) { _id } } }`, { e: b.emisor }, a.token))).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('CategoriaItem', () => {
  it('numbers categories per issuer, updates with _id, refuses a repeated name and deleting one in use', async () => {
    const a = await cuentaConInventario(h);
    const c1 = (await h.gql<{ CategoriaItem: { create: { _id: string; number: number } } }>(CAT, { i: { nombre: 'Bebidas', sub: [{ nombre: 'Frías' }] } }, a.token)).data!.CategoriaItem.create;
    const c2 = (await h.gql<{ CategoriaItem: { create: { _id: string; number: number; color: string } } }>(CAT, { i: { nombre: 'Panadería', color: 'warning', prioridad: true } }, a.token)).data!.CategoriaItem.create;
    expect([c1.number, c2.number, c2.color]).toEqual([1, 2, 'warning']);
    expect(errorOf(await h.gql(CAT, { i: { nombre: 'bebidas' } }, a.token))).toMatchObject({ code: 'CONFLICT', field: 'nombre', message: 'Ya hay una categoría con ese nombre.' });
    expect(errorOf(await h.gql(CAT, { i: { nombre: 'Otra', color: 'morado' } }, a.token))).toMatchObject({ field: 'color' });
    const upd = await h.gql<{ CategoriaItem: { create: { number: number; nombre: string } } }>(CAT, { i: { _id: c1._id, nombre: 'Bebidas frías' } }, a.token);
    expect(upd.data!.CategoriaItem.create).toMatchObject({ number: 1, nombre: 'Bebidas frías' });
    await crearItem(h, a.token, { nombre: 'Refresco', categoria: [c1._id] });
    const del = await h.gql<{ CategoriaItem: { delete: { state: boolean; message: string }[] } }>(`mutation($ids: [ID!]!) { CategoriaItem { delete(input: $ids) { _id state message } } }`, { ids: [c1._id, c2._id] }, a.token);
    expect(del.data!.CategoriaItem.delete.map((d) => [d.state, d.message])).toEqual([
      [false, 'La categoría «Bebidas frías» tiene artículos («Refresco»…): quíteselos primero.'],
      [true, 'Categoría «Panadería» borrada.'],
    ]);
    const list = await h.gql<{ CategoriaItem: { readAllByEmisor: { nombre: string }[] } }>(`query { CategoriaItem { readAllByEmisor(filter: "BEB") { nombre } } }`, {}, a.token);
    expect(list.data!.CategoriaItem.readAllByEmisor).toEqual([{ nombre: 'Bebidas frías' }]);
  });
});

describe('Descuento (ruling A1-11)', () => {
  it('keeps the v4.4 code (07 by default), rounds, pages, and refuses deleting one an item carries', async () => {
    const a = await cuentaConInventario(h);
    const d = (await h.gql<{ Descuento: { create: { _id: string } } }>(DESC, { i: { naturalezaDescuento: 'Cliente frecuente', porcentajeDescuento: '7.12345' } }, a.token)).data!.Descuento.create;
    expect(d).toMatchObject({ porcentajeDescuento: '7.123', montoDescuento: '0', codigoDescuento: { id: '07', value: 'Descuento Comercial' } });
    const otro = await h.gql<{ Descuento: { create: unknown } }>(DESC, { i: { naturalezaDescuento: 'Liquidación', montoDescuento: '250.123456', codigoDescuento: '99', codigoDescuentoOTRO: 'Fin de temporada' } }, a.token);
    expect(otro.data!.Descuento.create).toMatchObject({ montoDescuento: '250.12346', codigoDescuento: { id: '99' }, codigoDescuentoOTRO: 'Fin de temporada' });
    expect(errorOf(await h.gql(DESC, { i: { naturalezaDescuento: 'Sin monto' } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'porcentajeDescuento', message: 'Indique un porcentaje o un monto de descuento mayor que cero.' });
    expect(errorOf(await h.gql(DESC, { i: { naturalezaDescuento: 'Raro', montoDescuento: '1', codigoDescuento: '12' } }, a.token))).toMatchObject({ field: 'codigoDescuento' });
    const page = await h.gql<{ Descuento: { readAllByEmisor: { feed: { naturalezaDescuento: string }[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string } } } }>(`query($c: String) { Descuento { readAllByEmisor(limit: 1, cursor: $c) { feed { naturalezaDescuento } pageInfo { hasNextPage nextPageCursor } } } }`, {}, a.token);
    expect(page.data!.Descuento.readAllByEmisor.feed).toEqual([{ naturalezaDescuento: 'Cliente frecuente' }]);
    const next = await h.gql<{ Descuento: { readAllByEmisor: { feed: { naturalezaDescuento: string }[]; pageInfo: { hasNextPage: boolean } } } }>(`query($c: String) { Descuento { readAllByEmisor(limit: 1, cursor: $c) { feed { naturalezaDescuento } pageInfo { hasNextPage } } } }`, { c: page.data!.Descuento.readAllByEmisor.pageInfo.nextPageCursor }, a.token);
    expect(next.data!.Descuento.readAllByEmisor).toEqual({ feed: [{ naturalezaDescuento: 'Liquidación' }], pageInfo: { hasNextPage: false } });
    const it = await crearItem(h, a.token, { nombre: 'Café', descuento: [{ _id: d._id }] });
    expect(it.descuento).toEqual([{ _id: d._id, naturalezaDescuento: 'Cliente frecuente', codigoDescuento: { id: '07' } }]);
    const del = await h.gql<{ Descuento: { delete: { state: boolean; message: string }[] } }>(`mutation($ids: [ID!]!) { Descuento { delete(ids: $ids) { _id state message } } }`, { ids: [d._id] }, a.token);
    expect(del.data!.Descuento.delete[0]).toMatchObject({ state: false, message: 'El descuento «Cliente frecuente» lo lleva «Café»: quíteselo primero.' });
  });
});

describe('the cost catalogues', () => {
  for (const [ns, page] of [['GastosActivos', '/compras/tipos'], ['CostoFijo', '/inventario/costosfijos'], ['CostoVariable', '/inventario/costosvariables']] as const) {
    it(`${ns}: defaults Unid and CRC, an account of the chart, a list by name, deletion per id (guard ${page})`, async () => {
      const a = await cuentaConInventario(h);
      const cuentas = (await h.gql<{ Account: { readAll: Cuenta[] } }>(CUENTAS, {}, a.token)).data!.Account.readAll;
      const cuenta = cuentas.find((c) => c.sysName === 'GASTOS_GENERALES')!;
      const tipo = ns === 'GastosActivos' ? { tipo: 'Gasto' } : {};
      const create = `mutation($i: CostoInput!) { ${ns} { create(input: $i) { _id nombre tipo unidadMedida { id value } codigoMoneda { id simbolo } costoUnitarioTotal cuentaContable } } }`;
      const r = await h.gql<Record<string, { create: { _id: string } }>>(create, { i: { nombre: 'Zeta', costoUnitarioTotal: '10.123456', cuentaContable: cuenta._id, ...tipo } }, a.token);
      expect(r.data![ns]!.create).toMatchObject({ nombre: 'Zeta', unidadMedida: { id: 'Unid' }, codigoMoneda: { id: 'CRC', simbolo: '₡' }, costoUnitarioTotal: '10.12346', cuentaContable: cuenta._id });
      await h.gql(create, { i: { nombre: 'Alfa', cuentaContable: null, ...tipo } }, a.token);
      const list = await h.gql<Record<string, { readAllByEmisor: { nombre: string; cuentaContable: string | null; costoUnitarioTotal: string }[] }>>(`query { ${ns} { readAllByEmisor { nombre cuentaContable costoUnitarioTotal } } }`, {}, a.token);
      expect(list.data![ns]!.readAllByEmisor).toEqual([{ nombre: 'Alfa', cuentaContable: null, costoUnitarioTotal: '0' }, { nombre: 'Zeta', cuentaContable: cuenta._id, costoUnitarioTotal: '10.12346' }]);
      // Not an id at all: refused by the input walk before the service runs.
      expect(errorOf(await h.gql(create, { i: { nombre: 'X', cuentaContable: 'no-es-cuenta', ...tipo } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.cuentaContable' });
      // A well-formed id that is no account of this issuer's chart: the service's own check.
      expect(errorOf(await h.gql(create, { i: { nombre: 'X', cuentaContable: '00000000-0000-4000-8000-000000000000', ...tipo } }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cuentaContable' });
      const del = await h.gql<Record<string, { delete: { state: boolean }[] }>>(`mutation($ids: [ID!]!) { ${ns} { delete(input: $ids) { _id state message } } }`, { ids: [r.data![ns]!.create._id] }, a.token);
      expect(del.data![ns]!.delete[0]!.state).toBe(true);
      const sinModulo = await signup(h);
      expect(errorOf(await h.gql(create, { i: { nombre: 'X', ...tipo } }, sinModulo.token))).toMatchObject({ code: 'FORBIDDEN' });
    });
  }
  it('an expense or asset needs its type', async () => {
    const a = await cuentaConInventario(h);
    expect(errorOf(await h.gql(`mutation($i: CostoInput!) { GastosActivos { create(input: $i) { _id } } }`, { i: { nombre: 'Silla' } }, a.token))).toMatchObject({ field: 'tipo', message: 'El tipo debe ser Gasto o Activo.' });
  });
});
