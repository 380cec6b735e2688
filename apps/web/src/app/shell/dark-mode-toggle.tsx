import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { SHELL_MESSAGES } from '../messages';

/** Dark mode toggle; Mantine keeps the choice in localStorage under `darkMode` (spec 1 §9). */
export function DarkModeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  const label = dark ? SHELL_MESSAGES.lightMode : SHELL_MESSAGES.darkMode;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        aria-pressed={dark}
        data-testid="dark-mode-toggle"
        onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      >
        {dark ? <IconSun size={20} /> : <IconMoon size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
