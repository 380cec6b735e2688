import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D } from '../money/decimal';
import { condicionRecibo, esCondicionCredito, problemaCondicionCredito } from './condicion-credito';
import { descripcionGrupo, gruposDeRecibo, type LineaPagable } from './recibo-grupos';
import { reciboDePago, totalesRecibo } from './recibo';

const UNIDAD = new D('0.00001');
const centimos = (min: number, max: number) => fc.integer({ min, max }).map((n) => new D(n).div(100));

/** Tax signatures a line may have: IVA 13 %, 4 %, 1 %, exempt, none, and IVA 13 % with a selective tax. */
const FIRMAS = [
  [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }],
  [{ codigo: '01', codigoTarifaIVA: '04', tarifa: '4' }],
  [{ codigo: '01', codigoTarifaIVA: '02', tarifa: '1' }],
  [{ codigo: '01', codigoTarifaIVA: '10', tarifa: '0' }],
  [],
  [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }, { codigo: '02', tarifa: '10' }],
] as const;

const lineaArb: fc.Arbitrary<LineaPagable> = fc
  .record({ firma: fc.integer({ min: 0, max: FIRMAS.length - 1 }), base: centimos(1, 5_000_000), exonerado: fc.integer({ min: 0, max: 100 }) })
  .map(({ firma, base, exonerado }) => {
    const impuestos = FIRMAS[firma]!.map((t) => {
      const monto = base.times(t.tarifa).div(100).toDecimalPlaces(5);
      const montoExoneracion = t.codigo === '01' ? monto.times(exonerado).div(100).toDecimalPlaces(5) : new D(0);
      return { ...t, monto: monto.toFixed(), montoExoneracion: montoExoneracion.toFixed() };
    });
    const neto = impuestos.reduce((s, t) => s.plus(t.monto).minus(t.montoExoneracion), new D(0));
    return { subTotal: base.toFixed(), impuestoNeto: neto.toFixed(), impuestos };
  });

const documentoArb = fc.record({ lineas: fc.array(lineaArb, { minLength: 1, maxLength: 8 }), cargos: fc.oneof(fc.constant(new D(0)), centimos(1, 500_000)) });

/** Splits `total` into 1–6 payments of at least a cent, in whole cents but the last (which takes the rest). */
const pagosDe = (total: InstanceType<typeof D>) =>
  fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }).map((pesos) => {
    const cent = total.times(100).floor().toNumber() - 1;
    const suma = pesos.reduce((s, p) => s + p, 0);
    const partes = pesos.slice(0, -1).map((p) => Math.floor((cent * p) / suma)).filter((p) => p > 0).map((p) => new D(p).div(100));
    return [...partes, total.minus(partes.reduce((s, p) => s.plus(p), new D(0)))];
  });

const totalDoc = (lineas: readonly LineaPagable[], cargos: D) => lineas.reduce((s, l) => s.plus(l.subTotal).plus(l.impuestoNeto), cargos);

