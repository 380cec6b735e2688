import { createContext, useContext, type ReactNode } from 'react';

type Value = string | number | null | undefined;

/**
 * How the shared widgets format values. The app provides the es-CR formatters of its one
 * format.ts (which uses the domain's rules); packages/ui only renders what it is given.
 */
export type Formatters = {
  money(value: Value, currency?: string): string;
  quantity(value: Value): string;
  date(value: Value): string;
  dateTime(value: Value): string;
};

const plain = (v: Value) => (v === null || v === undefined ? '' : String(v));

export const PLAIN_FORMATTERS: Formatters = {
  money: plain,
  quantity: plain,
  date: plain,
  dateTime: plain,
};

const FormatContext = createContext<Formatters>(PLAIN_FORMATTERS);

export function FormatProvider({ value, children }: { value: Formatters; children: ReactNode }) {
  return <FormatContext.Provider value={value}>{children}</FormatContext.Provider>;
}

export function useFormatters(): Formatters {
  return useContext(FormatContext);
}
