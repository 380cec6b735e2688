// The model test of the stock ledger (issue: a random sequence of entries, sales, credit notes,
// losses and counts). Stock must equal the sum of the movements, pp must equal a reference
// computed separately in exact decimals, and the FIFO layers never go negative while there is stock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D, ZERO, type D as Dec } from '../money/decimal';
import { ajusteDeConteo } from './conteo';
import { entradaAlPP, entradaInventario, kardexVacio, salidaInventario, valorCapas, type Kardex, type MovimientoKardex } from './kardex';
import { consumoComposicion, costoUnitarioProducido, seProduceAlVender } from './produccion';
import { lineasBajoCero } from './stock';
import { cantidadEnInventario } from './unidades';

type Paso =
  | { t: 'entrada'; cantidad: Dec; costo: Dec }
  | { t: 'sinControl'; cantidad: Dec }
  | { t: 'venta'; cantidad: Dec }
  | { t: 'notaCredito'; cantidad: Dec }
  | { t: 'merma'; cantidad: Dec }
  | { t: 'conteo'; contado: Dec };

const q = fc.integer({ min: 1, max: 50_000 }).map((n) => new D(n).div(100));
const paso: fc.Arbitrary<Paso> = fc.oneof(
  fc.record({ t: fc.constant('entrada' as const), cantidad: q, costo: fc.integer({ min: 0, max: 5_000_000 }).map((n) => new D(n).div(1000)) }),
  fc.record({ t: fc.constant('sinControl' as const), cantidad: q }),
  fc.record({ t: fc.constant('venta' as const), cantidad: q }),
  fc.record({ t: fc.constant('notaCredito' as const), cantidad: q }),
  fc.record({ t: fc.constant('merma' as const), cantidad: q }),
  fc.record({ t: fc.constant('conteo' as const), contado: fc.integer({ min: 0, max: 50_000 }).map((n) => new D(n).div(100)) }),
);

/** The reference: quantity and value in plain decimals, written without the kardex's code. */
type Ref = { cantidad: Dec; valor: Dec; pp: Dec };
const r5 = (x: Dec) => x.toDecimalPlaces(5, D.ROUND_HALF_UP);
function refEntrada(r: Ref, cantidad: Dec, costo: Dec): Ref {
  const cantidadNueva = r.cantidad.plus(cantidad);
  const valor = r.valor.plus(r5(cantidad.times(costo)));
  return { cantidad: cantidadNueva, valor, pp: cantidadNueva.gt(0) ? r5(valor.div(cantidadNueva)) : costo };
}
function refSalida(r: Ref, cantidad: Dec): Ref {
  const cantidadNueva = r.cantidad.minus(cantidad);
  const valor = cantidadNueva.isZero() ? ZERO : r.valor.minus(r5(cantidad.times(r.pp)));
  return { cantidad: cantidadNueva, valor, pp: cantidadNueva.gt(0) ? r5(valor.div(cantidadNueva)) : r.pp };
}

describe('the stock ledger model (entries, sales, credit notes, losses, counts)', () => {
  it('stock = Σ movements, pp = the reference, FIFO layers hold the stock and never go negative', () => {
    fc.assert(
      fc.property(fc.array(paso, { maxLength: 40 }), fc.boolean(), (pasos, negativo) => {
        let k: Kardex = kardexVacio();
        let ref: Ref = { cantidad: ZERO, valor: ZERO, pp: ZERO };
        const movs: MovimientoKardex[] = [];
        const salir = (cantidad: Dec, permiteNegativo: boolean) => {
          const r = salidaInventario(k, cantidad, { permiteNegativo });
          if (!r.ok) {
            expect(cantidad.gt(k.cantidad)).toBe(true);
            return;
          }
          k = r.value.kardex;
          movs.push(r.value.movimiento);
          ref = refSalida(ref, cantidad);
        };
        const entrar = (cantidad: Dec, costo: Dec | null) => {
          const r = costo ? entradaInventario(k, cantidad, costo) : entradaAlPP(k, cantidad);
          ref = refEntrada(ref, cantidad, costo ?? D.max(k.pp, ZERO));
          k = r.kardex;
          movs.push(r.movimiento);
        };
        for (const p of pasos) {
          if (p.t === 'entrada') entrar(p.cantidad, p.costo);
          else if (p.t === 'sinControl' || p.t === 'notaCredito') entrar(p.cantidad, null);
          // An issued invoice always takes its stock (ruling A2-9); a clerk's loss respects the item's setting.
          else if (p.t === 'venta') salir(p.cantidad, true);
          else if (p.t === 'merma') salir(p.cantidad, negativo);
          else {
            const a = ajusteDeConteo(k.cantidad, p.contado);
            if (a.clase === 'entrada') entrar(a.cantidad, null);
            else if (a.clase === 'merma') salir(a.cantidad, true);
            expect(k.cantidad.eq(p.contado)).toBe(true);
          }
          const suma = movs.reduce((acc, m) => acc.plus(m.entrada.cantidad).minus(m.salida.cantidad), ZERO);
          expect(k.cantidad.eq(suma)).toBe(true);
          expect(k.cantidad.eq(ref.cantidad)).toBe(true);
          expect(k.pp.eq(ref.pp)).toBe(true);
          if (k.cantidad.gt(0)) {
            expect(k.capas.every((c) => c.cantidad.gt(0) && !c.valor.isNeg())).toBe(true);
            expect(k.capas.reduce((acc, c) => acc.plus(c.cantidad), ZERO).eq(k.cantidad)).toBe(true);
          } else expect(k.capas).toEqual([]);
        }
      }),
    );
  });

  it('a negative pp (a cheap entry covered units sold below zero at a dearer pp) never makes a negative layer', () => {
    let k = entradaInventario(kardexVacio(), '0.01', '0.001').kardex;
    const neg = salidaInventario(k, '0.02', { permiteNegativo: true });
    if (!neg.ok) throw new Error(neg.code);
    k = entradaInventario(neg.value.kardex, '0.02', '0').kardex;
    expect(k.pp.isNeg()).toBe(true);
    const sinControl = entradaAlPP(k, '0.01');
    expect(sinControl.kardex.capas.map((c) => c.valor.toFixed())).toEqual(['0', '0']);
  });

  it('after selling below zero, an entry covers the missing units before it makes a FIFO layer', () => {
    const k0 = entradaInventario(kardexVacio(), '2', '10').kardex;
    const neg = salidaInventario(k0, '5', { permiteNegativo: true });
    if (!neg.ok) throw new Error(neg.code);
    const k = entradaInventario(neg.value.kardex, '4', '12').kardex;
    expect([k.cantidad.toFixed(), k.capas.length, k.capas[0]?.cantidad.toFixed(), valorCapas(k).toFixed()]).toEqual(['1', 1, '1', '12']);
  });
});

