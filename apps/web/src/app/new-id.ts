/**
 * A unique id (draft lines, idempotency keys) without crypto.randomUUID, which plain http outside
 * localhost does not offer: time, a counter and random letters, after an optional prefix.
 */
let counter = 0;
export const newId = (prefix = 'l'): string =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 7)}`;
