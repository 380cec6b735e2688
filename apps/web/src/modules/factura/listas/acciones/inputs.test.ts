import { describe, expect, it } from 'vitest';
import type { Detalle } from '../detalle-query';
import type { Fila } from '../queries';
import { lineasAcreditadas, notaDebitoInput } from './inputs';

type Linea = Detalle['detalleServicio']['lineaDetalle'][number];
const linea = (n: number, cantidad: string, montoDescuento: string) =>
  ({
    numeroLinea: n,
    detalle: `Línea ${n}`,
    cantidad,
    precioUnitario: '1000',
    codigoCABYS: '4321000000000',
    unidadMedida: 'Unid',
    clasificacion: 'producto',
    montoDescuento,
    impuesto: [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }],
  }) as unknown as Linea;

describe('what the note forms send', () => {
  it('credits only the marked lines, with the discount in proportion to the quantity credited', () => {
    const lineas = [linea(1, '4', '100'), linea(2, '1', '0')];
    const r = lineasAcreditadas(lineas, [
      { numeroLinea: 1, marcada: true, cantidad: '1', maximo: '4' },
      { numeroLinea: 2, marcada: false, cantidad: '1', maximo: '1' },
    ]);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ detalle: 'Línea 1', cantidad: '1', precioUnitario: '1000', descuento: [{ montoDescuento: '25' }] });
  });

  it('a debit note refers to the document by its clave, in its currency, with one service line', () => {
    const fila = {
      documento: { id: '01' },
      clave: '50601012600310100000000100001010000000001100000001',
      consecutivo: '00100001010000000001',
      fechaEmision: '2026-01-01T10:00:00-06:00',
      condicionVenta: '01',
      plazoCredito: null,
      receptor: null,
      resumenFactura: { codigoTipoMoneda: { codigoMoneda: { value: 'USD' }, tipoCambio: '510' } },
    } as unknown as Fila;
    const input = notaDebitoInput(fila, { codigo: '10', razon: ' Intereses ', detalle: 'Intereses moratorios', monto: '12,5', codigoTarifaIVA: '08' });
    expect(input).toMatchObject({ documento: '02', codigoMoneda: 'USD', tipoCambio: '510' });
    expect(input.detalleServicio.lineaDetalle[0]).toMatchObject({ cantidad: '1', precioUnitario: '12.5', unidadMedida: 'Sp' });
    expect(input.informacionReferencia?.[0]).toMatchObject({ tipoDocIR: '01', numero: fila.clave, codigo: '10', razon: 'Intereses' });
  });
});
