import { describe, expect, it } from 'vitest';
import { acumular } from './flechas';

describe('the arrows pressed before a frame add up (DECISIONS #253)', () => {
  it('adds each step to what is waiting', () => {
    let p = 0;
    for (let i = 0; i < 5; i++) p = acumular(10, p, 1, 1000)!;
    expect(p).toBe(5);
    expect(acumular(10, p, -1, 1000)).toBe(4);
  });

  it('leaves a step past the first or last line to the grid', () => {
    expect(acumular(0, 0, -1, 1000)).toBeNull();
    expect(acumular(3, -3, -1, 1000)).toBeNull();
    expect(acumular(998, 1, 1, 1000)).toBeNull();
    expect(acumular(998, 0, 1, 1000)).toBe(1);
  });
});
