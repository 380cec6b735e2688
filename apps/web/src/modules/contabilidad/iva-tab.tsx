// «IVA mensual» (ruling F2-3): the month's worksheet worked from the books, laid out as the D-104/
// D-150 lines (sales by rate, purchases by rate and credit); a line's documents below it; the form
// (import credit, withholdings and last month's balance in favour) with its balance computed as
// the server will (the domain's saldoIva); «Guardar declaración»; worksheet and documents to Excel.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  DetalleIvaDocument,
  HojaIvaDocument,
  type DetalleIvaQuery,
  type HojaIvaQuery,
} from '@jit/api';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatDate } from '../../app/format';
import { exportarLibro } from './exportar';
import { FormIva } from './iva-form';
import { CONTABILIDAD_MESSAGES as M, MESES, nombreLinea, rangoDelMes } from './messages';
import { mesActual, SelectorMes } from './periodo';

type Linea = HojaIvaQuery['Iva']['hoja']['lineas'][number];
type Doc = DetalleIvaQuery['Iva']['detalle'][number];

export function IvaTab() {
  const qc = useQueryClient();
  const [mes, setMes] = useState(mesActual);
  const [elegida, setElegida] = useState<{ mes: string; linea: string } | null>(null);
  const key = ['contabilidad', 'iva', mes] as const;
  const mesKey = `${mes.year}-${mes.month}`;
  // A line chosen in another month is no line of this one.
  const linea = elegida?.mes === mesKey ? elegida.linea : null;
  const q = useQuery({
    queryKey: key,
    queryFn: async () => (await api.request(HojaIvaDocument, mes)).Iva.hoja,
  });
  const detalle = useQuery({
    queryKey: [...key, 'detalle', linea],
    enabled: linea !== null,
    queryFn: async () =>
      (await api.request(DetalleIvaDocument, { ...mes, linea: linea! })).Iva.detalle,
  });
  const h = q.data;
  const columnas = useMemo<ColDef<Linea>[]>(
    () => [
      { field: 'linea', headerName: M.codigo, maxWidth: 150 },
      {
        colId: 'nombre',
        headerName: M.lineaHoja,
        valueGetter: (p) => (p.data ? nombreLinea(p.data) : ''),
        minWidth: 280,
      },
      moneyColumn<Linea>('base', M.base),
      moneyColumn<Linea>('impuesto', M.impuesto),
      moneyColumn<Linea>('acreditable', M.acreditable),
      { field: 'documentos', headerName: M.documentos, type: 'rightAligned', maxWidth: 140 },
    ],
    [],
  );
  const columnasDoc = useMemo<ColDef<Doc>[]>(
    () => [
      {
        colId: 'fecha',
        headerName: M.fecha,
        valueGetter: (p) => (p.data ? formatDate(p.data.fechaEmision) : ''),
        maxWidth: 120,
      },
      { field: 'documento', headerName: M.tipoDocumento, maxWidth: 140 },
      { field: 'consecutivo', headerName: M.documento, minWidth: 200 },
      { field: 'nombre', headerName: M.entidad },
      moneyColumn<Doc>('base', M.base),
      moneyColumn<Doc>('impuesto', M.impuesto),
      moneyColumn<Doc>('acreditable', M.acreditable),
    ],
    [],
  );
  const exportar = async () => {
    if (!h) return;
    const docs = await Promise.all(
      h.lineas.map(async (l) => ({
        l,
        docs: (await api.request(DetalleIvaDocument, { ...mes, linea: l.linea })).Iva.detalle,
      })),
    );
    const r = rangoDelMes(mes.year, mes.month);
    await exportarLibro(
      [
        {
          nombre: 'Hoja de IVA',
          encabezados: [M.codigo, M.lineaHoja, M.base, M.impuesto, M.acreditable, M.documentos],
          filas: [
            ...h.lineas.map((l) => [
              l.linea,
              nombreLinea(l),
              l.base,
              l.impuesto,
              l.acreditable,
              l.documentos,
            ]),
            [],
            ['', M.totalImpuestoVentas, '', h.totalImpuestoVentas],
            ['', M.totalCredito, '', '', h.totalCredito],
            ['', M.saldoAnterior, '', h.saldoAnterior],
            ['', M.saldoIva, '', h.saldo],
          ],
          montos: [2, 3, 4],
        },
        {
          nombre: M.documentos,
          encabezados: [
            M.codigo,
            M.fecha,
            M.tipoDocumento,
            M.documento,
            M.entidad,
            M.base,
            M.impuesto,
            M.acreditable,
          ],
          filas: docs.flatMap(({ l, docs: ds }) =>
            ds.map((d) => [
              l.linea,
              formatDate(d.fechaEmision),
              d.documento,
              d.consecutivo,
              d.nombre ?? '',
              d.base,
              d.impuesto,
              d.acreditable,
            ]),
          ),
          montos: [5, 6, 7],
        },
      ],
      `iva-${r.inicio.slice(0, 7)}.xlsx`,
    );
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <SelectorMes value={mes} onChange={setMes} testId="iva" />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void exportar()}
          disabled={!h}
          data-testid="exportar-iva"
        >
          {M.exportar}
        </Button>
      </Group>
      <DataGrid<Linea>
        rows={h?.lineas}
        columns={columnas}
        getRowId={(l) => l.linea}
        height={300}
        rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
        onSelectionChanged={(e) => {
          const l = e.api.getSelectedRows()[0];
          setElegida(l ? { mes: mesKey, linea: l.linea } : null);
        }}
      />
      <Title order={5}>
        {linea
          ? M.detalleDe(
              nombreLinea(h?.lineas.find((l) => l.linea === linea) ?? { seccion: '', tarifa: '' }),
            )
          : M.elijaLineaHoja}
      </Title>
      {linea ? (
        <DataGrid<Doc>
          rows={detalle.data}
          columns={columnasDoc}
          getRowId={(d) => d._id}
          height={260}
        />
      ) : null}
      {h ? (
        <FormIva
          key={`${mesKey}:${String(h.registro?.updatedAt ?? '')}`}
          hoja={h}
          titulo={`${MESES[mes.month - 1]} ${mes.year}`}
          onGuardada={() => void qc.invalidateQueries({ queryKey: key })}
        />
      ) : null}
    </Stack>
  );
}
