// The issuer's invoicing settings: what the documents service loads to issue and sign, the
// /admin/datosatv operations, secrets that never come back out, and another issuer's ids.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMBOLOS_MONEDA } from '@jit/domain';
import { generateTestCertificate, loadP12, startSimulator } from '@jit/hacienda';
import { emisorConfig } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/types.js';
import { withTenant } from '../src/db/tenant.js';
import { cifrar, secretsKey } from '../src/modules/emisor/cifrado.js';
import { seedEmisorDemo } from '../src/modules/emisor/demo.js';
import { seedReceptoresDemo } from '../src/modules/receptor/demo.js';
import { demoSeeders } from '../src/seed/demo.js';
import { actividadPara, loadEmisorFacturacion, motivoNoFacturar, terminalExiste } from '../src/modules/emisor/facturacion.js';
import { errorOf, signup, startHarness, type Harness } from './harness.js';

let h: Harness;
let cert: ReturnType<typeof generateTestCertificate>;
beforeAll(async () => {
  h = await startHarness();
  cert = generateTestCertificate({ pin: '4321', identificacion: '3101123456', now: h.clock.now });
});
afterAll(async () => h?.close());

const cargar = (emisorId: string) => withTenant(h.database.db, emisorId, (tx) => loadEmisorFacturacion(tx, emisorId, h.clock.now));

describe('loadEmisorFacturacion', () => {
  it('works for an issuer that has configured nothing: nulls, and what is missing in Spanish', async () => {
    const a = await signup(h);
    const ef = await cargar(a.emisor);
    expect(ef).toMatchObject({
      emisorId: a.emisor,
      identificacion: null,
      ubicacion: null,
      telefono: null,
      correoElectronico: null,
      actividades: [],
      sucursales: [],
      certificado: null,
      atv: null,
      profile: 'PRO',
    });
    expect(ef.modulos.billingModule).toBe(true);
    expect(ef.pendientes).toEqual(
      expect.arrayContaining(['Falta la identificación del emisor.', 'Falta la llave criptográfica (.p12) con su PIN.', 'Faltan el usuario y la contraseña de ATV.']),
    );
    expect(motivoNoFacturar(ef, { documento: '01', hacienda: true })).toMatch(/^No se puede emitir todavía: .*Falta la identificación del emisor\./);
  });

  it('returns the decrypted .p12, PIN and ATV password of a configured issuer, and nothing is missing', async () => {
    const a = await signup(h);
    await withTenant(h.database.db, a.emisor, async (tx) => {
      const key = await secretsKey(tx);
      await tx.insert(emisorConfig).values({
        emisorId: a.emisor,
        identificacionTipo: '02',
        identificacionNumero: '3101123456',
        ubicacion: { provincia: '1', canton: '01', distrito: '08', otrasSenas: 'Sabana Norte' },
        correoElectronico: 'f@x.cr',
        usuarioAtv: 'cpj-3-101-123456@stag.comprobanteselectronicos.go.cr',
        passwordAtvEnc: cifrar(key, a.emisor, 'password-atv', 'clave-atv'),
        certificadoEnc: cifrar(key, a.emisor, 'certificado', cert.p12),
        pinEnc: cifrar(key, a.emisor, 'pin', cert.pin),
        certificadoExpiracion: new Date(h.clock.now.getTime() + 700 * 86_400_000),
        sucursales: [{ id: 's', numero: 1, terminales: [{ id: 't', numero: 1 }] }],
        actividades: [
          { documento: '01', codigoActividad: '521201', condicionVenta: '01', plazoCredito: 0, medioPago: '01', clasificacion: 'producto', cabys: null, modoivaIncluido: true, editarServicios: false, editarPrecios: false, modoLibre: true, codigo: '01', codigoTarifa: '08', tarifa: '13', codigoMoneda: 'CRC', unidadMedida: 'Unid' },
        ],
      });
    });
    const ef = await cargar(a.emisor);
    expect(ef.identificacion).toEqual({ tipo: '02', numero: '3101123456' });
    expect(ef.atv).toEqual({ username: 'cpj-3-101-123456@stag.comprobanteselectronicos.go.cr', password: 'clave-atv' });
    expect(ef.certificado!.p12.equals(cert.p12)).toBe(true);
    expect(ef.certificado!.pin).toBe('4321');
    expect(loadP12(ef.certificado!.p12, ef.certificado!.pin, { now: h.clock.now }).subject).toContain('CPJ-3101123456');
    expect(ef.pendientes).toEqual([]);
    expect(motivoNoFacturar(ef, { documento: '01', hacienda: true })).toBeNull();
    expect(motivoNoFacturar(ef, { documento: '04', hacienda: true })).toBe(
      'No se puede emitir todavía: Falta el código de actividad económica para el documento 04 en Configuración.',
    );
    expect(actividadPara(ef, '01')?.codigoActividad).toBe('521201');
    expect(terminalExiste(ef, 1, 1)).toBe(true);
    expect(terminalExiste(ef, 1, 2)).toBe(false);

    // at rest, the database holds ciphertext only
    const [raw] = await withTenant(h.database.db, a.emisor, (tx) =>
      rowsOf<{ p: string; pin: string; c: string }>(tx, sql`select password_atv_enc as p, pin_enc as pin, certificado_enc as c from emisor_config`),
    );
    expect(raw!.p).toMatch(/^v1\./);
    expect(raw!.p).not.toContain('clave-atv');
    expect(Buffer.from(raw!.c.slice(3), 'base64').includes(cert.p12.subarray(0, 64))).toBe(false);
  });

  it('a ciphertext copied to another issuer does not decrypt there: the secrets read as missing', async () => {
    const a = await signup(h);
    const b = await signup(h);
    const enc = await withTenant(h.database.db, a.emisor, async (tx) => cifrar(await secretsKey(tx), a.emisor, 'password-atv', 'secreto-de-a'));
    await withTenant(h.database.db, b.emisor, (tx) =>
      tx.insert(emisorConfig).values({ emisorId: b.emisor, usuarioAtv: 'robado', passwordAtvEnc: enc }),
    );
    const ef = await cargar(b.emisor);
    expect(ef.atv).toBeNull();
    expect(ef.pendientes).toContain('Las credenciales guardadas no se pueden leer: vuelva a cargar la contraseña de ATV y la llave criptográfica.');
    // row-level security: issuer b cannot see issuer a's configuration row at all
    const visibles = await withTenant(h.database.db, b.emisor, (tx) => tx.select().from(emisorConfig).where(eq(emisorConfig.emisorId, a.emisor)));
    expect(visibles).toEqual([]);
  });
});

