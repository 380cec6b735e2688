import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountArb } from '../../test/arbitraries';
import { lineaInputArb } from '../../test/factura-arbitraries';
import { D, type D as Dec } from '../money/decimal';
import { computeLinea } from './linea';
import type { LineaDetalle, LineaInput } from './linea-types';
import { allocateMediosPago } from './medio-pago';
import { computeOtrosCargos, upsertOtroCargo } from './otros-cargos';
import { computeResumen, resumenDesdeAcumulado } from './resumen';
import { addLinea, createAcumulado, removeLinea, replaceLinea } from './resumen-acumulado';
import { RESUMEN_CAMPOS_POR_DOCUMENTO, resumenCamposDe } from './resumen-campos';
import type { MedioPagoInput, OtroCargoInput, ResumenFactura } from './resumen-types';
import { validateResumen } from './validate-resumen';

const line = (input: LineaInput, tipoDocumento?: string): LineaDetalle => {
  const r = computeLinea(input, tipoDocumento ? { tipoDocumento } : {});
  if (!r.ok) throw new Error(`${r.code} ${r.field ?? ''}`);
  return r.value;
};
const lineasArb = (max = 25) => fc.array(lineaInputArb.map((i) => line(i)), { maxLength: max });
const cargosArb: fc.Arbitrary<OtroCargoInput[]> = fc.array(
  fc.oneof(
    amountArb(2, 50_000).map((m) => ({ tipoDocumentoOC: '04' as const, detalle: 'Cobro de un tercero', montoCargo: m.toFixed() })),
    fc.integer({ min: 0, max: 1000 }).map((p) => ({ tipoDocumentoOC: '06' as const, detalle: 'Servicio 10 %', porcentajeOC: new D(p).div(100).toFixed() })),
  ),
  { maxLength: 3 },
);
const sumOf = (xs: readonly Dec[]) => xs.reduce((a, b) => a.plus(b), new D(0));
const plain = (r: ResumenFactura) => JSON.parse(JSON.stringify(r)) as unknown;
const iva13 = { codigo: '01' as const, codigoTarifaIVA: '08' as const, tarifa: '13' };
const exon = (tarifaExonerada: string) => ({
  tipoDocumentoEX1: '03' as const, numeroDocumento: 'AL-1', nombreInstitucion: '01' as const, fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada,
});

// Built inside each test (not at collection time) so mutation testing sees which test covers what.
const ejemplo = () => {
  const lineas = [
    line({ cantidad: '2', precioUnitario: '1000', descuento: [{ porcentajeDescuento: '10' }], impuesto: [iva13], clasificacion: 'producto' }),
    line({ cantidad: '1.5', precioUnitario: '333.33333', impuesto: [iva13], clasificacion: 'servicio' }),
    line({ cantidad: '3', precioUnitario: '100', impuesto: [{ codigo: '01', codigoTarifaIVA: '10', tarifa: '0' }], clasificacion: 'producto' }),
    line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ ...iva13, exoneracion: exon('13') }], clasificacion: 'servicio' }),
    line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ ...iva13, exoneracion: exon('6.5') }], clasificacion: 'producto' }),
  ];
  return computeResumen(lineas, [{ tipoDocumentoOC: '06', detalle: 'Impuesto de servicio 10%', porcentajeOC: '10' }], {
    medioPago: [{ tipoMedioPago: '01', totalMedioPago: '5000' }, { tipoMedioPago: '02' }],
  });
};

