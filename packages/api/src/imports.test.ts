// The client's files import each other in one direction only: a cycle (even a type-only one)
// means two files are one concept split in two, or a shared piece that wants its own file.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const here = new URL('./', import.meta.url);
const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

/** The sibling files a file imports ('./client.js' → 'client.ts'). */
function importsOf(file: string): string[] {
  const src = readFileSync(new URL(file, here), 'utf8');
  return [...src.matchAll(/from\s+'\.\/([\w-]+)\.js'/g)].map((m) => `${m[1]}.ts`).filter((f) => files.includes(f));
}

/** One import cycle among the files, as the chain of names, or null. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (f: string, path: string[]): string[] | null => {
    if (state.get(f) === 'open') return [...path.slice(path.indexOf(f)), f];
    if (state.get(f) === 'done') return null;
    state.set(f, 'open');
    for (const d of graph.get(f) ?? []) {
      const c = visit(d, [...path, f]);
      if (c) return c;
    }
    state.set(f, 'done');
    return null;
  };
  for (const f of graph.keys()) {
    const c = visit(f, []);
    if (c) return c;
  }
  return null;
}

describe('packages/api/src imports', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    expect(findCycle(new Map([['a.ts', ['b.ts']], ['b.ts', ['a.ts']]]))).toEqual(['a.ts', 'b.ts', 'a.ts']);
  });

  it('has no import cycle, type-only imports included', () => {
    expect(findCycle(new Map(files.map((f) => [f, importsOf(f)])))).toBeNull();
  });
});
