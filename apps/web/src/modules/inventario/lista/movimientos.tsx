// The ledger (MovimientoInventario.readAllByEmisor, 15 a page, spec 3 §9), newest first, filtered by
// the state of the item's stock (ruling A2-6) or searched; a double click opens the item's kardex.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BuscarMovimientosDocument, flattenPages, MovimientosInventarioDocument, MovimientosPorFechaDocument, type FiltroStock } from '@jit/api';
import { DataGrid } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { CargarMas } from '../../../app/cargar-mas';
import { PRESETS_LISTA, rangoDe, type Preset } from '../../factura/listas/fechas';
import { LISTAS_MESSAGES } from '../../factura/listas/messages';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { INVENTARIO_KEY } from '../queries';
import { columnasMovimiento, type Movimiento } from './columnas';

export const FILTROS = (Object.keys(M.filtros) as FiltroStock[]).map((value) => ({ value, label: M.filtros[value] }));

const FECHAS = [{ value: 'TODAS', label: M.todasLasFechas }, ...PRESETS_LISTA.map((p) => ({ value: p, label: LISTAS_MESSAGES.presets[p] }))];

export function Movimientos({ onKardex }: { onKardex: (item: { _id: string; nombre: string }) => void }) {
  const [filtro, setFiltro] = useState<FiltroStock>('TODOS');
  const [texto, setTexto] = useState('');
  const [buscado] = useDebouncedValue(texto.trim(), 300);
  const [fecha, setFecha] = useState<Preset | 'TODAS'>('TODAS');
  const [rango, setRango] = useState<{ inicio: string; final: string } | null>(null);
  // A shortcut is Costa Rica days (spec 1 §9, c101): from the first day's start to the last day's end.
  const elegirFecha = (v: Preset | 'TODAS') => {
    setFecha(v);
    const r = v === 'TODAS' ? null : rangoDe(v, Date.now());
    setRango(r ? { inicio: `${r.inicio}T00:00:00-06:00`, final: `${r.final}T23:59:59.999-06:00` } : null);
  };
  const porFecha = useQuery({
    queryKey: [...INVENTARIO_KEY, 'movimientos', 'fechas', rango],
    enabled: rango !== null && buscado === '',
    queryFn: async ({ signal }) => (await api.request(MovimientosPorFechaDocument, rango!, { signal })).MovimientoInventario.readByDateRange,
  });
  const q = useInfiniteQuery({
    queryKey: [...INVENTARIO_KEY, 'movimientos', filtro],
    enabled: buscado === '' && rango === null,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(MovimientosInventarioDocument, { cursor: pageParam, limit: 15, filterStock: filtro }, { signal })).MovimientoInventario.readAllByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const busqueda = useQuery({
    queryKey: [...INVENTARIO_KEY, 'movimientos', 'buscar', buscado],
    enabled: buscado !== '',
    queryFn: async ({ signal }) => (await api.request(BuscarMovimientosDocument, { searchString: buscado }, { signal })).MovimientoInventario.readMovimientosBySearchString,
  });
  const paginas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const filas = buscado ? busqueda.data : rango ? porFecha.data : q.data ? paginas : undefined;
  const columnas = useMemo(() => columnasMovimiento(true), []);
  return (
    <Stack>
      <Group>
        <Select label={M.filtro} data={FILTROS} value={filtro} onChange={(v) => setFiltro((v as FiltroStock) ?? 'TODOS')} allowDeselect={false} w={200} />
        <Select label={M.colFecha} data={FECHAS} value={fecha} onChange={(v) => elegirFecha((v as Preset | 'TODAS' | null) ?? 'TODAS')} allowDeselect={false} w={200} />
        <TextInput label={M.buscarMovimiento} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} w={380} />
      </Group>
      <DataGrid<Movimiento> rows={filas} columns={columnas} getRowId={(r) => r._id} height={480} onRowDoubleClicked={(e) => e.data && onKardex(e.data.item)} />
      {buscado || rango ? null : <CargarMas q={q} cargados={paginas.length} />}
    </Stack>
  );
}
