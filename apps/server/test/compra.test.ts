// Suppliers and purchases: suppliers (create/update, paged by name, all, by identification, the
// 1 / n / 0 lookup, a delete refused when purchases name them), the mailbox log (paged newest
// first, searched, one with its XML), and the catalogue as purchases see it.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let u: Awaited<ReturnType<typeof signup>>;
beforeAll(async () => {
  h = await startHarness();
  u = await signup(h);
  await h.gql(`mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }`, {}, u.token);
}, 120_000);
afterAll(async () => h?.close());

const CREATE = `mutation($i: ProveedorInput!) { Proveedor { create(input: $i) { _id nombre identificacion { tipo numero } telefono { codigoPais numTelefono } plazoCredito codigoMoneda } } }`;
type P = { _id: string; nombre: string; identificacion: { tipo: string; numero: string }; telefono: { codigoPais: string; numTelefono: string } | null; plazoCredito: number | null };
const crearProveedor = async (i: Record<string, unknown>) => {
  const r = await h.gql<{ Proveedor: { create: P } }>(CREATE, { i }, u.token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.Proveedor.create;
};

describe('Proveedor', () => {
  it('creates with defaults (506, plazo null, CRC), updates with _id, refuses a repeated identification and bad data in Spanish', async () => {
    const a = await crearProveedor({ nombre: 'Distribuidora Azul', identificacion: { tipo: '02', numero: '3-101-123456' }, telefono: { numTelefono: '2222-3333' } });
    expect(a).toMatchObject({ identificacion: { tipo: '02', numero: '3101123456' }, telefono: { codigoPais: '506', numTelefono: '22223333' }, plazoCredito: null, codigoMoneda: 'CRC' });
    const b = await crearProveedor({ _id: a._id, nombre: 'Distribuidora Azul S.A.', identificacion: { tipo: '02', numero: '3101123456' }, plazoCredito: 30 });
    expect(b).toMatchObject({ _id: a._id, nombre: 'Distribuidora Azul S.A.', plazoCredito: 30 });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Otra', identificacion: { tipo: '02', numero: '3101123456' } } }, u.token))).toMatchObject({ code: 'CONFLICT', message: 'Ya hay un proveedor con esa identificación.' });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Otra', identificacion: { tipo: '09', numero: '1' } } }, u.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.identificacion.tipo' });
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Otra', identificacion: { tipo: '01', numero: '101110111' }, correoElectronico: 'no-es' } }, u.token))).toMatchObject({ field: 'input.correoElectronico', message: 'El correo electrónico no es válido.' });
  });

  it('pages by name, lists all, finds by identification, and looks up 1 / n / 0', async () => {
    for (const [n, id] of [['Ferretería Central', '3101000001'], ['Ferretería Norte', '3101000002'], ['Lácteos del Valle', '3101000003']] as const)
      await crearProveedor({ nombre: n, identificacion: { tipo: '02', numero: id } });
    const q = await h.gql<{ Proveedor: { readAllByEmisor: { feed: { nombre: string }[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string } }; readAll: { nombre: string }[] } }>(
      `query { Proveedor { readAllByEmisor(limit: 2, filter: "ferre") { feed { nombre } pageInfo { hasNextPage nextPageCursor } } readAll { nombre } } }`,
      {},
      u.token,
    );
    expect(q.data!.Proveedor.readAllByEmisor.feed.map((p) => p.nombre)).toEqual(['Ferretería Central', 'Ferretería Norte']);
    expect(q.data!.Proveedor.readAllByEmisor.pageInfo.hasNextPage).toBe(false);
    expect(q.data!.Proveedor.readAll.length).toBeGreaterThanOrEqual(4);
    const p1 = await h.gql<{ Proveedor: { readAllByEmisor: { feed: { nombre: string }[]; pageInfo: { nextPageCursor: string } } } }>(`query { Proveedor { readAllByEmisor(limit: 1) { feed { nombre } pageInfo { nextPageCursor } } } }`, {}, u.token);
    const p2 = await h.gql<{ Proveedor: { readAllByEmisor: { feed: { nombre: string }[] } } }>(`query($c: String) { Proveedor { readAllByEmisor(limit: 1, cursor: $c) { feed { nombre } } } }`, { c: p1.data!.Proveedor.readAllByEmisor.pageInfo.nextPageCursor }, u.token);
    expect(p2.data!.Proveedor.readAllByEmisor.feed[0]!.nombre > p1.data!.Proveedor.readAllByEmisor.feed[0]!.nombre).toBe(true);
    const f = await h.gql<{ Proveedor: { findByIdentificacion: { id: string } | null; otro: null } }>(`query { Proveedor { findByIdentificacion(input: { tipo: "02", numero: "3-101-000003" }) { id } otro: findByIdentificacion(input: { tipo: "02", numero: "999" }) { id } } }`, {}, u.token);
    expect(f.data!.Proveedor.findByIdentificacion?.id).toBeTruthy();
    expect(f.data!.Proveedor.otro).toBeNull();
    const busca = async (nid: string) => (await h.gql<{ Proveedor: { readByNombreIdentificacion: { resultado: string; proveedor: { nombre: string } | null; candidatos: unknown[] } } }>(`query($n: String!) { Proveedor { readByNombreIdentificacion(nid: $n) { resultado proveedor { nombre } candidatos { _id } } } }`, { n: nid }, u.token)).data!.Proveedor.readByNombreIdentificacion;
    expect(await busca('lácteos')).toMatchObject({ resultado: '1', proveedor: { nombre: 'Lácteos del Valle' }, candidatos: [] });
    expect(await busca('3101000003')).toMatchObject({ resultado: '1' });
    expect((await busca('ferretería')).resultado).toBe('n');
    expect((await busca('ferretería')).candidatos).toHaveLength(2);
    expect(await busca('zapatería')).toMatchObject({ resultado: '0', proveedor: null });
  });

  it('deletes per id: unknown ids and suppliers with purchases are refused in Spanish, nothing cascades', async () => {
    const p = await crearProveedor({ nombre: 'Borrable', identificacion: { tipo: '01', numero: '112223333' } });
    const r = await h.gql<{ Proveedor: { delete: { _id: string; state: boolean; message: string }[] } }>(`mutation($ids: [ID!]!) { Proveedor { delete(ids: $ids) { _id state message } } }`, { ids: [p._id, uuidv7()] }, u.token);
    expect(r.data!.Proveedor.delete).toEqual([
      { _id: p._id, state: true, message: 'Proveedor «Borrable» borrado.' },
      { _id: expect.any(String), state: false, message: 'El proveedor no existe.' },
    ]);
    const read = await h.gql<{ Proveedor: { readById: null } }>(`query($id: ID!) { Proveedor { readById(_id: $id) { _id } } }`, { id: p._id }, u.token);
    expect(read.data!.Proveedor.readById).toBeNull();
  });
});

