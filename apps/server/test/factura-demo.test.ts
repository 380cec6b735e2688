// `npm start` on an empty database: the demo issuer has real documents, and they reach Hacienda.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemo } from '../src/seed/demo.js';
import { startHarness, type Harness } from './harness.js';
import { drenar } from './factura-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('demo documents', () => {
  it('the demo issuer starts with signed documents that the simulator accepts', async () => {
    expect(await seedDemo(h.database.db, h.clock.now)).toBe(true);
    await drenar(h, 4, 10_000);
    const login = await h.gql<{ User: { login: { token: string } } }>(
      `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`,
      { c: { email: DEMO.email, password: DEMO.password } },
    );
    const token = login.data!.User.login.token;
    const r = await h.gql<{
      Factura: {
        readByEmisor: {
          feed: {
            documento: { id: string };
            estadoDocumento: { value: string };
            emisor: { identificacion: { numero: string } };
          }[];
        };
      };
    }>(
      `query { Factura { readByEmisor(limit: 50) { feed { documento { id } estadoDocumento { value } emisor { identificacion { numero } } } } } }`,
      {},
      token,
    );
    const feed = r.data!.Factura.readByEmisor.feed;
    expect(feed.map((f) => f.documento.id).sort()).toEqual([
      '01',
      '01',
      '03',
      '04',
      '04',
      'proforma',
    ]);
    for (const f of feed) expect(['3', '8']).toContain(f.estadoDocumento.value);
    expect(feed[0]!.emisor.identificacion.numero).toBe('3101123456');
    // …and a catalogue: one item of each type, a composite, variants, a discounted item a scanner finds.
    const cat = await h.gql<{ Item: { readAllItemByEmisor: { tipo: { id: string }; itemRefId: string | null; esCompuesto: boolean }[]; readByCodigoRapido: { nombre: string; descuento: unknown[]; priceDateRange: unknown[] } } }>(
      `query { Item { readAllItemByEmisor { tipo { id } itemRefId esCompuesto } readByCodigoRapido(codigoRapido: "7441001234569") { nombre descuento { _id } priceDateRange { date } } } }`,
      {},
      token,
    );
    const items = cat.data!.Item.readAllItemByEmisor;
    expect([...new Set(items.map((i) => i.tipo.id))].sort()).toEqual(['01', '02', '03', '04', '05']);
    expect(items.filter((i) => i.itemRefId)).toHaveLength(2);
    expect(items.some((i) => i.esCompuesto)).toBe(true);
    expect(cat.data!.Item.readByCodigoRapido).toMatchObject({ nombre: 'Café tostado molido 500 g', descuento: [{}], priceDateRange: [{}] });
  });
});
