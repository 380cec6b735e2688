import { Link, Outlet } from 'react-router-dom';
import { Anchor, Box, Group, ScrollArea } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ScrollToTop } from '@jit/ui';
import { SHELL_MESSAGES } from '../messages';
import { DarkModeToggle } from '../shell/dark-mode-toggle';
import { PageSelector } from '../shell/page-selector';
import { ShellProviders } from './shell-providers';
import { useShellServices } from './shell-services';

/** Plain full-page layout (spec 1 §2): the page alone, with the shell's shortcuts. */
export function FullLayout() {
  useShellServices();
  return (
    <ShellProviders>
      <Box mih="100vh" p="md">
        <Outlet />
        <PageSelector />
      </Box>
    </ShellProviders>
  );
}

/** Scroll-container layout (spec 1 §2): the page inside one scrolling area of the viewport. */
export function ScrollLayout() {
  useShellServices();
  return (
    <ShellProviders>
      <ScrollArea h="100vh" type="auto" p="md">
        <Outlet />
        <PageSelector />
        <ScrollToTop />
      </ScrollArea>
    </ShellProviders>
  );
}

/** Restaurant layout (spec 2 §2): full width for the point of sale, with an exit to /dashboard. */
export function RestaurantLayout() {
  useShellServices();
  return (
    <ShellProviders>
      <Box mih="100vh">
        <Group
          h={48}
          px="md"
          justify="space-between"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Anchor component={Link} to="/dashboard" data-testid="restaurant-exit">
            <Group gap={6}>
              <IconArrowLeft size={16} />
              {SHELL_MESSAGES.exitRestaurant}
            </Group>
          </Anchor>
          <DarkModeToggle />
        </Group>
        <Box p="md">
          <Outlet />
        </Box>
        <PageSelector />
      </Box>
    </ShellProviders>
  );
}
