// Reports, statistics, totals and dashboard sums of the documents, through the real endpoint:
// the numbers an accountant checks by hand, Costa Rica day and month boundaries, and another
// issuer's documents never counted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/tenant.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import { crear, drenar, factura, linea } from './factura-helpers.js';
import { claveRecibida, cr, insertar } from './factura-reportes-datos.js';

let h: Harness;
type Usuario = Awaited<ReturnType<typeof signup>>;

const LOGIN = `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`;
async function entrar(u: Usuario): Promise<string> {
  const r = await h.gql<{ User: { login: { token: string } } }>(LOGIN, {
    c: { email: u.email, password: u.password },
  });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.User.login.token;
}
/** Moves the clock and returns a fresh token (tokens live 30 minutes). */
async function en(u: Usuario, instante: Date): Promise<string> {
  h.clock.now = instante;
  return entrar(u);
}
const HOY = new Date('2026-11-22T15:00:00Z');
/** The purchases pages need the inventory module (DECISIONS #9). */
async function conInventario(u: Usuario) {
  const r = await h.gql(
    `mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }`,
    {},
    u.token,
  );
  expect(r.errors).toBeUndefined();
}

const MONTOS = `documentos totalVentaNeta totalImpuesto totalComprobante totalGravado totalExento totalOtrosCargos`;
const REPORTE = `query($f: FilterVentas, $nc: Boolean, $r: Boolean, $oc: Boolean, $e: ID) { Factura { generarReporte(emisor: $e, filter: $f, showNC: $nc, showRechazadas: $r, showOtrosCargos: $oc) {
  periodo { periodo inicio final nombre }
  ventas { id consecutivo documento { id } estadoDocumento { value } aceptado codigoMoneda tipoCambio totalComprobante totalComprobanteCRC totalImpuesto otrosCargos { tipoDocumentoOC montoCargo } }
  notaCredito { id documento { id } referenciaId totalComprobante }
  monedas { codigoMoneda documentos { ${MONTOS} } notaCredito { ${MONTOS} } neto { ${MONTOS} } }
  colones { codigoMoneda documentos { ${MONTOS} } notaCredito { ${MONTOS} } neto { ${MONTOS} } }
  impuestos { codigo codigoTarifaIVA tarifa tratamiento documentos { lineas base impuesto impuestoNeto } notaCredito { lineas base impuesto } neto { lineas base impuesto impuestoNeto } }
  otrosCargos { tipoDocumentoOC documentos notaCredito neto }
  sinAceptar
} } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const porEstado = (xs: unknown): Record<string, number> =>
  Object.fromEntries(
    (xs as { estadoDocumento: { value: string }; count: number }[]).map((s) => [
      s.estadoDocumento.value,
      s.count,
    ]),
  );
const cada = (xs: unknown, f: (x: Any) => unknown): unknown[] => (xs as Any[]).map((x) => f(x));
const buscar = (xs: unknown, f: (x: Any) => boolean): Any => (xs as Any[]).find((x) => f(x));
/** The Factura namespace of an answer; throws with the errors when there are any. */
async function pedir(
  query: string,
  vars: Record<string, unknown>,
  token: string | null,
): Promise<Any> {
  const r = await h.gql<{ Factura: Any }>(query, vars, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.Factura;
}
async function reporte(token: string, vars: Record<string, unknown> = {}): Promise<Any> {
  const r = await h.gql<{ Factura: { generarReporte: Any } }>(REPORTE, vars, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.Factura.generarReporte;
}

/** A report answered by the daily tables equals the same report read from the documents. */
async function mismosTotales(
  token: string,
  vars: { f?: Record<string, unknown> } & Record<string, unknown>,
): Promise<Any> {
  const TOT = `query($f: FilterVentas, $nc: Boolean, $r: Boolean) { Factura { generarReporte(filter: $f, showNC: $nc, showRechazadas: $r) {
    monedas { codigoMoneda documentos { ${MONTOS} totalVenta totalDescuentos totalIVADevuelto totalServGravados totalMercanciasGravadas } notaCredito { ${MONTOS} } neto { ${MONTOS} } }
    colones { documentos { ${MONTOS} totalVenta } notaCredito { ${MONTOS} } neto { ${MONTOS} } }
    impuestos { codigo codigoTarifaIVA tarifa tratamiento documentos { lineas base impuesto exoneracion impuestoNeto } notaCredito { lineas base impuesto exoneracion } neto { base impuesto } }
    sinAceptar } } }`;
  const resumen = await pedir(TOT, vars, token);
  const documentos = await pedir(TOT, { ...vars, f: { ...vars.f, sucursal: 1 } }, token);
  expect(resumen).toEqual(documentos);
  return resumen.generarReporte;
}

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

describe('Factura.generarReporte', () => {
  let a: Usuario;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    a = await signup(h);
    // Issued a few minutes apart today, so that the Hacienda simulator answers them as it would.
    const t = await en(a, new Date('2026-11-22T14:00:00Z'));
    const minuto = (m: number) => (h.clock.now = new Date(Date.UTC(2026, 10, 22, 14, m)));
    minuto(1);
    ids.f1 = (
      await crear(
        h,
        t,
        factura({
          detalleServicio: {
            lineaDetalle: [
              linea({ cantidad: '1', precioUnitario: '10000' }),
              linea({
                cantidad: '1',
                precioUnitario: '5000',
                impuesto: [{ codigoTarifaIVA: '02', tarifa: '1' }],
              }),
            ],
          },
        }),
      )
    ).id;
    minuto(2);
    ids.f2 = (
      await crear(
        h,
        t,
        factura({
          detalleServicio: {
            lineaDetalle: [
              linea({ cantidad: '2', precioUnitario: '10000' }),
              linea({
                cantidad: '1',
                precioUnitario: '3000',
                impuesto: [{ codigoTarifaIVA: '10', tarifa: '0' }],
              }),
            ],
          },
        }),
      )
    ).id;
    minuto(3);
    ids.f3 = (
      await crear(
        h,
        t,
        factura({
          codigoMoneda: 'USD',
          tipoCambio: '500',
          detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '100' })] },
        }),
      )
    ).id;
    minuto(4);
    ids.f4 = (
      await crear(
        h,
        t,
        factura({
          detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '1000' })] },
        }),
      )
    ).id;
    minuto(5);
    const nc = await h.gql<{ Factura: { createNotaCredito: { id: string } } }>(
      `mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Devolución total" }) { id } } }`,
      { f: ids.f1 },
      t,
    );
    ids.nc = nc.data!.Factura.createNotaCredito.id;
    await drenar(h);
    // Hacienda rejected the fourth (set-up: its state as the sender would leave it).
    await withTenant(h.database.db, a.emisor, (tx) =>
      tx.execute(sql`update factura set estado_documento = '4' where id = ${ids.f4}`),
    );
  });

  it('three invoices (one in dollars) and a credit note: exact totals per currency, in colones and per tax rate; rejected left out', async () => {
    const r = await reporte(await en(a, HOY));
    expect(r.periodo).toEqual({
      periodo: 'ESTE_MES',
      inicio: '2026-11-01T06:00:00.000Z',
      final: '2026-12-01T06:00:00.000Z',
      nombre: 'noviembre de 2026',
    });
    expect(cada(r.ventas, (v) => v.id)).toEqual([ids.f3, ids.f2, ids.f1]);
    expect(r.ventas[0]).toMatchObject({
      codigoMoneda: 'USD',
      tipoCambio: '500',
      totalComprobante: '113',
      totalComprobanteCRC: '56500',
      aceptado: true,
    });
    expect(r.notaCredito).toEqual([
      { id: ids.nc, documento: { id: '03' }, referenciaId: ids.f1, totalComprobante: '16350' },
    ]);
    expect(r.colones).toEqual({
      codigoMoneda: 'CRC',
      documentos: {
        documentos: 3,
        totalVentaNeta: '88000',
        totalImpuesto: '10450',
        totalComprobante: '98450',
        totalGravado: '85000',
        totalExento: '3000',
        totalOtrosCargos: '0',
      },
      notaCredito: {
        documentos: 1,
        totalVentaNeta: '15000',
        totalImpuesto: '1350',
        totalComprobante: '16350',
        totalGravado: '15000',
        totalExento: '0',
        totalOtrosCargos: '0',
      },
      neto: {
        documentos: 2,
        totalVentaNeta: '73000',
        totalImpuesto: '9100',
        totalComprobante: '82100',
        totalGravado: '70000',
        totalExento: '3000',
        totalOtrosCargos: '0',
      },
    });
    expect(
      cada(r.monedas, (m): unknown[] => [
        m.codigoMoneda,
        m.documentos.totalComprobante,
        m.notaCredito.totalComprobante,
        m.neto.totalComprobante,
      ]),
    ).toEqual([
      ['CRC', '41950', '16350', '25600'],
      ['USD', '113', '0', '113'],
    ]);
    expect(r.impuestos).toEqual([
      {
        codigo: '01',
        codigoTarifaIVA: '08',
        tarifa: '13',
        tratamiento: 'gravado',
        documentos: { lineas: 3, base: '80000', impuesto: '10400', impuestoNeto: '10400' },
        notaCredito: { lineas: 1, base: '10000', impuesto: '1300' },
        neto: { lineas: 2, base: '70000', impuesto: '9100', impuestoNeto: '9100' },
      },
      {
        codigo: '01',
        codigoTarifaIVA: '02',
        tarifa: '1',
        tratamiento: 'gravado',
        documentos: { lineas: 1, base: '5000', impuesto: '50', impuestoNeto: '50' },
        notaCredito: { lineas: 1, base: '5000', impuesto: '50' },
        neto: { lineas: 0, base: '0', impuesto: '0', impuestoNeto: '0' },
      },
      {
        codigo: '01',
        codigoTarifaIVA: '10',
        tarifa: '0',
        tratamiento: 'exento',
        documentos: { lineas: 1, base: '3000', impuesto: '0', impuestoNeto: '0' },
        notaCredito: { lineas: 0, base: '0', impuesto: '0' },
        neto: { lineas: 1, base: '3000', impuesto: '0', impuestoNeto: '0' },
      },
    ]);
    expect(r.sinAceptar).toBe(0);
  });

  it('showRechazadas adds the rejected one; showNC false leaves credit notes out; a currency filter keeps only its documents', async () => {
    const t = await en(a, HOY);
    const con = await reporte(t, { r: true });
    expect(cada(con.ventas, (v) => v.id)).toContain(ids.f4);
    expect(buscar(con.ventas, (v) => v.id === ids.f4)).toMatchObject({
      estadoDocumento: { value: '4' },
      aceptado: false,
    });
    expect(con.colones.documentos).toMatchObject({ documentos: 4, totalComprobante: '99580' });
    expect(con.sinAceptar).toBe(1);
    const sinNC = await reporte(t, { nc: false });
    expect(sinNC.notaCredito).toEqual([]);
    expect(sinNC.colones.neto.totalComprobante).toBe('98450');
    const usd = await reporte(t, { f: { codigoMoneda: 'USD' } });
    expect(cada(usd.ventas, (v) => v.id)).toEqual([ids.f3]);
    expect(usd.colones.neto.totalComprobante).toBe('56500');
  });

  it('computes only what is asked for, and another issuer sees none of it; emisor of another issuer is FORBIDDEN', async () => {
    const t = await en(a, HOY);
    const solo = await h.gql<Any>(
      `{ Factura { generarReporte { sinAceptar colones { neto { totalComprobante } } } } }`,
      {},
      t,
    );
    expect(solo.data.Factura.generarReporte).toEqual({
      sinAceptar: 0,
      colones: { neto: { totalComprobante: '82100' } },
    });
    const b = await signup(h);
    const otro = await reporte(b.token);
    expect(otro.ventas).toEqual([]);
    expect(otro.colones.neto.totalComprobante).toBe('0');
    const ajeno = await h.gql(REPORTE, { e: a.emisor }, b.token);
    expect(errorOf(ajeno)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the daily tables give exactly the totals read from the documents (every variant)', async () => {
    const t = await en(a, HOY);
    for (const vars of [
      {},
      { r: true },
      { nc: false },
      { f: { codigoMoneda: 'USD' } },
      { f: { estadoDocumento: ['4'] } },
    ]) {
      // sucursal 1 (every document's) is not a key of the daily tables: the report reads the documents.
      await mismosTotales(t, vars);
    }
  });

  it('a period longer than a year, or inverted dates, is refused with the field at fault', async () => {
    const t = await en(a, HOY);
    expect(
      errorOf(await h.gql(REPORTE, { f: { inicio: '2025-01-01', final: '2026-11-22' } }, t)),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter.final' });
    expect(errorOf(await h.gql(REPORTE, { f: { periodo: 'TODO' } }, t))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.periodo',
    });
    expect(
      errorOf(await h.gql(REPORTE, { f: { inicio: '2026-11-10', final: '2026-11-01' } }, t)),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'La fecha final debe ser posterior a la inicial.',
      field: 'filter.final',
    });
    expect(errorOf(await h.gql(REPORTE, { f: { documento: ['XX'] } }, t))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.documento.0',
    });
  });
});

