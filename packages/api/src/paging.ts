/** A paged list answer (DESIGN.md: keyset cursors, default limit 10). */
export type Page<T> = {
  feed: readonly T[];
  pageInfo: { nextPageCursor?: string | null; hasNextPage: boolean };
};

/** Spec 1 §9 / spec 2 §9: default page size. */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * Appends the rows of a new page to the rows already shown, without duplicates: a row that
 * comes again (it moved between pages while the user scrolled) replaces the earlier copy in
 * place, so the list keeps its order and shows each row once.
 */
export function mergePage<T>(
  existing: readonly T[],
  incoming: readonly T[],
  getId: (row: T) => string,
): T[] {
  const index = new Map<string, number>();
  const out: T[] = [];
  for (const row of [...existing, ...incoming]) {
    const id = getId(row);
    const at = index.get(id);
    if (at === undefined) {
      index.set(id, out.length);
      out.push(row);
    } else {
      out[at] = row;
    }
  }
  return out;
}

/** Flattens the pages of an infinite query into one list without duplicates. */
export function flattenPages<T>(pages: readonly Page<T>[], getId: (row: T) => string): T[] {
  return pages.reduce<T[]>((rows, page) => mergePage(rows, page.feed, getId), []);
}

/** The cursor to ask for after this page, or undefined when there is none. */
export function nextCursor<T>(page: Page<T>): string | undefined {
  return page.pageInfo.hasNextPage ? (page.pageInfo.nextPageCursor ?? undefined) : undefined;
}
