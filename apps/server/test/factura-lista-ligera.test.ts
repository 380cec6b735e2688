// The lean list page (lista-ligera.ts): a readByEmisor asking only for column-backed fields is
// read without `datos` and answers exactly what the whole row answers; anything else still
// reads the whole row.
import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pideSoloColumnas } from '../src/modules/factura/lista-ligera.js';
import { CABYS_BIEN, CREATE, factura, linea } from './factura-helpers.js';
import { signup, startHarness, type GqlResult, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The readByEmisor field of a query, as the resolver's info.fieldNodes sees it. */
const nodos = (q: string) => {
  const op = parse(q).definitions[0] as OperationDefinitionNode;
  const factura = op.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [factura.selectionSet!.selections[0] as FieldNode] };
};

const CAMPOS_COLUMNAS = `id consecutivo clave fechaEmision createdAt estadoDocumento { value } documento { value }
  saldo condicionVenta contingencia { enContingencia }
  resumenFactura { totalComprobante totalImpuesto totalVenta totalVentaNeta totalGravado totalExento totalDescuentos }`;
const lista = (extra: string) =>
  `query($c: String) { Factura { readByEmisor(cursor: $c, limit: 4) { feed { ${CAMPOS_COLUMNAS} ${extra} } pageInfo { nextPageCursor hasNextPage } } } }`;

describe('the lean list page', () => {
  it('is taken only for column-backed fields', () => {
    expect(pideSoloColumnas(nodos(lista('')))).toBe(true);
    expect(pideSoloColumnas(nodos(lista('codigoActividadEmisor')))).toBe(false);
    expect(
      pideSoloColumnas(nodos(lista('resumenFactura { codigoTipoMoneda { codigoMoneda } }'))),
    ).toBe(false);
    expect(pideSoloColumnas(nodos(lista('receptor { nombre }')))).toBe(false);
    expect(
      pideSoloColumnas(
        nodos(`query { Factura { readByEmisor { feed { ...F } } } } fragment F on Factura { id }`),
      ),
    ).toBe(false);
  });

  it('answers what the whole row answers, page after page', { timeout: 120_000 }, async () => {
    const a = await signup(h);
    for (let i = 0; i < 7; i++) {
      const r = await h.gql(
        CREATE,
        {
          i: factura({
            documento: i % 2 ? '04' : '01',
            ...(i % 3 === 0 ? { codigoMoneda: 'USD', tipoCambio: '507.33' } : {}),
            detalleServicio: {
              lineaDetalle: [
                linea({ precioUnitario: `${1000 + i}.33333` }),
                linea({ codigoCABYS: CABYS_BIEN, cantidad: '3', precioUnitario: '0.1' }),
              ],
            },
          }),
        },
        a.token,
      );
      expect(r.errors).toBeUndefined();
    }
    type Pagina = {
      Factura: {
        readByEmisor: {
          feed: Record<string, unknown>[];
          pageInfo: { nextPageCursor: string | null };
        };
      };
    };
    let cursor: string | null = null;
    let vistos = 0;
    do {
      const ligera: GqlResult<Pagina> = await h.gql<Pagina>(lista(''), { c: cursor }, a.token);
      const completa = await h.gql<Pagina>(lista('codigoActividadEmisor'), { c: cursor }, a.token);
      expect(ligera.errors).toBeUndefined();
      const sinExtra = completa.data!.Factura.readByEmisor.feed.map(
        ({ codigoActividadEmisor: _c, ...resto }) => resto,
      );
      expect(ligera.data!.Factura.readByEmisor).toEqual({
        ...completa.data!.Factura.readByEmisor,
        feed: sinExtra,
      });
      vistos += sinExtra.length;
      cursor = ligera.data!.Factura.readByEmisor.pageInfo.nextPageCursor;
    } while (cursor);
    expect(vistos).toBe(7);
  });
});
