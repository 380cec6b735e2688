import { toastTimeout, type ToastType } from './toast';

/** Spec 1 §8 texts. */
export const MENSAJE_ERROR_GENERAL = 'Error general de la aplicación :(';
/** Spec 1 §8: network failure text. */
export const MENSAJE_ERROR_RED = 'Network Error';
/** Spec 1 §8: any other failure. */
export const MENSAJE_ERROR_NO_ADMINISTRADO = 'Esto no debería pasar, error no administrado :(';
/** A batch (receiver messages, bulk documents) where some item failed (spec 1 §8, m10). */
export const MENSAJE_ALGUNO_NO_PROCESADO = 'Algún documento no fue procesado.';
/** DECISIONS #2: the text every failed call rejects with. */
export const TEXTO_RECHAZO_GRAPHQL = 'graphql intercepted error';

/** The icon per error code (spec 1 §8: a key for UNAUTHENTICATED). */
export type ErrorIcon = 'key' | 'input' | 'validation' | 'server' | 'alert';

/** How a failed call is shown: always a danger toast; the session ends on UNAUTHENTICATED (DECISIONS #1). */
export type ErrorToast = { type: ToastType; message: string; icon: ErrorIcon; timeout: number; endsSession: boolean };

/** Spec 1 §8: a GraphQL error, a network failure or anything else, as the toast a clerk sees. */
export function errorToast(error: { kind: 'graphql'; code?: string; message?: string } | { kind: 'network' } | { kind: 'other' }): ErrorToast {
  const base = { type: 'danger' as const, timeout: toastTimeout('danger') };
  if (error.kind === 'network') return { ...base, message: MENSAJE_ERROR_RED, icon: 'alert', endsSession: false };
  if (error.kind === 'other') return { ...base, message: MENSAJE_ERROR_NO_ADMINISTRADO, icon: 'alert', endsSession: false };
  const icons: Record<string, ErrorIcon> = {
    UNAUTHENTICATED: 'key',
    BAD_USER_INPUT: 'input',
    GRAPHQL_VALIDATION_FAILED: 'validation',
    INTERNAL_SERVER_ERROR: 'server',
  };
  const message = error.message && error.message.trim() !== '' ? error.message : MENSAJE_ERROR_GENERAL;
  return { ...base, message, icon: icons[error.code ?? ''] ?? 'alert', endsSession: error.code === 'UNAUTHENTICATED' };
}
