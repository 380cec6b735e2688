import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { estadoLinkTrasLeer, normalizePago, saldoAFecha, saldoDocumento, saldosPorMoneda } from './saldos';

const montoArb = fc.integer({ min: 0, max: 10_000_000 }).map((n) => new D(n).div(100).toFixed());

describe('payments and balances (spec 3 §3, §4, §5)', () => {
  it('saldo = totalCredito − Σ active payments; a deleted payment (estado false) does not count', () => {
    fc.assert(
      fc.property(montoArb, fc.array(fc.record({ monto: montoArb, estado: fc.boolean() }), { maxLength: 10 }), (total, pagos) => {
        const r = saldoDocumento(total, pagos);
        const active = pagos.filter((p) => p.estado).reduce((a, p) => a.plus(p.monto), new D(0));
        expect(r.totalPago.eq(active)).toBe(true);
        expect(r.saldo.plus(r.totalPago).eq(total)).toBe(true);
      }),
    );
  });
  it('balances per currency add up: saldo = invoiced − paid, 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ simbolo: fc.constantFrom('₡', '$'), total: montoArb }), { maxLength: 8 }),
        fc.array(fc.record({ simbolo: fc.constantFrom('₡', '$'), monto: montoArb }), { maxLength: 8 }),
        (facturas, pagos) => {
          for (const s of saldosPorMoneda(facturas, pagos)) {
            expect(s.saldo.eq(s.totalFacturas.minus(s.totalPagado))).toBe(true);
            const f = facturas.filter((x) => x.simbolo === s.simbolo).reduce((a, x) => a.plus(x.total), new D(0));
            expect(s.totalFacturas.eq(f)).toBe(true);
          }
        },
      ),
    );
    expect(saldosPorMoneda([{ simbolo: '₡', total: '10' }], [{ simbolo: '₡', monto: '4', estado: false }])[0]?.saldo.toFixed()).toBe('10');
    expect(saldosPorMoneda([{ simbolo: '₡', total: '10' }], [{ simbolo: '₡', monto: '4' }, { simbolo: '$', monto: '1' }]).map((s) => [s.simbolo, s.totalPagado.toFixed(), s.saldo.toFixed()])).toEqual([['₡', '4', '6'], ['$', '1', '-1']]);
  });
  it('saldoAFecha takes the balance of the same currency symbol at 2 decimals', () => {
    expect(saldoAFecha([{ simbolo: '$', saldo: '10.005' }, { simbolo: '₡', saldo: '5' }], '$')?.toFixed()).toBe('10.01');
    expect(saldoAFecha([{ simbolo: '$', saldo: '10.005' }, { simbolo: '₡', saldo: '5' }], '₡')?.toFixed()).toBe('5');
    expect(saldoAFecha([], '$')).toBeUndefined();
  });
  it('payment create omits what the server does not take', () => {
    const p = normalizePago({ monto: '100.123456', razonEliminar: 'x', consecutivoFactura: '1', cliente: {}, entidad: { _id: null }, cuentaContable: '', concepto: 'Abono' }, '50.555');
    expect(Object.keys(p).sort()).toEqual(['concepto', 'estado', 'monto', 'saldoAFecha']);
    expect([String(p.monto), String(p.saldoAFecha), p.estado]).toEqual(['100.12346', '50.56', true]);
    expect(normalizePago({ monto: '1', entidad: { _id: 'e1' }, cuentaContable: 'c' })).toMatchObject({ entidad: { _id: 'e1' }, cuentaContable: 'c' });
    expect(normalizePago({ monto: '1', entidad: null })).not.toHaveProperty('entidad');
    expect(normalizePago({ monto: '1' })).not.toHaveProperty('saldoAFecha');
  });
  it('reading a PENDIENTE link makes it CONSULTADO; other states stay', () => {
    expect(['PENDIENTE', 'CONSULTADO', 'PAGADO'].map(estadoLinkTrasLeer)).toEqual(['CONSULTADO', 'CONSULTADO', 'PAGADO']);
  });
});
