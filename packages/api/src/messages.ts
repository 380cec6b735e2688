// Texts of spec 1 §8 and spec 2 §8 (spec/messages.tsv), exactly as written: the web shows them
// in toasts and tests look for them verbatim.
export const API_MESSAGES = {
  /** Danger toast when a GraphQL error carries no message, and for subscription errors. */
  GENERAL_ERROR: 'Error general de la aplicación :(',
  /** Toast on a network failure (no answer, connection refused, timeout). */
  NETWORK_ERROR: 'Network Error',
  /** Toast on any other failure (bad HTTP answer, unparseable body, a bug). */
  UNHANDLED_ERROR: 'Esto no debería pasar, error no administrado :(',
  /** Text of the rejected promise of a call that failed with GraphQL errors (DECISIONS #2). */
  INTERCEPTED: 'graphql intercepted error',
} as const;
