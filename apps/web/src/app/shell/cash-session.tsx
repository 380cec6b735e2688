import { Badge, Tooltip } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { useIssuer, useOpenCashSession } from '../session/startup';
import { formatAge } from '../format';
import { SHELL_MESSAGES } from '../messages';

/** The user's open cash session in the navbar: box name, age and user's full name (spec 2 §2). */
export function CashSessionBadge() {
  const issuer = useIssuer();
  const session = useOpenCashSession(issuer.data?.modules.cashRegisterModule === true);
  const s = session.data;
  if (!s) return null;
  const text = SHELL_MESSAGES.cashSession(
    s.caja.name,
    formatAge(s.createdAt),
    s.user?.fullname ?? '',
  );
  return (
    <Tooltip label={SHELL_MESSAGES.cashSessionLabel}>
      <Badge
        size="lg"
        variant="light"
        color="green"
        leftSection={<IconCashRegister size={14} />}
        visibleFrom="sm"
        data-testid="cash-session"
      >
        {text}
      </Badge>
    </Tooltip>
  );
}
