// Texts of the shell. Those quoted by the spec (spec/messages.tsv) are verbatim.
export const SHELL_MESSAGES = {
  appName: 'JIT',
  unassignedKey: 'Tecla sin asignar.',
  counterLoadError: 'Error al cargar el counter',
  welcome: (name: string) => `Bienvenido a JIT ${name}`,
  sessionExpired: 'Su sesión venció. Inicie sesión de nuevo.',
  sessionEnding: 'La sesión terminó. Inicie sesión de nuevo.',
  loading: 'Cargando…',
  menu: 'Menú',
  more: 'Más',
  logout: 'Cerrar sesión',
  darkMode: 'Modo oscuro',
  lightMode: 'Modo claro',
  pushNotifications: 'Notificaciones',
  pushUnsupported: 'Este navegador no admite notificaciones push.',
  pushDenied: 'Las notificaciones están bloqueadas en este navegador.',
  pushServerMissing: 'El servidor todavía no guarda suscripciones de notificaciones.',
  pushEnabled: 'Notificaciones activadas.',
  pushDisabled: 'Notificaciones desactivadas.',
  sidebarColor: 'Color del menú',
  unsavedDocuments: 'Documentos sin guardar',
  unsavedNone: 'No hay documentos sin guardar',
  unsavedIssuer: 'Configuración del emisor',
  unsavedInvoice: 'Factura en edición',
  unsavedLeaveIssuer: 'Dejó cambios sin guardar en la configuración del emisor.',
  cashSession: (caja: string, age: string, user: string) => `${caja} · abierta ${age} · ${user}`,
  cashSessionLabel: 'Caja abierta',
  pageSelector: 'Ir a una página…',
  pageSelectorEmpty: 'No hay páginas con ese nombre',
  storedRoutes: 'Accesos rápidos',
  storedRouteSlot: (n: number) => `Ctrl+${n}`,
  storedRouteEmpty: 'Libre',
  storeHere: 'Guardar esta página',
  storedRouteSaved: (n: number) => `Página guardada en Ctrl+${n}.`,
  clear: 'Quitar',
  scrollTop: 'Volver arriba',
  footer: (year: number) => `© ${year} JIT · Facturación electrónica v4.4 para Costa Rica`,
  exitRestaurant: 'Salir al inicio',
  bannerGrace: (days: number) =>
    `Su suscripción venció. Le ${days === 1 ? 'queda 1 día' : `quedan ${days} días`} de gracia para pagar.`,
  bannerExpired: 'Su suscripción venció. Pague el plan para seguir usando JIT.',
  bannerPay: 'Pagar',
  bannerCounter: (left: number) =>
    left <= 0
      ? 'No le quedan comprobantes este mes en su plan.'
      : `Le ${left === 1 ? 'queda 1 comprobante' : `quedan ${left} comprobantes`} este mes en su plan.`,
  bannerCertificateSoon: (days: number) =>
    days <= 0
      ? 'El certificado de firma vence hoy.'
      : `El certificado de firma vence en ${days === 1 ? '1 día' : `${days} días`}.`,
  bannerCertificateExpired:
    'El certificado de firma venció: no se pueden emitir comprobantes hasta renovarlo.',
  certificateBlocked:
    'No se puede facturar: el certificado de firma venció. Cargue uno vigente en Configuración.',
  bannerNewVersion: 'Hay una versión nueva de JIT.',
  bannerReload: 'Actualizar',
  plans: 'Ver planes',
} as const;
