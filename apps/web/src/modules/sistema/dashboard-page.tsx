import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Group,
  Kbd,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useAccess, useCanOpen, useVisibleMenu } from '../../app/access';
import { formatCount, formatDate } from '../../app/format';
import { firstLoginAtom, sessionAtom } from '../../app/session/atoms';
import { useInvoiceCounter, usePlans, useProfileCheck } from '../../app/session/startup';
import { SISTEMA_MESSAGES as M } from './messages';
import { FacturaDashboardLazy } from '../factura/reportes/dashboard-entry';

/** /dashboard: greets the user ('Bienvenido a JIT {name}' on the first login) and sums up the account. */
export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  const firstLogin = useAtomValue(firstLoginAtom);
  const profile = useProfileCheck();
  const counter = useInvoiceCounter();
  const plans = usePlans();
  const groups = useVisibleMenu();
  // The business's sales are the reports' figures: only who may open the sales report sees them.
  const { ready } = useAccess();
  const canOpen = useCanOpen();
  const verVentas = ready && canOpen('/facturacion/reporte');
  const navigate = useNavigate();
  if (!session) return null;
  const { user } = session;
  const allowance = plans.data?.find((p) => p.name === user.profile)?.documentosMes;
  const state = profile.data?.subscriptionState;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} data-testid="dashboard-greeting">
          {firstLogin ? M.welcome(user.fullname) : M.hello(user.fullname)}
        </Title>
        <Text c="dimmed">{M.dashboardIntro}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {M.plan}
          </Text>
          <Group justify="space-between" mt={4}>
            <Title order={3} data-testid="dashboard-profile">
              {user.profile}
            </Title>
            {state ? (
              <Badge color={state === 'ACTIVA' ? 'green' : state === 'GRACIA' ? 'orange' : 'red'}>
                {M.subscriptionStates[state] ?? state}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" mt="xs">
            {user.profile === 'COMMUNITY' || !profile.data?.subscriptionTimeOut
              ? M.subscriptionFree
              : M.subscriptionUntil(formatDate(profile.data.subscriptionTimeOut))}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            {M.documentsThisMonth}
          </Text>
          <Title order={3} mt={4}>
            {counter.data && allowance !== undefined
              ? M.documentsUsed(counter.data.counter, allowance)
              : allowance !== undefined
                ? M.documentsPerMonth(formatCount(allowance))
                : M.documentsUnknown}
          </Title>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed" mb="xs">
            {M.shortcutsTitle}
          </Text>
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              {M.shortcuts.map(([k, what]) => (
                <Table.Tr key={k}>
                  <Table.Td>
                    <Kbd size="xs">{k}</Kbd>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{what}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
      {verVentas ? <FacturaDashboardLazy /> : null}
      <div>
        <Title order={4} mb="sm">
          {M.quickAccess}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {groups
            .filter((g) => g.menu !== '')
            .map((g) => (
              <Card key={g.menu} withBorder>
                <Text fw={600} mb="xs">
                  {g.menu}
                </Text>
                <Group gap={6}>
                  {g.items.slice(0, 6).map((r) => (
                    <Button
                      key={r.path}
                      size="compact-xs"
                      variant="light"
                      onClick={() => void navigate(r.path)}
                    >
                      {r.label}
                    </Button>
                  ))}
                </Group>
              </Card>
            ))}
        </SimpleGrid>
      </div>
    </Stack>
  );
}
