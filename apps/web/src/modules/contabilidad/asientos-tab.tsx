// «Asientos»: the journal newest first (10 entries a page), one grid row per line with its entry's
// date, description and document; filters by period, account, document type and text; totals in
// the footer; «Cambiar cuenta» and «Historial» on the chosen line; every filtered entry to Excel.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsExchange, IconDownload, IconHistory, IconRefresh } from '@tabler/icons-react';
import {
  AsientosDocument,
  flattenPages,
  type AsientoFieldsFragment,
  type AsientosQuery,
  type CuentasQuery,
  type RecordFilter,
} from '@jit/api';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { D } from '@jit/domain';
import { api } from '../../app/api';
import { formatDate } from '../../app/format';
import { notify } from '../../app/notify';
import { CambiarCuentaModal, type LineaElegida } from './cambiar-cuenta-modal';
import { filasDe, TIPOS, type Fila } from './asientos-filas';
import { exportarLibro } from './exportar';
import { HistorialModal } from './historial-modal';
import { CONTABILIDAD_MESSAGES as M, diaCR } from './messages';

const KEY = ['contabilidad', 'asientos'] as const;

export function AsientosTab({ cuentas }: { cuentas: CuentasQuery['Account']['readAll'] }) {
  const qc = useQueryClient();
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [cuenta, setCuenta] = useState<string | null>(null);
  const [tipo, setTipo] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  const [buscado] = useDebouncedValue(texto, 250);
  const [elegida, setElegida] = useState<Fila | null>(null);
  const [cambiar, setCambiar] = useState<LineaElegida | null>(null);
  const [historial, setHistorial] = useState<string | null>(null);
  const filter: RecordFilter = {
    inicio: diaCR(desde, false),
    final: diaCR(hasta, true),
    cuenta,
    documento: tipo,
    entidad: buscado || null,
  };
  const q = useInfiniteQuery({
    queryKey: [...KEY, filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (await api.request(AsientosDocument, { filter, cursor: pageParam, limit: 10 }, { signal }))
        .Record.getRecords,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const asientos = useMemo(() => flattenPages(q.data?.pages ?? [], (r) => r._id), [q.data]);
  const filas = useMemo(() => filasDe(asientos), [asientos]);
  const pie = useMemo(() => {
    const suma = (k: 'debe' | 'haber') => filas.reduce((a, f) => a.plus(f[k]), new D(0)).toFixed();
    return [
      { _id: 'total', descripcion: M.totales, debe: suma('debe'), haber: suma('haber') } as Fila,
    ];
  }, [filas]);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      {
        colId: 'fecha',
        headerName: M.fecha,
        valueGetter: (p) => (p.data?.fecha ? formatDate(p.data.fecha) : ''),
        maxWidth: 120,
      },
      { field: 'descripcion', headerName: M.descripcion, minWidth: 200 },
      { field: 'documento', headerName: M.documento, minWidth: 190 },
      { field: 'entidad', headerName: M.entidad },
      { field: 'code', headerName: M.codigo, maxWidth: 120 },
      { field: 'accountName', headerName: M.cuenta, minWidth: 200 },
      moneyColumn<Fila>('debe', M.debe, { maxWidth: 160 }),
      moneyColumn<Fila>('haber', M.haber, { maxWidth: 160 }),
    ],
    [],
  );
  const exportar = async () => {
    const todos: AsientoFieldsFragment[] = [];
    let cursor: string | null = null;
    do {
      const r: AsientosQuery = await api.request(AsientosDocument, { filter, cursor, limit: 100 });
      todos.push(...r.Record.getRecords.feed);
      cursor = r.Record.getRecords.pageInfo.hasNextPage
        ? (r.Record.getRecords.pageInfo.nextPageCursor ?? null)
        : null;
    } while (cursor);
    await exportarLibro(
      [
        {
          nombre: M.asientos,
          encabezados: [
            M.fecha,
            M.descripcion,
            M.documento,
            M.entidad,
            M.codigo,
            M.cuenta,
            M.debe,
            M.haber,
          ],
          filas: filasDe(todos).map((f) => [
            formatDate(f.fecha),
            f.descripcion,
            f.documento,
            f.entidad,
            f.code,
            f.accountName,
            f.debe,
            f.haber,
          ]),
          montos: [6, 7],
        },
      ],
      'asientos.xlsx',
    );
  };
  return (
    <Stack>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label={M.desde}
          value={desde}
          onChange={(e) => setDesde(e.currentTarget.value)}
          data-testid="asientos-desde"
        />
        <TextInput
          type="date"
          label={M.hasta}
          value={hasta}
          onChange={(e) => setHasta(e.currentTarget.value)}
          data-testid="asientos-hasta"
        />
        <Select
          label={M.cuenta}
          placeholder={M.todasCuentas}
          data={cuentas.map((c) => ({ value: c._id, label: `${c.code} ${c.name}` }))}
          value={cuenta}
          onChange={setCuenta}
          searchable
          clearable
          w={280}
        />
        <Select
          label={M.tipoDocumento}
          data={TIPOS}
          value={tipo}
          onChange={setTipo}
          clearable
          w={220}
        />
        <TextInput
          label={M.buscar}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          w={280}
        />
      </Group>
      <Group gap="xs">
        <Button
          leftSection={<IconArrowsExchange size={16} />}
          disabled={!elegida || elegida._id === 'total'}
          onClick={() =>
            elegida &&
            setCambiar({
              asiento: elegida.asiento,
              item: elegida._id,
              cuenta: elegida.cuenta,
              code: elegida.code,
              accountName: elegida.accountName,
              descripcion: elegida.descripcion,
            })
          }
          data-testid="cambiar-cuenta"
        >
          {M.cambiarCuenta}
        </Button>
        <Button
          variant="light"
          leftSection={<IconHistory size={16} />}
          disabled={!elegida || elegida._id === 'total'}
          onClick={() => elegida && setHistorial(elegida.asiento)}
          data-testid="historial-asiento"
        >
          {M.historial}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void exportar()}
          data-testid="exportar-asientos"
        >
          {M.exportar}
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void qc.invalidateQueries({ queryKey: KEY })}
        >
          {M.recargar}
        </Button>
      </Group>
      <DataGrid<Fila>
        rows={q.data ? filas : undefined}
        columns={columnas}
        getRowId={(r) => r._id}
        height={460}
        pinnedBottomRowData={pie}
        suppressColumnVirtualisation
        rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
        onSelectionChanged={(e) => setElegida(e.api.getSelectedRows()[0] ?? null)}
      />
      {q.hasNextPage ? (
        <Group>
          <Button
            variant="light"
            onClick={() => void q.fetchNextPage()}
            loading={q.isFetchingNextPage}
          >
            {M.cargarMas(asientos.length)}
          </Button>
        </Group>
      ) : null}
      <CambiarCuentaModal
        linea={cambiar}
        onClose={() => setCambiar(null)}
        onCambiada={() => {
          setCambiar(null);
          notify({ type: 'success', message: M.cuentaCambiada });
          void qc.invalidateQueries({ queryKey: KEY });
        }}
      />
      <HistorialModal asiento={historial} onClose={() => setHistorial(null)} />
    </Stack>
  );
}
