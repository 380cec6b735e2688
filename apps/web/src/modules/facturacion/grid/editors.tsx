// Cell editors of the entry grid, made for the keyboard: Enter and Tab commit and go to the next
// cell (Shift goes back), Escape cancels, typing a character starts the edit with it, and the
// totals follow every keystroke.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CustomCellEditorProps } from 'ag-grid-react';
import type { FilaGrid } from '../atoms';
import type { LineaBorrador } from '../draft/types';
import { FACTURACION_MESSAGES as M } from '../messages';
import type { EntryGridContext, Opcion } from './grid-context';
import { buscaCabys, buscarRecientes, sugerenciasCabys, type Sugerencia } from './search';

type Props = CustomCellEditorProps<FilaGrid, string, EntryGridContext>;

const field = (p: Props) => p.column.getColId() as keyof LineaBorrador;

/** The text the editor starts with: the key that opened it, or the cell's value. */
function textoInicial(p: Props): string {
  const k = p.eventKey;
  if (k && k.length === 1) return k;
  if (k === 'Backspace' || k === 'Delete') return '';
  return p.value ?? '';
}

/** Handles Enter/Tab (commit and move) and Escape (cancel); returns true when it took the key. */
function teclaNavegacion(e: KeyboardEvent, p: Props, commit: () => void): boolean {
  if ((e.key === 'Enter' || e.key === 'Tab') && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    e.stopPropagation();
    const { api, node, column, context } = p;
    api.stopEditing(true);
    commit();
    context.advance(api, node.rowIndex ?? 0, column.getColId(), e.shiftKey ? -1 : 1);
    return true;
  }
  if (e.key === 'Escape') p.context.revert(p.data.id);
  return false;
}

function useFocus(ref: React.RefObject<HTMLInputElement | null>, selectAll: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    if (selectAll) el.select();
    else el.setSelectionRange(el.value.length, el.value.length);
  }, [ref, selectAll]);
}

function useActiveCommit(p: Props, commit: () => void) {
  const ref = useRef(commit);
  useEffect(() => {
    ref.current = commit;
  });
  const { context } = p;
  useEffect(() => {
    context.setActiveCommit(() => ref.current());
    return () => context.setActiveCommit(null);
  }, [context]);
}

const inputStyle: React.CSSProperties = {
  width: '100%',
  height: '100%',
  border: 'none',
  outline: 'none',
  padding: '0 10px',
  font: 'inherit',
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
};

/** Free text and numbers (detail, quantity, price, discount). */
export function TextoEditor(p: Props) {
  const [text, setText] = useState(() => textoInicial(p));
  const ref = useRef<HTMLInputElement>(null);
  const numeric = field(p) !== 'detalle';
  useFocus(ref, !(p.eventKey && p.eventKey.length === 1));
  const commit = () => p.context.commit(p.data.id, { [field(p)]: text });
  useActiveCommit(p, commit);
  return (
    <input
      ref={ref}
      style={{ ...inputStyle, textAlign: numeric ? 'right' : 'left' }}
      value={text}
      inputMode={numeric ? 'decimal' : 'text'}
      aria-label={p.colDef.headerName}
      data-testid={`editor-${field(p)}`}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText(v);
        p.onValueChange(v);
        p.context.preview(p.data.id, field(p), v);
      }}
      onKeyDown={(e) => teclaNavegacion(e, p, commit)}
    />
  );
}

