import { createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from './session/storage-keys';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/** Dark mode survives reloads: Mantine keeps it in localStorage under `darkMode` (spec 1 §9). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.darkMode });
