// Lines the fixed-point path must compute itself, without handing them to D: plain non-negative values
// below 2^53 units and rates with up to 7 decimals, in every form callers use (text, D, integers),
// with every rule in play (discounts by amount and by percentage, exonerations, several taxes, specific
// taxes by unit or amount, IVA 08 by factor, an editable base, an assumed tax, IVA devuelto, exports).
// Some are refused (a discount past the total, an exoneration past the rate…): those are D's to answer.
import fc from 'fast-check';
import type { CodigoImpuesto, CodigoTarifaIVA } from '../src/catalogos/code-tables.generated';
import type { DescuentoInput, ImpuestoInput, LineaInput } from '../src/factura/linea-types';
import { D, type DInput } from '../src/money/decimal';
import { decimalText, maybe as opcional } from './equivalencia-arbitraries';

/** A plain non-negative value as text, D or (when whole) a number. */
const valor = (maxDigits: number, maxFrac: number): fc.Arbitrary<DInput> =>
  fc.tuple(decimalText(maxDigits, maxFrac), fc.constantFrom('text', 'D', 'number')).map(([t, form]) =>
    form === 'D' ? new D(t) : form === 'number' && /^\d{1,12}$/.test(t) ? Number(t) : t,
  );
/** A rate of 0–100 with up to `decimals` decimals (7 at most on this path). */
const tasa = (decimals: number): fc.Arbitrary<DInput> =>
  fc.tuple(fc.integer({ min: 0, max: 100 * 10 ** decimals }), fc.constantFrom('text', 'D', 'number')).map(([n, form]) => {
    const t = new D(n).div(10 ** decimals).toFixed();
    return form === 'D' ? new D(t) : form === 'number' && !t.includes('.') ? Number(t) : t;
  });
const sinVacios = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const impuestoArb: fc.Arbitrary<ImpuestoInput> = fc
  .record({
    codigo: fc.constantFrom<CodigoImpuesto>('01', '01', '01', '07', '08', '02', '04', '05', '12', '03', '06', '99'),
    codigoTarifaIVA: opcional(fc.constantFrom<CodigoTarifaIVA>('01', '02', '04', '07', '08', '09', '10'), 0.6),
    tarifa: opcional(fc.oneof(fc.constantFrom<DInput>('13', '4', '0.5', 13, '13.00'), tasa(2), tasa(7)), 0.7),
    factorCalculoIVA: opcional(fc.oneof(tasa(2).map((t) => new D(t).div(100).toFixed()), fc.constantFrom('0.13')), 0.3),
    impuestoUnidad: opcional(valor(4, 6), 0.25),
    monto: opcional(valor(6, 6), 0.25),
    tarifaExonerada: opcional(fc.oneof(tasa(2), tasa(3)), 0.35),
  })
  .map(({ tarifaExonerada, ...t }) =>
    sinVacios({
      ...t,
      exoneracion:
        tarifaExonerada === undefined
          ? undefined
          : { tipoDocumentoEX1: '03' as const, numeroDocumento: 'AL-1', nombreInstitucion: '01' as const, fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada },
    }),
  );
const descuentoArb: fc.Arbitrary<DescuentoInput> = fc
  .record({ montoDescuento: opcional(valor(5, 6), 0.4), porcentajeDescuento: opcional(tasa(3), 0.7), codigoDescuento: fc.constantFrom('07' as const) })
  .map(sinVacios);

/** An ordinary line (see above). */
export const lineaOrdinariaArb: fc.Arbitrary<LineaInput> = fc
  .record({
    numeroLinea: opcional(fc.integer({ min: 1, max: 1000 })),
    codigoCABYS: opcional(fc.constantFrom('2399999009900')),
    codigoComercial: opcional(fc.constant([{ tipo: '01', codigo: 'A-1' }]), 0.2),
    detalle: opcional(fc.constantFrom('Silla')),
    unidadMedida: opcional(fc.constantFrom('Unid')),
    cantidad: valor(3, 4),
    precioUnitario: valor(7, 7),
    clasificacion: opcional(fc.constantFrom('servicio' as const, 'producto' as const), 0.6),
    esServicio: opcional(fc.boolean(), 0.2),
    descuento: opcional(fc.array(descuentoArb, { maxLength: 5 }), 0.5),
    impuesto: opcional(fc.array(impuestoArb, { maxLength: 3 }), 0.9),
    ivaCobradoFabrica: opcional(fc.constantFrom('01' as const, '02' as const), 0.2),
    baseImponible: opcional(valor(7, 6), 0.25),
    impuestoAsumidoEmisorFabrica: opcional(valor(2, 6), 0.2),
    tratamientoIVA: opcional(fc.constantFrom('exento' as const, 'noSujeto' as const), 0.15),
    servicioSalud: opcional(fc.boolean()),
  })
  .map((l) => sinVacios(l) as LineaInput);
