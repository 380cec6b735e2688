import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnaDeEncabezado, COLUMNAS_ITEM, type FilaItem } from './importacion-columnas';
import { leerFilaItem, type ContextoFila } from './importacion-fila';
import { revisarHoja } from './importacion-hoja';

const ctx: ContextoFila = {
  tarifaCabys: (c) => ({ '2391000000100': '13', '6331000000000': '1', '8413100000000': '13' })[c] ?? null,
  unidadValida: (u) => ['Unid', 'kg', 'Sp', 'L'].includes(u),
  monedaValida: (m) => ['CRC', 'USD'].includes(m),
};

describe('the item sheet: columns', () => {
  it('every column is found by its title (without case or accents) or its field name', () => {
    for (const c of COLUMNAS_ITEM) {
      expect(columnaDeEncabezado(c.titulo.toUpperCase())).toBe(c.clave);
      expect(columnaDeEncabezado(` ${c.clave} `)).toBe(c.clave);
    }
    expect(columnaDeEncabezado('Codigo rapido')).toBe('codigoRapido');
    expect(columnaDeEncabezado('Color')).toBeUndefined();
  });
});

describe('the item sheet: one row', () => {
  it('reads a full row: prices from the price, the VAT from the CABYS code, es-CR numbers', () => {
    const r = leerFilaItem({ tipo: 'Reventa', codigoRapido: 'CAF', nombre: 'Café molido', codigo: '2391000000100', costoUnitarioTotal: '1 000,50', precioUnitario: '₡1.500,00', minimo: '2', categoria: 'Bebidas', stockState: 'No' }, ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.item).toMatchObject({ tipo: '02', clasificacion: 'producto', unidadMedida: 'Unid', codigoMoneda: 'CRC', categoria: 'Bebidas', stockState: false, impuesto: [{ codigoTarifaIVA: '08', tarifa: '13' }] });
    expect([r.item.costoUnitarioTotal.toFixed(), r.item.precioUnitario.toFixed(), r.item.precioVenta.toFixed(), r.item.utilidad.toFixed()]).toEqual(['1000.5', '1500', '1695', '49.92504']);
  });
  it('a service defaults to Sp; with no price, the price comes from the public price or from cost and markup', () => {
    const s = leerFilaItem({ tipo: '5', nombre: 'Consultoría', precioVenta: '11300' }, ctx);
    expect(s.ok && [s.item.tipo, s.item.unidadMedida, s.item.clasificacion, s.item.precioUnitario.toFixed()]).toEqual(['05', 'Sp', 'servicio', '10000']);
    const c = leerFilaItem({ nombre: 'Tornillo', costoUnitarioTotal: '100', tarifa: '4' }, ctx);
    expect(c.ok && [c.item.tipo, c.item.precioUnitario.toFixed(), c.item.impuesto[0]?.codigoTarifaIVA]).toEqual(['02', '145', '04']);
  });
  it('lists every problem of a row in Spanish, each on its column', () => {
    const r = leerFilaItem({ tipo: 'Juguete', nombre: 'ab', codigo: '1234567890123', precioUnitario: 'mil', costoUnitarioTotal: '-5', unidadMedida: 'caja', codigoMoneda: 'XYZ', codigoBarras: '7441001234567', minimo: '5', maximo: '2', stockState: 'quizá', SKU: 'X'.repeat(21) }, ctx);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errores.map((e) => e.columna).sort()).toEqual(['SKU', 'codigo', 'codigoBarras', 'codigoMoneda', 'costoUnitarioTotal', 'maximo', 'nombre', 'precioUnitario', 'stockState', 'tipo', 'unidadMedida'].sort());
    expect(r.errores.find((e) => e.columna === 'codigo')?.mensaje).toBe('El código CABYS «1234567890123» no existe en el catálogo de Hacienda.');
    expect(r.errores.find((e) => e.columna === 'precioUnitario')?.mensaje).toBe('El precio «mil» no es un número.');
  });
  it('never accepts a row without a name, whatever else it has (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('codigoRapido', 'SKU', 'precioUnitario', 'costoUnitarioTotal', 'tarifa'), fc.string({ maxLength: 8 })), (f) => {
        const r = leerFilaItem({ ...(f as FilaItem), nombre: '' }, ctx);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.errores.some((e) => e.columna === 'nombre')).toBe(true);
      }),
    );
  });
});

describe('the item sheet: the whole sheet', () => {
  it('refuses a code repeated in the sheet on the later row, naming the first; blank rows are skipped', () => {
    const filas: FilaItem[] = [
      { nombre: 'Café', codigoRapido: 'A1' },
      {},
      { nombre: 'Té verde', codigoRapido: 'a1', SKU: 'S' },
      { nombre: 'Mate', SKU: 'S' },
    ];
    const r = revisarHoja(filas, ctx);
    expect(r.map((x) => x.fila)).toEqual([2, 4, 5]);
    expect(r[0]!.item).not.toBeNull();
    expect(r[1]!.errores).toEqual([{ columna: 'codigoRapido', mensaje: 'El código rápido «a1» ya está en la fila 2.' }]);
    expect(r[1]!.item).toBeNull();
    expect(r[2]!.errores).toEqual([{ columna: 'SKU', mensaje: 'El SKU «S» ya está en la fila 4.' }]);
  });
  it('a sheet of valid, distinct rows passes whole (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[A-Z]{2}\d{1,4}$/), { minLength: 1, maxLength: 40 }), (codes) => {
        const r = revisarHoja(codes.map((c) => ({ nombre: `Artículo ${c}`, codigoRapido: c, precioUnitario: '100' })), ctx);
        expect(r.every((x) => x.errores.length === 0 && x.item)).toBe(true);
      }),
    );
  });
});
