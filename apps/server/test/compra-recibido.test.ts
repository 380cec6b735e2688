// A received invoice becomes a purchase (ruling E-1) on v4.4 and v4.3 documents, one of them with
// its root's namespaces in an unusual order: the supplier is found or created, lines map to items
// or an expense, the choice is remembered so the supplier's second invoice maps itself, product
// lines enter stock at their net landed cost (freight spread by value) and move pp exactly as a
// reference computation, a credit purchase keeps a balance, and its cancellation (9938) reverses its
// stock and pp exactly, once.
import { firmar } from '@jit/hacienda';
import { D } from '@jit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificacionSandbox } from '../src/modules/factura/emisor-adapter.js';
import { CABYS_BIEN, drenar } from './factura-helpers.js';
import { PROVEEDOR, firmante as firmanteDe, facturaV44 as facturaV44De } from './compra-helpers.js';
import { errorOf, startHarness, type Harness } from './harness.js';
import { crearItem, cuentaConInventario } from './item-helpers.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());
const firmante = () => firmanteDe(h);
const facturaV44 = (receptorId: string, numero: number) => facturaV44De(h, receptorId, numero);

async function ok<T>(query: string, vars: Record<string, unknown>, token: string): Promise<T> {
  const r = await h.gql<T>(query, vars, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

/** A v4.3 invoice: one good (SKU-00002, 2 × 1000 with 100 of discount); `raro` declares xsi and xsd before the default namespace. */
function facturaV43(receptorId: string, numero: number, raro: boolean): string {
  const ns = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica';
  const consecutivo = `0010000101${String(numero).padStart(10, '0')}`;
  const clave = `50601012200310188888800${consecutivo.slice(3)}100000001`.slice(0, 50).padEnd(50, '0');
  // Signed in canonical order (the default namespace first, then by prefix), as a supplier's signer
  // digests it; the file then declares them in another order, which C14N puts back when verifying.
  const canonica = `<FacturaElectronica xmlns="${ns}" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`;
  const rara = `<FacturaElectronica xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns="${ns}">`;
  const root = raro ? canonica : `<FacturaElectronica xmlns="${ns}">`;
  const xml = `${root}<Clave>${clave}</Clave><CodigoActividad>722003</CodigoActividad><NumeroConsecutivo>${consecutivo}</NumeroConsecutivo><FechaEmision>2022-01-01T10:00:00-06:00</FechaEmision><Emisor><Nombre>${PROVEEDOR.nombre}</Nombre><Identificacion><Tipo>02</Tipo><Numero>${PROVEEDOR.identificacion.numero}</Numero></Identificacion><CorreoElectronico>ventas@teclados.cr</CorreoElectronico></Emisor><Receptor><Nombre>Comprador</Nombre><Identificacion><Tipo>02</Tipo><Numero>${receptorId}</Numero></Identificacion></Receptor><CondicionVenta>01</CondicionVenta><MedioPago>04</MedioPago><DetalleServicio><LineaDetalle><NumeroLinea>1</NumeroLinea><Codigo>${CABYS_BIEN}</Codigo><CodigoComercial><Tipo>04</Tipo><Codigo>SKU-00002</Codigo></CodigoComercial><Cantidad>2</Cantidad><UnidadMedida>Unid</UnidadMedida><Detalle>Teclado USB</Detalle><PrecioUnitario>1000</PrecioUnitario><MontoTotal>2000</MontoTotal><Descuento><MontoDescuento>100</MontoDescuento><NaturalezaDescuento>Promoción</NaturalezaDescuento></Descuento><SubTotal>1900</SubTotal><Impuesto><Codigo>01</Codigo><CodigoTarifa>08</CodigoTarifa><Tarifa>13</Tarifa><Monto>247</Monto></Impuesto><ImpuestoNeto>247</ImpuestoNeto><MontoTotalLinea>2147</MontoTotalLinea></LineaDetalle></DetalleServicio><ResumenFactura><TotalMercanciasGravadas>2000</TotalMercanciasGravadas><TotalGravado>2000</TotalGravado><TotalVenta>2000</TotalVenta><TotalDescuentos>100</TotalDescuentos><TotalVentaNeta>1900</TotalVentaNeta><TotalImpuesto>247</TotalImpuesto><TotalComprobante>2147</TotalComprobante></ResumenFactura></FacturaElectronica>`;
  const firmado = firmar({ tipo: '01', raiz: 'FacturaElectronica', ns, xml } as never, firmante(), { now: h.clock.now });
  if (!raro) return firmado;
  expect(firmado).toContain(canonica);
  return firmado.replace(canonica, rara);
}

const MR = `mutation($i: [MensajeReceptorInput!]!) { Factura { createMensajeReceptor(input: $i, inventario: true) { resultados { id returnState message consecutivo } message } } }`;
type Lote = { Factura: { createMensajeReceptor: { resultados: { id: string; returnState: string; message: string | null }[]; message: string | null } } };
const EX = `query { MovimientoInventario { readExistencias { feed { item { _id } cantidad pp } } } }`;
const existencias = async (token: string) =>
  new Map((await ok<{ MovimientoInventario: { readExistencias: { feed: { item: { _id: string }; cantidad: string; pp: string }[] } } }>(EX, {}, token)).MovimientoInventario.readExistencias.feed.map((e) => [e.item._id, e]));

/**
 * The exact reference: the kardex by hand, each entry (quantity, unit cost) in turn, as ruling A2-1
 * writes it: the unit cost to 5 decimals, its value to 5 decimals, pp = value / quantity to 5.
 */
function referencia(entradas: [string, string][]): { cantidad: D; pp: D } {
  let q = new D(0);
  let v = new D(0);
  for (const [c, u] of entradas) {
    q = q.plus(c);
    v = v.plus(new D(c).times(new D(u).toDecimalPlaces(5)).toDecimalPlaces(5));
  }
  return { cantidad: q, pp: q.isZero() ? new D(0) : v.div(q).toDecimalPlaces(5) };
}
/** The item's stock and pp are exactly the reference's. */
const igual = (e: { cantidad: string; pp: string } | undefined, ref: { cantidad: D; pp: D }) => {
  expect(e).toBeDefined();
  expect([new D(e!.cantidad).toFixed(), new D(e!.pp).toFixed()]).toEqual([ref.cantidad.toFixed(), ref.pp.toFixed()]);
};
const r1Totales = (r: { Factura: { readById: { resumenFactura: { totalVentaNeta: string; totalImpuesto: string } } } }) => ({ neta: new D(r.Factura.readById.resumenFactura.totalVentaNeta), iva: new D(r.Factura.readById.resumenFactura.totalImpuesto) });

describe('received invoice → purchase (ruling E-1)', () => {
  it('v4.4 then v4.3: maps items and an expense with freight spread, remembers the mapping, moves stock and pp exactly, keeps the payable, and cancelling reverses stock and pp exactly, once', async () => {
    const a = await cuentaConInventario(h);
    const actividades = ['05', '06', '07', '9938'].map((documento) => ({ documento, codigoActividad: '722003', modoLibre: false }));
    await ok(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Comprador S.A.', codigoActividad: actividades } }, a.token);
    const nuestra = identificacionSandbox(a.emisor);
    const teclado = await crearItem(h, a.token, { nombre: 'Teclado USB', tipo: '01', codigo: CABYS_BIEN });
    const funda = await crearItem(h, a.token, { nombre: 'Teclado con funda', tipo: '01', codigo: CABYS_BIEN });
    const gasto = await ok<{ GastosActivos: { create: { _id: string } } }>(`mutation { GastosActivos { create(input: { nombre: "Asesoría", tipo: "Gasto" }) { _id } } }`, {}, a.token);

    // The first invoice: the person maps lines 2 and 4 to items, 1 to the expense, and adds 1000 of freight.
    const lineas = [
      { numeroLinea: 2, item: teclado._id },
      { numeroLinea: 4, item: funda._id },
      { numeroLinea: 1, costo: gasto.GastosActivos.create._id, clase: 'GastosActivos' },
    ];
    const r1 = (await ok<Lote>(MR, { i: [{ xml: facturaV44(nuestra, 201), mensaje: '1', lineas, costosAdicionales: '1000', prorrateo: 'valor' }] }, a.token)).Factura.createMensajeReceptor;
    expect(r1.message).toBeNull();
    await drenar(h, 1);
    // Freight 1000 by value over 3075 and 5250: 369.37 and 630.63 (to the cent, adding up).
    const refT = referencia([['3', new D(3075).plus('369.37').div(3).toFixed()]]);
    const refF = referencia([['5', new D(5250).plus('630.63').div(5).toFixed()]]);
    let ex = await existencias(a.token);
    igual(ex.get(teclado._id), refT);
    igual(ex.get(funda._id), refF);
    // The supplier was created from the emitter; the credit purchase keeps its balance (the payable).
    const prov = await ok<{ Proveedor: { findByIdentificacion: { id: string } | null } }>(`query { Proveedor { findByIdentificacion(input: { tipo: "02", numero: "3101888888" }) { id } } }`, {}, a.token);
    expect(prov.Proveedor.findByIdentificacion).not.toBeNull();
    const compra = await ok<{ Factura: { readById: { saldo: string; totalComprobante: string } } }>(`query($id: ID!) { Factura { readById(id: $id, isPurchase: true) { saldo totalComprobante: resumenFactura { totalComprobante } } } }`, { id: r1.resultados[0]!.id }, a.token).catch(() => null);
    if (compra) expect(new D(compra.Factura.readById.saldo).gt(0)).toBe(true);

    // The second invoice of the supplier (v4.3, unusual namespace order) maps itself: SKU-00002 is the keyboard.
    const r2 = (await ok<Lote>(MR, { i: [{ xml: facturaV43(nuestra, 301, true), mensaje: '1' }] }, a.token)).Factura.createMensajeReceptor;
    expect(r2.resultados[0]!.message).toBeNull();
    expect(r2.message).toBeNull();
    await drenar(h, 1);
    // Net of the discount, without the recoverable VAT: (2000 − 100) / 2 = 950.
    const refT2 = referencia([['3', new D(3075).plus('369.37').div(3).toFixed()], ['2', '950']]);
    ex = await existencias(a.token);
    igual(ex.get(teclado._id), refT2);

    // A plain v4.3 (default namespace only), with VAT not creditable (04): the VAT joins the cost.
    const r3 = (await ok<Lote>(MR, { i: [{ xml: facturaV43(nuestra, 302, false), mensaje: '1', condicionImpuesto: '04' }] }, a.token)).Factura.createMensajeReceptor;
    expect(r3.resultados[0]!.returnState).toBe('ok');
    await drenar(h, 1);
    const refT3 = referencia([['3', new D(3075).plus('369.37').div(3).toFixed()], ['2', '950'], ['2', new D(1900).plus(247).div(2).toFixed()]]);
    ex = await existencias(a.token);
    expect(ex.get(teclado._id)!.cantidad).toBe('7');
    igual(ex.get(teclado._id), refT3);

    // What the import screen reads before accepting: the supplier's remembered mapping.
    const recordado = (await ok<{ Compra: { mapeo: { clave: string; tipo: string; id: string; clase: string | null }[] } }>(`query { Compra { mapeo(identificacion: "3-101-888888") { clave tipo id clase } } }`, {}, a.token)).Compra.mapeo;
    expect(recordado.filter((m) => m.tipo === 'item').map((m) => m.id).sort()).toEqual([teclado._id, funda._id].sort());
    expect(recordado.find((m) => m.tipo === 'costo')).toMatchObject({ id: gasto.GastosActivos.create._id, clase: 'GastosActivos' });
    expect((await ok<{ Compra: { mapeo: unknown[] } }>(`query { Compra { mapeo(identificacion: "999") { clave } } }`, {}, a.token)).Compra.mapeo).toEqual([]);

    // The purchase report: three purchases of one supplier; the 04 one credits no VAT.
    const REP = `query($i: DateTime!, $f: DateTime!) { Compra { reporte(inicio: $i, final: $f) { proveedor mes tarifaIVA documentos lineas subTotal impuesto acreditable total } } }`;
    type Rep = { Compra: { reporte: { proveedor: string; tarifaIVA: string | null; documentos: number; lineas: number; subTotal: string; impuesto: string; acreditable: string; total: string }[] } };
    const rango = { i: new Date(h.clock.now.getTime() - 86_400_000).toISOString(), f: new Date(h.clock.now.getTime() + 86_400_000).toISOString() };
    const rep = (await ok<Rep>(REP, rango, a.token)).Compra.reporte;
    expect(rep.every((f) => f.proveedor === PROVEEDOR.nombre)).toBe(true);
    const suma = (k: 'subTotal' | 'impuesto' | 'acreditable' | 'total') => rep.reduce((t, f) => t.plus(f[k]), new D(0));
    expect(rep.reduce((t, f) => t + f.lineas, 0)).toBe(6);
    // The two v4.3 invoices: 1900 + 247 each; only the first (condición 01) credits its 247.
    const v44 = r1Totales(await ok<{ Factura: { readById: { resumenFactura: { totalVentaNeta: string; totalImpuesto: string } } } }>(`query($id: ID!) { Factura { readById(id: $id, isPurchase: true) { resumenFactura { totalVentaNeta totalImpuesto } } } }`, { id: r1.resultados[0]!.id }, a.token));
    expect(suma('subTotal').toFixed()).toBe(v44.neta.plus(3800).toFixed());
    expect(suma('impuesto').toFixed()).toBe(v44.iva.plus(494).toFixed());
    expect(suma('acreditable').toFixed()).toBe(v44.iva.plus(247).toFixed());
    expect(errorOf(await h.gql(REP, { i: rango.f, f: rango.i }, a.token)).message).toBe('La fecha final es anterior a la inicial.');

    // Cancelling the first purchase takes its goods out once, even asked twice.
    const AN = `mutation($f: ID!, $k: String) { Factura { createAnulaCompra(factura: $f, input: { razon: "Mercadería devuelta" }, inventario: true, idempotencyKey: $k) { id } } }`;
    await ok(AN, { f: r1.resultados[0]!.id, k: 'anula-compra-0001' }, a.token);
    await ok(AN, { f: r1.resultados[0]!.id, k: 'anula-compra-0001' }, a.token);
    await drenar(h, 1);
    await drenar(h, 1);
    // It reverses them exactly (DECISIONS #123): the keyboards are the two v4.3 purchases alone, the
    // covers back to none at pp 0, as before the v4.4 invoice.
    ex = await existencias(a.token);
    igual(ex.get(teclado._id), referencia([['2', '950'], ['2', new D(1900).plus(247).div(2).toFixed()]]));
    igual(ex.get(funda._id), referencia([]));
    // The cancellation subtracts its purchase in the report.
    const rep2 = (await ok<Rep>(REP, rango, a.token)).Compra.reporte;
    // (what Hacienda's simulator rejected meanwhile leaves the report too: the v4.3 claves are made up)
    const vigentes = await Promise.all(
      [r2, r3].map(async (r) => (await ok<{ Factura: { readById: { estadoDocumento: { id: string } } } }>(`query($id: ID!) { Factura { readById(id: $id, isPurchase: true) { estadoDocumento { id } } } }`, { id: r.resultados[0]!.id }, a.token)).Factura.readById.estadoDocumento.id),
    );
    const esperado = vigentes.filter((e) => e !== 'RECHAZADO' && e !== 'NO_RECIBIDO').length * 1900;
    expect(rep2.reduce((t, f) => t.plus(f.subTotal), new D(0)).toFixed()).toBe(String(esperado));
    // Cancelling the v4.3 purchase whose root declares its namespaces in an unusual order: the last one alone is left.
    await ok(AN, { f: r2.resultados[0]!.id, k: 'anula-compra-0002' }, a.token);
    await drenar(h, 1);
    igual((await existencias(a.token)).get(teclado._id), referencia([['2', new D(1900).plus(247).div(2).toFixed()]]));
  }, 120_000);

  it('refuses a line mapped to both an item and a cost, an unknown item, and negative freight, in Spanish', async () => {
    const a = await cuentaConInventario(h);
    const nuestra = identificacionSandbox(a.emisor);
    const xml = facturaV44(nuestra, 401);
    const uno = async (extra: Record<string, unknown>) => (await ok<Lote>(MR, { i: [{ xml, mensaje: '1', ...extra }] }, a.token)).Factura.createMensajeReceptor;
    const it1 = await crearItem(h, a.token, { nombre: 'Mouse', tipo: '01', codigo: CABYS_BIEN });
    expect((await uno({ lineas: [{ numeroLinea: 2, item: it1._id, costo: it1._id, clase: 'CostoFijo' }] })).resultados[0]!.message).toBe('Línea 2: elija un artículo o un costo, no ambos.');
    expect((await uno({ lineas: [{ numeroLinea: 2, item: '0190a3a4-0000-7000-8000-000000000000' }] })).resultados[0]!.message).toBe('Línea 2: el artículo no existe.');
    expect((await uno({ costosAdicionales: '-5', lineas: [{ numeroLinea: 2, item: it1._id }] })).resultados[0]!.message).toBe('Los costos adicionales no pueden ser negativos.');
    expect(errorOf(await h.gql(MR, { i: [{ xml, mensaje: '1', prorrateo: 'x'.repeat(11) }] }, a.token)).code).toBe('BAD_USER_INPUT');
  }, 60_000);
  it('a purchase invoice (FEC, 08) as the FacturaCompras screen sends it: signed like the others, its item line enters stock at its price, the expense line does not, credit keeps the balance', async () => {
    const a = await cuentaConInventario(h);
    const actividades = ['01', '08', '9938'].map((documento) => ({ documento, codigoActividad: '722003', modoLibre: false }));
    await ok(`mutation($i: EmisorInput!) { Emisor { create(input: $i) { nombre } } }`, { i: { nombre: 'Comprador S.A.', codigoActividad: actividades } }, a.token);
    const cafe = await crearItem(h, a.token, { nombre: 'Café en grano', tipo: '01', codigo: CABYS_BIEN });
    const FEC = `mutation($i: FacturaInput!) { Factura { create(input: $i, inventario: true) { id clave documento { id } factura { saldo } } } }`;
    const input = {
      documento: '08',
      receptor: { nombre: 'Agricultor Simplificado', identificacion: { tipo: '01', numero: '112345678' }, correoElectronico: 'finca@correo.cr' },
      condicionVenta: '02',
      plazoCredito: 15,
      medioPago: [{ tipoMedioPago: '04' }],
      detalleServicio: {
        lineaDetalle: [
          { item: { _id: cafe._id }, clasificacion: 'producto', codigoCABYS: CABYS_BIEN, cantidad: '10', unidadMedida: 'Unid', detalle: 'Café en grano', precioUnitario: '2000', impuesto: [{ codigo: '01', codigoTarifaIVA: '08', tarifa: '13' }] },
          { clasificacion: 'gasto', codigoCABYS: CABYS_BIEN, cantidad: '1', unidadMedida: 'Unid', detalle: 'Acarreo', precioUnitario: '500', impuesto: [{ codigo: '01', codigoTarifaIVA: '01', tarifa: '0' }] },
        ],
      },
    };
    // v4.4: the supplier is the FEC's Emisor, whose name has 5 characters at least.
    const corto = errorOf(await h.gql(FEC, { i: { ...input, receptor: { ...input.receptor, nombre: 'Ana' } } }, a.token));
    expect(corto).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.receptor.nombre', message: 'En la factura de compra el proveedor es el emisor: su nombre debe tener de 5 a 100 caracteres (v4.4).' });
    const r = (await ok<{ Factura: { create: { id: string; clave: string; documento: { id: string }; factura: { saldo: string } } } }>(FEC, { i: input }, a.token)).Factura.create;
    expect(r.documento.id).toBe('08');
    expect(r.clave).toMatch(/^506\d{47}$/);
    expect(r.factura.saldo).toBe('23100');
    await drenar(h, 1);
    const ex = await existencias(a.token);
    expect(ex.get(cafe._id)).toMatchObject({ cantidad: '10', pp: '2000' });
  }, 60_000);
});
