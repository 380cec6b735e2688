import { afterEach, describe, expect, it } from 'vitest';
import { soltarCursorDeTexto } from './cursor-de-texto';

const caretEn = (node: Node) => {
  const r = document.createRange();
  r.setStart(node, 0);
  r.collapse(true);
  const sel = document.getSelection()!;
  sel.removeAllRanges();
  sel.addRange(r);
};

describe('the text cursor an editor leaves in the grid (DECISIONS #255)', () => {
  afterEach(() => {
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('is dropped while the focus is on a cell', () => {
    document.body.innerHTML = '<div class="ag-cell" tabindex="-1">12</div><div id="aria"></div>';
    const cell = document.querySelector<HTMLElement>('.ag-cell')!;
    cell.focus();
    caretEn(document.getElementById('aria')!);
    expect(document.getSelection()!.type).toBe('Caret');
    soltarCursorDeTexto();
    expect(document.getSelection()!.rangeCount).toBe(0);
  });

  it('stays while the focus is on something that takes text, and a selected text stays', () => {
    document.body.innerHTML = '<p>Artículo de prueba</p><input value="12" />';
    const input = document.querySelector('input')!;
    input.focus();
    caretEn(document.querySelector('p')!.firstChild!);
    soltarCursorDeTexto();
    expect(document.getSelection()!.type).toBe('Caret');

    input.blur();
    const r = document.createRange();
    r.selectNodeContents(document.querySelector('p')!);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(r);
    soltarCursorDeTexto();
    expect(document.getSelection()!.type).toBe('Range');
  });
});
