// @jit/domain — session: token, claims, subscription, certificate, plan counter, toasts, errors.

export { destinoTrasLogin } from './retorno';
export { isTokenValid, decodeTokenPayload, decodeBase64Url, rootRedirect, LOGOUT_DELAY_MS } from './token';
export {
  subscriptionState,
  instanteMs,
  GRACE_DAYS,
  DAY_MS,
  RANGO_SUSCRIPCION,
  type EstadoSuscripcion,
  type Suscripcion,
  type Instante,
} from './subscription';
export { certificateState, CERTIFICATE_WARNING_DAYS, type EstadoCertificado } from './certificate';
export { planCounter, puedeEmitir, PLAN_LIMITES, PLAN_BANNER_UMBRAL, type ContadorPlan } from './plan-counter';
export {
  toastTimeout,
  validateToast,
  pushToast,
  expireToasts,
  dismissToast,
  TOAST_TYPES,
  TOAST_POSICION_DEFECTO,
  type Toast,
  type ToastType,
  type ToastPosicion,
} from './toast';
export {
  errorToast,
  MENSAJE_ERROR_GENERAL,
  MENSAJE_ERROR_RED,
  MENSAJE_ALGUNO_NO_PROCESADO,
  MENSAJE_ERROR_NO_ADMINISTRADO,
  TEXTO_RECHAZO_GRAPHQL,
  type ErrorToast,
  type ErrorIcon,
} from './error-toast';
export { nextSavedFlag, warnOnLeave, type SavedFlag, type SavedEvent } from './saved-flag';
export type { SessionClaims } from './claims';
