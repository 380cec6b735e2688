import { D } from './decimal';
import type { D as Dec } from './decimal';

/** The wire shape of a value: every D becomes its decimal string (GraphQL `Decimal` scalar, JSON). */
export type Wire<T> = T extends Dec
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** Deeply turns every D of a value into its plain decimal string (never an exponent, never a float). */
export function toWire<T>(value: T): Wire<T> {
  if (D.isDecimal(value)) return (value as Dec).toFixed() as Wire<T>;
  if (Array.isArray(value)) return value.map((v: unknown) => toWire(v)) as Wire<T>;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = toWire(v);
    return out as Wire<T>;
  }
  return value as Wire<T>;
}
