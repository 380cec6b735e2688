import { useState } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { NavigationProgress } from '@mantine/nprogress';
import { ToastHost } from '@jit/ui';
import { createAppRouter } from './router';
import { appStore, queryClient } from './store';
import { colorSchemeManager, theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="light"
        >
          <NavigationProgress />
          <ToastHost />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
