// «Historial»: the account changes of an entry (Record.getLogs), oldest first.
import { useQuery } from '@tanstack/react-query';
import { Table, Text } from '@mantine/core';
import { AsientoLogsDocument } from '@jit/api';
import { AppModal } from '@jit/ui';
import { api } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { CONTABILIDAD_MESSAGES as M } from './messages';

export function HistorialModal({
  asiento,
  onClose,
}: {
  asiento: string | null;
  onClose: () => void;
}) {
  const q = useQuery({
    queryKey: ['contabilidad', 'logs', asiento],
    enabled: asiento !== null,
    queryFn: async () => (await api.request(AsientoLogsDocument, { id: asiento! })).Record.getLogs,
  });
  return (
    <AppModal opened={asiento !== null} onClose={onClose} title={M.historial} size="xl">
      {q.data?.length === 0 ? <Text size="sm">{M.sinHistorial}</Text> : null}
      {q.data?.length ? (
        <Table data-testid="historial">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{M.fecha}</Table.Th>
              <Table.Th>{M.usuario}</Table.Th>
              <Table.Th>{M.de}</Table.Th>
              <Table.Th>{M.a}</Table.Th>
              <Table.Th>{M.razon}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {q.data.map((l) => (
              <Table.Tr key={l._id}>
                <Table.Td>{formatDateTime(l.createdAt)}</Table.Td>
                <Table.Td>{l.user.fullname}</Table.Td>
                <Table.Td>{`${l.oldAccount.code} ${l.oldAccount.name}`}</Table.Td>
                <Table.Td>{`${l.newAccount.code} ${l.newAccount.name}`}</Table.Td>
                <Table.Td>{l.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </AppModal>
  );
}
