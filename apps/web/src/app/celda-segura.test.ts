import { describe, expect, it } from 'vitest';
import { celdaSegura } from './celda-segura';

describe('celdaSegura', () => {
  it('prefixes with an apostrophe a text that a spreadsheet would read as a formula', () => {
    for (const v of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(celdaSegura(v)).toBe(`'${v}`);
  });
  it('leaves other texts, numbers and empty cells as they are', () => {
    for (const v of ['Cliente S.A.', '00100001010000000001', '', 'a=b', 12.5, -3, null]) expect(celdaSegura(v)).toBe(v);
  });
});
