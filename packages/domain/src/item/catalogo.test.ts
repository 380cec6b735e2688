import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { buscarItems, indexarItems, itemPorCodigo, plegar } from './busqueda';
import { codigoBarrasValido, codigosComerciales, gtinValido, impuestoDeCabys } from './codigos';
import { descuentosDeLinea, normalizarDescuento } from './descuento';
import { tipoDeRuta, TIPOS_ITEM, TIPOS_VENDIBLES } from './tipos';

describe('item types follow the inventory screens (ruling A1-1)', () => {
  it('01–05 are the five screens in menu order; the route finds its type whatever its case', () => {
    expect(TIPOS_ITEM.map((t) => [t.codigo, t.ruta])).toEqual([
      ['01', '/inventario/materiaPrima'],
      ['02', '/inventario/reventa'],
      ['03', '/inventario/manufacturado'],
      ['04', '/inventario/consumible'],
      ['05', '/inventario/Servicio'],
    ]);
    expect(tipoDeRuta('/inventario/servicio')?.codigo).toBe('05');
    expect(TIPOS_VENDIBLES).toEqual(['02', '03', '05']);
  });
});

describe('discounts with their v4.4 code (ruling A1-11)', () => {
  it('defaults to 07, rounds the percentage to 3 and the amount to 5 decimals', () => {
    const r = normalizarDescuento({ naturalezaDescuento: ' Cliente frecuente ', porcentajeDescuento: '10.12345' });
    expect(r.ok && [r.value.codigoDescuento, r.value.porcentajeDescuento.toFixed(), r.value.montoDescuento.toFixed(), r.value.naturalezaDescuento]).toEqual(['07', '10.123', '0', 'Cliente frecuente']);
  });
  it('refuses what Hacienda would refuse, naming the field', () => {
    expect(normalizarDescuento({ naturalezaDescuento: 'ab', montoDescuento: '1' })).toMatchObject({ ok: false, field: 'naturalezaDescuento' });
    expect(normalizarDescuento({ naturalezaDescuento: 'Promo', montoDescuento: '1', codigoDescuento: '10' })).toMatchObject({ ok: false, code: 'CODIGO_DESCUENTO' });
    expect(normalizarDescuento({ naturalezaDescuento: 'Promo', montoDescuento: '1', codigoDescuento: '99' })).toMatchObject({ ok: false, code: 'DESCUENTO_OTRO', field: 'codigoDescuentoOTRO' });
    expect(normalizarDescuento({ naturalezaDescuento: 'Promo', porcentajeDescuento: '101' })).toMatchObject({ ok: false, code: 'PORCENTAJE_INVALIDO' });
    expect(normalizarDescuento({ naturalezaDescuento: 'Promo', montoDescuento: '-1' })).toMatchObject({ ok: false, code: 'MONTO_NEGATIVO' });
    expect(normalizarDescuento({ naturalezaDescuento: 'Promo' })).toMatchObject({ ok: false, code: 'DESCUENTO_VACIO' });
    expect(normalizarDescuento({ naturalezaDescuento: 'Promo', montoDescuento: 'diez' })).toMatchObject({ ok: false, code: 'MONTO_INVALIDO' });
  });
  it('on a line: the percentage when there is one, else the amount per unit times the quantity, with its code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 5000 }), (pctMil, montoCent, cantMil) => {
        const d = normalizarDescuento({ naturalezaDescuento: 'Promoción', porcentajeDescuento: new D(pctMil).div(1000), montoDescuento: new D(montoCent).div(100), codigoDescuento: '06' });
        if (!d.ok) throw new Error(d.code);
        const [l] = descuentosDeLinea([d.value], new D(cantMil).div(1000));
        expect(l?.codigoDescuento).toBe('06');
        if (pctMil > 0) expect(l).toMatchObject({ porcentajeDescuento: d.value.porcentajeDescuento });
        else expect(new D(l!.montoDescuento!).eq(new D(montoCent).div(100).times(new D(cantMil).div(1000)).toDecimalPlaces(5))).toBe(true);
      }),
    );
    const uno = normalizarDescuento({ naturalezaDescuento: 'Promo', montoDescuento: '1' });
    if (!uno.ok) throw new Error();
    expect(descuentosDeLinea(Array(7).fill(uno.value), '1')).toHaveLength(5);
  });
});

