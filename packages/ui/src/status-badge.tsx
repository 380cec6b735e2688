import { Badge, type BadgeProps } from '@mantine/core';
import { TOAST_COLORS, type ToastType } from './toast.js';

export type StatusBadgeProps = Omit<BadgeProps, 'color'> & { type: ToastType; children: React.ReactNode };

/** Badge coloured by the spec's five types (info, primary, danger, warning, success). */
export function StatusBadge({ type, children, ...rest }: StatusBadgeProps) {
  return (
    <Badge variant="light" {...rest} color={TOAST_COLORS[type]} data-badge-type={type}>
      {children}
    </Badge>
  );
}
