// A customer chosen by typing part of the name, identification or phone (the trigram search).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BuscarClientesSuscripcionDocument } from '@jit/api';
import { api } from '../../../app/api';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

export function ClientePicker({ value, onChange, error }: { value: string | null; onChange: (id: string | null) => void; error?: string | null }) {
  const [texto, setTexto] = useState('');
  const [buscado] = useDebouncedValue(texto.trim(), 250);
  const q = useQuery({
    queryKey: [...CLIENTE_KEY, 'buscar', buscado],
    enabled: buscado.length >= 2,
    queryFn: async ({ signal }) => (await api.request(BuscarClientesSuscripcionDocument, { s: buscado }, { signal })).Cliente.readBySearchString,
  });
  // The chosen customer stays an option when the text (now its label) finds nothing else.
  const [elegido, setElegido] = useState<{ value: string; label: string } | null>(null);
  const encontrados = (q.data ?? []).map((c) => ({ value: c._id, label: c.identificacion?.numero ? `${c.nombre} (${c.identificacion.numero})` : c.nombre }));
  const data = elegido && !encontrados.some((o) => o.value === elegido.value) ? [elegido, ...encontrados] : encontrados;
  return (
    <Select
      label={M.cliente}
      placeholder={M.buscarCliente}
      searchable
      data={data}
      value={value}
      onChange={(id, opcion) => {
        setElegido(id ? opcion : null);
        onChange(id);
      }}
      searchValue={texto}
      onSearchChange={setTexto}
      filter={({ options }) => options}
      nothingFoundMessage={buscado.length >= 2 && !q.isFetching ? '—' : undefined}
      error={error}
      data-autofocus
      data-testid="cliente-picker"
    />
  );
}
