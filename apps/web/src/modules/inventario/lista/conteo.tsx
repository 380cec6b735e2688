// The physical count (ruling A2-7): every product item with its expected stock; the clerk types what
// was counted (Enter goes down the column), sees the difference, and confirms. The server writes
// every difference as an entry or a loss in one transaction. The sheet goes out to .xlsx for
// counting on paper and comes back from it.
import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AgGridReact } from 'ag-grid-react';
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  colorSchemeVariable,
  LocaleModule,
  RowApiModule,
  TextEditorModule,
  themeQuartz,
  type ColDef,
  type GridApi,
  type Module,
} from 'ag-grid-community';
import { Button, FileButton, Group, Stack, Text, TextInput, useComputedColorScheme } from '@mantine/core';
import { AjustarInventarioDocument } from '@jit/api';
import { D, parseDecimal } from '@jit/domain';
import { AG_GRID_LOCALE_ES } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { formatCantidad } from '../../../app/format';
import { notify } from '../../../app/notify';
import { INVENTARIO_MESSAGES as M } from '../messages';
import { mensajeDe } from '../mensaje';
import { INVENTARIO_KEY, todasLasExistencias } from '../queries';
import { exportarConteo, leerConteo, type FilaConteo } from './conteo-hoja';

const MODULES: Module[] = [ClientSideRowModelModule, ClientSideRowModelApiModule, TextEditorModule, CellStyleModule, RowApiModule, LocaleModule];
const theme = themeQuartz.withPart(colorSchemeVariable).withParams({ fontFamily: 'inherit', rowHeight: 34, headerHeight: 36 });

/** What was typed as a decimal string ('' blank, undefined when not a number). */
function contadoDe(texto: string): string | undefined {
  const t = texto.trim();
  if (!t) return '';
  const r = parseDecimal(t);
  return r.ok && !r.value.isNeg() ? r.value.toFixed() : undefined;
}

const diferencia = (f: FilaConteo): string => (f.contado === '' ? '' : new D(f.contado).minus(f.esperado).toFixed());

