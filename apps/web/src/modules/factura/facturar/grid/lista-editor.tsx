// The editor of a choice from a list (unit, VAT rate, exoneration), filtered by what is typed:
// an exact code first, then codes that start with it and labels that contain it.
import { useMemo, useRef, useState } from 'react';
import { FACTURAR_MESSAGES as M } from '../messages';
import { field, inputStyle, moverCon, teclaNavegacion, useActiveCommit, useArranque, type Props } from './editor-comun';
import type { Opcion } from './grid-context';
import { Lista } from './lista-sugerencias';
import { norm } from './search';

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
