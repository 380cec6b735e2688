import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineaInputArb } from '../../test/factura-arbitraries';
import { D } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { esServicio, esServicioPorCabys } from './clasificacion';
import { porcentajeDesdeTarifaExonerada, tarifaExoneradaDesdePorcentaje } from './exoneracion';
import { computeLinea } from './linea';
import type { LineaDetalle, LineaInput } from './linea-types';
import { appendLinea, applyLineaDefaults, removeLineaAt, renumberLineas } from './lineas';

const line = (input: LineaInput): LineaDetalle => {
  const r = computeLinea(input);
  if (!r.ok) throw new Error(`${r.code} ${r.field ?? ''}`);
  return r.value;
};
const iva13 = { codigo: '01' as const, codigoTarifaIVA: '08' as const, tarifa: '13' };
const exon = (tarifaExonerada: string) => ({
  tipoDocumentoEX1: '03' as const, numeroDocumento: 'AL-1', nombreInstitucion: '01' as const, fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada,
});

describe('lineaDetalle (spec 1 §5, v4.4)', () => {
  it('computes the literal example: 2 × 1000, 10 % off, IVA 13 %', () => {
    const l = line({ cantidad: '2', precioUnitario: '1000', descuento: [{ porcentajeDescuento: '10', codigoDescuento: '07' }], impuesto: [iva13], clasificacion: 'producto' });
    expect([l.montoTotal, l.montoDescuento, l.subTotal, l.baseImponible, l.impuesto[0]?.monto, l.impuestoNeto, l.montoTotalLinea].map((x) => x?.toFixed(5))).toEqual(
      ['2000.00000', '200.00000', '1800.00000', '1800.00000', '234.00000', '234.00000', '2034.00000'],
    );
    expect(l.descuento[0]).toMatchObject({ codigoDescuento: '07' });
    expect(l.descuento[0]?.porcentajeDescuento?.toFixed()).toBe('10');
    expect(l).toMatchObject({ esServicio: false, tratamiento: 'gravado', numeroLinea: 1 });
  });
  it('rounds quantity to 3, price to 5 and every amount to 5 decimals (half-up)', () => {
    const l = line({ cantidad: '1.5', precioUnitario: '333.333333', impuesto: [iva13] });
    expect(l.precioUnitario.toFixed()).toBe('333.33333');
    expect(l.montoTotal.toFixed(5)).toBe('500.00000'); // 499.999995 → 500.00000
    expect(line({ cantidad: '1.0005', precioUnitario: '1' }).cantidad.toFixed()).toBe('1.001');
  });
  it('adds up: montoTotalLinea = subTotal + impuestoNeto and subTotal = montoTotal − descuentos', () => {
    fc.assert(
      fc.property(lineaInputArb, (input) => {
        const l = line(input);
        expect(l.montoTotalLinea.eq(l.subTotal.plus(l.impuestoNeto))).toBe(true);
        expect(l.subTotal.eq(l.montoTotal.minus(l.montoDescuento))).toBe(true);
        expect(l.montoDescuento.eq(l.descuento.reduce((a, d) => a.plus(d.montoDescuento), new D(0)))).toBe(true);
        expect(l.montoTotal.eq(roundAmount(l.cantidad.times(l.precioUnitario)))).toBe(true);
      }),
    );
  });
  it('the VAT split of a line adds up to its montoTotal', () => {
    fc.assert(
      fc.property(lineaInputArb, (input) => {
        const l = line(input);
        expect(l.montoGravado.plus(l.montoExento).plus(l.montoExonerado).plus(l.montoNoSujeto).eq(l.montoTotal)).toBe(true);
        for (const part of [l.montoGravado, l.montoExento, l.montoExonerado, l.montoNoSujeto]) expect(part.isNeg()).toBe(false);
      }),
    );
  });
  it('every amount has at most 5 decimals and none is negative', () => {
    fc.assert(
      fc.property(lineaInputArb, (input) => {
        const l = line(input);
        const amounts = [l.montoTotal, l.subTotal, l.baseImponible, l.impuestoNeto, l.montoTotalLinea, ...l.impuesto.map((t) => t.monto)];
        for (const a of amounts) {
          expect(a.decimalPlaces()).toBeLessThanOrEqual(5);
          expect(a.isNeg()).toBe(false);
        }
      }),
    );
  });
  it('tax = base × rate / 100 rounded, and an exoneration never exceeds its tax', () => {
    fc.assert(
      fc.property(lineaInputArb, (input) => {
        const l = line(input);
        for (const t of l.impuesto) {
          const base = t.codigo === '01' ? l.baseImponible : l.subTotal;
          if (t.tarifa) expect(t.monto.eq(roundAmount(base.times(t.tarifa).div(100)))).toBe(true);
          if (t.exoneracion) {
            expect(t.exoneracion.montoExoneracion.lte(t.monto)).toBe(true);
            expect(t.exoneracion.montoExoneracion.eq(roundAmount(base.times(t.exoneracion.tarifaExonerada).div(100)))).toBe(true);
          }
        }
      }),
    );
  });
  it('BaseImponible adds the selective consumption tax (02) to the subtotal before IVA', () => {
    const l = line({ cantidad: '1', precioUnitario: '1000', impuesto: [iva13, { codigo: '02', tarifa: '10' }] });
    expect(l.impuesto[1]?.monto.toFixed()).toBe('100');
    expect(l.baseImponible.toFixed()).toBe('1100');
    expect(l.impuesto[0]?.monto.toFixed()).toBe('143');
    expect(l.impuestoNeto.toFixed()).toBe('243');
    const ieba = line({ cantidad: '2', precioUnitario: '500', impuesto: [{ codigo: '04', impuestoUnidad: '25.5' }, iva13] });
    expect(ieba.impuesto[0]?.monto.toFixed()).toBe('51');
    expect(ieba.baseImponible.toFixed()).toBe('1051');
    const otro = line({ cantidad: '1', precioUnitario: '10', impuesto: [{ codigo: '99', monto: '1.234567' }] });
    expect(otro.impuesto[0]?.monto.toFixed()).toBe('1.23457');
    expect(otro.baseImponible.toFixed()).toBe('10');
  });
  it('full exoneration: no net VAT and the whole sale counts as exonerated', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom('1', '2', '4', '8', '13', '0.5'), (cents, tarifa) => {
        const l = line({ cantidad: '1', precioUnitario: new D(cents).div(100).toFixed(), impuesto: [{ codigo: '01', tarifa, exoneracion: exon(tarifa) }] });
        expect(l.impuestoNeto.isZero()).toBe(true);
        expect(l.montoExonerado.eq(l.montoTotal)).toBe(true);
        expect(l.montoGravado.isZero()).toBe(true);
      }),
    );
  });
  it('partial exoneration: half the rate exonerates half the sale and half the tax', () => {
    const l = line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ ...iva13, exoneracion: exon('6.5') }] });
    expect([l.impuesto[0]?.monto, l.impuesto[0]?.exoneracion?.montoExoneracion, l.impuestoNeto, l.montoExonerado, l.montoGravado].map((x) => x?.toFixed())).toEqual(
      ['130', '65', '65', '500', '500'],
    );
  });
  it('treatment: 0 % or Tarifa Exenta is exento, no IVA is exento, an explicit no sujeto wins', () => {
    expect(line({ cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '01', codigoTarifaIVA: '10' }] }).tratamiento).toBe('exento');
    expect(line({ cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '01', codigoTarifaIVA: '01' }] }).tratamiento).toBe('exento');
    expect(line({ cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '01', codigoTarifaIVA: '08' }] }).tratamiento).toBe('gravado');
    expect(line({ cantidad: '1', precioUnitario: '1', impuesto: [{ codigo: '02', tarifa: '10' }] }).tratamiento).toBe('exento');
    expect(line({ cantidad: '1', precioUnitario: '1' }).tratamiento).toBe('exento');
    expect(line({ cantidad: '1', precioUnitario: '1', impuesto: [iva13], ivaCobradoFabrica: '02' }).tratamiento).toBe('exento');
    expect(line({ cantidad: '1', precioUnitario: '1', impuesto: [iva13], tratamientoIVA: 'noSujeto' })).toMatchObject({ tratamiento: 'noSujeto' });
    expect(line({ cantidad: '1', precioUnitario: '7', tratamientoIVA: 'noSujeto' }).montoNoSujeto.toFixed()).toBe('7');
  });
  it('IVA by factor (08 bienes usados) and editable base (07, fábrica 01)', () => {
    const usado = line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ codigo: '08', factorCalculoIVA: '0.0588' }] });
    expect(usado.impuesto[0]?.monto.toFixed()).toBe('58.8');
    expect(usado.tratamiento).toBe('gravado');
    const especial = line({ cantidad: '1', precioUnitario: '1000', baseImponible: '400', impuesto: [{ codigo: '07', tarifa: '13' }] });
    expect([especial.baseImponible.toFixed(), especial.impuesto[0]?.monto.toFixed()]).toEqual(['400', '52']);
    const ignored = line({ cantidad: '1', precioUnitario: '1000', baseImponible: '400', impuesto: [iva13] });
    expect(ignored.baseImponible.toFixed()).toBe('1000');
    const fabrica = line({ cantidad: '1', precioUnitario: '1000', ivaCobradoFabrica: '01', baseImponible: '800', impuesto: [iva13], impuestoAsumidoEmisorFabrica: '104' });
    expect([fabrica.impuesto[0]?.monto.toFixed(), fabrica.impuestoNeto.toFixed(), fabrica.montoTotalLinea.toFixed()]).toEqual(['104', '0', '1000']);
  });
  it('an export line (09) ignores exonerations', () => {
    const r = computeLinea({ cantidad: '1', precioUnitario: '100', impuesto: [{ ...iva13, exoneracion: exon('13') }] }, { tipoDocumento: '09' });
    expect(r.ok && r.value.impuestoNeto.toFixed()).toBe('13');
    expect(r.ok && r.value.impuesto[0]?.exoneracion).toBeUndefined();
  });
  it('refuses bad lines with the field at fault', () => {
    expect(computeLinea({ cantidad: '0', precioUnitario: '1' })).toMatchObject({ ok: false, code: 'CANTIDAD_INVALIDA', field: 'cantidad' });
    expect(computeLinea({ cantidad: '0.0004', precioUnitario: '1' })).toMatchObject({ code: 'CANTIDAD_INVALIDA' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '-1' })).toMatchObject({ code: 'PRECIO_INVALIDO', field: 'precioUnitario' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '0' }).ok).toBe(true);
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', descuento: [{ montoDescuento: '6' }, { montoDescuento: '5' }] })).toMatchObject({ code: 'DESCUENTO_EXCEDE', field: 'descuento[1].montoDescuento' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', descuento: [{ montoDescuento: '10' }] }).ok).toBe(true);
    // Over by less than the rounding of an amount (5 decimals) is still over: it is not rounded down to fit.
    expect(computeLinea({ cantidad: '1', precioUnitario: '100', descuento: [{ montoDescuento: '100.000001' }] })).toMatchObject({ code: 'DESCUENTO_EXCEDE', field: 'descuento[0].montoDescuento' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', descuento: [{ montoDescuento: '-1' }] })).toMatchObject({ code: 'MONTO_NEGATIVO', field: 'descuento[0].montoDescuento' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', descuento: Array.from({ length: 6 }, () => ({ montoDescuento: '1' })) })).toMatchObject({ code: 'DESCUENTOS_MAXIMO', field: 'descuento' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', descuento: Array.from({ length: 5 }, () => ({ montoDescuento: '1' })) }).ok).toBe(true);
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ codigo: '01', tarifa: '101' }] })).toMatchObject({ code: 'TARIFA_INVALIDA', field: 'impuesto[0].tarifa' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ codigo: '01', tarifa: '-1' }] })).toMatchObject({ code: 'TARIFA_INVALIDA' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ codigo: '01', tarifa: '100' }] }).ok).toBe(true);
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ codigo: '01' }] })).toMatchObject({ code: 'TARIFA_INVALIDA' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ codigo: '02', monto: '-1' }] })).toMatchObject({ code: 'MONTO_NEGATIVO', field: 'impuesto[0].monto' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ ...iva13, exoneracion: exon('13.01') }] })).toMatchObject({ code: 'TARIFA_EXONERADA_EXCEDE', field: 'impuesto[0].exoneracion.tarifaExonerada' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ ...iva13, exoneracion: exon('-1') }] })).toMatchObject({ code: 'TARIFA_EXONERADA_EXCEDE' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [{ codigo: '02', monto: '1', exoneracion: exon('1') }] })).toMatchObject({ code: 'TARIFA_EXONERADA_EXCEDE' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [iva13], impuestoAsumidoEmisorFabrica: '1.31' })).toMatchObject({ code: 'IMPUESTO_ASUMIDO_EXCEDE', field: 'impuestoAsumidoEmisorFabrica' });
    expect(computeLinea({ cantidad: '1', precioUnitario: '10', impuesto: [iva13], impuestoAsumidoEmisorFabrica: '-1' })).toMatchObject({ code: 'IMPUESTO_ASUMIDO_EXCEDE' });
  });
  it('cascading percentage discounts never exceed the line amount', () => {
    fc.assert(
      fc.property(lineaInputArb, (input) => {
        const l = line(input);
        expect(l.montoDescuento.lte(l.montoTotal)).toBe(true);
      }),
    );
    const l = line({ cantidad: '1', precioUnitario: '100', descuento: [{ porcentajeDescuento: '50' }, { porcentajeDescuento: '50' }] });
    expect(l.descuento.map((d) => d.montoDescuento.toFixed())).toEqual(['50', '25']);
  });
  it('a line without discounts or taxes has none, and computed parts carry no empty keys', () => {
    const bare = line({ cantidad: '1', precioUnitario: '5' });
    expect([bare.descuento, bare.impuesto]).toEqual([[], []]);
    const l = line({ cantidad: '1', precioUnitario: '100', descuento: [{ montoDescuento: '10', codigoDescuento: '01', naturalezaDescuento: 'Regalía' }], impuesto: [{ codigo: '02', impuestoUnidad: '1' }] });
    expect(l.descuento).toStrictEqual([{ montoDescuento: new D('10'), codigoDescuento: '01', naturalezaDescuento: 'Regalía' }]);
    expect(l.impuesto).toStrictEqual([{ codigo: '02', impuestoUnidad: new D('1'), monto: new D('1') }]);
    const ex = line({ cantidad: '1', precioUnitario: '100', impuesto: [{ codigo: '01', codigoTarifaIVA: '08', codigoImpuestoOTRO: 'n/a', tarifa: '13', exoneracion: exon('13') }] });
    expect(Object.keys(ex.impuesto[0] ?? {}).sort()).toEqual(['codigo', 'codigoImpuestoOTRO', 'codigoTarifaIVA', 'exoneracion', 'monto', 'tarifa']);
    expect(ex.impuesto[0]?.exoneracion).toMatchObject({ tipoDocumentoEX1: '03', numeroDocumento: 'AL-1', nombreInstitucion: '01' });
  });
  it('rates come from the code when not given, VAT without rate needs an amount, other taxes may be 0', () => {
    expect(line({ cantidad: '1', precioUnitario: '100', impuesto: [{ codigo: '01', codigoTarifaIVA: '07' }] }).impuestoNeto.toFixed()).toBe('8');
    expect(line({ cantidad: '1', precioUnitario: '100', impuesto: [{ codigo: '01', monto: '5' }] }).impuestoNeto.toFixed()).toBe('5');
    expect(line({ cantidad: '1', precioUnitario: '100', impuesto: [{ codigo: '99' }] }).impuestoNeto.toFixed()).toBe('0');
    expect(line({ cantidad: '1', precioUnitario: '100', impuesto: [{ codigo: '01', tarifa: '7.5' }] }).impuestoNeto.toFixed()).toBe('7.5');
    expect(computeLinea({ cantidad: '1', precioUnitario: '1', impuesto: [iva13, { codigo: '01' }] })).toMatchObject({ code: 'TARIFA_INVALIDA', field: 'impuesto[1].tarifa' });
  });
  it('the factor applies only to used goods (08); code 07 without a given base taxes the subtotal', () => {
    expect(line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ ...iva13, factorCalculoIVA: '0.5' }] }).impuestoNeto.toFixed()).toBe('130');
    expect(line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ codigo: '08', tarifa: '13' }] }).impuestoNeto.toFixed()).toBe('130');
    expect(line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ codigo: '07', tarifa: '13' }] }).baseImponible.toFixed()).toBe('1000');
  });
  it('the exonerated share follows the IVA rate, not a selective tax before it', () => {
    const l = line({ cantidad: '1', precioUnitario: '1000', impuesto: [{ codigo: '02', tarifa: '10' }, { ...iva13, exoneracion: exon('6.5') }] });
    expect([l.montoExonerado.toFixed(), l.montoGravado.toFixed(), l.impuesto[1]?.exoneracion?.montoExoneracion.toFixed()]).toEqual(['500', '500', '71.5']);
  });
  it('keeps descriptive fields (CABYS, detalle, unit) for the XML', () => {
    const l = line({ cantidad: '1', precioUnitario: '1', codigoCABYS: '1234567890123', detalle: 'Café', unidadMedida: 'Unid', numeroLinea: 7 });
    expect(l).toMatchObject({ codigoCABYS: '1234567890123', detalle: 'Café', unidadMedida: 'Unid', numeroLinea: 7 });
  });
});