describe('commercial codes and barcodes', () => {
  it('SKU, barcode and quick code reach the line as CodigoComercial 01, 03 and 04 (at most 20 characters)', () => {
    expect(codigosComerciales({ SKU: 'SKU-1', codigoBarras: '7441001234566', codigoRapido: 'CAF' })).toEqual([
      { tipo: '01', codigo: 'SKU-1' },
      { tipo: '03', codigo: '7441001234566' },
      { tipo: '04', codigo: 'CAF' },
    ]);
    expect(codigosComerciales({ codigoRapido: '  ' })).toEqual([]);
  });
  it('a GTIN with any single digit changed fails its check digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.nat(11), fc.integer({ min: 1, max: 9 }), (body, pos, delta) => {
        const check = (10 - ([...body].reverse().reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10;
        const gtin = `${body}${check}`;
        expect(gtinValido(gtin)).toBe(true);
        const typo = gtin.slice(0, pos) + String((Number(gtin[pos]) + delta) % 10) + gtin.slice(pos + 1);
        expect(gtinValido(typo)).toBe(false);
      }),
    );
    expect(codigoBarrasValido('ABC-123')).toBe(true);
    expect(codigoBarrasValido('7441001234567')).toBe(false);
    expect(codigoBarrasValido('con espacio')).toBe(false);
  });
  it('a CABYS rate sets the default VAT (ruling A1-13)', () => {
    expect(impuestoDeCabys('13')).toEqual({ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' });
    expect(impuestoDeCabys('4')).toMatchObject({ codigoTarifaIVA: '04' });
    expect(impuestoDeCabys('1')).toMatchObject({ codigoTarifaIVA: '02' });
    expect(impuestoDeCabys('0')).toMatchObject({ codigoTarifaIVA: '01', tarifa: '0' });
  });
});

const items = [
  { id: 1, codigoRapido: 'CAF', SKU: 'SKU-CAFE-250', codigoBarras: '7441001234566', codigo: '2391000000100', nombre: 'Café molido 250 g' },
  { id: 2, codigoRapido: 'CAFN', nombre: 'Café negro' },
  { id: 3, codigoRapido: 'T1', nombre: 'Té verde', nombreCorto: 'Té' },
  { id: 4, nombre: 'Cafetera eléctrica' },
  { id: 5, codigo: '2391000000200', nombre: 'Azúcar' },
];

describe('the item search of the billing list', () => {
  const indice = indexarItems(items);
  it('an exact quick code, barcode or SKU comes first', () => {
    expect(buscarItems(indice, 'caf')[0]?.id).toBe(1);
    expect(buscarItems(indice, '7441001234566').map((i) => i.id)).toEqual([1]);
    expect(itemPorCodigo(indice, 'sku-cafe-250')?.id).toBe(1);
    expect(itemPorCodigo(indice, 'CA')).toBeUndefined();
  });
  it('finds names by word starts without accents, then CABYS prefixes, then text inside names', () => {
    expect(buscarItems(indice, 'cafe').map((i) => i.id)).toEqual([2, 1, 4]);
    expect(buscarItems(indice, 'te').map((i) => i.id)).toContain(3);
    expect(buscarItems(indice, 'azucar')[0]?.id).toBe(5);
    expect(buscarItems(indice, '2391000').map((i) => i.id)).toEqual([5, 1]);
    expect(buscarItems(indice, 'ctric').map((i) => i.id)).toEqual([4]);
    expect(buscarItems(indice, '   ')).toEqual([]);
  });
  it('every item is found by each of its codes, first (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[A-Z0-9]{1,8}$/), { minLength: 1, maxLength: 30 }), (codes) => {
        const list = codes.map((c, k) => ({ k, codigoRapido: c, nombre: `Artículo ${k}` }));
        const idx = indexarItems(list);
        for (const it of list) expect(buscarItems(idx, it.codigoRapido.toLowerCase())[0]?.k).toBe(it.k);
      }),
    );
  });
  it('folds case and accents', () => expect(plegar('ÁÉÍÓÚ Ñandú')).toBe('aeiou nandu'));
});
