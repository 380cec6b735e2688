// @jit/domain — access: routes, permission resolution, sidebar, default role events.

export {
  PROFILES,
  PROFILE_GROUPS,
  profileInGroup,
  isBasicProfile,
  hasSubprofile,
  type Profile,
  type ProfileGroup,
} from './profiles';
export { MODULE_FLAGS, isModuleOn, type ModuleFlag, type ModuleFlags } from './module-flags';
export {
  ROUTES,
  MAIN_MENUS,
  type RouteDef,
  type MainMenu,
  type Layout,
  type HiddenRule,
  type RouteKind,
} from './routes';
export { findRoute, normalizePath, samePath } from './route-lookup';
export {
  resolveAccess,
  userMayOpen,
  roleAllows,
  checkedRoles,
  refusalRedirect,
  ALWAYS_OPEN_FOR_ROLELESS,
  type AccessUser,
  type AccessRole,
  type AccessContext,
  type AccessError,
} from './resolve-access';
export { paginasDe, excedeDerechos } from './derechos';
export { visibleMenu, isHiddenFor, type MenuGroup } from './visible-menu';
export { defaultEvents, type DefaultEvent } from './default-events';
