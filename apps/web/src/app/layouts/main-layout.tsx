import { useEffect } from 'react';
import { useLocation, useNavigate, useOutlet } from 'react-router-dom';
import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { findRoute } from '@jit/domain';
import { PathBreadcrumbs, ScrollToTop } from '@jit/ui';
import { labelOfPath } from '../access';
import { Banners } from '../shell/banners';
import { ShellFooter } from '../shell/footer';
import { Navbar } from '../shell/navbar';
import { PageSelector } from '../shell/page-selector';
import { Sidebar } from '../shell/sidebar';
import { ShellProviders } from './shell-providers';
import { useShellServices } from './shell-services';

const ALTO_CABECERA = 56;
const ALTO_PIE = 36;

/**
 * The page's scroll keeps clear of the fixed navbar and footer (DECISIONS #257): the browser then
 * scrolls an element that takes the focus (a field reached with Tab, the grid's cursor moved by the
 * arrows) out from under them, where it was hidden and the cursor seemed lost for a key.
 */
function useFocoNoTapado(pie: boolean) {
  useEffect(() => {
    const s = document.documentElement.style;
    s.scrollPaddingTop = `${ALTO_CABECERA}px`;
    s.scrollPaddingBottom = pie ? `${ALTO_PIE}px` : '';
    return () => {
      s.scrollPaddingTop = '';
      s.scrollPaddingBottom = '';
    };
  }, [pie]);
}

/** Main layout (spec 1 §2): sidebar, top navbar, footer and the content area. */
export function MainLayout() {
  useShellServices();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const footer = findRoute(pathname)?.footer ?? true;
  useFocoNoTapado(footer);
  return (
    <ShellProviders>
      <AppShell
        header={{ height: ALTO_CABECERA }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        footer={footer ? { height: ALTO_PIE } : undefined}
        padding="md"
      >
        <AppShell.Header>
          <Navbar opened={opened} onToggle={toggle} />
        </AppShell.Header>
        <AppShell.Navbar>
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <Banners />
          <Box mb="md">
            <PathBreadcrumbs
              path={pathname}
              labelOf={labelOfPath}
              isPage={(p) => findRoute(p)?.path.toLowerCase() === p.toLowerCase()}
              onNavigate={(p) => void navigate(p)}
            />
          </Box>
          {outlet}
        </AppShell.Main>
        {footer ? (
          <AppShell.Footer>
            <ShellFooter />
          </AppShell.Footer>
        ) : null}
        <PageSelector />
        <ScrollToTop />
      </AppShell>
    </ShellProviders>
  );
}
