/**
 * Copies the source's own fields that the target lacks. Used instead of `{ ...source, a, b, … }`:
 * V8 (Node 20) takes tens of µs to build a spread object followed by many fields, which matters on hot paths.
 */
export function copyMissing<T extends object>(target: T, source: object): T {
  const t = target as Record<string, unknown>;
  const s = source as Record<string, unknown>;
  for (const key in s) {
    if (!Object.prototype.hasOwnProperty.call(s, key) || key in t) continue;
    const value = s[key];
    if (value !== undefined) t[key] = value;
  }
  return target;
}
