import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, ZERO } from '../money/decimal';
import { validateAsiento, type LineaAsiento } from './asiento';
import { asientoRecibo, difiereIva, diferidoDeNotas, type EventoDiferido } from './iva-diferido';
import { asientoDocumento, sys } from './posteo';

const neto = (asientos: readonly LineaAsiento[][], cuenta: string) =>
  asientos.flat().filter((l) => l.cuentaContable === cuenta).reduce((a, l) => a.plus(l.haber).minus(l.debe), ZERO);
const centimos = (max: number) => fc.integer({ min: 0, max }).map((n) => new D(n).div(100));

describe('the VAT of a sale on condition 08 or 10 is owed when collected (art. 27 LIVA, DECISIONS #251)', () => {
  it('is deferred for a 01, 02 or 04 on 08 or 10 only', () => {
    expect(['01', '02', '04'].every((t) => difiereIva(t, '10') && difiereIva(t, '08'))).toBe(true);
    expect([difiereIva('01', '02'), difiereIva('01', '01'), difiereIva('09', '10'), difiereIva('99', '10'), difiereIva('01', null)]).toEqual([false, false, false, false, false]);
  });
  it('its records balance; the deferred account holds exactly the VAT of what is still owed, never less than zero, and VAT payable what the REPs declared less what credit notes refunded of it', () => {
    // A sale's VAT, then payments (each REP declares VAT of what is still owed) and credit notes (each lowers what is owed as far as zero) in any order.
    const evento = fc.oneof(fc.record({ clase: fc.constant('recibo' as const), parte: fc.integer({ min: 0, max: 100 }) }), fc.record({ clase: fc.constant('nota' as const), impuesto: centimos(200_000) }));
    fc.assert(
      fc.property(centimos(200_000), fc.array(evento, { maxLength: 8 }), fc.constantFrom('1', '512.34'), (iva, pasos, tc) => {
        let debido = iva; // the VAT of what the customer still owes
        const eventos: EventoDiferido[] = pasos.map((p, i) => {
          if (p.clase === 'recibo') {
            const x = debido.times(p.parte).div(100).toDecimalPlaces(5);
            debido = debido.minus(x);
            return { id: `r${i}`, clase: 'recibo', impuesto: x };
          }
          debido = debido.minus(D.min(p.impuesto, debido));
          return { id: `n${i}`, clase: 'nota', impuesto: p.impuesto };
        });
        const diferido = diferidoDeNotas(iva, eventos);
        const venta = asientoDocumento({ compra: false, signo: 1, tipoCambio: tc, lineas: [{ subTotal: iva.times(10), impuestoNeto: iva, esServicio: true, conItem: false }], impuestoDiferido: iva });
        const asientos = [
          venta,
          ...eventos.map((e) => {
            if (e.clase === 'recibo') return asientoRecibo({ impuesto: e.impuesto, tipoCambio: tc });
            const d = diferido.get(e.id)!;
            expect(d.gte(0) && d.lte(e.impuesto)).toBe(true);
            return asientoDocumento({ compra: false, signo: -1, tipoCambio: tc, lineas: [{ subTotal: new D(e.impuesto).times(10), impuestoNeto: e.impuesto, esServicio: true, conItem: false }], impuestoDiferido: d });
          }),
        ];
        for (const a of asientos) if (a.length) expect(validateAsiento(a).ok).toBe(true);
        const colones = (x: D) => x.times(tc);
        // rounding to 5 decimals per record, at most half a unit of the fifth decimal each
        const cerca = (a: D, b: D) => expect(a.minus(b).abs().lte(new D('0.00001').times(asientos.length)), `${a.toFixed()} ≈ ${b.toFixed()}`).toBe(true);
        cerca(neto(asientos, sys('IVA_DIFERIDO')), colones(debido));
        const recibos = eventos.filter((e) => e.clase === 'recibo').reduce((a, e) => a.plus(e.impuesto), ZERO);
        const reembolsado = eventos.filter((e) => e.clase === 'nota').reduce((a, e) => a.plus(e.impuesto).minus(diferido.get(e.id)!), ZERO);
        cerca(neto(asientos, sys('IVA_POR_PAGAR')), colones(recibos.minus(reembolsado)));
        expect(debido.gte(0)).toBe(true);
      }),
    );
  });
  it('a credit note reverses what no REP had declared, and the rest comes off VAT payable', () => {
    // ₡13 of VAT; a REP declares ₡6.50; a credit note of all of it reverses ₡6.50 deferred and refunds ₡6.50 declared.
    const d = diferidoDeNotas('13', [{ id: 'r', clase: 'recibo', impuesto: '6.5' }, { id: 'n', clase: 'nota', impuesto: '13' }]);
    expect(d.get('n')!.toFixed()).toBe('6.5');
    expect(diferidoDeNotas('13', [{ id: 'n', clase: 'nota', impuesto: '5' }, { id: 'm', clase: 'nota', impuesto: '13' }]).get('m')!.toFixed()).toBe('8');
    const filas = (ls: LineaAsiento[]) => ls.map((l) => [l.cuentaContable, l.debe.toFixed(), l.haber.toFixed()]);
    expect(filas(asientoRecibo({ impuesto: '6.5', tipoCambio: '500' }))).toEqual([['sys:IVA_DIFERIDO', '3250', '0'], ['sys:IVA_POR_PAGAR', '0', '3250']]);
    expect(filas(asientoRecibo({ impuesto: '6.5', tipoCambio: '1', signo: -1 }))).toEqual([['sys:IVA_DIFERIDO', '0', '6.5'], ['sys:IVA_POR_PAGAR', '6.5', '0']]);
  });
});