describe('Costa Rica days and months', () => {
  it('a document at 23:59:59 of 31 October in Costa Rica (05:59:59 UTC on 1 November) is October’s, one at 00:00 is November’s', async () => {
    const c = await signup(h);
    const [octubre, noviembre] = await insertar(h, c.emisor, [
      { fecha: new Date('2026-11-01T05:59:59Z'), lineas: [{ subTotal: '1000', tarifa: '13' }] },
      { fecha: new Date('2026-11-01T06:00:00Z'), lineas: [{ subTotal: '2000', tarifa: '13' }] },
    ]);
    const t = await en(c, HOY);
    expect(cada((await reporte(t)).ventas, (v) => v.id)).toEqual([noviembre]);
    const anterior = await reporte(t, { f: { periodo: 'MES_ANTERIOR' } });
    expect(cada(anterior.ventas, (v) => v.id)).toEqual([octubre]);
    expect(anterior.periodo.nombre).toBe('octubre de 2026');
    const dia = await reporte(t, { f: { inicio: '2026-10-31', final: '2026-10-31' } });
    expect(cada(dia.ventas, (v) => v.id)).toEqual([octubre]);
    expect(dia.periodo).toMatchObject({
      inicio: '2026-10-31T06:00:00.000Z',
      final: '2026-11-01T06:00:00.000Z',
      nombre: '31/10/2026',
    });

    const tablero = await h.gql<Any>(
      `{ Factura { readVentasDiarias(dias: 23) { day total } readFacturasMesByEmisor(meses: 2) { createdAt { year month } documentos totalComprobante } } }`,
      {},
      t,
    );
    const dias = tablero.data.Factura.readVentasDiarias;
    expect(dias).toHaveLength(23);
    expect(dias[0]).toEqual({ day: '2026-10-31', total: '1130' });
    expect(dias[1]).toEqual({ day: '2026-11-01', total: '2260' });
    expect(dias[22]).toEqual({ day: '2026-11-22', total: '0' });
    expect(tablero.data.Factura.readFacturasMesByEmisor).toEqual([
      { createdAt: { year: 2026, month: 10 }, documentos: 1, totalComprobante: '1130' },
      { createdAt: { year: 2026, month: 11 }, documentos: 1, totalComprobante: '2260' },
    ]);
    // At 23:30 of 30 November in Costa Rica (05:30 UTC of 1 December) it is still November.
    const tarde = await en(c, new Date('2026-12-01T05:30:00Z'));
    expect((await reporte(tarde)).periodo.nombre).toBe('noviembre de 2026');
  });
});

