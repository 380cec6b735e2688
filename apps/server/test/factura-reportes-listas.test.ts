// Lists and search of documents through the real endpoint: keyset pages without duplicates or
// gaps (ties on the same instant included), search without accents or case, by number,
// consecutivo and clave, the credit and proforma lists, the pages that gate each type, and
// another issuer's documents never appearing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signup, startHarness, type GqlResult, type Harness } from './harness.js';
import { LIMITES_BUSQUEDA } from '../src/modules/factura/reportes/listas.js';
import { cr, insertar, type DocDato } from './factura-reportes-datos.js';

let h: Harness;
type Usuario = Awaited<ReturnType<typeof signup>>;
type Fila = {
  id: string;
  consecutivo: string;
  clave: string | null;
  documento: { id: string };
  saldo: string;
  receptor: { nombre: string } | null;
};
type Pagina = { feed: Fila[]; pageInfo: { nextPageCursor: string | null; hasNextPage: boolean } };

const CAMPOS = `feed { id consecutivo clave documento { id } saldo receptor { nombre } } pageInfo { nextPageCursor hasNextPage }`;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** Every page of a list operation, following nextPageCursor. */
async function todas(
  token: string,
  operacion: string,
  args: string,
  vars: Record<string, unknown> = {},
  limit = 10,
): Promise<Fila[][]> {
  const decl = Object.keys(vars)
    .map((k) => `$${k}: ${TIPOS[k] ?? 'String'}`)
    .join(', ');
  const q = `query($cursor: String, $limit: Int${decl ? `, ${decl}` : ''}) { Factura { ${operacion}(${args}${args ? ', ' : ''}cursor: $cursor, limit: $limit) { ${CAMPOS} } } }`;
  const paginas: Fila[][] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const r: GqlResult<{ Factura: Record<string, Pagina> }> = await h.gql<{
      Factura: Record<string, Pagina>;
    }>(q, { ...vars, cursor, limit }, token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const p: Pagina = r.data!.Factura[operacion]!;
    paginas.push(p.feed);
    if (!p.pageInfo.hasNextPage) {
      expect(p.pageInfo.nextPageCursor).toBeNull();
      return paginas;
    }
    cursor = p.pageInfo.nextPageCursor;
  }
  throw new Error('demasiadas páginas');
}
const TIPOS: Record<string, string> = {
  filter: 'FacturaFilter',
  isFEC: 'Boolean',
  showContado: 'Boolean',
  showPagadas: 'Boolean',
  inicio: 'DateTime!',
  final: 'DateTime!',
};
const ids = (paginas: Fila[][]) => paginas.flat().map((f) => f.id);

/** Newest first, then the larger id: the order every list promises. */
function esperado(docs: { id: string; fecha: Date }[]): string[] {
  return [...docs]
    .sort((a, b) => b.fecha.getTime() - a.fecha.getTime() || (a.id < b.id ? 1 : -1))
    .map((d) => d.id);
}

