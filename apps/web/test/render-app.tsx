// Renders shell pieces inside the app's providers, with a jotai store and a query cache the test
// fills in (no network): a signed-in user, their start-up answers, a memory router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { ToastHost } from '@jit/ui';
import type { Profile } from '@jit/domain';
import { sessionAtom, sessionReadyAtom, type SessionUser } from '../src/app/session/atoms';

export function fakeUser(profile: Profile, extra: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    emisor: 'e1',
    email: 'ana@jit.test',
    fullname: 'Ana Solís',
    profile,
    subprofile: null,
    domain: null,
    roles: [],
    crmRole: 'NO APLICA',
    viajesRole: null,
    subscriptionTimeOut: null,
    ...extra,
  };
}

export type StartupAnswers = {
  roles?: unknown[];
  modules?: Record<string, boolean>;
  certificadoExpiracion?: string | null;
  profile?: { subscriptionTimeOut: string | null; profile: Profile } | null;
  counter?: { counter: number; profile: Profile } | null;
  plans?: { name: Profile; documentosMes: number }[];
  user?: unknown;
};

export function renderShell(
  routes: RouteObject[],
  {
    path,
    user,
    answers = {},
  }: { path: string; user: SessionUser | null; answers?: StartupAnswers },
) {
  const store = createStore();
  store.set(sessionReadyAtom, true);
  if (user) store.set(sessionAtom, { token: 'x.y.z', expiresAt: Date.now() + 3_600_000, user });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const id = user?.id;
  queryClient.setQueryData(['startup', id, 'roles'], answers.roles ?? []);
  queryClient.setQueryData(['startup', id, 'issuer'], {
    known: true,
    modules: answers.modules ?? { billingModule: true, crmModule: true },
    certificadoExpiracion: answers.certificadoExpiracion ?? null,
  });
  queryClient.setQueryData(['startup', id, 'profile'], answers.profile ?? null);
  queryClient.setQueryData(['startup', id, 'counter'], answers.counter ?? null);
  queryClient.setQueryData(['startup', id, 'user'], answers.user ?? null);
  queryClient.setQueryData(['plans'], answers.plans ?? []);
  queryClient.setQueryData(['frontend-version'], { version: 'test', builtAt: null });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const ui: ReactElement = (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <ToastHost />
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </Provider>
  );
  return { ...render(ui), router, store, queryClient };
}
