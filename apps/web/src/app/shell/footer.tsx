import { Group, Text } from '@mantine/core';
import { SHELL_MESSAGES } from '../messages';

export function ShellFooter() {
  return (
    <Group h="100%" px="md" justify="space-between">
      <Text size="xs" c="dimmed">
        {SHELL_MESSAGES.footer(new Date().getFullYear())}
      </Text>
      <Text size="xs" c="dimmed">
        v{__APP_VERSION__.slice(0, 19)}
      </Text>
    </Group>
  );
}
