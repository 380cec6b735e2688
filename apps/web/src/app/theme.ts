import { createTheme, localStorageColorSchemeManager, PasswordInput } from '@mantine/core';
import { STORAGE_KEYS } from './session/storage-keys';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Every visible (and spoken) text in Spanish, Mantine's own labels included.
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar la contraseña' },
      },
    }),
  },
});

/** Dark mode survives reloads: Mantine keeps it in localStorage under `darkMode` (spec 1 §9). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.darkMode });