describe('resumenFactura: the literal example (spec 1 §5 with v4.4 totals)', () => {
  it('prints every total', () => {
    const r = ejemplo();
    const pick = (k: keyof ResumenFactura) => (r[k] as Dec).toFixed(5);
    expect({
      totalServGravados: pick('totalServGravados'), totalServExentos: pick('totalServExentos'), totalServExonerado: pick('totalServExonerado'),
      totalServNoSujeto: pick('totalServNoSujeto'), totalMercanciasGravadas: pick('totalMercanciasGravadas'), totalMercanciasExentas: pick('totalMercanciasExentas'),
      totalMercExonerada: pick('totalMercExonerada'), totalMercNoSujeta: pick('totalMercNoSujeta'), totalGravado: pick('totalGravado'),
      totalExento: pick('totalExento'), totalExonerado: pick('totalExonerado'), totalNoSujeto: pick('totalNoSujeto'), totalVenta: pick('totalVenta'),
      totalDescuentos: pick('totalDescuentos'), totalVentaNeta: pick('totalVentaNeta'), totalImpuesto: pick('totalImpuesto'),
      totalImpAsumEmisorFabrica: pick('totalImpAsumEmisorFabrica'), totalIVADevuelto: pick('totalIVADevuelto'), totalOtrosCargos: pick('totalOtrosCargos'),
      totalComprobante: pick('totalComprobante'),
    }).toEqual({
      totalServGravados: '500.00000', totalServExentos: '0.00000', totalServExonerado: '1000.00000', totalServNoSujeto: '0.00000',
      totalMercanciasGravadas: '2500.00000', totalMercanciasExentas: '300.00000', totalMercExonerada: '500.00000', totalMercNoSujeta: '0.00000',
      totalGravado: '3000.00000', totalExento: '300.00000', totalExonerado: '1500.00000', totalNoSujeto: '0.00000', totalVenta: '4800.00000',
      totalDescuentos: '200.00000', totalVentaNeta: '4600.00000', totalImpuesto: '364.00000', totalImpAsumEmisorFabrica: '0.00000',
      totalIVADevuelto: '0.00000', totalOtrosCargos: '460.00000', totalComprobante: '5424.00000',
    });
    expect(r.totalDesgloseImpuesto.map((d) => [d.codigo, d.codigoTarifaIVA, d.totalMontoImpuesto.toFixed()])).toEqual([
      ['01', '08', '364'],
      ['01', '10', '0'],
    ]);
    expect(r.medioPago.map((m) => [m.tipoMedioPago, m.totalMedioPago.toFixed()])).toEqual([['01', '5000'], ['02', '424']]);
    expect(r.otrosCargos[0]).toMatchObject({ tipoDocumentoOC: '06', detalle: 'Impuesto de servicio 10%' });
    expect(r.otrosCargos[0]?.porcentajeOC?.toFixed()).toBe('10');
    expect(r.codigoTipoMoneda.codigoMoneda).toBe('CRC');
    expect(r.codigoTipoMoneda.tipoCambio.toFixed()).toBe('1');
  });
  it('the summary serialises to decimal strings (JSON-safe)', () => {
    const json = JSON.stringify(ejemplo());
    expect(json).toContain('"totalComprobante":"5424"');
    expect(json).not.toMatch(/e[+-]\d/);
  });
});

describe('resumenFactura: details Hacienda checks', () => {
  it('a tax without IVA rate code has no CodigoTarifaIVA in the breakdown; entries are sorted', () => {
    const r = computeResumen([line({ cantidad: '1', precioUnitario: '100', impuesto: [{ codigo: '02', tarifa: '10' }, iva13] }), line({ cantidad: '1', precioUnitario: '50', impuesto: [{ codigo: '01', codigoTarifaIVA: '04', tarifa: '4' }] })]);
    expect(r.totalDesgloseImpuesto.map((d) => [d.codigo, d.codigoTarifaIVA, d.totalMontoImpuesto.toFixed()])).toEqual([['01', '04', '2'], ['01', '08', '14.3'], ['02', undefined, '10']]);
    expect('codigoTarifaIVA' in (r.totalDesgloseImpuesto[2] ?? {})).toBe(false);
  });
  it('without payment methods the summary has none', () => {
    expect(computeResumen([line({ cantidad: '1', precioUnitario: '100' })]).medioPago).toEqual([]);
  });
  it('card payments return only the IVA of health-service lines', () => {
    const otro = line({ cantidad: '1', precioUnitario: '1000', impuesto: [iva13], clasificacion: 'servicio' });
    const salud = line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ codigo: '02', tarifa: '10' }, { codigo: '01', codigoTarifaIVA: '04', tarifa: '4' }], clasificacion: 'servicio', servicioSalud: true });
    const r = computeResumen([otro, salud], [], { medioPago: [{ tipoMedioPago: '02' }] });
    expect(r.totalIVADevuelto.toFixed()).toBe('44');
    expect(computeResumen([otro], [], { medioPago: [{ tipoMedioPago: '02' }] }).totalIVADevuelto.toFixed()).toBe('0');
    expect(computeResumen([salud], [], { tipoDocumento: '01', medioPago: [{ tipoMedioPago: '02' }] }).totalIVADevuelto.toFixed()).toBe('44');
  });
});

