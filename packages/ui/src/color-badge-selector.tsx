import { Badge, Group, UnstyledButton } from '@mantine/core';
import { UI_MESSAGES } from './messages.js';

/** Colours a category badge can take (spec 2 §3 Categoria.color, default 'default'). */
export const BADGE_COLORS = ['default', 'primary', 'info', 'success', 'warning', 'danger'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];

const MANTINE: Record<BadgeColor, string> = {
  default: 'gray',
  primary: 'blue',
  info: 'cyan',
  success: 'green',
  warning: 'orange',
  danger: 'red',
};

export type ColorBadgeSelectorProps = {
  value: BadgeColor;
  onChange: (value: BadgeColor) => void;
  label?: string;
};

/** Picks a badge colour by clicking one of the sample badges. */
export function ColorBadgeSelector({ value, onChange, label = UI_MESSAGES.colorLabel }: ColorBadgeSelectorProps) {
  return (
    <Group gap="xs" role="radiogroup" aria-label={label}>
      {BADGE_COLORS.map((c) => (
        <UnstyledButton key={c} role="radio" aria-checked={value === c} aria-label={c} onClick={() => onChange(c)}>
          <Badge color={MANTINE[c]} variant={value === c ? 'filled' : 'outline'}>
            {c}
          </Badge>
        </UnstyledButton>
      ))}
    </Group>
  );
}