describe('keyset pages', () => {
  let a: Usuario;
  let docs: { id: string; fecha: Date; documento: string }[];

  beforeAll(async () => {
    a = await signup(h);
    const datos: DocDato[] = [];
    // Ten documents on the very same instant (ties broken by id), fifteen on distinct ones, five tickets.
    for (let i = 0; i < 10; i++) datos.push({ fecha: cr('2026-11-10T10:00') });
    for (let i = 0; i < 15; i++)
      datos.push({ fecha: new Date(cr('2026-11-01T08:00').getTime() + i * 3_600_000) });
    for (let i = 0; i < 5; i++)
      datos.push({
        documento: '04',
        fecha: new Date(cr('2026-11-05T08:00').getTime() + i * 60_000),
      });
    const creados = await insertar(h, a.emisor, datos);
    docs = creados.map((id, i) => ({
      id,
      fecha: datos[i]!.fecha,
      documento: datos[i]!.documento ?? '01',
    }));
    // Another issuer's documents in the same days must never show.
    const b = await signup(h);
    await insertar(h, b.emisor, [
      { fecha: cr('2026-11-10T10:00') },
      { documento: '04', fecha: cr('2026-11-05T09:00') },
    ]);
  });

  it('pages of 10 over 25 invoices: every one exactly once, newest first, ties by id', async () => {
    const paginas = await todas(
      a.token,
      'readByDateRange',
      'inicio: $inicio, final: $final, documento: "01"',
      { inicio: '2026-11-01', final: '2026-11-30' },
    );
    expect(paginas.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(ids(paginas)).toEqual(esperado(docs.filter((d) => d.documento === '01')));
  });

  it('several types merge in one order (readByDateRange without type, readByFilter), and page sizes up to 100', async () => {
    const todos = esperado(docs);
    expect(
      ids(
        await todas(
          a.token,
          'readByDateRange',
          'inicio: $inicio, final: $final',
          { inicio: '2026-11-01', final: '2026-11-30' },
          7,
        ),
      ),
    ).toEqual(todos);
    expect(
      ids(
        await todas(
          a.token,
          'readByFilter',
          'filter: $filter',
          { filter: { inicio: '2026-11-01' } },
          100,
        ),
      ),
    ).toEqual(todos);
    const tiquetes = await todas(
      a.token,
      'readByFilter',
      'filter: $filter, documento: "04"',
      { filter: {} },
      3,
    );
    expect(ids(tiquetes)).toEqual(esperado(docs.filter((d) => d.documento === '04')));
  });

  it('the date range is of Costa Rica days, final inclusive', async () => {
    const diez = await todas(
      a.token,
      'readByDateRange',
      'inicio: $inicio, final: $final',
      { inicio: '2026-11-10', final: '2026-11-10' },
      100,
    );
    expect(ids(diez).sort()).toEqual(
      docs
        .filter((d) => d.fecha.getTime() === cr('2026-11-10T10:00').getTime())
        .map((d) => d.id)
        .sort(),
    );
  });

  it('refuses a bad page size, a forged cursor, and inverted dates', async () => {
    const q = `query($l: Int, $c: String) { Factura { readByFilter(limit: $l, cursor: $c) { feed { id } } } }`;
    expect(errorOf(await h.gql(q, { l: 0 }, a.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'El límite debe estar entre 1 y 100.',
      field: 'limit',
    });
    expect(errorOf(await h.gql(q, { l: 101 }, a.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    expect(errorOf(await h.gql(q, { c: 'basura' }, a.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'El cursor de la página no es válido.',
      field: 'cursor',
    });
    const r = await h.gql(
      `{ Factura { readByDateRange(inicio: "2026-11-10", final: "2026-11-01") { feed { id } } } }`,
      {},
      a.token,
    );
    expect(errorOf(r)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'final' });
  });
});

const BUSCAR = `query($q: String!, $d: String, $c: String, $l: Int, $e: ID) { Factura { readDocumentosBySearchString(emisor: $e, searchString: $q, documento: $d, cursor: $c, limit: $l) { ${CAMPOS} } } }`;

describe('search', () => {
  let a: Usuario;
  let jose: string[];
  let otros: string[];

  beforeAll(async () => {
    a = await signup(h);
    const base = cr('2026-11-01T08:00').getTime();
    jose = await insertar(
      h,
      a.emisor,
      Array.from({ length: 13 }, (_, i) => ({
        fecha: new Date(base + i * 60_000),
        receptorNombre: 'José Ñúñez Pérez',
        receptorIdentificacion: '109870654',
      })),
    );
    otros = await insertar(h, a.emisor, [
      {
        fecha: new Date(base + 3_600_000),
        receptorNombre: 'Jose Nunez Perez',
        receptorIdentificacion: '',
      },
      {
        fecha: new Date(base + 7_200_000),
        receptorNombre: 'Ferretería El Clavo',
        receptorIdentificacion: '3101000001',
      },
      {
        documento: '04',
        fecha: new Date(base + 9_000_000),
        receptorNombre: 'JOSÉ ÑÚÑEZ PÉREZ',
        receptorIdentificacion: '109870654',
      },
      { documento: '04', fecha: new Date(base + 9_600_000) },
    ]);
    const b = await signup(h);
    await insertar(h, b.emisor, [
      {
        fecha: new Date(base),
        receptorNombre: 'José Ñúñez Pérez',
        receptorIdentificacion: '109870654',
      },
    ]);
  });

  it('finds a name without accents or case, each word anywhere, across types, paged without repeats', async () => {
    const todos = await todas(
      a.token,
      'readDocumentosBySearchString',
      'searchString: "  nunez JOSE "',
      {},
      5,
    );
    expect(ids(todos).sort()).toEqual([...jose, otros[0]!, otros[2]!].sort());
    expect(new Set(ids(todos)).size).toBe(15);
    const soloFacturas = await todas(
      a.token,
      'readDocumentosBySearchString',
      'searchString: "ÑÚÑEZ pérez", documento: "01"',
      {},
      10,
    );
    expect(ids(soloFacturas)).toHaveLength(14);
    expect(
      ids(await todas(a.token, 'readDocumentosBySearchString', 'searchString: "clavo"')),
    ).toEqual([otros[1]]);
    expect(
      ids(await todas(a.token, 'readDocumentosBySearchString', 'searchString: "ferreteria el"')),
    ).toEqual([otros[1]]);
    expect(
      ids(await todas(a.token, 'readDocumentosBySearchString', 'searchString: "nadie"')),
    ).toEqual([]);
  });

  it('finds by identification, by the consecutivo’s number, by the whole consecutivo and by the clave', async () => {
    const porCedula = await todas(
      a.token,
      'readDocumentosBySearchString',
      'searchString: "109870654"',
      {},
      100,
    );
    expect(ids(porCedula).sort()).toEqual([...jose, otros[2]!].sort());
    const r = await h.gql<{ Factura: { readDocumentosBySearchString: Pagina } }>(
      BUSCAR,
      { q: '2', d: '01', l: 100 },
      a.token,
    );
    const septimo = r.data!.Factura.readDocumentosBySearchString.feed;
    expect(septimo.map((f) => f.consecutivo)).toEqual(['00100001010000000002']);
    const uno = septimo[0]!;
    const porConsecutivo = await h.gql<{ Factura: { readDocumentosBySearchString: Pagina } }>(
      BUSCAR,
      { q: uno.consecutivo },
      a.token,
    );
    expect(porConsecutivo.data!.Factura.readDocumentosBySearchString.feed.map((f) => f.id)).toEqual(
      [uno.id],
    );
    const porClave = await h.gql<{ Factura: { readDocumentosBySearchString: Pagina } }>(
      BUSCAR,
      { q: uno.clave },
      a.token,
    );
    expect(porClave.data!.Factura.readDocumentosBySearchString.feed.map((f) => f.id)).toEqual([
      uno.id,
    ]);
  });

  it('never shows another issuer’s documents; emisor of another issuer is FORBIDDEN; an empty search is refused', async () => {
    const b = await signup(h);
    const r = await h.gql<{ Factura: { readDocumentosBySearchString: Pagina } }>(
      BUSCAR,
      { q: 'jose' },
      b.token,
    );
    expect(r.data!.Factura.readDocumentosBySearchString.feed).toEqual([]);
    expect(errorOf(await h.gql(BUSCAR, { q: 'jose', e: a.emisor }, b.token))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'No puedes operar sobre otro emisor.',
    });
    expect(errorOf(await h.gql(BUSCAR, { q: '   ' }, a.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'searchString',
    });
    expect(errorOf(await h.gql(BUSCAR, { q: 'x', d: '77' }, a.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'documento',
    });
  });

  it('when hundreds of customers match, walks the dates instead, still complete and in order', async () => {
    const c = await signup(h);
    const base = cr('2026-10-01T08:00').getTime();
    const datos = Array.from({ length: 520 }, (_, i) => ({
      fecha: new Date(base + i * 60_000),
      receptorNombre: `Cliente Frecuente ${i}`,
    }));
    const creados = await insertar(h, c.emisor, [
      ...datos,
      { fecha: new Date(base), receptorNombre: 'Otro' },
    ]);
    const paginas = await todas(
      c.token,
      'readDocumentosBySearchString',
      'searchString: "frecuente"',
      {},
      100,
    );
    expect(paginas.map((p) => p.length)).toEqual([100, 100, 100, 100, 100, 20]);
    expect(ids(paginas)).toEqual(
      esperado(creados.slice(0, 520).map((id, i) => ({ id, fecha: datos[i]!.fecha }))),
    );
  });
});

describe('search that walks the dates in chunks', () => {
  it('a page that stops early says where it stopped: following the cursors finds every match once, in order', async () => {
    const c = await signup(h);
    const base = cr('2026-09-01T08:00').getTime();
    // Three matching customers among twenty others; newest first: Z1 at 5, Z2 at 12, Z3 at 20.
    const datos = Array.from({ length: 23 }, (_, i) => ({
      fecha: new Date(base - i * 60_000),
      receptorNombre:
        i === 5 ? 'Zeta Uno' : i === 12 ? 'Zeta Dos' : i === 20 ? 'Zeta Tres' : `Otro ${i}`,
    }));
    const creados = await insertar(h, c.emisor, datos);
    const antes = { ...LIMITES_BUSQUEDA };
    Object.assign(LIMITES_BUSQUEDA, { contrapartes: 2, bloque: 3, bloques: 2 });
    try {
      const paginas = await todas(
        c.token,
        'readDocumentosBySearchString',
        'searchString: "zeta"',
        {},
        2,
      );
      expect(ids(paginas)).toEqual([creados[5], creados[12], creados[20]]);
      // Some pages come back short (even empty) with hasNextPage: each looked at 6 documents at most.
      expect(paginas.length).toBeGreaterThan(2);
    } finally {
      Object.assign(LIMITES_BUSQUEDA, antes);
    }
  });
});

describe('credit, proformas and bulk', () => {
  let a: Usuario;
  const d: Record<string, string> = {};

  beforeAll(async () => {
    a = await signup(h);
    await h.gql(
      `mutation { Emisor { setModules(inventoryModule: true, bulkBillingModule: true) { inventoryModule } } }`,
      {},
      a.token,
    );
    const [
      pendiente,
      pagada,
      contadoDebe,
      contado,
      compra,
      compraPagada,
      proforma,
      facturada,
      masivo,
    ] = await insertar(h, a.emisor, [
      {
        condicionVenta: '02',
        fecha: cr('2026-11-02T10:00'),
        receptorNombre: 'Distribuidora Ñandú',
      },
      {
        condicionVenta: '02',
        fecha: cr('2026-11-03T10:00'),
        saldo: '0',
        receptorNombre: 'Distribuidora Ñandú',
      },
      { condicionVenta: '01', fecha: cr('2026-11-04T10:00'), saldo: '500' },
      { condicionVenta: '01', fecha: cr('2026-11-05T10:00') },
      { documento: '08', condicionVenta: '02', fecha: cr('2026-11-06T10:00') },
      { documento: '08', condicionVenta: '02', saldo: '0', fecha: cr('2026-11-07T10:00') },
      {
        documento: 'proforma',
        estado: '8',
        estadoProforma: 'PENDIENTE',
        fecha: cr('2026-11-08T10:00'),
        receptorNombre: 'Hotel Pérez',
      },
      {
        documento: 'proforma',
        estado: '8',
        estadoProforma: 'FACTURADA',
        fecha: cr('2026-11-09T10:00'),
        receptorNombre: 'Hotel Pérez',
      },
      { documento: '04', bulk: true, fecha: cr('2026-11-10T10:00') },
    ]);
    Object.assign(d, {
      pendiente,
      pagada,
      contadoDebe,
      contado,
      compra,
      compraPagada,
      proforma,
      facturada,
      masivo,
    });
  });

  it('Mis Facturas: credit sales still owed; showPagadas adds the settled; showContado the cash sales with a balance; isFEC the purchases', async () => {
    const lista = async (args: Record<string, unknown>) =>
      ids(
        await todas(
          a.token,
          'readDocumentosCredito',
          'isFEC: $isFEC, showContado: $showContado, showPagadas: $showPagadas',
          args,
        ),
      );
    const base = { isFEC: false, showContado: false, showPagadas: false };
    expect(await lista(base)).toEqual([d.pendiente]);
    expect(await lista({ ...base, showPagadas: true })).toEqual([d.pagada, d.pendiente]);
    expect(await lista({ ...base, showContado: true })).toEqual([d.contadoDebe, d.pendiente]);
    expect(await lista({ ...base, isFEC: true })).toEqual([d.compra]);
    expect(
      ids(
        await todas(
          a.token,
          'readCreditoBySearchString',
          'searchString: "nandu", showPagadas: true',
        ),
      ),
    ).toEqual([d.pagada, d.pendiente]);
    expect(
      ids(
        await todas(a.token, 'readCreditoByDateRange', 'inicio: "2026-11-03", final: "2026-11-30"'),
      ),
    ).toEqual([d.pagada]);
    const f = await signup(h, { profile: 'FACTURA' });
    expect(
      errorOf(
        await h.gql(
          `{ Factura { readDocumentosCredito(isFEC: true) { feed { id } } } }`,
          {},
          f.token,
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('proformas by state, by search and by dates; bulk documents by dates', async () => {
    const q = `query($e: String) { Factura { readDocumentosProforma(estadoProforma: $e) { feed { id } } } }`;
    const todas1 = await h.gql<{ Factura: { readDocumentosProforma: Pagina } }>(q, {}, a.token);
    expect(todas1.data!.Factura.readDocumentosProforma.feed.map((x) => x.id)).toEqual([
      d.facturada,
      d.proforma,
    ]);
    const pendientes = await h.gql<{ Factura: { readDocumentosProforma: Pagina } }>(
      q,
      { e: 'PENDIENTE' },
      a.token,
    );
    expect(pendientes.data!.Factura.readDocumentosProforma.feed.map((x) => x.id)).toEqual([
      d.proforma,
    ]);
    expect(
      ids(await todas(a.token, 'readProformaBySearchString', 'searchString: "hotel perez"')),
    ).toEqual([d.facturada, d.proforma]);
    expect(
      ids(
        await todas(
          a.token,
          'readProformaByDateRange',
          'inicio: "2026-11-09", final: "2026-11-09"',
        ),
      ),
    ).toEqual([d.facturada]);
    expect(
      ids(await todas(a.token, 'readBulkByDateRange', 'inicio: "2026-11-01", final: "2026-11-30"')),
    ).toEqual([d.masivo]);
  });

  it('a FACTURA profile sees only the types of the lists it may open', async () => {
    const f = await signup(h, { profile: 'FACTURA' });
    await insertar(h, f.emisor, [
      { fecha: cr('2026-11-02T10:00') },
      { documento: '08', fecha: cr('2026-11-03T10:00') },
    ]);
    const visibles = await todas(
      f.token,
      'readByDateRange',
      'inicio: "2026-11-01", final: "2026-11-30"',
    );
    expect(visibles.flat().map((x) => x.documento.id)).toEqual(['01']);
    expect(
      errorOf(
        await h.gql(
          `{ Factura { readByDateRange(inicio: "2026-11-01", final: "2026-11-30", documento: "08") { feed { id } } } }`,
          {},
          f.token,
        ),
      ),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      errorOf(
        await h.gql(
          `{ Factura { readBulkByDateRange(inicio: "2026-11-01", final: "2026-11-30") { feed { id } } } }`,
          {},
          f.token,
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