const CONFIG_FIELDS = `id nombre nombreComercial identificacion { tipo numero } ubicacion { provincia canton distrito barrio otrasSenas }
  telefono { codigoPais numTelefono } correoElectronico usernameATV tienePasswordATV tieneCertificado certificadoExpiracion
  certificado { sujeto emitidoPor identificacion coincideIdentificacion expiracion diasRestantes porVencer vencido }
  local { id numero codigo nombre terminal { id numero codigo nombre } }
  codigoActividad { documento codigoActividad condicionVenta plazoCredito medioPago clasificacion cabys modoivaIncluido editarServicios editarPrecios modoLibre codigo codigoTarifa tarifa codigoMoneda { id value simbolo tipoCambio } unidadMedida }
  notification { orderEmail orderSMS } links { name tieneOnvoSecret } printer { id nombre } modulos { billingModule bulkBillingModule } profile pendientes`;
const CREATE = `mutation($i: EmisorInput!) { Emisor { create(input: $i) { ${CONFIG_FIELDS} } } }`;
const READ_CONFIG = `query($id: ID) { Emisor { readConfig(_id: $id) { ${CONFIG_FIELDS} } } }`;
const PARAMETROS = `query($e: ID) { Emisor { readParametros(emisor: $e) { emisorId nombre identificacion { tipo numero } nombreComercial local { numero codigo terminal { numero codigo } } ubicacion { provincia canton distrito otrasSenas } correoElectronico bulkBillingModule codigoActividad { documento codigoActividad tarifa codigoMoneda { id simbolo tipoCambio } } certificadoExpiracion certificadoDiasRestantes puedeFacturar pendientes } } }`;

type Config = Record<string, unknown> & {
  pendientes: string[];
  certificado: { diasRestantes: number; porVencer: boolean; vencido: boolean; coincideIdentificacion: boolean; identificacion: string } | null;
  local: { id: string; numero: number; codigo: string; terminal: { id: string; numero: number; codigo: string }[] }[];
};

export const entradaCompleta = (p12: Buffer, pin: string) => ({
  nombre: 'Comercial Prueba S.A.',
  nombreComercial: 'Prueba',
  identificacion: { tipo: '02', numero: '3-101-123456' },
  ubicacion: { provincia: '1', canton: '1', distrito: '08', otrasSenas: 'Sabana Norte, 200 m oeste' },
  telefono: { numTelefono: '2222-3333' },
  correoElectronico: 'Facturas@Prueba.cr',
  usernameATV: 'cpj-3-101-123456@stag.comprobanteselectronicos.go.cr',
  passwordATV: 'clave-secreta-atv',
  certificadoATV: p12.toString('base64'),
  pin,
  codigoActividad: [{ documento: '01', codigoActividad: '521201' }, { documento: '09', codigoActividad: '521201', codigoMoneda: 'USD', tarifa: '0', codigoTarifa: '01' }],
});

