import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { noticeForGraphQLError, type ApiNotice, type GraphQLErrorLike } from './errors.js';
import { API_MESSAGES } from './messages.js';
import type { TokenSource } from './token.js';

/** Spec 1 §7/§9: ping every 10 s, close with 4408 if no pong within 5 s, retry forever. */
export const WS_KEEP_ALIVE_MS = 10_000;
export const WS_PONG_WAIT_MS = 5_000;
export const WS_PONG_TIMEOUT_CLOSE_CODE = 4408;
/** The server's close when the socket's session ended for good (not retried by graphql-ws). */
export const WS_SESSION_ENDED_CLOSE_CODE = 4401;

export type RealtimeOptions = {
  /** ws:// or wss:// address of /graphql. */
  url: string;
  getToken?: TokenSource;
  /** Subscription errors show the same danger toast (spec 1 §8). */
  onNotice?: (notice: ApiNotice) => void;
  onUnauthenticated?: () => void;
  /** For tests and Node: a WebSocket implementation. */
  webSocketImpl?: unknown;
  keepAliveMs?: number;
  pongWaitMs?: number;
  /** Back-off between reconnections (graphql-ws default: randomised exponential). */
  retryWait?: (retries: number) => Promise<void>;
};

export type Realtime = {
  client: Client;
  /** Subscribes to a typed operation; returns the function that unsubscribes. */
  subscribe<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    onData: (data: TData) => void,
  ): () => void;
  dispose(): Promise<void>;
};

/** The realtime client: graphql-ws on /graphql with `{ authToken }` as connection parameters. */
export function createRealtime(options: RealtimeOptions): Realtime {
  const pongWait = options.pongWaitMs ?? WS_PONG_WAIT_MS;
  let socket: WebSocket | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const client = createClient({
    url: options.url,
    lazy: true,
    keepAlive: options.keepAliveMs ?? WS_KEEP_ALIVE_MS,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    ...(options.retryWait ? { retryWait: options.retryWait } : {}),
    ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
    connectionParams: async () => {
      const authToken = await options.getToken?.();
      return authToken ? { authToken } : {};
    },
    on: {
      connected: (s) => {
        socket = s as WebSocket;
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => {
          if (socket && socket.readyState === 1) {
            socket.close(WS_PONG_TIMEOUT_CLOSE_CODE, 'Request Timeout');
          }
        }, pongWait);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(pongTimer);
        socket = undefined;
        // The server ends a socket whose session ended for good with 4401 (logout, user disabled
        // or deleted): the session is over here too. 4403 (token expired or replaced) reconnects
        // with the current token on its own.
        if ((event as { code?: number } | undefined)?.code === WS_SESSION_ENDED_CLOSE_CODE) options.onUnauthenticated?.();
      },
    },
  });

  return {
    client,
    subscribe(document, variables, onData) {
      const query = print(document);
      return client.subscribe<never>(
        { query, variables },
        {
          next: (result) => {
            const r = result as { data?: unknown; errors?: GraphQLErrorLike[] };
            if (r.errors?.length) {
              for (const e of r.errors) options.onNotice?.(noticeForGraphQLError(e));
              if (r.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
                options.onUnauthenticated?.();
              }
              return;
            }
            if (r.data != null) onData(r.data as never);
          },
          error: (error) => {
            // A socket-level failure is retried by graphql-ws; errors that reach here are the
            // subscription's own, shown with the fallback message (spec 1 §8).
            // The session's end (4401) was handled when the socket closed: no toast on top.
            if ((error as { code?: number } | null)?.code === WS_SESSION_ENDED_CLOSE_CODE) return;
            const errs = Array.isArray(error) ? (error as GraphQLErrorLike[]) : [];
            if (errs.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
              options.onUnauthenticated?.();
            }
            options.onNotice?.({
              type: 'danger',
              message: errs[0]?.message?.trim() ? errs[0].message : API_MESSAGES.GENERAL_ERROR,
              icon: 'alert',
            });
          },
          complete: () => undefined,
        },
      );
    },
    dispose: () => Promise.resolve(client.dispose()),
  };
}
