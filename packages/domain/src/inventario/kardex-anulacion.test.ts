import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, type D as Dec } from '../money/decimal';
import { anularEntrada, entradaAlPP, entradaInventario, kardexVacio, salidaInventario, type Kardex, type MovimientoKardex } from './kardex';

type Mov = { tipo: 'entrada'; cantidad: Dec; costoUnitario: Dec | null } | { tipo: 'salida'; cantidad: Dec };
const cantidadArb = fc.integer({ min: 1, max: 100_000 }).map((n) => new D(n).div(100));
const costoArb = fc.integer({ min: 1, max: 10_000_000 }).map((n) => new D(n).div(100));
const movArb: fc.Arbitrary<Mov> = fc.oneof(
  fc.record({ tipo: fc.constant('entrada' as const), cantidad: cantidadArb, costoUnitario: costoArb }),
  fc.record({ tipo: fc.constant('entrada' as const), cantidad: cantidadArb, costoUnitario: fc.constant(null) }),
  fc.record({ tipo: fc.constant('salida' as const), cantidad: cantidadArb }),
);

/** One movement as the ledger takes it (an issued document's exit applies below zero too). */
function aplicar(k: Kardex, m: Mov): { kardex: Kardex; movimiento: MovimientoKardex } {
  if (m.tipo === 'salida') {
    const s = salidaInventario(k, m.cantidad, { permiteNegativo: true });
    if (!s.ok) throw new Error(s.code);
    return s.value;
  }
  return m.costoUnitario === null ? entradaAlPP(k, m.cantidad) : entradaInventario(k, m.cantidad, m.costoUnitario);
}
const replay = (movs: readonly Mov[]) => movs.reduce((k, m) => aplicar(k, m).kardex, kardexVacio());

/** The ledger with a purchase among its movements, then the purchase cancelled. */
function conAnulacion(antes: readonly Mov[], compra: { cantidad: Dec; costoUnitario: Dec }, despues: readonly Mov[]) {
  const k0 = replay(antes);
  const movs: MovimientoKardex[] = [];
  let k = entradaInventario(k0, compra.cantidad, compra.costoUnitario).kardex;
  for (const m of despues) {
    const r = aplicar(k, m);
    movs.push(r.movimiento);
    k = r.kardex;
  }
  const anulada = anularEntrada(k, { cantidad: k0.cantidad, valor: k0.valor, pp: k0.pp }, despues);
  return { k0, k, movs, anulada };
}

const compraArb = fc.record({ cantidad: cantidadArb, costoUnitario: costoArb });

describe('a purchase cancelled (9938) undoes its effect on the weighted average', () => {
  it('exactly: quantity, value and pp equal the ledger replayed from the start without the purchase', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 12 }), compraArb, fc.array(movArb, { maxLength: 12 }), (antes, compra, despues) => {
        const { anulada } = conAnulacion(antes, compra, despues);
        const referencia = replay([...antes, ...despues]);
        expect(anulada.kardex.cantidad.eq(referencia.cantidad)).toBe(true);
        expect(anulada.kardex.valor.eq(referencia.valor)).toBe(true);
        expect(anulada.kardex.pp.eq(referencia.pp)).toBe(true);
        expect(anulada.movimiento.salida.cantidad.eq(compra.cantidad)).toBe(true);
      }),
    );
  });

  it('with nothing between them the kardex is back where it was, FIFO layers included', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 15 }), compraArb, (antes, compra) => {
        const { k0, anulada } = conAnulacion(antes, compra, []);
        expect(anulada.kardex).toEqual(k0);
        expect(anulada.movimiento.salida.valor.eq(entradaInventario(k0, compra.cantidad, compra.costoUnitario).movimiento.entrada.valor)).toBe(true);
      }),
    );
  });

  it('keeps value: the stock is the entries minus the exits, the cancellation among them', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 12 }), compraArb, fc.array(movArb, { maxLength: 12 }), (antes, compra, despues) => {
        const { k, movs, anulada } = conAnulacion(antes, compra, despues);
        const antesDeAnular = movs.length ? movs[movs.length - 1]!.saldo.valor : k.valor;
        expect(antesDeAnular.eq(k.valor)).toBe(true);
        expect(k.valor.minus(anulada.movimiento.salida.valor).eq(anulada.kardex.valor)).toBe(true);
        expect(k.cantidad.minus(anulada.movimiento.salida.cantidad).eq(anulada.kardex.cantidad)).toBe(true);
      }),
    );
  });

  it('computes the literal example: 10 @ 100, buy 10 @ 200, sell 5, cancel the purchase', () => {
    const { anulada } = conAnulacion([{ tipo: 'entrada', cantidad: new D(10), costoUnitario: new D(100) }], { cantidad: new D(10), costoUnitario: new D(200) }, [{ tipo: 'salida', cantidad: new D(5) }]);
    // Without the purchase: 5 left at 100. The 5 sold went out at 150; the cancellation takes 2250 − 500.
    expect([anulada.kardex.cantidad, anulada.kardex.valor, anulada.kardex.pp].map((x) => x.toFixed())).toEqual(['5', '500', '100']);
    expect(anulada.movimiento.salida.valor.toFixed()).toBe('1750');
  });
});
