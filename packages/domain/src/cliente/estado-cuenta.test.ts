import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estadoDeCuenta, type MovimientoCuenta } from './estado-cuenta';

const mov = (fecha: string, tipo: MovimientoCuenta['tipo'], monto: string, codigoMoneda = 'CRC'): MovimientoCuenta => ({ fecha, tipo, monto, codigoMoneda, referencia: fecha, detalle: '' });

describe('statement of account', () => {
  it('brings the balance forward and runs it through the period, per currency', () => {
    const [crc, usd] = estadoDeCuenta(
      [mov('2026-09-01', 'FACTURA', '1000'), mov('2026-09-05', 'PAGO', '400')],
      [mov('2026-10-03', 'NOTA_CREDITO', '100'), mov('2026-10-01', 'FACTURA', '2000'), mov('2026-10-02', 'FACTURA', '50', 'USD')],
    );
    expect(crc!.saldoInicial.toFixed()).toBe('600');
    expect(crc!.lineas.map((l) => [l.fecha, l.cargo.toFixed(), l.abono.toFixed(), l.saldo.toFixed()])).toEqual([
      ['2026-10-01', '2000', '0', '2600'],
      ['2026-10-03', '0', '100', '2500'],
    ]);
    expect([crc!.cargos.toFixed(), crc!.abonos.toFixed(), crc!.saldoFinal.toFixed()]).toEqual(['2000', '100', '2500']);
    expect(usd!.codigoMoneda).toBe('USD');
    expect(usd!.saldoFinal.toFixed()).toBe('50');
  });

  it('final = initial + charges − credits, and the last running balance is the final one', () => {
    const tipo = fc.constantFrom<MovimientoCuenta['tipo']>('FACTURA', 'NOTA_CREDITO', 'PAGO', 'DEVOLUCION');
    const m = fc.record({ fecha: fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`), tipo, monto: fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2)), codigoMoneda: fc.constantFrom('CRC', 'USD'), referencia: fc.constant('x'), detalle: fc.constant('') });
    fc.assert(
      fc.property(fc.array(m, { maxLength: 20 }), fc.array(m, { maxLength: 20 }), (antes, periodo) => {
        for (const c of estadoDeCuenta(antes, periodo)) {
          expect(c.saldoFinal.eq(c.saldoInicial.plus(c.cargos).minus(c.abonos))).toBe(true);
          if (c.lineas.length) expect(c.lineas[c.lineas.length - 1]!.saldo.eq(c.saldoFinal)).toBe(true);
        }
      }),
    );
  });
});
