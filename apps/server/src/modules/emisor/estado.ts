// Reading an issuer's configuration rows, and what is still missing before it can invoice.
import { eq } from 'drizzle-orm';
import { emisor, emisorConfig } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { notFound } from '../../errors.js';

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

/**
 * What is missing before documents can be issued, as sentences a clerk can act on (empty = ready).
 * `secretosLegibles` is false when a stored secret no longer decrypts (the server key changed).
 */
export function pendientes(em: EmisorRow, cfg: ConfigRow | null, now: Date, secretosLegibles = true): string[] {
  const out: string[] = [];
  if (em.nombre.trim().length < 5) out.push('El nombre o razón social del emisor debe tener al menos 5 caracteres.');
  if (!cfg?.identificacionTipo || !cfg.identificacionNumero) out.push('Falta la identificación del emisor.');
  if (!cfg?.ubicacion) out.push('Falta la ubicación del emisor (provincia, cantón, distrito y otras señas).');
  if (!cfg?.correoElectronico) out.push('Falta el correo electrónico del emisor.');
  if (!cfg || cfg.sucursales.length === 0) out.push('Falta una sucursal con su terminal.');
  if (!cfg || cfg.actividades.length === 0) out.push('Falta la configuración de actividad económica de los documentos.');
  if (!cfg?.usuarioAtv || !cfg.passwordAtvEnc) out.push('Faltan el usuario y la contraseña de ATV.');
  if (!cfg?.certificadoEnc || !cfg.pinEnc || !cfg.certificadoExpiracion) out.push('Falta la llave criptográfica (.p12) con su PIN.');
  else if (cfg.certificadoExpiracion.getTime() < now.getTime())
    out.push(`El certificado de firma venció el ${fecha(cfg.certificadoExpiracion)}: cargue uno vigente en Configuración.`);
  if (!secretosLegibles) out.push('Las credenciales guardadas no se pueden leer: vuelva a cargar la contraseña de ATV y la llave criptográfica.');
  return out;
}
