// The issuer's invoicing settings: what the documents service loads to issue and sign, the
// /admin/datosatv operations, secrets that never come back out, and another issuer's ids.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTestCertificate, loadP12 } from '@jit/hacienda';
import { emisorConfig } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/types.js';
import { withTenant } from '../src/db/tenant.js';
import { cifrar, secretsKey } from '../src/modules/emisor/cifrado.js';
import { actividadPara, loadEmisorFacturacion, motivoNoFacturar, terminalExiste } from '../src/modules/emisor/facturacion.js';
import { signup, startHarness, type Harness } from './harness.js';

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
