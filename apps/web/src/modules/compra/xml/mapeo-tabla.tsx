// The mapping of one received document (ruling E-1) as a keyboard grid (the house DataGrid): each
// line to an item or a cost record (type to find it, Enter takes it and goes down), what the supplier's
// code remembered marked, the conversion of an item line; the freight spread by value or quantity
// with each line's share and the landed cost that reaches the kardex, the totals in the footer.
// A problem shows beside its line (a red cell and its message) and nothing typed is lost.
import { useCallback, useMemo } from 'react';
import { Badge, Group, Text, TextInput } from '@mantine/core';
import { CustomEditorModule, TextEditorModule, TooltipModule, type CellEditRequestEvent, type CellStyleFunc, type ColDef } from 'ag-grid-community';
import { DataGrid, moneyColumn, quantityColumn } from '@jit/ui/data-grid';
import { Segmentos } from '../segmentos';
import type { AsignacionDoc, Aterrizado } from './asignacion';
import { DestinoEditor, type OpcionDestino } from './destino-editor';
import { filasMapeo, totalMapeo, type FilaMapeo } from './filas-mapeo';
import type { LineaRecibidaXml } from './lineas-recibidas';
import { XML_MESSAGES as M } from './messages';

export type OpcionesDestino = { group: string; items: { value: string; label: string }[] }[];

type Props = {
  lineas: readonly LineaRecibidaXml[];
  a: AsignacionDoc;
  onChange: (a: AsignacionDoc) => void;
  opciones: OpcionesDestino;
  costos: Record<number, Aterrizado>;
  errores: Record<number, string>;
  deshabilitada: boolean;
  moneda: string;
};

const EDITORES = [CustomEditorModule, TextEditorModule, TooltipModule];
const ALTO_FILA = 36;

