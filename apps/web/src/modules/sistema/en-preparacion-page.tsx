import { useLocation } from 'react-router-dom';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { findRoute } from '@jit/domain';
import { SISTEMA_MESSAGES as M } from './messages';

/** Stand-in for module screens that later issues build (invoicing, CRM, cash, …). */
export function EnPreparacionPage() {
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  return (
    <Center mih="50vh">
      <Stack align="center" maw={520} data-testid="en-preparacion">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconTools size={36} />
        </ThemeIcon>
        <Title order={2}>{M.preparingTitle}</Title>
        <Text ta="center" c="dimmed">
          {M.preparingText(route?.label ?? pathname)}
        </Text>
      </Stack>
    </Center>
  );
}
