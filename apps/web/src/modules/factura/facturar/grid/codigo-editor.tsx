// The code cell's editor: an item of the catalogue (quick code, barcode, SKU, name or CABYS,
// searched in the browser), a line used before, or a CABYS code or words. Items and recent lines
// are found as the clerk types, and so are CABYS codes once the catalogue is in the browser: Enter
// takes the first at once; otherwise (still loading, or a code it lacks) the server is asked and
// Enter waits for its answer (DECISIONS #42), holding the keys typed after it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { FACTURAR_MESSAGES as M } from '../messages';
import { inputStyle, moverCon, textoInicial, useActiveCommit, useArranque, type Props } from './editor-comun';
import { Lista } from './lista-sugerencias';
import { buscaCabys, buscarRecientes, sugerenciasCabys, type Sugerencia } from './search';

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
  const deItems = useMemo(() => p.context.buscarItems(text), [text, p.context]);
  /** What is found without a call: the catalogue's items first, then lines used before. */
  const locales = useMemo(() => [...deItems, ...recientes], [deItems, recientes]);
  const typed = text !== (p.value ?? '');
  // The catalogue in the browser answers at once; null (not loaded) or nothing found asks the server.
  const local = useMemo(() => {
    if (!typed || !buscaCabys(text)) return null;
    const hits = p.context.buscarLocal(text);
    return hits && hits.length > 0 ? sugerenciasCabys(hits, p.data.detalle) : null;
  }, [text, typed, p.context, p.data.detalle]);
  const buscando = typed && buscaCabys(text) && !local && cabys.q !== text.trim();
  const items = typed ? [...locales, ...(buscaCabys(text) ? (local ?? cabys.list) : [])] : [];

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
    if (!typed || !buscaCabys(q) || local) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      p.context
        .searchCabys(q, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return;
          const s = sugerenciasCabys(list, p.data.detalle);
          resultadoDe.current = q;
          setCabys({ q, list: s });
          terminarEspera(locales[0] ?? s[0]);
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
  }, [text, typed, local]);

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
      // Typed ahead of this editor (a scanner, a fast clerk): an item or recent line, or a CABYS
      // code of the catalogue in the browser, is taken at once; else the server's search for the
      // new text is on its way and Enter takes its first result when it arrives.
      const nueva = t !== (p.value ?? '');
      const propio = nueva && nav.key === 'Enter' ? (p.context.buscarItems(t)[0] ?? buscarRecientes(t, p.context.recientes())[0]) : undefined;
      const hits = !propio && nueva && buscaCabys(t) && nav.key === 'Enter' ? p.context.buscarLocal(t) : null;
      if (propio) elegirRef.current(propio, nav.shift);
      else if (hits && hits.length > 0) elegirRef.current(sugerenciasCabys(hits, p.data.detalle)[0], nav.shift);
      else if (nueva && buscaCabys(t) && nav.key === 'Enter') esperarResultados(nav.shift);
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
            if (e.key === 'Enter' && typed && buscaCabys(text) && !local && resultadoDe.current !== text.trim() && locales.length === 0) {
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
