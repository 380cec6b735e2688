// Who may see a session (MODULES.md §C.1): its cashier, or whoever may open /cajas/administrar,
// who also sees what the drawer should hold (the cashier counts blind, ruling C-4).
import { and, eq, or } from 'drizzle-orm';
import type { Session } from '../../context.js';
import { caja, cajaSesion } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, forbidden } from '../../errors.js';
import { canOpen } from '../../graphql/directives.js';
import { esUuid } from '../validate.js';
import type { CajaRow, SesionRow } from './forma.js';

export const PAGINA_SUPERVISOR = '/cajas/administrar';
export const esSupervisor = (s: Session) => canOpen(s, PAGINA_SUPERVISOR);

/** A unique-index violation's constraint name, or null when the error is something else. */
export function unicoViolado(e: unknown): string | null {
  const c = (e as { cause?: { code?: string; constraint?: string } }).cause ?? (e as { code?: string; constraint?: string });
  return c?.code === '23505' ? String(c.constraint ?? '') : null;
}

/**
 * The session `id` and its register, for its cashier or a supervisor; `lock` takes the session row
 * (update for a closing or a finish, share for a movement: many movements at once, none after a close).
 */
export async function sesionVisible(tx: Tx, s: Session, id: string, field = 'sesion', lock?: 'update' | 'share'): Promise<{ sesion: SesionRow; caja: CajaRow }> {
  if (!esUuid(id)) throw badInput('La sesión de caja no existe.', field);
  const q = tx.select().from(cajaSesion).where(eq(cajaSesion.id, id));
  const [sesion] = lock ? await q.for(lock) : await q;
  if (!sesion) throw badInput('La sesión de caja no existe.', field);
  if (sesion.usuarioId !== s.userId && !esSupervisor(s)) throw forbidden('Esa sesión de caja es de otro usuario.', field);
  const [c] = await tx.select().from(caja).where(eq(caja.id, sesion.cajaId));
  return { sesion, caja: c! };
}

/**
 * Ruling C-3: the session a bulk document's cancellation takes its cash out of: the document's own
 * while still open, else the open session of whoever cancels; null when the document had none or
 * neither is open. Share-locked, as a document's named session is.
 */
export async function sesionDeAnulacion(tx: Tx, sesionOriginal: string | null, usuarioId: string): Promise<string | null> {
  if (!sesionOriginal) return null;
  const abiertas = await tx
    .select({ id: cajaSesion.id })
    .from(cajaSesion)
    .where(and(eq(cajaSesion.status, 'ABIERTA'), or(eq(cajaSesion.id, sesionOriginal), eq(cajaSesion.usuarioId, usuarioId))))
    .for('share');
  return (abiertas.find((r) => r.id === sesionOriginal) ?? abiertas[0])?.id ?? null;
}
