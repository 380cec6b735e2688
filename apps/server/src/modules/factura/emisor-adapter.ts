// What issuing needs to know about the issuer: identity and location for the XML, activity
// settings per document type, branches and terminals, the signing key, the ATV credentials and
// the module flags — from the emisor module's loadEmisorFacturacion.
//
// When Hacienda is the local simulator (no HACIENDA_TOKEN_URL), what the issuer has not
// configured yet gets a sandbox stand-in (a test identification derived from the issuer id, San
// José, the owner's e-mail, branch 1 / terminal 1, a test certificate and ATV user), so a fresh
// account can issue at once in development, tests and the demo. Against the real Hacienda a
// missing piece is the emisor module's Spanish refusal (motivoNoFacturar).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Profile } from '@jit/domain';
import {
  usuario,
  type ActividadConfig,
  type Modulos,
  type SucursalConfig,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { actividadPorDefecto, loadEmisorFacturacion, motivoNoFacturar } from '../emisor/index.js';

/** The issuer as issuing sees it: the emisor module's configuration with the sandbox's stand-ins. */
export type EmisorEmision = {
  emisorId: string;
  nombre: string;
  nombreComercial: string | null;
  identificacion: { tipo: string; numero: string };
  ubicacion: {
    provincia: string;
    canton: string;
    distrito: string;
    barrio?: string | null;
    otrasSenas: string;
  };
  telefono: { codigoPais: string; numTelefono: string } | null;
  correoElectronico: string;
  sucursales: SucursalConfig[];
  actividades: ActividadConfig[];
  /** The decrypted .p12 and its PIN; null: the sandbox's test certificate. */
  certificado: { p12: Buffer; pin: string; expiracion: Date | null } | null;
  atv: { usuario: string; clave: string } | null;
  modulos: Modulos;
  profile: Profile;
  /** Pieces the sandbox filled in. */
  sandbox: string[];
  /** Why this document cannot be issued (in the sandbox only what is configured wrong), or null. */
  motivoNoEmitir(documento: string, hacienda: boolean): string | null;
};

/** A stable 10-digit cédula jurídica (3-101-…) for an issuer that has not configured one (sandbox only). */
export function identificacionSandbox(emisorId: string): string {
  const h = createHash('sha256').update(emisorId).digest();
  return `3101${String(h.readUInt32BE(0) % 1_000_000).padStart(6, '0')}`;
}

/**
 * The issuer's invoicing data. `hacienda` says whether the document goes to Hacienda (internal
 * documents need no certificate or ATV user).
 */
export async function cargarEmisor(
  tx: Tx,
  emisorId: string,
  opts: { sandbox: boolean; now: Date },
): Promise<EmisorEmision> {
  const ef = await loadEmisorFacturacion(tx, emisorId, opts.now);
  const sandbox: string[] = [];
  const fill = <T>(value: T | null, name: string, stand: () => T): T => {
    if (value !== null && value !== undefined) return value;
    sandbox.push(name);
    return stand();
  };
  let correo = ef.correoElectronico;
  if (!correo) {
    const [owner] = await tx
      .select({ email: usuario.email })
      .from(usuario)
      .where(eq(usuario.isOwner, true))
      .limit(1);
    correo = owner?.email ?? 'sin-correo@jit.local';
    sandbox.push('correoElectronico');
  }
  return {
    emisorId,
    nombre:
      ef.nombre.trim().length >= 5
        ? ef.nombre.trim()
        : `${ef.nombre.trim()} (emisor)`.padEnd(5, '.'),
    nombreComercial:
      ef.nombreComercial && ef.nombreComercial.trim().length >= 3
        ? ef.nombreComercial.trim()
        : null,
    identificacion: fill(ef.identificacion, 'identificacion', () => ({
      tipo: '02',
      numero: identificacionSandbox(emisorId),
    })),
    ubicacion: fill(ef.ubicacion, 'ubicacion', () => ({
      provincia: '1',
      canton: '01',
      distrito: '01',
      otrasSenas: 'Dirección de pruebas (configure la ubicación del emisor)',
    })),
    telefono: ef.telefono?.numTelefono ? ef.telefono : null,
    correoElectronico: correo,
    sucursales: ef.sucursales.length
      ? ef.sucursales
      : fill(null, 'sucursales', () => [
          { id: 'sandbox', numero: 1, terminales: [{ id: 'sandbox', numero: 1 }] },
        ]),
    actividades: ef.actividades,
    certificado: ef.certificado ?? (sandbox.push('certificado'), null),
    atv: ef.atv ? { usuario: ef.atv.username, clave: ef.atv.password } : null,
    modulos: ef.modulos,
    profile: ef.profile,
    sandbox,
    motivoNoEmitir: (documento, hacienda) => motivoNoFacturar(ef, { documento, hacienda, sandbox: opts.sandbox }),
  };
}

/** The activity settings for a document type (spec 3 §3), or the spec's defaults. */
export function actividadDe(e: EmisorEmision, documento: string): ActividadConfig {
  const found =
    e.actividades.find((a) => a.documento === documento) ??
    e.actividades.find((a) => a.documento === '01') ??
    e.actividades[0];
  return found ?? actividadPorDefecto(documento);
}
