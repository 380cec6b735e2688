// Other-content templates: what an issuer adds to the v4.4 Otros element of its documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otrosXml } from '../src/modules/otros/xml.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const FIELDS = `_id detalle principal valorPrincipal cdata estructura { key value }`;
const CREATE = `mutation($i: OtroContenidoInput!) { Otros { create(input: $i) { ${FIELDS} } } }`;
const READ = `query($e: ID) { Otros { readOtroContenidoByEmisor(_idEmisor: $e) { ${FIELDS} } } }`;
const DELETE = `mutation($ids: [ID!]!) { Otros { delete(ids: $ids) { _id state message } } }`;

type O = { _id: string; detalle: string };

describe('Otros', () => {
  it('creates, lists by detalle, updates with _id and deletes with a state per id', async () => {
    const a = await signup(h);
    const oc = await h.gql<{ Otros: { create: O } }>(CREATE, { i: { _idEmisor: a.emisor, detalle: 'Orden de compra', principal: 'OrdenCompra', valorPrincipal: 'OC-2026-001', estructura: [{ key: 'Proveedor', value: '1234' }] } }, a.token);
    expect(oc.errors).toBeUndefined();
    expect(oc.data!.Otros.create).toMatchObject({ detalle: 'Orden de compra', principal: 'OrdenCompra', valorPrincipal: 'OC-2026-001', cdata: false, estructura: [{ key: 'Proveedor', value: '1234' }] });
    const nota = await h.gql<{ Otros: { create: O } }>(CREATE, { i: { detalle: 'Aviso', valorPrincipal: 'Gracias por su compra', cdata: true } }, a.token);
    const list = await h.gql<{ Otros: { readOtroContenidoByEmisor: O[] } }>(READ, { e: a.emisor }, a.token);
    expect(list.data!.Otros.readOtroContenidoByEmisor.map((o) => o.detalle)).toEqual(['Aviso', 'Orden de compra']);
    const upd = await h.gql<{ Otros: { create: O } }>(CREATE, { i: { _id: nota.data!.Otros.create._id, detalle: 'Aviso final', valorPrincipal: 'Gracias' } }, a.token);
    expect(upd.data!.Otros.create).toMatchObject({ _id: nota.data!.Otros.create._id, detalle: 'Aviso final', cdata: false });
    const del = await h.gql(DELETE, { ids: [oc.data!.Otros.create._id, '01a20100-0000-7000-8000-000000000009'] }, a.token);
    expect(del.data).toEqual({
      Otros: {
        delete: [
          { _id: oc.data!.Otros.create._id, state: true, message: 'Plantilla borrada.' },
          { _id: '01a20100-0000-7000-8000-000000000009', state: false, message: 'La plantilla no existe.' },
        ],
      },
    });
    expect((await h.gql<{ Otros: { readOtroContenidoByEmisor: O[] } }>(READ, {}, a.token)).data!.Otros.readOtroContenidoByEmisor.map((o) => o.detalle)).toEqual(['Aviso final']);
  });

  it('refuses bad input on its field, and content longer than the 500 characters Hacienda admits', async () => {
    const a = await signup(h);
    const casos: [Record<string, unknown>, string, string?][] = [
      [{ detalle: ' ' , valorPrincipal: 'x' }, 'detalle', 'Escribe el detalle.'],
      [{ detalle: 'Vacía' }, 'valorPrincipal', 'Escribe el valor principal o al menos un par de la estructura.'],
      [{ detalle: 'Código', principal: 'con espacio', valorPrincipal: 'x' }, 'principal'],
      [{ detalle: 'Claves', estructura: [{ key: 'A', value: '1' }, { key: 'a', value: '2' }] }, 'estructura.1.key', 'La clave a está repetida.'],
      [{ detalle: 'Larga', valorPrincipal: 'x'.repeat(300), estructura: [{ key: 'K', value: 'y'.repeat(300) }] }, 'estructura'],
    ];
    for (const [i, field, message] of casos) {
      const e = errorOf(await h.gql(CREATE, { i }, a.token));
      expect(e).toMatchObject({ code: 'BAD_USER_INPUT', field });
      if (message) expect(e.message).toBe(message);
    }
  });

  it("another issuer: its _idEmisor is FORBIDDEN, its templates are neither seen, updated nor deleted", async () => {
    const a = await signup(h);
    const b = await signup(h);
    const oc = await h.gql<{ Otros: { create: O } }>(CREATE, { i: { detalle: 'De A', valorPrincipal: 'x' } }, a.token);
    const id = oc.data!.Otros.create._id;
    expect(errorOf(await h.gql(READ, { e: a.emisor }, b.token))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await h.gql(CREATE, { i: { _idEmisor: a.emisor, detalle: 'Intruso', valorPrincipal: 'x' } }, b.token))).toMatchObject({ code: 'FORBIDDEN', message: 'No puedes operar sobre otro emisor.' });
    expect((await h.gql<{ Otros: { readOtroContenidoByEmisor: O[] } }>(READ, {}, b.token)).data!.Otros.readOtroContenidoByEmisor).toEqual([]);
    expect(errorOf(await h.gql(CREATE, { i: { _id: id, detalle: 'Robada', valorPrincipal: 'x' } }, b.token)).code).toBe('NOT_FOUND');
    expect((await h.gql(DELETE, { ids: [id] }, b.token)).data).toEqual({ Otros: { delete: [{ _id: id, state: false, message: 'La plantilla no existe.' }] } });
    expect((await h.gql<{ Otros: { readOtroContenidoByEmisor: O[] } }>(READ, {}, a.token)).data!.Otros.readOtroContenidoByEmisor.map((o) => o.detalle)).toEqual(['De A']);
  });

  it('maps templates onto the v4.4 Otros element (OtroTexto / OtroContenido with codigo)', () => {
    expect(
      otrosXml([
        { principal: 'OrdenCompra', valorPrincipal: 'OC-1', cdata: false, estructura: [{ key: 'Proveedor', value: '1234' }] },
        { principal: null, valorPrincipal: 'Gracias', cdata: true, estructura: [] },
      ]),
    ).toEqual({ otroTexto: [{ codigo: 'OrdenCompra', texto: 'OC-1; Proveedor: 1234' }], otroContenido: [{ texto: 'Gracias' }] });
    expect(otrosXml([])).toBeUndefined();
  });
});
