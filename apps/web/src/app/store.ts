import { createStore } from 'jotai';
import { QueryClient } from '@tanstack/react-query';
import { GraphQLRequestError } from '@jit/api';

/** The app's one jotai store: React reads it through <Provider>, the API client and timers directly. */
export const appStore = createStore();

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (bad input, no permission, no session) does not improve by asking again.
      retry: (count, error) => !(error instanceof GraphQLRequestError) && count < 1,
    },
    mutations: { retry: false },
  },
});

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigator: Navigate = (to) => window.location.assign(to);

/** The router registers itself so code outside React (session end) can navigate. */
export function setNavigator(fn: Navigate): void {
  navigator = fn;
}
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}
