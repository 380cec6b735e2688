import { describe, expect, it } from 'vitest';
import { indexarItems } from '@jit/domain';
import { leerLinea } from '../../borrador/linea-input';
import type { LineaBorrador } from '../../borrador/types';
import { lineaDeItem, sugerenciasItems, type ItemFacturable } from './items';

const item = (over: Partial<ItemFacturable> = {}): ItemFacturable =>
  ({
    _id: 'i1',
    itemRefId: null,
    etiqueta: null,
    nombre: 'Café de altura 500 g',
    nombreCorto: null,
    codigoRapido: 'CAF1',
    SKU: null,
    codigoBarras: '7441234567892',
    codigo: '2391102010200',
    clasificacion: 'producto',
    unidadMedida: { id: 'Unid' },
    codigoMoneda: { id: 'CRC' },
    precioUnitario: '4000',
    impuesto: [{ codigo: { id: '01' }, codigoTarifa: { id: '08' }, tarifa: '13' }],
    descuento: [],
    priceDateRange: [{ date: '2030-01-01', price: '4250.5' }],
    cantidad: '0',
    showVariantAsOptions: false,
    ...over,
  }) as ItemFacturable;

describe('an item in the code cell', () => {
  it('fills the line with its quick code, CABYS, name, unit, VAT, and the price of the date', () => {
    expect(lineaDeItem(item(), '2029-12-31', false)).toMatchObject({
      codigo: 'CAF1',
      codigoCABYS: '2391102010200',
      detalle: 'Café de altura 500 g',
      unidadMedida: 'Unid',
      precio: '4000',
      codigoTarifaIVA: '08',
      descuento: '',
    });
    expect(lineaDeItem(item(), '2030-01-01', false).precio).toBe('4250,5');
    // in VAT-included mode the clerk's price carries the 13 %
    expect(lineaDeItem(item(), '2029-12-31', true).precio).toBe('4520');
  });

  it('brings its first discount with its v4.4 code, which reaches the line sent', () => {
    const descuento = [{ _id: 'd1', naturalezaDescuento: 'Cliente frecuente', porcentajeDescuento: '10', montoDescuento: '0', codigoDescuento: { id: '02' }, codigoDescuentoOTRO: null }];
    const patch = lineaDeItem(item({ descuento }), '2029-12-31', false);
    expect([patch.descuento, patch.codigoDescuento]).toEqual(['10%', '02']);
    const l: LineaBorrador = { id: 'l1', codigoCABYS: '', codigo: '', detalle: '', cantidad: '1', unidadMedida: 'Unid', precio: '', descuento: '', codigoTarifaIVA: '08', exoneracion: '', clasificacion: 'producto', ...patch };
    const r = leerLinea(l, { tipoDocumento: '01', ivaIncluido: false, exoneraciones: [] });
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.input.codigoComercial).toEqual([{ tipo: '01', codigo: 'CAF1' }]);
    expect(r.input.descuento).toEqual([expect.objectContaining({ codigoDescuento: '02' })]);
  });

  it('is found by quick code, barcode or words of its name; a variant is offered as its own option', () => {
    const variante = item({ _id: 'v1', itemRefId: 'i1', nombre: 'Café de altura 500 g [1 kg]', codigoRapido: 'CAF1K', codigoBarras: null, precioUnitario: '7500', priceDateRange: [] });
    const indice = indexarItems([item(), variante]);
    const linea = (i: ItemFacturable) => lineaDeItem(i, '2029-12-31', false);
    expect(sugerenciasItems(indice, 'CAF1', linea).map((s) => s.key)).toEqual(['i:i1', 'i:v1']);
    expect(sugerenciasItems(indice, 'caf1k', linea)[0]?.patch.precio).toBe('7500');
    expect(sugerenciasItems(indice, '7441234567892', linea).map((s) => s.key)).toEqual(['i:i1']);
    expect(sugerenciasItems(indice, 'cafe altura', linea)).toHaveLength(2);
    expect(sugerenciasItems(indice, 'té', linea)).toEqual([]);
  });
});
