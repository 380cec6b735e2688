import { describe, expect, it } from 'vitest';
import type { DestinoCompra } from '../xml/use-destinos';
import { defaultsFec, problemaProveedor, receptorDeProveedor, scopeFec, sugerenciasDestino } from './fec-input';

const proveedor = { _id: 'p1', nombre: 'Agricultor Simplificado', nombreComercial: null, identificacion: { tipo: '01', numero: '112345678' }, telefono: null, correoElectronico: 'finca@correo.cr', codigoMoneda: 'CRC', cuentaContable: null, plazoCredito: 30, createdAt: '' };
const cafe: DestinoCompra = { nombre: 'Café en grano', codigoCABYS: '0111100000000', unidadMedida: 'kg', costo: '2000', codigoTarifaIVA: '02', clasificacion: 'producto', itemId: 'i1' };
const flete: DestinoCompra = { nombre: 'Flete de café', codigoCABYS: '', unidadMedida: 'Sp', costo: '0', codigoTarifaIVA: '08', clasificacion: 'gasto', itemId: null };
const opciones = [
  { group: 'Artículos', items: [{ value: 'item:i1', label: 'Café en grano (CAF-1)' }] },
  { group: 'Gastos y activos', items: [{ value: 'GastosActivos:g1', label: 'Flete de café' }] },
];
const porValor = new Map([['item:i1', cafe], ['GastosActivos:g1', flete]]);

describe('the purchase invoice (FEC) on the entry grid', () => {
  it('keeps its own draft in colones without VAT in the price, and the supplier as counterparty without a customer id', () => {
    expect(scopeFec('u1')).toBe('fec.u1');
    expect(defaultsFec({ documento: '01', local: 1, terminal: 1, codigoMoneda: 'USD', condicionVenta: '02', plazoCredito: 8, medioPago: '01', ivaIncluido: true, unidadMedida: 'Unid', codigoTarifaIVA: '08', cabys: '', clasificacion: 'producto' })).toMatchObject({ documento: '08', codigoMoneda: 'CRC', ivaIncluido: false, condicionVenta: '02' });
    expect(receptorDeProveedor(proveedor)).toEqual({ nombre: 'Agricultor Simplificado', identificacion: { tipo: '01', numero: '112345678' }, correoElectronico: 'finca@correo.cr', exoneracion: [] });
  });

  it('refuses a supplier that cannot be a FEC’s Emisor (v4.4) in Spanish', () => {
    expect(problemaProveedor(undefined, 'Elija el proveedor.')).toBe('Elija el proveedor.');
    expect(problemaProveedor(proveedor, 'x')).toBeNull();
    expect(problemaProveedor({ ...proveedor, nombre: 'Ana' }, 'x')).toMatch(/de 5 a 100 caracteres/);
  });

  it('the code cell finds items and cost records by name: an item brings its id, a cost its class and clears the item', () => {
    const [a, b] = sugerenciasDestino(opciones, porValor, 'cafe');
    expect(a!.patch).toEqual({ codigo: '', codigoCABYS: '0111100000000', detalle: 'Café en grano', unidadMedida: 'kg', precio: '2000', codigoTarifaIVA: '02', clasificacion: 'producto', itemId: 'i1' });
    expect(b!.patch).toEqual({ codigo: '', detalle: 'Flete de café', unidadMedida: 'Sp', codigoTarifaIVA: '08', clasificacion: 'gasto' });
    // Digits are a CABYS code: the catalogue answers them.
    expect(sugerenciasDestino(opciones, porValor, '0111')).toEqual([]);
  });
});