describe('period shortcuts', () => {
  it('are Costa Rica periods at the caller’s clock (Sunday 22 November 2026, 09:00 in Costa Rica)', async () => {
    const u = await signup(h);
    const t = await en(u, HOY);
    const q = `query($p: PeriodoReporte) { Factura { generarReporte(filter: { periodo: $p }) { periodo { inicio final nombre } } } }`;
    const rango = async (p: string) =>
      (await pedir(q, { p }, t)).generarReporte.periodo as {
        inicio: string;
        final: string;
        nombre: string;
      };
    const cr6 = (d: string) => `${d}T06:00:00.000Z`;
    expect(await rango('HOY')).toEqual({
      inicio: cr6('2026-11-22'),
      final: cr6('2026-11-23'),
      nombre: '22/11/2026',
    });
    expect(await rango('AYER')).toMatchObject({
      inicio: cr6('2026-11-21'),
      final: cr6('2026-11-22'),
    });
    expect(await rango('ESTA_SEMANA')).toMatchObject({
      inicio: cr6('2026-11-16'),
      final: cr6('2026-11-23'),
      nombre: '16/11/2026 al 22/11/2026',
    });
    expect(await rango('ULTIMOS_7_DIAS')).toMatchObject({
      inicio: cr6('2026-11-16'),
      final: cr6('2026-11-23'),
    });
    expect(await rango('ULTIMOS_30_DIAS')).toMatchObject({
      inicio: cr6('2026-10-24'),
      final: cr6('2026-11-23'),
    });
    expect(await rango('ULTIMOS_90_DIAS')).toMatchObject({
      inicio: cr6('2026-08-25'),
      final: cr6('2026-11-23'),
    });
    expect(await rango('ESTE_ANO')).toMatchObject({
      inicio: cr6('2026-01-01'),
      final: cr6('2027-01-01'),
    });
    expect(await rango('ULTIMOS_12_MESES')).toMatchObject({
      inicio: cr6('2025-12-01'),
      final: cr6('2026-12-01'),
    });
    // At 00:30 of Monday in Costa Rica the week starts that very day.
    const lunes = await en(u, new Date('2026-11-23T06:30:00Z'));
    expect((await pedir(q, { p: 'ESTA_SEMANA' }, lunes)).generarReporte.periodo).toMatchObject({
      inicio: cr6('2026-11-23'),
    });
  });
});

