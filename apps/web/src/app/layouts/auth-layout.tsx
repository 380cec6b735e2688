import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DarkModeToggle } from '../shell/dark-mode-toggle';

/** Login/register layout (spec 1 §2): a centred card with a link to the other screen. */
export function AuthLayout({
  children,
  footer,
}: {
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
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
