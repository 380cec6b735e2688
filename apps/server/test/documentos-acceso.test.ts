// Reads of documents follow the list pages the user may open (defect 3): the demo «Cajero» opens
// facturar, listaFactura and listaTiquete, so credit notes and proformas are closed to it in every
// read — the list, one document, its XML, its PDF, its log and its attachments.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crear, factura } from './factura-helpers.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let owner: Awaited<ReturnType<typeof signup>>;
let cajero: string;
let docs: { factura: string; tiquete: string; nota: string; proforma: string };

const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;
const LIST = `query($d: String) { Factura { readByEmisor(documento: $d, limit: 100) { feed { id documento { id } } } } }`;

beforeAll(async () => {
  h = await startHarness();
  owner = await signup(h);
  const role = await h.gql<{ Role: { create: { _id: string } } }>(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, {
    i: { name: 'Cajero', events: [{ name: 'Facturación', group: ['/facturacion/facturar', '/facturacion/listaFactura', '/facturacion/listaTiquete'].map((path) => ({ path, check: true })) }] },
  }, owner.token);
  const email = `cajero.${owner.emisor.slice(-8)}@prueba.cr`;
  await h.gql(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, { i: { email, fullname: 'Cajero', password: 'Cajero2026!', roles: [{ _id: role.data!.Role.create._id, check: true }] } }, owner.token);
  cajero = (await h.gql<{ User: { login: { token: string } } }>(LOGIN, { c: { email, password: 'Cajero2026!' } })).data!.User.login.token;
  const f = await crear(h, owner.token, factura());
  const t = await crear(h, owner.token, factura({ documento: '04', receptor: null }));
  const p = await crear(h, owner.token, factura({ documento: 'proforma' }));
  const nc = await h.gql<{ Factura: { createNotaCredito: { id: string } } }>(`mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Devolución total" }) { id } } }`, { f: f.id }, owner.token);
  docs = { factura: f.id, tiquete: t.id, nota: nc.data!.Factura.createNotaCredito.id, proforma: p.id };
});
afterAll(async () => h?.close());

describe('the Cajero reads only the documents of its list pages (defect 3)', () => {
  it('readByEmisor: asking for credit notes is FORBIDDEN, and without a type it lists only invoices and tickets', async () => {
    expect(errorOf(await h.gql(LIST, { d: '03' }, cajero))).toMatchObject({ code: 'FORBIDDEN', message: 'Tu usuario no tiene acceso a la lista de ese tipo de documento.' });
    const all = await h.gql<{ Factura: { readByEmisor: { feed: { id: string }[] } } }>(LIST, {}, cajero);
    expect(all.data!.Factura.readByEmisor.feed.map((d) => d.id).sort()).toEqual([docs.factura, docs.tiquete].sort());
    // the owner sees the four
    const own = await h.gql<{ Factura: { readByEmisor: { feed: { id: string }[] } } }>(LIST, {}, owner.token);
    expect(own.data!.Factura.readByEmisor.feed).toHaveLength(4);
  });

  const reads: [string, string, (id: string) => Record<string, unknown>][] = [
    ['Factura.readById', `query($id: ID!) { Factura { readById(id: $id) { id } } }`, (id) => ({ id })],
    ['Bitacora.downloadXML', `query($id: ID!) { Bitacora { downloadXML(id: $id) { id } } }`, (id) => ({ id })],
    ['Bitacora.readByIdFactura', `query($id: ID!) { Bitacora { readByIdFactura(idFactura: $id) { _id } } }`, (id) => ({ id })],
    ['Documentos.downloadPDF', `query($id: ID!) { Documentos { downloadPDF(doc: $id) { state } } }`, (id) => ({ id })],
    ['Factura.readAttachments', `query($id: ID!) { Factura { readAttachments(_idFactura: $id) { _id } } }`, (id) => ({ id })],
  ];

  it.each(reads)('%s of a credit note or a proforma is FORBIDDEN; of an invoice it answers', async (_n, query, vars) => {
    for (const id of [docs.nota, docs.proforma])
      expect(errorOf(await h.gql(query, vars(id), cajero)), id).toMatchObject({ code: 'FORBIDDEN', message: 'Tu usuario no tiene acceso a la lista de ese tipo de documento.' });
    expect((await h.gql(query, vars(docs.factura), cajero)).errors).toBeUndefined();
    expect((await h.gql(query, vars(docs.nota), owner.token)).errors).toBeUndefined();
  });
});
