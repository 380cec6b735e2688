import { describe, expect, it } from 'vitest';
import { campoDelServidor, encabezadoVacio, fecInput, lineaVacia, problemasFec, totalesFec, type LineaFec } from './fec-input';

const proveedor = { _id: 'p1', nombre: 'Agricultor Simplificado', nombreComercial: null, identificacion: { tipo: '01', numero: '112345678' }, telefono: null, correoElectronico: 'finca@correo.cr', codigoMoneda: 'CRC', cuentaContable: null, plazoCredito: 30, createdAt: '' };
const linea = (over: Partial<LineaFec>): LineaFec => ({ ...lineaVacia(), detalle: 'Café en grano', codigoCABYS: '0111100000000', cantidad: '10', precio: '2000', itemId: 'i1', destino: 'item:i1', ...over });

describe('purchase invoice (FEC) input', () => {
  it('says in Spanish what is missing, by field, and ignores empty lines', () => {
    const l = linea({ cantidad: '0', codigoCABYS: '123' });
    const p = problemasFec({ ...encabezadoVacio(), condicionVenta: '02' }, [l, lineaVacia()]);
    expect(p).toEqual({
      proveedor: 'Elija el proveedor (régimen simplificado) que vende.',
      plazoCredito: 'Una compra a crédito lleva el plazo en días.',
      [`${l.id}.codigoCABYS`]: 'El código CABYS tiene 13 dígitos.',
      [`${l.id}.cantidad`]: 'La cantidad debe ser mayor que cero.',
    });
    expect(problemasFec({ ...encabezadoVacio(), proveedorId: 'p1' }, [lineaVacia()])).toEqual({ lineas: 'Agregue al menos una línea.' });
  });

  it('builds an 08 with the supplier as counterparty, items carrying their id and costs their class', () => {
    const a = linea({});
    const b = linea({ itemId: null, destino: 'GastosActivos:g1', clasificacion: 'gasto', detalle: 'Flete', codigoCABYS: '6511100000000', cantidad: '1', precio: '500', codigoTarifaIVA: '01' });
    const input = fecInput({ proveedorId: 'p1', condicionVenta: '02', plazoCredito: '15', medioPago: '04' }, [a, lineaVacia(), b], proveedor);
    expect(input).toMatchObject({ documento: '08', condicionVenta: '02', plazoCredito: 15, receptor: { nombre: 'Agricultor Simplificado', identificacion: { tipo: '01', numero: '112345678' }, correoElectronico: 'finca@correo.cr' } });
    expect(input.detalleServicio.lineaDetalle).toEqual([
      { item: { _id: 'i1' }, clasificacion: 'producto', codigoCABYS: '0111100000000', cantidad: '10', unidadMedida: 'Unid', detalle: 'Café en grano', precioUnitario: '2000', impuesto: [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }] },
      { clasificacion: 'gasto', codigoCABYS: '6511100000000', cantidad: '1', unidadMedida: 'Unid', detalle: 'Flete', precioUnitario: '500', impuesto: [{ codigo: '01', codigoTarifaIVA: '01', tarifa: '0' }] },
    ]);
    const t = totalesFec([a, b]);
    expect([t.subTotal.toFixed(), t.impuesto.toFixed(), t.total.toFixed()]).toEqual(['20500', '2600', '23100']);
  });

  it('puts a server refusal beside the line field it names', () => {
    const a = linea({});
    const b = linea({});
    expect(campoDelServidor('input.detalleServicio.lineaDetalle.1.precioUnitario', [a, lineaVacia(), b])).toBe(`${b.id}.precio`);
    expect(campoDelServidor('input.receptor.identificacion.numero', [a])).toBe('proveedor');
    expect(campoDelServidor(undefined, [a])).toBe('general');
  });
});
