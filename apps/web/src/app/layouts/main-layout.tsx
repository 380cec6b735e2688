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
import './main-layout.css';

/** Main layout (spec 1 §2): sidebar, top navbar, footer and the content area. */
export function MainLayout() {
  useShellServices();
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const outlet = useOutlet();
  const footer = findRoute(pathname)?.footer ?? true;
  return (
    <ShellProviders>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        footer={footer ? { height: 36 } : undefined}
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
