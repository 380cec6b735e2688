// /clientes/transacciones: the AutoPay charges of recurring invoices (AutoPay.readAll) with their
// state, tries and the provider's message; a filter by state; and Guardar tarjeta for a customer.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconRefresh } from '@tabler/icons-react';
import { AutoPaysDocument, type AutoPaysQuery } from '@jit/api';
import { DataGrid, dateColumn, moneyColumn, statusBadgeColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../../app/api';
import { notify } from '../../../app/notify';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';
import { TarjetaModal } from './tarjeta-modal';

type Fila = AutoPaysQuery['AutoPay']['readAll'][number];
const AUTOPAY_KEY = [...CLIENTE_KEY, 'autopay'] as const;

export function TransaccionesPage() {
  const qc = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const [tarjeta, setTarjeta] = useState(false);
  const q = useQuery({ queryKey: [...AUTOPAY_KEY, status], queryFn: async ({ signal }) => (await api.request(AutoPaysDocument, { status }, { signal })).AutoPay.readAll });
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      dateColumn<Fila>('updatedAt', M.colFecha, { withTime: true, maxWidth: 180 }),
      { colId: 'cliente', headerName: M.colCliente, valueGetter: (p) => p.data?.cliente.nombre ?? '', minWidth: 200 },
      { field: 'consecutivo', headerName: M.colDocumento, minWidth: 200 },
      moneyColumn<Fila>('monto', M.colMonto, { maxWidth: 150 }),
      { colId: 'tarjeta', headerName: M.colTarjeta, valueGetter: (p) => (p.data?.last4 ? `•••• ${p.data.last4}` : ''), maxWidth: 120 },
      { field: 'try', headerName: M.colIntentos, type: 'rightAligned', maxWidth: 110 },
      statusBadgeColumn<Fila>('status', M.colEstado, { PENDIENTE: 'info', APROBADO: 'success', RECHAZADO: 'danger' }, { labels: M.estadosAutopay, maxWidth: 140 }),
      { field: 'detalle', headerName: M.colDetalle, minWidth: 220 },
    ],
    [],
  );
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{M.transTitulo}</Title>
        <Group>
          <Button variant="light" leftSection={<IconCreditCard size={16} />} onClick={() => setTarjeta(true)} data-testid="transacciones-tarjeta">
            {M.guardarTarjeta}
          </Button>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void qc.invalidateQueries({ queryKey: AUTOPAY_KEY })}>
            {M.recargar}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {M.transAyuda}
      </Text>
      <Select
        placeholder={M.todosEstados}
        aria-label={M.colEstado}
        data={Object.entries(M.estadosAutopay).map(([value, label]) => ({ value, label }))}
        value={status}
        onChange={setStatus}
        clearable
        w={220}
      />
      <DataGrid<Fila> rows={q.data} columns={columnas} getRowId={(r) => r._id} height={480} />
      <TarjetaModal
        abierto={tarjeta}
        onClose={() => setTarjeta(false)}
        onGuardada={(last4) => {
          setTarjeta(false);
          notify({ type: 'success', message: M.tarjetaGuardada(last4) });
        }}
      />
    </Stack>
  );
}
