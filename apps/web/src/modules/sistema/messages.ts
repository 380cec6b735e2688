// Every visible text of the shell's own pages (dashboard, notices, module in preparation), in
// Spanish.
import { PLAN_MESSAGES as P } from '../usuario/plan/messages';

export const SISTEMA_MESSAGES = {
  welcome: (name: string) => `Bienvenido a JIT ${name}`,
  hello: (name: string) => `Hola, ${name}`,
  dashboardIntro:
    'Este es su panel. Use el menú de la izquierda o Ctrl+Espacio para ir a cualquier página.',
  plan: 'Plan',
  subscriptionUntil: (date: string) => `Vigente hasta el ${date}`,
  subscriptionFree: 'Plan gratuito, sin vencimiento',
  subscriptionStates: {
    ACTIVA: 'Activa',
    GRACIA: 'En periodo de gracia',
    VENCIDA: 'Vencida',
  } as Record<string, string>,
  documentsThisMonth: 'Comprobantes del mes',
  documentsUnknown: 'Aún no disponible',
  documentsUsed: (used: number, total: number) => `${used} de ${total}`,
  quickAccess: 'Accesos',
  shortcutsTitle: 'Atajos de teclado',
  shortcuts: [
    ['Ctrl+Espacio', 'Ir a una página'],
    ['Ctrl + +', 'Agregar'],
    ['Ctrl+E', 'Eliminar'],
    ['Ctrl+R o F8', 'Recargar la lista'],
    ['Ctrl+1 … 5', 'Ir a una página guardada (Ctrl+Mayús+1 … 5 la guarda)'],
    ['Esc', 'Volver al inicio'],
  ] as const,
  noAuthTitle: 'Sin autorización',
  noAuthText:
    'Su usuario no tiene permiso para abrir esa página. Si la necesita, pida acceso al administrador de la cuenta.',
  backHome: 'Ir al inicio',
  disabledTitle: 'Cuenta deshabilitada',
  disabledText:
    'La suscripción de la cuenta venció. Pida al dueño de la cuenta que pague el plan para volver a usar JIT.',
  logout: 'Cerrar sesión',
  preparingTitle: 'Módulo en preparación',
  preparingText: (page: string) => `La página «${page}» estará disponible pronto.`,
  documentsPerMonth: P.documentsPerMonth,
} as const;
