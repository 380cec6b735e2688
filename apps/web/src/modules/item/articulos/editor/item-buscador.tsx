// Picks an item (or a cost record) by typing part of its name or code: the server's search, so a
// catalogue of any size answers at once.
import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ItemBuscarDocument } from '@jit/api';
import { api } from '../../../../app/api';

export type Elegido = { _id: string; nombre: string };

/** An item of the catalogue found by the server's search; `excluir` leaves one out (the item itself). */
export function ItemBuscador({ label, onElegir, excluir }: { label: string; onElegir: (i: Elegido) => void; excluir?: string | null }) {
  const [q, setQ] = useState('');
  const [texto] = useDebouncedValue(q, 200);
  const [data, setData] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (texto.trim().length < 1) return;
    const ctrl = new AbortController();
    api
      .request(ItemBuscarDocument, { q: texto, limit: 15 }, { signal: ctrl.signal, quiet: true })
      .then((r) => setData(r.Item.readBySearchString.filter((i) => i._id !== excluir).map((i) => ({ value: i._id, label: i.codigoRapido ? `${i.codigoRapido} · ${i.nombre}` : i.nombre }))))
      .catch(() => setData([]));
    return () => ctrl.abort();
  }, [texto, excluir]);
  return (
    <Select
      label={label}
      searchable
      data={data}
      value={null}
      searchValue={q}
      onSearchChange={setQ}
      filter={({ options }) => options}
      onChange={(v) => {
        const d = data.find((x) => x.value === v);
        if (d) onElegir({ _id: d.value, nombre: d.label });
        setQ('');
      }}
    />
  );
}