describe('units, composites and counts', () => {
  it('a line moves cantidad × conversion in the item unit; no conversion is 1', () => {
    expect(cantidadEnInventario('2', '12').toFixed()).toBe('24');
    expect(cantidadEnInventario('1.5', null).toFixed()).toBe('1.5');
    expect(cantidadEnInventario('3', '0').toFixed()).toBe('3');
    expect(cantidadEnInventario('0.333', '0.333333').toFixed()).toBe('0.111');
    fc.assert(
      fc.property(q, q, (a, b) => {
        expect(cantidadEnInventario(a, b).eq(a.times(b).toDecimalPlaces(5))).toBe(true);
      }),
    );
  });
  it('a composite consumes porcion × quantity of each component; only composites with a recipe are produced', () => {
    const receta = [{ _idItem: 'pan', porcion: '1' }, { _idItem: 'carne', porcion: '0.15' }, { _idItem: 'pan', porcion: '0.5' }];
    expect(consumoComposicion(receta, '4').map((c) => [c.itemId, c.cantidad.toFixed()])).toEqual([['pan', '6'], ['carne', '0.6']]);
    expect(seProduceAlVender({ esCompuesto: true, bajoProduccion: false, composicion: receta })).toBe(true);
    expect(seProduceAlVender({ esCompuesto: true, bajoProduccion: false, composicion: [] })).toBe(false);
    expect(seProduceAlVender({ esCompuesto: false, bajoProduccion: false, composicion: receta })).toBe(false);
    expect(costoUnitarioProducido('300', '4').toFixed()).toBe('75');
    expect(costoUnitarioProducido('300', '0').toFixed()).toBe('0');
  });
  it('a count moves exactly the difference, as an entry or a loss', () => {
    fc.assert(
      fc.property(q, q, (esperado, contado) => {
        const a = ajusteDeConteo(esperado, contado);
        const firmado = a.clase === 'merma' ? a.cantidad.neg() : a.cantidad;
        expect(esperado.plus(firmado).eq(contado)).toBe(true);
        expect(a.clase === null).toBe(esperado.eq(contado));
      }),
    );
  });
});

describe('the invoice grid warning (ruling A2-9)', () => {
  it('names the product items a draft would take below zero, adding up their lines', () => {
    const items = [
      { _id: 'a', nombre: 'Arroz', cantidad: '5', clasificacion: 'producto' },
      { _id: 's', nombre: 'Entrega', cantidad: '0', clasificacion: 'servicio' },
      { _id: 'f', nombre: 'Frijol', cantidad: '10', clasificacion: 'producto' },
    ];
    const r = lineasBajoCero(items, [{ itemId: 'a', cantidad: '3' }, { itemId: 'a', cantidad: '2.5' }, { itemId: 's', cantidad: '9' }, { itemId: 'f', cantidad: '10' }, { cantidad: '99' }]);
    expect(r.map((x) => [x.nombre, x.hay.toFixed(), x.pide.toFixed()])).toEqual([['Arroz', '5', '5.5']]);
  });
});