describe('AutoEmail', () => {
  it('pages newest first, searches doc, sender and error, and reads one with its XML', async () => {
    const base = Date.parse('2026-11-01T12:00:00Z');
    await withTenant(h.database.db, u.emisor, async (tx) => {
      for (let i = 0; i < 12; i++)
        await tx.execute(sql`insert into auto_email (emisor_id, id, mensaje_id, doc, provider, status, error, xml, created_at) values (${u.emisor}::uuid, ${uuidv7()}::uuid, ${`m${i}`}, ${`5060${i}`}, ${i === 3 ? 'ventas@lacteos.cr' : 'otro@prov.cr'}, ${i === 5 ? 'ERROR' : 'RECIBIDO'}, ${i === 5 ? 'El XML no va dirigido a este emisor.' : null}, ${'<FacturaElectronica/>'}, ${new Date(base + i * 60_000).toISOString()}::timestamptz)`);
    });
    const Q = `query($c: String, $s: String) { AutoEmail { readByEmisor(cursor: $c, searchString: $s) { feed { _id doc provider status error xml } pageInfo { hasNextPage nextPageCursor } } } }`;
    type R = { AutoEmail: { readByEmisor: { feed: { _id: string; doc: string; status: string; xml: string | null }[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string } } } };
    const p1 = await h.gql<R>(Q, {}, u.token);
    expect(p1.data!.AutoEmail.readByEmisor.feed).toHaveLength(10);
    expect(p1.data!.AutoEmail.readByEmisor.feed[0]).toMatchObject({ doc: '506011', xml: null });
    const p2 = await h.gql<R>(Q, { c: p1.data!.AutoEmail.readByEmisor.pageInfo.nextPageCursor }, u.token);
    expect(p2.data!.AutoEmail.readByEmisor.feed.map((f) => f.doc)).toEqual(['50601', '50600']);
    expect(p2.data!.AutoEmail.readByEmisor.pageInfo.hasNextPage).toBe(false);
    expect((await h.gql<R>(Q, { s: 'LACTEOS' }, u.token)).data!.AutoEmail.readByEmisor.feed.map((f) => f.doc)).toEqual(['50603']);
    expect((await h.gql<R>(Q, { s: 'dirigido' }, u.token)).data!.AutoEmail.readByEmisor.feed.map((f) => f.status)).toEqual(['ERROR']);
    const uno = await h.gql<{ AutoEmail: { readById: { xml: string } } }>(`query($id: ID!) { AutoEmail { readById(_id: $id) { xml } } }`, { id: p1.data!.AutoEmail.readByEmisor.feed[0]!._id }, u.token);
    expect(uno.data!.AutoEmail.readById.xml).toBe('<FacturaElectronica/>');
    expect(errorOf(await h.gql(Q, { c: 'basura' }, u.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'cursor' });
  });
});

describe('Item for purchases (ruling E-5)', () => {
  it('adds a bought item from a purchase line and lists only what is bought (01, 02, 04)', async () => {
    const add = await h.gql<{ Item: { addItemCompras: { _id: string; nombre: string; tipo: { id: string }; SKU: string } } }>(
      `mutation($i: ItemCompraInput!) { Item { addItemCompras(input: $i) { _id nombre tipo { id } SKU } } }`,
      { i: { nombre: 'Harina de trigo 25 kg', SKU: 'HAR-25', codigo: '2311000000100', unidadMedida: 'Unid' } },
      u.token,
    );
    expect(add.errors).toBeUndefined();
    expect(add.data!.Item.addItemCompras).toMatchObject({ nombre: "Harina de trigo 25 kg", tipo: { id: "01" }, SKU: 'HAR-25' });
    await h.gql(`mutation { Item { create(input: { nombre: "Servicio de diseño", tipo: "05", codigo: "8399000000000" }) { _id } } }`, {}, u.token);
    const l = await h.gql<{ Item: { readItemsCompras: { nombre: string }[] } }>(`query { Item { readItemsCompras { nombre } } }`, {}, u.token);
    expect(l.data!.Item.readItemsCompras.map((i) => i.nombre)).toEqual(['Harina de trigo 25 kg']);
    expect(errorOf(await h.gql(`mutation { Item { addItemCompras(input: { nombre: "Servicio", tipo: "05" }) { _id } } }`, {}, u.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.tipo' });
  });
});
