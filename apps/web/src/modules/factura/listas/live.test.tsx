import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionAtom } from '../../../app/session/atoms';
import { PONERSE_AL_DIA_MS, useFacturaChanged } from './live';
import { LISTAS_KEY } from './queries';

// A realtime client whose socket connects and reconnects when the test says.
const conectados = new Set<() => void>();
vi.mock('../../../app/api', () => ({
  api: { request: vi.fn(() => new Promise(() => undefined)) },
  getRealtime: () => ({
    client: {
      on: (_evento: 'connected', fn: () => void) => {
        conectados.add(fn);
        return () => conectados.delete(fn);
      },
    },
    subscribe: () => () => undefined,
  }),
}));

function montar() {
  const client = new QueryClient();
  const invalidar = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  const store = createStore();
  store.set(sessionAtom, { token: 'x.y.z', expiresAt: Date.now() + 3_600_000, user: { id: 'u', emisor: 'e' } as never });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </Provider>
  );
  const hook = renderHook(() => useFacturaChanged(), { wrapper });
  const leyoListas = () => invalidar.mock.calls.filter(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(LISTAS_KEY)).length;
  return { hook, leyoListas };
}

describe('useFacturaChanged catches up with what the subscription could not see', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    conectados.clear();
  });

  it('reads the lists again once the subscription has had time to start', () => {
    const { leyoListas } = montar();
    expect(leyoListas()).toBe(0);
    vi.advanceTimersByTime(PONERSE_AL_DIA_MS);
    expect(leyoListas()).toBe(1);
  });

  it('and again after every reconnection of the socket, but not after unmounting', () => {
    const { hook, leyoListas } = montar();
    vi.advanceTimersByTime(PONERSE_AL_DIA_MS);
    for (const fn of conectados) fn();
    vi.advanceTimersByTime(PONERSE_AL_DIA_MS);
    expect(leyoListas()).toBe(2);
    hook.unmount();
    expect(conectados.size).toBe(0);
    vi.advanceTimersByTime(PONERSE_AL_DIA_MS);
    expect(leyoListas()).toBe(2);
  });
});