export function MapeoTabla({ lineas, a, onChange, opciones, costos, errores, deshabilitada, moneda }: Props) {
  const planas = useMemo<OpcionDestino[]>(() => opciones.flatMap((g) => g.items.map((o) => ({ ...o, grupo: g.group }))), [opciones]);
  const etiqueta = useMemo(() => new Map(planas.map((o) => [o.value, o.label])), [planas]);
  const filas = useMemo(() => filasMapeo(lineas, a, etiqueta, costos, errores), [lineas, a, etiqueta, costos, errores]);
  const pie = useMemo(() => [totalMapeo(filas, M.totales)], [filas]);

  const columnas = useMemo<ColDef<FilaMapeo>[]>(() => {
    const editable = (p: { node: { rowPinned?: string | null }; data?: FilaMapeo }) => !deshabilitada && !p.node.rowPinned;
    // A line with a problem: its editable cells marked red (its message in «Observación»).
    const conError: CellStyleFunc<FilaMapeo> = (p) => (p.data?.error ? { background: 'var(--mantine-color-red-light)', boxShadow: 'inset 0 0 0 1px var(--mantine-color-red-6)' } : null);
    return [
      { field: 'numeroLinea', headerName: M.linea, maxWidth: 64, minWidth: 56, sortable: false, filter: false },
      { field: 'codigo', headerName: M.codigo, minWidth: 110, flex: 0.9 },
      { field: 'detalle', headerName: M.detalle, minWidth: 180, flex: 2, tooltipField: 'detalle' },
      quantityColumn<FilaMapeo>('cantidad', M.cantidad, { minWidth: 90, flex: 0.7 }),
      { field: 'unidad', headerName: M.unidad, minWidth: 70, flex: 0.5 },
      moneyColumn<FilaMapeo>('montoNeto', M.montoNeto, { currency: moneda, minWidth: 120, flex: 0.9 }),
      {
        field: 'destino',
        headerName: M.destino,
        minWidth: 240,
        flex: 2,
        editable,
        cellEditor: DestinoEditor,
        cellEditorParams: { opciones: planas },
        cellEditorPopup: true,
        cellEditorPopupPosition: 'over',
        valueFormatter: (p) => (p.node?.rowPinned ? '' : p.data?.destinoTexto || M.sinAsignar),
        cellStyle: conError,
        cellRenderer: (p: { data?: FilaMapeo; valueFormatted?: string | null }) =>
          p.data?.recordado ? (
            <Group gap={4} wrap="nowrap">
              <span>{p.valueFormatted}</span>
              <Badge size="xs" variant="light">
                {M.recordado}
              </Badge>
            </Group>
          ) : (
            p.valueFormatted
          ),
      },
      {
        field: 'conversion',
        headerName: M.conversion,
        headerTooltip: M.conversionAyuda,
        minWidth: 100,
        flex: 0.6,
        type: 'rightAligned',
        editable: (p) => editable(p) && Boolean(p.data?.destino.startsWith('item:')),
        cellEditor: 'agTextCellEditor',
        cellStyle: conError,
      },
      moneyColumn<FilaMapeo>('flete', M.flete, { currency: moneda, minWidth: 110, flex: 0.8 }),
      moneyColumn<FilaMapeo>('costoUnitario', M.costoUnitario, { currency: moneda, minWidth: 140, flex: 1, cellRenderer: (p: { value?: string; valueFormatted?: string | null; data?: FilaMapeo; node?: { rowPinned?: string | null } }) => <span data-testid={p.data?.numeroLinea ? `compra-costo-${p.data.numeroLinea}` : undefined}>{p.value ? p.valueFormatted : p.node?.rowPinned ? '' : '—'}</span> }),
      moneyColumn<FilaMapeo>('costoInventario', M.costoInventario, { currency: moneda, minWidth: 130, flex: 0.9 }),
      { field: 'error', headerName: M.observacion, minWidth: 200, flex: 1.5, cellStyle: { color: 'var(--mantine-color-red-7)' }, tooltipField: 'error' },
    ];
  }, [deshabilitada, moneda, planas]);

  const alEditar = useCallback(
    (e: CellEditRequestEvent<FilaMapeo>) => {
      const n = e.data?.numeroLinea;
      if (!n) return;
      const v = e.newValue == null ? '' : String(e.newValue).trim();
      if (e.column.getColId() === 'destino') {
        const recordados = { ...a.recordados };
        delete recordados[n];
        onChange({ ...a, destinos: { ...a.destinos, [n]: v }, recordados });
      } else if (e.column.getColId() === 'conversion') onChange({ ...a, conversion: { ...a.conversion, [n]: v } });
    },
    [a, onChange],
  );

  return (
    <div data-testid="compra-mapeo">
      <Text fw={600} size="sm" mt="md">
        {M.asignacion}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {M.ayudaGrid}
      </Text>
      <DataGrid<FilaMapeo>
        rows={filas}
        columns={columnas}
        getRowId={(f) => f.id}
        height={Math.min(520, ALTO_FILA * (filas.length + 2) + 60)}
        extraModules={EDITORES}
        pinnedBottomRowData={pie}
        readOnlyEdit
        onCellEditRequest={alEditar}
        singleClickEdit={false}
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        defaultColDef={{ sortable: false, filter: false, resizable: true }}
      />
      <Group mt="sm" align="flex-end">
        <TextInput
          label={M.costosAdicionales}
          description={M.costosAyuda}
          inputMode="decimal"
          value={a.costosAdicionales}
          disabled={deshabilitada}
          onChange={(e) => onChange({ ...a, costosAdicionales: e.currentTarget.value })}
          error={errores[0]}
          w={320}
        />
        <Segmentos
          label={M.prorrateo}
          value={a.prorrateo}
          disabled={deshabilitada}
          onChange={(v) => onChange({ ...a, prorrateo: v })}
          data={[
            { value: 'valor', label: M.porValor },
            { value: 'cantidad', label: M.porCantidad },
          ]}
        />
      </Group>
    </div>
  );
}
