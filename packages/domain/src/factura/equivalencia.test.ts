// The fixed-point totals are the Decimal ones: every property runs the current code and the frozen copy
// of the code as it was before (test/reference, D at every step) on the same arbitrary inputs and wants
// the same answer — the same D values (deep equality, and the same JSON text), the same refusals, or
// the same error. Runs scale with FC_NUM_RUNS (default 100): 20× for lines, 4× for documents and edits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineaEquivalenciaArb, otrosCargosArb, resumenOptionsArb } from '../../test/equivalencia-arbitraries';
import { lineaInputArb } from '../../test/factura-arbitraries';
import { lineaOrdinariaArb } from '../../test/linea-ordinaria-arbitraries';
import * as ref from '../../test/reference';
import { D } from '../money/decimal';
import { aporteDe } from './aporte';
import { leerAporte, lecturaVacia, SUM_KEYS } from './aporte-numeros';
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
/** Same value (deep and as JSON, so same keys in the same order) or the same error. */
function expectSame(actual: Outcome, expected: Outcome): void {
  expect(actual).toStrictEqual(expected);
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
      fc.property(fc.oneof(lineaEquivalenciaArb, lineaOrdinariaArb), tipoArb, (input, tipoDocumento) => {
        const options = tipoDocumento ? { tipoDocumento } : {};
        expectSame(outcome(() => lineaDecimal(input, options)), outcome(() => ref.computeLinea(input, options)));
      }),
      { numRuns: runs(10) },
    );
  });

  it('ordinary lines take the fixed-point path, and it gives the Decimal line (or gives up where D refuses)', () => {
    let aceptadas = 0;
    fc.assert(
      fc.property(fc.oneof(lineaOrdinariaArb, lineaInputArb), tipoArb, (input, tipoDocumento) => {
        const options = tipoDocumento ? { tipoDocumento } : {};
        const esperada = ref.computeLinea(input, options);
        const rapida = lineaEnUnidades(input, options);
        // What the old code refused the path never computes: it gives up, and D refuses as before.
        if (!esperada.ok) {
          expect(rapida).toBeUndefined();
          return;
        }
        aceptadas++;
        expect(rapida).toBeDefined();
        expectSame({ value: { ok: true, value: rapida } }, { value: esperada });
      }),
      { numRuns: runs(10) },
    );
    expect(aceptadas).toBeGreaterThan(runs(10) * 0.5);
  });

  it('the summary reads each ordinary line on numbers, as aporteDe reads it on bigints', () => {
    const r = lecturaVacia();
    fc.assert(
      fc.property(fc.oneof(lineaOrdinariaArb, lineaInputArb), (input) => {
        const linea = computeLinea(input);
        if (!linea.ok) return;
        expect(leerAporte(linea.value, r)).toBe(true);
        const a = aporteDe(linea.value);
        expect(r.sums.map(BigInt)).toEqual(SUM_KEYS.map((k) => a[k]));
        expect(a.desglose).toEqual(r.claves.slice(0, r.impuestos).map((k, i) => [k, BigInt(r.netos[i]!)]));
      }),
      { numRuns: runs(5) },
    );
  });

  it('descriptive fields pass through as before: own and defined ones only, in their order', () => {
    const heredado = Object.assign(Object.create({ detalle: 'heredado', unidadMedida: 'Sp' }) as LineaInput, { cantidad: '1', precioUnitario: '2' });
    const casos: LineaInput[] = [
      heredado,
      { cantidad: '1', precioUnitario: '2', detalle: undefined, unidadMedida: undefined, codigoCABYS: undefined, clasificacion: undefined, codigoComercial: undefined },
      { cantidad: '1', precioUnitario: '2', codigoComercial: [{ tipo: '01', codigo: 'A' }], unidadMedidaComercial: 'caja', tipoTransaccion: '01' },
      { cantidad: '1', precioUnitario: '2', toString: 'no', montoTotal: 'no', tratamiento: 'no' } as unknown as LineaInput,
      { detalle: 'primero', precioUnitario: '2', cantidad: '1', codigoCABYS: '2399999009900', numeroLinea: 3, esServicio: true },
    ];
    for (const input of casos) {
      expectSame(outcome(() => computeLinea(input)), outcome(() => ref.computeLinea(input)));
      expect(lineaEnUnidades(input, {})).toBeDefined();
    }
  });

  it('what the fixed-point path cannot read goes to D, which answers as before (refusal or the same error)', () => {
    const casos: LineaInput[] = [
      { cantidad: '1', precioUnitario: '2', impuesto: [{ codigo: '08', factorCalculoIVA: 'abc' }] },
      { cantidad: 1.5, precioUnitario: '2' },
      { cantidad: '1', precioUnitario: '2', descuento: Array.from({ length: 5 }, () => ({ porcentajeDescuento: '10' })) },
      { cantidad: '1', precioUnitario: '2', descuento: Array.from({ length: 6 }, () => ({ porcentajeDescuento: '10' })) },
      { cantidad: '1', precioUnitario: '99999999999', impuesto: [{ codigo: '01', tarifa: '13' }] },
      { cantidad: '2', precioUnitario: '3', impuesto: [{ codigo: '01', tarifa: '13.123456789' }] },
      { cantidad: '2', precioUnitario: '3', impuesto: [{ codigo: '01', tarifa: 'NaN' }] },
      { cantidad: '2', precioUnitario: '3', impuesto: [{ codigo: '08', factorCalculoIVA: '-0.5' }], baseImponible: '-10', ivaCobradoFabrica: '01' },
      { cantidad: '2', precioUnitario: '3', impuesto: [{ codigo: '01', tarifa: '13', exoneracion: { tipoDocumentoEX1: '03', numeroDocumento: 'A', nombreInstitucion: '01', fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada: '6.5' } }] },
    ];
    for (const input of casos) {
      for (const options of [{}, { tipoDocumento: '09' }]) {
        expectSame(outcome(() => computeLinea(input, options)), outcome(() => ref.computeLinea(input, options)));
        expectSame(outcome(() => lineaDecimal(input, options)), outcome(() => ref.computeLinea(input, options)));
      }
    }
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
      fc.property(fc.array(fc.oneof(lineaEquivalenciaArb, lineaOrdinariaArb), { maxLength: 12 }), otrosCargosArb, resumenOptionsArb, (inputs, cargos, options) => {
        const linea = { tipoDocumento: options.tipoDocumento };
        const actual = outcome(() => computeResumen(lineasDe(computeLinea, inputs, linea), cargos, options));
        // A line of NaN or Infinity (the Decimal path lets them through) was and is the same error in the summary.
        expectSame(actual, outcome(() => ref.computeResumen(lineasDe(ref.computeLinea, inputs, linea), cargos, options)));
      }),
      { numRuns: runs(4) },
    );
  });

  it('sums past 2^52 units (45,035,996,273 colones) and lines past it are added exactly', () => {
    const linea = (precio: string, salud = false): LineaInput => ({ cantidad: '1', precioUnitario: precio, servicioSalud: salud, clasificacion: 'servicio', impuesto: [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }] });
    const grandes = [linea('30000000000.12345', true), linea('30000000000.54321', true), linea('45035996273.70496'), linea('45035996273.70495'), linea('90071992547.40991'), linea('1')];
    const enorme = linea('123456789012345678901234567890123456.12345');
    // One amount of the line past 2^52 units at a time: the net tax, an exempt, non-subject or exonerated
    // total, an assumed tax, one tax's amount, a health service's IVA, two taxes that only add up past it.
    const unaGrande: LineaInput[] = [
      { cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '99', monto: '50000000000' }] },
      { cantidad: '1', precioUnitario: '50000000000', tratamientoIVA: 'noSujeto' },
      { cantidad: '1', precioUnitario: '50000000000', tratamientoIVA: 'exento', clasificacion: 'servicio' },
      { ...linea('50000000000'), impuesto: [{ codigo: '01', tarifa: '13', exoneracion: { tipoDocumentoEX1: '03', numeroDocumento: 'A', nombreInstitucion: '01', fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada: '13' } }] },
      { cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '99', monto: '60000000000' }], impuestoAsumidoEmisorFabrica: '50000000000' },
      { cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '99', monto: '50000000000' }], impuestoAsumidoEmisorFabrica: '40000000000' },
      { cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '99', monto: '30000000000' }, { codigo: '06', monto: '30000000000' }] },
      { cantidad: '1', precioUnitario: '1', servicioSalud: true, impuesto: [{ codigo: '01', monto: '30000000000' }, { codigo: '07', monto: '30000000000' }], impuestoAsumidoEmisorFabrica: '30000000000' },
    ];
    for (const grande of unaGrande) {
      const inputs = [linea('10'), grande, linea('20')];
      const options = { medioPago: [{ tipoMedioPago: '02' as const }] };
      expectSame(outcome(() => computeResumen(lineasDe(computeLinea, inputs), [], options)), outcome(() => ref.computeResumen(lineasDe(ref.computeLinea, inputs), [], options)));
      expect(lineasDe(computeLinea, [grande])).toHaveLength(1);
    }
    for (const inputs of [grandes, [...grandes].reverse(), grandes.slice(0, 3), [enorme], [enorme, ...grandes]]) {
      const options = { medioPago: [{ tipoMedioPago: '02' as const }] };
      expectSame(outcome(() => computeResumen(lineasDe(computeLinea, inputs), [], options)), outcome(() => ref.computeResumen(lineasDe(ref.computeLinea, inputs), [], options)));
    }
  });

  it('editing (add, remove, replace one line) moves the running sums to the same totals', () => {
    const linea = fc.oneof(lineaEquivalenciaArb, lineaOrdinariaArb);
    const op = fc.tuple(fc.constantFrom('add', 'remove', 'replace'), fc.nat(), linea);
    fc.assert(
      fc.property(fc.array(linea, { maxLength: 8 }), fc.array(op, { maxLength: 8 }), otrosCargosArb, resumenOptionsArb, (inputs, ops, cargos, options) => {
        const mine = lineasDe(computeLinea, inputs);
        const theirs = lineasDe(ref.computeLinea, inputs);
        const acc = outcome(() => createAcumulado(mine));
        const refAcc = outcome(() => ref.createAcumulado(theirs));
        expectSame('value' in acc ? { value: 'ok' } : acc, 'value' in refAcc ? { value: 'ok' } : refAcc);
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
