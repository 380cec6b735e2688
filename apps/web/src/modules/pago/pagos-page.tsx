// /facturacion/listaPagos and /compras/listaPagos (MODULES.md §F1.2): payments newest first, 10 a
// page, searchable, with «Registrar pago», «Eliminar» (with its reason; the payment stays, marked)
// and the Excel export of every payment listed; totals in the footer.
import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconRefresh } from '@tabler/icons-react';
import { BuscarPagosComprasDocument, BuscarPagosVentasDocument, flattenPages, PagosComprasDocument, PagosVentasDocument, type PagoFieldsFragment } from '@jit/api';
import { D } from '@jit/domain';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { useShortcutActions } from '../../app/shortcuts/registry';
import { CargarMas } from '../../app/cargar-mas';
import { EliminarPago } from './eliminar-pago';
import { exportarPagos } from './exportar';
import { MEDIOS, PAGO_MESSAGES as M } from './messages';
import { ReciboCelda } from './recibo-celda';
import { useRecibosEnVivo } from './recibos-en-vivo';
import { RegistrarPago } from './registrar-pago';

type Fila = PagoFieldsFragment;
/** A grid row's payment; none for the pinned totals row, which has only the total's fields. */
type FilaDeGrid = { data?: Fila; node?: { rowPinned?: unknown } | null };
const pago = (p: FilaDeGrid): Fila | undefined => (p.node?.rowPinned ? undefined : p.data);

export const PagosVentasPage = () => <PagosLista compra={false} />;
export const PagosComprasPage = () => <PagosLista compra />;

function PagosLista({ compra }: { compra: boolean }) {
  const qc = useQueryClient();
  const key = ['pago', 'lista', compra] as const;
  const [filtro, setFiltro] = useState('');
  const [buscado] = useDebouncedValue(filtro.trim(), 250);
  const [nuevo, setNuevo] = useState(false);
  const [borrar, setBorrar] = useState<Fila | null>(null);
  const q = useInfiniteQuery({
    queryKey: [...key, 'pagina'],
    enabled: buscado.length < 2,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      compra
        ? (await api.request(PagosComprasDocument, { cursor: pageParam, limit: 10 }, { signal })).Pago.readPagosComprasByEmisor
        : (await api.request(PagosVentasDocument, { cursor: pageParam, limit: 10 }, { signal })).Pago.readPagosByEmisor,
    getNextPageParam: (p) => (p.pageInfo.hasNextPage ? p.pageInfo.nextPageCursor : null),
  });
  const busqueda = useQuery({
    queryKey: [...key, 'buscar', buscado],
    enabled: buscado.length >= 2,
    queryFn: async ({ signal }) =>
      compra ? (await api.request(BuscarPagosComprasDocument, { s: buscado }, { signal })).Pago.readPagosComprasBySearchString : (await api.request(BuscarPagosVentasDocument, { s: buscado }, { signal })).Pago.readPagosBySearchString,
  });
  const filas = useMemo(() => (buscado.length >= 2 ? busqueda.data : q.data ? flattenPages(q.data.pages, (r) => r._id) : undefined), [buscado, busqueda.data, q.data]);
  const recargar = () => void qc.invalidateQueries({ queryKey: key });
  useShortcutActions({ reload: recargar });
  useRecibosEnVivo(key);
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { colId: 'fecha', headerName: M.fecha, valueGetter: (p) => (pago(p) ? formatDateTime(pago(p)!.fecha) : ''), maxWidth: 170 },
      { field: 'consecutivo', headerName: M.consecutivo, maxWidth: 160 },
      { colId: 'parte', headerName: compra ? M.proveedor : M.cliente, valueGetter: (p) => (compra ? p.data?.proveedor?.nombre : p.data?.cliente?.nombre) ?? '' },
      { field: 'consecutivoFactura', headerName: M.documento, minWidth: 200 },
      ...(compra
        ? []
        : [
            {
              colId: 'recibo',
              headerName: M.recibo,
              minWidth: 230,
              cellRenderer: (p: FilaDeGrid) => (pago(p) ? <ReciboCelda pago={p.data!} onEmitido={() => void qc.invalidateQueries({ queryKey: ['pago', 'lista', false] })} /> : null),
            } satisfies ColDef<Fila>,
          ]),
      moneyColumn<Fila>('monto', M.monto),
      { colId: 'moneda', headerName: M.moneda, valueGetter: (p) => p.data?.moneda.codigoMoneda ?? '', maxWidth: 90 },
      { colId: 'medio', headerName: M.medio, valueGetter: (p) => { const f = pago(p); return f ? (MEDIOS[f.medioPago.id] ?? f.medioPago.id) : ''; }, maxWidth: 150 },
      { field: 'referencia', headerName: M.referencia, maxWidth: 160 },
      { field: 'cuentaContable', headerName: M.cuenta, maxWidth: 150 },
      { field: 'saldoAFecha', headerName: M.saldoAFecha, maxWidth: 140 },
      {
        colId: 'estado',
        headerName: M.estado,
        maxWidth: 120,
        cellRenderer: (p: FilaDeGrid) => (pago(p) ? <Badge color={p.data!.estado ? 'green' : 'gray'}>{p.data!.estado ? M.activo : M.eliminado}</Badge> : null),
      },
      {
        colId: 'acciones',
        headerName: '',
        maxWidth: 120,
        cellRenderer: (p: FilaDeGrid) =>
          pago(p)?.estado ? (
            <Button size="compact-xs" variant="light" color="red" onClick={() => setBorrar(p.data!)}>
              {M.eliminar}
            </Button>
          ) : null,
      },
    ],
    [compra, qc],
  );
  const total = (filas ?? []).filter((f) => f.estado && f.moneda.codigoMoneda === 'CRC').reduce((s, f) => s.plus(f.monto), new D(0));
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{compra ? M.pagosComprasTitulo : M.pagosVentasTitulo}</Title>
        <Group>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setNuevo(true)}>
            {M.registrarPago}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportarPagos(compra)}>
            {M.exportar}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={recargar}>
            {M.recargar}
          </Button>
        </Group>
      </Group>
      <TextInput placeholder={M.buscar} value={filtro} onChange={(e) => setFiltro(e.currentTarget.value)} maw={420} aria-label={M.buscar} />
      <DataGrid<Fila> rows={filas} columns={columnas} getRowId={(r) => r._id} height={460} pinnedBottomRowData={[{ consecutivo: M.total, monto: total.toFixed(2), moneda: { codigoMoneda: 'CRC', tipoCambio: '1' } } as never]} />
      {buscado.length < 2 ? <CargarMas q={q} cargados={filas?.length ?? 0} /> : null}
      <RegistrarPago abierto={nuevo} compra={compra} onClose={() => setNuevo(false)} onGuardado={() => (setNuevo(false), recargar())} />
      <EliminarPago pago={borrar} onClose={() => setBorrar(null)} onEliminado={() => (setBorrar(null), recargar())} />
    </Stack>
  );
}
