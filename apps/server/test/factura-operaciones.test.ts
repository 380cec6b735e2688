// The other Factura mutations and reads through the endpoint: credit notes (03, 993, bulk),
// proformas, purchase cancellation, receiver messages (v4.4 and v4.3, batches), series start,
// attachments, registration date, transactions, keyset paging and the central bank rate.
import {
  buildXml,
  firmar,
  generateTestCertificate,
  loadP12,
  sampleDocumento,
  type Comprobante,
} from '@jit/hacienda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identificacionSandbox } from '../src/modules/factura/emisor-adapter.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';
import {
  BITACORA,
  CABYS_BIEN,
  crear,
  drenar,
  factura,
  leer,
  linea,
  XML,
  type Doc,
} from './factura-helpers.js';

let h: Harness;
let a: Awaited<ReturnType<typeof signup>>;
let b: Awaited<ReturnType<typeof signup>>;

beforeAll(async () => {
  h = await startHarness();
  [a, b] = [await signup(h), await signup(h)];
});
afterAll(async () => h?.close());

const NC = `mutation($f: ID!, $i: NotaCreditoInput!, $k: String) { Factura { createNotaCredito(factura: $f, input: $i, idempotencyKey: $k) {
  id consecutivo clave documento { id } estadoDocumento { value } totalComprobante } } }`;

async function relogin(u: { email: string; password: string }) {
  const r = await h.gql<{ User: { login: { token: string } } }>(
    `mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`,
    { c: { email: u.email, password: u.password } },
  );
  return r.data!.User.login.token;
}

/** A supplier's signed invoice addressed to `receptorId`. */
function facturaDeProveedor(receptorId: string, numero: number): string {
  const emisor = {
    nombre: 'Proveedor Ejemplo S.A.',
    identificacion: { tipo: '02', numero: '3101777777' },
    ubicacion: { provincia: '1', canton: '01', distrito: '01', otrasSenas: 'Avenida segunda' },
    correoElectronico: ['ventas@proveedor.cr'],
  };
  const doc = sampleDocumento({
    tipo: '01',
    lineas: 2,
    numero,
    fecha: h.clock.now,
    emisor,
    receptor: { nombre: 'Comprador', identificacion: { tipo: '02', numero: receptorId } },
  }) as Comprobante;
  const cert = generateTestCertificate({
    pin: '1234',
    nombre: emisor.nombre,
    identificacion: emisor.identificacion.numero,
    now: h.clock.now,
  });
  return firmar(buildXml(doc), loadP12(cert.p12, cert.pin, { now: h.clock.now }), {
    now: h.clock.now,
  });
}

