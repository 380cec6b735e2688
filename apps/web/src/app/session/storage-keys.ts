/** Local storage keys of spec 1 §9 (and the shell's own preferences). */
export const STORAGE_KEYS = {
  token: 'tokenApi',
  darkMode: 'darkMode',
  firstSession: 'sf-session-first',
  sidebarColor: 'jit-sidebar-color',
  storedRoutes: 'jit-rutas-guardadas',
  push: 'jit-push',
  welcomed: 'jit-bienvenida',
} as const;
