// Cash registers: registers, one live session per register and one open per user (held by the
// database), manual movements, every tender of a cash sale in the session (factura.caja, backlog
// included), the blind count, the supervisor's finish, and the register opening again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutTenant } from '../src/db/tenant.js';
import { rowsOf } from '../src/db/types.js';
import { ABRIR, CERRAR, CREATE_CAJA, FINALIZAR, LEER_SESION, MOVIMIENTO, abrir, crearCaja, cuentaConCaja, movimientos, type SesionOut } from './caja-helpers.js';
import { crear, factura, linea, outboxDe } from './factura-helpers.js';
import { errorOf, startHarness, type Harness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const runOutbox = async () => {
  while ((await h.app.services.outbox.runOnce()) > 0);
};

describe('Caja', () => {
  it('creates, updates with _id, lists by name, searches, counts, and refuses a repeated name or bad limits', async () => {
    const { owner } = await cuentaConCaja(h);
    const a = await crearCaja(h, owner.token, { name: 'Caja 2', limiteSuperior: '500000' });
    expect(a).toMatchObject({ name: 'Caja 2', status: 'INICIANDO' });
    await crearCaja(h, owner.token, { name: 'Caja 1' });
    const upd = await h.gql<{ Caja: { create: { name: string; limiteInferior: string } } }>(CREATE_CAJA, { i: { _id: a._id, name: 'Caja dos', limiteInferior: '10000', limiteSuperior: '500000' } }, owner.token);
    expect(upd.data!.Caja.create).toMatchObject({ name: 'Caja dos', limiteInferior: '10000' });
    const lista = await h.gql<{ Caja: { readAllByEmisor: { feed: { name: string }[]; pageInfo: { hasNextPage: boolean; nextPageCursor: string } }; readTotal: number; readBySearchString: { name: string }[] } }>(
      `query { Caja { readAllByEmisor(limit: 1) { feed { name } pageInfo { hasNextPage nextPageCursor } } readTotal readBySearchString(searchString: "DOS") { name } } }`,
      {},
      owner.token,
    );
    expect(lista.data!.Caja.readAllByEmisor.feed.map((c) => c.name)).toEqual(['Caja 1']);
    expect(lista.data!.Caja.readAllByEmisor.pageInfo.hasNextPage).toBe(true);
    expect(lista.data!.Caja.readTotal).toBe(2);
    expect(lista.data!.Caja.readBySearchString.map((c) => c.name)).toEqual(['Caja dos']);
    const sig = await h.gql<{ Caja: { readAllByEmisor: { feed: { name: string }[] } } }>(`query($c: String) { Caja { readAllByEmisor(limit: 1, cursor: $c) { feed { name } } } }`, { c: lista.data!.Caja.readAllByEmisor.pageInfo.nextPageCursor }, owner.token);
    expect(sig.data!.Caja.readAllByEmisor.feed.map((c) => c.name)).toEqual(['Caja dos']);
    expect(errorOf(await h.gql(CREATE_CAJA, { i: { name: 'caja 1' } }, owner.token))).toMatchObject({ code: 'CONFLICT', field: 'input.name', message: 'Ya hay una caja llamada «caja 1».' });
    expect(errorOf(await h.gql(CREATE_CAJA, { i: { name: 'Caja 3', limiteInferior: '-1' } }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.limiteInferior' });
    expect(errorOf(await h.gql(CREATE_CAJA, { i: { name: 'Caja 3', limiteInferior: '9', limiteSuperior: '5' } }, owner.token))).toMatchObject({ field: 'input.limiteInferior' });
  });
});

describe('a session from opening to finish', () => {
  it('one live session per register and one open per user; sales by tender; blind count; supervisor finish; opens again', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    const caja = await crearCaja(h, owner.token, { name: 'Principal', limiteSuperior: '20000' });
    const otra = await crearCaja(h, owner.token, { name: 'Secundaria' });
    const s = await abrir(h, cajero.token, caja._id, '10000');
    expect(s).toMatchObject({ status: 'ABIERTA', caja: { status: 'ABIERTA' }, saldo: null });
    // The register is busy, and the cashier already has one open.
    expect(errorOf(await h.gql(ABRIR, { i: { caja: caja._id } }, owner.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.caja', message: 'La caja ya tiene una sesión abierta.' });
    expect(errorOf(await h.gql(ABRIR, { i: { caja: otra._id } }, cajero.token))).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Ya tiene abierta la caja «Principal»: ciérrela antes de abrir otra.' });
    // The badge: the cashier's own open session.
    const badge = await h.gql<{ Sesion: { readByUser: { _id: string; caja: { name: string }; user: { fullname: string } } } }>(`query { Sesion { readByUser { _id caja { name } user { fullname } } } }`, {}, cajero.token);
    expect(badge.data!.Sesion.readByUser).toMatchObject({ _id: s._id, caja: { name: 'Principal' }, user: { fullname: 'Carlos Cajero' } });

    // A cash ticket paid with ₡20 000 (change is not income), a SINPE Móvil one, and a credit sale.
    const efectivo = await crear(h, cajero.token, factura({ documento: '04', receptor: null, cajaSesion: s._id, pagaCon: '20000', medioPago: [{ tipoMedioPago: '01' }] }));
    const sinpe = await crear(h, cajero.token, factura({ documento: '04', receptor: null, cajaSesion: s._id, medioPago: [{ tipoMedioPago: '06' }], detalleServicio: { lineaDetalle: [linea({ cantidad: '1' })] } }));
    await crear(h, cajero.token, factura({ cajaSesion: s._id, condicionVenta: '02', plazoCredito: 30 }));
    await runOutbox();
    const manual = await h.gql<{ Movimiento: { create: { tipo: string; alerta: string | null } } }>(MOVIMIENTO, { i: { sesion: s._id, tipo: 'BANCOS', montoEgreso: '1000', detalle: 'Depósito' } }, cajero.token);
    expect(manual.data!.Movimiento.create).toMatchObject({ tipo: 'BANCOS', alerta: null });
    expect(errorOf(await h.gql(MOVIMIENTO, { i: { sesion: s._id, tipo: 'BANCOS', montoIngreso: '5' } }, cajero.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.tipo' });
    const movs = await movimientos(h, cajero.token, s._id);
    const total = (t: string) => t;
    expect(movs.map((m) => [m.tipo, m.linea, m.montoIngreso, m.montoEgreso]).sort()).toEqual(
      [
        ['BANCOS', 'EFECTIVO', '0', '1000'],
        ['FACTURA', 'EFECTIVO', total(efectivo.totalComprobante), '0'],
        ['FACTURA', 'SINPE', total(sinpe.totalComprobante), '0'],
      ].sort(),
    );
    // Over the upper limit: a warning, never a refusal.
    const alto = await h.gql<{ Movimiento: { create: { alerta: string | null } } }>(MOVIMIENTO, { i: { sesion: s._id, montoIngreso: '15000', detalle: 'Fondo extra' } }, cajero.token);
    expect(alto.data!.Movimiento.create.alerta).toMatch(/límite superior/);
    const esperado = 10000 + Number(efectivo.totalComprobante) - 1000 + 15000;

    // The cashier does not see what is expected, before or after counting.
    const saldo = await h.gql<{ Sesion: { readSaldo: { saldo: string | null; alerta: string | null } } }>(`query($id: ID!) { Sesion { readSaldo(_id: $id) { saldo alerta } } }`, { id: s._id }, cajero.token);
    expect(saldo.data!.Sesion.readSaldo.saldo).toBeNull();
    expect(errorOf(await h.gql(`query($s: ID!) { Movimiento { readMontosTotales(sesion: $s) { esperado } } }`, { s: s._id }, cajero.token)).code).toBe('FORBIDDEN');
    const super1 = await h.gql<{ Movimiento: { readMontosTotales: { esperado: string } } }>(`query($s: ID!) { Movimiento { readMontosTotales(sesion: $s) { esperado } } }`, { s: s._id }, owner.token);
    expect(Number(super1.data!.Movimiento.readMontosTotales.esperado)).toBe(esperado);

    // Blind count, ₡1 000 short: bills and coins adding up to esperado − 1000, SINPE declared.
    const faltante = esperado - 1000;
    const miles = Math.floor(faltante / 1000);
    const resto = Math.round(faltante - miles * 1000);
    const contador = [{ moneda: '1000', cantidadMoneda: miles }, { moneda: '5', cantidadMoneda: resto / 5 }];
    expect(resto % 5).toBe(0);
    const bad = await h.gql(CERRAR, { c: caja._id, s: s._id, n: [{ moneda: '3', cantidadMoneda: 1 }] }, cajero.token);
    expect(errorOf(bad)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'contador.0.moneda', message: '3 no es una moneda ni un billete de colones.' });
    const cerrada = await h.gql<{ Sesion: { cierreCaja: SesionOut } }>(CERRAR, { c: caja._id, s: s._id, n: contador, d: [{ linea: 'SINPE', monto: sinpe.totalComprobante }] }, cajero.token);
    expect(cerrada.data!.Sesion.cierreCaja).toMatchObject({ status: 'CERRADA', balance: null, lineas: [] });
    // No document enters a counted session, and the register waits for the supervisor.
    expect(errorOf(await h.gql(`mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`, { i: factura({ documento: '04', receptor: null, cajaSesion: s._id }) }, cajero.token))).toMatchObject({ field: 'input.cajaSesion' });
    expect(errorOf(await h.gql(ABRIR, { i: { caja: caja._id } }, owner.token)).message).toMatch(/espera que un supervisor/);

    // The supervisor sees expected, counted and the difference per tender.
    const vista = (await h.gql<{ Sesion: { readById: SesionOut } }>(LEER_SESION, { id: s._id }, owner.token)).data!.Sesion.readById;
    expect(vista.balance).toEqual({ esperado: String(esperado), caja: String(faltante), dif: '-1000' });
    expect(vista.lineas.map((l) => [l.linea, l.esperado, l.contado, l.dif])).toEqual([
      ['EFECTIVO', String(esperado), String(faltante), '-1000'],
      ['SINPE', sinpe.totalComprobante, sinpe.totalComprobante, '0'],
    ]);

    // The finish needs another user with the right to finish, and their password.
    const fin = (sup: { email: string; password: string }) => h.gql<{ Sesion: { finCaja: SesionOut } }>(FINALIZAR, { c: caja._id, s: s._id, sup }, owner.token);
    expect(errorOf(await fin({ email: owner.email, password: 'otra-clave-1' }))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'supervisor.password', message: 'Correo o contraseña del supervisor incorrectos.' });
    expect(errorOf(await fin({ email: cajero.email, password: cajero.password }))).toMatchObject({ field: 'supervisor.email', message: 'Finaliza otro usuario, no el cajero de la sesión.' });
    expect(errorOf(await h.gql(FINALIZAR, { c: caja._id, s: s._id, sup: { email: owner.email, password: owner.password } }, cajero.token)).code).toBe('FORBIDDEN');
    const ok = await fin({ email: owner.email, password: owner.password });
    expect(ok.data!.Sesion.finCaja).toMatchObject({ status: 'FINALIZADA', supervisor: { fullname: 'Olga Dueña' }, caja: { status: 'FINALIZADA' } });
    const retiro = (await movimientos(h, owner.token, s._id)).find((m) => m.tipo === 'BANCOS' && m._idFactura === '0'.repeat(24));
    expect(retiro).toMatchObject({ medioPago: 'EFECTIVO', montoEgreso: String(faltante) });
    expect(errorOf(await fin({ email: owner.email, password: owner.password })).code).toBe('BAD_USER_INPUT');
    // The register opens again.
    expect((await abrir(h, cajero.token, caja._id)).status).toBe('ABIERTA');
  });

  it('wrong supervisor passwords are limited as at sign-in', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    const caja = await crearCaja(h, owner.token, { name: 'Firmas' });
    const s = await abrir(h, cajero.token, caja._id);
    expect((await h.gql(CERRAR, { c: caja._id, s: s._id, n: [] }, cajero.token)).errors).toBeUndefined();
    const fin = (password: string) => h.gql(FINALIZAR, { c: caja._id, s: s._id, sup: { email: owner.email, password } }, owner.token);
    for (let i = 0; i < 5; i++) expect(errorOf(await fin(`mala-${i}-clave`)).field).toBe('supervisor.password');
    expect(errorOf(await fin(owner.password)).code).toBe('TOO_MANY_REQUESTS');
  });

  it('two cashiers opening one register at once: the database lets one through', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    const caja = await crearCaja(h, owner.token, { name: 'Única' });
    const rs = await Promise.all([h.gql(ABRIR, { i: { caja: caja._id } }, owner.token), h.gql(ABRIR, { i: { caja: caja._id } }, cajero.token)]);
    expect(rs.filter((r) => !r.errors).length).toBe(1);
    expect(rs.filter((r) => errorOf(r).message === 'La caja ya tiene una sesión abierta.').length).toBe(1);
  });
});

describe('factura.caja', () => {
  it('the closing takes the queued documents, the handler writes each tender once, a credit note is an expense', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    const caja = await crearCaja(h, owner.token, { name: 'Cola' });
    const s = await abrir(h, cajero.token, caja._id);
    const mixto = await crear(h, cajero.token, factura({ documento: '04', receptor: null, cajaSesion: s._id, medioPago: [{ tipoMedioPago: '02', totalMedioPago: '1000' }, { tipoMedioPago: '01' }] }));
    await runOutbox();
    await runOutbox();
    const nota = await h.gql<{ Factura: { createNotaCredito: { id: string } } }>(
      `mutation($id: ID!, $i: NotaCreditoInput!) { Factura { createNotaCredito(factura: $id, input: $i) { id } } }`,
      { id: mixto.id, i: { razon: 'Devolución del cliente', cajaSesion: s._id, medioPago: [{ tipoMedioPago: '01' }] } },
      owner.token,
    );
    expect(nota.errors).toBeUndefined();
    // Not drained: the closing applies what is still queued for the session.
    expect((await outboxDe(h, 'factura.caja')).filter((r) => r.payload.sesion === s._id && r.status === 'pending')).toHaveLength(1);
    const cerrada = await h.gql<{ Sesion: { cierreCaja: SesionOut } }>(CERRAR, { c: caja._id, s: s._id, n: [] }, cajero.token);
    expect(cerrada.errors).toBeUndefined();
    await runOutbox();
    const movs = await movimientos(h, owner.token, s._id);
    const resto = (Number(mixto.totalComprobante) - 1000).toString();
    expect(movs.map((m) => [m.linea, m.montoIngreso, m.montoEgreso]).sort()).toEqual(
      [
        ['EFECTIVO', '0', mixto.totalComprobante],
        ['EFECTIVO', resto, '0'],
        ['TARJETA', '1000', '0'],
      ].sort(),
    );
    const vista = (await h.gql<{ Sesion: { readById: SesionOut } }>(LEER_SESION, { id: s._id }, owner.token)).data!.Sesion.readById;
    expect(vista.balance).toEqual({ esperado: '-1000', caja: '0', dif: '1000' });
    // A handler run again (a retry after a crash) writes nothing twice.
    await withoutTenant(h.database.db, (tx) => tx.execute(sql`update outbox set status = 'pending', locked_until = null, run_at = null where kind = 'factura.caja'`));
    await runOutbox();
    expect(await movimientos(h, owner.token, s._id)).toHaveLength(3);
    const n = await withoutTenant(h.database.db, (tx) => rowsOf<{ n: string }>(tx, sql`select count(*)::text as n from outbox where kind = 'factura.caja' and status <> 'done'`));
    expect(n[0]!.n).toBe('0');
  });

  it('a bulk document cancelled by the administrator takes its cash out of a session open now, «Anulada por el administrador»', async () => {
    const { owner, cajero } = await cuentaConCaja(h);
    await h.gql(`mutation { Emisor { setModules(bulkBillingModule: true) { bulkBillingModule } } }`, {}, owner.token);
    const caja = await crearCaja(h, owner.token, { name: 'Masiva' });
    const s = await abrir(h, cajero.token, caja._id);
    const masivo = await crear(h, cajero.token, factura({ documento: '04', receptor: null, cajaSesion: s._id }), { bulk: true });
    await runOutbox();
    const nc = await h.gql(`mutation($id: ID!) { Factura { createNotaCreditoBulk(_id: $id, razon: "Error de digitación") { id } } }`, { id: masivo.id }, owner.token);
    expect(nc.errors).toBeUndefined();
    await runOutbox();
    const movs = await movimientos(h, owner.token, s._id);
    expect(movs).toHaveLength(2);
    expect(movs.find((m) => m.montoEgreso !== '0')).toMatchObject({ tipo: 'FACTURA', medioPago: 'EFECTIVO', detalle: 'Anulada por el administrador', montoEgreso: masivo.totalComprobante });
  });
});

