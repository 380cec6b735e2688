// Read-only catalogues (spec 3 "Read-only catalogues", §9; DECISIONS #22, #29) through the real
// endpoint: what a signed-in clerk's screens receive, the spec's filters, CABYS search, and the
// Spanish refusals for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await signup(h, { profile: 'COMMUNITY' })).token;
});
afterAll(async () => h?.close());

type Entrada = { id: string; value: string; annotation: string | null };
const read = async <T = Entrada[]>(ns: string, op = 'readAll', fields = 'id value annotation', args = '') => {
  const r = await h.gql<Record<string, Record<string, T>>>(`query { ${ns} { ${op}${args} { ${fields} } } }`, {}, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data[ns]![op]!;
};

const CABYS = `query($q: String!, $l: Int) { CABYS { readByDescription(input: $q, limit: $l) { id cabys descripcion_cabys impuesto } } }`;
type Cabys = { id: string; cabys: string; descripcion_cabys: string; impuesto: string };
const cabys = async (q: string, l?: number) => {
  const r = await h.gql<{ CABYS: { readByDescription: Cabys[] } }>(CABYS, { q, l }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.CABYS.readByDescription;
};
const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

describe('catalogues need a session', () => {
  it('refuses an anonymous read with UNAUTHENTICATED', async () => {
    const r = await h.gql(`query { MedioPago { readAll { id } } }`);
    expect(errorOf(r).code).toBe('UNAUTHENTICATED');
  });
});

describe('Hacienda v4.4 code tables', () => {
  it('identification types under TYPES.TipoIdentificacion', async () => {
    const r = await h.gql<{ TYPES: { TipoIdentificacion: { readAll: Entrada[] } } }>(`query { TYPES { TipoIdentificacion { readAll { id value annotation } } } }`, {}, token);
    expect(r.data!.TYPES.TipoIdentificacion.readAll.map((e) => e.id)).toEqual(['01', '02', '03', '04', '05', '06']);
    expect(r.data!.TYPES.TipoIdentificacion.readAll[0]).toEqual({ id: '01', value: 'Cédula física', annotation: null });
  });

  it('payment methods hide code 99 (spec 3 §9)', async () => {
    const ids = (await read('MedioPago')).map((e) => e.id);
    expect(ids).toEqual(['01', '02', '03', '04', '05', '06', '07']);
  });

  it('messages keep only Aceptado and Rechazado, with their confirmation document type', async () => {
    expect(await read('Mensaje')).toEqual([
      { id: '1', value: 'Aceptado', annotation: '05' },
      { id: '3', value: 'Rechazado', annotation: '07' },
    ]);
  });

  it('activity descriptions are cut to 75 characters, the full name kept in annotation', async () => {
    const all = await read('CodigoActividad');
    expect(all.length).toBeGreaterThan(700);
    expect(all.every((a) => /^\d{6}$/.test(a.id) && a.value.length <= 75)).toBe(true);
    const long = all.find((a) => a.annotation!.length > 75)!;
    expect(long.annotation!.startsWith(long.value)).toBe(true);
    expect(all.some((a) => a.id === '000000')).toBe(false);
  });

  it('follows the April-2026 revision: reference codes 13–17 and reference document types 19–20', async () => {
    const refs = await read('CodigoReferencia');
    expect(refs.map((r) => r.id)).toEqual(expect.arrayContaining(['13', '14', '15', '16', '17']));
    expect(refs.find((r) => r.id === '17')!.annotation).toBe('Solo en el Recibo Electrónico de Pago');
    expect(refs.some((r) => r.id === '03')).toBe(false);
    const docs = await read('InformacionReferencia');
    expect(docs.find((d) => d.id === '20')).toMatchObject({ value: 'Recibo Electrónico de Pago' });
  });

  it('VAT rate codes carry their rate', async () => {
    const t = await read<{ id: string; tarifa: string }[]>('Tarifa', 'readAll', 'id tarifa');
    expect(t.find((x) => x.id === '08')!.tarifa).toBe('13');
    expect(t.find((x) => x.id === '09')!.tarifa).toBe('0.5');
    expect(t).toHaveLength(11);
  });

  it('units: all, for services (the codes Hacienda reserves) and for goods (Unid first)', async () => {
    const all = await read('UnidadMedida');
    const servicios = await read('UnidadMedida', 'readServicios');
    const productos = await read('UnidadMedida', 'readProductos');
    expect(servicios.map((u) => u.id).sort()).toEqual(['Al', 'Alc', 'Cm', 'I', 'Os', 'Sp', 'Spe', 'St']);
    expect(productos[0]).toEqual({ id: 'Unid', value: 'Unidad', annotation: 'producto' });
    expect(servicios.length + productos.length).toBe(all.length);
  });

  it('documents, situations, sale conditions, exonerations, taxes, other charges and item types', async () => {
    expect((await read('Documento')).find((d) => d.id === '08')).toEqual({ id: '08', value: 'Factura electrónica de compra', annotation: 'FEC' });
    expect((await read('SituacionComprobante')).map((s) => s.value)).toEqual(['Normal', 'Contingencia', 'Sin internet']);
    expect((await read('CondicionVenta')).find((c) => c.id === '02')!.value).toBe('Crédito');
    expect((await read('Exoneracion')).map((e) => e.id)).toContain('11');
    expect((await read('Impuesto'))[0]).toMatchObject({ id: '01', value: 'Impuesto al Valor Agregado' });
    expect((await read('OtrosCargos')).find((o) => o.id === '06')!.value).toBe('Impuesto de servicio 10%');
    expect((await read('TipoProducto')).map((t) => [t.id, t.value])).toEqual([['01', 'Materia prima'], ['02', 'Reventa'], ['03', 'Manufacturado'], ['04', 'Consumible'], ['05', 'Servicio']]);
  });
});

describe('currencies', () => {
  const F = 'id value annotation pais codigoPais simbolo';
  it('lists Hacienda’s ISO 4217 codes with name, country and symbol; colón and dollar first', async () => {
    const all = await read<{ id: string; value: string; pais: string; simbolo: string }[]>('Moneda', 'readAll', F);
    expect(all.slice(0, 2)).toEqual([
      { id: 'CRC', value: 'Colón costarricense', annotation: 'CRC', pais: 'Costa Rica', codigoPais: 'CR', simbolo: '₡' },
      { id: 'USD', value: 'Dólar estadounidense', annotation: 'USD', pais: 'Estados Unidos', codigoPais: 'US', simbolo: '$' },
    ]);
    expect(all.find((m) => m.id === 'EUR')).toMatchObject({ pais: 'Unión Europea', simbolo: '€' });
    expect(all.length).toBeGreaterThan(150);
  });

  it('readCountry orders by country and filters by ISO code or part of the name, accents aside', async () => {
    const byCountry = await read<{ pais: string }[]>('Moneda', 'readCountry', F);
    const names = byCountry.map((m) => m.pais);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect((await read<{ id: string }[]>('Moneda', 'readCountry', F, '(pais: "US")')).map((m) => m.id)).toEqual(['USD', 'USN']);
    expect((await read<{ id: string }[]>('Moneda', 'readCountry', F, '(pais: "japon")')).map((m) => m.id)).toEqual(['JPY']);
  });
});

describe('provinces, cantons and districts (DECISIONS #22)', () => {
  it('Provincia.readAll nests the 84 cantons and 491 districts', async () => {
    type P = { id: string; value: string; annotation: string; codigo: string; cantones: { id: string; codigo: string; distritos: { id: string }[] }[] };
    const ps = await read<P[]>('Provincia', 'readAll', 'id value annotation codigo cantones { id codigo distritos { id } }');
    expect(ps.map((p) => p.value)).toEqual(['San José', 'Alajuela', 'Cartago', 'Heredia', 'Guanacaste', 'Puntarenas', 'Limón']);
    expect(ps[0]).toMatchObject({ id: '1', annotation: 'CR-SJ', codigo: '1' });
    expect(ps.flatMap((p) => p.cantones)).toHaveLength(84);
    expect(ps.flatMap((p) => p.cantones.flatMap((c) => c.distritos))).toHaveLength(491);
  });

  it('Canton.readByProvincia and Distrito.readByCanton with hierarchical ids and the XML codes', async () => {
    const cantones = await read<{ id: string; value: string; codigo: string; provincia: string }[]>('Canton', 'readByProvincia', 'id value codigo provincia', '(provincia: "2")');
    expect(cantones.find((c) => c.value === 'Río Cuarto')).toEqual({ id: '216', value: 'Río Cuarto', codigo: '16', provincia: '2' });
    const distritos = await read<{ id: string; value: string; annotation: string; codigo: string; canton: string }[]>('Distrito', 'readByCanton', 'id value annotation codigo canton', '(canton: "101")');
    expect(distritos).toHaveLength(11);
    expect(distritos[0]).toEqual({ id: '10101', value: 'Carmen', annotation: 'San José, San José', codigo: '01', canton: '101' });
  });

  it('refuses an unknown province or canton in Spanish, on the field', async () => {
    const p = await h.gql(`query { Canton { readByProvincia(provincia: "9") { id } } }`, {}, token);
    expect(errorOf(p)).toEqual({ code: 'BAD_USER_INPUT', field: 'provincia', message: 'La provincia «9» no existe: usa un código del 1 al 7.' });
    const c = await h.gql(`query { Distrito { readByCanton(canton: "01") { id } } }`, {}, token);
    expect(errorOf(c)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'canton' });
    expect(errorOf(c).message).toMatch(/^El cantón «01» no existe/);
  });
});

describe('CABYS.readByDescription', () => {
  it('finds by every word, accent- and case-insensitive, and answers the entry’s fields', async () => {
    const hits = await cabys('CAFE tostádo');
    expect(hits.length).toBeGreaterThan(0);
    for (const c of hits) {
      expect(fold(c.descripcion_cabys)).toMatch(/\bcafe/);
      expect(fold(c.descripcion_cabys)).toMatch(/\btostad/);
      expect(c.id).toBe(c.cabys);
      expect(c.cabys).toMatch(/^\d{13}$/);
      expect(['0', '1', '2', '4', '13']).toContain(c.impuesto);
    }
  });

  it('ranks whole words and descriptions that begin with the word first', async () => {
    const hits = await cabys('arroz');
    expect(fold(hits[0]!.descripcion_cabys).startsWith('arroz')).toBe(true);
    // "tomates" finds the singular; the stop word "de" is not required
    const tomate = await cabys('semillas de tomates');
    expect(tomate[0]).toMatchObject({ cabys: '0126000001300', descripcion_cabys: 'Semillas de tomate', impuesto: '13' });
  });

  it('searches by code prefix when only digits are typed, in code order', async () => {
    const hits = await cabys('01111', 5);
    expect(hits.map((c) => c.cabys)).toEqual(['0111100000100', '0111100009900']);
    expect(await cabys('0126000001300')).toEqual([{ id: '0126000001300', cabys: '0126000001300', descripcion_cabys: 'Semillas de tomate', impuesto: '13' }]);
  });

  it('limits the answer (20 by default) and finds nothing for nonsense', async () => {
    expect(await cabys('servicios')).toHaveLength(20);
    expect(await cabys('servicios', 3)).toHaveLength(3);
    expect(await cabys('zzqxw arroz')).toEqual([]);
  });

  it('refuses a search too short, too long or with a bad limit', async () => {
    expect(errorOf(await h.gql(CABYS, { q: ' a ' }, token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'input',
      message: 'Escribe al menos 2 letras o dígitos para buscar en el catálogo CABYS.',
    });
    expect(errorOf(await h.gql(CABYS, { q: 'x'.repeat(201) }, token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input' });
    expect(errorOf(await h.gql(CABYS, { q: 'arroz', l: 0 }, token))).toEqual({ code: 'BAD_USER_INPUT', field: 'limit', message: 'El límite debe estar entre 1 y 100.' });
  });
});
