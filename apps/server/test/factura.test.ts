// Issuing through the real endpoint: totals, numbering without gaps, XSD and xmlsec1, Hacienda
// (the simulator) accepting it, idempotency, plan limits, bad input and another issuer's ids.
import { SIMBOLOS_MONEDA } from '@jit/domain';
import { validarXsd } from '@jit/hacienda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { olvidarLimites } from '../src/modules/factura/numeracion.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import {
  BITACORA,
  CABYS_BIEN,
  CREATE,
  crear,
  drenar,
  factura,
  leer,
  linea,
  outboxDe,
  receptor,
  XML,
  xmlsec,
} from './factura-helpers.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;

beforeAll(async () => {
  h = await startHarness();
  [a, b] = [await signup(h), await signup(h)];
});
afterAll(async () => h?.close());

describe('Factura.create', () => {
  it('issues an invoice: domain totals, 20-digit consecutivo, 50-character clave, queued for Hacienda', async () => {
    const c = await crear(
      h,
      a.token,
      factura({
        detalleServicio: {
          lineaDetalle: [
            linea({ cantidad: '3', precioUnitario: '1250.50' }),
            linea({
              detalle: 'Teclado',
              codigoCABYS: CABYS_BIEN,
              clasificacion: 'producto',
              cantidad: '1',
              precioUnitario: '15000',
              descuento: [{ montoDescuento: '1500' }],
            }),
          ],
        },
      }),
    );
    expect(c.consecutivo).toMatch(/^00100001010000000001$/);
    expect(c.clave).toMatch(/^506\d{47}$/);
    expect(c.clave!.slice(21, 41)).toBe(c.consecutivo);
    expect(c.estadoDocumento).toMatchObject({ value: '1', annotation: 'Pendiente de envío' });
    expect(c.situacionComprobante.value).toBe('1');
    // 3 × 1250.50 = 3751.5 (+13 %) and 15000 − 1500 = 13500 (+13 %)
    expect(c.factura.resumenFactura).toEqual({
      totalVentaNeta: '17251.5',
      totalImpuesto: '2242.695',
      totalComprobante: '19494.195',
    });
    const doc = await leer(h, a.token, c.id);
    expect(doc!.detalleServicio.lineaDetalle[1]).toMatchObject({
      numeroLinea: 2,
      montoTotal: '15000',
      subTotal: '13500',
      subtotal: '13500',
      impuestoNeto: '1755',
      montoTotalLinea: '15255',
    });
    expect(doc!.resumenFactura).toMatchObject({
      totalVenta: '18751.5',
      totalDescuentos: '1500',
      codigoTipoMoneda: {
        codigoMoneda: { value: 'CRC', simbolo: SIMBOLOS_MONEDA.CRC },
        tipoCambio: '1',
      },
    });
    expect(doc!.resumenFactura.medioPago).toEqual([
      { tipoMedioPago: '01', totalMedioPago: '19494.195', annotation: 'Efectivo' },
    ]);
    expect(doc!.contingencia).toMatchObject({
      enContingencia: false,
      situacion: '1',
      segundosRestantes: 72 * 3600,
    });
    expect((await outboxDe(h, 'hacienda.enviar', c.id)).length).toBe(1);
  });

  it('the signed XML validates against its v4.4 XSD, verifies with xmlsec1 and reaches aceptado', async () => {
    // a line with its commercial code (an item's quick code) keeps it in the XML, in XSD order
    const c = await crear(h, a.token, factura({ detalleServicio: { lineaDetalle: [linea({ codigoComercial: [{ tipo: '01', codigo: 'CU1' }] })] } }));
    const x = await h.gql<{
      Bitacora: { downloadXML: { xml: string; nombre: string; respuestaXml: string | null } };
    }>(XML, { id: c.id }, a.token);
    const xml = x.data!.Bitacora.downloadXML.xml;
    expect(x.data!.Bitacora.downloadXML.nombre).toBe(`${c.clave}.xml`);
    expect(xml).toContain('<CodigoComercial><Tipo>01</Tipo><Codigo>CU1</Codigo></CodigoComercial>');
    const xsd = await validarXsd(xml);
    expect(xsd.errores ?? []).toEqual([]);
    expect(xsd.valido).toBe(true);
    const v = xmlsec(xml, h.app.services.hacienda.sandboxCaPem());
    expect(v.output).toMatch(/OK/);
    expect(v.ok).toBe(true);
    await drenar(h);
    const doc = await leer(h, a.token, c.id);
    expect(doc!.estadoDocumento).toMatchObject({ value: '3', annotation: 'Aceptado' });
    expect(doc!.respuestaHacienda).toMatchObject({ estado: 'aceptado', motivos: [] });
    expect(doc!.contingencia).toBeNull();
    const after = await h.gql<{ Bitacora: { downloadXML: { respuestaXml: string } } }>(
      XML,
      { id: c.id },
      a.token,
    );
    expect(after.data!.Bitacora.downloadXML.respuestaXml).toContain('<MensajeHacienda');
    const log = await h.gql<{
      Bitacora: { readByIdFactura: { estadoDocumento: { value: string }; mensaje: string }[] };
    }>(BITACORA, { id: c.id }, a.token);
    const estados = log.data!.Bitacora.readByIdFactura.map((e) => e.estadoDocumento.value);
    expect(estados[0]).toBe('1');
    expect(estados).toContain('2');
    expect(estados).toContain('3');
  });

  it('a USD invoice mixing services and goods with one line exonerated from EXONET: services in their own totals, Exoneracion on that line only, valid against the XSD', async () => {
    const ex = await h.gql<{ Exoneracion: { consultar: Record<string, unknown> & { cabys: string[]; tipoDocumento: { id: string }; nombreInstitucion: { id: string } } } }>(
      `query { Exoneracion { consultar(numero: "AL-00020402-25") { numeroDocumento tipoDocumento { id } nombreInstitucion { id } fechaEmision porcentajeExoneracion tarifaExonerada vigente cabys } } }`,
      {},
      a.token,
    );
    const e = ex.data!.Exoneracion.consultar;
    expect(e).toMatchObject({ vigente: true, porcentajeExoneracion: '13' });
    expect(e.cabys).toHaveLength(3);
    const cubierto = e.cabys[0]!;
    const c = await crear(
      h,
      a.token,
      factura({
        codigoMoneda: 'USD',
        detalleServicio: {
          lineaDetalle: [
            linea({ codigoCABYS: '9292000000300', detalle: 'Consultoría educativa', cantidad: '1', precioUnitario: '1500' }),
            linea({ codigoCABYS: CABYS_BIEN, detalle: 'Bolsas', cantidad: '2', precioUnitario: '10' }),
            linea({
              codigoCABYS: cubierto,
              detalle: 'Producto exonerado',
              cantidad: '1',
              precioUnitario: '100',
              impuesto: [
                {
                  codigo: '01',
                  codigoTarifaIVA: '08',
                  exoneracion: {
                    tipoDocumento: e.tipoDocumento.id,
                    numeroDocumento: e.numeroDocumento,
                    nombreInstitucion: e.nombreInstitucion.id,
                    fechaEmision: e.fechaEmision,
                    // EXONET's percentage is in points of the rate: v4.4 TarifaExonerada.
                    tarifaExonerada: e.tarifaExonerada,
                  },
                },
              ],
            }),
          ],
        },
      }),
    );
    const x = await h.gql<{ Bitacora: { downloadXML: { xml: string } } }>(XML, { id: c.id }, a.token);
    const xml = x.data!.Bitacora.downloadXML.xml;
    const xsd = await validarXsd(xml);
    expect(xsd.errores ?? []).toEqual([]);
    // The consultoría (a service CABYS) gets Sp and counts as a service; the bags are goods.
    const lineas = xml.split('<LineaDetalle>').slice(1);
    expect(lineas[0]).toContain('<UnidadMedida>Sp</UnidadMedida>');
    expect(lineas[1]).toContain('<UnidadMedida>Unid</UnidadMedida>');
    expect(lineas.map((l) => l.includes('<Exoneracion>'))).toEqual([false, false, true]);
    expect(xml).toContain('<TotalServGravados>1500.00000</TotalServGravados>');
    expect(xml).toContain('<TotalMercanciasGravadas>20.00000</TotalMercanciasGravadas>');
    expect(xml).toMatch(/<TotalMercExonerada>100\.00000<\/TotalMercExonerada>/);
    expect(xml).toMatch(/<CodigoMoneda>USD<\/CodigoMoneda>/);
  });

  it('every Hacienda type validates against its XSD: 04, 08 (FEC with its fixed reference), 09 and 02', async () => {
    const tipos = [
      { documento: '04', receptor: null },
      {
        documento: '08',
        receptor: receptor({
          nombre: 'Proveedor Simplificado',
          identificacion: { tipo: '01', numero: '112345678' },
        }),
        codigoActividad: '011101',
      },
      {
        documento: '09',
        receptor: receptor({
          nombre: 'Foreign Buyer Inc.',
          identificacion: null,
          identificacionExtranjero: 'US12345678',
        }),
        detalleServicio: {
          lineaDetalle: [
            linea({
              codigoCABYS: CABYS_BIEN,
              clasificacion: 'producto',
              impuesto: [{ codigo: '01', codigoTarifaIVA: '01' }],
            }),
          ],
        },
      },
      {
        documento: '02',
        informacionReferencia: [
          {
            tipoDocIR: '01',
            numero: '5'.repeat(50),
            fechaEmisionIR: '2026-11-20T10:00:00-06:00',
            codigo: '02',
            razon: 'Cobro adicional',
          },
        ],
      },
    ];
    for (const t of tipos) {
      const c = await crear(h, a.token, factura(t));
      expect(c.documento.id).toBe(t.documento);
      expect(c.consecutivo.slice(8, 10)).toBe(t.documento);
      const x = await h.gql<{ Bitacora: { downloadXML: { xml: string } } }>(
        XML,
        { id: c.id },
        a.token,
      );
      const r = await validarXsd(x.data!.Bitacora.downloadXML.xml);
      expect({ doc: t.documento, errores: r.errores ?? [] }).toEqual({
        doc: t.documento,
        errores: [],
      });
      if (t.documento === '08') {
        const doc = await leer(h, a.token, c.id);
        expect(doc!.informacionReferencia).toEqual([
          expect.objectContaining({
            tipoDoc: '14',
            codigo: '99',
            razon: 'Comprobante de regimen simplificado',
          }),
        ]);
      }
    }
    await drenar(h);
    const page = await h.gql<{
      Factura: {
        readByEmisor: { feed: { documento: { id: string }; estadoDocumento: { value: string } }[] };
      };
    }>(
      `query { Factura { readByEmisor(limit: 50) { feed { documento { id } estadoDocumento { value } } } } }`,
      {},
      a.token,
    );
    for (const f of page.data!.Factura.readByEmisor.feed)
      expect({ doc: f.documento.id, estado: f.estadoDocumento.value }).toEqual({
        doc: f.documento.id,
        estado: '3',
      });
  });

  it('internal documents (99, proforma, creaClave false) have no clave, their own numbering and estado 8', async () => {
    const otra = await crear(h, a.token, factura({ documento: '99' }));
    expect(otra).toMatchObject({
      clave: null,
      consecutivo: 'OTRO-001-00001-0000000001',
      estadoDocumento: { value: '8' },
    });
    const sinClave = await crear(h, a.token, factura({ documento: '04', receptor: null }), {
      cc: false,
    });
    expect(sinClave.clave).toBeNull();
    expect(sinClave.consecutivo).toMatch(/^TE-001-00001-\d{10}$/);
    expect(await outboxDe(h, 'hacienda.enviar', otra.id)).toEqual([]);
  });

  it('numbers each series without gaps or repeats, also with refusals and concurrent clients', async () => {
    const c = await signup(h);
    const calls = Array.from({ length: 24 }, (_, i) =>
      h.gql<{ Factura: { create: { consecutivo: string } } }>(
        CREATE,
        {
          i:
            i % 4 === 3
              ? factura({ detalleServicio: { lineaDetalle: [linea({ cantidad: '0' })] } })
              : factura({ documento: i % 2 ? '04' : '01', receptor: i % 2 ? null : receptor() }),
        },
        c.token,
      ),
    );
    const res = await Promise.all(calls);
    const ok = res.filter((r) => r.data).map((r) => r.data!.Factura.create.consecutivo);
    expect(res.filter((r) => r.errors).length).toBe(6);
    const porSerie = new Map<string, number[]>();
    for (const k of ok)
      porSerie.set(k.slice(0, 10), [...(porSerie.get(k.slice(0, 10)) ?? []), Number(k.slice(10))]);
    for (const nums of porSerie.values())
      expect(nums.sort((x, y) => x - y)).toEqual(
        Array.from({ length: nums.length }, (_, i) => i + 1),
      );
    const counters = await h.gql<{
      Factura: {
        getCounters: { type: string; value: number; sucursal: number; terminal: number }[];
      };
    }>(`query { Factura { getCounters { type value sucursal terminal } } }`, {}, c.token);
    expect(counters.data!.Factura.getCounters).toEqual([
      { type: '01', value: 12, sucursal: 1, terminal: 1 },
      { type: '04', value: 6, sucursal: 1, terminal: 1 },
    ]);
  });

  it('an idempotency key (argument or header) makes a retry return the first document; other content is a CONFLICT', async () => {
    const input = factura();
    const first = await crear(h, a.token, input, { k: 'reintento-0001' });
    const again = await crear(h, a.token, input, { k: 'reintento-0001' });
    expect(again).toMatchObject({ id: first.id, consecutivo: first.consecutivo, repetido: true });
    expect(first.repetido).toBe(false);
    const other = await h.gql(
      CREATE,
      { i: factura({ documento: '04', receptor: null }), k: 'reintento-0001' },
      a.token,
    );
    expect(errorOf(other)).toMatchObject({
      code: 'CONFLICT',
      field: 'idempotencyKey',
      message: expect.stringContaining('llave de idempotencia'),
    });
    // The header works the same, and racing retries give one document.
    const viaHeader = async (): Promise<{ data: { Factura: { create: { id: string } } } }> => {
      const res: Response = await h.app.yoga.fetch('http://jit.test/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${a.token}`,
          'idempotency-key': 'cabecera-0001',
        },
        body: JSON.stringify({ query: CREATE, variables: { i: input } }),
      });
      return (await res.json()) as never;
    };
    const [x, y, z] = await Promise.all([viaHeader(), viaHeader(), viaHeader()]);
    expect(
      new Set([x.data.Factura.create.id, y.data.Factura.create.id, z.data.Factura.create.id]).size,
    ).toBe(1);
  });

  it('refuses bad input with the field at fault and a Spanish message', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [factura({ documento: '03' }), 'input.documento', /createNotaCredito/],
      [factura({ documento: '77' }), 'input.documento', /no se emite aquí/],
      [factura({ receptor: null }), 'input.receptor', /receptor/],
      [
        factura({
          detalleServicio: { lineaDetalle: [linea(), linea(), linea(), linea({ cantidad: '0' })] },
        }),
        'input.detalleServicio.lineaDetalle.3.cantidad',
        /Línea 4: La cantidad debe ser mayor que cero/,
      ],
      [
        factura({ detalleServicio: { lineaDetalle: [linea({ cantidad: '1.2345' })] } }),
        'input.detalleServicio.lineaDetalle.0.cantidad',
        /3 decimales/,
      ],
      [
        factura({ detalleServicio: { lineaDetalle: [linea({ codigoCABYS: '123' })] } }),
        'input.detalleServicio.lineaDetalle.0.codigoCABYS',
        /13 dígitos/,
      ],
      [
        factura({ detalleServicio: { lineaDetalle: [linea({ detalle: 'x' })] } }),
        'input.detalleServicio.lineaDetalle.0.detalle',
        /entre 3 y 200/,
      ],
      [
        factura({
          detalleServicio: { lineaDetalle: [linea({ descuento: [{ montoDescuento: '5000' }] })] },
        }),
        'input.detalleServicio.lineaDetalle.0.descuento.0.montoDescuento',
        /descuentos no pueden superar/,
      ],
      [
        factura({
          detalleServicio: {
            lineaDetalle: [linea({ impuesto: [{ codigo: '01', codigoTarifaIVA: '99' }] })],
          },
        }),
        'input.detalleServicio.lineaDetalle.0.impuesto.0.codigoTarifaIVA',
        /no existe en el catálogo/,
      ],
      [
        factura({ detalleServicio: { lineaDetalle: [] } }),
        'input.detalleServicio.lineaDetalle',
        /al menos una línea/,
      ],
      [factura({ condicionVenta: '02' }), 'input.plazoCredito', /plazo/],
      [factura({ condicionVenta: 'ZZ' }), 'input.condicionVenta', /condición de venta/],
      [factura({ codigoMoneda: 'XXX' }), 'input.codigoMoneda', /moneda/],
      [
        factura({
          medioPago: [
            { tipoMedioPago: '01', totalMedioPago: '1' },
            { tipoMedioPago: '02', totalMedioPago: '1' },
          ],
        }),
        'input.medioPago',
        /medios de pago/,
      ],
      [
        factura({ receptor: receptor({ identificacion: { tipo: '01', numero: '12' } }) }),
        'input.receptor.identificacion.numero',
        /identificación/,
      ],
      [
        factura({ receptor: receptor({ correoElectronico: 'no-es-correo' }) }),
        'input.receptor.correoElectronico',
        /correo/,
      ],
      [factura({ local: 7 }), 'input.local', /sucursal 7/],
      [factura({ documento: '02' }), 'input.informacionReferencia', /nota de débito/],
    ];
    for (const [input, field, message] of cases) {
      const r = await h.gql(CREATE, { i: input }, a.token);
      const e = errorOf(r);
      expect({ field: e.field, code: e.code }).toEqual({ field, code: 'BAD_USER_INPUT' });
      expect(e.message).toMatch(message);
    }
    const sinNumero = await h.gql(
      CREATE,
      { i: factura({ detalleServicio: { lineaDetalle: [linea({ cantidad: 'dos' })] } }) },
      a.token,
    );
    expect(errorOf(sinNumero).code).toBe('BAD_USER_INPUT');
  });

  it('a foreign-currency document takes the central bank rate when none is given', async () => {
    const c = await crear(
      h,
      a.token,
      factura({
        codigoMoneda: 'USD',
        detalleServicio: { lineaDetalle: [linea({ precioUnitario: '10' })] },
      }),
    );
    const doc = await leer(h, a.token, c.id);
    expect(doc!.resumenFactura.codigoTipoMoneda.codigoMoneda.value).toBe('USD');
    expect(Number(doc!.resumenFactura.codigoTipoMoneda.tipoCambio)).toBeGreaterThan(1);
    const fijo = await crear(h, a.token, factura({ codigoMoneda: 'USD', tipoCambio: '512.34567' }));
    expect((await leer(h, a.token, fijo.id))!.resumenFactura.codigoTipoMoneda.tipoCambio).toBe(
      '512.34567',
    );
  });

  it('the plan allowance applies: COMMUNITY issues 3 a month, the 4th gets a clear Spanish refusal', async () => {
    olvidarLimites();
    const c = await signup(h, { profile: 'COMMUNITY' });
    for (let i = 0; i < 3; i++) await crear(h, c.token, factura());
    const cuarta = await h.gql(CREATE, { i: factura() }, c.token);
    expect(errorOf(cuarta)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'plan',
      message: expect.stringMatching(
        /Alcanzó el límite de 3 comprobantes de su plan COMMUNITY para noviembre de 2026/,
      ),
    });
    // Internal documents do not count.
    expect((await crear(h, c.token, factura({ documento: 'proforma' }))).consecutivo).toMatch(
      /^PRO-/,
    );
    const counter = await h.gql<{ Factura: { facturacionCounter: Record<string, unknown> } }>(
      `query($e: ID!) { Factura { facturacionCounter(emisor: $e) { counter profile limite restantes periodo } } }`,
      { e: c.emisor },
      c.token,
    );
    expect(counter.data!.Factura.facturacionCounter).toEqual({
      counter: 3,
      profile: 'COMMUNITY',
      limite: 3,
      restantes: 0,
      periodo: '2026-11',
    });
    // A new month starts over.
    const antes = h.clock.now;
    try {
      h.clock.now = new Date('2026-12-01T08:00:00Z');
      const login = await h.gql<{ User: { login: { token: string } } }>(
        `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`,
        { c: { email: c.email, password: c.password } },
      );
      expect((await crear(h, login.data!.User.login.token, factura())).consecutivo).toMatch(
        /0000000004$/,
      );
    } finally {
      h.clock.now = antes;
    }
  });

  it('queues the side effects the flags and the domain rules call for', async () => {
    const c = await signup(h);
    await h.gql(
      `mutation($e: ID!) { Emisor { setModules(emisor: $e, inventoryModule: true, accountingModule: true, productionModule: true, bulkBillingModule: true) { inventoryModule } } }`,
      { e: c.emisor },
      c.token,
    );
    const sinItems = await crear(h, c.token, factura(), { inv: true, acc: true });
    expect(await outboxDe(h, 'factura.inventario', sinItems.id)).toEqual([]);
    const doc = await crear(
      h,
      c.token,
      factura({
        documento: '04',
        receptor: null,
        detalleServicio: {
          // a product line (no item: no item can exist until the inventory module brings them)
          lineaDetalle: [linea({ clasificacion: 'producto', codigoCABYS: CABYS_BIEN })],
        },
      }),
      { inv: true, acc: true, bulk: true },
    );
    const contab = await outboxDe(h, 'factura.contabilidad', doc.id);
    expect(contab).toHaveLength(1);
    expect(contab[0]!.payload).toMatchObject({
      facturaId: doc.id,
      totalComprobante: doc.totalComprobante,
      signo: 1,
    });
    expect((await outboxDe(h, 'factura.pago', doc.id))[0]!.payload).toMatchObject({
      monto: doc.totalComprobante,
    });
    // PRO with free mode (the activity default) leaves stock and production alone (spec 1 §5).
    expect(await outboxDe(h, 'factura.inventario', doc.id)).toEqual([]);
    expect((await leer(h, c.token, doc.id))!.bulk).toBe(true);
    // Nothing claims these until their modules register handlers: they wait, pending.
    expect(contab[0]!.status).toBe('pending');
  });

  it("another issuer's documents are invisible and untouchable", async () => {
    const mine = await crear(h, a.token, factura());
    expect(await leer(h, b.token, mine.id)).toBeNull();
    const log = await h.gql<{ Bitacora: { readByIdFactura: unknown[] } }>(
      BITACORA,
      { id: mine.id },
      b.token,
    );
    expect(log.data!.Bitacora.readByIdFactura).toEqual([]);
    expect(errorOf(await h.gql(XML, { id: mine.id }, b.token))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const nc = await h.gql(
      `mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Anular ajena" }) { id } } }`,
      { f: mine.id },
      b.token,
    );
    expect(errorOf(nc).code).toBe('NOT_FOUND');
    const other = await h.gql(
      `query($e: ID!) { Factura { readByEmisor(emisor: $e) { feed { id } } } }`,
      { e: a.emisor },
      b.token,
    );
    expect(errorOf(other).code).toBe('FORBIDDEN');
    const list = await h.gql<{ Factura: { readByEmisor: { feed: { id: string }[] } } }>(
      `query { Factura { readByEmisor(limit: 100) { feed { id } } } }`,
      {},
      b.token,
    );
    expect(list.data!.Factura.readByEmisor.feed.map((f) => f.id)).not.toContain(mine.id);
    const sinSesion = await h.gql(CREATE, { i: factura() });
    expect(errorOf(sinSesion).code).toBe('UNAUTHENTICATED');
  });
});