describe('Emisor.create and reads', () => {
  it('reads work for a fresh account: parameters with nulls and what is missing; the shell gets modules and expiry', async () => {
    const a = await signup(h);
    const p = await h.gql<{ Emisor: { readParametros: Record<string, unknown> & { pendientes: string[] } } }>(PARAMETROS, {}, a.token);
    expect(p.errors).toBeUndefined();
    expect(p.data!.Emisor.readParametros).toMatchObject({ emisorId: a.emisor, identificacion: null, local: [], codigoActividad: [], puedeFacturar: false, certificadoExpiracion: null, bulkBillingModule: false });
    expect(p.data!.Emisor.readParametros.pendientes).toContain('Falta la identificación del emisor.');
    // In the sandbox a new account may try issuing at once: nothing configured is wrong, the rest are stand-ins.
    const t = await h.gql<{ Emisor: { readParametros: unknown } }>(`query { Emisor { readParametros { puedeEmitir modoPrueba bloqueos } } }`, {}, a.token);
    expect(t.data!.Emisor.readParametros).toEqual({ puedeEmitir: true, modoPrueba: true, bloqueos: [] });
    const c = await h.gql<{ Emisor: { readConfig: Config } }>(READ_CONFIG, {}, a.token);
    expect(c.data!.Emisor.readConfig).toMatchObject({ tieneCertificado: false, tienePasswordATV: false, certificado: null, usernameATV: null, profile: 'PRO', notification: { orderEmail: null, orderSMS: null } });
    const u = await h.gql<{ User: { readById: { emisor: unknown[] } } }>(`query($id: ID!) { User { readById(id: $id) { emisor { id modulos { billingModule viajesModule } certificadoExpiracion } } } }`, { id: a.id }, a.token);
    expect(u.data!.User.readById.emisor).toEqual([{ id: a.emisor, modulos: { billingModule: true, viajesModule: false }, certificadoExpiracion: null }]);
  });

  it('saves the whole configuration with the spec defaults, and never returns a secret', async () => {
    const a = await signup(h);
    const r = await h.gql<{ Emisor: { create: Config } }>(CREATE, { i: entradaCompleta(cert.p12, cert.pin) }, a.token);
    expect(r.errors).toBeUndefined();
    const cfg = r.data!.Emisor.create;
    expect(cfg).toMatchObject({
      nombre: 'Comercial Prueba S.A.',
      identificacion: { tipo: '02', numero: '3101123456' },
      ubicacion: { provincia: '1', canton: '01', distrito: '08', barrio: null },
      telefono: { codigoPais: '506', numTelefono: '22223333' },
      correoElectronico: 'facturas@prueba.cr',
      tienePasswordATV: true,
      tieneCertificado: true,
      certificado: { coincideIdentificacion: true, identificacion: '3101123456', porVencer: false, vencido: false, diasRestantes: 730 },
      local: [{ numero: 1, codigo: '001', terminal: [{ numero: 1, codigo: '00001' }] }],
      pendientes: [],
    });
    expect(cfg.codigoActividad).toEqual([
      { documento: '01', codigoActividad: '521201', condicionVenta: '01', plazoCredito: 0, medioPago: '01', clasificacion: 'producto', cabys: null, modoivaIncluido: true, editarServicios: false, editarPrecios: false, modoLibre: true, codigo: '01', codigoTarifa: '08', tarifa: '13', codigoMoneda: { id: 'CRC', value: 'CRC', simbolo: SIMBOLOS_MONEDA.CRC, tipoCambio: '1' }, unidadMedida: 'Unid' },
      expect.objectContaining({ documento: '09', tarifa: '0', codigoTarifa: '01', codigoMoneda: { id: 'USD', value: 'USD', simbolo: '$', tipoCambio: null } }),
    ]);
    // nothing secret in any answer
    const again = await h.gql(READ_CONFIG, {}, a.token);
    const text = JSON.stringify([r, again]);
    expect(text).not.toContain('clave-secreta-atv');
    expect(text).not.toContain(cert.p12.toString('base64').slice(0, 40));
    expect(text).not.toContain('"4321"');
    // the invoice parameters say it can invoice
    const p = await h.gql<{ Emisor: { readParametros: { puedeFacturar: boolean; certificadoDiasRestantes: number; local: unknown[] } } }>(PARAMETROS, { e: a.emisor }, a.token);
    expect(p.data!.Emisor.readParametros).toMatchObject({ puedeFacturar: true, certificadoDiasRestantes: 730, local: [{ numero: 1, codigo: '001', terminal: [{ numero: 1, codigo: '00001' }] }] });
    // and the documents service gets the same .p12 back
    const ef = await cargar(a.emisor);
    expect(ef.certificado!.p12.equals(cert.p12)).toBe(true);
    expect(ef.atv!.password).toBe('clave-secreta-atv');
  });

  it('keeps secrets, branches and activities that are not sent; "true" as certificate means unchanged; ignored fields are ignored', async () => {
    const a = await signup(h);
    const first = await h.gql<{ Emisor: { create: Config } }>(CREATE, { i: entradaCompleta(cert.p12, cert.pin) }, a.token);
    const sucursalId = first.data!.Emisor.create.local[0]!.id;
    const r = await h.gql<{ Emisor: { create: Config } }>(CREATE, {
      i: { nombre: 'Comercial Prueba Dos S.A.', certificadoATV: 'true', img: 'logo.png', certificadoExpiracion: '2020-01-01T00:00:00Z', notification: { orderEmail: 'x@y.cr' } },
    }, a.token);
    expect(r.errors).toBeUndefined();
    expect(r.data!.Emisor.create).toMatchObject({ nombre: 'Comercial Prueba Dos S.A.', tieneCertificado: true, tienePasswordATV: true, identificacion: { numero: '3101123456' }, notification: { orderEmail: null }, pendientes: [] });
    expect(r.data!.Emisor.create.local[0]!.id).toBe(sucursalId);
    expect((r.data!.Emisor.create.codigoActividad as unknown[]).length).toBe(2);
    // null clears an optional field
    const c = await h.gql<{ Emisor: { create: Config } }>(CREATE, { i: { nombre: 'Comercial Prueba Dos S.A.', telefono: null, nombreComercial: null } }, a.token);
    expect(c.data!.Emisor.create).toMatchObject({ telefono: null, nombreComercial: null });
    // branches: ids kept for numbers that stay, new ones get ids; numbers unique
    const terminalId = first.data!.Emisor.create.local[0]!.terminal[0]!.id;
    const s = await h.gql<{ Emisor: { create: Config } }>(CREATE, {
      i: { nombre: 'Comercial Prueba Dos S.A.', local: [{ id: sucursalId, numero: 1, terminal: [{ id: terminalId, numero: 1 }, { numero: 2, nombre: 'Caja 2' }] }, { numero: 2, nombre: 'Heredia', terminal: [{ numero: 1 }] }] },
    }, a.token);
    expect(s.data!.Emisor.create.local.map((x) => [x.codigo, x.terminal.map((t) => t.codigo)])).toEqual([['001', ['00001', '00002']], ['002', ['00001']]]);
    expect(s.data!.Emisor.create.local[0]!.terminal[0]!.id).toBe(terminalId);
  });
});

