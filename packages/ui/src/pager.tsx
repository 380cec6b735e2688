import { Pagination, type PaginationProps } from '@mantine/core';

/** Spec 1 §2: pagination shows 5 pages by default (the active one and two on each side). */
export const PAGER_PAGES_SHOWN = 5;

export type PagerProps = PaginationProps & { pagesShown?: number };

export function Pager({ pagesShown = PAGER_PAGES_SHOWN, ...rest }: PagerProps) {
  return <Pagination siblings={Math.floor((pagesShown - 1) / 2)} boundaries={0} {...rest} />;
}