export function Conteo() {
  const qc = useQueryClient();
  const scheme = useComputedColorScheme('light');
  const gridRef = useRef<GridApi<FilaConteo> | null>(null);
  const [contados, setContados] = useState<ReadonlyMap<string, string>>(new Map());
  const [observacion, setObservacion] = useState('');
  const [enviando, setEnviando] = useState(false);
  const q = useQuery({ queryKey: [...INVENTARIO_KEY, 'conteo'], queryFn: ({ signal }) => todasLasExistencias(signal), staleTime: Infinity });
  const filas = useMemo<FilaConteo[]>(() => (q.data ?? []).map((e) => ({ id: e.item._id, nombre: e.item.nombre, unidad: e.item.unidadMedida, esperado: e.cantidad, contado: contados.get(e.item._id) ?? '' })), [q.data, contados]);
  const contar = (id: string, contado: string) =>
    setContados((m) => {
      const n = new Map(m);
      if (contado) n.set(id, contado);
      else n.delete(id);
      return n;
    });
  const columnas = useMemo<ColDef<FilaConteo>[]>(
    () => [
      { field: 'nombre', headerName: M.colArticulo, flex: 2, minWidth: 220 },
      { field: 'unidad', headerName: M.colUnidad, maxWidth: 100 },
      { field: 'esperado', headerName: M.colEsperado, type: 'rightAligned', valueFormatter: (p) => formatCantidad(p.value as string) },
      {
        field: 'contado',
        headerName: M.colContado,
        type: 'rightAligned',
        editable: true,
        cellDataType: 'text',
        valueFormatter: (p) => (p.value ? formatCantidad(p.value as string) : ''),
        valueParser: (p) => {
          const v = contadoDe(String(p.newValue ?? ''));
          if (v === undefined) {
            notify({ type: 'warning', message: M.numeroInvalido });
            return p.oldValue as string;
          }
          return v;
        },
        cellStyle: { background: 'var(--mantine-color-yellow-light)' },
      },
      {
        colId: 'diferencia',
        headerName: M.colDiferencia,
        type: 'rightAligned',
        valueGetter: (p) => (p.data ? diferencia(p.data) : ''),
        valueFormatter: (p) => (p.value ? formatCantidad(p.value as string) : ''),
        cellStyle: (p) => (p.value && p.value !== '0' ? { color: String(p.value).startsWith('-') ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-green-8)', fontWeight: 600 } : null),
      },
    ],
    [],
  );
  const contadas = filas.filter((f) => f.contado !== '');
  const conDiferencia = contadas.filter((f) => diferencia(f) !== '0').length;
  const leerDelGrid = () => {
    const out: FilaConteo[] = [];
    gridRef.current?.forEachNode((n) => n.data && out.push(n.data));
    return out;
  };
  const confirmar = async () => {
    gridRef.current?.stopEditing();
    const actuales = leerDelGrid();
    const lineas = actuales.filter((f) => f.contado !== '').map((f) => ({ item: f.id, cantidadContada: f.contado }));
    if (lineas.length === 0) {
      notify({ type: 'warning', message: M.conteoSinFilas });
      return;
    }
    setEnviando(true);
    try {
      const r = await api.request(AjustarInventarioDocument, { input: { lineas, observacion: observacion.trim() || null } });
      notify({ type: 'success', message: M.conteoConfirmado(r.MovimientoInventario.ajuste.length) });
      setObservacion('');
      setContados(new Map());
      await qc.invalidateQueries({ queryKey: INVENTARIO_KEY });
    } catch (e) {
      notify({ type: 'danger', message: mensajeDe(e) });
    } finally {
      setEnviando(false);
    }
  };
  const importar = async (archivo: File | null) => {
    if (!archivo) return;
    try {
      const leidos = await leerConteo(archivo);
      setContados((m) => new Map([...m, ...leidos]));
      notify({ type: 'success', message: M.conteoImportado(leidos.size) });
    } catch (e) {
      notify({ type: 'danger', message: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {M.conteoAyuda}
      </Text>
      <Group justify="space-between">
        <Text size="sm" data-testid="conteo-resumen">
          {M.conteoFilas(filas.length, conDiferencia)}
        </Text>
        <Group gap="xs">
          <Button variant="light" onClick={() => void exportarConteo(leerDelGrid(), 'conteo-fisico.xlsx')}>
            {M.exportarConteo}
          </Button>
          <FileButton onChange={(f) => void importar(f)} accept=".xlsx">
            {(props) => (
              <Button variant="light" {...props}>
                {M.importarConteo}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
      <div style={{ height: 460, width: '100%' }} data-ag-theme-mode={scheme} data-testid="conteo-grid">
        <AgGridReact<FilaConteo>
          theme={theme}
          modules={MODULES}
          localeText={AG_GRID_LOCALE_ES}
          rowData={filas}
          loading={q.isLoading}
          columnDefs={columnas}
          defaultColDef={{ flex: 1, minWidth: 100, resizable: true, sortable: true }}
          getRowId={(p) => p.data.id}
          singleClickEdit
          enterNavigatesVertically
          enterNavigatesVerticallyAfterEdit
          stopEditingWhenCellsLoseFocus
          onGridReady={(e) => {
            gridRef.current = e.api;
          }}
          onCellValueChanged={(e) => contar(e.data.id, e.data.contado)}
        />
      </div>
      <Group align="flex-end">
        <TextInput label={M.conteoObservacion} value={observacion} onChange={(e) => setObservacion(e.currentTarget.value)} w={380} />
        <Button onClick={() => void confirmar()} loading={enviando} disabled={contadas.length === 0} data-testid="confirmar-conteo">
          {M.confirmarConteo}
        </Button>
      </Group>
    </Stack>
  );
}
