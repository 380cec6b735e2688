// The supplier mails whose XML waits to be accepted (status RECIBIDO, ruling E-2): «Cargar» puts
// the document on the screen; the mailbox's full log is /compras/listaAutoEmail.
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Text } from '@mantine/core';
import { AutoEmailsDocument } from '@jit/api';
import { api } from '../../../app/api';
import { formatDateTime } from '../../../app/format';
import { XML_MESSAGES as M } from './messages';

export const CORREOS_PENDIENTES_KEY = ['compras', 'correos', 'pendientes'] as const;

export function CorreosPendientes({ onCargar, cargados }: { onCargar: (id: string) => void; cargados: ReadonlySet<string> }) {
  const q = useQuery({
    queryKey: CORREOS_PENDIENTES_KEY,
    queryFn: async ({ signal }) => (await api.request(AutoEmailsDocument, { limit: 50 }, { signal })).AutoEmail.readByEmisor.feed.filter((c) => c.status === 'RECIBIDO'),
  });
  const filas = q.data ?? [];
  return (
    <Card withBorder data-testid="compra-correos">
      <Text fw={600} size="sm">
        {M.correosPendientes}
      </Text>
      {filas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {q.isLoading ? '…' : M.sinCorreos}
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {filas.map((c) => (
              <Table.Tr key={c._id}>
                <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
                <Table.Td>{c.provider}</Table.Td>
                <Table.Td>{c.doc}</Table.Td>
                <Table.Td ta="right">
                  <Button size="compact-xs" variant="light" disabled={cargados.has(c.doc ?? '')} onClick={() => onCargar(c._id)}>
                    {M.cargar}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
