import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, type D as Dec } from '../money/decimal';
import { causasATexto, normalizeOrdenProduccion, textoACausas, tiposAjusteDefecto, withCuentaContable } from './defaults';
import { entradaInventario, kardexVacio, replayKardex, salidaInventario, valorCapas, type Kardex } from './kardex';

type Mov = { tipo: 'entrada'; cantidad: Dec; costoUnitario: Dec } | { tipo: 'salida'; cantidad: Dec };
const movArb: fc.Arbitrary<Mov> = fc.oneof(
  fc.record({ tipo: fc.constant('entrada' as const), cantidad: fc.integer({ min: 1, max: 100_000 }).map((n) => new D(n).div(100)), costoUnitario: fc.integer({ min: 1, max: 10_000_000 }).map((n) => new D(n).div(100)) }),
  fc.record({ tipo: fc.constant('salida' as const), cantidad: fc.integer({ min: 1, max: 100_000 }).map((n) => new D(n).div(100)) }),
);

/** Applies movements, skipping exits larger than the stock (what the clerk would be refused). */
function run(movs: readonly Mov[]) {
  let k: Kardex = kardexVacio();
  let entradas = new D(0);
  let salidasPP = new D(0);
  let salidasPEPS = new D(0);
  let qtyIn = new D(0);
  let qtyOut = new D(0);
  const costs: Dec[] = [];
  for (const m of movs) {
    if (m.tipo === 'entrada') {
      const r = entradaInventario(k, m.cantidad, m.costoUnitario);
      k = r.kardex;
      entradas = entradas.plus(r.movimiento.entrada.valor);
      qtyIn = qtyIn.plus(m.cantidad);
      costs.push(m.costoUnitario);
    } else {
      const r = salidaInventario(k, m.cantidad);
      if (!r.ok) {
        expect(r.code).toBe('STOCK_INSUFICIENTE');
        expect(m.cantidad.gt(k.cantidad)).toBe(true);
        continue;
      }
      k = r.value.kardex;
      salidasPP = salidasPP.plus(r.value.movimiento.salida.valor);
      salidasPEPS = salidasPEPS.plus(r.value.movimiento.peps);
      qtyOut = qtyOut.plus(m.cantidad);
    }
  }
  return { k, entradas, salidasPP, salidasPEPS, qtyIn, qtyOut, costs };
}

describe('inventory valuation: weighted average (pp) and FIFO (peps)', () => {
  it('conserves quantity: stock = Σ entries − Σ exits, never negative without permission', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 30 }), (movs) => {
        const r = run(movs);
        expect(r.k.cantidad.eq(r.qtyIn.minus(r.qtyOut))).toBe(true);
        expect(r.k.cantidad.isNeg()).toBe(false);
        expect(r.k.capas.reduce((a, c) => a.plus(c.cantidad), new D(0)).eq(r.k.cantidad)).toBe(true);
      }),
    );
  });
  it('conserves value: entries = exits + stock, both at pp and at FIFO', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 30 }), (movs) => {
        const r = run(movs);
        expect(r.entradas.eq(r.salidasPP.plus(r.k.valor))).toBe(true);
        expect(r.entradas.eq(r.salidasPEPS.plus(valorCapas(r.k)))).toBe(true);
      }),
    );
  });
  it('pp stays between the cheapest and the dearest entry cost', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 30 }), (movs) => {
        const r = run(movs);
        if (r.costs.length === 0 || r.k.cantidad.isZero()) return;
        const min = D.min(...r.costs);
        const max = D.max(...r.costs);
        expect(r.k.pp.gte(min.minus('0.00001')) && r.k.pp.lte(max.plus('0.00001'))).toBe(true);
      }),
    );
  });
  it('computes the literal example (10 @ 100, 10 @ 200, sell 15)', () => {
    const k = replayKardex([{ tipo: 'entrada', cantidad: '10', costoUnitario: '100' }, { tipo: 'entrada', cantidad: '10', costoUnitario: '200' }]);
    if (!k.ok) throw new Error(k.code);
    expect(k.value.pp.toFixed()).toBe('150');
    const out = salidaInventario(k.value, '15');
    if (!out.ok) throw new Error(out.code);
    expect([out.value.movimiento.salida.valor.toFixed(), out.value.movimiento.peps.toFixed(), out.value.kardex.valor.toFixed(), valorCapas(out.value.kardex).toFixed()]).toEqual(['2250', '2000', '750', '1000']);
    expect(salidaInventario(k.value, '21')).toMatchObject({ ok: false, code: 'STOCK_INSUFICIENTE', field: 'cantidad' });
    expect(salidaInventario(k.value, '0')).toMatchObject({ ok: false, code: 'CANTIDAD_INVALIDA', field: 'cantidad' });
    const e = entradaInventario(kardexVacio(), '2', '10.5');
    expect([e.movimiento.entrada.valor, e.movimiento.salida.cantidad, e.movimiento.salida.valor, e.movimiento.saldo.cantidad, e.movimiento.saldo.valor, e.movimiento.pp, e.movimiento.peps].map((x) => x.toFixed())).toEqual(['21', '0', '0', '2', '21', '10.5', '0']);
    if (out.ok) expect([out.value.movimiento.entrada.cantidad, out.value.movimiento.entrada.valor, out.value.movimiento.salida.cantidad, out.value.movimiento.saldo.cantidad].map((x) => x.toFixed())).toEqual(['0', '0', '15', '5']);
    const two = replayKardex([{ tipo: 'entrada', cantidad: '10', costoUnitario: '1' }, { tipo: 'salida', cantidad: '3' }, { tipo: 'salida', cantidad: '2' }]);
    expect(two.ok && two.value.cantidad.toFixed()).toBe('5');
    const neg = salidaInventario(k.value, '25', { permiteNegativo: true });
    expect(neg.ok && neg.value.kardex.cantidad.toFixed()).toBe('-5');
    expect(neg.ok && neg.value.movimiento.peps.toFixed()).toBe('3750');
    expect(replayKardex([{ tipo: 'salida', cantidad: '1' }])).toMatchObject({ ok: false });
    expect(replayKardex([{ tipo: 'salida', cantidad: '1' }], true).ok).toBe(true);
    expect(kardexVacio().pp.toFixed()).toBe('0');
  });
});