describe('credit notes', () => {
  it('a full credit note (03) references the invoice, adds itself to its list and lowers its balance', async () => {
    const f = await crear(h, a.token, factura({ condicionVenta: '02', plazoCredito: 30 }));
    expect(f.factura.saldo).toBe(f.totalComprobante);
    const r = await h.gql<{
      Factura: {
        createNotaCredito: {
          id: string;
          documento: { id: string };
          clave: string;
          totalComprobante: string;
        };
      };
    }>(NC, { f: f.id, i: { razon: 'Devolución total' } }, a.token);
    const nc = r.data!.Factura.createNotaCredito;
    expect(nc.documento.id).toBe('03');
    expect(nc.totalComprobante).toBe(f.totalComprobante);
    const ncDoc = await leer(h, a.token, nc.id);
    expect(ncDoc.referenciaId).toBe(f.id);
    expect(ncDoc.informacionReferencia).toEqual([
      expect.objectContaining({
        tipoDoc: '01',
        numero: f.clave,
        codigo: '01',
        razon: 'Devolución total',
      }),
    ]);
    const orig = await leer(h, a.token, f.id);
    expect(orig.notaCredito).toEqual([{ id: nc.id }]);
    expect(orig.saldo).toBe('0');
    // A second full note is refused; the note itself reaches Hacienda.
    expect(errorOf(await h.gql(NC, { f: f.id, i: { razon: 'Otra vez' } }, a.token))).toMatchObject({
      code: 'CONFLICT',
      field: 'factura',
    });
    await drenar(h, 3, 20_000);
    const t = await relogin(a);
    expect((await leer(h, t, nc.id)).estadoDocumento.value).toBe('3');
  });

  it('a partial note credits some lines; it cannot exceed the document; a 99 gets a 993', async () => {
    const t = await relogin(a);
    const f = await crear(
      h,
      t,
      factura({
        detalleServicio: {
          lineaDetalle: [linea(), linea({ detalle: 'Otro servicio', precioUnitario: '500' })],
        },
      }),
    );
    const parcial = await h.gql<{ Factura: { createNotaCredito: { totalComprobante: string } } }>(
      NC,
      {
        f: f.id,
        i: {
          razon: 'Descuento posterior',
          codigo: '04',
          detalleServicio: { lineaDetalle: [linea({ cantidad: '1', precioUnitario: '500' })] },
        },
      },
      t,
    );
    expect(parcial.data!.Factura.createNotaCredito.totalComprobante).toBe('565');
    const excede = await h.gql(
      NC,
      {
        f: f.id,
        i: { razon: 'Demasiado', detalleServicio: { lineaDetalle: [linea({ cantidad: '100' })] } },
      },
      t,
    );
    expect(errorOf(excede)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.detalleServicio',
    });
    expect(errorOf(await h.gql(NC, { f: f.id, i: { razon: 'x' } }, t))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'input.razon',
    });
    const otra = await crear(h, t, factura({ documento: '99' }));
    const n993 = await h.gql<{
      Factura: {
        createNotaCredito: {
          documento: { id: string };
          clave: string | null;
          estadoDocumento: { value: string };
        };
      };
    }>(NC, { f: otra.id, i: { razon: 'Anula la 99' } }, t);
    expect(n993.data!.Factura.createNotaCredito).toMatchObject({
      documento: { id: '993' },
      clave: null,
      estadoDocumento: { value: '8' },
    });
  });

  it('a partial note never claims to cancel the invoice: it defaults to «corrige monto» (14), or «devolución» (06) when goods come back, and 01 is refused', async () => {
    const t = await relogin(a);
    const f = await crear(
      h,
      t,
      factura({
        detalleServicio: {
          lineaDetalle: [linea(), linea({ detalle: 'Tornillos', codigoCABYS: CABYS_BIEN, precioUnitario: '500' })],
        },
      }),
    );
    const codigoDe = async (id: string) => ((await leer(h, t, id)).informacionReferencia as { codigo: string }[])[0]!.codigo;
    const servicio = await h.gql<{ Factura: { createNotaCredito: { id: string } } }>(
      NC,
      { f: f.id, i: { razon: 'Una hora menos', detalleServicio: { lineaDetalle: [linea({ cantidad: '1' })] } } },
      t,
    );
    expect(await codigoDe(servicio.data!.Factura.createNotaCredito.id)).toBe('14');
    const bienes = await h.gql<{ Factura: { createNotaCredito: { id: string } } }>(
      NC,
      { f: f.id, i: { razon: 'Devuelve tornillos', detalleServicio: { lineaDetalle: [linea({ detalle: 'Tornillos', codigoCABYS: CABYS_BIEN, cantidad: '1', precioUnitario: '500' })] } } },
      t,
    );
    expect(await codigoDe(bienes.data!.Factura.createNotaCredito.id)).toBe('06');
    const anula = await h.gql(NC, { f: f.id, i: { razon: 'Anula parte', codigo: '01', detalleServicio: { lineaDetalle: [linea({ cantidad: '1' })] } } }, t);
    expect(errorOf(anula)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.codigo', message: expect.stringMatching(/parcial/) });
  });

  it('a bulk document is cancelled by its credit note (state false); readBulkById only reads bulk documents', async () => {
    const c = await signup(h);
    await h.gql(
      `mutation { Emisor { setModules(bulkBillingModule: true) { bulkBillingModule } } }`,
      {},
      c.token,
    );
    const masivo = await crear(h, c.token, factura({ documento: '04', receptor: null }), {
      bulk: true,
    });
    const normal = await crear(h, c.token, factura());
    const leerBulk = (id: string) =>
      h.gql<{ Factura: { readBulkById: { id: string; bulk: boolean; state: boolean } | null } }>(
        `query($id: ID!) { Factura { readBulkById(id: $id) { id bulk state } } }`,
        { id },
        c.token,
      );
    expect((await leerBulk(masivo.id)).data!.Factura.readBulkById).toMatchObject({
      bulk: true,
      state: true,
    });
    expect((await leerBulk(normal.id)).data!.Factura.readBulkById).toBeNull();
    const nc = await h.gql<{ Factura: { createNotaCreditoBulk: { documento: { id: string } } } }>(
      `mutation($id: ID!) { Factura { createNotaCreditoBulk(_id: $id, razon: "Anulada por el administrador") { documento { id } } } }`,
      { id: masivo.id },
      c.token,
    );
    expect(nc.data!.Factura.createNotaCreditoBulk.documento.id).toBe('03');
    expect((await leerBulk(masivo.id)).data!.Factura.readBulkById).toMatchObject({ state: false });
    const otra = await h.gql(
      `mutation($id: ID!) { Factura { createNotaCreditoBulk(_id: $id, razon: "De nuevo") { id } } }`,
      { id: normal.id },
      c.token,
    );
    expect(errorOf(otra)).toMatchObject({ code: 'BAD_USER_INPUT', field: '_id' });
  });
});