describe('services and goods (spec 1 §5)', () => {
  it('servicio, gasto, costo fijo and costo variable are services; producto, activo and nothing are goods', () => {
    expect((['servicio', 'gasto', 'costo fijo', 'costo variable', 'producto', 'activo', undefined, null] as const).map((c) => esServicio(c))).toEqual(
      [true, true, true, true, false, false, false, false],
    );
    expect(line({ cantidad: '1', precioUnitario: '1', clasificacion: 'producto', esServicio: true }).esServicio).toBe(true);
    expect([esServicioPorCabys('5123456789012'), esServicioPorCabys('2123456789012')]).toEqual([true, false]);
  });
});

describe('line list rules (spec 1 §5)', () => {
  it('deleting a line renumbers the rest 1..n', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ detalle: fc.string(), numeroLinea: fc.nat() }), { minLength: 1, maxLength: 20 }), fc.nat(), (rows, k) => {
        const numbered = renumberLineas(rows);
        const at = k % numbered.length;
        const after = removeLineaAt(numbered, at);
        expect(after.map((l) => l.numeroLinea)).toEqual(after.map((_, i) => i + 1));
        expect(after.map((l) => l.detalle)).toEqual(rows.filter((_, i) => i !== at).map((r) => r.detalle));
      }),
    );
    expect(appendLinea([{ numeroLinea: 1 }], { numeroLinea: 9 })).toEqual([{ numeroLinea: 1 }, { numeroLinea: 2 }]);
  });
  it('a line without classification, unit or CABYS takes the issuer defaults, and keeps its own', () => {
    const defaults = { clasificacion: 'servicio' as const, unidadMedida: 'Sp', cabys: '8111111111111' };
    expect(applyLineaDefaults({}, defaults)).toEqual({ clasificacion: 'servicio', unidadMedida: 'Sp', codigoCABYS: '8111111111111' });
    expect(applyLineaDefaults({ clasificacion: 'producto' as const, unidadMedida: 'Kg', codigoCABYS: '1' }, defaults)).toEqual({ clasificacion: 'producto', unidadMedida: 'Kg', codigoCABYS: '1' });
    expect(applyLineaDefaults({}, {})).toEqual({ clasificacion: 'producto' });
  });
  it('maps the screen percentage to v4.4 TarifaExonerada and back', () => {
    expect(tarifaExoneradaDesdePorcentaje('100', '13').toFixed()).toBe('13');
    expect(tarifaExoneradaDesdePorcentaje('50', '13').toFixed()).toBe('6.5');
    expect(porcentajeDesdeTarifaExonerada('6.5', '13').toFixed()).toBe('50');
    expect(porcentajeDesdeTarifaExonerada('1', '0').toFixed()).toBe('0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.constantFrom('1', '2', '4', '13'), (p, t) => {
        expect(porcentajeDesdeTarifaExonerada(tarifaExoneradaDesdePorcentaje(p, t), t).minus(p).abs().lte('0.5')).toBe(true);
      }),
    );
  });
});