describe('other charges', () => {
  it('showOtrosCargos lists each document’s charges and their totals per type in colones', async () => {
    const d = await signup(h);
    const t = await en(d, new Date('2026-11-10T16:00:00Z'));
    const f = await crear(
      h,
      t,
      factura({
        detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '10000' })] },
        otrosCargos: [{ tipoDocumentoOC: '06', detalle: 'Servicio 10 %', porcentajeOC: '10' }],
      }),
    );
    const r = await reporte(await en(d, HOY), { oc: true });
    expect(r.ventas[0]).toMatchObject({
      id: f.id,
      otrosCargos: [{ tipoDocumentoOC: '06', montoCargo: '1000' }],
    });
    expect(r.otrosCargos).toEqual([
      { tipoDocumentoOC: '06', documentos: '1000', notaCredito: '0', neto: '1000' },
    ]);
    expect(r.colones.documentos.totalOtrosCargos).toBe('1000');
    expect((await reporte(await en(d, HOY))).otrosCargos).toEqual([]);
  });
});

const TABLERO = `query($m: String) { Factura {
  readSumaMontosFacturasMesByEmisor(codigoMoneda: $m) { documento documentos total }
  readSumaMontosFacturasAceptadasMesByEmisor(codigoMoneda: $m) { documento documentos total }
  readSumaMontosFacturasMesyAnteriorByEmisor(codigoMoneda: $m) { prev { year month total } current { year month total } prevAFecha { year month total } }
  readStatsByEmisor { estadoDocumento { value annotation } count }
  tiquetes: readTotalDocumentos(documento: "04") { documento cantidad totales { codigoMoneda documentos total } totalCRC }
} }`;

