// Importing an item sheet: the preview names every bad row's errors and writes nothing; the import
// refuses while any row is bad, then writes every row in one transaction with progress, creating
// or updating by code, and a corrected sheet imports again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { crearItem, cuentaConInventario } from './item-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const RESULT = `filas { fila accion nombre errores { columna mensaje } } crear actualizar conErrores categoriasNuevas importado`;
const REVISAR = `query($f: [ItemFilaInput!]!) { Item { revisarImportacion(filas: $f) { ${RESULT} } } }`;
const IMPORTAR = `mutation($f: [ItemFilaInput!]!, $c: ID) { Item { importar(filas: $f, clave: $c) { ${RESULT} } } }`;
const TODOS = `query { Item { readAllItemByEmisor { nombre codigoRapido precioUnitario precioVenta categoria impuesto { tarifa } stockState } } }`;

type Resultado = { filas: { fila: number; accion: string; errores: { columna: string; mensaje: string }[] }[]; crear: number; actualizar: number; conErrores: number; categoriasNuevas: string[]; importado: boolean };

describe('Item.importar', () => {
  it('a sheet with two bad rows writes nothing; fixed, it imports whole; imported again it updates', async () => {
    const a = await cuentaConInventario(h);
    await crearItem(h, a.token, { nombre: 'Té verde', codigoRapido: 'TE' });
    const hoja: Record<string, string>[] = [
      { codigoRapido: 'CAF', nombre: 'Café molido', codigo: '2391102010200', precioUnitario: '1 500,00', categoria: 'Bebidas' },
      { codigoRapido: 'AZU', nombre: 'Azúcar', precioUnitario: 'mil' },
      { codigoRapido: 'PAN', nombre: 'Pan', codigo: '999', precioUnitario: '500' },
      { codigoRapido: 'TE', nombre: 'Té verde en hojas', precioVenta: '1130', stockState: 'no' },
    ];
    const rev = (await h.gql<{ Item: { revisarImportacion: Resultado } }>(REVISAR, { f: hoja }, a.token)).data!.Item.revisarImportacion;
    expect(rev).toMatchObject({ crear: 1, actualizar: 1, conErrores: 2, categoriasNuevas: ['Bebidas'], importado: false });
    expect(rev.filas.map((f) => [f.fila, f.accion, f.errores])).toEqual([
      [2, 'CREAR', []],
      [3, 'ERROR', [{ columna: 'precioUnitario', mensaje: 'El precio «mil» no es un número.' }]],
      [4, 'ERROR', [{ columna: 'codigo', mensaje: 'El código CABYS «999» no existe en el catálogo de Hacienda.' }]],
      [5, 'ACTUALIZAR', []],
    ]);
    // a bad row keeps the sheet's name, so the clerk finds it
    expect(rev.filas.map((f) => (f as unknown as { nombre: string | null }).nombre)).toEqual(['Café molido', 'Azúcar', 'Pan', 'Té verde en hojas']);
    const noImporta = (await h.gql<{ Item: { importar: Resultado } }>(IMPORTAR, { f: hoja }, a.token)).data!.Item.importar;
    expect([noImporta.importado, noImporta.conErrores]).toEqual([false, 2]);
    expect((await h.gql<{ Item: { readAllItemByEmisor: unknown[] } }>(TODOS, {}, a.token)).data!.Item.readAllItemByEmisor).toHaveLength(1);

    hoja[1] = { ...hoja[1]!, precioUnitario: '1000' };
    hoja[2] = { ...hoja[2]!, codigo: '2349002010100' };
    const avances: number[] = [];
    const it = h.app.services.events.subscribe('item:importacion', a.emisor);
    const escuchar = (async () => {
      for await (const e of it) {
        avances.push(e.hechas);
        if (e.hechas === e.total) break;
      }
    })();
    const ok = (await h.gql<{ Item: { importar: Resultado } }>(IMPORTAR, { f: hoja, c: '0190a4b2-7c1e-7000-8000-000000000001' }, a.token)).data!.Item.importar;
    await escuchar;
    expect(ok).toMatchObject({ importado: true, crear: 3, actualizar: 1, conErrores: 0 });
    expect(avances).toEqual([4]);
    const todos = (await h.gql<{ Item: { readAllItemByEmisor: Record<string, unknown>[] } }>(TODOS, {}, a.token)).data!.Item.readAllItemByEmisor;
    expect(todos.map((x) => [x.nombre, x.precioUnitario, x.stockState])).toEqual([
      ['Azúcar', '1000', true],
      ['Café molido', '1500', true],
      ['Pan', '500', true],
      ['Té verde en hojas', '1000', false],
    ]);
    const cafe = todos.find((x) => x.codigoRapido === 'CAF')!;
    expect(cafe).toMatchObject({ precioVenta: '1515', impuesto: [{ tarifa: '1' }] });
    expect((cafe.categoria as string[]).length).toBe(1);
    const otraVez = (await h.gql<{ Item: { importar: Resultado } }>(IMPORTAR, { f: hoja }, a.token)).data!.Item.importar;
    expect(otraVez).toMatchObject({ importado: true, crear: 0, actualizar: 4, categoriasNuevas: [] });
    expect((await h.gql<{ Item: { readAllItemByEmisor: unknown[] } }>(TODOS, {}, a.token)).data!.Item.readAllItemByEmisor).toHaveLength(4);
  });

  it('refuses a code of another item, a repeated code in the sheet, a variant, and an empty or huge sheet', async () => {
    const a = await cuentaConInventario(h);
    const camisa = await crearItem(h, a.token, { nombre: 'Camisa', codigoRapido: 'CAM', SKU: 'S-CAM' });
    await h.gql(`mutation($i: VariantInput!) { Item { saveVariant(input: $i) { _id } } }`, { i: { itemRefId: camisa._id, nombre: '[Roja]', codigoRapido: 'CAMR' } }, a.token);
    const rev = (await h.gql<{ Item: { revisarImportacion: Resultado } }>(REVISAR, { f: [{ nombre: 'Camisa roja', codigoRapido: 'CAMR' }, { nombre: 'Otra camisa', codigoRapido: 'X1', SKU: 'S-CAM' }, { nombre: 'Repetida', codigoRapido: 'x1' }] }, a.token)).data!.Item.revisarImportacion;
    expect(rev.filas.map((f) => f.errores.map((e) => e.mensaje))).toEqual([
      ['«Camisa [Roja]» es una variante: edítela en su artículo.'],
      [],
      ['El código rápido «x1» ya está en la fila 3.'],
    ]);
    // row 3 creates X1 with S-CAM, which Camisa has: only a row that lands on Camisa may take it
    const rev2 = (await h.gql<{ Item: { revisarImportacion: Resultado } }>(REVISAR, { f: [{ nombre: 'Camisa azul', codigoRapido: 'CAMA', SKU: 's-cam' }] }, a.token)).data!.Item.revisarImportacion;
    expect(rev2.filas[0]!.accion).toBe('ACTUALIZAR');
    const rev3 = (await h.gql<{ Item: { revisarImportacion: Resultado } }>(REVISAR, { f: [{ nombre: 'Camisa', codigoRapido: 'TE', SKU: 'S-CAM' }] }, a.token)).data!.Item.revisarImportacion;
    expect(rev3.filas[0]!.accion).toBe('ACTUALIZAR');
    expect(errorOf(await h.gql(REVISAR, { f: [] }, a.token))).toMatchObject({ field: 'filas', message: 'La hoja no tiene filas.' });
    expect(errorOf(await h.gql(REVISAR, { f: Array.from({ length: 10_001 }, () => ({ nombre: 'x' })) }, a.token))).toMatchObject({ field: 'filas' });
    // A sheet past the API's default list size (1,000) but within the import's own 10,000 is read.
    expect((await h.gql(REVISAR, { f: Array.from({ length: 1500 }, (_, i) => ({ nombre: `Artículo ${i + 1}` })) }, a.token)).errors).toBeUndefined();
  });
});
