import { describe, expect, it } from 'vitest';
import {
  buildClave,
  buildConsecutivo,
  computeLinea,
  computeResumen,
  createAcumulado,
  formatMoney,
  parseClave,
  partesFechaCostaRica,
  replaceLinea,
  resumenDesdeAcumulado,
  toWire,
  unwrap,
  type LineaInput,
} from './index';

// The README's script example, kept true by running it.
describe('README example', () => {
  it('prices a quote, serialises it and builds its clave', () => {
    const inputs: LineaInput[] = [
      { cantidad: '2', precioUnitario: '15000', clasificacion: 'producto', codigoCABYS: '2399999009900', detalle: 'Silla', descuento: [{ porcentajeDescuento: '10', codigoDescuento: '07' }], impuesto: [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }] },
      { cantidad: '1', precioUnitario: '25000', clasificacion: 'servicio', detalle: 'Instalación', impuesto: [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }] },
    ];
    const lineas = inputs.map((l, i) => unwrap(computeLinea({ ...l, numeroLinea: i + 1 })));
    const resumen = computeResumen(lineas, [], { medioPago: [{ tipoMedioPago: '01' }] });
    expect(formatMoney(resumen.totalComprobante)).toBe('₡58\u00a0760,00');
    expect(toWire(resumen).totalComprobante).toBe('58760');
    const consecutivo = unwrap(buildConsecutivo({ sucursal: 1, terminal: 1, tipoDocumento: '01', numero: 42 }));
    const clave = unwrap(buildClave({ fecha: partesFechaCostaRica(Date.parse('2026-11-05T16:00:00Z')), identificacion: '3101123456', consecutivo, situacion: '1', codigoSeguridad: 'A1b2C3d4' }));
    expect(unwrap(parseClave(clave)).consecutivoParts.numero).toBe(42);
    const acc = createAcumulado(lineas);
    replaceLinea(acc, lineas[1]!, unwrap(computeLinea({ ...inputs[1]!, cantidad: '2', numeroLinea: 2 })));
    expect(resumenDesdeAcumulado(acc).totalComprobante.toFixed()).toBe('87010');
  });
});
