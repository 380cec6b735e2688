// Cell editors of the entry grid, made for the keyboard: Enter and Tab commit and go to the next
// cell (Shift goes back), Escape cancels, typing a character starts the edit with it, and the
// totals follow every keystroke.
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CustomCellEditorProps } from 'ag-grid-react';
import type { FilaGrid } from '../../borrador/borrador';
import type { LineaBorrador } from '../../borrador/types';
import { FACTURAR_MESSAGES as M } from '../messages';
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

/** Closes the editor, commits and goes to the next (or previous) cell. */
function moverCon(p: Props, back: boolean, commit: () => void): void {
  const { api, node, column, context } = p;
  api.stopEditing(true);
  commit();
  context.advance(api, node.rowIndex ?? 0, column.getColId(), back ? -1 : 1);
}

type Nav = { key: 'Enter' | 'Tab' | 'Escape'; shift: boolean };

/**
 * On mount, before any other key can arrive: focuses the input and types into it what was typed
 * while it was opening (the grid held those keys); an Enter/Tab among them then moves on, and a
 * shortcut among them (Ctrl+Enter) runs after the text.
 */
function useArranque(
  p: Props,
  ref: React.RefObject<HTMLInputElement | null>,
  selectAll: boolean,
  apply: (chars: string) => string,
  navegar: (text: string, nav: Nav) => void,
) {
  const fns = useRef({ apply, navegar });
  const done = useRef(false);
  const { context, api } = p;
  const id = p.data.id;
  useLayoutEffect(() => {
    const el = ref.current;
    // Once per editor (StrictMode runs effects twice; a second select-all would eat what was typed).
    if (!el || done.current) return;
    done.current = true;
    el.focus();
    const { chars, nav, atajo } = context.takeKeys();
    let text = el.value;
    if (chars) {
      text = fns.current.apply(chars);
      el.value = text;
      el.setSelectionRange(text.length, text.length);
    } else if (selectAll) el.select();
    else el.setSelectionRange(el.value.length, el.value.length);
    if (nav?.key === 'Escape')
      queueMicrotask(() => {
        context.revert(id);
        context.cancel(api);
      });
    else if (nav) queueMicrotask(() => fns.current.navegar(text, nav));
    // A held shortcut runs once the typed text has rendered and become what this editor commits.
    else if (atajo) setTimeout(() => context.replay(), 0);
  }, [context, ref, selectAll, id, api]);
}

