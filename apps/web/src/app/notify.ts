// Every toast of the app goes through here: the settings are validated first (spec 1 §5: an
// invalid type, position or timeout is refused), then shown top right, newest on top.
import { toastTimeout, validateToast } from '@jit/domain';
import { showToast, type Toast } from '@jit/ui';
import type { ApiNotice } from '@jit/api';

/**
 * Shows a toast; returns its id, or null when its settings are invalid (nothing is shown). The
 * domain validates the settings and sets the timeout by type (spec 1 §5, §9).
 */
export function notify(toast: Toast): string | null {
  const check = validateToast({
    type: toast.type,
    ...(toast.timeout !== undefined ? { timeout: toast.timeout } : {}),
    ...(toast.verticalAlign !== undefined ? { vertical: toast.verticalAlign } : {}),
    ...(toast.horizontalAlign !== undefined ? { horizontal: toast.horizontalAlign } : {}),
  });
  if (!check.ok) {
    console.error(
      `Aviso rechazado (${check.code}): valor inválido en ${check.field ?? '?'}`,
      toast,
    );
    return null;
  }
  return showToast({ ...toast, timeout: toast.timeout ?? toastTimeout(toast.type) / 1000 });
}

/** The API client's red toast (spec 1 §8). */
export function notifyApi(notice: ApiNotice): void {
  notify({ type: notice.type, message: notice.message, icon: notice.icon });
}
