import type { MouseEvent } from 'react';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { UI_MESSAGES } from './messages.js';

export type PathBreadcrumbsProps = {
  path: string;
  /** Label of a path prefix ('/facturacion' → 'Facturación'); undefined → the segment itself. */
  labelOf?: (prefix: string) => string | undefined;
  /** Whether a prefix is a page one can open (others show as plain text). */
  isPage?: (prefix: string) => boolean;
  onNavigate: (path: string) => void;
  homePath?: string;
};

/** The breadcrumb of spec 1 §2, built from the route path. */
export function PathBreadcrumbs({ path, labelOf, isPage, onNavigate, homePath = '/dashboard' }: PathBreadcrumbsProps) {
  const segments = path.split('/').filter(Boolean);
  const crumbs = segments.map((segment, i) => {
    const prefix = `/${segments.slice(0, i + 1).join('/')}`;
    return { prefix, label: labelOf?.(prefix) ?? decodeURIComponent(segment) };
  });
  const go = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    onNavigate(to);
  };
  return (
    <Breadcrumbs separator="›" aria-label="Ruta">
      <Anchor href={homePath} onClick={go(homePath)} size="sm">
        {UI_MESSAGES.breadcrumbHome}
      </Anchor>
      {crumbs.map((c, i) =>
        i < crumbs.length - 1 && (isPage?.(c.prefix) ?? false) ? (
          <Anchor key={c.prefix} href={c.prefix} onClick={go(c.prefix)} size="sm">
            {c.label}
          </Anchor>
        ) : (
          <Text key={c.prefix} size="sm" c={i === crumbs.length - 1 ? undefined : 'dimmed'} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
            {c.label}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
