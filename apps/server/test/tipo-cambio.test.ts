// Exchange rates (spec 1 §5, DECISIONS #18): the central bank's rates through its sandbox, the
// issuer's CurrencyExchange records with the fixed-id manual override, the service functions the
// documents service calls, and the last known rate when the bank cannot be reached.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../src/context.js';
import { emisor, tipoCambioBccr } from '../src/db/schema/index.js';
import { withTenant } from '../src/db/tenant.js';
import { createBccrClient, parseIndicadores } from '../src/integrations/bccr.js';
import { createLogger } from '../src/logger.js';
import { SANDBOX_BCCR_TOKEN, bccrSandbox, sandboxRate } from '../src/sandbox/bccr.js';
import { TIPO_CAMBIO_MANUAL_ID, readTipoCambioBCCR, tipoCambioVigente } from '../src/modules/tipo-cambio/service.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

// The harness clock: 2026-11-22 15:00 UTC, 09:00 in Costa Rica, a Sunday (the bank repeats Friday's).
const HOY = '2026-11-22';
const READ_ALL = `query($e: ID, $l: Int) { CurrencyExchange { readAll(emisor: $e, limit: $l) { _id rate auto date fecha venta fuente } } }`;
const SET = `mutation($e: ID, $r: Decimal!, $a: Boolean!) { CurrencyExchange { set(emisor: $e, rate: $r, auto: $a) { _id rate auto date fecha venta fuente } } }`;
const VIGENTE = `query($m: String, $f: String) { CurrencyExchange { readVigente(moneda: $m, fecha: $f) { moneda compra venta fecha fuente nota } } }`;
type Vigente = { moneda: string; compra: string; venta: string; fecha: string; fuente: string; nota: string | null };
type Record_ = { _id: string; rate: string; auto: boolean; date: string; fecha: string; venta: string | null; fuente: string };

