// The fixed-point totals are the Decimal ones: every property runs the current code and the frozen copy
// of the code as it was before (test/reference, D at every step) on the same arbitrary inputs and wants
// the same answer — the same D values (deep equality, and the same JSON text), the same refusals, or
// the same error. Runs scale with FC_NUM_RUNS (default 100): 20× for lines, 4× for documents and edits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineaEquivalenciaArb, otrosCargosArb, resumenOptionsArb } from '../../test/equivalencia-arbitraries';
import { lineaInputArb } from '../../test/factura-arbitraries';
import * as ref from '../../test/reference';
import { D } from '../money/decimal';
import { computeLinea, type LineaOptions } from './linea';
import { lineaDecimal } from './linea-decimal';
import type { LineaDetalle, LineaInput } from './linea-types';
import { lineaEnUnidades } from './linea-units';
import { computeResumen, resumenDesdeAcumulado } from './resumen';
import { addLinea, createAcumulado, removeLinea, replaceLinea } from './resumen-acumulado';
import { reemplazarEnNumeros } from './suma-lineas';

const runs = (times: number): number => times * fc.readConfigureGlobal().numRuns!;
type Outcome = { value: unknown } | { error: string };
function outcome(f: () => unknown): Outcome {
  try {
    return { value: f() };
  } catch (e) {
    return { error: `${(e as Error).name}: ${(e as Error).message}` };
  }
}
/** Same value (deep and as JSON, so same keys in the same order) or, with `sameError`, the same error. */
function expectSame(actual: Outcome, expected: Outcome, sameError = true): void {
  if ('error' in expected && !sameError) expect(actual).toHaveProperty('error');
  else expect(actual).toStrictEqual(expected);
  if ('value' in expected) expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}
const lineasDe = (compute: typeof computeLinea, inputs: readonly LineaInput[], options?: LineaOptions): LineaDetalle[] =>
  inputs.flatMap((input) => {
    const r = outcome(() => compute(input, options));
    return 'value' in r && (r.value as { ok: boolean }).ok ? [(r.value as { value: LineaDetalle }).value] : [];
  });
const tipoArb = fc.constantFrom<string | undefined>(undefined, '01', '09');

