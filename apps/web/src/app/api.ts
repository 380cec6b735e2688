// The app's API clients (spec 1 §7): one GraphQL endpoint on the same origin, the token from
// the session, red toasts for failures, the progress bar while calls run, errors reported to
// our own server, and any UNAUTHENTICATED ending the session 3 s later.
import { nprogress } from '@mantine/nprogress';
import { createApiClient, createErrorReporter, createRealtime, type Realtime } from '@jit/api';
import { appStore } from './store';
import { sessionAtom } from './session/atoms';
import { notifyApi } from './notify';

export const GRAPHQL_URL = '/graphql';

const getToken = () => appStore.get(sessionAtom)?.token ?? null;

let onUnauthenticated: () => void = () => undefined;
/** The session registers what UNAUTHENTICATED does (end the session 3 s later). */
export function setUnauthenticatedHandler(fn: () => void): void {
  onUnauthenticated = fn;
}

export const reporter = createErrorReporter({ url: GRAPHQL_URL, getToken });

export const api = createApiClient({
  url: GRAPHQL_URL,
  getToken,
  onNotice: notifyApi,
  onUnauthenticated: () => onUnauthenticated(),
  onActivity: (inFlight) => {
    if (inFlight > 0) nprogress.start();
    else nprogress.complete();
  },
  reporter,
});

let realtime: Realtime | undefined;

/** The graphql-ws client, created on first use (only screens with live data open a socket). */
export function getRealtime(): Realtime {
  if (!realtime) {
    const url = new URL(GRAPHQL_URL, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    realtime = createRealtime({
      url: url.toString(),
      getToken,
      onNotice: notifyApi,
      onUnauthenticated: () => onUnauthenticated(),
    });
  }
  return realtime;
}

/** Closes the socket (logout): the next subscription reconnects with the new token. */
export async function closeRealtime(): Promise<void> {
  const rt = realtime;
  realtime = undefined;
  await rt?.dispose();
}
