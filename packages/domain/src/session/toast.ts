import { fail, ok, type Result } from '../shared/result';

/** Spec 1 §3/§5: notification types. */
export type ToastType = 'info' | 'primary' | 'danger' | 'warning' | 'success';
/** Every toast type. */
export const TOAST_TYPES: readonly ToastType[] = ['info', 'primary', 'danger', 'warning', 'success'];
/** Spec 1 §5: vertical and horizontal positions. */
export type ToastPosicion = { vertical: 'top' | 'bottom'; horizontal: 'left' | 'center' | 'right' };
/** Spec 1 §9: toasts stack at the top right, newest on top. */
export const TOAST_POSICION_DEFECTO: ToastPosicion = { vertical: 'top', horizontal: 'right' };

/** A notification. */
export type Toast = { id: string; type: ToastType; message: string; title?: string; icon?: string; timeout: number; createdAt: number };

/** Spec 1 §9: danger 20 s, warning 15 s, info 3 s, any other 8 s (in ms). */
export const toastTimeout = (type: ToastType): number =>
  type === 'danger' ? 20_000 : type === 'warning' ? 15_000 : type === 'info' ? 3_000 : 8_000;

/** Spec 1 §5: type must be known, positions valid and the timeout 0 or more. */
export function validateToast(input: { type: string; timeout?: number; vertical?: string; horizontal?: string }): Result<true, 'TOAST_TIPO_INVALIDO' | 'TOAST_POSICION_INVALIDA' | 'TOAST_TIEMPO_INVALIDO'> {
  if (!(TOAST_TYPES as readonly string[]).includes(input.type)) return fail('TOAST_TIPO_INVALIDO', 'type');
  if (input.vertical !== undefined && !['top', 'bottom'].includes(input.vertical)) return fail('TOAST_POSICION_INVALIDA', 'vertical');
  if (input.horizontal !== undefined && !['left', 'center', 'right'].includes(input.horizontal)) return fail('TOAST_POSICION_INVALIDA', 'horizontal');
  if (input.timeout !== undefined && !(input.timeout >= 0)) return fail('TOAST_TIEMPO_INVALIDO', 'timeout');
  return ok(true);
}

/** Adds a toast on top of the stack (newest first). */
export const pushToast = (stack: readonly Toast[], toast: Toast): Toast[] => [toast, ...stack.filter((t) => t.id !== toast.id)];
/** Spec 1 §4: a toast disappears after its timeout (0 = stays until clicked). */
export const expireToasts = (stack: readonly Toast[], nowMs: number): Toast[] =>
  stack.filter((t) => t.timeout === 0 || nowMs < t.createdAt + t.timeout);
/** Spec 1 §4: a click dismisses the toast. */
export const dismissToast = (stack: readonly Toast[], id: string): Toast[] => stack.filter((t) => t.id !== id);
