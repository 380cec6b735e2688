import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { SHELL_MESSAGES } from '../messages';
import { CashSessionBadge } from './cash-session';
import { DarkModeToggle } from './dark-mode-toggle';
import { MenuButtons } from './menu-buttons';
import { UnsavedDocuments } from './unsaved-documents';
import { UserMenu } from './user-menu';

/** Top navbar: current menu's pages, open cash session, unsaved documents, selector, theme, user. */
export function Navbar({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={onToggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={SHELL_MESSAGES.menu}
        />
        <MenuButtons />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <CashSessionBadge />
        <UnsavedDocuments />
        <Tooltip label={`${SHELL_MESSAGES.pageSelector} (Ctrl+Espacio)`}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={SHELL_MESSAGES.pageSelector}
            onClick={() => spotlight.open()}
          >
            <IconSearch size={20} />
          </ActionIcon>
        </Tooltip>
        <DarkModeToggle />
        <UserMenu />
      </Group>
    </Group>
  );
}
