// Tenant isolation, proved two ways: the catalog says every tenant table has forced row-level
// security, and random data of several issuers shows no operation crossing between them.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/types.js';
import { withTenant, withoutTenant } from '../src/db/tenant.js';
import { tenantTables } from '../src/db/rls.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Tables that are not tenant data (sign-in lookups, catalogues, infrastructure). */
const GLOBAL_TABLES = ['api_key', 'correo_enviado', 'credencial', 'dominio', 'error_cliente', 'evento', 'outbox', 'plan', 'rate_limit', 'recuperacion', 'secreto', 'tipo_cambio_bccr'];

describe('row-level security in the catalog', () => {
  it('every tenant table has RLS enabled and forced, with the tenant policy for reads and writes', async () => {
    const tables = await tenantTables(h.database.db);
    expect(tables).toEqual(expect.arrayContaining(['emisor', 'usuario', 'rol']));
    const rows = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; qual: string | null; with_check: string | null }>(tx, sql`
        select c.relname, c.relrowsecurity, c.relforcerowsecurity, p.qual, p.with_check
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_policies p on p.tablename = c.relname and p.schemaname = 'public' and p.policyname = 'tenant_isolation'
        where n.nspname = 'public' and c.relkind = 'r'`),
    );
    for (const t of tables) {
      const r = rows.find((x) => x.relname === t);
      expect(r, t).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
      expect(r!.qual, t).toMatch(/current_setting\('app\.emisor_id'/);
      expect(r!.with_check, t).toMatch(/current_setting\('app\.emisor_id'/);
    }
  });

  it('every table without emisor_id is a known global table (a tenant table cannot forget its column)', async () => {
    const tenant = new Set(await tenantTables(h.database.db));
    const all = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ table_name: string }>(tx, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    );
    const global = all.map((r) => r.table_name).filter((t) => !tenant.has(t)).sort();
    expect(global).toEqual(GLOBAL_TABLES);
  });

  it('the server works as a role that RLS binds', async () => {
    const [r] = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(tx, sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`),
    );
    expect(r).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('a search by a word inside names may use its trigram index although RLS binds the role', async () => {
    // RLS lets an index serve only LEAKPROOF conditions (rls.ts searchMayUseIndexes); the test
    // servers migrate as a superuser, as `npm start`'s PGlite does.
    const [r] = await withoutTenant(h.database.db, (tx) =>
      rowsOf<{ leakproof: boolean; indexdef: string }>(tx, sql`
        select (select proleakproof from pg_proc where oid = 'pg_catalog.textlike(text, text)'::regprocedure) as leakproof,
               (select indexdef from pg_indexes where indexname = 'item_busqueda_trgm_idx') as indexdef`),
    );
    expect(r!.leakproof).toBe(true);
    expect(r!.indexdef).toMatch(/USING gin \(emisor_id, busqueda gin_trgm_ops\)/);
  });

  it('the embedded database can be vacuumed and analyzed (it has no autovacuum)', async () => {
    if (h.database.kind !== 'pglite') return;
    await expect(h.database.vacuum()).resolves.toBeUndefined();
    const [r] = await withoutTenant(h.database.db, (tx) => rowsOf<{ role: string }>(tx, sql`select current_user as role`));
    expect(r!.role).toBe('jit_app'); // back to the application role afterwards
  });
});

type Issuer = { token: string; emisor: string; owner: string; roles: string[]; users: string[]; items: string[]; descuentos: string[]; categorias: string[]; costos: string[] };

const ROLE = `mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`;
const SUB = `mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`;

async function makeIssuer(nRoles: number, nUsers: number): Promise<Issuer> {
  const a = await signup(h);
  const roles: string[] = [];
  for (let i = 0; i < nRoles; i++) {
    const r = await h.gql<{ Role: { create: { _id: string } } }>(ROLE, { i: { name: `Rol ${i}`, events: [{ name: 'Facturación', group: [{ path: '/facturacion/facturar', check: i % 2 === 0 }] }] } }, a.token);
    roles.push(r.data!.Role.create._id);
  }
  const users: string[] = [];
  for (let i = 0; i < nUsers; i++) {
    const r = await h.gql<{ User: { createUser: { _id: string } } }>(SUB, { i: { email: `s${i}.${a.emisor.slice(-8)}@prueba.cr`, fullname: `Sub ${i}`, password: 'Clave2026!', roles: roles.slice(0, 1).map((_id) => ({ _id, check: true })) } }, a.token);
    users.push(r.data!.User.createUser._id);
  }
  // The catalogue: items (one a variant), a discount, a category, a fixed cost.
  await h.gql(`mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }`, {}, a.token);
  const tag = a.emisor.slice(-6);
  const d = await h.gql<{ Descuento: { create: { _id: string } } }>(`mutation($i: DescuentoInput!) { Descuento { create(input: $i) { _id } } }`, { i: { naturalezaDescuento: `Promo ${tag}`, porcentajeDescuento: '5' } }, a.token);
  const c = await h.gql<{ CategoriaItem: { create: { _id: string } } }>(`mutation($i: CategoriaItemInput!) { CategoriaItem { create(input: $i) { _id } } }`, { i: { nombre: `Cat ${tag}` } }, a.token);
  const f = await h.gql<{ CostoFijo: { create: { _id: string } } }>(`mutation($i: CostoInput!) { CostoFijo { create(input: $i) { _id } } }`, { i: { nombre: `Luz ${tag}` } }, a.token);
  const items: string[] = [];
  for (let i = 0; i < 2; i++) {
    const r = await h.gql<{ Item: { create: { _id: string } } }>(ITEM, { i: { nombre: `Artículo ${tag} ${i}`, codigoRapido: `R${tag}${i}`, descuento: [{ _id: d.data!.Descuento.create._id }], categoria: [c.data!.CategoriaItem.create._id] } }, a.token);
    items.push(r.data!.Item.create._id);
  }
  const v = await h.gql<{ Item: { saveVariant: { _id: string } } }>(`mutation($i: VariantInput!) { Item { saveVariant(input: $i) { _id } } }`, { i: { itemRefId: items[0], nombre: '[Roja]' } }, a.token);
  items.push(v.data!.Item.saveVariant._id);
  return { token: a.token, emisor: a.emisor, owner: a.id, roles, users, items, descuentos: [d.data!.Descuento.create._id], categorias: [c.data!.CategoriaItem.create._id], costos: [f.data!.CostoFijo.create._id] };
}

const ITEM = `mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }`;
const pick = (xs: string[], i: number) => xs[i % xs.length]!;
const estadoFalso = async (q: string, vars: Record<string, unknown>, token: string) => {
  const r = await h.gql<Record<string, Record<string, { state: boolean }[]>>>(q, vars, token);
  return Object.values(Object.values(r.data!)[0]!)[0]![0]!.state === false;
};

/** What one issuer can try on another's ids; each returns true when nothing leaked or changed. */
const attacks: Record<string, (a: Issuer, b: Issuer, i: number) => Promise<boolean>> = {
  readRole: async (a, b, i) =>
    (await h.gql<{ Role: { readById: unknown } }>(`query($id: ID!) { Role { readById(_id: $id) { _id name } } }`, { id: b.roles[i % b.roles.length] }, a.token)).data?.Role.readById === null,
  updateRole: async (a, b, i) => errorOf(await h.gql(ROLE, { i: { _id: b.roles[i % b.roles.length], name: 'Robado', events: [] } }, a.token)).code === 'NOT_FOUND',
  deleteRole: async (a, b, i) => {
    const r = await h.gql<{ Role: { delete: { state: boolean }[] } }>(`mutation($ids: [ID!]!) { Role { delete(ids: $ids) { _id state message } } }`, { ids: [b.roles[i % b.roles.length]] }, a.token);
    return r.data!.Role.delete[0]!.state === false;
  },
  readUser: async (a, b, i) => (await h.gql<{ User: { readSubUserById: unknown } }>(`query($id: ID!) { User { readSubUserById(_id: $id) { _id } } }`, { id: b.users[i % b.users.length] }, a.token)).data!.User.readSubUserById === null,
  updateUser: async (a, b, i) => errorOf(await h.gql(SUB, { i: { _id: b.users[i % b.users.length], email: `x${i}@robo.cr`, fullname: 'Robado' } }, a.token)).code === 'NOT_FOUND',
  deleteUser: async (a, b, i) => {
    const r = await h.gql<{ User: { delete: { state: boolean }[] } }>(`mutation($ids: [ID!]!) { User { delete(ids: $ids) { _id state message } } }`, { ids: [b.users[i % b.users.length]] }, a.token);
    return r.data!.User.delete[0]!.state === false;
  },
  subPassword: async (a, b, i) => errorOf(await h.gql(`mutation($i: SubUserPasswordInput!) { User { changeSubUserPassword(input: $i) } }`, { i: { _id: b.users[i % b.users.length], password: 'Robada2026' } }, a.token)).code === 'NOT_FOUND',
  listOther: async (a, b) => errorOf(await h.gql(`query($e: ID) { User { readAllByEmisor(emisor: $e) { _id } } }`, { e: b.emisor }, a.token)).code === 'FORBIDDEN',
  rolesOther: async (a, b) => errorOf(await h.gql(`query($e: ID) { Role { readAllByEmisor(emisor: $e) { feed { _id } } } }`, { e: b.emisor }, a.token)).code === 'FORBIDDEN',
  readOwner: async (a, b) => errorOf(await h.gql(`query($id: ID!) { User { readById(id: $id) { id } } }`, { id: b.owner }, a.token)).code === 'FORBIDDEN',
  readItem: async (a, b, i) => (await h.gql<{ Item: { readById: unknown } }>(`query($id: ID!) { Item { readById(_id: $id) { _id } } }`, { id: pick(b.items, i) }, a.token)).data!.Item.readById === null,
  updateItem: async (a, b, i) => errorOf(await h.gql(ITEM, { i: { _id: pick(b.items, i), nombre: 'Robado' } }, a.token)).code === 'NOT_FOUND',
  deleteItem: (a, b, i) => estadoFalso(`mutation($ids: [ID!]!) { Item { delete(ids: $ids) { _id state message } } }`, { ids: [pick(b.items, i)] }, a.token),
  variantsOther: async (a, b) => (await h.gql<{ Item: { readVariantsByItem: unknown[] } }>(`query($id: ID!) { Item { readVariantsByItem(_id: $id) { _id } } }`, { id: b.items[0] }, a.token)).data!.Item.readVariantsByItem.length === 0,
  variantOnOther: async (a, b) => errorOf(await h.gql(`mutation($i: VariantInput!) { Item { saveVariant(input: $i) { _id } } }`, { i: { itemRefId: b.items[0], nombre: '[Azul]' } }, a.token)).code === 'NOT_FOUND',
  imageOnOther: async (a, b, i) => errorOf(await h.gql(`mutation($id: ID!, $img: String!) { Item { setImage(_id: $id, image: $img) } }`, { id: pick(b.items, i), img: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }, a.token)).code === 'NOT_FOUND',
  codeOfOther: async (a, b) => (await h.gql<{ Item: { readByCodigoRapido: unknown } }>(`query($c: String!) { Item { readByCodigoRapido(codigoRapido: $c) { _id } } }`, { c: `R${b.emisor.slice(-6)}0` }, a.token)).data!.Item.readByCodigoRapido === null,
  searchOther: async (a, b) => (await h.gql<{ Item: { readBySearchString: unknown[] } }>(`query($q: String!) { Item { readBySearchString(searchString: $q) { _id } } }`, { q: b.emisor.slice(-6) }, a.token)).data!.Item.readBySearchString.length === 0,
  itemsOther: async (a, b) => errorOf(await h.gql(`query($e: ID) { Item { readToBill(emisor: $e) { feed { _id } } } }`, { e: b.emisor }, a.token)).code === 'FORBIDDEN',
  componentOfOther: async (a, b) => errorOf(await h.gql(ITEM, { i: { nombre: 'Receta', esCompuesto: true, composicion: [{ _idItem: b.items[0], porcion: '1' }] } }, a.token)).field === 'composicion.0',
  discountOfOther: async (a, b) => errorOf(await h.gql(ITEM, { i: { nombre: 'Con descuento', descuento: [{ _id: b.descuentos[0] }] } }, a.token)).field === 'descuento.0',
  readDescuento: async (a, b) => (await h.gql<{ Descuento: { readById: unknown } }>(`query($id: ID!) { Descuento { readById(_id: $id) { _id } } }`, { id: b.descuentos[0] }, a.token)).data!.Descuento.readById === null,
  updateDescuento: async (a, b) => errorOf(await h.gql(`mutation($i: DescuentoInput!) { Descuento { create(input: $i) { _id } } }`, { i: { _id: b.descuentos[0], naturalezaDescuento: 'Robado', porcentajeDescuento: '99' } }, a.token)).code === 'NOT_FOUND',
  deleteDescuento: (a, b) => estadoFalso(`mutation($ids: [ID!]!) { Descuento { delete(ids: $ids) { _id state message } } }`, { ids: b.descuentos }, a.token),
  readCategoria: async (a, b) => (await h.gql<{ CategoriaItem: { readById: unknown } }>(`query($id: ID!) { CategoriaItem { readById(_id: $id) { _id } } }`, { id: b.categorias[0] }, a.token)).data!.CategoriaItem.readById === null,
  updateCategoria: async (a, b) => errorOf(await h.gql(`mutation($i: CategoriaItemInput!) { CategoriaItem { create(input: $i) { _id } } }`, { i: { _id: b.categorias[0], nombre: 'Robada' } }, a.token)).code === 'NOT_FOUND',
  deleteCategoria: (a, b) => estadoFalso(`mutation($ids: [ID!]!) { CategoriaItem { delete(input: $ids) { _id state message } } }`, { ids: b.categorias }, a.token),
  updateCosto: async (a, b) => errorOf(await h.gql(`mutation($i: CostoInput!) { CostoFijo { create(input: $i) { _id } } }`, { i: { _id: b.costos[0], nombre: 'Robado' } }, a.token)).code === 'NOT_FOUND',
  deleteCosto: (a, b) => estadoFalso(`mutation($ids: [ID!]!) { CostoFijo { delete(input: $ids) { _id state message } } }`, { ids: b.costos }, a.token),
  costsOther: async (a, b) => errorOf(await h.gql(`query($e: ID) { CostoFijo { readAllByEmisor(emisor: $e) { _id } } }`, { e: b.emisor }, a.token)).code === 'FORBIDDEN',
  accountsOther: async (a, b) => errorOf(await h.gql(`query($e: ID) { Account { readAll(emisor: $e) { _id } } }`, { e: b.emisor }, a.token)).code === 'FORBIDDEN',
  listOwn: async (a, b) => {
    const r = await h.gql<{ User: { readAllByEmisor: { _id: string }[] } }>(`query { User { readAllByEmisor { _id } } }`, {}, a.token);
    const ids = r.data!.User.readAllByEmisor.map((u) => u._id);
    return !ids.some((id) => b.users.includes(id) || id === b.owner);
  },
};

describe('no operation crosses issuers', () => {
  it('random attacks of one issuer on another leave both unchanged (property)', async () => {
    const issuers = [await makeIssuer(2, 2), await makeIssuer(1, 3), await makeIssuer(3, 1)];
    const snapshot = async () =>
      Promise.all(
        issuers.map(async (x) => {
          const r = await h.gql<{ User: { readAllByEmisor: unknown[] }; Role: { readAllByEmisor: { feed: unknown[] } } }>(
            `query { User { readAllByEmisor { _id email fullname state } } Role { readAllByEmisor(limit: 100) { feed { _id name updatedAt } } }
              Item { readAllItemByEmisor { _id nombre updatedAt img { src } itemRefId } }
              Descuento { readAllByEmisor(limit: 100) { feed { _id naturalezaDescuento porcentajeDescuento updatedAt } } }
              CategoriaItem { readAllByEmisor { _id nombre updatedAt } } CostoFijo { readAllByEmisor { _id nombre updatedAt } } }`,
            {},
            x.token,
          );
          return r.data;
        }),
      );
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 1, max: 2 }),
        fc.constantFrom(...Object.keys(attacks)),
        fc.nat(5),
        async (ai, shift, attack, i) => {
          const a = issuers[ai]!;
          const b = issuers[(ai + shift) % 3]!;
          expect(await attacks[attack]!(a, b, i)).toBe(true);
        },
      ),
      { numRuns: 80 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('with no issuer set, every tenant table looks empty; with one, only its rows; writes for another fail', async () => {
    const a = await makeIssuer(1, 1);
    const b = await makeIssuer(1, 1);
    const db = h.database.db;
    for (const t of await tenantTables(db)) {
      const none = await withoutTenant(db, (tx) => rowsOf<{ n: number }>(tx, sql.raw(`select count(*)::int as n from "${t}"`)));
      expect(none[0]!.n, t).toBe(0);
      const own = await withTenant(db, a.emisor, (tx) => rowsOf<{ emisor_id: string }>(tx, sql.raw(`select distinct emisor_id from "${t}"`)));
      expect(own.every((r) => r.emisor_id === a.emisor), t).toBe(true);
    }
    await expect(
      withTenant(db, a.emisor, (tx) => tx.execute(sql`insert into rol (emisor_id, id, name) values (${b.emisor}, gen_random_uuid(), 'intruso')`)),
    ).rejects.toSatisfy((e: unknown) => /row-level security/.test(String((e as { cause?: Error }).cause?.message)));
    await expect(
      withTenant(db, a.emisor, (tx) => rowsOf(tx, sql`update rol set name = 'x' where emisor_id = ${b.emisor} returning id`)),
    ).resolves.toEqual([]);
  });
});
