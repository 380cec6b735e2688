// «Balanza y estados»: the month's trial balance (totals in the footer), the income statement and
// the balance sheet drawn from it by the chart's accountType.report, an account's general ledger
// on double click, and all of it to Excel.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BalanzaDocument, MayorDocument, type BalanzaQuery } from '@jit/api';
import { AppModal } from '@jit/ui';
import { DataGrid, moneyColumn } from '@jit/ui/data-grid';
import type { ColDef } from 'ag-grid-community';
import { api } from '../../app/api';
import { formatAmount, formatDate } from '../../app/format';
import { exportarLibro } from './exportar';
import { CONTABILIDAD_MESSAGES as M, MESES, rangoDelMes } from './messages';
import { mesActual, SelectorMes } from './periodo';

type Fila = BalanzaQuery['Record']['balanza']['cuentas'][number];

function Estado({
  titulo,
  filas,
  total,
  totalLabel,
}: {
  titulo: string;
  filas: { category: string; monto: string }[];
  total: string;
  totalLabel: string;
}) {
  return (
    <Card withBorder>
      <Title order={4}>{titulo}</Title>
      <Table>
        <Table.Tbody>
          {filas.map((f) => (
            <Table.Tr key={f.category}>
              <Table.Td>{f.category}</Table.Td>
              <Table.Td ta="right">{formatAmount(f.monto)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>{totalLabel}</Table.Td>
            <Table.Td ta="right">{formatAmount(total)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Card>
  );
}

export function BalanzaTab() {
  const [mes, setMes] = useState(mesActual);
  const [cuenta, setCuenta] = useState<Fila | null>(null);
  const r = rangoDelMes(mes.year, mes.month);
  const q = useQuery({
    queryKey: ['contabilidad', 'balanza', r],
    queryFn: async () => (await api.request(BalanzaDocument, r)).Record.balanza,
  });
  const mayor = useQuery({
    queryKey: ['contabilidad', 'mayor', cuenta?._id, r],
    enabled: cuenta !== null,
    queryFn: async () =>
      (await api.request(MayorDocument, { cuenta: cuenta!._id, ...r })).Record.mayor,
  });
  const b = q.data;
  const pie = useMemo(
    () =>
      b
        ? [
            {
              _id: 'total',
              code: '',
              name: M.totales,
              category: '',
              report: '',
              debe: b.debe,
              haber: b.haber,
              saldo: '0',
            },
          ]
        : [],
    [b],
  );
  const columnas = useMemo<ColDef<Fila>[]>(
    () => [
      { field: 'code', headerName: M.codigo, maxWidth: 130 },
      { field: 'name', headerName: M.cuenta, minWidth: 220 },
      { field: 'category', headerName: M.categoria },
      moneyColumn<Fila>('debe', M.debe),
      moneyColumn<Fila>('haber', M.haber),
      moneyColumn<Fila>('saldo', M.saldo),
    ],
    [],
  );
  const exportar = async () => {
    if (!b) return;
    await exportarLibro(
      [
        {
          nombre: 'Balanza',
          encabezados: [M.codigo, M.cuenta, M.categoria, M.debe, M.haber, M.saldo],
          filas: [
            ...b.cuentas.map((c) => [c.code, c.name, c.category, c.debe, c.haber, c.saldo]),
            ['', M.totales, '', b.debe, b.haber, '0'],
          ],
          montos: [3, 4, 5],
        },
        {
          nombre: M.estadoResultados,
          encabezados: [M.categoria, M.saldo],
          filas: [...b.resultados.map((x) => [x.category, x.monto]), [M.utilidad, b.utilidad]],
          montos: [1],
        },
        {
          nombre: 'Situación financiera',
          encabezados: [M.categoria, M.saldo],
          filas: [
            ...b.situacion.map((x) => [x.category, x.monto]),
            [M.activo, b.activo],
            [M.pasivoPatrimonio, b.pasivoPatrimonio],
          ],
          montos: [1],
        },
      ],
      `balanza-${mes.year}-${String(mes.month).padStart(2, '0')}.xlsx`,
    );
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <SelectorMes value={mes} onChange={setMes} testId="balanza" />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void exportar()}
          disabled={!b}
        >
          {M.exportar}
        </Button>
      </Group>
      <DataGrid<Fila>
        rows={b?.cuentas}
        columns={columnas}
        getRowId={(x) => x._id}
        height={400}
        pinnedBottomRowData={pie}
        onRowDoubleClicked={(e) => e.data && e.data._id !== 'total' && setCuenta(e.data)}
      />
      {b ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Estado
            titulo={M.estadoResultados}
            filas={b.resultados}
            total={b.utilidad}
            totalLabel={M.utilidad}
          />
          <Estado
            titulo={M.estadoSituacion}
            filas={b.situacion}
            total={b.pasivoPatrimonio}
            totalLabel={M.pasivoPatrimonio}
          />
        </SimpleGrid>
      ) : null}
      <AppModal
        opened={cuenta !== null}
        onClose={() => setCuenta(null)}
        title={`${M.mayor}: ${cuenta?.code ?? ''} ${cuenta?.name ?? ''} — ${MESES[mes.month - 1]} ${mes.year}`}
        size="xl"
      >
        {mayor.data ? (
          <Stack gap="xs">
            <Text size="sm">{`${M.saldoInicial}: ${formatAmount(mayor.data.saldoInicial)}`}</Text>
            {mayor.data.truncado ? <Alert color="yellow">{M.truncado}</Alert> : null}
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{M.fecha}</Table.Th>
                  <Table.Th>{M.descripcion}</Table.Th>
                  <Table.Th ta="right">{M.debe}</Table.Th>
                  <Table.Th ta="right">{M.haber}</Table.Th>
                  <Table.Th ta="right">{M.saldo}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mayor.data.lineas.map((l, i) => (
                  <Table.Tr key={`${l._idRecord}-${i}`}>
                    <Table.Td>{formatDate(l.fecha)}</Table.Td>
                    <Table.Td>{l.descripcion}</Table.Td>
                    <Table.Td ta="right">{formatAmount(l.debe)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(l.haber)}</Table.Td>
                    <Table.Td ta="right">{formatAmount(l.saldo)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text
              size="sm"
              fw={700}
            >{`${M.saldoFinal}: ${formatAmount(mayor.data.saldoFinal)}`}</Text>
          </Stack>
        ) : null}
      </AppModal>
    </Stack>
  );
}