const vigente = async (token: string, m?: string, f?: string) => {
  const r = await h.gql<{ CurrencyExchange: { readVigente: Vigente } }>(VIGENTE, { m, f }, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.CurrencyExchange.readVigente;
};
const readAll = async (token: string) => {
  const r = await h.gql<{ CurrencyExchange: { readAll: Record_[] } }>(READ_ALL, {}, token);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.CurrencyExchange.readAll;
};
async function withAccounting(emisorId: string) {
  await withTenant(h.database.db, emisorId, async (tx) => {
    const [e] = await tx.select().from(emisor);
    await tx.update(emisor).set({ modulos: { ...e!.modulos, accountingModule: true } }).where(eq(emisor.emisorId, emisorId));
  });
}
/** A service context as a resolver would have it, for the functions other modules call. */
const contextFor = (emisorId: string) =>
  ({
    db: h.database.db,
    config: h.config,
    log: createLogger('silent'),
    services: h.app.services,
    now: () => new Date(h.clock.now),
    session: () => Promise.resolve({ emisorId }),
    tokenEmisor: () => Promise.resolve(emisorId),
  }) as unknown as Context;

describe('central bank rates (sandbox, BCCR protocol)', () => {
  it('answers ObtenerIndicadoresEconomicosXML as the bank does: an XML string with the escaped series', async () => {
    const q = new URLSearchParams({ Indicador: '317', FechaInicio: '20/11/2026', FechaFinal: '22/11/2026', Nombre: 'JIT', SubNiveles: 'N', CorreoElectronico: 'a@b.cr', Token: SANDBOX_BCCR_TOKEN });
    const res = await bccrSandbox(new Request(`http://x/sandbox/bccr/wsindicadoreseconomicos.asmx/ObtenerIndicadoresEconomicosXML?${q.toString()}`));
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<string xmlns="http:\/\/ws.sdde.bccr.fi.cr">&lt;Datos_de_INGC011_CAT_INDICADORECONOMIC&gt;/);
    expect(body).toContain(`&lt;DES_FECHA&gt;2026-11-20T00:00:00-06:00&lt;/DES_FECHA&gt;&lt;NUM_VALOR&gt;${sandboxRate('2026-11-20').compra}000000&lt;/NUM_VALOR&gt;`);
    expect([...parseIndicadores(body).keys()]).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    // weekends repeat Friday's rate; the spread is plausible
    expect(sandboxRate('2026-11-22')).toEqual(sandboxRate('2026-11-20'));
    const r = sandboxRate('2026-11-20');
    expect(Number(r.compra)).toBeGreaterThan(490);
    expect(Number(r.venta) - Number(r.compra)).toBeGreaterThan(5);
    const bad = await bccrSandbox(new Request(`http://x/ObtenerIndicadoresEconomicosXML?${q.toString().replace(SANDBOX_BCCR_TOKEN, 'OTRO')}`));
    expect(bad.status).toBe(500);
  });

  it('CurrencyExchange.readVigente: USD at the bank’s rates rounded to 5 decimals, CRC at 1', async () => {
    const a = await signup(h);
    expect(await vigente(a.token)).toEqual({ moneda: 'USD', ...sandboxRate(HOY), fecha: HOY, fuente: 'BCCR', nota: null });
    expect(await vigente(a.token, 'USD', '2026-10-15')).toMatchObject({ ...sandboxRate('2026-10-15'), fecha: '2026-10-15' });
    expect(await vigente(a.token, 'crc')).toEqual({ moneda: 'CRC', compra: '1', venta: '1', fecha: HOY, fuente: 'BCCR', nota: null });
  });

  it('refuses a currency without an automatic rate, an unknown code or a bad date, in Spanish', async () => {
    const a = await signup(h);
    expect(errorOf(await h.gql(VIGENTE, { m: 'EUR' }, a.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'tipoCambio',
      message: 'El Banco Central solo publica el tipo de cambio del dólar: indica el tipo de cambio de EUR en el documento.',
    });
    expect(errorOf(await h.gql(VIGENTE, { m: 'XYZ' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'codigoMoneda' });
    expect(errorOf(await h.gql(VIGENTE, { f: '31/02/2026' }, a.token))).toEqual({ code: 'BAD_USER_INPUT', field: 'fecha', message: 'La fecha «31/02/2026» no es válida: usa AAAA-MM-DD.' });
    expect(errorOf(await h.gql(VIGENTE, {}))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the service functions of the documents service', () => {
  it('tipoCambioVigente inside the issuer’s transaction: BCCR rate, recorded once a day for accounting', async () => {
    const a = await signup(h);
    const ctx = contextFor(a.emisor);
    const r = await withTenant(h.database.db, a.emisor, (tx) => tipoCambioVigente(ctx, tx, { moneda: 'USD', fecha: new Date(h.clock.now) }));
    expect(r.compra.toFixed()).toBe(sandboxRate(HOY).compra);
    expect(r.venta.toFixed()).toBe(sandboxRate(HOY).venta);
    expect(r).toMatchObject({ fecha: HOY, fuente: 'BCCR' });
    expect(r.nota).toBeUndefined();
    await withTenant(h.database.db, a.emisor, (tx) => tipoCambioVigente(ctx, tx, { moneda: 'USD', fecha: HOY }));
    const crc = await withTenant(h.database.db, a.emisor, (tx) => tipoCambioVigente(ctx, tx, { moneda: 'CRC' }));
    expect(crc.compra.toFixed()).toBe('1');
    expect(await readAll(a.token)).toEqual([
      { _id: expect.any(String), rate: sandboxRate(HOY).compra, venta: sandboxRate(HOY).venta, auto: true, fecha: HOY, date: '2026-11-22T06:00:00.000Z', fuente: 'BCCR' },
    ]);
  });

  it('readTipoCambioBCCR: today’s compra, venta and fecha, never the manual override', async () => {
    const a = await signup(h);
    await withAccounting(a.emisor);
    expect((await h.gql(SET, { r: '600', a: false }, a.token)).errors).toBeUndefined();
    const r = await readTipoCambioBCCR(contextFor(a.emisor));
    expect({ compra: r.compra.toFixed(), venta: r.venta.toFixed(), fecha: r.fecha }).toEqual({ ...sandboxRate(HOY), fecha: HOY });
  });
});

describe('the rate a sale carries: BCCR venta by default, compra when the issuer chooses it (DECISIONS)', () => {
  const TASA = `query { CurrencyExchange { readVigente(moneda: "USD") { tasa referencia fecha fuente } } }`;
  const tasa = async (token: string) => (await h.gql<{ CurrencyExchange: { readVigente: unknown } }>(TASA, {}, token)).data!.CurrencyExchange.readVigente;
  it('proposes the selling rate (318), a USD invoice carries it, and the issuer may switch to the buying rate (317)', async () => {
    const a = await signup(h);
    expect(await tasa(a.token)).toEqual({ tasa: sandboxRate(HOY).venta, referencia: 'VENTA', fecha: HOY, fuente: 'BCCR' });
    const crear = (token: string) =>
      h.gql<{ Factura: { create: { factura: { resumenFactura: { codigoTipoMoneda: { tipoCambio: string } } } } } }>(
        `mutation($i: FacturaInput!) { Factura { create(input: $i) { factura { resumenFactura { codigoTipoMoneda { tipoCambio } } } } } }`,
        { i: { documento: '04', codigoMoneda: 'USD', detalleServicio: { lineaDetalle: [{ detalle: 'Asesoría', cantidad: '1', precioUnitario: '10', codigoCABYS: '8313100000200' }] } } },
        token,
      );
    const venta = await crear(a.token);
    expect(venta.data!.Factura.create.factura.resumenFactura.codigoTipoMoneda.tipoCambio).toBe(sandboxRate(HOY).venta);
    const cfg = await h.gql<{ Emisor: { create: { tipoCambioReferencia: string } } }>(
      `mutation { Emisor { create(input: { nombre: "Comercial Prueba S.A.", tipoCambioReferencia: COMPRA }) { tipoCambioReferencia } } }`,
      {},
      a.token,
    );
    expect(cfg.data!.Emisor.create.tipoCambioReferencia).toBe('COMPRA');
    expect(await tasa(a.token)).toEqual({ tasa: sandboxRate(HOY).compra, referencia: 'COMPRA', fecha: HOY, fuente: 'BCCR' });
    const compra = await crear(a.token);
    expect(compra.data!.Factura.create.factura.resumenFactura.codigoTipoMoneda.tipoCambio).toBe(sandboxRate(HOY).compra);
  });
  it('the manual record still overrides whichever rate the issuer chose', async () => {
    const a = await signup(h, { profile: 'PRO' });
    await withAccounting(a.emisor);
    await h.gql(SET, { r: '600', a: false }, a.token);
    expect(await tasa(a.token)).toEqual({ tasa: '600', referencia: 'MANUAL', fecha: HOY, fuente: 'MANUAL' });
  });
});

describe('CurrencyExchange.set: the manual record that overrides the purchase rate', () => {
  it('needs the accounting page (plan and module), then overrides compra until auto goes back on', async () => {
    const a = await signup(h, { profile: 'PRO' });
    expect(errorOf(await h.gql(SET, { r: '512.5', a: false }, a.token))).toEqual({ code: 'FORBIDDEN', message: 'Tu usuario no tiene acceso a esta sección.', field: undefined });
    await withAccounting(a.emisor);
    const set = await h.gql<{ CurrencyExchange: { set: Record_ } }>(SET, { e: a.emisor, r: '512.123456', a: false }, a.token);
    expect(set.data!.CurrencyExchange.set).toEqual({ _id: TIPO_CAMBIO_MANUAL_ID, rate: '512.12346', auto: false, venta: null, fecha: HOY, date: h.clock.now.toISOString(), fuente: 'MANUAL' });
    // invoices and purchases take the manual compra; venta stays the bank's
    expect(await vigente(a.token)).toEqual({ moneda: 'USD', compra: '512.12346', venta: sandboxRate(HOY).venta, fecha: HOY, fuente: 'MANUAL', nota: null });
    const ctx = contextFor(a.emisor);
    const inTx = await withTenant(h.database.db, a.emisor, (tx) => tipoCambioVigente(ctx, tx, { moneda: 'USD' }));
    expect([inTx.compra.toFixed(), inTx.fuente]).toEqual(['512.12346', 'MANUAL']);
    expect((await readAll(a.token))[0]).toMatchObject({ _id: TIPO_CAMBIO_MANUAL_ID, auto: false });
    // auto = true: the bank's rate again, the record is kept (and still one)
    await h.gql(SET, { r: '512.12346', a: true }, a.token);
    expect(await vigente(a.token)).toMatchObject({ compra: sandboxRate(HOY).compra, fuente: 'BCCR' });
    expect((await readAll(a.token)).filter((r) => r._id === TIPO_CAMBIO_MANUAL_ID)).toEqual([expect.objectContaining({ auto: true, rate: '512.12346' })]);
  });

  it('plans without accounting (FACTURA) cannot set it', async () => {
    const f = await signup(h, { profile: 'FACTURA' });
    await withAccounting(f.emisor);
    expect(errorOf(await h.gql(SET, { r: '512', a: false }, f.token)).code).toBe('FORBIDDEN');
  });

  it('refuses a manual rate of 1 or less, a negative or absurd one, or a malformed number', async () => {
    const a = await signup(h);
    await withAccounting(a.emisor);
    expect(errorOf(await h.gql(SET, { r: '1', a: false }, a.token))).toEqual({ code: 'BAD_USER_INPUT', field: 'rate', message: 'El tipo de cambio manual debe ser mayor que 1.' });
    expect(errorOf(await h.gql(SET, { r: '-3', a: true }, a.token))).toEqual({ code: 'BAD_USER_INPUT', field: 'rate', message: 'El tipo de cambio no puede ser negativo.' });
    expect(errorOf(await h.gql(SET, { r: '250000', a: false }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'rate' });
    const coma = errorOf(await h.gql(SET, { r: '5,12', a: false }, a.token));
    expect(coma.code).toBe('BAD_USER_INPUT');
    expect(coma.message).toMatch(/«5,12» no es un número válido\.$/);
    expect(await readAll(a.token)).toEqual([]);
  });

  it('keeps each issuer’s records apart and refuses another issuer’s id', async () => {
    const a = await signup(h);
    const b = await signup(h);
    await withAccounting(a.emisor);
    await withAccounting(b.emisor);
    await h.gql(SET, { r: '520', a: false }, a.token);
    expect(errorOf(await h.gql(SET, { e: a.emisor, r: '1000', a: false }, b.token))).toEqual({ code: 'FORBIDDEN', message: 'No puedes operar sobre otro emisor.', field: undefined });
    expect(errorOf(await h.gql(READ_ALL, { e: a.emisor }, b.token)).code).toBe('FORBIDDEN');
    expect(await readAll(b.token)).toEqual([]);
    expect(await vigente(b.token)).toMatchObject({ fuente: 'BCCR', compra: sandboxRate(HOY).compra });
    expect(await vigente(a.token)).toMatchObject({ fuente: 'MANUAL', compra: '520' });
    expect(errorOf(await h.gql(READ_ALL, { l: 0 }, a.token))).toEqual({ code: 'BAD_USER_INPUT', field: 'limit', message: 'El límite debe estar entre 1 y 1000.' });
  });
});

describe('a configured bank address', () => {
  it('speaks HTTP GET to it (here the sandbox mounted at /sandbox/bccr)', async () => {
    const server = await h.app.listen(0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    const sandbox = h.app.services.bccr;
    try {
      h.app.services.bccr = createBccrClient({ ...h.config, BCCR_URL: `http://127.0.0.1:${port}/sandbox/bccr/wsindicadoreseconomicos.asmx` });
      expect(h.app.services.bccr.sandbox).toBe(false);
      expect(await h.app.services.bccr.tipoCambioDolar('2026-08-03')).toEqual({ fecha: '2026-08-03', ...sandboxRate('2026-08-03') });
    } finally {
      h.app.services.bccr = sandbox;
    }
  });
});

describe('when the central bank cannot be reached', () => {
  it('uses the last known rate with a clear note, and a cached day needs no bank at all', async () => {
    const a = await signup(h);
    await vigente(a.token, 'USD', '2026-09-10'); // cached in tipo_cambio_bccr
    const sandbox = h.app.services.bccr;
    h.app.services.bccr = createBccrClient({ ...h.config, BCCR_URL: 'http://127.0.0.1:9/wsindicadoreseconomicos.asmx' });
    try {
      expect(await vigente(a.token, 'USD', '2026-09-10')).toMatchObject({ ...sandboxRate('2026-09-10'), nota: null });
      expect(await vigente(a.token, 'USD', '2026-09-12')).toEqual({
        moneda: 'USD',
        ...sandboxRate('2026-09-10'),
        fecha: '2026-09-10',
        fuente: 'BCCR',
        nota: 'No se pudo consultar el tipo de cambio del Banco Central; se usa el último conocido, del 10/09/2026.',
      });
    } finally {
      h.app.services.bccr = sandbox;
    }
  });

  it('with no rate ever known, says so on tipoCambio', async () => {
    // On this harness rather than a second one: the last test of the file may forget the rates
    // the others cached, and a new client starts with an empty memory.
    await h.database.db.delete(tipoCambioBccr);
    const sandbox = h.app.services.bccr;
    h.app.services.bccr = createBccrClient({ ...h.config, BCCR_URL: 'http://127.0.0.1:9/wsindicadoreseconomicos.asmx' });
    try {
      const a = await signup(h);
      const r = await h.gql(VIGENTE, {}, a.token);
      expect(errorOf(r)).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'tipoCambio',
        message: 'No se pudo consultar el tipo de cambio del Banco Central y no hay uno anterior guardado. Intenta de nuevo en unos minutos o indica el tipo de cambio a mano.',
      });
      expect((await h.gql(VIGENTE, { m: 'CRC' }, a.token)).data).toBeTruthy();
    } finally {
      h.app.services.bccr = sandbox;
    }
  });
});
