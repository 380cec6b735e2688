// Rows → GraphQL answers of the Emisor namespace. Secrets never leave: only whether they are set.
import { CODIGOS_MONEDA, SIMBOLOS_MONEDA } from '@jit/domain';
import type { ActividadConfig, LinkConfig, SucursalConfig } from '../../db/schema/index.js';
import { infoCertificado } from './certificado.js';
import { bloqueos, pendientes, type ConfigRow, type EmisorRow } from './estado.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const toSucursales = (list: SucursalConfig[]) =>
  list.map((s) => ({
    id: s.id,
    numero: s.numero,
    codigo: pad(s.numero, 3),
    nombre: s.nombre ?? null,
    terminal: s.terminales.map((t) => ({ id: t.id, numero: t.numero, codigo: pad(t.numero, 5), nombre: t.nombre ?? null })),
  }));

export const monedaRef = (codigo: string) => ({
  id: codigo,
  value: CODIGOS_MONEDA.find((m) => m.codigo === codigo)?.descripcion ?? codigo,
  simbolo: SIMBOLOS_MONEDA[codigo] ?? codigo,
  tipoCambio: codigo === 'CRC' ? '1' : null,
});

export const toActividad = (a: ActividadConfig) => ({ ...a, codigoMoneda: monedaRef(a.codigoMoneda) });

export const toLink = (l: LinkConfig) => ({
  name: l.name,
  enablePaymentLink: l.enablePaymentLink,
  paymentUrl: l.paymentUrl,
  paymentRedirectUrl: l.paymentRedirectUrl,
  paymentType: l.paymentType,
  tieneOnvoSecret: Boolean(l.onvoSecretEnc),
  enableNewCustomerLink: l.enableNewCustomerLink,
  newCustomerUrl: l.newCustomerUrl,
});

const identificacionDe = (cfg: ConfigRow | null) =>
  cfg?.identificacionTipo && cfg.identificacionNumero ? { tipo: cfg.identificacionTipo, numero: cfg.identificacionNumero } : null;

export function certificadoDe(cfg: ConfigRow | null, now: Date) {
  if (!cfg?.certificadoEnc || !cfg.certificadoExpiracion) return null;
  return infoCertificado(
    { sujeto: cfg.certificadoSujeto, emitidoPor: cfg.certificadoEmisor, inicio: cfg.certificadoInicio, expiracion: cfg.certificadoExpiracion },
    cfg.identificacionNumero,
    now,
  );
}

/** EmisorConfig: the whole configuration for /admin/datosatv. */
export function toConfig(em: EmisorRow, cfg: ConfigRow | null, now: Date) {
  return {
    id: em.emisorId,
    nombre: em.nombre,
    nombreComercial: em.nombreComercial,
    identificacion: identificacionDe(cfg),
    ubicacion: cfg?.ubicacion ? { barrio: null, ...cfg.ubicacion } : null,
    telefono: cfg?.telefono ?? null,
    correoElectronico: cfg?.correoElectronico ?? null,
    usernameATV: cfg?.usuarioAtv ?? null,
    tienePasswordATV: Boolean(cfg?.passwordAtvEnc),
    tieneCertificado: Boolean(cfg?.certificadoEnc && cfg.pinEnc),
    certificadoExpiracion: cfg?.certificadoExpiracion ?? null,
    certificado: certificadoDe(cfg, now),
    local: toSucursales(cfg?.sucursales ?? []),
    codigoActividad: (cfg?.actividades ?? []).map(toActividad),
    notification: cfg?.notification ?? { orderEmail: null, orderSMS: null },
    links: (cfg?.links ?? []).map(toLink),
    printer: cfg?.printers ?? [],
    modulos: em.modulos,
    profile: em.profile,
    domain: em.domain,
    pendientes: pendientes(em, cfg, now),
    tipoCambioReferencia: cfg?.tipoCambioReferencia ?? 'VENTA',
    updatedAt: cfg?.updatedAt ?? null,
  };
}

/**
 * ParametrosFacturacion (spec 1 §3 "Issuer parameters used for invoicing"). `sandbox`: Hacienda
 * is the local simulator, so a new account may try issuing with stand-ins (a trial).
 */
export function toParametros(em: EmisorRow, cfg: ConfigRow | null, now: Date, sandbox = false) {
  const faltan = pendientes(em, cfg, now);
  const malos = bloqueos(em, cfg, now);
  const cert = certificadoDe(cfg, now);
  return {
    emisorId: em.emisorId,
    nombre: em.nombre,
    identificacion: identificacionDe(cfg),
    nombreComercial: em.nombreComercial,
    local: toSucursales(cfg?.sucursales ?? []),
    ubicacion: cfg?.ubicacion ? { barrio: null, ...cfg.ubicacion } : null,
    correoElectronico: cfg?.correoElectronico ?? null,
    bulkBillingModule: em.modulos.bulkBillingModule,
    codigoActividad: (cfg?.actividades ?? []).map(toActividad),
    certificadoExpiracion: cfg?.certificadoExpiracion ?? null,
    certificadoDiasRestantes: cert?.diasRestantes ?? null,
    puedeFacturar: faltan.length === 0,
    pendientes: faltan,
    modoPrueba: sandbox,
    puedeEmitir: sandbox ? malos.length === 0 : faltan.length === 0,
    bloqueos: malos,
  };
}
