import { errorToast, type ErrorIcon } from '@jit/domain';
import { API_MESSAGES } from './messages.js';

/** Error codes the server puts in `extensions.code` (DESIGN.md "The API"). */
export type ApiErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INTERNAL_SERVER_ERROR'
  | (string & {});

/** Which icon the danger toast shows (spec 1 §8: a key for UNAUTHENTICATED, one per other code). */
export type ErrorIconKind = ErrorIcon;

/** One error of a GraphQL answer, as much of it as the client reads. */
export type GraphQLErrorLike = {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: ApiErrorCode; field?: string; [key: string]: unknown };
};

/** What the client asks the app to show: the spec's red toast or a plain notice. */
export type ApiNotice = {
  type: 'danger';
  message: string;
  icon: ErrorIconKind;
  code?: ApiErrorCode;
};

/** The icon of spec 1 §8 for an error code (the domain's errorToast decides). */
export function iconKindForCode(code: ApiErrorCode | undefined): ErrorIconKind {
  return errorToast({ kind: 'graphql', ...(code ? { code } : {}), message: 'x' }).icon;
}

/** The toast of one GraphQL error: the server message, or the fallback when it is empty. */
export function noticeForGraphQLError(error: GraphQLErrorLike): ApiNotice {
  const code = error.extensions?.code;
  const t = errorToast({ kind: 'graphql', ...(code ? { code } : {}), message: error.message ?? '' });
  return { type: 'danger', message: t.message, icon: t.icon, ...(code ? { code } : {}) };
}

/**
 * A call that the server answered with GraphQL errors. Its message is always
 * 'graphql intercepted error' (DECISIONS #2); the errors themselves, their codes and the
 * offending field are kept for the caller (e.g. to mark a form field).
 */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    readonly errors: readonly GraphQLErrorLike[],
    readonly operationName?: string,
  ) {
    super(API_MESSAGES.INTERCEPTED);
  }
  /** Code of the first error (the one the toast showed). */
  get code(): ApiErrorCode | undefined {
    return this.errors[0]?.extensions?.code;
  }
  /** Field at fault of the first BAD_USER_INPUT error, if the server named one. */
  get field(): string | undefined {
    return this.errors.find((e) => e.extensions?.field)?.extensions?.field;
  }
  /** The server's Spanish message of the first error (or the fallback). */
  get userMessage(): string {
    return noticeForGraphQLError(this.errors[0] ?? { message: '' }).message;
  }
  hasCode(code: ApiErrorCode): boolean {
    return this.errors.some((e) => e.extensions?.code === code);
  }
}

/** No answer from the server: refused connection, dropped socket or timeout. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(readonly reason?: unknown) {
    super(API_MESSAGES.NETWORK_ERROR);
  }
}

/** Anything else: an HTTP answer that is not GraphQL, an unreadable body, a bug. */
export class UnhandledApiError extends Error {
  override readonly name = 'UnhandledApiError';
  constructor(readonly reason?: unknown) {
    super(API_MESSAGES.UNHANDLED_ERROR);
  }
}

/** True for the rejection of a call that its caller cancelled (not an error to show). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
