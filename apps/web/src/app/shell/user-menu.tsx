import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Group, Menu, Switch, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconPalette, IconStar, IconX } from '@tabler/icons-react';
import { SIDEBAR_COLOR_LABELS, SIDEBAR_COLORS, SIDEBAR_GRADIENTS } from '@jit/ui';
import { SHELL_MESSAGES } from '../messages';
import { notify } from '../notify';
import { pushWantedAtom, sidebarColorAtom } from '../preferences';
import { disablePush, enablePush, pushSupported } from '../push';
import { sessionAtom } from '../session/atoms';
import { storedRoutesAtom } from '../shortcuts/stored-routes';
import { labelOfPath } from '../access';

const PUSH_MESSAGES = {
  unsupported: SHELL_MESSAGES.pushUnsupported,
  denied: SHELL_MESSAGES.pushDenied,
  'no-key': SHELL_MESSAGES.pushServerMissing,
  'no-server': SHELL_MESSAGES.pushServerMissing,
} as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** The user's menu: push notifications, sidebar colour, stored routes (Ctrl+1..5) and logout. */
export function UserMenu() {
  const session = useAtomValue(sessionAtom);
  const [pushWanted, setPushWanted] = useAtom(pushWantedAtom);
  const [color, setColor] = useAtom(sidebarColorAtom);
  const [slots, setSlot] = useAtom(storedRoutesAtom);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!session) return null;
  const { user } = session;

  const togglePush = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        const result = await enablePush(user.email);
        if (result === 'ok') {
          setPushWanted(true);
          notify({ type: 'success', message: SHELL_MESSAGES.pushEnabled });
        } else {
          setPushWanted(result === 'no-server' || result === 'no-key');
          notify({ type: 'warning', message: PUSH_MESSAGES[result] });
        }
      } else {
        await disablePush();
        setPushWanted(false);
        notify({ type: 'info', message: SHELL_MESSAGES.pushDisabled });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={280} closeOnItemClick={false}>
      <Menu.Target>
        <UnstyledButton aria-label={user.fullname} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" color="teal">
              {initials(user.fullname)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.fullname}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item closeMenuOnClick={false}>
          <Switch
            label={SHELL_MESSAGES.pushNotifications}
            checked={pushWanted}
            disabled={busy || !pushSupported()}
            onChange={(e) => void togglePush(e.currentTarget.checked)}
            data-testid="push-toggle"
          />
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>
          <Group gap={4}>
            <IconPalette size={14} />
            {SHELL_MESSAGES.sidebarColor}
          </Group>
        </Menu.Label>
        <Group gap={6} px="sm" pb="xs">
          {SIDEBAR_COLORS.map((c) => (
            <UnstyledButton
              key={c}
              aria-label={SIDEBAR_COLOR_LABELS[c]}
              aria-pressed={color === c}
              onClick={() => setColor(c)}
              style={{
                width: 22,
                height: 22,
                borderRadius: 11,
                background: `linear-gradient(135deg, ${SIDEBAR_GRADIENTS[c].from}, ${SIDEBAR_GRADIENTS[c].to})`,
                outline: color === c ? '2px solid var(--mantine-color-text)' : 'none',
                outlineOffset: 2,
              }}
            />
          ))}
        </Group>
        <Menu.Divider />
        <Menu.Label>
          <Group gap={4}>
            <IconStar size={14} />
            {SHELL_MESSAGES.storedRoutes}
          </Group>
        </Menu.Label>
        {slots.map((path, i) => (
          <Menu.Item
            key={i}
            onClick={() => (path ? void navigate(path) : setSlot([i + 1, pathname]))}
            rightSection={
              path ? (
                <IconX
                  size={14}
                  aria-label={SHELL_MESSAGES.clear}
                  onClick={(e) => {
                    e.stopPropagation();
                    setSlot([i + 1, null]);
                  }}
                />
              ) : undefined
            }
          >
            <Text size="sm">
              <b>{SHELL_MESSAGES.storedRouteSlot(i + 1)}</b>{' '}
              {path
                ? (labelOfPath(path) ?? path)
                : `${SHELL_MESSAGES.storedRouteEmpty} · ${SHELL_MESSAGES.storeHere}`}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void navigate('/logout')}
        >
          {SHELL_MESSAGES.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
