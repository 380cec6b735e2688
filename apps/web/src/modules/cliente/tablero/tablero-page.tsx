// /clientes/dashboard: how many customers, how they spread over the cycles, what they bought
// month by month and who bought the most — as charts, with the figures in each bar's tooltip
// and in the table beside them.
import { Card, Group, Progress, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ClientesTableroDocument } from '@jit/api';
import { D, nombreMes } from '@jit/domain';
import { api } from '../../../app/api';
import { formatCount, formatCurrency } from '../../../app/format';
import { Barras } from '../../factura/reportes/dashboard';
import { CLIENTE_MESSAGES as M } from '../messages';
import { CLIENTE_KEY } from '../queries';

export function ClientesTableroPage() {
  const q = useQuery({ queryKey: [...CLIENTE_KEY, 'tablero'], queryFn: async ({ signal }) => (await api.request(ClientesTableroDocument, {}, { signal })).Cliente });
  if (!q.data) return <Skeleton height={420} />;
  const { readTotalRegistros: total, statsCiclo, tablero } = q.data;
  const maxTop = tablero.topClientes.reduce((m, t) => (new D(t.total).gt(m) ? new D(t.total) : m), new D(0));
  return (
    <Stack>
      <Title order={2}>{M.tableroTitulo}</Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {M.clientes}
          </Text>
          <Title order={3} data-testid="tablero-total">
            {formatCount(total)}
          </Title>
        </Card>
        <Card withBorder style={{ gridColumn: 'span 2' }}>
          <Text size="sm" c="dimmed" mb="xs">
            {M.porCiclo}
          </Text>
          <Barras
            testId="tablero-ciclos"
            label={M.porCiclo}
            height={110}
            data={statsCiclo.map((c) => ({ key: c.ciclo, label: c.ciclo, value: String(c.cantidad), hint: M.total(c.cantidad) }))}
          />
          <Group gap="md" mt="xs">
            {statsCiclo.map((c) => (
              <Text key={c.ciclo} size="xs">
                {c.ciclo}: <b>{formatCount(c.cantidad)}</b>
              </Text>
            ))}
          </Group>
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed" mb="xs">
            {M.ventasPorMes}
          </Text>
          <Barras
            testId="tablero-ventas"
            label={M.ventasPorMes}
            data={tablero.ventasPorMes.map((m) => {
              const [y, mm] = m.mes.split('-');
              return { key: m.mes, label: `${nombreMes(Number(mm)).slice(0, 3)} ${y}`, value: m.total, hint: formatCurrency(m.total) };
            })}
          />
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed" mb="xs">
            {M.topClientes}
          </Text>
          {tablero.topClientes.length === 0 ? (
            <Text size="sm">{M.sinVentas}</Text>
          ) : (
            <Table data-testid="tablero-top">
              <Table.Tbody>
                {tablero.topClientes.map((t) => (
                  <Table.Tr key={t._id}>
                    <Table.Td>{t.nombre}</Table.Td>
                    <Table.Td w="40%">
                      <Progress value={maxTop.lte(0) ? 0 : new D(t.total).div(maxTop).times(100).toDecimalPlaces(1).toNumber()} aria-label={t.nombre} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCurrency(t.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
