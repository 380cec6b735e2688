// The credit documents of one side with their saldo (Pago.readCuentasCobrar / readCuentasPagar):
// what was paid, what credit notes took, days late; «Registrar abono», «Pagos» of the document, and
// on sales «Enlace de pago». Used by /compras/listaCredito and under «Mis Facturas».
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { CrearLinkDocument, CuentasCobrarDocument, CuentasPagarDocument, PagosDeFacturaDocument, type CuentaFieldsFragment } from '@jit/api';
import { AppModal } from '@jit/ui';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatCurrency, formatDate, formatDateTime } from '../../app/format';
import { notify } from '../../app/notify';
import { antiguedadKey } from './antiguedad';
import { direccionDe } from './links-page';
import { MEDIOS, PAGO_MESSAGES as M } from './messages';
import { RegistrarPago } from './registrar-pago';

type Fila = CuentaFieldsFragment;

export function Cuentas({ compra }: { compra: boolean }) {
  const qc = useQueryClient();
  const [showPagas, setShowPagas] = useState(false);
  const [abono, setAbono] = useState<string | null>(null);
  const [historial, setHistorial] = useState<Fila | null>(null);
  const key = ['pago', 'cuentas', compra, showPagas] as const;
  const q = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      compra ? (await api.request(CuentasPagarDocument, { showPagas }, { signal })).Pago.readCuentasPagar : (await api.request(CuentasCobrarDocument, { showPagas }, { signal })).Pago.readCuentasCobrar,
  });
  const pagos = useQuery({
    queryKey: ['pago', 'de-factura', historial?._idFactura],
    enabled: !!historial,
    queryFn: async ({ signal }) => (await api.request(PagosDeFacturaDocument, { id: historial!._idFactura }, { signal })).Pago.readPagosByIdFactura,
  });
  const recargar = () => {
    void qc.invalidateQueries({ queryKey: ['pago', 'cuentas'] });
    void qc.invalidateQueries({ queryKey: antiguedadKey(compra) });
  };
  const enlace = async (f: Fila) => {
    try {
      const l = (await api.request(CrearLinkDocument, { factura: f._idFactura })).Link.create;
      await navigator.clipboard?.writeText(direccionDe(l)).catch(() => undefined);
      notify({ type: 'success', message: `${M.enlacePago}: ${direccionDe(l)}` });
    } catch (e) {
      notify({ type: 'danger', message: e instanceof Error ? e.message : String(e) });
    }
  };
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'consecutivo', headerName: M.documento, minWidth: 200 },
      { colId: 'parte', headerName: compra ? M.proveedor : M.cliente, valueGetter: (p) => (compra ? p.data?.proveedor?.nombre : p.data?.cliente?.nombre) ?? '' },
      { colId: 'fecha', headerName: M.fecha, valueGetter: (p) => (p.data ? formatDate(p.data.fechaEmisionOriginal) : ''), maxWidth: 120 },
      { field: 'codigoMoneda', headerName: M.moneda, maxWidth: 90 },
      moneyColumn<Fila>('totalCredito', M.total),
      moneyColumn<Fila>('totalPago', M.pagado),
      moneyColumn<Fila>('notaCredito', M.notasCredito),
      moneyColumn<Fila>('saldo', M.saldo, { cellRenderer: (p: { data?: Fila; valueFormatted?: string }) => <span data-testid={p.data ? `saldo-${p.data.consecutivo}` : undefined}>{p.valueFormatted}</span> }),
      { field: 'diasVencido', headerName: M.vence, maxWidth: 120 },
      {
        colId: 'acciones',
        headerName: '',
        minWidth: 300,
        cellRenderer: (p: { data?: Fila }) =>
          p.data ? (
            <Group gap={4} wrap="nowrap">
              {Number(p.data.saldo) > 0 ? (
                <Button size="compact-xs" onClick={() => setAbono(p.data!._idFactura)}>
                  {M.registrarAbono}
                </Button>
              ) : null}
              <Button size="compact-xs" variant="light" onClick={() => setHistorial(p.data!)}>
                {M.pagosVentasTitulo}
              </Button>
              {!compra && Number(p.data.saldo) > 0 ? (
                <Button size="compact-xs" variant="light" onClick={() => void enlace(p.data!)}>
                  {M.enlacePago}
                </Button>
              ) : null}
            </Group>
          ) : null,
      },
    ],
     
    [compra],
  );
  return (
    <Stack gap="sm">
      <Switch label={M.mostrarPagados} checked={showPagas} onChange={(e) => setShowPagas(e.currentTarget.checked)} />
      <DataGrid<Fila> rows={q.data} columns={columnas} getRowId={(r) => r._id} height={360} />
      <RegistrarPago abierto={!!abono} compra={compra} factura={abono} onClose={() => setAbono(null)} onGuardado={() => (setAbono(null), recargar())} />
      <AppModal opened={!!historial} onClose={() => setHistorial(null)} title={historial?.consecutivo ?? ''} size="xl">
        {pagos.data?.length ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{M.fecha}</Table.Th>
                <Table.Th>{M.consecutivo}</Table.Th>
                <Table.Th>{M.monto}</Table.Th>
                <Table.Th>{M.medio}</Table.Th>
                <Table.Th>{M.estado}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pagos.data.map((p) => (
                <Table.Tr key={p._id}>
                  <Table.Td>{formatDateTime(p.fecha)}</Table.Td>
                  <Table.Td>{p.consecutivo}</Table.Td>
                  <Table.Td>{formatCurrency(p.monto, p.moneda.codigoMoneda)}</Table.Td>
                  <Table.Td>{MEDIOS[p.medioPago.id] ?? p.medioPago.id}</Table.Td>
                  <Table.Td>{p.estado ? M.activo : `${M.eliminado}: ${p.razonEliminar ?? ''}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">—</Text>
        )}
      </AppModal>
    </Stack>
  );
}
