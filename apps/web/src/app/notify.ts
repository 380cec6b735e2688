// Every toast of the app goes through here: the settings are validated first (spec 1 §5: an
// invalid type, position or timeout is refused), then shown top right, newest on top.
import { showToast, type Toast } from '@jit/ui';
import type { ApiNotice } from '@jit/api';
import { validateToast } from './domain-adapter';

/** Shows a toast; returns its id, or null when its settings are invalid (nothing is shown). */
export function notify(toast: Toast): string | null {
  const check = validateToast(toast);
  if (!check.ok) {
    console.error(`Aviso rechazado: valor inválido en ${check.field}`, toast);
    return null;
  }
  return showToast(toast);
}

/** The API client's red toast (spec 1 §8). */
export function notifyApi(notice: ApiNotice): void {
  notify({ type: notice.type, message: notice.message, icon: notice.icon });
}
