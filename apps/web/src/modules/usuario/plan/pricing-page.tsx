import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ChangeProfileDocument, SetProfileDocument, type Profile } from '@jit/api';
import { hasSubprofile } from '@jit/domain';
import { api } from '../../../app/api';
import { formatCount, formatCurrency } from '../../../app/format';
import { notify } from '../../../app/notify';
import { sessionAtom } from '../../../app/session/atoms';
import { beginSession, refresh } from '../../../app/session/session';
import { usePlans, useProfileCheck, useSessionUser, STARTUP_KEY } from '../../../app/session/startup';
import { PLAN_MESSAGES as M } from './messages';
import { PayModal, type CardValues } from './pay-modal';

/** /pricing: the plans, the current one, and the change of plan (paid plans through the card). */
export function PricingPage() {
  const session = useAtomValue(sessionAtom);
  const plans = usePlans();
  const check = useProfileCheck();
  const me = useSessionUser();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<{ name: Profile; total: string } | null>(null);
  if (!session) return null;
  const { user } = session;
  const owner = me.data?.isOwner ?? !hasSubprofile(user.subprofile);
  const pending = check.data?.selectedProfile;

  const afterChange = async () => {
    await queryClient.invalidateQueries({ queryKey: [...STARTUP_KEY, user.id] });
  };

  const choose = async (name: Profile, total: string) => {
    await api.request(ChangeProfileDocument, { id: user.id, profile: name });
    if (name === 'COMMUNITY') {
      // The plan applies at once on the server; a fresh token carries the new profile.
      await refresh();
      await afterChange();
      notify({ type: 'success', message: M.planChanged });
    } else {
      setPaying({ name, total });
    }
  };

  const pay = async (card: CardValues) => {
    if (!paying) return;
    const r = (
      await api.request(SetProfileDocument, {
        id: user.id,
        type: paying.name,
        method: 'card',
        card,
        amount: paying.total,
      })
    ).User.setProfile;
    if (!r.ok) {
      notify({ type: 'warning', message: r.message });
      return;
    }
    if (r.token) await beginSession(r.token);
    setPaying(null);
    await afterChange();
    notify({ type: 'success', message: r.message });
  };

  return (
    <Stack>
      <div>
        <Title order={2}>{M.pricingTitle}</Title>
        <Text c="dimmed">{M.pricingIntro}</Text>
      </div>
      {!owner ? <Alert color="blue">{M.onlyOwner}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {(plans.data ?? [])
          .filter((p) => p.state)
          .map((p) => {
            const current = p.name === user.profile;
            const free = /^0(\.0+)?$/.test(p.totalPlan);
            return (
              <Card
                key={p.name}
                withBorder
                shadow={current ? 'md' : undefined}
                data-testid={`plan-${p.name}`}
              >
                <Group justify="space-between">
                  <Title order={3}>{p.name}</Title>
                  {current ? <Badge color="teal">{M.currentPlan}</Badge> : null}
                  {pending === p.name ? <Badge color="orange">{M.pendingPayment}</Badge> : null}
                </Group>
                <Text size="xl" fw={700} mt="sm">
                  {free ? M.free : formatCurrency(p.totalPlan, 'USD')}
                  {free ? null : (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      {M.perMonth}
                    </Text>
                  )}
                </Text>
                <Text size="sm">{M.documentsPerMonth(formatCount(p.documentosMes))}</Text>
                <Text size="sm" c="dimmed" mt="xs" style={{ flex: 1 }}>
                  {p.observation}
                </Text>
                <Button
                  mt="md"
                  disabled={!owner || current}
                  onClick={() => void choose(p.name, p.totalPlan)}
                >
                  {M.choose}
                </Button>
              </Card>
            );
          })}
      </SimpleGrid>
      <PayModal
        plan={paying?.name ?? ''}
        opened={paying !== null}
        onClose={() => setPaying(null)}
        onPay={pay}
      />
    </Stack>
  );
}