describe('bad input is refused on the right field, in Spanish', () => {
  const casos: [string, Record<string, unknown>, { field: string; message?: string | RegExp }][] = [
    ['short name', { nombre: 'Ana' }, { field: 'nombre', message: 'El nombre o razón social debe tener de 5 a 100 caracteres.' }],
    ['bad cédula', { identificacion: { tipo: '02', numero: '12345' } }, { field: 'identificacion.numero', message: 'El número de identificación no tiene el formato de su tipo.' }],
    ['unknown id type', { identificacion: { tipo: '09', numero: '3101123456' } }, { field: 'identificacion.tipo', message: 'El tipo de identificación no es válido.' }],
    ['foreign id for the issuer', { identificacion: { tipo: '05', numero: 'AB123' } }, { field: 'identificacion.tipo' }],
    ['province 9', { ubicacion: { provincia: '9', canton: '01', distrito: '01', otrasSenas: 'Centro' } }, { field: 'ubicacion.provincia', message: 'La provincia debe ser un código del 1 al 7.' }],
    ['canton not in the province', { ubicacion: { provincia: '1', canton: '99', distrito: '01', otrasSenas: 'Centro' } }, { field: 'ubicacion.canton', message: 'El cantón 99 no existe en la provincia 1.' }],
    ['district not in the canton', { ubicacion: { provincia: '1', canton: '01', distrito: '12', otrasSenas: 'Centro' } }, { field: 'ubicacion.distrito', message: 'El distrito 12 no existe en el cantón 101.' }],
    ['short otras señas', { ubicacion: { provincia: '1', canton: '01', distrito: '01', otrasSenas: 'ab' } }, { field: 'ubicacion.otrasSenas', message: 'Otras señas debe tener de 5 a 250 caracteres.' }],
    ['7-digit phone', { telefono: { numTelefono: '2222333' } }, { field: 'telefono.numTelefono', message: 'El teléfono de Costa Rica debe tener 8 dígitos.' }],
    ['bad e-mail', { correoElectronico: 'no-es-correo' }, { field: 'correoElectronico', message: 'El correo electrónico no es válido.' }],
    ['5-digit activity', { codigoActividad: [{ documento: '01', codigoActividad: '52120' }] }, { field: 'codigoActividad.0.codigoActividad', message: 'El código de actividad económica debe tener 6 dígitos.' }],
    ['repeated document', { codigoActividad: [{ documento: '01', codigoActividad: '521201' }, { documento: '01', codigoActividad: '521202' }] }, { field: 'codigoActividad.1.documento' }],
    ['unknown document', { codigoActividad: [{ documento: '77', codigoActividad: '521201' }] }, { field: 'codigoActividad.0.documento', message: 'El tipo de documento 77 no existe.' }],
    ['rate and code disagree', { codigoActividad: [{ documento: '01', codigoActividad: '521201', tarifa: '13', codigoTarifa: '04' }] }, { field: 'codigoActividad.0.tarifa' }],
    ['unknown currency', { codigoActividad: [{ documento: '01', codigoActividad: '521201', codigoMoneda: 'XXX' }] }, { field: 'codigoActividad.0.codigoMoneda' }],
    ['bad classification', { codigoActividad: [{ documento: '01', codigoActividad: '521201', clasificacion: 'mercancía' }] }, { field: 'codigoActividad.0.clasificacion' }],
    ['branch 1000', { local: [{ numero: 1000, terminal: [{ numero: 1 }] }] }, { field: 'local.0.numero', message: 'La sucursal debe ser un número entre 1 y 999.' }],
    ['branch without terminal', { local: [{ numero: 1, terminal: [] }] }, { field: 'local.0.terminal' }],
    ['repeated terminal', { local: [{ numero: 1, terminal: [{ numero: 1 }, { numero: 1 }] }] }, { field: 'local.0.terminal.1.numero' }],
    ['certificate that is not base64', { certificadoATV: '%%%', pin: '1' }, { field: 'certificadoATV' }],
    ['certificate without PIN', { certificadoATV: 'QUJD'.repeat(40) }, { field: 'pin', message: 'Escribe el PIN de la llave criptográfica.' }],
    ['PIN without any certificate', { pin: '1234' }, { field: 'certificadoATV' }],
  ];
  it.each(casos)('%s', async (_name, extra, expected) => {
    const a = await signup(h);
    const r = await h.gql(CREATE, { i: { nombre: 'Comercial Prueba S.A.', ...extra } }, a.token);
    const e = errorOf(r);
    expect(e.code).toBe('BAD_USER_INPUT');
    expect(e.field).toBe(expected.field);
    if (expected.message) expect(e.message).toMatch(expected.message);
  });
});

const SET_CERT = `mutation($c: String!, $p: String!, $id: ID) { Emisor { setCertificado(_id: $id, certificado: $c, pin: $p) { sujeto emitidoPor identificacion coincideIdentificacion inicio expiracion diasRestantes porVencer vencido } } }`;

