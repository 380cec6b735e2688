/**
 * A unique id (draft lines, idempotency keys) without crypto.randomUUID, which plain http outside
 * localhost does not offer: time, a counter and random letters, after an optional prefix.
 */
let counter = 0;
export const newId = (prefix = 'l'): string =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * A random UUID (v4) for an id the server takes as `ID` (the server refuses any other shape),
 * from crypto.getRandomValues, which plain http offers where crypto.randomUUID is missing.
 */
export function newUuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