describe('resumenFactura: laws', () => {
  it('adds up: totalVenta = gravado + exento + exonerado + noSujeto = Σ montoTotal', () => {
    fc.assert(
      fc.property(lineasArb(), (lineas) => {
        const r = computeResumen(lineas);
        expect(r.totalVenta.eq(r.totalGravado.plus(r.totalExento).plus(r.totalExonerado).plus(r.totalNoSujeto))).toBe(true);
        expect(r.totalVenta.eq(sumOf(lineas.map((l) => l.montoTotal)))).toBe(true);
      }),
    );
  });
  it('adds up: each total is its services plus its goods', () => {
    fc.assert(
      fc.property(lineasArb(), (lineas) => {
        const r = computeResumen(lineas);
        expect(r.totalGravado.eq(r.totalServGravados.plus(r.totalMercanciasGravadas))).toBe(true);
        expect(r.totalExento.eq(r.totalServExentos.plus(r.totalMercanciasExentas))).toBe(true);
        expect(r.totalExonerado.eq(r.totalServExonerado.plus(r.totalMercExonerada))).toBe(true);
        expect(r.totalNoSujeto.eq(r.totalServNoSujeto.plus(r.totalMercNoSujeta))).toBe(true);
        const serv = lineas.filter((l) => l.esServicio);
        expect(r.totalServGravados.plus(r.totalServExentos).plus(r.totalServExonerado).plus(r.totalServNoSujeto).eq(sumOf(serv.map((l) => l.montoTotal)))).toBe(true);
      }),
    );
  });
  it('adds up: totalVentaNeta = totalVenta − totalDescuentos = Σ subTotal', () => {
    fc.assert(
      fc.property(lineasArb(), (lineas) => {
        const r = computeResumen(lineas);
        expect(r.totalVentaNeta.eq(r.totalVenta.minus(r.totalDescuentos))).toBe(true);
        expect(r.totalVentaNeta.eq(sumOf(lineas.map((l) => l.subTotal)))).toBe(true);
      }),
    );
  });
  it('adds up: totalComprobante = totalVentaNeta + totalImpuesto + totalOtrosCargos − totalIVADevuelto', () => {
    fc.assert(
      fc.property(lineasArb(), cargosArb, fc.boolean(), (lineas, cargos, tarjeta) => {
        const r = computeResumen(lineas, cargos, { medioPago: tarjeta ? [{ tipoMedioPago: '02' }] : [] });
        expect(r.totalComprobante.eq(r.totalVentaNeta.plus(r.totalImpuesto).plus(r.totalOtrosCargos).minus(r.totalIVADevuelto))).toBe(true);
        expect(r.totalOtrosCargos.eq(sumOf(r.otrosCargos.map((c) => c.montoCargo)))).toBe(true);
      }),
    );
  });
  it('adds up to what it prints: totalComprobante = Σ montoTotalLinea + otros cargos − IVA devuelto', () => {
    fc.assert(
      fc.property(lineasArb(), cargosArb, (lineas, cargos) => {
        const r = computeResumen(lineas, cargos);
        expect(r.totalComprobante.eq(sumOf(lineas.map((l) => l.montoTotalLinea)).plus(r.totalOtrosCargos))).toBe(true);
      }),
    );
  });
  it('adds up: totalImpuesto = Σ impuestoNeto and the breakdown = totalImpuesto + totalImpAsumEmisorFabrica', () => {
    fc.assert(
      fc.property(lineasArb(), (lineas) => {
        const r = computeResumen(lineas);
        expect(r.totalImpuesto.eq(sumOf(lineas.map((l) => l.impuestoNeto)))).toBe(true);
        expect(sumOf(r.totalDesgloseImpuesto.map((d) => d.totalMontoImpuesto)).eq(r.totalImpuesto.plus(r.totalImpAsumEmisorFabrica))).toBe(true);
        const keys = r.totalDesgloseImpuesto.map((d) => `${d.codigo}|${d.codigoTarifaIVA ?? ''}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
  it('order does not matter: shuffled lines give the same summary', () => {
    fc.assert(
      fc.property(lineasArb(), fc.infiniteStream(fc.nat()), (lineas, stream) => {
        const order = lineas.map((l, i) => [stream.next().value, i, l] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((x) => x[2]);
        expect(plain(computeResumen(order))).toEqual(plain(computeResumen(lineas)));
      }),
    );
  });
  it('splits: the totals of A ++ B are the totals of A plus the totals of B', () => {
    fc.assert(
      fc.property(lineasArb(10), lineasArb(10), (a, b) => {
        const ra = computeResumen(a);
        const rb = computeResumen(b);
        const rab = computeResumen([...a, ...b]);
        for (const k of ['totalVenta', 'totalGravado', 'totalExonerado', 'totalDescuentos', 'totalImpuesto', 'totalComprobante'] as const) {
          expect(rab[k].eq(ra[k].plus(rb[k]))).toBe(true);
        }
      }),
    );
  });
  it('every total has at most 5 decimals and none is negative', () => {
    fc.assert(
      fc.property(lineasArb(), cargosArb, (lineas, cargos) => {
        const r = computeResumen(lineas, cargos);
        for (const [k, v] of Object.entries(r)) {
          if (k.startsWith('total') && v instanceof D) {
            expect(v.decimalPlaces()).toBeLessThanOrEqual(5);
            expect(v.isNeg()).toBe(false);
          }
        }
      }),
    );
  });
  it('an export (09) has no exonerated or non-subject totals and sells the same', () => {
    fc.assert(
      fc.property(fc.array(lineaInputArb, { maxLength: 15 }), (inputs) => {
        const normal = computeResumen(inputs.map((i) => line(i)));
        const exp = computeResumen(inputs.map((i) => line(i, '09')), [], { tipoDocumento: '09' });
        expect(exp.totalExonerado.isZero() && exp.totalNoSujeto.isZero() && exp.totalServExonerado.isZero() && exp.totalMercNoSujeta.isZero()).toBe(true);
        expect(exp.totalVenta.eq(normal.totalVenta)).toBe(true);
        expect(exp.totalComprobante.gte(normal.totalComprobante)).toBe(true);
      }),
    );
    const mixed = computeResumen(
      [
        line({ cantidad: '1', precioUnitario: '10', impuesto: [{ ...iva13, exoneracion: exon('13') }] }),
        line({ cantidad: '1', precioUnitario: '5', tratamientoIVA: 'noSujeto' }),
        line({ cantidad: '1', precioUnitario: '20', impuesto: [{ ...iva13, exoneracion: exon('13') }], clasificacion: 'servicio' }),
        line({ cantidad: '1', precioUnitario: '3', tratamientoIVA: 'noSujeto', clasificacion: 'servicio' }),
      ],
      [],
      { tipoDocumento: '09' },
    );
    expect([mixed.totalMercanciasGravadas, mixed.totalMercanciasExentas, mixed.totalServGravados, mixed.totalServExentos, mixed.totalExonerado, mixed.totalNoSujeto].map((x) => x.toFixed())).toEqual(['10', '5', '20', '3', '0', '0']);
  });
  it('returns the IVA of health services paid by card (TotalIVADevuelto), not on FEC/FEE/REP', () => {
    const salud = line({ cantidad: '1', precioUnitario: '10000', impuesto: [{ codigo: '01', codigoTarifaIVA: '04', tarifa: '4' }], clasificacion: 'servicio', servicioSalud: true });
    const card = computeResumen([salud], [], { medioPago: [{ tipoMedioPago: '02' }] });
    expect([card.totalIVADevuelto.toFixed(), card.totalComprobante.toFixed(), card.medioPago[0]?.totalMedioPago.toFixed()]).toEqual(['400', '10000', '10000']);
    expect(computeResumen([salud], [], { medioPago: [{ tipoMedioPago: '01' }] }).totalIVADevuelto.toFixed()).toBe('0');
    expect(computeResumen([salud], [], { tipoDocumento: '08', medioPago: [{ tipoMedioPago: '02' }] }).totalIVADevuelto.toFixed()).toBe('0');
    expect(computeResumen([salud]).totalComprobante.toFixed()).toBe('10400');
  });
  it('sends the document currency with its rate (1 for CRC, 5 decimals otherwise)', () => {
    const usd = computeResumen([], [], { codigoMoneda: 'USD', tipoCambio: '506.123456' });
    expect([usd.codigoTipoMoneda.codigoMoneda, usd.codigoTipoMoneda.tipoCambio.toFixed()]).toEqual(['USD', '506.12346']);
    expect(computeResumen([], [], { codigoMoneda: 'CRC', tipoCambio: '500' }).codigoTipoMoneda.tipoCambio.toFixed()).toBe('1');
    expect(computeResumen([]).totalComprobante.toFixed()).toBe('0');
  });
});

describe('resumenFactura: incremental editing (by difference)', () => {
  it('adding lines one by one equals computing them all at once', () => {
    fc.assert(
      fc.property(lineasArb(), (lineas) => {
        const acc = createAcumulado();
        for (const l of lineas) addLinea(acc, l);
        expect(plain(resumenDesdeAcumulado(acc))).toEqual(plain(computeResumen(lineas)));
        expect(acc.lineas).toBe(lineas.length);
        for (const [key, entry] of acc.desglose) {
          expect(entry.count).toBe(lineas.filter((l) => l.impuesto.some((t) => `${t.codigo}|${t.codigoTarifaIVA ?? ''}` === key)).length);
        }
      }),
    );
  });
  it('replacing a line equals recomputing with the edited line', () => {
    fc.assert(
      fc.property(lineasArb().filter((l) => l.length > 0), lineaInputArb, fc.nat(), (lineas, edit, k) => {
        const at = k % lineas.length;
        const nueva = line(edit);
        const acc = createAcumulado(lineas);
        replaceLinea(acc, lineas[at] as LineaDetalle, nueva);
        const edited = lineas.map((l, i) => (i === at ? nueva : l));
        expect(plain(resumenDesdeAcumulado(acc))).toEqual(plain(computeResumen(edited)));
      }),
    );
  });
  it('round trip: adding then removing the same lines leaves an empty summary', () => {
    fc.assert(
      fc.property(lineasArb(), (lineas) => {
        const acc = createAcumulado(lineas);
        for (const l of lineas) removeLinea(acc, l);
        expect(acc.lineas).toBe(0);
        expect(Object.values(acc.sums).every((v) => v === 0n)).toBe(true);
        expect(acc.desglose.size).toBe(0);
        expect(plain(resumenDesdeAcumulado(acc))).toEqual(plain(computeResumen([])));
      }),
    );
  });
});

describe('medio de pago (v4.4: up to 4, adding up to TotalComprobante)', () => {
  it('the allocated amounts always add up to the total', () => {
    fc.assert(
      fc.property(amountArb(5), fc.array(amountArb(2, 1000), { maxLength: 3 }), (total, fixed) => {
        fc.pre(fixed.reduce((a, b) => a.plus(b), new D(0)).lte(total));
        const medios = [...fixed.map((m) => ({ tipoMedioPago: '04' as const, totalMedioPago: m })), { tipoMedioPago: '01' as const }];
        const r = allocateMediosPago(total, medios);
        expect(r.ok && sumOf(r.value.map((m) => m.totalMedioPago)).eq(total)).toBe(true);
      }),
    );
  });
  it('refuses more than 4, two open amounts, and splits that do not add up', () => {
    const t = new D('100');
    expect(allocateMediosPago(t, [])).toEqual({ ok: true, value: [] });
    expect(allocateMediosPago(t, Array.from({ length: 5 }, () => ({ tipoMedioPago: '01' as const, totalMedioPago: '20' })))).toMatchObject({ code: 'MEDIO_PAGO_MAXIMO', field: 'medioPago' });
    expect(allocateMediosPago(t, [{ tipoMedioPago: '01' }, { tipoMedioPago: '02', totalMedioPago: null }])).toMatchObject({ code: 'MEDIO_PAGO_SIN_MONTO' });
    expect(allocateMediosPago(t, [{ tipoMedioPago: '01', totalMedioPago: '60' }, { tipoMedioPago: '02', totalMedioPago: '30' }])).toMatchObject({ code: 'MEDIO_PAGO_NO_CUADRA' });
    expect(allocateMediosPago(t, [{ tipoMedioPago: '01', totalMedioPago: '160' }, { tipoMedioPago: '02' }])).toMatchObject({ code: 'MEDIO_PAGO_NO_CUADRA' });
    expect(allocateMediosPago(t, [{ tipoMedioPago: '01', totalMedioPago: '-1' }, { tipoMedioPago: '02' }])).toMatchObject({ code: 'MONTO_NEGATIVO', field: 'medioPago[0].totalMedioPago' });
    const ok = allocateMediosPago(t, [{ tipoMedioPago: '99', medioPagoOtros: 'Cupón', totalMedioPago: '100' }]);
    expect(ok.ok && ok.value).toMatchObject([{ tipoMedioPago: '99', medioPagoOtros: 'Cupón' }]);
    const single = allocateMediosPago(t, [{ tipoMedioPago: '01' }]);
    expect(single.ok && single.value).toStrictEqual([{ tipoMedioPago: '01', totalMedioPago: new D('100') }]);
    expect(allocateMediosPago(t, [{ tipoMedioPago: '01', totalMedioPago: '60' }, { tipoMedioPago: '02', totalMedioPago: '30' }])).toMatchObject({ field: 'medioPago' });
    expect(allocateMediosPago(t, [{ tipoMedioPago: '01' }, { tipoMedioPago: '02' }])).toMatchObject({ field: 'medioPago' });
    const four = allocateMediosPago(t, ['01', '02', '04', '06'].map((tipoMedioPago, i) => (i === 3 ? { tipoMedioPago } : { tipoMedioPago, totalMedioPago: '10' })) as MedioPagoInput[]);
    expect(four.ok && four.value.map((m) => m.totalMedioPago.toFixed())).toEqual(['10', '10', '10', '70']);
    const exact = allocateMediosPago(t, [{ tipoMedioPago: '01', totalMedioPago: '100' }, { tipoMedioPago: '02' }]);
    expect(exact.ok && exact.value[1]?.totalMedioPago.toFixed()).toBe('0');
  });
  it('while the split is incomplete the summary shows the amounts as typed', () => {
    const l = line({ cantidad: '1', precioUnitario: '100' });
    const r = computeResumen([l], [], { medioPago: [{ tipoMedioPago: '01', totalMedioPago: '30' }, { tipoMedioPago: '02', totalMedioPago: null }, { tipoMedioPago: '03' }] });
    expect(r.medioPago.map((m) => m.totalMedioPago.toFixed())).toEqual(['30', '0', '0']);
  });
});

describe('otros cargos and whole-document checks', () => {
  it('a repeat of a charge type replaces the earlier one in place (spec 1 §5)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<string>('01', '02', '04', '06', '99'), { maxLength: 20 }), (types) => {
        let list: { tipoDocumentoOC: string; n: number }[] = [];
        types.forEach((t, n) => (list = upsertOtroCargo(list, { tipoDocumentoOC: t, n })));
        expect(new Set(list.map((c) => c.tipoDocumentoOC)).size).toBe(list.length);
        expect(list.map((c) => c.tipoDocumentoOC)).toEqual([...new Set(types)]);
        for (const c of list) expect(c.n).toBe(types.lastIndexOf(c.tipoDocumentoOC));
      }),
    );
  });
  it('computes a percentage charge on totalVentaNeta and keeps a fixed one', () => {
    const [pct, fixed] = computeOtrosCargos([{ tipoDocumentoOC: '06', detalle: 'x', porcentajeOC: '10' }, { tipoDocumentoOC: '04', detalle: 'y', montoCargo: '1.234567' }], new D('123.45'));
    expect([pct?.montoCargo.toFixed(), pct?.porcentajeOC?.toFixed(), fixed?.montoCargo.toFixed()]).toEqual(['12.345', '10', '1.23457']);
    expect(fixed).toStrictEqual({ tipoDocumentoOC: '04', detalle: 'y', montoCargo: new D('1.23457') });
    expect(computeOtrosCargos([{ tipoDocumentoOC: '06', detalle: 'x', porcentajeOC: '10.123456' }], new D('100'))[0]?.porcentajeOC?.toFixed()).toBe('10.12346');
  });
  it('validateResumen refuses what Hacienda would', () => {
    const l = line({ cantidad: '1', precioUnitario: '100' });
    expect(validateResumen([])).toMatchObject({ ok: false, code: 'LINEAS_VACIAS', field: 'lineas' });
    expect(validateResumen(Array.from({ length: 1001 }, () => l))).toMatchObject({ code: 'LINEAS_MAXIMO', field: 'lineas' });
    expect(validateResumen(Array.from({ length: 1000 }, () => l)).ok).toBe(true);
    expect(validateResumen([l], Array.from({ length: 16 }, () => ({ tipoDocumentoOC: '99' as const, detalle: 'x', montoCargo: '1' })))).toMatchObject({ code: 'OTROS_CARGOS_MAXIMO', field: 'otrosCargos' });
    expect(validateResumen([l], Array.from({ length: 15 }, () => ({ tipoDocumentoOC: '99' as const, detalle: 'x', montoCargo: '1' }))).ok).toBe(true);
    expect(validateResumen([l], [], { codigoMoneda: 'USD', tipoCambio: '0' })).toMatchObject({ code: 'TIPO_CAMBIO_INVALIDO', field: 'tipoCambio' });
    const plainOk = validateResumen([l]);
    expect(plainOk.ok && [plainOk.value.otrosCargos, plainOk.value.medioPago]).toEqual([[], []]);
    expect(validateResumen([l], [], { medioPago: [{ tipoMedioPago: '01', totalMedioPago: '99' }] })).toMatchObject({ code: 'MEDIO_PAGO_NO_CUADRA' });
    const good = validateResumen([l], [], { medioPago: [{ tipoMedioPago: '01' }] });
    expect(good.ok && good.value.totalComprobante.toFixed()).toBe('100');
  });
  it('lists every summary element of each schema, in schema order', () => {
    const all = ['codigoTipoMoneda', 'totalServGravados', 'totalServExentos', 'totalServExonerado', 'totalServNoSujeto', 'totalMercanciasGravadas', 'totalMercanciasExentas', 'totalMercExonerada', 'totalMercNoSujeta', 'totalGravado', 'totalExento', 'totalExonerado', 'totalNoSujeto', 'totalVenta', 'totalDescuentos', 'totalVentaNeta', 'totalDesgloseImpuesto', 'totalImpuesto', 'totalImpAsumEmisorFabrica', 'totalIVADevuelto', 'totalOtrosCargos', 'medioPago', 'totalComprobante'];
    for (const t of ['01', '02', '03', '04']) expect(resumenCamposDe(t)).toEqual(all);
    expect(resumenCamposDe('08')).toEqual(all.filter((c) => c !== 'totalIVADevuelto'));
    expect(resumenCamposDe('09')).toEqual(['codigoTipoMoneda', 'totalServGravados', 'totalServExentos', 'totalMercanciasGravadas', 'totalMercanciasExentas', 'totalGravado', 'totalExento', 'totalVenta', 'totalDescuentos', 'totalVentaNeta', 'totalDesgloseImpuesto', 'totalImpuesto', 'totalImpAsumEmisorFabrica', 'totalOtrosCargos', 'medioPago', 'totalComprobante']);
    expect(resumenCamposDe('10')).toEqual(['codigoTipoMoneda', 'totalVenta', 'totalVentaNeta', 'totalDesgloseImpuesto', 'totalImpuesto', 'medioPago', 'totalComprobante']);
    // every listed element is a field of the computed summary
    const r = computeResumen([]);
    for (const c of all) expect(c in r).toBe(true);
  });
  it('lists the summary elements of each schema', () => {
    expect(resumenCamposDe('01')).toContain('totalIVADevuelto');
    expect(resumenCamposDe('08')).not.toContain('totalIVADevuelto');
    expect(resumenCamposDe('09')).not.toContain('totalExonerado');
    expect(resumenCamposDe('09')).toContain('totalGravado');
    expect(resumenCamposDe('10')).toEqual(RESUMEN_CAMPOS_POR_DOCUMENTO['10']);
    expect(resumenCamposDe('99')).toContain('totalNoSujeto');
  });
});
