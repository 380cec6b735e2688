import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { samePath } from '@jit/domain';
import { useVisibleMenu } from '../access';
import { SHELL_MESSAGES } from '../messages';
import { currentGroupItems, splitMenuItems } from './menu-model';

/** The current main menu's pages in the navbar: the last 4 as buttons, the rest in a dropdown. */
export function MenuButtons() {
  const groups = useVisibleMenu();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = currentGroupItems(groups, pathname);
  const { dropdown, buttons } = splitMenuItems(items);
  return (
    <Group gap={4} wrap="nowrap" visibleFrom="md" data-testid="menu-buttons">
      {dropdown.length > 0 ? (
        <Menu position="bottom-start" shadow="md">
          <Menu.Target>
            <Button variant="subtle" size="compact-sm" rightSection={<IconChevronDown size={14} />}>
              {SHELL_MESSAGES.more}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {dropdown.map((r) => (
              <Menu.Item key={r.path} onClick={() => void navigate(r.path)}>
                {r.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
      {buttons.map((r) => (
        <Button
          key={r.path}
          size="compact-sm"
          variant={samePath(r.path, pathname) ? 'light' : 'subtle'}
          component="a"
          href={r.path}
          onClick={(e: React.MouseEvent) => {
            e.preventDefault();
            void navigate(r.path);
          }}
        >
          {r.label}
        </Button>
      ))}
    </Group>
  );
}
