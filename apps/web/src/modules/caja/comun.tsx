// What the cash screens share: the title bar with its buttons and «Recargar».
import type { ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { CAJA_MESSAGES as M } from './messages';

/** A list's title bar: its title, the page's buttons, then «Recargar». */
export function Encabezado({ titulo, onRecargar, children }: { titulo: string; onRecargar: () => void; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={2}>{titulo}</Title>
      <Group gap="xs">
        {children}
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={onRecargar}>
          {M.recargar}
        </Button>
      </Group>
    </Group>
  );
}
