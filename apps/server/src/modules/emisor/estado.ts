// Reading an issuer's configuration rows, and what is still missing before it can invoice.
import { eq } from 'drizzle-orm';
import { emisor, emisorConfig } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { notFound } from '../../errors.js';
import { identificacionDelSujeto } from './certificado.js';

export type EmisorRow = typeof emisor.$inferSelect;
export type ConfigRow = typeof emisorConfig.$inferSelect;

/** The issuer and its configuration (null when never saved). Inside a tenant transaction. */
export async function leerEmisor(tx: Tx, emisorId: string, opts: { forUpdate?: boolean } = {}): Promise<{ em: EmisorRow; cfg: ConfigRow | null }> {
  const q = tx.select().from(emisor).where(eq(emisor.emisorId, emisorId));
  const [em] = opts.forUpdate ? await q.for('update') : await q;
  if (!em) throw notFound('El emisor no existe.');
  const [cfg] = await tx.select().from(emisorConfig).where(eq(emisorConfig.emisorId, emisorId));
  return { em, cfg: cfg ?? null };
}

const fecha = (d: Date) => d.toISOString().slice(0, 10);

/** One thing standing between the issuer and issuing: missing (a sandbox stand-in can fill it) or wrong (it blocks). */
type Pendiente = { texto: string; bloquea: boolean };

function revisar(em: EmisorRow, cfg: ConfigRow | null, now: Date, secretosLegibles: boolean): Pendiente[] {
  const out: Pendiente[] = [];
  const falta = (texto: string) => out.push({ texto, bloquea: false });
  const mal = (texto: string) => out.push({ texto, bloquea: true });
  if (em.nombre.trim().length < 5) falta('El nombre o razón social del emisor debe tener al menos 5 caracteres.');
  if (!cfg?.identificacionTipo || !cfg.identificacionNumero) falta('Falta la identificación del emisor.');
  if (!cfg?.ubicacion) falta('Falta la ubicación del emisor (provincia, cantón, distrito y otras señas).');
  if (!cfg?.correoElectronico) falta('Falta el correo electrónico del emisor.');
  if (!cfg || cfg.sucursales.length === 0) falta('Falta una sucursal con su terminal.');
  if (!cfg || cfg.actividades.length === 0) falta('Falta la configuración de actividad económica de los documentos.');
  if (!cfg?.usuarioAtv || !cfg.passwordAtvEnc) falta('Faltan el usuario y la contraseña de ATV.');
  if (!cfg?.certificadoEnc || !cfg.pinEnc || !cfg.certificadoExpiracion) falta('Falta la llave criptográfica (.p12) con su PIN.');
  else if (cfg.certificadoExpiracion.getTime() < now.getTime())
    mal(`El certificado de firma venció el ${fecha(cfg.certificadoExpiracion)}: cargue uno vigente en Configuración.`);
  const deLlave = cfg?.certificadoEnc ? identificacionDelSujeto(cfg.certificadoSujeto ?? '') : null;
  const delEmisor = cfg?.identificacionNumero?.replace(/\D/g, '').replace(/^0+/, '') || null;
  // Signed with another identification's key, Hacienda rejects every document (and the sandbox says so too).
  if (deLlave && delEmisor && deLlave !== delEmisor)
    mal(
      `La llave criptográfica es de otra identificación (${deLlave}), no de la del emisor (${delEmisor}): Hacienda rechazaría los documentos. Cargue la llave de su identificación.`,
    );
  if (!secretosLegibles) mal('Las credenciales guardadas no se pueden leer: vuelva a cargar la contraseña de ATV y la llave criptográfica.');
  return out;
}

/**
 * What is missing or wrong before documents can be issued, as sentences a clerk can act on
 * (empty = ready). `secretosLegibles` is false when a stored secret no longer decrypts (the server key changed).
 */
export function pendientes(em: EmisorRow, cfg: ConfigRow | null, now: Date, secretosLegibles = true): string[] {
  return revisar(em, cfg, now, secretosLegibles).map((p) => p.texto);
}

/** The part of `pendientes` that blocks issuing even in the sandbox: something configured is wrong, not missing. */
export function bloqueos(em: EmisorRow, cfg: ConfigRow | null, now: Date, secretosLegibles = true): string[] {
  return revisar(em, cfg, now, secretosLegibles)
    .filter((p) => p.bloquea)
    .map((p) => p.texto);
}
