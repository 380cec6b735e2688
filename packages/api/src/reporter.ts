import { print } from 'graphql';
import { ReportClientErrorDocument, type ClientErrorInput } from './gql/graphql.js';
import { bearer, type TokenSource } from './token.js';

/** Spec 1 §7: the reporting client waits 30 s at most. */
export const REPORT_TIMEOUT_MS = 30_000;

export type ErrorReporter = {
  /** Sends one error to Mutation.reportClientError; never throws, never toasts. */
  report(input: ClientErrorInput): Promise<void>;
};

export type ErrorReporterOptions = {
  url: string;
  getToken?: TokenSource;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Reports per minute at most, so a broken page cannot flood the server. */
  maxPerMinute?: number;
  now?: () => number;
};

const query = print(ReportClientErrorDocument);

/** The error-reporting client: its own 30 s timeout, bearer token, silent failures. */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const limit = options.maxPerMinute ?? 30;
  const now = options.now ?? Date.now;
  let windowStart = 0;
  let sent = 0;
  return {
    async report(input) {
      const t = now();
      if (t - windowStart > 60_000) {
        windowStart = t;
        sent = 0;
      }
      if (sent >= limit) return;
      sent += 1;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REPORT_TIMEOUT_MS);
      try {
        const token = await options.getToken?.();
        const clipped: ClientErrorInput = {
          ...input,
          message: input.message.slice(0, 2000),
          ...(input.stack ? { stack: input.stack.slice(0, 8000) } : {}),
        };
        await (options.fetch ?? globalThis.fetch)(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...bearer(token),
          },
          body: JSON.stringify({
            query,
            operationName: 'ReportClientError',
            variables: { input: clipped },
          }),
          signal: controller.signal,
        });
      } catch {
        // Reporting is best effort: a failure to report must never become another error.
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
