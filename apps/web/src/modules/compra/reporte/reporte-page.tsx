// /compras/reporte: purchases of the period ('Este Mes' by default, c100) folded by supplier,
// month, account or creditable VAT rate, with the footer's totals and export to Excel. The server
// groups by all four at once (Compra.reporte); the screen folds them (domain agruparReporteCompras).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import type { ColDef } from 'ag-grid-community';
import { ReporteComprasAgrupadoDocument } from '@jit/api';
import { agruparReporteCompras, totalReporteCompras, type DimensionReporte } from '@jit/domain';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import { api } from '../../../app/api';
import { formatCurrency } from '../../../app/format';
import { useShortcutActions } from '../../../app/shortcuts/registry';
import { diasDelRango, PRESETS_REPORTE, rangoDe, type Preset, type Rango } from '../../factura/listas/fechas';
import { LISTAS_MESSAGES } from '../../factura/listas/messages';
import { REPORTE_COMPRAS_MESSAGES as M } from './messages';
import { EncabezadoPagina } from '../encabezado';
import { Segmentos } from '../segmentos';
import { exportarReporteCompras } from './reporte-export';

type Sel = Preset | 'PERSONALIZADO';
type FilaGrid = { etiqueta: string; lineas: number; subTotal: string; impuesto: string; acreditable: string; total: string };

/** Costa Rican days (UTC−6, no daylight saving) as the instants the server filters by. */
export function limites(r: Rango): { inicio: string; final: string } {
  const fin = new Date(`${r.final}T00:00:00-06:00`);
  fin.setUTCDate(fin.getUTCDate() + 1);
  return { inicio: new Date(`${r.inicio}T00:00:00-06:00`).toISOString(), final: fin.toISOString() };
}

const dinero = (campo: keyof FilaGrid, titulo: string): ColDef<FilaGrid> => moneyColumn<FilaGrid>(campo, titulo, { valueFormatter: (p) => formatCurrency(p.value as string, 'CRC'), minWidth: 140 });

export function ReporteComprasPage() {
  const [sel, setSel] = useState<Sel>('ESTE_MES');
  const [propio, setPropio] = useState<Rango>(() => rangoDe('ESTE_MES', Date.now()));
  const [ahora] = useState(() => Date.now());
  const [dim, setDim] = useState<DimensionReporte>('proveedor');
  const [exportando, setExportando] = useState(false);
  const rango = useMemo(() => (sel === 'PERSONALIZADO' ? propio : rangoDe(sel, ahora)), [sel, propio, ahora]);
  const dias = diasDelRango(rango);
  const valido = dias !== null && dias >= 1 && dias <= 366;
  const q = useQuery({
    queryKey: ['compras', 'reporte', rango],
    queryFn: async ({ signal }) => (await api.request(ReporteComprasAgrupadoDocument, limites(rango), { signal })).Compra.reporte,
    enabled: valido,
  });
  useShortcutActions({ reload: () => void q.refetch() });
  const filas = useMemo(() => q.data ?? [], [q.data]);
  const grupos = useMemo(() => agruparReporteCompras(filas, dim), [filas, dim]);
  const rows = useMemo<FilaGrid[]>(() => grupos.map((g) => ({ etiqueta: g.etiqueta, lineas: g.lineas, subTotal: g.subTotal.toFixed(), impuesto: g.impuesto.toFixed(), acreditable: g.acreditable.toFixed(), total: g.total.toFixed() })), [grupos]);
  const pie = useMemo<FilaGrid[]>(() => {
    const t = totalReporteCompras(grupos);
    return [{ etiqueta: M.totales, lineas: t.lineas, subTotal: t.subTotal.toFixed(), impuesto: t.impuesto.toFixed(), acreditable: t.acreditable.toFixed(), total: t.total.toFixed() }];
  }, [grupos]);
  const columnas = useMemo<ColDef<FilaGrid>[]>(
    () => [
      { field: 'etiqueta', headerName: M.dimensiones[dim], minWidth: 240, flex: 2 },
      { field: 'lineas', headerName: M.lineas, type: 'rightAligned', maxWidth: 110 },
      dinero('subTotal', M.subTotal),
      dinero('impuesto', M.impuesto),
      dinero('acreditable', M.acreditable),
      dinero('total', M.total),
    ],
    [dim],
  );
  const exportar = async () => {
    setExportando(true);
    try {
      await exportarReporteCompras(filas, dim, `reporte-compras-${rango.inicio}-${rango.final}.xlsx`);
    } finally {
      setExportando(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <EncabezadoPagina titulo={M.titulo} ayuda={M.ayuda} />
        <Button leftSection={<IconFileSpreadsheet size={16} />} variant="light" disabled={filas.length === 0} loading={exportando} onClick={() => void exportar()}>
          {M.exportar}
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={M.periodo}
          data={[...PRESETS_REPORTE.map((p) => ({ value: p, label: LISTAS_MESSAGES.presets[p] })), { value: 'PERSONALIZADO', label: M.personalizado }]}
          value={sel}
          onChange={(v) => setSel((v) ?? 'ESTE_MES')}
          allowDeselect={false}
          w={190}
        />
        {sel === 'PERSONALIZADO' ? (
          <>
            <TextInput type="date" label={M.desde} value={propio.inicio} onChange={(e) => setPropio({ ...propio, inicio: e.currentTarget.value })} error={valido ? undefined : M.rangoInvalido} w={170} />
            <TextInput type="date" label={M.hasta} value={propio.final} onChange={(e) => setPropio({ ...propio, final: e.currentTarget.value })} w={170} />
          </>
        ) : null}
        <Segmentos label={M.agrupar} value={dim} onChange={setDim} data={(Object.keys(M.dimensiones) as DimensionReporte[]).map((d) => ({ value: d, label: M.dimensiones[d] }))} />
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void q.refetch()} loading={q.isFetching}>
          {M.generar}
        </Button>
      </Group>
      {q.data && filas.length === 0 ? <Alert color="gray">{M.sinDatos}</Alert> : null}
      <DataGrid<FilaGrid> rows={q.data ? rows : undefined} columns={columnas} getRowId={(r) => r.etiqueta} pinnedBottomRowData={pie} height={440} />
    </Stack>
  );
}