describe('fixed-point totals = Decimal totals (test/reference)', () => {
  it('computeLinea: same lines, same refusals, same errors, for every kind of input', () => {
    let rapidas = 0;
    fc.assert(
      fc.property(lineaEquivalenciaArb, tipoArb, (input, tipoDocumento) => {
        const options = tipoDocumento ? { tipoDocumento } : undefined;
        expectSame(outcome(() => computeLinea(input, options)), outcome(() => ref.computeLinea(input, options)));
        const rapida = outcome(() => lineaEnUnidades(input, options ?? {}));
        if ('value' in rapida && rapida.value !== undefined) rapidas++;
      }),
      { numRuns: runs(20) },
    );
    // The arbitraries reach both paths: most lines are ordinary and take the fixed-point one.
    expect(rapidas).toBeGreaterThan(runs(20) * 0.2);
  });

  it('the Decimal path alone (what the fixed-point one leaves to it) still gives the old lines, for every input', () => {
    fc.assert(
      fc.property(lineaEquivalenciaArb, tipoArb, (input, tipoDocumento) => {
        const options = tipoDocumento ? { tipoDocumento } : {};
        expectSame(outcome(() => lineaDecimal(input, options)), outcome(() => ref.computeLinea(input, options)));
      }),
      { numRuns: runs(5) },
    );
  });

  it('ordinary lines take the fixed-point path, and it gives the Decimal line', () => {
    fc.assert(
      fc.property(lineaInputArb, tipoArb, (input, tipoDocumento) => {
        const options = tipoDocumento ? { tipoDocumento } : {};
        const rapida = lineaEnUnidades(input, options);
        expect(rapida).toBeDefined();
        expectSame({ value: { ok: true, value: rapida } }, outcome(() => ref.computeLinea(input, options)));
      }),
      { numRuns: runs(5) },
    );
  });

  it('rounds half-up at 5 decimals as D does, even a division next to a half', () => {
    // 7 × 6.5 / 13 = 3.5 exactly; 0.00001 × 4 / 13 has its 40th digit on a run of 3s.
    for (const [precio, tarifaExonerada, tarifa] of [['7', '6.5', '13'], ['0.00001', '4', '13'], ['2.00003', '0.01', '0.5'], ['1.00001', '1.99', '13']] as const) {
      const input: LineaInput = { cantidad: '1', precioUnitario: precio, impuesto: [{ codigo: '01', tarifa, exoneracion: { tipoDocumentoEX1: '03', numeroDocumento: 'AL-1', nombreInstitucion: '01', fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada } }] };
      expectSame(outcome(() => computeLinea(input)), outcome(() => ref.computeLinea(input)));
      expect(lineaEnUnidades(input, {})).toBeDefined();
    }
    expect(lineaEnUnidades({ cantidad: '1.0005', precioUnitario: '0.000005' }, {})?.cantidad).toEqual(new D('1.001'));
  });

  it('computeResumen: the same document from the same inputs (lines, other charges, currency, payments)', () => {
    fc.assert(
      fc.property(fc.array(lineaEquivalenciaArb, { maxLength: 12 }), otrosCargosArb, resumenOptionsArb, (inputs, cargos, options) => {
        const linea = { tipoDocumento: options.tipoDocumento };
        const actual = outcome(() => computeResumen(lineasDe(computeLinea, inputs, linea), cargos, options));
        // A line of NaN or Infinity (the Decimal path lets them through) was and is an error in the summary.
        expectSame(actual, outcome(() => ref.computeResumen(lineasDe(ref.computeLinea, inputs, linea), cargos, options)), false);
      }),
      { numRuns: runs(4) },
    );
  });

  it('editing (add, remove, replace one line) moves the running sums to the same totals', () => {
    const op = fc.tuple(fc.constantFrom('add', 'remove', 'replace'), fc.nat(), lineaEquivalenciaArb);
    fc.assert(
      fc.property(fc.array(lineaEquivalenciaArb, { maxLength: 8 }), fc.array(op, { maxLength: 8 }), otrosCargosArb, resumenOptionsArb, (inputs, ops, cargos, options) => {
        const mine = lineasDe(computeLinea, inputs);
        const theirs = lineasDe(ref.computeLinea, inputs);
        const acc = outcome(() => createAcumulado(mine));
        const refAcc = outcome(() => ref.createAcumulado(theirs));
        expectSame('value' in acc ? { value: 'ok' } : acc, 'value' in refAcc ? { value: 'ok' } : refAcc, false);
        if (!('value' in acc) || !('value' in refAcc)) return;
        const a = acc.value as ReturnType<typeof createAcumulado>;
        const b = refAcc.value as ReturnType<typeof ref.createAcumulado>;
        for (const [kind, at, input] of ops) {
          const [nueva] = lineasDe(computeLinea, [input]);
          const [refNueva] = lineasDe(ref.computeLinea, [input]);
          const i = mine.length === 0 ? -1 : at % mine.length;
          const step = (): void => {
            if (kind === 'add' && nueva && refNueva) {
              addLinea(a, nueva);
              mine.push(nueva);
              ref.addLinea(b, refNueva);
              theirs.push(refNueva);
            }
            if (kind === 'remove' && i >= 0) {
              removeLinea(a, mine[i]!);
              mine.splice(i, 1);
              ref.removeLinea(b, theirs[i]!);
              theirs.splice(i, 1);
            }
            if (kind === 'replace' && i >= 0 && nueva && refNueva) {
              replaceLinea(a, mine[i]!, nueva);
              mine[i] = nueva;
              ref.replaceLinea(b, theirs[i]!, refNueva);
              theirs[i] = refNueva;
            }
          };
          if ('error' in outcome(step)) return;
          expectSame(outcome(() => resumenDesdeAcumulado(a, cargos, options)), outcome(() => ref.resumenDesdeAcumulado(b, cargos, options)));
        }
      }),
      { numRuns: runs(4) },
    );
  });

  it('an edit among lines of the same taxes moves the sums by difference, to the same totals', () => {
    const mismoImpuesto = lineaInputArb.map((l) => ({ ...l, impuesto: [{ codigo: '01' as const, codigoTarifaIVA: '08' as const, tarifa: '13' }] }));
    fc.assert(
      fc.property(fc.array(mismoImpuesto, { minLength: 2, maxLength: 6 }), fc.nat(), mismoImpuesto, resumenOptionsArb, (inputs, at, input, options) => {
        const i = at % inputs.length;
        const mine = lineasDe(computeLinea, inputs);
        const theirs = lineasDe(ref.computeLinea, inputs);
        const [nueva] = lineasDe(computeLinea, [input]);
        const [refNueva] = lineasDe(ref.computeLinea, [input]);
        const a = createAcumulado(mine);
        const b = ref.createAcumulado(theirs);
        expect(reemplazarEnNumeros(a, mine[i]!, nueva!)).toBe(true);
        ref.replaceLinea(b, theirs[i]!, refNueva!);
        expectSame(outcome(() => resumenDesdeAcumulado(a, [], options)), outcome(() => ref.resumenDesdeAcumulado(b, [], options)));
      }),
      { numRuns: runs(2) },
    );
  });
});
