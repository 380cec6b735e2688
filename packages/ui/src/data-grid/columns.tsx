import type { ColDef, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import { StatusBadge } from '../status-badge.js';
import type { ToastType } from '../toast.js';
import { PLAIN_FORMATTERS, type Formatters } from './format-context.js';

/** What DataGrid puts in ag-grid's `context`: the app's formatters. */
export type GridContext = { format: Formatters };

const fmt = (p: { context?: unknown }): Formatters =>
  (p.context as GridContext | undefined)?.format ?? PLAIN_FORMATTERS;

type Field<Row> = Extract<keyof Row, string> | (string & {});

/** A money column: right-aligned, es-CR with 2 decimals from the decimal string. */
export function moneyColumn<Row>(
  field: Field<Row>,
  headerName: string,
  extra: ColDef<Row> & { currency?: string } = {},
): ColDef<Row> {
  const { currency, ...rest } = extra;
  return {
    field: field as ColDef<Row>['field'],
    headerName,
    type: 'rightAligned',
    filter: 'agNumberColumnFilter',
    valueFormatter: (p: ValueFormatterParams<Row>) => fmt(p).money(p.value as string, currency),
    comparator: compareDecimalStrings,
    ...rest,
  };
}

/** A quantity column: right-aligned, es-CR. */
export function quantityColumn<Row>(field: Field<Row>, headerName: string, extra: ColDef<Row> = {}): ColDef<Row> {
  return {
    field: field as ColDef<Row>['field'],
    headerName,
    type: 'rightAligned',
    filter: 'agNumberColumnFilter',
    valueFormatter: (p: ValueFormatterParams<Row>) => fmt(p).quantity(p.value as string),
    comparator: compareDecimalStrings,
    ...extra,
  };
}

/** A date (or date-time) column from an ISO string, shown in es-CR. */
export function dateColumn<Row>(
  field: Field<Row>,
  headerName: string,
  extra: ColDef<Row> & { withTime?: boolean } = {},
): ColDef<Row> {
  const { withTime, ...rest } = extra;
  return {
    field: field as ColDef<Row>['field'],
    headerName,
    filter: 'agDateColumnFilter',
    valueFormatter: (p: ValueFormatterParams<Row>) =>
      withTime ? fmt(p).dateTime(p.value as string) : fmt(p).date(p.value as string),
    ...rest,
  };
}

/** A status shown as a coloured badge; unknown statuses use the fallback type (spec 2 §4: info). */
export function statusBadgeColumn<Row>(
  field: Field<Row>,
  headerName: string,
  types: Readonly<Record<string, ToastType>>,
  extra: ColDef<Row> & { fallback?: ToastType; labels?: Readonly<Record<string, string>> } = {},
): ColDef<Row> {
  const { fallback = 'info', labels, ...rest } = extra;
  return {
    field: field as ColDef<Row>['field'],
    headerName,
    cellRenderer: (p: ICellRendererParams<Row>) => {
      const value = p.value as string | number | boolean | null | undefined;
      if (value === null || value === undefined || value === '') return null;
      const key = String(value);
      return <StatusBadge type={types[key] ?? fallback}>{labels?.[key] ?? key}</StatusBadge>;
    },
    ...rest,
  };
}

/**
 * Orders decimal strings without turning them into floats: by sign, then integer length, then
 * text (amounts come from the server as plain decimal strings such as "1234.50").
 */
export function compareDecimalStrings(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
): number {
  const sa = a === null || a === undefined ? '' : String(a);
  const sb = b === null || b === undefined ? '' : String(b);
  if (sa === sb) return 0;
  if (sa === '') return -1;
  if (sb === '') return 1;
  const na = sa.startsWith('-');
  const nb = sb.startsWith('-');
  if (na !== nb) return na ? -1 : 1;
  const sign = na ? -1 : 1;
  const [ia = '', fa = ''] = sa.replace('-', '').split('.');
  const [ib = '', fb = ''] = sb.replace('-', '').split('.');
  const ia2 = ia.replace(/^0+(?=\d)/, '');
  const ib2 = ib.replace(/^0+(?=\d)/, '');
  if (ia2.length !== ib2.length) return sign * (ia2.length - ib2.length);
  if (ia2 !== ib2) return sign * (ia2 < ib2 ? -1 : 1);
  const len = Math.max(fa.length, fb.length);
  const pa = fa.padEnd(len, '0');
  const pb = fb.padEnd(len, '0');
  return pa === pb ? 0 : sign * (pa < pb ? -1 : 1);
}
