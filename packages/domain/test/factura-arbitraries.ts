import fc from 'fast-check';
import type { CodigoTarifaIVA } from '../src/catalogos/code-tables.generated';
import { tarifaIVA } from '../src/catalogos/lookup';
import type { Clasificacion } from '../src/factura/clasificacion';
import type { ImpuestoInput, LineaInput } from '../src/factura/linea-types';
import { D } from '../src/money/decimal';
import { amountArb, quantityArb } from './arbitraries';

const clasificacionArb = fc.constantFrom<Clasificacion>('servicio', 'gasto', 'costo fijo', 'costo variable', 'producto', 'activo');
const tarifaCodeArb = fc.constantFrom<CodigoTarifaIVA>('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11');

const ivaArb: fc.Arbitrary<ImpuestoInput> = fc
  .tuple(tarifaCodeArb, fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }))
  .map(([codigoTarifaIVA, share]) => {
    const tarifa = new D(tarifaIVA(codigoTarifaIVA));
    const tax: ImpuestoInput = { codigo: '01', codigoTarifaIVA, tarifa: tarifa.toFixed() };
    if (share !== undefined && tarifa.gt(0)) {
      tax.exoneracion = {
        tipoDocumentoEX1: '03',
        numeroDocumento: 'AL-001-2026',
        nombreInstitucion: '01',
        fechaEmisionEX: '2026-01-01T00:00:00-06:00',
        tarifaExonerada: tarifa.times(share).div(100).toDecimalPlaces(2).toFixed(),
      };
    }
    return tax;
  });
const selectivoArb: fc.Arbitrary<ImpuestoInput> = fc.integer({ min: 0, max: 3000 }).map((t) => ({ codigo: '02', tarifa: new D(t).div(100).toFixed() }));

/** A random valid line input: discounts never exceed the amount, exonerations never exceed the rate. */
export const lineaInputArb: fc.Arbitrary<LineaInput> = fc
  .record({
    cantidad: quantityArb(500),
    precioUnitario: amountArb(5, 200_000),
    clasificacion: clasificacionArb,
    porcentajes: fc.array(fc.integer({ min: 0, max: 5000 }), { maxLength: 3 }),
    iva: fc.option(ivaArb, { nil: undefined }),
    selectivo: fc.option(selectivoArb, { nil: undefined }),
    tratamientoIVA: fc.option(fc.constantFrom('noSujeto' as const), { freq: 8, nil: undefined }),
    servicioSalud: fc.boolean(),
  })
  .map(({ cantidad, precioUnitario, clasificacion, porcentajes, iva, selectivo, tratamientoIVA, servicioSalud }) => {
    const impuesto: ImpuestoInput[] = [];
    if (selectivo) impuesto.push(selectivo);
    if (iva) impuesto.push(iva);
    const linea: LineaInput = {
      cantidad: cantidad.toFixed(),
      precioUnitario: precioUnitario.toFixed(),
      clasificacion,
      descuento: porcentajes.map((p) => ({ porcentajeDescuento: new D(p).div(100).toFixed(), codigoDescuento: '07' as const })),
      impuesto,
      servicioSalud,
    };
    if (tratamientoIVA) linea.tratamientoIVA = tratamientoIVA;
    return linea;
  });
