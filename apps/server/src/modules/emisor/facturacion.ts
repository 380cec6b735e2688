// What the documents service needs from the issuer to issue, sign and send: identity in the
// shape of @jit/hacienda's Emisor, activity settings per document, branches/terminals, the
// decrypted .p12 with its PIN and the ATV credentials, and the module flags. Readers work for an
// issuer that is not configured yet: missing parts are null and `pendientes` says what is
// missing; `motivoNoFacturar` turns that into the Spanish refusal for one document.
import type { TipoIdentificacionCodigo } from '@jit/domain';
import type {
  ActividadConfig,
  Modulos,
  SucursalConfig,
  TelefonoConfig,
  UbicacionConfig,
} from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { descifrar, descifrarTexto, secretsKey } from './cifrado.js';
import { bloqueos, leerEmisor, pendientes } from './estado.js';

export type EmisorFacturacion = {
  emisorId: string;
  /** Nombre o razón social (Emisor/Nombre). */
  nombre: string;
  nombreComercial: string | null;
  identificacion: { tipo: TipoIdentificacionCodigo; numero: string } | null;
  ubicacion: UbicacionConfig | null;
  telefono: TelefonoConfig | null;
  correoElectronico: string | null;
  /** One setting per document type ('01', '04', '09', '99', ...), with the spec defaults applied. */
  actividades: ActividadConfig[];
  /** Branches with their terminals, by number; numbers are what the consecutivo carries. */
  sucursales: SucursalConfig[];
  /** The decrypted .p12, its PIN and the certificate's expiry; null until one is loaded. */
  certificado: { p12: Buffer; pin: string; expiracion: Date } | null;
  /** ATV API user and password (IDP password grant); null until both are set. */
  atv: { username: string; password: string } | null;
  modulos: Modulos;
  profile: 'COMMUNITY' | 'FACTURA' | 'MICRO' | 'PRO';
  /** What is missing to issue at the time of the call (empty = ready); Spanish sentences. */
  pendientes: string[];
  /** The part of pendientes that is configured wrong: it blocks even in the sandbox. */
  bloqueos: string[];
};

/**
 * Everything needed to issue and sign for an issuer, inside the caller's tenant transaction.
 * Secrets come back decrypted: keep them in memory only, never log or return them.
 */
export async function loadEmisorFacturacion(tx: Tx, emisorId: string, now: Date = new Date()): Promise<EmisorFacturacion> {
  const { em, cfg } = await leerEmisor(tx, emisorId);
  let certificado: EmisorFacturacion['certificado'] = null;
  let atv: EmisorFacturacion['atv'] = null;
  let legibles = true;
  if (cfg && (cfg.certificadoEnc || cfg.passwordAtvEnc)) {
    const key = await secretsKey(tx);
    try {
      if (cfg.certificadoEnc && cfg.pinEnc && cfg.certificadoExpiracion)
        certificado = {
          p12: descifrar(key, emisorId, 'certificado', cfg.certificadoEnc),
          pin: descifrarTexto(key, emisorId, 'pin', cfg.pinEnc),
          expiracion: cfg.certificadoExpiracion,
        };
      if (cfg.usuarioAtv && cfg.passwordAtvEnc)
        atv = { username: cfg.usuarioAtv, password: descifrarTexto(key, emisorId, 'password-atv', cfg.passwordAtvEnc) };
    } catch {
      // The server key changed (SECRETS_KEY set or rotated): the issuer must load them again.
      certificado = null;
      atv = null;
      legibles = false;
    }
  }
  return {
    emisorId,
    nombre: em.nombre,
    nombreComercial: em.nombreComercial,
    identificacion:
      cfg?.identificacionTipo && cfg.identificacionNumero
        ? { tipo: cfg.identificacionTipo as TipoIdentificacionCodigo, numero: cfg.identificacionNumero }
        : null,
    ubicacion: cfg?.ubicacion ?? null,
    telefono: cfg?.telefono ?? null,
    correoElectronico: cfg?.correoElectronico ?? null,
    actividades: cfg?.actividades ?? [],
    sucursales: cfg?.sucursales ?? [],
    certificado,
    atv,
    modulos: em.modulos,
    profile: em.profile,
    pendientes: pendientes(em, cfg, now, legibles),
    bloqueos: bloqueos(em, cfg, now, legibles),
  };
}

/** The activity setting of a document type, if the issuer configured one. */
export const actividadPara = (ef: EmisorFacturacion, documento: string): ActividadConfig | null =>
  ef.actividades.find((a) => a.documento === documento) ?? null;

/** Whether (sucursal, terminal) is one of the issuer's. */
export const terminalExiste = (ef: EmisorFacturacion, sucursal: number, terminal: number): boolean =>
  ef.sucursales.some((s) => s.numero === sucursal && s.terminales.some((t) => t.numero === terminal));

/**
 * Why this issuer cannot issue a document (Spanish, for BAD_USER_INPUT), or null when it can.
 * Documents outside Hacienda (99, proformas...) need neither certificate nor ATV. In the sandbox
 * (`sandbox`: Hacienda is the local simulator) missing pieces have stand-ins: only what is
 * configured wrong refuses.
 */
export function motivoNoFacturar(ef: EmisorFacturacion, opts: { documento: string; hacienda: boolean; sandbox?: boolean }): string | null {
  const lista = opts.sandbox ? ef.bloqueos : ef.pendientes;
  const faltan = opts.hacienda
    ? lista.filter((p) => !p.startsWith('Falta la configuración de actividad'))
    : lista.filter((p) => !/ATV|criptográfica|certificado|credenciales/.test(p));
  if (opts.hacienda && !opts.sandbox && !actividadPara(ef, opts.documento))
    faltan.push(`Falta el código de actividad económica para el documento ${opts.documento} en Configuración.`);
  return faltan.length ? `No se puede emitir todavía: ${faltan.join(' ')}` : null;
}