describe('dashboard', () => {
  it('month sums per type, accepted only, this month against the last, states, and totals of a type', async () => {
    const e = await signup(h);
    await insertar(h, e.emisor, [
      { fecha: cr('2026-10-05T10:00'), lineas: [{ subTotal: '10000', tarifa: '13' }] },
      { fecha: cr('2026-10-25T10:00'), lineas: [{ subTotal: '5000', tarifa: '13' }] },
      { fecha: cr('2026-11-02T10:00'), lineas: [{ subTotal: '20000', tarifa: '13' }] },
      { fecha: cr('2026-11-03T10:00'), lineas: [{ subTotal: '1000', tarifa: '13' }], estado: '1' },
      { fecha: cr('2026-11-04T10:00'), lineas: [{ subTotal: '7000', tarifa: '13' }], estado: '4' },
      { documento: '04', fecha: cr('2026-11-05T10:00'), lineas: [{ subTotal: '3000' }] },
      {
        documento: '04',
        fecha: cr('2026-11-06T10:00'),
        lineas: [{ subTotal: '100', tarifa: '13' }],
        codigoMoneda: 'USD',
        tipoCambio: '505.5',
      },
      {
        documento: '03',
        fecha: cr('2026-11-07T10:00'),
        lineas: [{ subTotal: '2000', tarifa: '13' }],
      },
    ]);
    const t = await en(e, HOY);
    const r = await pedir(TABLERO, {}, t);
    expect(r.readSumaMontosFacturasMesByEmisor).toEqual([
      { documento: '01', documentos: 2, total: '23730' },
      { documento: '03', documentos: 1, total: '2260' },
      { documento: '04', documentos: 2, total: '60121.5' },
    ]);
    expect(r.readSumaMontosFacturasAceptadasMesByEmisor).toEqual([
      { documento: '01', documentos: 1, total: '22600' },
      { documento: '03', documentos: 1, total: '2260' },
      { documento: '04', documentos: 2, total: '60121.5' },
    ]);
    // November: 22600 + 1130 + 3000 + 57121.5 − 2260; October: 11300 + 5650, 11300 up to the 22nd.
    expect(r.readSumaMontosFacturasMesyAnteriorByEmisor).toEqual({
      prev: { year: 2026, month: 10, total: '16950' },
      current: { year: 2026, month: 11, total: '81591.5' },
      prevAFecha: { year: 2026, month: 10, total: '11300' },
    });
    const stats = porEstado(r.readStatsByEmisor);
    expect(stats).toMatchObject({ '1': 1, '3': 4, '4': 1, '6': 0 });
    expect(
      buscar(r.readStatsByEmisor, (s) => s.estadoDocumento.value === '3').estadoDocumento
        .annotation,
    ).toBe('Aceptado');
    expect(r.tiquetes).toEqual({
      documento: '04',
      cantidad: 2,
      totales: [
        { codigoMoneda: 'CRC', documentos: 1, total: '3000' },
        { codigoMoneda: 'USD', documentos: 1, total: '113' },
      ],
      totalCRC: '60121.5',
    });
    const usd = await pedir(TABLERO, { m: 'USD' }, t);
    expect(usd.readSumaMontosFacturasMesByEmisor).toEqual([
      { documento: '04', documentos: 1, total: '113' },
    ]);
    const todo = await h.gql<Any>(
      `{ Factura { readStatsByEmisor(filter: { periodo: TODO }) { estadoDocumento { value } count } } }`,
      {},
      t,
    );
    expect(
      buscar(todo.data.Factura.readStatsByEmisor, (s) => s.estadoDocumento.value === '3').count,
    ).toBe(6);

    // A state change moves the document between the day's rows (the trigger keeps them right).
    await withTenant(h.database.db, e.emisor, (tx) =>
      tx.execute(sql`update factura set estado_documento = '3' where estado_documento = '1'`),
    );
    const despues = await pedir(TABLERO, {}, t);
    expect(despues.readSumaMontosFacturasAceptadasMesByEmisor[0]).toEqual({
      documento: '01',
      documentos: 2,
      total: '23730',
    });
    expect(porEstado(despues.readStatsByEmisor)).toMatchObject({ '1': 0, '3': 5 });
    // The report's totals from the daily tables still agree with the documents, also after a deletion.
    await mismosTotales(t, { r: true });
    await withTenant(h.database.db, e.emisor, async (tx) => {
      await tx.execute(
        sql`delete from factura_linea where factura_id in (select id from factura where documento = '03')`,
      );
      await tx.execute(sql`delete from factura where documento = '03'`);
    });
    expect((await mismosTotales(t, { r: true })).colones.notaCredito.documentos).toBe(0);
  });

  it('refuses a bad number of months or days, and types it does not know', async () => {
    const e = await signup(h);
    expect(
      errorOf(
        await h.gql(
          `{ Factura { readFacturasMesByEmisor(meses: 40) { totalComprobante } } }`,
          {},
          e.token,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'meses' });
    expect(
      errorOf(await h.gql(`{ Factura { readVentasDiarias(dias: 0) { total } } }`, {}, e.token)),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'dias' });
    expect(
      errorOf(
        await h.gql(
          `{ Factura { readTotalDocumentos(documento: "77") { cantidad } } }`,
          {},
          e.token,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'documento' });
    expect(
      errorOf(
        await h.gql(
          `{ Factura { readStatsByEmisor(filter: { sucursal: 1 }) { count } } }`,
          {},
          e.token,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'filter' });
  });
});

const COMPRAS = `query($f: FilterVentas, $nc: Boolean, $rec: ID) { Factura { generarReporteCompras(receptor: $rec, filter: $f, showNC: $nc) {
  periodo { nombre }
  compras { id documento { id } createdAt fechaEmision totalComprobante }
  notaCredito { id documento { id } totalComprobante }
  colones { documentos { documentos totalImpuesto totalComprobante } notaCredito { documentos totalImpuesto totalComprobante } neto { totalImpuesto totalComprobante } }
  impuestos { tarifa neto { base impuesto } }
} } }`;

describe('Factura.generarReporteCompras', () => {
  it('purchases by registration month: FEC and accepted documents add, received credit notes and cancellations subtract, rejections never count', async () => {
    const p = await signup(h);
    await conInventario(p);
    const proveedor = {
      receptorNombre: 'Proveedora Ñandú S.A.',
      receptorIdentificacion: '3101555555',
    };
    const [fec, aceptada, parcial, ncRecibida, rechazada, anulacion, movida] = await insertar(
      h,
      p.emisor,
      [
        {
          documento: '08',
          fecha: cr('2026-11-03T09:00'),
          lineas: [{ subTotal: '10000', tarifa: '13' }],
          ...proveedor,
        },
        {
          documento: '05',
          fecha: cr('2026-11-04T09:00'),
          claveFE: claveRecibida('01', 1),
          lineas: [{ subTotal: '20000', tarifa: '13' }],
          ...proveedor,
        },
        {
          documento: '06',
          fecha: cr('2026-11-05T09:00'),
          claveFE: claveRecibida('01', 2),
          lineas: [{ subTotal: '4000', tarifa: '4' }],
          ...proveedor,
        },
        {
          documento: '05',
          fecha: cr('2026-11-06T09:00'),
          claveFE: claveRecibida('03', 3),
          lineas: [{ subTotal: '2000', tarifa: '13' }],
          ...proveedor,
        },
        {
          documento: '07',
          fecha: cr('2026-11-07T09:00'),
          claveFE: claveRecibida('01', 4),
          lineas: [{ subTotal: '99000', tarifa: '13' }],
          ...proveedor,
        },
        {
          documento: '9938',
          fecha: cr('2026-11-08T09:00'),
          estado: '8',
          lineas: [{ subTotal: '1000', tarifa: '13' }],
          ...proveedor,
        },
        // Issued in October, booked in November (Factura.setCreatedAt).
        {
          documento: '08',
          fecha: cr('2026-10-20T09:00'),
          createdAt: cr('2026-11-01T00:00'),
          lineas: [{ subTotal: '500' }],
          ...proveedor,
        },
      ],
    );
    const t = await en(p, HOY);
    const r = (await pedir(COMPRAS, {}, t)).generarReporteCompras;
    expect(cada(r.compras, (c) => c.id)).toEqual([parcial, aceptada, fec, movida]);
    expect(cada(r.compras, (c) => c.id)).not.toContain(rechazada);
    expect(cada(r.notaCredito, (c) => c.id)).toEqual([anulacion, ncRecibida]);
    // 11300 + 22600 + 4160 + 500 = 38560; notes 2260 + 1130 = 3390.
    expect(r.colones).toEqual({
      documentos: { documentos: 4, totalImpuesto: '4060', totalComprobante: '38560' },
      notaCredito: { documentos: 2, totalImpuesto: '390', totalComprobante: '3390' },
      neto: { totalImpuesto: '3670', totalComprobante: '35170' },
    });
    expect(cada(r.impuestos, (i): unknown[] => [i.tarifa, i.neto.base, i.neto.impuesto])).toEqual([
      ['13', '27000', '3510'],
      ['4', '4000', '160'],
      [null, '500', '0'],
    ]);
    const sinNC = (await pedir(COMPRAS, { nc: false }, t)).generarReporteCompras;
    expect(sinNC.notaCredito).toEqual([]);
    expect(sinNC.colones.neto.totalComprobante).toBe('38560');
    const octubre = (await pedir(COMPRAS, { f: { periodo: 'MES_ANTERIOR' } }, t))
      .generarReporteCompras;
    expect(octubre.compras).toEqual([]);

    const estad = await h.gql<Any>(
      `{ Factura { crearEstadisticasCompras { _id documento createdAt receptor { nombre } items { nombre montoTotalLinea cantidad codigoMoneda } } } }`,
      {},
      t,
    );
    expect(cada(estad.data.Factura.crearEstadisticasCompras, (d) => d._id)).toEqual([
      parcial,
      aceptada,
      fec,
      movida,
    ]);
    expect(estad.data.Factura.crearEstadisticasCompras[3]).toMatchObject({
      createdAt: '2026-11-01T06:00:00.000Z',
      receptor: { nombre: 'Proveedora Ñandú S.A.' },
      items: [{ nombre: 'Servicio', montoTotalLinea: '500', cantidad: '1', codigoMoneda: 'CRC' }],
    });

    const otro = await signup(h);
    await conInventario(otro);
    expect(errorOf(await h.gql(COMPRAS, { rec: p.emisor }, otro.token))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await pedir(COMPRAS, {}, otro.token)).generarReporteCompras.compras).toEqual([]);
  });
});

describe('ventasCliente and crearEstadisticas', () => {
  it('a customer’s documents and items, credit notes netted; per-item statistics with share, customers and days', async () => {
    const v = await signup(h);
    const cliente = '0193a3c1-0000-7000-8000-00000000c11e';
    const item = '0193a3c1-0000-7000-8000-0000000017e1';
    await insertar(h, v.emisor, [
      {
        fecha: cr('2026-11-02T10:00'),
        receptorId: cliente,
        receptorNombre: 'Café Ñandú',
        lineas: [
          { subTotal: '3000', tarifa: '13', cantidad: '3', detalle: 'Café', itemId: item },
          { subTotal: '1000', tarifa: '13', detalle: 'Pan' },
        ],
      },
      {
        fecha: cr('2026-11-03T10:00'),
        receptorId: cliente,
        receptorNombre: 'Café Ñandú',
        lineas: [{ subTotal: '2000', tarifa: '13', cantidad: '2', detalle: 'Café', itemId: item }],
      },
      {
        documento: '03',
        fecha: cr('2026-11-04T10:00'),
        receptorId: cliente,
        receptorNombre: 'Café Ñandú',
        lineas: [{ subTotal: '1000', tarifa: '13', cantidad: '1', detalle: 'Café', itemId: item }],
      },
      {
        documento: '04',
        fecha: cr('2026-11-03T12:00'),
        lineas: [{ subTotal: '5000', tarifa: '13', cantidad: '5', detalle: 'Café', itemId: item }],
      },
    ]);
    const t = await en(v, HOY);
    const q = `query($id: ID!, $nc: Boolean) { Factura { ventasCliente(_id: $id, showNC: $nc, limit: 2) {
      periodo { periodo } facturas { feed { id documento { id } } pageInfo { hasNextPage nextPageCursor } }
      itemGroup { item { _id nombre } detalle transacciones documentos cantidad totalVentaNeta impuestoNeto total }
      colones { neto { documentos totalComprobante } } } } }`;
    const r = (await pedir(q, { id: cliente }, t)).ventasCliente;
    expect(r.periodo.periodo).toBe('ULTIMOS_12_MESES');
    expect(cada(r.facturas.feed, (f) => f.documento.id)).toEqual(['03', '01']);
    expect(r.facturas.pageInfo.hasNextPage).toBe(true);
    expect(r.itemGroup).toEqual([
      {
        item: { _id: item, nombre: 'Café' },
        detalle: 'Café',
        transacciones: 3,
        documentos: 3,
        cantidad: '4',
        totalVentaNeta: '4000',
        impuestoNeto: '520',
        total: '4520',
      },
      {
        item: null,
        detalle: 'Pan',
        transacciones: 1,
        documentos: 1,
        cantidad: '1',
        totalVentaNeta: '1000',
        impuestoNeto: '130',
        total: '1130',
      },
    ]);
    expect(r.colones.neto).toEqual({ documentos: 1, totalComprobante: '5650' });
    const sinNC = (await pedir(q, { id: cliente, nc: false }, t)).ventasCliente;
    expect(sinNC.itemGroup[0]).toMatchObject({ cantidad: '5', totalVentaNeta: '5000' });
    expect(errorOf(await h.gql(q, { id: 'x' }, t))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: '_id',
    });

    const e = await h.gql<Any>(
      `{ Factura { crearEstadisticas { documentos totalVentaNeta items { nombre transacciones cantidad totalVentaNeta total porc receptores { id nombre transacciones totalVentaNeta } dias { date transacciones totalVentaNeta } } } } }`,
      {},
      t,
    );
    const est = e.data.Factura.crearEstadisticas;
    expect(est.documentos).toBe(3);
    expect(est.totalVentaNeta).toBe('11000');
    expect(est.items[0]).toEqual({
      nombre: 'Café',
      transacciones: 3,
      cantidad: '10',
      totalVentaNeta: '10000',
      total: '11300',
      porc: '90.909',
      receptores: [
        { id: cliente, nombre: 'Café Ñandú', transacciones: 2, totalVentaNeta: '5000' },
        { id: 'ND', nombre: 'ND', transacciones: 1, totalVentaNeta: '5000' },
      ],
      dias: [
        { date: '2026-11-02', transacciones: 1, totalVentaNeta: '3000' },
        { date: '2026-11-03', transacciones: 2, totalVentaNeta: '7000' },
      ],
    });
    expect(est.items[1]).toMatchObject({ nombre: 'Pan', porc: '9.091' });
  });
});

