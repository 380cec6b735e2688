import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { aplicarNotaCredito, aplicarPago, montoEnMonedaDocumento, PagoRechazado, revertirPago, type Aplicacion } from './aplicar';
import { antiguedad, diasVencido, TRAMOS, tramoDeDias } from './antiguedad';

// The model: random payments, deletions, credit notes and overpayments against one invoice
// and its customer's balance in favour. After every step: the saldo is never negative; saldo +
// active payments + credit notes = total; the balance = active excesses − active uses of it.

const centimos = (max: number) => fc.integer({ min: 1, max }).map((n) => new D(n).div(100));
type Paso =
  | { t: 'pago'; monto: D }
  | { t: 'deBalance'; monto: D }
  | { t: 'borrar'; i: number }
  | { t: 'nota'; monto: D };
const pasoArb: fc.Arbitrary<Paso> = fc.oneof(
  fc.record({ t: fc.constant('pago' as const), monto: centimos(300_000) }),
  fc.record({ t: fc.constant('deBalance' as const), monto: centimos(100_000) }),
  fc.record({ t: fc.constant('borrar' as const), i: fc.nat(30) }),
  fc.record({ t: fc.constant('nota' as const), monto: centimos(150_000) }),
);

describe('the payments model (ruling F1-1)', () => {
  it('saldo ≥ 0, saldo + payments + credit notes = total, balance = excesses − uses', () => {
    fc.assert(
      fc.property(centimos(1_000_000), fc.array(pasoArb, { maxLength: 40 }), (total, pasos) => {
        let saldo = total;
        let balance = new D(0);
        const pagos: (Aplicacion & { activo: boolean })[] = [];
        let notas = new D(0);
        for (const p of pasos) {
          try {
            if (p.t === 'pago') pagos.push({ ...aplicarPago(saldo, p.monto, { admiteExcedente: true }), activo: true });
            else if (p.t === 'deBalance') pagos.push({ ...aplicarPago(saldo, p.monto, { aplicaBalance: true, balanceDisponible: balance }), activo: true });
            else if (p.t === 'nota') {
              const n = aplicarNotaCredito(saldo, p.monto);
              notas = notas.plus(n.aplicado);
              saldo = n.saldoNuevo;
              continue;
            } else {
              const activos = pagos.filter((x) => x.activo);
              const x = activos[p.i % Math.max(1, activos.length)];
              if (!x) continue;
              const r = revertirPago(saldo, x, balance);
              x.activo = false;
              saldo = r.saldoNuevo;
              balance = r.balanceNuevo;
              continue;
            }
            const a = pagos[pagos.length - 1]!;
            saldo = a.saldoNuevo;
            balance = balance.plus(a.excedente).minus(a.deBalance);
          } catch (e) {
            expect(e).toBeInstanceOf(PagoRechazado);
          }
          const activos = pagos.filter((x) => x.activo);
          expect(saldo.isNeg()).toBe(false);
          expect(balance.isNeg()).toBe(false);
          expect(saldo.plus(activos.reduce((s, x) => s.plus(x.aplicado), new D(0))).plus(notas).eq(total)).toBe(true);
          expect(balance.eq(activos.reduce((s, x) => s.plus(x.excedente).minus(x.deBalance), new D(0)))).toBe(true);
        }
      }),
    );
  });

  it('a settled document refuses a payment as a conflict (the race for the last colones)', () => {
    const a = aplicarPago('1000', '1000');
    expect(a.saldoNuevo.eq(0)).toBe(true);
    try {
      aplicarPago(a.saldoNuevo, '1000');
      expect.unreachable();
    } catch (e) {
      expect((e as PagoRechazado).conflicto).toBe(true);
      expect((e as Error).message).toMatch(/ya no tiene saldo/);
    }
  });

  it('a supplier payment beyond the saldo is refused; a customer one parks the excess', () => {
    expect(() => aplicarPago('100', '150')).toThrow(/supera el saldo/);
    const a = aplicarPago('100', '150', { admiteExcedente: true });
    expect([a.aplicado.toFixed(), a.excedente.toFixed(), a.saldoNuevo.toFixed()]).toEqual(['100', '50', '0']);
    expect(() => aplicarPago('100', '50', { aplicaBalance: true, balanceDisponible: '20' })).toThrow(/no alcanza/);
  });

  it('another currency converts at its rate through colones; the same currency is untouched', () => {
    expect(montoEnMonedaDocumento('10', { codigoMoneda: 'USD', tipoCambio: '510' }, { codigoMoneda: 'CRC', tipoCambio: '1' }).toFixed()).toBe('5100');
    expect(montoEnMonedaDocumento('5100', { codigoMoneda: 'CRC', tipoCambio: '1' }, { codigoMoneda: 'USD', tipoCambio: '510' }).toFixed()).toBe('10');
    expect(montoEnMonedaDocumento('7', { codigoMoneda: 'USD', tipoCambio: '1' }, { codigoMoneda: 'USD', tipoCambio: '500' }).toFixed()).toBe('7');
    fc.assert(
      fc.property(centimos(10_000_000), fc.integer({ min: 400, max: 700 }), (m, tc) => {
        const crc = montoEnMonedaDocumento(m, { codigoMoneda: 'USD', tipoCambio: tc }, { codigoMoneda: 'CRC', tipoCambio: 1 });
        expect(crc.eq(m.times(tc))).toBe(true);
      }),
    );
  });
});

describe('aging buckets', () => {
  it('every document in exactly one bucket; the buckets add up to the total', () => {
    const hoy = new Date('2026-11-26T18:00:00Z');
    fc.assert(
      fc.property(
        fc.array(fc.record({ c: fc.constantFrom('a', 'b', 'c'), saldo: centimos(1_000_000), dias: fc.integer({ min: 0, max: 400 }), plazo: fc.option(fc.integer({ min: 0, max: 90 })) }), { maxLength: 50 }),
        (docs) => {
          const filas = docs.map((d) => ({ contraparte: d.c, saldo: d.saldo, fechaEmision: new Date(hoy.getTime() - d.dias * 86_400_000), plazoCredito: d.plazo }));
          const r = antiguedad(filas, hoy);
          const total = docs.reduce((s, d) => s.plus(d.saldo), new D(0));
          expect(r.reduce((s, x) => s.plus(x.total), new D(0)).eq(total)).toBe(true);
          for (const x of r) expect(TRAMOS.reduce((s, t) => s.plus(x[t]), new D(0)).eq(x.total)).toBe(true);
        },
      ),
    );
  });
  it('bucket bounds: 0 current, 1 and 30 in 1–30, 31 in 31–60, 91 over 90; time only ages', () => {
    expect([0, -5, 1, 30, 31, 60, 61, 90, 91].map(tramoDeDias)).toEqual(['corriente', 'corriente', 'd1a30', 'd1a30', 'd31a60', 'd31a60', 'd61a90', 'd61a90', 'mas90']);
    expect(diasVencido(new Date('2026-01-01T23:00:00Z'), new Date('2026-01-02T01:00:00Z'))).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 400 }), fc.nat(200), (d, mas) => {
        expect(TRAMOS.indexOf(tramoDeDias(d + mas))).toBeGreaterThanOrEqual(TRAMOS.indexOf(tramoDeDias(d)));
      }),
    );
  });
});