describe('the payment receipt (REP) of a payment', () => {
  it('groups keep the document whole: Σ group totals = Σ (SubTotal + ImpuestoNeto) + other charges, bases and net taxes alike', () => {
    fc.assert(
      fc.property(documentoArb, ({ lineas, cargos }) => {
        const g = gruposDeRecibo(lineas, cargos);
        expect(g.reduce((s, x) => s.plus(x.total), new D(0)).eq(totalDoc(lineas, cargos))).toBe(true);
        expect(g.reduce((s, x) => s.plus(x.base), new D(0)).eq(lineas.reduce((s, l) => s.plus(l.subTotal), cargos))).toBe(true);
        for (const x of g) expect(x.total.eq(x.base.plus(x.impuestos.reduce((s, t) => s.plus(t.neto), new D(0))))).toBe(true);
      }),
    );
  });

  it('adds up: Σ MontoTotalLinea = the amount applied, each line SubTotal + ImpuestoNeto = MontoTotalLinea, ImpuestoNeto = Σ Monto, nothing negative', () => {
    fc.assert(
      fc.property(documentoArb, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 }), ({ lineas, cargos }, antesPct, pct) => {
        const total = totalDoc(lineas, cargos);
        const antes = total.times(antesPct).div(200).toDecimalPlaces(2);
        const aplicado = D.max(total.minus(antes).times(pct).div(100).toDecimalPlaces(2), '0.01');
        const r = reciboDePago(gruposDeRecibo(lineas, cargos), antes, aplicado);
        expect(totalesRecibo(r).total.eq(aplicado)).toBe(true);
        for (const l of r) {
          expect(l.subTotal.plus(l.impuestoNeto).eq(l.montoTotalLinea)).toBe(true);
          expect(l.impuestos.reduce((s, t) => s.plus(t.monto), new D(0)).eq(l.impuestoNeto)).toBe(true);
          expect(l.subTotal.gte(0) && l.impuestos.every((t) => t.monto.gte(0)) && l.montoTotalLinea.gt(0)).toBe(true);
        }
      }),
    );
  });

  it('the receipts of payments that settle the document carry exactly its bases and its taxes, tax by tax', () => {
    fc.assert(
      fc.property(
        documentoArb.chain((d) => pagosDe(totalDoc(d.lineas, d.cargos)).map((pagos) => ({ ...d, pagos }))),
        ({ lineas, cargos, pagos }) => {
          const grupos = gruposDeRecibo(lineas, cargos);
          const porClave = new Map<string, InstanceType<typeof D>>();
          let base = new D(0);
          let antes = new D(0);
          for (const p of pagos) {
            for (const l of reciboDePago(grupos, antes, p)) {
              base = base.plus(l.subTotal);
              l.impuestos.forEach((t, k) => {
                const clave = `${l.grupo.clave}#${k}`;
                porClave.set(clave, (porClave.get(clave) ?? new D(0)).plus(t.monto));
              });
            }
            antes = antes.plus(p);
          }
          expect(base.eq(grupos.reduce((s, g) => s.plus(g.base), new D(0)))).toBe(true);
          for (const g of grupos) g.impuestos.forEach((t, k) => expect((porClave.get(`${g.clave}#${k}`) ?? new D(0)).eq(t.neto)).toBe(true));
        },
      ),
    );
  });

  it('each receipt’s VAT is the document’s in proportion to the amount applied, within rounding', () => {
    fc.assert(
      fc.property(documentoArb, fc.integer({ min: 1, max: 100 }), ({ lineas, cargos }, pct) => {
        const grupos = gruposDeRecibo(lineas, cargos);
        const total = totalDoc(lineas, cargos);
        const aplicado = D.max(total.times(pct).div(100).toDecimalPlaces(2), '0.01');
        const impuesto = grupos.reduce((s, g) => s.plus(g.total.minus(g.base)), new D(0));
        const esperado = aplicado.times(impuesto).div(total);
        const dado = totalesRecibo(reciboDePago(grupos, 0, aplicado)).impuesto;
        expect(dado.minus(esperado).abs().lte(UNIDAD.times(4 * grupos.length + 2))).toBe(true);
      }),
    );
  });

  it('one payment of the whole of a 13 % invoice declares its VAT; half of it, half', () => {
    const grupos = gruposDeRecibo([{ subTotal: '20000', impuestoNeto: '2600', impuestos: [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13', monto: '2600' }] }]);
    expect(descripcionGrupo(grupos[0]!)).toBe('IVA 13 %');
    const [todo] = reciboDePago(grupos, 0, '22600');
    expect([todo!.subTotal.toFixed(), todo!.impuestoNeto.toFixed()]).toEqual(['20000', '2600']);
    const [mitad] = reciboDePago(grupos, 0, '11300');
    expect([mitad!.subTotal.toFixed(), mitad!.impuestoNeto.toFixed()]).toEqual(['10000', '1300']);
    expect(() => reciboDePago(grupos, 0, 0)).toThrow();
  });
});

describe('credit conditions and the REP (v4.4 nota 5)', () => {
  it('02, 08 and 10 leave a saldo; only 08 and 10 ask for a REP, as 09 and 11', () => {
    expect(['01', '02', '03', '08', '10', '99'].map(esCondicionCredito)).toEqual([false, true, false, true, true, false]);
    expect(['02', '08', '10', '01'].map(condicionRecibo)).toEqual([null, '09', '11', null]);
  });
  it('a credit sale needs its term, 90 days at most under condition 10, and an identified customer when it asks for a REP', () => {
    const ok = { condicion: '10', plazoCredito: 90, receptorIdentificado: true };
    expect(problemaCondicionCredito(ok)).toBeNull();
    expect(problemaCondicionCredito({ ...ok, plazoCredito: 91 })).toMatchObject({ field: 'plazoCredito', message: expect.stringMatching(/90 días como máximo/) });
    expect(problemaCondicionCredito({ ...ok, plazoCredito: null })).toMatchObject({ field: 'plazoCredito' });
    expect(problemaCondicionCredito({ ...ok, receptorIdentificado: false })).toMatchObject({ field: 'receptor' });
    expect(problemaCondicionCredito({ ...ok, condicion: '02', plazoCredito: 365, receptorIdentificado: false })).toBeNull();
    expect(problemaCondicionCredito({ ...ok, condicion: '01', plazoCredito: null })).toBeNull();
  });
});
