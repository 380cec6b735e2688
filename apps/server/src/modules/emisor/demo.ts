// Demo data of `npm start`: the demo issuer gets a complete invoicing configuration so it can
// issue right away against the Hacienda simulator: a valid cédula jurídica, location, activity
// settings for 01/04/09/99, branch 001 with terminal 00001, ATV credentials (the simulator accepts
// any user with a non-empty password) and a test .p12 generated now (never committed).
import { generateTestCertificate } from '@jit/hacienda';
import { emisorConfig } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { abrirP12 } from './certificado.js';
import { cifrar, secretsKey } from './cifrado.js';
import { actividad, sucursalPorDefecto } from './inputs.js';

export const DEMO_EMISOR = {
  identificacion: { tipo: '02', numero: '3101123456' },
  usuarioAtv: 'cpj-3-101-123456@stag.comprobanteselectronicos.go.cr',
  passwordAtv: 'DemoATV2026!',
  pin: '1234',
  codigoActividad: '521201',
};

/** Writes the demo issuer's configuration (inside the demo seeding transaction). */
export async function seedEmisorDemo(tx: Tx, ctx: { emisorId: string; now: Date }): Promise<void> {
  const { emisorId, now } = ctx;
  const cert = generateTestCertificate({
    pin: DEMO_EMISOR.pin,
    identificacion: DEMO_EMISOR.identificacion.numero,
    nombre: 'COMERCIAL DEMO JIT SOCIEDAD ANONIMA',
    now,
  });
  const datos = abrirP12(cert.p12, cert.pin, now, { certificado: 'certificadoATV', pin: 'pin' });
  const key = await secretsKey(tx);
  const act = (documento: string, extra: { codigoMoneda?: string; clasificacion?: string } = {}) =>
    actividad({ documento, codigoActividad: DEMO_EMISOR.codigoActividad, ...extra }, 'codigoActividad');
  await tx
    .insert(emisorConfig)
    .values({
      emisorId,
      identificacionTipo: DEMO_EMISOR.identificacion.tipo,
      identificacionNumero: DEMO_EMISOR.identificacion.numero,
      ubicacion: { provincia: '1', canton: '01', distrito: '08', otrasSenas: 'Sabana Norte, 200 metros oeste del ICE, edificio Demo JIT' },
      telefono: { codigoPais: '506', numTelefono: '22223333' },
      correoElectronico: 'facturas@demo.jit.cr',
      usuarioAtv: DEMO_EMISOR.usuarioAtv,
      passwordAtvEnc: cifrar(key, emisorId, 'password-atv', DEMO_EMISOR.passwordAtv),
      certificadoEnc: cifrar(key, emisorId, 'certificado', cert.p12),
      pinEnc: cifrar(key, emisorId, 'pin', cert.pin),
      certificadoInicio: datos.inicio,
      certificadoExpiracion: datos.expiracion,
      certificadoSujeto: datos.sujeto,
      certificadoEmisor: datos.emitidoPor,
      sucursales: sucursalPorDefecto(),
      actividades: [act('01'), act('04'), act('09', { codigoMoneda: 'USD' }), act('99')],
      notification: { orderEmail: 'pedidos@demo.jit.cr', orderSMS: null },
      links: [
        {
          name: 'principal',
          enablePaymentLink: false,
          paymentUrl: null,
          paymentRedirectUrl: null,
          paymentType: 'ONVO',
          onvoSecretEnc: null,
          enableNewCustomerLink: false,
          newCustomerUrl: null,
        },
      ],
      printers: [
        { id: '0190a000-0000-7000-8000-000000000001', nombre: 'Caja', uso: ['FACTURA', 'TIQUETE'], conexion: 'NAVEGADOR', direccion: null, anchoPapel: 80, copias: 1, abrirGaveta: false, predeterminada: true },
      ],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
