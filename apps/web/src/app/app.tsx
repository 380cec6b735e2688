import { useState } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { NavigationProgress } from '@mantine/nprogress';
import { FormatProvider, ToastHost } from '@jit/ui';
import { FORMATTERS } from './format';
import { createAppRouter } from './router';
import { appStore, queryClient } from './store';
import { colorSchemeManager, theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
          <FormatProvider value={FORMATTERS}>
            <ModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }}>
              <NavigationProgress />
              <ToastHost />
              <RouterProvider router={router} />
            </ModalsProvider>
          </FormatProvider>
        </MantineProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
