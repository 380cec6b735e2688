import type { ReactNode } from 'react';
import { notifications, Notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconBell,
  IconCheck,
  IconCode,
  IconForms,
  IconInfoCircle,
  IconKey,
  IconServerOff,
  IconX,
} from '@tabler/icons-react';

/** Spec 1 §3 notification types. */
export const TOAST_TYPES = ['info', 'primary', 'danger', 'warning', 'success'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_VERTICAL = ['top', 'bottom'] as const;
export const TOAST_HORIZONTAL = ['left', 'center', 'right'] as const;
export type ToastVertical = (typeof TOAST_VERTICAL)[number];
export type ToastHorizontal = (typeof TOAST_HORIZONTAL)[number];

/** Spec 1 §9: danger 20 s, warning 15 s, info 3 s, every other type 8 s. */
export const TOAST_TIMEOUTS_MS: Record<ToastType, number> = {
  danger: 20_000,
  warning: 15_000,
  info: 3_000,
  primary: 8_000,
  success: 8_000,
};

export const TOAST_COLORS: Record<ToastType, string> = {
  info: 'cyan',
  primary: 'blue',
  danger: 'red',
  warning: 'orange',
  success: 'green',
};

/** Icons of the API errors (spec 1 §8: a key for UNAUTHENTICATED, one per other code). */
export type ToastIconKind = 'key' | 'input' | 'validation' | 'server' | 'alert';

const TYPE_ICONS: Record<ToastType, ReactNode> = {
  info: <IconInfoCircle size={18} />,
  primary: <IconBell size={18} />,
  danger: <IconX size={18} />,
  warning: <IconAlertTriangle size={18} />,
  success: <IconCheck size={18} />,
};

const KIND_ICONS: Record<ToastIconKind, ReactNode> = {
  key: <IconKey size={18} data-icon="key" />,
  input: <IconForms size={18} data-icon="input" />,
  validation: <IconCode size={18} data-icon="validation" />,
  server: <IconServerOff size={18} data-icon="server" />,
  alert: <IconAlertTriangle size={18} data-icon="alert" />,
};

export type Toast = {
  type: ToastType;
  message: ReactNode;
  title?: ReactNode;
  /** An icon kind of the API errors, or any node. */
  icon?: ReactNode;
  /** Seconds; 0 keeps it until clicked. Default by type. */
  timeout?: number;
  verticalAlign?: ToastVertical;
  horizontalAlign?: ToastHorizontal;
};

// Newest on top (spec 1 §9): Mantine orders a position's stack by priority, so each new toast
// gets a higher one than every toast before it.
let priority = 0;

/**
 * Shows a toast; click closes it. The settings must be valid already (the app validates them
 * with the domain's rule before calling, spec 1 §5).
 */
export function showToast(toast: Toast): string {
  priority += 1;
  const id = `toast-${priority}`;
  const timeoutMs = toast.timeout === undefined ? TOAST_TIMEOUTS_MS[toast.type] : toast.timeout * 1000;
  const icon =
    typeof toast.icon === 'string' && toast.icon in KIND_ICONS
      ? KIND_ICONS[toast.icon as ToastIconKind]
      : (toast.icon ?? TYPE_ICONS[toast.type]);
  notifications.show({
    id,
    priority,
    message: toast.message,
    title: toast.title,
    color: TOAST_COLORS[toast.type],
    icon,
    autoClose: timeoutMs === 0 ? false : timeoutMs,
    position: `${toast.verticalAlign ?? 'top'}-${toast.horizontalAlign ?? 'right'}`,
    withCloseButton: true,
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
    'data-toast-type': toast.type,
  });
  return id;
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

/** The toast container: top right, several at a time. */
export function ToastHost() {
  return <Notifications position="top-right" limit={6} zIndex={1000} />;
}