describe('proformas', () => {
  it('a proforma is internal and PENDIENTE; invoicing it references it and marks it FACTURADA', async () => {
    const t = await relogin(a);
    const p = await crear(h, t, factura({ documento: 'proforma', plazoProforma: 15 }));
    expect(p).toMatchObject({ clave: null, estadoDocumento: { value: '8' } });
    expect((await leer(h, t, p.id)).estadoProforma).toBe('PENDIENTE');
    const cambia = (id: string, estado: string) =>
      h.gql<{ Factura: { cambiaEstadoProforma: { estadoProforma: string } } }>(
        `mutation($id: ID!, $e: String!) { Factura { cambiaEstadoProforma(_id: $id, estado: $e) { estadoProforma } } }`,
        { id, e: estado },
        t,
      );
    expect((await cambia(p.id, 'aprobada')).data!.Factura.cambiaEstadoProforma.estadoProforma).toBe(
      'APROBADA',
    );
    expect(errorOf(await cambia(p.id, 'PERDIDA'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'estado',
    });
    const f = await crear(h, t, factura({ proforma: p.id }));
    const doc = await leer(h, t, f.id);
    expect(doc.referenciaId).toBe(p.id);
    expect(doc.informacionReferencia).toEqual([
      expect.objectContaining({ numero: `${'0'.repeat(49)}1`, razon: `Proforma #${p.id}#` }),
    ]);
    expect((await leer(h, t, p.id)).estadoProforma).toBe('FACTURADA');
    expect(errorOf(await cambia(p.id, 'PENDIENTE'))).toMatchObject({ code: 'CONFLICT' });
    expect(
      errorOf(
        await h.gql(
          `mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`,
          { i: factura({ proforma: p.id }) },
          t,
        ),
      ),
    ).toMatchObject({ code: 'CONFLICT', field: 'input.proforma' });
    expect(errorOf(await cambia(f.id, 'ANULADA'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      errorOf(
        await h.gql(
          `mutation($id: ID!) { Factura { cambiaEstadoProforma(_id: $id, estado: "ANULADA") { id } } }`,
          { id: p.id },
          b.token,
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('purchases', () => {
  it('a purchase invoice (08) is cancelled by an internal 9938 that references its clave', async () => {
    const t = await relogin(a);
    // /compras/listaAnulaciones is a Compras page: it needs the inventory module (DECISIONS #9).
    const sin = await h.gql(
      `mutation($f: ID!) { Factura { createAnulaCompra(factura: $f, input: { razon: "Sin módulo" }) { id } } }`,
      { f: a.emisor },
      t,
    );
    expect(errorOf(sin)).toMatchObject({ code: 'FORBIDDEN' });
    await h.gql(
      `mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }`,
      {},
      t,
    );
    const fec = await crear(
      h,
      t,
      factura({
        documento: '08',
        receptor: {
          nombre: 'Agricultor Simplificado',
          identificacion: { tipo: '01', numero: '112345678' },
        },
        codigoActividad: '011101',
      }),
    );
    const r = await h.gql<{
      Factura: {
        createAnulaCompra: {
          id: string;
          documento: { id: string };
          clave: string | null;
          consecutivo: string;
        };
      };
    }>(
      `mutation($f: ID!) { Factura { createAnulaCompra(factura: $f, input: { razon: "Mercadería devuelta" }) { id documento { id } clave consecutivo } } }`,
      { f: fec.id },
      t,
    );
    const an = r.data!.Factura.createAnulaCompra;
    expect(an).toMatchObject({ documento: { id: '9938' }, clave: null });
    expect(an.consecutivo).toMatch(/^ANC-001-00001-/);
    expect((await leer(h, t, an.id)).informacionReferencia[0]).toMatchObject({
      numero: fec.clave,
      razon: 'Mercadería devuelta',
    });
    expect((await leer(h, t, fec.id)).notaCredito).toEqual([{ id: an.id }]);
    const venta = await crear(h, t, factura());
    const mal = await h.gql(
      `mutation($f: ID!) { Factura { createAnulaCompra(factura: $f, input: { razon: "No es compra" }) { id } } }`,
      { f: venta.id },
      t,
    );
    expect(errorOf(mal)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'factura' });
  });

  it('receiver messages: accept v4.4 and v4.3 documents, report per document, resend only what failed', async () => {
    const t = await relogin(a);
    const nuestra = identificacionSandbox(a.emisor);
    const buena = facturaDeProveedor(nuestra, 101);
    const v43 = firmar(
      {
        tipo: '01',
        raiz: 'FacturaElectronica',
        ns: 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica',
        xml: `<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica"><Clave>50601012200310177777700100001010000000123100000001</Clave><CodigoActividad>722003</CodigoActividad><NumeroConsecutivo>00100001010000000123</NumeroConsecutivo><FechaEmision>2022-01-01T10:00:00-06:00</FechaEmision><Emisor><Nombre>Proveedor Viejo S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101777777</Numero></Identificacion><CorreoElectronico>ventas@viejo.cr</CorreoElectronico></Emisor><Receptor><Nombre>Comprador</Nombre><Identificacion><Tipo>02</Tipo><Numero>${nuestra}</Numero></Identificacion></Receptor><CondicionVenta>02</CondicionVenta><PlazoCredito>30</PlazoCredito><MedioPago>04</MedioPago><DetalleServicio><LineaDetalle><NumeroLinea>1</NumeroLinea><Codigo>8313100000200</Codigo><Cantidad>1</Cantidad><UnidadMedida>Sp</UnidadMedida><Detalle>Servicio</Detalle><PrecioUnitario>100</PrecioUnitario><MontoTotal>100</MontoTotal><SubTotal>100</SubTotal><Impuesto><Codigo>01</Codigo><CodigoTarifa>08</CodigoTarifa><Tarifa>13</Tarifa><Monto>13</Monto></Impuesto><ImpuestoNeto>13</ImpuestoNeto><MontoTotalLinea>113</MontoTotalLinea></LineaDetalle></DetalleServicio><ResumenFactura><TotalServGravados>100</TotalServGravados><TotalGravado>100</TotalGravado><TotalVenta>100</TotalVenta><TotalVentaNeta>100</TotalVentaNeta><TotalImpuesto>13</TotalImpuesto><TotalComprobante>113</TotalComprobante></ResumenFactura></FacturaElectronica>`,
      },
      loadP12(generateTestCertificate({ pin: '1', now: h.clock.now }).p12, '1', {
        now: h.clock.now,
      }),
      { now: h.clock.now },
    );
    const ajena = facturaDeProveedor('3101000001', 102);
    const MR = `mutation($i: [MensajeReceptorInput!]!, $force: Boolean) { Factura { createMensajeReceptor(input: $i, force: $force) {
      message resultados { id claveFE returnState consecutivo message } } } }`;
    type Lote = {
      Factura: {
        createMensajeReceptor: {
          message: string | null;
          resultados: {
            id: string | null;
            claveFE: string | null;
            returnState: string;
            consecutivo: string | null;
            message: string | null;
          }[];
        };
      };
    };
    const lote = [
      { xml: buena, mensaje: '1' },
      {
        xml: Buffer.from(v43).toString('base64'),
        mensaje: '2',
        detalleMensaje: 'Faltó una unidad',
        condicionImpuesto: '02',
        montoTotalImpuestoAcreditar: '6.5',
      },
      { xml: ajena, mensaje: '1' },
      { xml: '<no-es-xml', mensaje: '1' },
      {
        xml: buena.replace('Proveedor Ejemplo', 'Proveedor Falsificado'),
        mensaje: '3',
        detalleMensaje: 'No lo pedimos',
      },
    ];
    // Checked before answering, without storing anything: signature, addressee, answered or not.
    const VER = `query($x: String!) { Factura { verificarXmlRecibido(xml: $x) {
      clave version firmaValida errores paraEsteEmisor respondidoCon } } }`;
    type Ver = { Factura: { verificarXmlRecibido: Record<string, unknown> } };
    const ver = async (xml: string) => h.gql<Ver>(VER, { x: xml }, t);
    expect((await ver(buena)).data!.Factura.verificarXmlRecibido).toMatchObject({
      version: '4.4',
      firmaValida: true,
      errores: [],
      paraEsteEmisor: true,
      respondidoCon: null,
    });
    expect(
      (await ver(Buffer.from(v43).toString('base64'))).data!.Factura.verificarXmlRecibido,
    ).toMatchObject({ version: '4.3', firmaValida: true });
    expect((await ver(ajena)).data!.Factura.verificarXmlRecibido.paraEsteEmisor).toBe(false);
    const falsa = (await ver(buena.replace('Proveedor Ejemplo', 'Proveedor Falsificado'))).data!
      .Factura.verificarXmlRecibido;
    expect(falsa.firmaValida).toBe(false);
    expect((falsa.errores as string[]).length).toBeGreaterThan(0);
    expect(errorOf(await ver('<no-es-xml'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'xml',
    });
    const r1 = (await h.gql<Lote>(MR, { i: lote }, t)).data!.Factura.createMensajeReceptor;
    expect(r1.message).toBe('Algún documento no fue procesado.');
    expect(r1.resultados.map((x) => x.returnState)).toEqual([
      'ok',
      'ok',
      'error',
      'error',
      'error',
    ]);
    expect(r1.resultados[0]!.consecutivo).toMatch(/^0010000105\d{10}$/);
    expect(r1.resultados[1]!.consecutivo).toMatch(/^0010000106\d{10}$/);
    expect(r1.resultados[2]!.message).toMatch(/dirigido a la identificación 3101000001/);
    expect(r1.resultados[4]!.message).toMatch(/firma/);
    // Resending the batch: done ones come back ok with the same consecutivo; only the failed are retried.
    const r2 = (await h.gql<Lote>(MR, { i: lote.slice(0, 2) }, t)).data!.Factura
      .createMensajeReceptor;
    expect(r2.message).toBeNull();
    expect((await ver(buena)).data!.Factura.verificarXmlRecibido.respondidoCon).toBe(
      r1.resultados[0]!.consecutivo,
    );
    expect(r2.resultados.map((x) => [x.returnState, x.consecutivo, x.message])).toEqual([
      ['ok', r1.resultados[0]!.consecutivo, 'Ya estaba procesado.'],
      ['ok', r1.resultados[1]!.consecutivo, 'Ya estaba procesado.'],
    ]);
    const mr = await leer(h, t, r1.resultados[1]!.id!);
    expect(mr).toMatchObject({
      documento: { id: '06' },
      clave: null,
      claveFE: '50601012200310177777700100001010000000123100000001',
      receptor: { nombre: 'Proveedor Viejo S.A.' },
      saldo: '113',
    });
    expect(mr.resumenFactura.totalComprobante).toBe('113');
    const x = await h.gql<{ Bitacora: { downloadXML: { xml: string; xmlRecibido: string } } }>(
      XML,
      { id: mr.id },
      t,
    );
    expect(x.data!.Bitacora.downloadXML.xml).toContain('<MensajeReceptor');
    expect(x.data!.Bitacora.downloadXML.xmlRecibido).toContain('v4.3/facturaElectronica');
    await drenar(h, 3, 20_000);
    const t2 = await relogin(a);
    expect((await leer(h, t2, r1.resultados[0]!.id!)).estadoDocumento.value).toBe('3');
    expect((await leer(h, t2, mr.id)).estadoDocumento.value).toBe('3');
    const bad = await h.gql<Lote>(MR, { i: [{ xml: buena, mensaje: '9' }] }, t2);
    expect(bad.data!.Factura.createMensajeReceptor.resultados[0]).toMatchObject({
      returnState: 'error',
      message: expect.stringMatching(/1 \(aceptado\)/),
    });
  });
});

describe('series, attachments, dates, transactions, lists', () => {
  it('setFirst starts a series where the previous system left it; only the owner, only an unused series', async () => {
    const c = await signup(h);
    const SET = `mutation($i: FacturaSerieInput!) { Factura { setFirst(input: $i) { type value sucursal terminal } } }`;
    const r = await h.gql<{ Factura: { setFirst: Record<string, unknown> } }>(
      SET,
      { i: { documento: '01', numero: 500 } },
      c.token,
    );
    expect(r.data!.Factura.setFirst).toEqual({ type: '01', value: 499, sucursal: 1, terminal: 1 });
    expect((await crear(h, c.token, factura())).consecutivo).toBe('00100001010000000500');
    expect(
      errorOf(await h.gql(SET, { i: { documento: '01', numero: 10 } }, c.token)),
    ).toMatchObject({ code: 'CONFLICT', field: 'input.numero' });
    expect(errorOf(await h.gql(SET, { i: { documento: '01', numero: 0 } }, c.token))).toMatchObject(
      { code: 'BAD_USER_INPUT', field: 'input.numero' },
    );
  });

  it('attachments are added, listed and deleted; the registration date moves, the signed date does not', async () => {
    const t = await relogin(a);
    const f = await crear(h, t, factura());
    const ADD = `mutation($f: ID!, $s: String!, $n: String!) { Factura { addAttachment(_idFactura: $f, src: $s, name: $n, detail: "Orden de compra") { _id name detail } } }`;
    const added = await h.gql<{ Factura: { addAttachment: { _id: string; name: string } } }>(
      ADD,
      { f: f.id, s: 'data:application/pdf;base64,JVBERi0=', n: 'orden.pdf' },
      t,
    );
    const att = added.data!.Factura.addAttachment;
    expect(att.name).toBe('orden.pdf');
    expect(
      errorOf(await h.gql(ADD, { f: f.id, s: 'file:///etc/passwd', n: 'x' }, t)),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'src' });
    expect(
      errorOf(await h.gql(ADD, { f: f.id, s: 'https://x.cr/a.pdf', n: 'x' }, b.token)),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const list = await h.gql<{ Factura: { readAttachments: { _id: string }[] } }>(
      `query($f: ID!) { Factura { readAttachments(_idFactura: $f) { _id src name detail createdAt } } }`,
      { f: f.id },
      t,
    );
    expect(list.data!.Factura.readAttachments.map((x) => x._id)).toEqual([att._id]);
    const ajenos = await h.gql<{ Factura: { readAttachments: unknown[] } }>(
      `query($f: ID!) { Factura { readAttachments(_idFactura: $f) { _id } } }`,
      { f: f.id },
      b.token,
    );
    expect(ajenos.data!.Factura.readAttachments).toEqual([]);
    const DEL = `mutation($f: ID!, $id: ID!) { Factura { deleteAttachment(_idFactura: $f, _id: $id) { _id state message } } }`;
    expect(
      (
        await h.gql<{ Factura: { deleteAttachment: { state: boolean } } }>(
          DEL,
          { f: f.id, id: att._id },
          t,
        )
      ).data!.Factura.deleteAttachment.state,
    ).toBe(true);
    expect(
      (
        await h.gql<{ Factura: { deleteAttachment: { state: boolean } } }>(
          DEL,
          { f: f.id, id: att._id },
          t,
        )
      ).data!.Factura.deleteAttachment.state,
    ).toBe(false);
    const SET = `mutation($f: ID!, $d: DateTime!) { Factura { setCreatedAt(_idFactura: $f, createdAt: $d) { createdAt fechaEmision } } }`;
    const moved = await h.gql<{
      Factura: { setCreatedAt: { createdAt: string; fechaEmision: string } };
    }>(SET, { f: f.id, d: '2026-10-31T12:00:00-06:00' }, t);
    expect(moved.data!.Factura.setCreatedAt).toEqual({
      createdAt: '2026-10-31T18:00:00.000Z',
      fechaEmision: f.fechaEmision,
    });
    expect(errorOf(await h.gql(SET, { f: f.id, d: '2030-01-01T00:00:00Z' }, t))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'createdAt',
    });
    expect(
      errorOf(await h.gql(SET, { f: f.id, d: '2026-10-01T00:00:00Z' }, b.token)),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const log = await h.gql<{ Bitacora: { readByIdFactura: { mensaje: string }[] } }>(
      BITACORA,
      { id: f.id },
      t,
    );
    expect(log.data!.Bitacora.readByIdFactura.map((e) => e.mensaje)).toEqual(
      expect.arrayContaining([
        'Adjunto agregado: orden.pdf.',
        'Adjunto eliminado: orden.pdf.',
        'Fecha de registro cambiada a 2026-10-31.',
      ]),
    );
  });

  it('records payment transactions against documents', async () => {
    const c = await signup(h);
    const f = await crear(h, c.token, factura({ condicionVenta: '02', plazoCredito: 15 }));
    const T = `mutation($i: FacturaTransaccionInput!, $bank: String) { Factura { createTransaction(input: $i, bankAccount: $bank) { _id tipo monto concepto codigoMoneda bankAccount factura estado } } }`;
    const r = await h.gql<{ Factura: { createTransaction: Record<string, unknown> } }>(
      T,
      {
        i: { factura: f.id, tipo: 'abono', concepto: 'Abono por transferencia', monto: '1000.50' },
        bank: 'BCR-001',
      },
      c.token,
    );
    expect(r.data!.Factura.createTransaction).toMatchObject({
      tipo: 'ABONO',
      monto: '1000.5',
      codigoMoneda: 'CRC',
      bankAccount: 'BCR-001',
      factura: f.id,
      estado: true,
    });
    expect(
      errorOf(await h.gql(T, { i: { tipo: 'ABONO', concepto: 'Negativo', monto: '-1' } }, c.token)),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.monto' });
    expect(
      errorOf(
        await h.gql(T, { i: { tipo: 'REGALO', concepto: 'Tipo raro', monto: '1' } }, c.token),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.tipo' });
    expect(
      errorOf(
        await h.gql(
          T,
          { i: { factura: f.id, tipo: 'ABONO', concepto: 'Ajeno', monto: '1' } },
          a.token,
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('readByEmisor pages newest first with a keyset cursor (default 10), without repeats, by type and filter', async () => {
    const c = await signup(h);
    for (let i = 0; i < 23; i++) {
      await crear(h, c.token, factura(i % 3 === 0 ? { documento: '04', receptor: null } : {}));
      h.clock.now = new Date(h.clock.now.getTime() + 1000);
    }
    const PAGE = `query($c: String, $l: Int, $d: String, $f: FacturaFilter) { Factura { readByEmisor(cursor: $c, limit: $l, documento: $d, filter: $f) { feed { id consecutivo fechaEmision } pageInfo { nextPageCursor hasNextPage } } } }`;
    type Page = {
      Factura: {
        readByEmisor: {
          feed: { id: string; fechaEmision: string }[];
          pageInfo: { nextPageCursor: string | null; hasNextPage: boolean };
        };
      };
    };
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r: Page = (await h.gql<Page>(PAGE, { c: cursor }, c.token)).data!;
      seen.push(...r.Factura.readByEmisor.feed.map((f) => f.fechaEmision));
      cursor = r.Factura.readByEmisor.pageInfo.nextPageCursor;
      pages++;
      if (pages === 1) expect(r.Factura.readByEmisor.feed).toHaveLength(10);
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(23);
    expect([...seen].sort().reverse()).toEqual(seen);
    const tiquetes = (await h.gql<Page>(PAGE, { d: '04', l: 50 }, c.token)).data!.Factura
      .readByEmisor;
    expect(tiquetes.feed).toHaveLength(8);
    expect(tiquetes.pageInfo).toEqual({ nextPageCursor: null, hasNextPage: false });
    const buscados = (
      await h.gql<Page>(
        PAGE,
        { f: { searchString: 'cliente prueba', estadoDocumento: ['1'] }, l: 100 },
        c.token,
      )
    ).data!.Factura.readByEmisor;
    expect(buscados.feed).toHaveLength(15);
    expect(errorOf(await h.gql(PAGE, { c: 'basura' }, c.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'cursor',
    });
    expect(errorOf(await h.gql(PAGE, { l: 1000 }, c.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
  });

  it('readTipoCambioBCCR answers the central bank rate of the day', async () => {
    const t = await relogin(a);
    const r = await h.gql<{
      Factura: { readTipoCambioBCCR: { compra: string; venta: string; fecha: string } };
    }>(`query { Factura { readTipoCambioBCCR { compra venta fecha } } }`, {}, t);
    const tc = r.data!.Factura.readTipoCambioBCCR;
    expect(Number(tc.compra)).toBeGreaterThan(1);
    expect(Number(tc.venta)).toBeGreaterThanOrEqual(Number(tc.compra));
    expect(tc.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      errorOf(await h.gql(`query { Factura { readTipoCambioBCCR { compra } } }`)),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('goods lines keep their classification and CABYS', async () => {
    const t = await relogin(a);
    const f = await crear(
      h,
      t,
      factura({
        detalleServicio: {
          lineaDetalle: [
            linea({ codigoCABYS: CABYS_BIEN, clasificacion: 'producto', detalle: 'Teclado USB' }),
          ],
        },
      }),
    );
    const doc = await leer(h, t, f.id);
    expect(doc.detalleServicio.lineaDetalle[0]).toMatchObject({ detalle: 'Teclado USB' });
    expect(doc.resumenFactura.totalGravado).toBe('2000');
  });
});

describe("another issuer's ids", () => {
  it('are refused or invisible in every mutation and read that takes a document id', async () => {
    const c = await signup(h);
    await h.gql(
      `mutation { Emisor { setModules(inventoryModule: true, bulkBillingModule: true) { inventoryModule } } }`,
      {},
      c.token,
    );
    const t = await relogin(a);
    const f = await crear(h, t, factura());
    const fec = await crear(
      h,
      t,
      factura({
        documento: '08',
        receptor: {
          nombre: 'Agricultor Simplificado',
          identificacion: { tipo: '01', numero: '112345678' },
        },
        codigoActividad: '011101',
      }),
    );
    const q = (query: string, variables: Record<string, unknown>) =>
      h.gql<Doc>(query, variables, c.token);
    expect(
      errorOf(
        await q(
          `mutation($f: ID!) { Factura { createAnulaCompra(factura: $f, input: { razon: "Ajena" }) { id } } }`,
          { f: fec.id },
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      errorOf(
        await q(
          `mutation($f: ID!) { Factura { createNotaCreditoBulk(_id: $f, razon: "Ajena") { id } } }`,
          { f: f.id },
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      errorOf(
        await q(`mutation($f: ID!) { Factura { reSendEmail(id: $f, email: "x@y.cr") } }`, {
          f: f.id,
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      errorOf(
        await q(
          `mutation($f: ID!) { Factura { deleteAttachment(_idFactura: $f, _id: $f) { state } } }`,
          { f: f.id },
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await q(`query($f: ID!) { Factura { readBulkById(id: $f) { id } } }`, { f: f.id })).data!
        .Factura.readBulkById,
    ).toBeNull();
    expect(
      (
        await q(
          `mutation($d: [ID!]!) { Documentos { enviarDocumentos(docs: $d) { state message } } }`,
          { d: [f.id] },
        )
      ).data!.Documentos.enviarDocumentos,
    ).toEqual([{ state: false, message: 'No se encontró el documento.' }]);
    expect(
      (await q(`query { Factura { getCounters { type value } } }`, {})).data!.Factura.getCounters,
    ).toEqual([]);
    expect(
      errorOf(
        await q(`query($e: ID!) { Factura { facturacionCounter(emisor: $e) { counter } } }`, {
          e: a.emisor,
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      errorOf(
        await q(
          `mutation($e: ID!, $f: ID!) { Factura { addAttachment(_idEmisor: $e, _idFactura: $f, src: "https://x.cr/a.pdf", name: "a.pdf") { _id } } }`,
          { e: a.emisor, f: f.id },
        ),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await q(`query($f: ID!) { Factura { readById(id: $f) { id } } }`, { f: 'no-es-un-id' }))
        .data!.Factura.readById,
    ).toBeNull();
  });
});
