import type { MouseEvent, ReactNode } from 'react';
import { Box, NavLink, ScrollArea } from '@mantine/core';

/** Spec 1 §2/§9: the sidebar comes in these colours. */
export const SIDEBAR_COLORS = ['vue', 'blue', 'green', 'orange', 'red', 'primary'] as const;
export type SidebarColor = (typeof SIDEBAR_COLORS)[number];

/** Background gradient of each sidebar colour (vue is Vue's green, primary the brand violet). */
export const SIDEBAR_GRADIENTS: Record<SidebarColor, { from: string; to: string }> = {
  vue: { from: '#42b883', to: '#35495e' },
  blue: { from: '#1e88e5', to: '#0d47a1' },
  green: { from: '#43a047', to: '#1b5e20' },
  orange: { from: '#fb8c00', to: '#e65100' },
  red: { from: '#e53935', to: '#b71c1c' },
  primary: { from: '#7950f2', to: '#5f3dc4' },
};

export const SIDEBAR_COLOR_LABELS: Record<SidebarColor, string> = {
  vue: 'Vue',
  blue: 'Azul',
  green: 'Verde',
  orange: 'Naranja',
  red: 'Rojo',
  primary: 'Primario',
};

export type SidebarLink = { path: string; label: string };
export type SidebarSection = {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A section that is itself a page (e.g. Dashboard). */
  path?: string;
  items: readonly SidebarLink[];
};

export type SidebarNavProps = {
  sections: readonly SidebarSection[];
  activePath: string;
  color: SidebarColor;
  onNavigate: (path: string) => void;
  header?: ReactNode;
  footer?: ReactNode;
};

const isActive = (active: string, path: string) => active.toLowerCase() === path.toLowerCase();

/**
 * The sidebar menu: one entry per main menu with its pages. Links are real anchors (open in a
 * new tab works) whose plain click goes through the app's router.
 */
export function SidebarNav({ sections, activePath, color, onNavigate, header, footer }: SidebarNavProps) {
  const g = SIDEBAR_GRADIENTS[color];
  const go = (path: string) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(path);
  };
  return (
    <Box
      component="nav"
      aria-label="Menú principal"
      data-sidebar-color={color}
      h="100%"
      style={{ background: `linear-gradient(180deg, ${g.from}, ${g.to})`, color: 'white', display: 'flex', flexDirection: 'column' }}
    >
      {header}
      <ScrollArea style={{ flex: 1 }} px="xs" py="sm">
        {sections.map((section) =>
          section.items.length === 0 && section.path ? (
            <NavLink
              key={section.key}
              href={section.path}
              label={section.label}
              leftSection={section.icon}
              active={isActive(activePath, section.path)}
              onClick={go(section.path)}
              variant="filled"
              color="rgba(255,255,255,0.2)"
              c="white"
              data-menu-section={section.label}
            />
          ) : (
            <NavLink
              key={section.key}
              label={section.label}
              leftSection={section.icon}
              defaultOpened={section.items.some((i) => isActive(activePath, i.path))}
              c="white"
              data-menu-section={section.label}
              childrenOffset={28}
            >
              {section.items.map((item) => (
                <NavLink
                  key={item.path}
                  href={item.path}
                  label={item.label}
                  active={isActive(activePath, item.path)}
                  onClick={go(item.path)}
                  variant="filled"
                  color="rgba(255,255,255,0.2)"
                  c="white"
                  data-menu-path={item.path}
                />
              ))}
            </NavLink>
          ),
        )}
      </ScrollArea>
      {footer}
    </Box>
  );
}
