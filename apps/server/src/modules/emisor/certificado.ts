// The issuer's .p12: opened with @jit/hacienda's loader to refuse a wrong PIN, a non-RSA key or an
// expired certificate with the package's Spanish messages, and described (subject, expiry, days
// left, the 7-days-or-fewer warning of DECISIONS #3) without ever giving the key back.
import { certificateState } from '@jit/domain';
import { FirmaError, loadP12 } from '@jit/hacienda';
import { badInput } from '../../errors.js';

const MAX_BYTES = 100 * 1024;

export type DatosCertificado = {
  sujeto: string;
  emitidoPor: string;
  inicio: Date;
  expiracion: Date;
};

/** Base64 (optionally a data: URL) → bytes; refuses what is not a plausible .p12. */
export function decodificarP12(base64: string, field: string): Buffer {
  const limpio = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!limpio || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(limpio))
    throw badInput('El certificado debe enviarse como el archivo .p12 en base64.', field);
  const bytes = Buffer.from(limpio.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length < 100) throw badInput('El archivo no es una llave criptográfica .p12 válida.', field);
  if (bytes.length > MAX_BYTES) throw badInput('El archivo es demasiado grande para ser una llave criptográfica .p12 (máximo 100 KB).', field);
  return bytes;
}

/** Opens the .p12 with its PIN at `now`; a refusal is BAD_USER_INPUT on the PIN or the file. */
export function abrirP12(p12: Buffer, pin: string, now: Date, fields: { certificado: string; pin: string }): DatosCertificado {
  if (!pin) throw badInput('Escribe el PIN de la llave criptográfica.', fields.pin);
  try {
    const f = loadP12(p12, pin, { now });
    return { sujeto: f.subject, emitidoPor: f.issuerName, inicio: f.notBefore, expiracion: f.notAfter };
  } catch (e) {
    if (e instanceof FirmaError) throw badInput(e.message, e.codigo === 'PIN_INCORRECTO' ? fields.pin : fields.certificado);
    throw badInput('El archivo no es una llave criptográfica .p12 válida.', fields.certificado);
  }
}

/** Digits of the subject's SERIALNUMBER (CPJ-3101123456, CPF-01-0234-0567), without leading zeros. */
export function identificacionDelSujeto(sujeto: string): string | null {
  const m = /(?:^|,\s*)SERIALNUMBER=([^,]+)/i.exec(sujeto);
  const digitos = m?.[1]?.replace(/\D/g, '').replace(/^0+/, '');
  return digitos ? digitos : null;
}

export type InfoCertificado = {
  sujeto: string;
  emitidoPor: string | null;
  identificacion: string | null;
  coincideIdentificacion: boolean;
  inicio: Date | null;
  expiracion: Date;
  diasRestantes: number;
  porVencer: boolean;
  vencido: boolean;
};

/** What the screens show about a stored certificate at `now`. */
export function infoCertificado(
  c: { sujeto: string | null; emitidoPor: string | null; inicio: Date | null; expiracion: Date },
  identificacionEmisor: string | null,
  now: Date,
): InfoCertificado {
  // The domain's rule (DECISIONS #3), the same the web shell applies.
  const estado = certificateState(c.expiracion.getTime(), now.getTime());
  const sujeto = c.sujeto ?? '';
  const identificacion = identificacionDelSujeto(sujeto);
  const emisor = identificacionEmisor?.replace(/\D/g, '').replace(/^0+/, '') ?? null;
  return {
    sujeto,
    emitidoPor: c.emitidoPor,
    identificacion,
    coincideIdentificacion: !emisor || !identificacion || identificacion === emisor,
    inicio: c.inicio,
    expiracion: c.expiracion,
    diasRestantes: estado.diasRestantes,
    vencido: estado.estado === 'VENCIDO',
    porVencer: estado.estado === 'POR_VENCER',
  };
}