function Lista({
  items,
  active,
  onPick,
  empty,
}: {
  items: { key: string; titulo: string; detalle?: string | undefined }[];
  active: number;
  onPick: (i: number) => void;
  empty: string | null;
}) {
  return (
    <div
      role="listbox"
      data-testid="grid-suggestions"
      style={{
        maxHeight: 260,
        overflowY: 'auto',
        background: 'var(--mantine-color-body)',
        border: '1px solid var(--mantine-color-default-border)',
        boxShadow: 'var(--mantine-shadow-md)',
        minWidth: 360,
      }}
    >
      {items.length === 0 && empty ? <div style={{ padding: '6px 10px', opacity: 0.7 }}>{empty}</div> : null}
      {items.map((it, i) => (
        <div
          key={it.key}
          role="option"
          aria-selected={i === active}
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(i);
          }}
          style={{
            padding: '4px 10px',
            cursor: 'pointer',
            background: i === active ? 'var(--mantine-primary-color-light)' : undefined,
          }}
        >
          <div style={{ fontSize: 13 }}>{it.titulo}</div>
          {it.detalle ? <div style={{ fontSize: 11, opacity: 0.7 }}>{it.detalle}</div> : null}
        </div>
      ))}
    </div>
  );
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A choice from a list (unit, VAT rate, exoneration), filtered by what is typed. */
export function ListaEditor(p: Props) {
  const options: Opcion[] = useMemo(() => p.context.options[field(p)] ?? [], [p.context.options, p]);
  const startedByKey = Boolean(p.eventKey && p.eventKey.length === 1);
  const [text, setText] = useState(() => (startedByKey ? p.eventKey! : ''));
  const filtered = useMemo(() => {
    const q = norm(text.trim());
    if (!q) return options;
    const exact = options.filter((o) => norm(o.value) === q);
    const rest = options.filter((o) => norm(o.value) !== q && (norm(o.value).startsWith(q) || norm(o.label).includes(q)));
    return [...exact, ...rest];
  }, [options, text]);
  const [active, setActive] = useState(() => Math.max(0, options.findIndex((o) => o.value === p.value)));
  const ref = useRef<HTMLInputElement>(null);
  useFocus(ref, false);
  const chosen = () => (text.trim() === '' ? options[active] : filtered[active]);
  const commit = () => {
    const o = chosen();
    if (o) p.context.commit(p.data.id, { [field(p)]: o.value });
  };
  useActiveCommit(p, commit);
  const list = text.trim() === '' ? options : filtered;
  return (
    <div>
      <input
        ref={ref}
        style={{ ...inputStyle, height: 34 }}
        value={text}
        placeholder={options.find((o) => o.value === p.value)?.label ?? ''}
        aria-label={p.colDef.headerName}
        data-testid={`editor-${field(p)}`}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            e.stopPropagation();
            setActive((a) => Math.min(list.length - 1, Math.max(0, a + (e.key === 'ArrowDown' ? 1 : -1))));
            return;
          }
          teclaNavegacion(e, p, commit);
        }}
      />
      <Lista
        items={list.map((o) => ({ key: o.value || '-', titulo: o.label, detalle: o.hint }))}
        active={active}
        empty={M.sinResultados}
        onPick={(i) => {
          const o = list[i];
          if (!o) return;
          p.api.stopEditing(true);
          p.context.commit(p.data.id, { [field(p)]: o.value });
          p.context.advance(p.api, p.node.rowIndex ?? 0, p.column.getColId(), 1);
        }}
      />
    </div>
  );
}

/** The code cell: quick code, SKU or name of a line used before, or a CABYS code or words. */
export function CodigoEditor(p: Props) {
  const [text, setText] = useState(() => textoInicial(p));
  const [cabys, setCabys] = useState<Sugerencia[]>([]);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const pendingEnter = useRef<{ shift: boolean } | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useFocus(ref, !(p.eventKey && p.eventKey.length === 1));
  const recientes = useMemo(() => buscarRecientes(text, p.context.recientes()), [text, p.context]);
  const typed = text !== (p.value ?? '');
  const items = typed ? [...recientes, ...cabys] : [];

  const elegir = (s: Sugerencia | undefined, shift: boolean) => {
    const { api, node, column, context, data } = p;
    api.stopEditing(true);
    const t = text.trim();
    if (s) context.commit(data.id, s.patch);
    else if (/^\d{13}$/.test(t)) context.commit(data.id, { codigoCABYS: t });
    else if (t && t !== (p.value ?? '')) context.commit(data.id, { codigo: t });
    context.advance(api, node.rowIndex ?? 0, column.getColId(), shift ? -1 : 1);
  };

  useEffect(() => {
    const q = text.trim();
    if (!typed || !buscaCabys(q)) {
      setCabys([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      p.context
        .searchCabys(q, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return;
          const s = sugerenciasCabys(list, p.data.detalle);
          setCabys(s);
          setLoading(false);
          if (pendingEnter.current) {
            const shift = pendingEnter.current.shift;
            pendingEnter.current = null;
            elegir(recientes[0] ?? s[0], shift);
          }
        })
        .catch(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 150);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // elegir and recientes are read at answer time on purpose (the latest ones).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, typed]);

  const commit = () => {
    const t = text.trim();
    if (!typed) return;
    if (/^\d{13}$/.test(t)) p.context.commit(p.data.id, { codigoCABYS: t });
    else if (t) p.context.commit(p.data.id, { codigo: t });
  };
  useActiveCommit(p, commit);

  return (
    <div>
      <input
        ref={ref}
        style={{ ...inputStyle, height: 34 }}
        value={text}
        aria-label={M.colCodigo}
        data-testid="editor-codigoCABYS"
        onChange={(e) => {
          setText(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            e.stopPropagation();
            setActive((a) => Math.min(items.length - 1, Math.max(0, a + (e.key === 'ArrowDown' ? 1 : -1))));
            return;
          }
          if ((e.key === 'Enter' || e.key === 'Tab') && !e.ctrlKey && !e.metaKey && !e.altKey) {
            e.preventDefault();
            e.stopPropagation();
            // Results still on their way: choose the first one when it arrives.
            if (loading && items.length === 0 && e.key === 'Enter') {
              pendingEnter.current = { shift: e.shiftKey };
              return;
            }
            elegir(items[active], e.shiftKey);
            return;
          }
          if (e.key === 'Escape') p.context.revert(p.data.id);
        }}
      />
      {typed && text.trim() ? (
        <Lista
          items={items.map((s) => ({ key: s.key, titulo: s.titulo, detalle: s.detalle }))}
          active={active}
          empty={loading ? M.buscando : M.sinResultados}
          onPick={(i) => elegir(items[i], false)}
        />
      ) : null}
    </div>
  );
}
