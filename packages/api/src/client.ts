import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import {
  GraphQLRequestError,
  NetworkError,
  UnhandledApiError,
  noticeForGraphQLError,
  type ApiNotice,
  type GraphQLErrorLike,
} from './errors.js';
import { API_MESSAGES } from './messages.js';
import type { ErrorReporter } from './reporter.js';
import { bearer, type TokenSource } from './token.js';

/** Spec 1 §9: request timeout 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

export type ApiClientOptions = {
  /** The GraphQL endpoint (same origin in the browser: '/graphql'). */
  url: string;
  /** Current bearer token; none → the call goes without Authorization. */
  getToken?: TokenSource;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Shows the spec's toast (red for every failure). */
  onNotice?: (notice: ApiNotice) => void;
  /** Any UNAUTHENTICATED answer: the app ends the session 3 s later (DECISIONS #1). */
  onUnauthenticated?: (error: GraphQLRequestError) => void;
  /** Number of calls in flight after each change: drives the progress bar. */
  onActivity?: (inFlight: number) => void;
  /** Where failures are reported (Mutation.reportClientError). */
  reporter?: ErrorReporter;
};

export type RequestOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Tolerant call: failures are neither toasted nor reported (start-up calls whose errors the
   * spec ignores). The promise still rejects, and UNAUTHENTICATED still ends the session.
   */
  quiet?: boolean;
};

export type ApiClient = {
  request<TData, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TData, TVariables>,
    ...args: TVariables extends Record<string, never>
      ? [variables?: TVariables, options?: RequestOptions]
      : [variables: TVariables, options?: RequestOptions]
  ): Promise<TData>;
  /**
   * A call by query text, for operations that the schema does not have yet (so codegen cannot
   * type them). Only packages/api/src/pending.ts uses it; each use names the missing operation.
   */
  requestText<TData>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<TData>;
};

type Printed = { query: string; operationName?: string };
const printed = new WeakMap<object, Printed>();

function printDocument(document: DocumentNode): Printed {
  let cached = printed.get(document);
  if (!cached) {
    const op = document.definitions.find((d) => (d.kind as string) === 'OperationDefinition');
    const name = op && 'name' in op ? op.name?.value : undefined;
    cached = { query: print(document), ...(name ? { operationName: name } : {}) };
    printed.set(document, cached);
  }
  return cached;
}

function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+(\w+)/.exec(query)?.[1];
}

/** The main API client of spec 1 §7/§8: POST, bearer, timeout, error toasts and reporting. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutDefault = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let inFlight = 0;
  const activity = (delta: number) => {
    inFlight += delta;
    options.onActivity?.(inFlight);
  };

  const notify = (notice: ApiNotice, quiet: boolean | undefined) => {
    if (!quiet) options.onNotice?.(notice);
  };
  const report = (
    quiet: boolean | undefined,
    input: { message: string; code?: string; operation?: string; path?: string; stack?: string },
  ) => {
    if (!quiet) void options.reporter?.report(input);
  };

  async function send<TData>(
    query: string,
    operationName: string | undefined,
    variables: Record<string, unknown> | undefined,
    opts: RequestOptions = {},
  ): Promise<TData> {
    const { quiet } = opts;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs ?? timeoutDefault);
    const onCallerAbort = () => controller.abort();
    if (opts.signal?.aborted) controller.abort();
    else opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    activity(1);
    try {
      const token = await options.getToken?.();
      if (opts.signal?.aborted) throw new DOMException('La llamada fue cancelada.', 'AbortError');
      let response: Response;
      try {
        response = await (options.fetch ?? globalThis.fetch)(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json, application/json',
            ...bearer(token),
          },
          body: JSON.stringify({ query, variables: variables ?? {}, operationName }),
          signal: controller.signal,
        });
      } catch (cause) {
        if (opts.signal?.aborted && !timedOut) throw cause;
        const error = new NetworkError(timedOut ? 'timeout' : cause);
        notify({ type: 'danger', message: API_MESSAGES.NETWORK_ERROR, icon: 'alert' }, quiet);
        report(quiet, {
          message: timedOut ? `timeout ${opts.timeoutMs ?? timeoutDefault} ms` : String(cause),
          code: 'NETWORK_ERROR',
          ...(operationName ? { operation: operationName } : {}),
        });
        throw error;
      }

      let body: { data?: unknown; errors?: GraphQLErrorLike[] } | undefined;
      try {
        body = (await response.json()) as typeof body;
      } catch (cause) {
        if (opts.signal?.aborted && !timedOut) throw cause;
        body = undefined;
      }

      const errors = Array.isArray(body?.errors) ? body.errors : [];
      if (errors.length > 0) {
        const error = new GraphQLRequestError(errors, operationName);
        const shown = new Set<string>();
        for (const e of errors) {
          const notice = noticeForGraphQLError(e);
          if (!shown.has(notice.message)) {
            shown.add(notice.message);
            notify(notice, quiet);
          }
          report(quiet, {
            message: e.message ?? '',
            ...(e.extensions?.code ? { code: String(e.extensions.code) } : {}),
            ...(operationName ? { operation: operationName } : {}),
            ...(e.path ? { path: e.path.join('.') } : {}),
          });
        }
        if (error.hasCode('UNAUTHENTICATED')) options.onUnauthenticated?.(error);
        throw error;
      }
      if (!response.ok || body === undefined || body.data == null) {
        throw unhandled(`HTTP ${response.status}`, operationName, quiet);
      }
      return body.data as TData;
    } catch (error) {
      if (
        error instanceof GraphQLRequestError ||
        error instanceof NetworkError ||
        error instanceof UnhandledApiError ||
        (opts.signal?.aborted && !timedOut)
      ) {
        throw error;
      }
      throw unhandled(error, operationName, quiet);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
      activity(-1);
    }
  }

  function unhandled(cause: unknown, operationName: string | undefined, quiet?: boolean) {
    notify({ type: 'danger', message: API_MESSAGES.UNHANDLED_ERROR, icon: 'alert' }, quiet);
    report(quiet, {
      message: cause instanceof Error ? cause.message : String(cause),
      code: 'UNHANDLED',
      ...(operationName ? { operation: operationName } : {}),
      ...(cause instanceof Error && cause.stack ? { stack: cause.stack } : {}),
    });
    return new UnhandledApiError(cause);
  }

  return {
    request(document, ...args) {
      const [variables, opts] = args as [Record<string, unknown> | undefined, RequestOptions?];
      const { query, operationName } = printDocument(document);
      return send(query, operationName, variables, opts);
    },
    requestText(query, variables, opts) {
      return send(query, operationNameOf(query), variables, opts);
    },
  };
}
