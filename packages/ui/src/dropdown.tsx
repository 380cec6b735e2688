import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';

export type DropdownItem = {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  href?: string;
  onClick?: () => void;
  disabled?: boolean;
};

export type DropdownProps = {
  target: ReactNode;
  items: readonly DropdownItem[];
  label?: ReactNode;
  /** Text shown when there are no items. */
  empty?: ReactNode;
};

/** Dropdown of spec 1 §2: a Mantine menu of links or actions. */
export function Dropdown({ target, items, label, empty }: DropdownProps) {
  return (
    <Menu shadow="md" position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {label ? <Menu.Label>{label}</Menu.Label> : null}
        {items.length === 0 && empty ? <Menu.Label>{empty}</Menu.Label> : null}
        {items.map((item) => (
          <Menu.Item
            key={item.key}
            leftSection={item.icon}
            disabled={item.disabled}
            {...(item.href ? { component: 'a' as const, href: item.href } : {})}
            onClick={(e) => {
              if (item.onClick) {
                e.preventDefault();
                item.onClick();
              }
            }}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
