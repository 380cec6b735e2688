// Arbitrary inputs for the equivalence properties (src/factura/equivalencia.test.ts): every form a
// caller may pass (decimal strings, D, integers) with realistic and extreme magnitudes, rounding halves,
// and a share of odd values (signs, −0, exponents, NaN, Infinity, floats, 42-digit amounts) that must
// give the same refusal or the same error as before. Money comes from digits, never from floats.
import fc from 'fast-check';
import type { CodigoImpuesto, CodigoTarifaIVA } from '../src/catalogos/code-tables.generated';
import type { DescuentoInput, ExoneracionInput, ImpuestoInput, LineaInput } from '../src/factura/linea-types';
import type { MedioPagoInput, OtroCargoInput, ResumenOptions } from '../src/factura/resumen-types';
import { D, type DInput } from '../src/money/decimal';

const fracArb = (max: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.array(fc.constantFrom(...'0123456789'), { maxLength: max }).map((ds) => ds.join('')),
    // Halves and near-halves at the rounding place (3rd or 5th decimal) and beyond.
    fc.tuple(fc.array(fc.constantFrom(...'0123456789'), { maxLength: max }), fc.constantFrom('5', '50', '49', '4999999', '5000001')).map(([ds, t]) => ds.join('') + t),
  );
const intArb = (maxDigits: number): fc.Arbitrary<bigint> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.bigInt({ min: 0n, max: 1_000n }) },
    { weight: 4, arbitrary: fc.bigInt({ min: 0n, max: 10n ** BigInt(Math.min(maxDigits, 9)) }) },
    { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 10n ** BigInt(maxDigits) }) },
  );
/** A plain decimal text with up to maxDigits integer digits and about maxFrac decimals. */
export const decimalText = (maxDigits: number, maxFrac: number): fc.Arbitrary<string> =>
  fc.tuple(intArb(maxDigits), fracArb(maxFrac), fc.constantFrom('', '.', '.0')).map(([i, f, none]) => (f ? `${i}.${f}` : `${i}${none}`));

const ODD: DInput[] = ['-1', '-0', '0', '-0.000001', '1e2', '+3', 'NaN', 'Infinity', '-Infinity', ' 1', '1,5', '0x1F', '', '.', '-.5', 1.5, -3, -0, new D('-0'), new D('NaN'), new D('Infinity'), '123456789012345678901234567890123456789012.5', '99999999999999999999999999999999999.99999'];
/** An input in every form callers use, now and then an odd one. */
export const inputArb = (maxDigits: number, maxFrac: number): fc.Arbitrary<DInput> =>
  fc.oneof(
    { weight: 30, arbitrary: fc.tuple(decimalText(maxDigits, maxFrac), fc.constantFrom('text', 'D', 'number')).map(([t, form]) => (form === 'D' ? new D(t) : form === 'number' && /^\d{1,15}$/.test(t) ? Number(t) : t)) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD) },
  );
/** The value with probability `presente`, else undefined. */
export const maybe = <T>(arb: fc.Arbitrary<T>, presente = 0.5): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: Math.round((1 - presente) * 100), arbitrary: fc.constant(undefined) }, { weight: Math.round(presente * 100), arbitrary: arb });

const tarifaArb: fc.Arbitrary<DInput> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<DInput>('13', '4', '2', '1', '0.5', '0', '8', 13, new D('13'), '13.00', '10') },
  { weight: 3, arbitrary: inputArb(3, 9) },
  { weight: 1, arbitrary: fc.constantFrom<DInput>('100', '100.0000001', '101', '-13', 0.5) },
);
const exoneracionArb: fc.Arbitrary<ExoneracionInput> = fc
  .record({ tarifaExonerada: fc.oneof(inputArb(2, 3), fc.constantFrom<DInput>('13', '6.5', '13.005', '0')), articulo: maybe(fc.constantFrom(1, '2')) })
  .map(({ tarifaExonerada, articulo }) => {
    const ex: ExoneracionInput = { tipoDocumentoEX1: '03', numeroDocumento: 'AL-1', nombreInstitucion: '01', fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada };
    if (articulo !== undefined) ex.articulo = articulo;
    return ex;
  });
const impuestoArb: fc.Arbitrary<ImpuestoInput> = fc
  .record({
    codigo: fc.constantFrom<CodigoImpuesto>('01', '01', '01', '07', '08', '02', '04', '05', '12', '03', '06', '99'),
    codigoTarifaIVA: maybe(fc.constantFrom<CodigoTarifaIVA>('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'), 0.6),
    tarifa: maybe(tarifaArb, 0.6),
    factorCalculoIVA: maybe(fc.oneof(inputArb(1, 6), fc.constantFrom<DInput>('0.13', '-0.1')), 0.2),
    impuestoUnidad: maybe(inputArb(6, 6), 0.2),
    monto: maybe(inputArb(8, 6), 0.2),
    exoneracion: maybe(exoneracionArb, 0.4),
    codigoImpuestoOTRO: maybe(fc.constantFrom('OTRO'), 0.1),
  })
  .map((r) => {
    const t: ImpuestoInput = { codigo: r.codigo };
    for (const [k, v] of Object.entries(r)) if (v !== undefined) (t as Record<string, unknown>)[k] = v;
    return t;
  });
