// Who may act on whom among an issuer's users. createUser, createSystemUser, changeSubUserPassword
// and delete all go through here, so the rule cannot be forgotten by one of them: the owner's data
// is the owner's; a system user (full access, no roles) is the owner's to change; a role-governed
// sub-user may only act on, create or give roles to someone whose pages are within its own
// (domain: excedeDerechos), so nobody raises their access through another account.
import { excedeDerechos, type AccessRole, type AccessUser } from '@jit/domain';
import type { Session, UsuarioRow } from '../../context.js';
import { rol } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { forbidden } from '../../errors.js';

export const SOLO_DUENO_SISTEMA = 'Solo el dueño de la cuenta edita usuarios de sistema.';
export const MAS_PERMISOS = 'No puedes administrar a un usuario con más permisos que los tuyos.';
export const PERMISOS_AJENOS = 'No puedes dar a otro usuario acceso a páginas que tú no tienes.';

/** The issuer's roles as the access rules read them (read once per operation). */
export async function rolesDelEmisor(tx: Tx): Promise<AccessRole[]> {
  const rows = await tx.select().from(rol);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    events: r.events.map((e) => ({ name: e.name, group: e.group.map((g) => ({ path: g.path, check: g.check })) })),
  }));
}

const comoAcceso = (s: Session, u: Pick<UsuarioRow, 'subprofile' | 'roles'>): AccessUser => ({
  profile: s.emisor.profile,
  subprofile: u.subprofile,
  roles: u.roles.map((r) => ({ _id: r._id, check: r.check })),
});

/** Why the session may not act on `target` (a user of its issuer), or null when it may. */
export function motivoContra(s: Session, target: UsuarioRow, roles: readonly AccessRole[]): string | null {
  if (target.isOwner && target.id !== s.userId) return 'Los datos del dueño de la cuenta solo los cambia el dueño.';
  if (target.subprofile === null && !target.isOwner && !s.user.isOwner) return SOLO_DUENO_SISTEMA;
  if (excedeDerechos(comoAcceso(s, s.user), comoAcceso(s, target), roles)) return MAS_PERMISOS;
  return null;
}

/** FORBIDDEN unless the session may act on `target`. */
export function exigirSobre(s: Session, target: UsuarioRow, roles: readonly AccessRole[]): void {
  const motivo = motivoContra(s, target, roles);
  if (motivo) throw forbidden(motivo);
}

/** FORBIDDEN (on `roles`) when a sub-user would give roles that open pages it cannot open. */
export function exigirRoles(s: Session, nuevos: UsuarioRow['roles'], roles: readonly AccessRole[]): void {
  if (excedeDerechos(comoAcceso(s, s.user), comoAcceso(s, { subprofile: 'USUARIO', roles: nuevos }), roles))
    throw forbidden(PERMISOS_AJENOS, 'roles');
}
