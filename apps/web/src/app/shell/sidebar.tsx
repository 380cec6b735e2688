import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { Group, Text } from '@mantine/core';
import { SidebarNav } from '@jit/ui';
import { useVisibleMenu } from '../access';
import { sidebarColorAtom } from '../preferences';
import { menuIcon } from './menu-icons';
import { sidebarSections } from './menu-model';

/** The sidebar: the pages the user may open, grouped by main menu, in the chosen colour. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const groups = useVisibleMenu();
  const color = useAtomValue(sidebarColorAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = useMemo(
    () => sidebarSections(groups).map((s) => ({ ...s, icon: menuIcon(s.key) })),
    [groups],
  );
  return (
    <SidebarNav
      sections={sections}
      activePath={pathname}
      color={color}
      onNavigate={(p) => {
        void navigate(p);
        onNavigate?.();
      }}
      header={
        <Group px="md" py="sm">
          <Text fw={800} size="xl" c="white">
            JIT
          </Text>
        </Group>
      }
    />
  );
}
