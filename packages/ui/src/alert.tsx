import { useState, type ReactNode } from 'react';
import { Alert, type AlertProps } from '@mantine/core';
import { TOAST_COLORS, type ToastType } from './toast.js';

export type DismissibleAlertProps = Omit<AlertProps, 'color' | 'withCloseButton' | 'onClose'> & {
  type?: ToastType;
  /** When set, a dismissal is remembered in localStorage under this key: shown once. */
  storageKey?: string;
  children?: ReactNode;
};

function wasDismissed(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Alert of spec 1 §2 that the user dismisses once (and, with storageKey, for good). */
export function DismissibleAlert({ type = 'info', storageKey, children, ...rest }: DismissibleAlertProps) {
  const [open, setOpen] = useState(() => !wasDismissed(storageKey));
  if (!open) return null;
  return (
    <Alert
      {...rest}
      color={TOAST_COLORS[type]}
      withCloseButton
      closeButtonLabel="Cerrar"
      onClose={() => {
        setOpen(false);
        if (storageKey) {
          try {
            localStorage.setItem(storageKey, '1');
          } catch {
            // Private mode: it stays dismissed for this page only.
          }
        }
      }}
    >
      {children}
    </Alert>
  );
}
