// Stock at a glance: the value of what is on hand at pp (the book value) and by FIFO, how many items
// are below their minimum, out or negative, a chart of the value by category, and the items with
// their stock (a double click opens the item's kardex).
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ExistenciasDocument, flattenPages, ResumenInventarioDocument, type ExistenciaFieldsFragment, type FiltroStock } from '@jit/api';
import { D } from '@jit/domain';
import { DataGrid, moneyColumn, quantityColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { formatCurrency } from '../../../app/format';
import { CargarMas } from '../../../app/cargar-mas';
import { Cifra } from '../../factura/reportes/dashboard';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { INVENTARIO_KEY, todasLasExistencias } from '../queries';
import { exportarExistencias } from './conteo-hoja';
import { FILTROS } from './movimientos';

type Fila = ExistenciaFieldsFragment;

/** Horizontal bars in plain SVG: each category's value at pp (its figure beside the bar). */
function ValorPorCategoria({ datos }: { datos: { nombre: string; valorPP: string }[] }) {
  const max = datos.reduce((m, b) => (new D(b.valorPP).gt(m) ? new D(b.valorPP) : m), new D(0));
  const ancho = (v: string) => (max.lte(0) || new D(v).lte(0) ? 0 : new D(v).div(max).times(100).toDecimalPlaces(2).toNumber());
  return (
    <Card withBorder data-testid="grafico-categorias">
      <Text fw={600} mb="xs">
        {M.valorPorCategoria}
      </Text>
      <Stack gap={6}>
        {datos.map((d) => (
          <div key={d.nombre}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{d.nombre}</Text>
              <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(d.valorPP)}
              </Text>
            </Group>
            <svg width="100%" height="10" role="img" aria-label={`${d.nombre}: ${formatCurrency(d.valorPP)}`}>
              <rect x="0" y="0" width={`${ancho(d.valorPP)}%`} height="10" rx="3" fill="var(--mantine-primary-color-filled)" />
            </svg>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

export function Existencias({ onKardex }: { onKardex: (item: { _id: string; nombre: string }) => void }) {
  const [filtro, setFiltro] = useState<FiltroStock>('TODOS');
  const [texto, setTexto] = useState('');
  const [buscado] = useDebouncedValue(texto.trim(), 300);
  const resumen = useQuery({
    queryKey: [...INVENTARIO_KEY, 'resumen'],
    queryFn: async ({ signal }) => (await api.request(ResumenInventarioDocument, {}, { signal })).MovimientoInventario.resumen,
  });
  const q = useInfiniteQuery({
    queryKey: [...INVENTARIO_KEY, 'existencias', filtro, buscado],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => (await api.request(ExistenciasDocument, { cursor: pageParam, limit: 50, filterStock: filtro, filter: buscado || null }, { signal })).MovimientoInventario.readExistencias,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const filas = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r.item._id), [q.data]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { colId: 'articulo', headerName: M.colArticulo, minWidth: 220, valueGetter: (p) => p.data?.item.nombre ?? '' },
      { colId: 'unidad', headerName: M.colUnidad, maxWidth: 110, valueGetter: (p) => p.data?.item.unidadMedida ?? '' },
      quantityColumn<Fila>('cantidad', M.colCantidad, { cellStyle: (p) => (p.data?.bajoMinimo || p.data?.cantidad.startsWith('-') ? { color: 'var(--mantine-color-red-7)', fontWeight: 600 } : null) }),
      quantityColumn<Fila>('minimo', M.colMinimo),
      moneyColumn<Fila>('pp', M.colPP),
      moneyColumn<Fila>('valorPP', M.colValorPP),
      moneyColumn<Fila>('valorPEPS', M.colValorPEPS),
    ],
    [],
  );
  const r = resumen.data;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Cifra label={M.valorPP} value={r ? formatCurrency(r.valorPP) : '…'} testId="valor-pp" />
        <Cifra label={M.valorPEPS} value={r ? formatCurrency(r.valorPEPS) : '…'} testId="valor-peps" />
        <Cifra label={M.articulos} value={r ? String(r.articulos) : '…'} testId="articulos" />
        <Cifra label={M.bajoMinimo} value={r ? String(r.bajoMinimo) : '…'} testId="bajo-minimo" />
        <Cifra label={M.negativos} value={r ? String(r.negativos) : '…'} testId="negativos" />
      </SimpleGrid>
      {r && r.porCategoria.length > 0 ? <ValorPorCategoria datos={r.porCategoria} /> : null}
      <Group>
        <Select label={M.filtro} data={FILTROS} value={filtro} onChange={(v) => setFiltro((v as FiltroStock) ?? 'TODOS')} allowDeselect={false} w={200} />
        <TextInput label={M.buscarArticulo} value={texto} onChange={(e) => setTexto(e.currentTarget.value)} w={320} />
        <Button variant="light" mt="lg" onClick={() => void todasLasExistencias(new AbortController().signal).then((t) => exportarExistencias(t, 'existencias.xlsx'))}>
          {M.exportar}
        </Button>
      </Group>
      <DataGrid<Fila> rows={q.data ? filas : undefined} columns={columnas} getRowId={(f) => f.item._id} height={420} onRowDoubleClicked={(e) => e.data && onKardex(e.data.item)} />
      <CargarMas q={q} cargados={filas.length} />
    </Stack>
  );
}
