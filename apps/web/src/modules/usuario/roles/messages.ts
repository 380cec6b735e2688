// Every visible text of /admin/roles (a role is a named set of pages per main menu), in Spanish;
// the list's common words are the users screen's own.
import { USUARIO_MESSAGES as U } from '../messages';

export const ROLES_MESSAGES = {
  // /admin/roles
  rolesTitle: 'Roles',
  newRole: 'Nuevo rol',
  editRole: 'Editar rol',
  roleName: 'Nombre del rol',
  roleNameRequired: 'Escriba el nombre del rol.',
  roleNameLong: 'El nombre del rol es demasiado largo.',
  events: 'Permisos por menú',
  updated: 'Actualizado',
  allPages: 'Todas',
  save: U.save,
  cancel: U.cancel,
  delete: U.delete,
  reload: U.reload,
  saved: U.saved,
  deleteConfirmTitle: U.deleteConfirmTitle,
  deleteConfirm: U.deleteConfirm,
  deleted: U.deleted,
  selectFirst: U.selectFirst,
} as const;