describe('stock adjustment types and production (spec 3 §5, §9)', () => {
  it('the default types carry the reasons of spec 3 §9 as written', () => {
    expect(tiposAjusteDefecto('entrada', false)[1]).toStrictEqual({ tipo: 'Entrada Sin Control', causa: ['Error Humano', 'Residuo', 'Otro'] });
    expect(tiposAjusteDefecto('merma', false)).toStrictEqual([
      { tipo: 'Merma (planificada)', causa: ['Residuos', 'Manipulación', 'Pérdida Natural', 'Muestra Gratis', 'Donación', 'Viaticos', 'Regalias', 'Empleados', 'Otro'] },
      { tipo: 'Desperdicio', causa: ['Error Humano', 'Robo Externo', 'Robo Interno', 'Contaminación', 'Faltante', 'Mal Estado', 'Avería', 'Devoluciones', 'Otro'] },
    ]);
  });
  it('creates the default entry and loss types, with the account only under accounting', () => {
    const e = tiposAjusteDefecto('entrada', true);
    expect(e.map((t) => [t.tipo, t.causa.length, t.cuentaContable])).toEqual([['Entrada Controlada', 9, 'Ajuste de inventario'], ['Entrada Sin Control', 3, 'Ajuste de inventario']]);
    const m = tiposAjusteDefecto('merma', false);
    expect(m.map((t) => t.tipo)).toEqual(['Merma (planificada)', 'Desperdicio']);
    expect(m.every((t) => !('cuentaContable' in t))).toBe(true);
    expect(tiposAjusteDefecto('merma', true)[1]?.cuentaContable).toBe('Ajuste de inventario por merma');
  });
  it('round trip: reasons edited one per line', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zñ][A-Za-zñ ]{0,10}[A-Za-zñ]$/), { maxLength: 6 }), (causas) => {
        expect(textoACausas(causasATexto(causas))).toEqual(causas);
      }),
    );
  });
  it('drops an empty account or one without accounting; production defaults', () => {
    expect(withCuentaContable({ a: 1, cuentaContable: '' })).toEqual({ a: 1 });
    expect(withCuentaContable({ a: 1, cuentaContable: 'x' }, false)).toEqual({ a: 1 });
    expect(withCuentaContable({ a: 1, cuentaContable: 'x' })).toEqual({ a: 1, cuentaContable: 'x' });
    expect(textoACausas(' Compra \r\n\n Otro ')).toEqual(['Compra', 'Otro']);
    expect(tiposAjusteDefecto('entrada', false)[0]).toStrictEqual({ tipo: 'Entrada Controlada', causa: ['Compra', 'Producción', 'Regalo', 'Sobrante', 'Traslado', 'Reintegro', 'Recuperación', 'Reparación', 'Otro'] });
    expect(normalizeOrdenProduccion({ sequence: 0 })).toEqual({ status: 'COMPLETADO' });
    expect(normalizeOrdenProduccion({ sequence: 4, status: 'EN_PROCESO' })).toEqual({ sequence: 4, status: 'EN_PROCESO' });
  });
});
