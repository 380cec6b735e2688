import { describe, expect, it } from 'vitest';
import { flattenPages, mergePage, nextCursor } from './paging.js';

type Row = { _id: string; v: number };
const id = (r: Row) => r._id;

describe('mergePage', () => {
  it('appends new rows and keeps each id once, in first-seen order, with the newest copy', () => {
    const a = [{ _id: '1', v: 1 }, { _id: '2', v: 1 }];
    const b = [{ _id: '2', v: 2 }, { _id: '3', v: 1 }];
    expect(mergePage(a, b, id)).toEqual([{ _id: '1', v: 1 }, { _id: '2', v: 2 }, { _id: '3', v: 1 }]);
  });

  it('never yields duplicates whatever the pages contain', () => {
    const pages = Array.from({ length: 20 }, (_, p) => ({
      feed: Array.from({ length: 10 }, (_, i) => ({ _id: String((p * 7 + i) % 37), v: p })),
      pageInfo: { hasNextPage: true, nextPageCursor: String(p) },
    }));
    const rows = flattenPages(pages, id);
    expect(new Set(rows.map(id)).size).toBe(rows.length);
  });
});

describe('nextCursor', () => {
  it('is undefined on the last page', () => {
    expect(nextCursor({ feed: [], pageInfo: { hasNextPage: false, nextPageCursor: 'x' } })).toBeUndefined();
    expect(nextCursor({ feed: [], pageInfo: { hasNextPage: true, nextPageCursor: 'x' } })).toBe('x');
  });
});
