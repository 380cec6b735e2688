import { Link, Outlet } from 'react-router-dom';
import { Anchor, Box, Center, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ScrollToTop } from '@jit/ui';
import { SHELL_MESSAGES } from '../messages';
import { DarkModeToggle } from '../shell/dark-mode-toggle';
import { PageSelector } from '../shell/page-selector';
import { useShellServices } from './shell-services';

/** Plain full-page layout (spec 1 §2): the page alone, with the shell's shortcuts. */
export function FullLayout() {
  useShellServices();
  return (
    <Box mih="100vh" p="md">
      <Outlet />
      <PageSelector />
    </Box>
  );
}

/** Scroll-container layout (spec 1 §2): the page inside one scrolling area of the viewport. */
export function ScrollLayout() {
  useShellServices();
  return (
    <ScrollArea h="100vh" type="auto" p="md">
      <Outlet />
      <PageSelector />
      <ScrollToTop />
    </ScrollArea>
  );
}

/** Restaurant layout (spec 2 §2): full width for the point of sale, with an exit to /dashboard. */
export function RestaurantLayout() {
  useShellServices();
  return (
    <Box mih="100vh">
      <Group h={48} px="md" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
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
  );
}

/** Login/register layout (spec 1 §2): a centred card with a link to the other screen. */
export function AuthLayout({ children, footer }: { children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={440} gap="md">
        <Stack gap={0} align="center">
          <Title order={1} c="teal">
            JIT
          </Title>
          <Text c="dimmed" size="sm">
            Facturación electrónica para Costa Rica
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="lg" radius="md">
          {children}
        </Paper>
        {footer ? <Center>{footer}</Center> : null}
        <Group justify="center">
          <DarkModeToggle />
        </Group>
      </Stack>
    </Center>
  );
}
