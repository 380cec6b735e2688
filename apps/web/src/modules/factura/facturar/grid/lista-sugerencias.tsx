// The list of choices under a list or code editor (units, rates, CABYS results, lines used before).
/** The choices under an editor: arrows move the active one, a click picks it. */
export function Lista({
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
