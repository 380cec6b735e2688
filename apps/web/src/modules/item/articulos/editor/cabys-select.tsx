// The item's CABYS code, searched by words or digits (the catalogue's search); choosing one sets
// the item's VAT from the code's rate (ruling A1-13).
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { buscarCabys, type Cabys } from '../../../catalogos/queries';
import { ITEM_MESSAGES as M } from '../../messages';

export function CabysSelect({ value, onChange, error }: { value: string; onChange: (c: Cabys | null) => void; error?: string | undefined }) {
  const client = useQueryClient();
  const [busqueda, setBusqueda] = useState('');
  const [texto] = useDebouncedValue(busqueda, 200);
  const [hallados, setHallados] = useState<Cabys[]>([]);
  const [elegido, setElegido] = useState<Cabys | null>(null);
  useEffect(() => {
    const t = texto.trim();
    if (t.length < 3 || t === value) return;
    const ctrl = new AbortController();
    buscarCabys(client, t, ctrl.signal).then(setHallados, () => setHallados([]));
    return () => ctrl.abort();
  }, [texto, client, value]);
  const data = useMemo(() => {
    const lista = [...(elegido && !hallados.some((h) => h.cabys === elegido.cabys) ? [elegido] : []), ...hallados];
    const items = lista.map((c) => ({ value: c.cabys, label: `${c.cabys} · ${c.descripcion}` }));
    if (value && !items.some((i) => i.value === value)) items.unshift({ value, label: value });
    return items;
  }, [hallados, elegido, value]);
  return (
    <Select
      label={M.cabys}
      description={elegido ? M.cabysIva(elegido.impuesto) : M.cabysAyuda}
      searchable
      clearable
      data={data}
      value={value || null}
      filter={({ options }) => options}
      onSearchChange={setBusqueda}
      onChange={(v) => {
        const c = [...hallados, ...(elegido ? [elegido] : [])].find((h) => h.cabys === v) ?? null;
        setElegido(c);
        onChange(v ? (c ?? { cabys: v, descripcion: '', impuesto: '' }) : null);
      }}
      error={error}
      maxDropdownHeight={300}
      data-testid="item-cabys"
    />
  );
}
