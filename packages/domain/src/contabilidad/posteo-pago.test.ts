import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, ZERO } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { validateAsiento, type LineaAsiento } from './asiento';
import { acreditableAnulacion, hojaIva } from './hoja-iva';
import { asientoDocumento } from './posteo';
import { asientoPago } from './posteo-pago';

const monto = (max = 10_000_000) => fc.integer({ min: 0, max: max * 100_000 }).map((n) => new D(n).div(100_000).toFixed());
const tasa = fc.integer({ min: 45_000_000, max: 70_000_000 }).map((n) => new D(n).div(100_000).toFixed());
const filas = (ls: readonly LineaAsiento[]) => ls.map((l) => [l.cuentaContable, l.debe.toFixed(), l.haber.toFixed()]);
const neto = (ls: readonly LineaAsiento[], cuenta: string) => ls.filter((l) => l.cuentaContable === cuenta).reduce((a, l) => a.plus(l.debe).minus(l.haber), ZERO);

describe('payments in another currency (diferencial cambiario)', () => {
  const pago = fc.record({
    compra: fc.boolean(),
    aplicado: monto(100_000),
    excedente: monto(10_000),
    deBalance: monto(10_000),
    desdeBalance: fc.boolean(),
    tasaDocumento: tasa,
    tasaPago: tasa,
    signo: fc.constantFrom(1 as const, -1 as const),
  });
  it('every payment entry balances in colones, cash is the money at the payment rate, and the difference is exactly what the rates differ by', () => {
    fc.assert(
      fc.property(pago, (p) => {
        const deBalance = p.compra || !p.desdeBalance ? '0' : p.aplicado;
        const excedente = p.compra || p.desdeBalance ? '0' : p.excedente;
        // The money that moved in the document's currency, then in colones at the payment's rate.
        const movido = p.desdeBalance && !p.compra ? ZERO : new D(p.aplicado).plus(excedente);
        const efectivo = roundAmount(movido.times(p.tasaPago));
        const a = asientoPago({ monto: p.aplicado, excedente, deBalance, tipoCambio: p.tasaDocumento, compra: p.compra, signo: p.signo, efectivo });
        if (a.length === 0) return;
        expect(validateAsiento(a).ok).toBe(true);
        expect(neto(a, 'sys:CAJA').eq(efectivo.times(p.compra ? -1 : 1).times(p.signo))).toBe(true);
        const liquidado = roundAmount(new D(p.aplicado).times(p.tasaDocumento)).plus(roundAmount(new D(excedente).times(p.tasaDocumento))).minus(roundAmount(new D(deBalance).times(p.tasaDocumento)));
        const ganancia = p.compra ? liquidado.minus(efectivo) : efectivo.minus(liquidado);
        // A gain is credited (income), a loss debited (expense); a deleted payment reverses it.
        const dif = neto(a, 'sys:DIFERENCIAL_GANADO').plus(neto(a, 'sys:DIFERENCIAL_PERDIDO'));
        expect(dif.eq(ganancia.negated().times(p.signo))).toBe(true);
        expect(neto(a, ganancia.isNeg() ? 'sys:DIFERENCIAL_GANADO' : 'sys:DIFERENCIAL_PERDIDO').isZero()).toBe(true);
        const b = asientoPago({ monto: p.aplicado, excedente, deBalance, tipoCambio: p.tasaDocumento, compra: p.compra, signo: p.signo === 1 ? -1 : 1, efectivo });
        expect(filas(b)).toEqual(filas(a).map(([c, d, h]) => [c, h, d]));
      }),
    );
  });
  it('writes the literal records: $100 billed at ₡500 and collected at ₡520, a supplier paid at ₡490', () => {
    expect(filas(asientoPago({ monto: '100', tipoCambio: '500', compra: false, efectivo: '52000' }))).toEqual([['sys:CAJA', '52000', '0'], ['sys:CXC_CLIENTES', '0', '50000'], ['sys:DIFERENCIAL_GANADO', '0', '2000']]);
    expect(filas(asientoPago({ monto: '100', tipoCambio: '500', compra: true, cuentaPago: 'banco', efectivo: '49000' }))).toEqual([['sys:CXP_PROVEEDORES', '50000', '0'], ['banco', '0', '49000'], ['sys:DIFERENCIAL_GANADO', '0', '1000']]);
    expect(filas(asientoPago({ monto: '100', tipoCambio: '500', compra: false, efectivo: '49000' }))).toEqual([['sys:CAJA', '49000', '0'], ['sys:CXC_CLIENTES', '0', '50000'], ['sys:DIFERENCIAL_PERDIDO', '1000', '0']]);
    // In colones on a document in colones: no difference, the record of before.
    expect(filas(asientoPago({ monto: '800', excedente: '200', tipoCambio: '1', compra: false, efectivo: '1000' }))).toEqual([['sys:CAJA', '1000', '0'], ['sys:CXC_CLIENTES', '0', '800'], ['sys:ANTICIPOS_CLIENTES', '0', '200']]);
  });
});

describe('a purchase cancellation (9938) takes back what its acceptance credited', () => {
  it('reverses the credited VAT at the acceptance proportion: the purchase and its cancellation leave no VAT credit, in the books or the worksheet', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ subTotal: monto(1_000_000), impuestoNeto: monto(130_000) }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 100 }), fc.constantFrom('total' as const, 'parcial' as const, 'ninguno' as const), (ls, pct, acreditacion) => {
        const lineas = ls.map((l) => ({ ...l, esServicio: false, conItem: false }));
        const impuesto = ls.reduce((a, l) => a.plus(l.impuestoNeto), ZERO);
        const declarado = roundAmount(impuesto.times(pct).div(100));
        const acreditable = acreditacion === 'ninguno' ? ZERO : declarado;
        const deLaAnulacion = acreditableAnulacion({ impuestoAnulacion: impuesto, impuestoCompra: impuesto, acreditableCompra: declarado, acreditacion });
        expect(deLaAnulacion?.eq(acreditable)).toBe(true);
        const compra = asientoDocumento({ compra: true, signo: 1, tipoCambio: '1', lineas, impuestoAcreditable: acreditable });
        const anulacion = asientoDocumento({ compra: true, signo: -1, tipoCambio: '1', lineas, impuestoAcreditable: deLaAnulacion });
        expect(neto([...compra, ...anulacion], 'sys:IVA_POR_COBRAR').isZero()).toBe(true);
        const doc = (id: string, clase: 'compra' | 'anulacion') => ({ id, clase, totalImpuesto: impuesto, lineas: ls.map((l) => ({ tarifa: '13', base: l.subTotal, impuesto: l.impuestoNeto })), acreditacion, impuestoAcreditable: clase === 'compra' ? acreditable : deLaAnulacion });
        expect(hojaIva([doc('c', 'compra'), doc('a', 'anulacion')]).totalCredito.isZero()).toBe(true);
      }),
    );
  });
  it('a cancellation of ₡130 VAT whose acceptance credited ₡100 takes back ₡100, not ₡130', () => {
    expect(acreditableAnulacion({ impuestoAnulacion: '130', impuestoCompra: '130', acreditableCompra: '100', acreditacion: 'parcial' })?.toFixed()).toBe('100');
    expect(acreditableAnulacion({ impuestoAnulacion: '130', impuestoCompra: '130', acreditableCompra: null, acreditacion: 'total' })).toBeNull();
  });
});