describe('receivables, payables and transactions', () => {
  it('what is owed: credit sales with a balance, lowered by a credit note; purchases to pay', async () => {
    const c = await signup(h);
    await conInventario(c);
    let t = await en(c, new Date('2026-11-10T16:00:00Z'));
    const f1 = await crear(
      h,
      t,
      factura({
        condicionVenta: '02',
        plazoCredito: 30,
        detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '10000' })] },
      }),
    );
    await crear(
      h,
      t,
      factura({
        condicionVenta: '02',
        plazoCredito: 30,
        codigoMoneda: 'USD',
        tipoCambio: '500',
        detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '10' })] },
      }),
    );
    await crear(
      h,
      t,
      factura({
        detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '777' })] },
      }),
    );
    await h.gql(
      `mutation($f: ID!, $i: NotaCreditoInput!) { Factura { createNotaCredito(factura: $f, input: $i) { id } } }`,
      {
        f: f1.id,
        i: {
          razon: 'Descuento posterior',
          codigo: '04',
          detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '2000' })] },
        },
      },
      t,
    );
    await insertar(h, c.emisor, [
      {
        documento: '08',
        fecha: cr('2026-11-09T10:00'),
        condicionVenta: '02',
        lineas: [{ subTotal: '4000', tarifa: '13' }],
      },
    ]);
    t = await en(c, HOY);
    const r = {
      data: {
        Factura: await pedir(
          `{ Factura { cobrar: readTotalDocumentosCobrar { cantidad saldos { codigoMoneda documentos total } saldoCRC } pagar: readTotalDocumentosPagar { cantidad saldoCRC } } }`,
          {},
          t,
        ),
      },
    };
    // 11300 − 2260 = 9040 colones and 11.3 dollars (5650 colones).
    expect(r.data.Factura.cobrar).toEqual({
      cantidad: 2,
      saldos: [
        { codigoMoneda: 'CRC', documentos: 1, total: '9040' },
        { codigoMoneda: 'USD', documentos: 1, total: '11.3' },
      ],
      saldoCRC: '14690',
    });
    expect(r.data.Factura.pagar).toEqual({ cantidad: 1, saldoCRC: '4520' });
  });

  it('transactions recorded with createTransaction, newest first, paged, by period', async () => {
    const c = await signup(h);
    for (const [i, fecha] of [
      '2026-10-30T12:00:00-06:00',
      '2026-11-02T12:00:00-06:00',
      '2026-11-03T12:00:00-06:00',
    ].entries()) {
      const r = await h.gql(
        `mutation($i: FacturaTransaccionInput!) { Factura { createTransaction(input: $i) { _id } } }`,
        { i: { tipo: 'INGRESO', fecha, concepto: `Abono ${i + 1}`, monto: '1000.50' } },
        c.token,
      );
      expect(r.errors).toBeUndefined();
    }
    const q = `query($f: FilterVentas, $c: String) { Factura { readTransactionsByEmisor(filter: $f, cursor: $c, limit: 2) { feed { concepto monto fecha } pageInfo { hasNextPage nextPageCursor } } } }`;
    const p1 = (await pedir(q, {}, c.token)).readTransactionsByEmisor;
    expect(cada(p1.feed, (x) => x.concepto)).toEqual(['Abono 3', 'Abono 2']);
    const p2 = (await pedir(q, { c: p1.pageInfo.nextPageCursor }, c.token))
      .readTransactionsByEmisor;
    expect(p2).toMatchObject({
      feed: [{ concepto: 'Abono 1', monto: '1000.5' }],
      pageInfo: { hasNextPage: false, nextPageCursor: null },
    });
    const nov = (await pedir(q, { f: { periodo: 'ESTE_MES' } }, c.token)).readTransactionsByEmisor;
    expect(cada(nov.feed, (x) => x.concepto)).toEqual(['Abono 3', 'Abono 2']);
    expect(nov.pageInfo.hasNextPage).toBe(false);
  });
});

describe('pages', () => {
  it('a FACTURA profile may not open the sales report, Mis Facturas or the totals to collect', async () => {
    const f = await signup(h, { profile: 'FACTURA' });
    for (const q of [
      `{ Factura { generarReporte { sinAceptar } } }`,
      `{ Factura { readDocumentosCredito { feed { id } } } }`,
      `{ Factura { readTotalDocumentosCobrar { cantidad } } }`,
      `{ Factura { crearEstadisticas { documentos } } }`,
      `{ Factura { readTotalDocumentos(documento: "08") { cantidad } } }`,
    ])
      expect(errorOf(await h.gql(q, {}, f.token))).toMatchObject({ code: 'FORBIDDEN' });
    const ok = await h.gql<Any>(
      `{ Factura { readTotalDocumentos(documento: "01") { cantidad } readStatsByEmisor { count } } }`,
      {},
      f.token,
    );
    expect(ok.errors).toBeUndefined();
    expect(
      errorOf(await h.gql(`{ Factura { readStatsByEmisor { count } } }`, {}, null)),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