const descuentoArb: fc.Arbitrary<DescuentoInput> = fc
  .record({ montoDescuento: maybe(inputArb(7, 6), 0.3), porcentajeDescuento: maybe(fc.oneof(inputArb(2, 5), fc.constantFrom<DInput>('100', '150', '-5')), 0.7), naturalezaDescuento: maybe(fc.constantFrom('Promoción'), 0.3) })
  .map((r) => {
    const d: DescuentoInput = { codigoDescuento: '07' };
    for (const [k, v] of Object.entries(r)) if (v !== undefined) (d as Record<string, unknown>)[k] = v;
    return d;
  });

/** A line input: valid most of the time, with every optional field now and then. */
export const lineaEquivalenciaArb: fc.Arbitrary<LineaInput> = fc
  .record({
    numeroLinea: maybe(fc.integer({ min: 1, max: 1000 })),
    codigoCABYS: maybe(fc.constantFrom('2399999009900', '8413100000100')),
    detalle: maybe(fc.constantFrom('Silla', 'Instalación')),
    unidadMedida: maybe(fc.constantFrom('Unid', 'Sp')),
    cantidad: inputArb(6, 4),
    precioUnitario: inputArb(10, 7),
    clasificacion: maybe(fc.constantFrom('servicio', 'producto', 'gasto', 'activo' as const)),
    esServicio: maybe(fc.boolean(), 0.2),
    descuento: maybe(fc.array(descuentoArb, { maxLength: 6 }), 0.6),
    impuesto: maybe(fc.array(impuestoArb, { maxLength: 3 }), 0.85),
    ivaCobradoFabrica: maybe(fc.constantFrom('01' as const, '02' as const), 0.2),
    baseImponible: maybe(inputArb(8, 6), 0.25),
    impuestoAsumidoEmisorFabrica: maybe(fc.oneof(inputArb(4, 6), fc.constantFrom<DInput>('0', '1000000000')), 0.2),
    tratamientoIVA: maybe(fc.constantFrom('gravado' as const, 'exento' as const, 'noSujeto' as const), 0.15),
    servicioSalud: maybe(fc.boolean()),
  })
  .map((r) => {
    const l = { cantidad: r.cantidad, precioUnitario: r.precioUnitario } as LineaInput;
    for (const [k, v] of Object.entries(r)) if (v !== undefined) (l as Record<string, unknown>)[k] = v;
    return l;
  });

const medioPagoArb: fc.Arbitrary<MedioPagoInput> = fc
  .record({ tipoMedioPago: fc.constantFrom('01' as const, '02' as const, '04' as const, '99' as const), totalMedioPago: maybe(inputArb(8, 6)) })
  .map((m) => (m.totalMedioPago === undefined ? { tipoMedioPago: m.tipoMedioPago } : m));
const otroCargoArb: fc.Arbitrary<OtroCargoInput> = fc
  .record({ tipoDocumentoOC: fc.constantFrom('01' as const, '04' as const, '06' as const), montoCargo: maybe(inputArb(7, 6), 0.6), porcentajeOC: maybe(inputArb(2, 6), 0.5) })
  .map((r) => {
    const c: OtroCargoInput = { tipoDocumentoOC: r.tipoDocumentoOC, detalle: 'Cargo' };
    if (r.montoCargo !== undefined) c.montoCargo = r.montoCargo;
    if (r.porcentajeOC !== undefined) c.porcentajeOC = r.porcentajeOC;
    return c;
  });
/** Other charges of a document (0–3). */
export const otrosCargosArb = fc.array(otroCargoArb, { maxLength: 3 });
/** Summary options: document type, currency and rate, payment methods (up to 5, to reach the limit). */
export const resumenOptionsArb: fc.Arbitrary<ResumenOptions> = fc
  .record({
    tipoDocumento: maybe(fc.constantFrom('01', '02', '03', '04', '08', '09', '10')),
    codigoMoneda: maybe(fc.constantFrom('CRC' as const, 'USD' as const, 'EUR' as const)),
    tipoCambio: maybe(fc.oneof(inputArb(3, 7), fc.constantFrom<DInput>('0', '-1'))),
    medioPago: maybe(fc.array(medioPagoArb, { maxLength: 5 })),
  })
  .map((r) => {
    const o: ResumenOptions = {};
    for (const [k, v] of Object.entries(r)) if (v !== undefined) (o as Record<string, unknown>)[k] = v;
    return o;
  });