/** Handles Enter/Tab (commit and move) and Escape (cancel); returns true when it took the key. */
function teclaNavegacion(e: KeyboardEvent, p: Props, commit: () => void): boolean {
  if ((e.key === 'Enter' || e.key === 'Tab') && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    e.stopPropagation();
    moverCon(p, e.shiftKey, commit);
    return true;
  }
  if (e.key === 'Escape') p.context.revert(p.data.id);
  return false;
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
  const startedByKey = Boolean(p.eventKey && p.eventKey.length === 1);
  const commit = () => p.context.commit(p.data.id, { [field(p)]: text });
  useActiveCommit(p, commit);
  useArranque(
    p,
    ref,
    !startedByKey,
    (chars) => {
      const t = startedByKey ? text + chars : chars;
      setText(t);
      p.onValueChange(t);
      p.context.preview(p.data.id, field(p), t);
      return t;
    },
    (t, nav) => moverCon(p, nav.shift, () => p.context.commit(p.data.id, { [field(p)]: t })),
  );
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

/** Stable, so the filtered list is not recomputed on every render of a column without options. */
const SIN_OPCIONES: Opcion[] = [];

/** A choice from a list (unit, VAT rate, exoneration), filtered by what is typed. */
export function ListaEditor(p: Props) {
  const options: Opcion[] = p.context.options[field(p)] ?? SIN_OPCIONES;
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
  const chosen = () => (text.trim() === '' ? options[active] : filtered[active]);
  const commit = () => {
    const o = chosen();
    if (o) p.context.commit(p.data.id, { [field(p)]: o.value });
  };
  useActiveCommit(p, commit);
  useArranque(
    p,
    ref,
    false,
    (chars) => {
      const t = startedByKey ? text + chars : chars;
      setText(t);
      setActive(0);
      return t;
    },
    (t, nav) => {
      const q = norm(t.trim());
      const o = q
        ? (options.find((x) => norm(x.value) === q) ?? options.find((x) => norm(x.value).startsWith(q) || norm(x.label).includes(q)))
        : options[active];
      moverCon(p, nav.shift, () => {
        if (o) p.context.commit(p.data.id, { [field(p)]: o.value });
      });
    },
  );
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

/**
 * How long an Enter waits for the CABYS answer before going on with the code as typed. Shorter
 * than the grid's hold watchdog (8 s), so the keys typed ahead reach their cells, never dropped.
 */
const ESPERA_CABYS_MS = 5000;

/** The code cell: quick code, SKU or name of a line used before, or a CABYS code or words. */
export function CodigoEditor(p: Props) {
  const [text, setText] = useState(() => textoInicial(p));
  const [cabys, setCabys] = useState<{ q: string; list: Sugerencia[] }>({ q: '', list: [] });
  const [active, setActive] = useState(0);
  const pendingEnter = useRef<{ shift: boolean } | null>(null);
  /** The text whose CABYS results are shown (Enter before they arrive waits for them). */
  const resultadoDe = useRef<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  const startedByKey = Boolean(p.eventKey && p.eventKey.length === 1);
  const recientes = useMemo(() => buscarRecientes(text, p.context.recientes()), [text, p.context]);
  const typed = text !== (p.value ?? '');
  const buscando = typed && buscaCabys(text) && cabys.q !== text.trim();
  const items = typed ? [...recientes, ...(buscaCabys(text) ? cabys.list : [])] : [];

  const elegir = (s: Sugerencia | undefined, shift: boolean) => {
    const { api, node, column, context, data } = p;
    api.stopEditing(true);
    const t = text.trim();
    if (s) context.commit(data.id, s.patch);
    else if (/^\d{13}$/.test(t)) context.commit(data.id, { codigoCABYS: t });
    else if (t && t !== (p.value ?? '')) context.commit(data.id, { codigo: t });
    context.advance(api, node.rowIndex ?? 0, column.getColId(), shift ? -1 : 1);
  };

  // An Enter waiting for results: held keys wait with it, until the answer or ESPERA_CABYS_MS.
  const elegirRef = useRef(elegir);
  useEffect(() => {
    elegirRef.current = elegir;
  });
  const espera = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(espera.current), []);
  /** Ends a waiting Enter with this choice (none: the code as typed); the held keys then go on. */
  const terminarEspera = (s: Sugerencia | undefined) => {
    const pend = pendingEnter.current;
    if (!pend) return;
    pendingEnter.current = null;
    clearTimeout(espera.current);
    elegirRef.current(s, pend.shift);
  };
  const esperarResultados = (shift: boolean) => {
    pendingEnter.current = { shift };
    p.context.hold();
    clearTimeout(espera.current);
    espera.current = setTimeout(() => terminarEspera(undefined), ESPERA_CABYS_MS);
  };

  useEffect(() => {
    const q = text.trim();
    if (!typed || !buscaCabys(q)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      p.context
        .searchCabys(q, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return;
          const s = sugerenciasCabys(list, p.data.detalle);
          resultadoDe.current = q;
          setCabys({ q, list: s });
          terminarEspera(recientes[0] ?? s[0]);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setCabys({ q, list: [] });
          // No answer: what was typed stays as the line's code, and the held keys go on.
          terminarEspera(undefined);
        });
    }, 150);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // the answer ends the wait through refs (the latest elegir); recientes are those of this text
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, typed]);

  const commit = () => {
    const t = text.trim();
    if (!typed) return;
    if (/^\d{13}$/.test(t)) p.context.commit(p.data.id, { codigoCABYS: t });
    else if (t) p.context.commit(p.data.id, { codigo: t });
  };
  useActiveCommit(p, commit);
  useArranque(
    p,
    ref,
    !startedByKey,
    (chars) => {
      const t = startedByKey ? text + chars : chars;
      setText(t);
      setActive(0);
      return t;
    },
    (t, nav) => {
      // The search for the new text is on its way: Enter takes its first result when it arrives.
      if (t !== (p.value ?? '') && buscaCabys(t) && nav.key === 'Enter') esperarResultados(nav.shift);
      else
        moverCon(p, nav.shift, () => {
          const c = t.trim();
          if (c === (p.value ?? '')) return;
          if (/^\d{13}$/.test(c)) p.context.commit(p.data.id, { codigoCABYS: c });
          else if (c) p.context.commit(p.data.id, { codigo: c });
        });
    },
  );

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
            if (e.key === 'Enter' && typed && buscaCabys(text) && resultadoDe.current !== text.trim() && recientes.length === 0) {
              esperarResultados(e.shiftKey);
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
          empty={buscando ? M.buscando : M.sinResultados}
          onPick={(i) => elegir(items[i], false)}
        />
      ) : null}
    </div>
  );
}
