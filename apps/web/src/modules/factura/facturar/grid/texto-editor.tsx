// The editor of free text and numbers (detail, quantity, price, discount): the totals follow every
// keystroke, before the value is committed.
import { useRef, useState } from 'react';
import { field, inputStyle, moverCon, teclaNavegacion, textoInicial, useActiveCommit, useArranque, type Props } from './editor-comun';

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
