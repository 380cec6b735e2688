// When a cell's editor closes, the browser leaves its text cursor (a collapsed selection) in the
// grid, where the editor's input was. Nothing shows it outside an editable element, but while it
// stays the browser works out its place again on every layout: in a trace of arrow bursts down a
// 1,000-line draft, about a quarter of the main thread (canonical positions, forced layouts) after
// any edited line, and none once it was dropped (DECISIONS #255).

/** Drops a text cursor the page keeps while the focus is on something that takes no text. */
export function soltarCursorDeTexto(doc: Document = document): void {
  const sel = doc.getSelection();
  if (!sel || sel.type !== 'Caret') return;
  const activo = doc.activeElement;
  if (activo instanceof HTMLElement && (activo.isContentEditable || activo.matches('input, textarea, select'))) return;
  sel.removeAllRanges();
}
