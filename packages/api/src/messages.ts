// Texts of spec 1 §8 and spec 2 §8 (spec/messages.tsv), from the domain so that the web, the
// server and the tests read one source.
import {
  MENSAJE_ERROR_GENERAL,
  MENSAJE_ERROR_NO_ADMINISTRADO,
  MENSAJE_ERROR_RED,
  TEXTO_RECHAZO_GRAPHQL,
} from '@jit/domain';

export const API_MESSAGES = {
  /** Danger toast when a GraphQL error carries no message, and for subscription errors. */
  GENERAL_ERROR: MENSAJE_ERROR_GENERAL,
  /** Toast on a network failure (no answer, connection refused, timeout). */
  NETWORK_ERROR: MENSAJE_ERROR_RED,
  /** Toast on any other failure (bad HTTP answer, unparseable body, a bug). */
  UNHANDLED_ERROR: MENSAJE_ERROR_NO_ADMINISTRADO,
  /** Text of the rejected promise of a call that failed with GraphQL errors (DECISIONS #2). */
  INTERCEPTED: TEXTO_RECHAZO_GRAPHQL,
} as const;
