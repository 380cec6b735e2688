import { describe, expect, it } from 'vitest';
import { leerLinea, codigoTarifaDeCabys, esLineaVacia } from './linea-input';
import type { LineaBorrador } from './types';

const linea = (patch: Partial<LineaBorrador> = {}): LineaBorrador => ({
  id: 'l1',
  codigoCABYS: '2820404009900',
  codigo: '',
  detalle: 'Camiseta',
  cantidad: '2',
  unidadMedida: 'Unid',
  precio: '1000',
  descuento: '',
  codigoTarifaIVA: '08',
  exoneracion: '',
  clasificacion: 'producto',
  ...patch,
});
const ctx = { tipoDocumento: '01', ivaIncluido: false, exoneraciones: [] };

describe('leerLinea', () => {
  it('a line nobody started is left out of the document', () => {
    const blank = linea({ codigoCABYS: '', detalle: '', precio: '' });
    expect(esLineaVacia(blank)).toBe(true);
    expect(leerLinea(blank, ctx).kind).toBe('vacia');
  });

  it('computes the line with the domain: 2 × 1000 at 13 % is 2260', () => {
    const r = leerLinea(linea(), ctx);
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.linea.subTotal.toFixed(2)).toBe('2000.00');
    expect(r.linea.impuestoNeto.toFixed(2)).toBe('260.00');
    expect(r.linea.montoTotalLinea.toFixed(2)).toBe('2260.00');
  });

  it('reads numbers typed the Costa Rican way ("1 234,50")', () => {
    const r = leerLinea(linea({ cantidad: '1', precio: '1 234,50' }), ctx);
    expect(r.kind === 'ok' && r.linea.precioUnitario.toFixed(2)).toBe('1234.50');
  });

  it('a price with VAT included is turned into the price without it', () => {
    const r = leerLinea(linea({ cantidad: '1', precio: '1130' }), { ...ctx, ivaIncluido: true });
    expect(r.kind === 'ok' && r.linea.precioUnitario.toFixed(5)).toBe('1000.00000');
    expect(r.kind === 'ok' && r.linea.montoTotalLinea.toFixed(2)).toBe('1130.00');
  });

  it('"10%" is a percentage discount and "500" an amount', () => {
    const p = leerLinea(linea({ descuento: '10%' }), ctx);
    expect(p.kind === 'ok' && p.linea.montoDescuento.toFixed(2)).toBe('200.00');
    const m = leerLinea(linea({ descuento: '500' }), ctx);
    expect(m.kind === 'ok' && m.linea.montoDescuento.toFixed(2)).toBe('500.00');
  });

  it('each bad cell gets its own Spanish message', () => {
    const r = leerLinea(linea({ codigoCABYS: '123', cantidad: 'abc', precio: '-5', descuento: 'x', detalle: 'ab' }), ctx);
    expect(r.kind).toBe('error');
    if (r.kind !== 'error') return;
    expect(r.errores.codigoCABYS).toBe('El código CABYS debe tener 13 dígitos.');
    expect(r.errores.cantidad).toBe('Escriba una cantidad mayor que cero.');
    expect(r.errores.precio).toBe('Escriba un precio válido (0 o más).');
    expect(r.errores.descuento).toBe('Escriba un porcentaje (10%) o un monto (500).');
    expect(r.errores.detalle).toBe('El detalle debe tener de 3 a 200 caracteres.');
  });

  it('a discount larger than the line is refused on the discount cell', () => {
    const r = leerLinea(linea({ descuento: '5000' }), ctx);
    expect(r.kind === 'error' && r.errores.descuento).toBe('El descuento no puede ser mayor que el monto de la línea.');
  });

  it('the issuer default CABYS fills a line without one (spec 1 §5)', () => {
    const r = leerLinea(linea({ codigoCABYS: '' }), { ...ctx, defaults: { cabys: '9292000000300' } });
    expect(r.kind === 'ok' && r.input.codigoCABYS).toBe('9292000000300');
  });

  it("the receptor's exoneration lowers the tax by its share (v4.4 TarifaExonerada)", () => {
    const ex = {
      id: 'e1',
      tipoDocumento: '03',
      numeroDocumento: 'AL-001',
      nombreInstitucion: '01',
      fechaEmision: '2026-01-01T00:00:00-06:00',
      porcentajeExoneracion: '100',
      cabys: [],
    };
    const r = leerLinea(linea({ exoneracion: 'e1' }), { ...ctx, exoneraciones: [ex] });
    expect(r.kind === 'ok' && r.linea.impuestoNeto.toFixed(2)).toBe('0.00');
  });
});

describe('helpers', () => {
  it('a CABYS rate maps to its IVA code', () => {
    expect(codigoTarifaDeCabys('13')).toBe('08');
    expect(codigoTarifaDeCabys('1')).toBe('02');
    expect(codigoTarifaDeCabys('4')).toBe('04');
    expect(codigoTarifaDeCabys('0')).toBe('01');
  });
});
