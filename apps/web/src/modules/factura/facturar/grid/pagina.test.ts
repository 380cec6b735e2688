import { describe, expect, it } from 'vitest';
import { anclaParaFila } from './pagina';

// Lines 36 px high; 11 lines and a bit in sight (402 px), the view starting at line 20.
const H = 36;
const vista = { top: 20 * H, bottom: 20 * H + 402 };
const ancla = (i: number) => anclaParaFila(i, i * H, H, vista, 1000);

describe('the entry grid follows the cursor a page at a time', () => {
  it('does not scroll while the line is in sight', () => {
    for (let i = 20; i <= 30; i++) expect(ancla(i)).toBeNull();
  });

  it('going down past the last line in sight, turns a page keeping the line before on top', () => {
    // line 31 is cut off at the bottom: 30 goes to the top, and 31 to 40 come into sight
    expect(ancla(31)).toEqual({ index: 30, position: 'top' });
  });

  it('going up past the first line in sight, turns a page keeping the line after at the bottom', () => {
    expect(ancla(19)).toEqual({ index: 20, position: 'bottom' });
  });

  it('stays within the draft at its ends', () => {
    expect(anclaParaFila(0, 0, H, { top: H, bottom: H + 402 }, 1000)).toEqual({ index: 1, position: 'bottom' });
    expect(anclaParaFila(0, 0, H, { top: H / 2, bottom: H / 2 + 402 }, 1)).toEqual({ index: 0, position: 'bottom' });
    expect(anclaParaFila(0, 0, H, { top: -500, bottom: -100 }, 1000)).toEqual({ index: 0, position: 'top' });
  });
});
