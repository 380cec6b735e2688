// The mapping grid's editor of a line's destination, made for the keyboard: typing filters the items
// and cost records by name (those starting with it first) (the first key that opened it included), the arrows move, Enter or Tab
// takes the highlighted one and the grid goes on to the next line; «Sin asignar» first clears it.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { norm } from '../../factura/facturar/grid/search';
import { Lista } from '../../factura/facturar/grid/lista-sugerencias';
import type { FilaMapeo } from './filas-mapeo';
import { XML_MESSAGES as M } from './messages';

export type OpcionDestino = { value: string; label: string; grupo: string };
type Props = CustomCellEditorProps<FilaMapeo, string> & { opciones: readonly OpcionDestino[] };

/** How many choices the list shows at once (the filter narrows a long catalogue). */
const VISIBLES = 50;

export function DestinoEditor(p: Props) {
  const porTecla = Boolean(p.eventKey && p.eventKey.length === 1);
  const [text, setText] = useState(porTecla ? p.eventKey! : '');
  const lista = useMemo(() => {
    const q = norm(text.trim());
    const todas = [{ value: '', label: M.sinAsignar, grupo: '' }, ...p.opciones];
    if (!q) return todas.slice(0, VISIBLES);
    // Names that start with the text first, then those that contain it.
    const hallados = todas.filter((o) => o.value && norm(o.label).includes(q));
    return [...hallados.filter((o) => norm(o.label).startsWith(q)), ...hallados.filter((o) => !norm(o.label).startsWith(q))].slice(0, VISIBLES);
  }, [p.opciones, text]);
  const [active, setActive] = useState(() => (porTecla || p.eventKey === 'Backspace' || p.eventKey === 'Delete' ? 0 : Math.max(0, lista.findIndex((o) => o.value === p.value))));
  const ref = useRef<HTMLInputElement>(null);
  // What the grid takes when the edit ends (Enter, Tab, a click elsewhere) is the highlighted choice.
  const elegido = lista[Math.min(active, lista.length - 1)];
  const { onValueChange } = p;
  useEffect(() => {
    if (elegido) onValueChange(elegido.value);
  }, [elegido, onValueChange]);
  useEffect(() => {
    ref.current?.focus();
    const el = ref.current;
    if (el) el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  return (
    <div style={{ minWidth: 380 }}>
      <input
        ref={ref}
        value={text}
        placeholder={M.buscarDestino}
        aria-label={M.destino}
        data-testid="editor-destino"
        style={{ width: '100%', height: 34, border: 'none', outline: 'none', padding: '0 10px', font: 'inherit', background: 'var(--mantine-color-body)', color: 'var(--mantine-color-text)' }}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            e.stopPropagation();
            setActive((a) => Math.min(lista.length - 1, Math.max(0, a + (e.key === 'ArrowDown' ? 1 : -1))));
          }
        }}
      />
      <Lista
        items={lista.map((o) => ({ key: o.value || '-', titulo: o.label, detalle: o.grupo }))}
        active={active}
        empty={M.sinResultados}
        onPick={(i) => {
          const o = lista[i];
          if (!o) return;
          onValueChange(o.value);
          p.stopEditing();
        }}
      />
    </div>
  );
}