describe('the .p12 certificate', () => {
  it('uploads with its PIN and returns subject, expiry and days left; a wrong PIN, a non-RSA key or an expired certificate are refused', async () => {
    const a = await signup(h);
    const ok = await h.gql<{ Emisor: { setCertificado: Record<string, unknown> } }>(SET_CERT, { c: cert.p12.toString('base64'), p: cert.pin }, a.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.Emisor.setCertificado).toMatchObject({ identificacion: '3101123456', coincideIdentificacion: true, diasRestantes: 730, porVencer: false, vencido: false });
    expect(ok.data!.Emisor.setCertificado.sujeto).toContain('SERIALNUMBER=CPJ-3101123456');
    expect(ok.data!.Emisor.setCertificado.emitidoPor).toContain('CA JIT PRUEBAS');

    expect(errorOf(await h.gql(SET_CERT, { c: cert.p12.toString('base64'), p: '0000' }, a.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'pin',
      message: 'El PIN de la llave criptográfica (.p12) no es correcto.',
    });
    const vencido = generateTestCertificate({ pin: '1', now: h.clock.now, notBefore: new Date('2024-01-01'), notAfter: new Date('2025-01-01'), ca: { certPem: cert.caCertPem, keyPem: cert.caKeyPem } });
    expect(errorOf(await h.gql(SET_CERT, { c: vencido.p12.toString('base64'), p: '1' }, a.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'certificado',
      message: expect.stringMatching(/^El certificado de firma venció el 2025-01-01/),
    });
    expect(errorOf(await h.gql(SET_CERT, { c: ecP12().toString('base64'), p: 'ec' }, a.token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'certificado',
      message: expect.stringMatching(/no RSA: Hacienda solo acepta firmas RSA-SHA256/),
    });
    expect(errorOf(await h.gql(SET_CERT, { c: Buffer.from('no soy un p12 '.repeat(20)).toString('base64'), p: '1' }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'certificado' });
    // the refused ones changed nothing
    const c = await h.gql<{ Emisor: { readConfig: Config } }>(READ_CONFIG, {}, a.token);
    expect(c.data!.Emisor.readConfig.certificado).toMatchObject({ diasRestantes: 730 });
  });

  it('warns at 7 days or fewer (DECISIONS #3), and an expired certificate blocks invoicing', async () => {
    const a = await signup(h);
    const corto = generateTestCertificate({ pin: '1', identificacion: '3101999999', now: h.clock.now, notAfter: new Date(h.clock.now.getTime() + 7 * 86_400_000), ca: { certPem: cert.caCertPem, keyPem: cert.caKeyPem } });
    const r = await h.gql<{ Emisor: { setCertificado: Record<string, unknown> } }>(SET_CERT, { c: corto.p12.toString('base64'), p: '1' }, a.token);
    expect(r.data!.Emisor.setCertificado).toMatchObject({ diasRestantes: 7, porVencer: true, vencido: false });
    // with another identification configured, the certificate is flagged as not matching
    await h.gql(CREATE, { i: { nombre: 'Comercial Prueba S.A.', identificacion: { tipo: '02', numero: '3101123456' } } }, a.token);
    const c = await h.gql<{ Emisor: { readConfig: Config } }>(READ_CONFIG, {}, a.token);
    expect(c.data!.Emisor.readConfig.certificado).toMatchObject({ coincideIdentificacion: false, identificacion: '3101999999' });
    // ...and such a key blocks issuing exactly as a missing one, even in the sandbox, with the reason
    const otra = 'La llave criptográfica es de otra identificación (3101999999), no de la del emisor (3101123456): Hacienda rechazaría los documentos. Cargue la llave de su identificación.';
    expect(c.data!.Emisor.readConfig.pendientes).toContain(otra);
    const pp = await h.gql<{ Emisor: { readParametros: { puedeFacturar: boolean; puedeEmitir: boolean; bloqueos: string[] } } }>(
      `query { Emisor { readParametros { puedeFacturar puedeEmitir modoPrueba bloqueos } } }`,
      {},
      a.token,
    );
    expect(pp.data!.Emisor.readParametros).toEqual({ puedeFacturar: false, puedeEmitir: false, modoPrueba: true, bloqueos: [otra] });
    const emitir = await h.gql(
      `mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }`,
      { i: { documento: '04', detalleServicio: { lineaDetalle: [{ detalle: 'Servicio', cantidad: '1', precioUnitario: '100', codigoCABYS: '8313100000200' }] } } },
      a.token,
    );
    expect(errorOf(emitir)).toMatchObject({ code: 'BAD_USER_INPUT', message: `No se puede emitir todavía: ${otra}` });
    const saved = h.clock.now;
    try {
      h.clock.now = new Date(saved.getTime() + 8 * 86_400_000);
      const again = await signIn(a.email, a.password);
      const p = await h.gql<{ Emisor: { readParametros: { pendientes: string[]; certificadoDiasRestantes: number } } }>(PARAMETROS, {}, again);
      expect(p.data!.Emisor.readParametros.certificadoDiasRestantes).toBe(0);
      expect(p.data!.Emisor.readParametros.pendientes.some((x) => x.startsWith('El certificado de firma venció el'))).toBe(true);
      const cc = await h.gql<{ Emisor: { readConfig: Config } }>(READ_CONFIG, {}, again);
      expect(cc.data!.Emisor.readConfig.certificado).toMatchObject({ vencido: true, porVencer: false });
    } finally {
      h.clock.now = saved;
    }
  });
});

/** A .p12 with an EC key, made with openssl (forge writes RSA only). */
function ecP12(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'jit-ec-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'), '-days', '30', '-subj', '/CN=EC PRUEBA'], { stdio: 'ignore' });
    execFileSync('openssl', ['pkcs12', '-export', '-inkey', join(dir, 'k.pem'), '-in', join(dir, 'c.pem'), '-out', join(dir, 'x.p12'), '-passout', 'pass:ec', '-keypbe', 'PBE-SHA1-3DES', '-certpbe', 'PBE-SHA1-3DES', '-macalg', 'sha1'], { stdio: 'ignore' });
    return readFileSync(join(dir, 'x.p12'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signIn(email: string, password: string): Promise<string> {
  const r = await h.gql<{ User: { login: { token: string } } }>(`mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }`, { c: { email, password } });
  return r.data!.User.login.token;
}

describe('notifications, payment links, printers and modules', () => {
  it('sets and reads the order notifications', async () => {
    const a = await signup(h);
    const r = await h.gql(`mutation { Emisor { setNotification(notification: { orderEmail: "Pedidos@Tienda.cr", orderSMS: "8888-7777" }) { orderEmail orderSMS } } }`, {}, a.token);
    expect(r.data).toEqual({ Emisor: { setNotification: { orderEmail: 'pedidos@tienda.cr', orderSMS: '88887777' } } });
    expect((await h.gql(`query { Emisor { readNotification { orderEmail orderSMS } } }`, {}, a.token)).data).toEqual({ Emisor: { readNotification: { orderEmail: 'pedidos@tienda.cr', orderSMS: '88887777' } } });
    expect(errorOf(await h.gql(`mutation { Emisor { setNotification(notification: { orderSMS: "12" }) { orderSMS } } }`, {}, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'notification.orderSMS' });
  });

  it('replaces the payment links; the ONVO secret is kept encrypted, never returned, and survives a save without it', async () => {
    const a = await signup(h);
    const SET = `mutation($l: [EmisorLinkInput!]!) { Emisor { setLinks(links: $l) { name enablePaymentLink paymentUrl paymentType tieneOnvoSecret enableNewCustomerLink newCustomerUrl } } }`;
    const r = await h.gql(SET, { l: [{ name: 'Tienda', enablePaymentLink: true, onvoSecret: 'onvo_sk_secreto', paymentRedirectUrl: 'https://tienda.cr/gracias' }, { name: 'Clientes', enableNewCustomerLink: true, newCustomerUrl: 'https://tienda.cr/nuevo' }] }, a.token);
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      Emisor: {
        setLinks: [
          { name: 'Tienda', enablePaymentLink: true, paymentUrl: null, paymentType: 'ONVO', tieneOnvoSecret: true, enableNewCustomerLink: false, newCustomerUrl: null },
          { name: 'Clientes', enablePaymentLink: false, paymentUrl: null, paymentType: 'ONVO', tieneOnvoSecret: false, enableNewCustomerLink: true, newCustomerUrl: 'https://tienda.cr/nuevo' },
        ],
      },
    });
    await h.gql(SET, { l: [{ name: 'tienda', enablePaymentLink: true }] }, a.token);
    const byName = await h.gql(`query { Emisor { readLinkByName(link: "TIENDA") { name tieneOnvoSecret paymentType } } }`, {}, a.token);
    expect(byName.data).toEqual({ Emisor: { readLinkByName: { name: 'tienda', tieneOnvoSecret: true, paymentType: 'ONVO' } } });
    expect((await h.gql(`query { Emisor { readLinkByName(link: "otro") { name } } }`, {}, a.token)).data).toEqual({ Emisor: { readLinkByName: null } });
    const all = await h.gql(`query { Emisor { readLinks { name } } }`, {}, a.token);
    expect(all.data).toEqual({ Emisor: { readLinks: [{ name: 'tienda' }] } });
    expect(JSON.stringify([r, byName, all])).not.toContain('onvo_sk_secreto');
    expect(errorOf(await h.gql(SET, { l: [{ name: 'A' }, { name: 'a' }] }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'links.1.name' });
    expect(errorOf(await h.gql(SET, { l: [{ name: 'A', paymentUrl: 'no es url' }] }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'links.0.paymentUrl' });
    expect(errorOf(await h.gql(SET, { l: [{ name: 'B', enablePaymentLink: true }] }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'links.0.paymentUrl' });
  });

  it('replaces the printers, with one default at most and a network address for network printers', async () => {
    const a = await signup(h);
    const SET = `mutation($p: [PrinterInput!]!) { Emisor { setPrinter(printer: $p) { id nombre uso conexion direccion anchoPapel copias abrirGaveta predeterminada } } }`;
    const r = await h.gql<{ Emisor: { setPrinter: { id: string }[] } }>(SET, { p: [{ nombre: 'Caja', predeterminada: true, abrirGaveta: true }, { nombre: 'Cocina', uso: ['comanda'], conexion: 'RED', direccion: '192.168.1.50:9100', anchoPapel: 58 }] }, a.token);
    expect(r.data!.Emisor.setPrinter).toMatchObject([
      { nombre: 'Caja', uso: ['FACTURA'], conexion: 'NAVEGADOR', direccion: null, anchoPapel: 80, copias: 1, abrirGaveta: true, predeterminada: true },
      { nombre: 'Cocina', uso: ['COMANDA'], conexion: 'RED', direccion: '192.168.1.50:9100', anchoPapel: 58, predeterminada: false },
    ]);
    const id = r.data!.Emisor.setPrinter[0]!.id;
    const again = await h.gql<{ Emisor: { setPrinter: { id: string }[] } }>(SET, { p: [{ id, nombre: 'Caja principal' }] }, a.token);
    expect(again.data!.Emisor.setPrinter[0]!.id).toBe(id);
    expect(errorOf(await h.gql(SET, { p: [{ nombre: 'Red', conexion: 'RED' }] }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'printer.0.direccion' });
    expect(errorOf(await h.gql(SET, { p: [{ nombre: 'A', predeterminada: true }, { nombre: 'B', predeterminada: true }] }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'printer.1.predeterminada', message: 'Solo una impresora puede ser la predeterminada.' });
    expect(errorOf(await h.gql(SET, { p: [{ nombre: 'A', uso: ['TODO'] }] }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'printer.0.uso' });
    expect(errorOf(await h.gql(SET, { p: [{ nombre: 'A', anchoPapel: 100 }] }, a.token))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'printer.0.anchoPapel' });
  });

  it('switches only the modules given; the invoice parameters and the access rules follow', async () => {
    const a = await signup(h);
    const r = await h.gql(`mutation { Emisor { setModules(bulkBillingModule: true, restaurantModule: false) { bulkBillingModule restaurantModule billingModule } } }`, {}, a.token);
    expect(r.data).toEqual({ Emisor: { setModules: { bulkBillingModule: true, restaurantModule: false, billingModule: true } } });
    const p = await h.gql<{ Emisor: { readParametros: { bulkBillingModule: boolean } } }>(PARAMETROS, {}, a.token);
    expect(p.data!.Emisor.readParametros.bulkBillingModule).toBe(true);
    const c = await h.gql<{ Emisor: { readConfig: { modulos: Record<string, boolean> } } }>(READ_CONFIG, {}, a.token);
    expect(c.data!.Emisor.readConfig.modulos).toEqual({ billingModule: true, bulkBillingModule: true });
  });
});

describe('another issuer, sub-users and the public domain page', () => {
  it('refuses every _id / emisor naming another issuer with FORBIDDEN', async () => {
    const a = await signup(h);
    const b = await signup(h);
    const ops: [string, Record<string, unknown>][] = [
      [READ_CONFIG, { id: b.emisor }],
      [PARAMETROS, { e: b.emisor }],
      [`query($id: ID) { Emisor { readNotification(_id: $id) { orderEmail } } }`, { id: b.emisor }],
      [`query($id: ID) { Emisor { readLinks(_id: $id) { name } } }`, { id: b.emisor }],
      [`query($id: ID) { Emisor { readLinkByName(link: "x", _id: $id) { name } } }`, { id: b.emisor }],
      [`mutation($id: ID) { Emisor { setNotification(_id: $id, notification: {}) { orderEmail } } }`, { id: b.emisor }],
      [`mutation($id: ID) { Emisor { setLinks(_id: $id, links: []) { name } } }`, { id: b.emisor }],
      [`mutation($id: ID) { Emisor { setPrinter(_id: $id, printer: []) { id } } }`, { id: b.emisor }],
      [`mutation($id: ID) { Emisor { setModules(emisor: $id, crmModule: false) { crmModule } } }`, { id: b.emisor }],
      [SET_CERT, { id: b.emisor, c: cert.p12.toString('base64'), p: cert.pin }],
    ];
    for (const [q, v] of ops) expect(errorOf(await h.gql(q, v, a.token))).toMatchObject({ code: 'FORBIDDEN', message: 'No puedes operar sobre otro emisor.' });
    // and b's modules are untouched
    const mods = await h.gql<{ Emisor: { readConfig: { modulos: Record<string, boolean> } } }>(`query { Emisor { readConfig { modulos { crmModule } } } }`, {}, b.token);
    expect(mods.data!.Emisor.readConfig.modulos.crmModule).toBe(true);
  });

  it('needs a session; a sub-user without /admin/datosatv reads the parameters but cannot change the settings', async () => {
    expect(errorOf(await h.gql(PARAMETROS, {})).code).toBe('UNAUTHENTICATED');
    const owner = await signup(h);
    const email = `cajero.${owner.emisor.slice(-8)}@prueba.cr`;
    const role = await h.gql<{ Role: { create: { _id: string } } }>(`mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }`, { i: { name: 'Caja', events: [{ name: 'Facturación', group: [{ path: '/facturacion/facturar', check: true }] }] } }, owner.token);
    await h.gql(`mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }`, { i: { email, fullname: 'Cajero Prueba', password: 'Clave2026!', roles: [{ _id: role.data!.Role.create._id, check: true }] } }, owner.token);
    const sub = await signIn(email, 'Clave2026!');
    expect((await h.gql(PARAMETROS, {}, sub)).errors).toBeUndefined();
    expect(errorOf(await h.gql(CREATE, { i: { nombre: 'Comercial Prueba S.A.' } }, sub)).code).toBe('FORBIDDEN');
    expect(errorOf(await h.gql(READ_CONFIG, {}, sub)).code).toBe('FORBIDDEN');
    expect(errorOf(await h.gql(`mutation { Emisor { setModules(crmModule: false) { crmModule } } }`, {}, sub)).code).toBe('FORBIDDEN');
  });

  it('readEmisorByDomain is public: the issuer of a custom domain, or null', async () => {
    const a = await signup(h);
    const domain = `tienda-${a.emisor.slice(-8)}`;
    await h.gql(`mutation($d: DomainInput!) { User { setDomain(input: $d) { domain } } }`, { d: { domain } }, a.token);
    await h.gql(CREATE, { i: { nombre: 'Tienda de Dominio S.A.', nombreComercial: 'La Tienda' } }, a.token);
    const r = await h.gql(`query($d: String!) { Emisor { readEmisorByDomain(domain: $d) { id nombre nombreComercial accountingModule } } }`, { d: domain.toUpperCase() });
    expect(r.data).toEqual({ Emisor: { readEmisorByDomain: { id: a.emisor, nombre: 'Tienda de Dominio S.A.', nombreComercial: 'La Tienda', accountingModule: false } } });
    expect((await h.gql(`query { Emisor { readEmisorByDomain(domain: "no-existe") { id } } }`, {})).data).toEqual({ Emisor: { readEmisorByDomain: null } });
  });
});

const CHECK = `query($u: String, $p: String) { Emisor { checkToken(username: $u, password: $p) { ok message ambiente } } }`;

describe('Emisor.checkToken', () => {
  it('against the local simulator by default: any user with a password; the stored ones when none are given', async () => {
    const a = await signup(h);
    const r = await h.gql(CHECK, { u: 'cpf-01-0234-0567@stag.comprobanteselectronicos.go.cr', p: 'x' }, a.token);
    expect(r.data).toEqual({ Emisor: { checkToken: { ok: true, message: 'Hacienda aceptó el usuario y la contraseña de ATV.', ambiente: 'simulador' } } });
    expect(errorOf(await h.gql(CHECK, {}, a.token))).toEqual({ code: 'BAD_USER_INPUT', field: 'username', message: 'Escribe el usuario de ATV.' });
    expect(errorOf(await h.gql(CHECK, { u: 'alguien' }, a.token))).toEqual({ code: 'BAD_USER_INPUT', field: 'password', message: 'Escribe la contraseña de ATV.' });
    await h.gql(CREATE, { i: { nombre: 'Comercial Prueba S.A.', usernameATV: 'guardado@stag', passwordATV: 'guardada' } }, a.token);
    expect((await h.gql(CHECK, {}, a.token)).data).toMatchObject({ Emisor: { checkToken: { ok: true } } });
  });

  it('against a configured token server: a refused password is BAD_USER_INPUT on password; an unreachable one is ok false', async () => {
    const sim = await startSimulator({ usuarios: { 'cpj-3-101-123456@stag': 'correcta' } });
    const h2 = await startHarness({ HACIENDA_TOKEN_URL: sim.tokenUrl });
    try {
      const a = await signup(h2);
      const ok = await h2.gql(CHECK, { u: 'cpj-3-101-123456@stag', p: 'correcta' }, a.token);
      expect(ok.data).toEqual({ Emisor: { checkToken: { ok: true, message: 'Hacienda aceptó el usuario y la contraseña de ATV.', ambiente: 'pruebas' } } });
      expect(errorOf(await h2.gql(CHECK, { u: 'cpj-3-101-123456@stag', p: 'otra' }, a.token))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'password',
        message: 'Hacienda rechazó el usuario o la contraseña de ATV (Invalid user credentials).',
      });
      sim.caida(true);
      const down = await h2.gql<{ Emisor: { checkToken: { ok: boolean; message: string } } }>(CHECK, { u: 'cpj-3-101-123456@stag', p: 'correcta' }, a.token);
      expect(down.data!.Emisor.checkToken.ok).toBe(false);
      expect(down.data!.Emisor.checkToken.message).toMatch(/^No se pudo comunicar con Hacienda/);
    } finally {
      await h2.close();
      await sim.close();
    }
  });
});

describe('demo data', () => {
  it('gives the demo issuer a configuration that can invoice right away, and receivers to find', async () => {
    // the modules' faces give their seeders, the issuer's before the receivers' (factura's last)
    const seeders = demoSeeders();
    expect(seeders.indexOf(seedEmisorDemo)).toBeGreaterThanOrEqual(0);
    expect(seeders.indexOf(seedReceptoresDemo)).toBeGreaterThan(seeders.indexOf(seedEmisorDemo));
    const a = await signup(h);
    await withTenant(h.database.db, a.emisor, async (tx) => {
      await seedEmisorDemo(tx, { emisorId: a.emisor, now: h.clock.now });
      await seedReceptoresDemo(tx, { emisorId: a.emisor, now: h.clock.now });
    });
    // signup names the issuer after the person ('Ana Prueba'): give it a proper business name
    await h.gql(CREATE, { i: { nombre: 'Comercial Demo JIT S.A.' } }, a.token);
    const p = await h.gql<{ Emisor: { readParametros: { puedeFacturar: boolean; pendientes: string[]; codigoActividad: { documento: string }[] } } }>(PARAMETROS, {}, a.token);
    expect(p.data!.Emisor.readParametros.pendientes).toEqual([]);
    expect(p.data!.Emisor.readParametros.codigoActividad.map((x) => x.documento)).toEqual(['01', '04', '09', '99']);
    expect((await h.gql(CHECK, {}, a.token)).data).toMatchObject({ Emisor: { checkToken: { ok: true, ambiente: 'simulador' } } });
    const ef = await cargar(a.emisor);
    expect(loadP12(ef.certificado!.p12, ef.certificado!.pin, { now: h.clock.now }).subject).toContain('CPJ-3101123456');
    expect(terminalExiste(ef, 1, 1)).toBe(true);
    const r = await h.gql(`query { Receptor { readByNombreIdentificacion(nid: "3101654321") { nombre } } }`, {}, a.token);
    expect(r.data).toEqual({ Receptor: { readByNombreIdentificacion: [{ nombre: 'Distribuidora La Central S.A.' }] } });
  });
});
