// The list toolbar: search (Enter), the document type when the list has several, and the date
// range with the spec's shortcuts (spec 1 §9) or any two days.
import { useState } from 'react';
import { ActionIcon, Group, SegmentedControl, Select, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh, IconSearch, IconX } from '@tabler/icons-react';
import { LISTAS_MESSAGES as M } from './messages';
import { PRESETS_LISTA, rangoDe, type Preset, type Rango } from './fechas';
import type { Filtros } from './queries';

export type Periodo = { preset: Preset | 'TODO' | 'PERSONALIZADO'; rango: Rango | null };

export const PERIODO_TODO: Periodo = { preset: 'TODO', rango: null };

/** What the bar's search and period ask of a list query. */
export const filtrosDe = (search: string, periodo: Periodo): Filtros => ({
  searchString: search,
  inicio: periodo.rango?.inicio ?? null,
  final: periodo.rango?.final ?? null,
});

type Props = {
  search: string;
  onSearch: (s: string) => void;
  periodo: Periodo;
  onPeriodo: (p: Periodo) => void;
  tipos?: readonly { value: string; label: string }[];
  tipo?: string;
  onTipo?: (t: string) => void;
  presets?: readonly Preset[];
  onRecargar: () => void;
  recargando?: boolean;
  /** Lists where "all dates" makes no sense (reports) leave it out. */
  sinTodo?: boolean;
};

export function FiltrosBar(p: Props) {
  const [texto, setTexto] = useState(p.search);
  const presets = p.presets ?? PRESETS_LISTA;
  const opciones = [
    ...(p.sinTodo ? [] : [{ value: 'TODO', label: M.rangoPlaceholder }]),
    ...presets.map((x) => ({ value: x, label: M.presets[x] })),
    { value: 'PERSONALIZADO', label: M.presets.PERSONALIZADO },
  ];
  const elegir = (v: string | null) => {
    if (!v || v === 'TODO') p.onPeriodo(PERIODO_TODO);
    else if (v === 'PERSONALIZADO') p.onPeriodo({ preset: 'PERSONALIZADO', rango: p.periodo.rango ?? rangoDe('ESTE_MES', Date.now()) });
    else p.onPeriodo({ preset: v as Preset, rango: rangoDe(v as Preset, Date.now()) });
  };
  const dia = (campo: 'inicio' | 'final', valor: string) => {
    const r = p.periodo.rango ?? rangoDe('ESTE_MES', Date.now());
    p.onPeriodo({ preset: 'PERSONALIZADO', rango: { ...r, [campo]: valor } });
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={M.buscar}
        placeholder={M.buscarPlaceholder}
        description={M.buscarAyuda}
        leftSection={<IconSearch size={16} />}
        value={texto}
        w={320}
        onChange={(e) => setTexto(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') p.onSearch(texto);
          if (e.key === 'Escape' && texto) {
            e.stopPropagation();
            setTexto('');
            p.onSearch('');
          }
        }}
        rightSection={
          texto ? (
            <ActionIcon variant="subtle" aria-label={M.todas} onClick={() => (setTexto(''), p.onSearch(''))}>
              <IconX size={14} />
            </ActionIcon>
          ) : null
        }
      />
      {p.tipos && p.tipos.length > 1 && p.onTipo ? (
        <div>
          <SegmentedControl aria-label={M.tipo} data={[...p.tipos]} value={p.tipo ?? p.tipos[0]!.value} onChange={p.onTipo} />
        </div>
      ) : null}
      <Select label={M.periodo} data={opciones} value={p.periodo.preset} onChange={elegir} allowDeselect={false} w={190} />
      {p.periodo.preset === 'PERSONALIZADO' && p.periodo.rango ? (
        <>
          <TextInput type="date" label={M.desde} value={p.periodo.rango.inicio} onChange={(e) => dia('inicio', e.currentTarget.value)} w={160} />
          <TextInput type="date" label={M.hasta} value={p.periodo.rango.final} onChange={(e) => dia('final', e.currentTarget.value)} w={160} />
        </>
      ) : null}
      <Tooltip label={`${M.recargar} (${M.recargarAtajo})`}>
        <ActionIcon size="lg" variant="default" aria-label={M.recargar} onClick={p.onRecargar} loading={p.recargando}>
          <IconRefresh size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
