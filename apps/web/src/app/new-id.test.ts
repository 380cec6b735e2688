import { describe, expect, it } from 'vitest';
import { newUuid } from './new-id';

describe('newUuid', () => {
  it('gives version-4 UUIDs the server accepts as ID, each different', () => {
    const ids = Array.from({ length: 200 }, newUuid);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
