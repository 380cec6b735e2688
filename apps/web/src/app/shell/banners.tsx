import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCertificate,
  IconFileInvoice,
  IconRefresh,
} from '@tabler/icons-react';
import { hasSubprofile } from '@jit/domain';
import { SHELL_MESSAGES } from '../messages';
import { sessionAtom } from '../session/atoms';
import { useCertificate, usePlanCounter, useSubscription } from '../session/account-state';
import { useFrontendVersion } from '../session/startup';

function Banner({
  color,
  icon,
  children,
  action,
  testId,
}: {
  color: string;
  icon: React.ReactNode;
  children: React.ReactNode;
  action?: React.ReactNode;
  testId: string;
}) {
  return (
    <Alert color={color} icon={icon} variant="light" py="xs" data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{children}</Text>
        {action}
      </Group>
    </Alert>
  );
}

/** Subscription (no alert for COMMUNITY), grace days, monthly counter, certificate, new version. */
export function Banners() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const sub = useSubscription();
  const counter = usePlanCounter();
  const cert = useCertificate();
  const version = useFrontendVersion();
  if (!session) return null;
  const user = session.user;
  const mustPayHere = !hasSubprofile(user.subprofile);
  const banners: React.ReactNode[] = [];

  if (sub?.mostrarAlerta) {
    banners.push(
      <Banner
        key="sub"
        testId="banner-subscription"
        color={sub.estado === 'VENCIDA' ? 'red' : 'orange'}
        icon={<IconAlertTriangle size={18} />}
        action={
          mustPayHere ? (
            <Button size="compact-sm" color="orange" onClick={() => void navigate('/pricing')}>
              {SHELL_MESSAGES.bannerPay}
            </Button>
          ) : undefined
        }
      >
        {sub.estado === 'GRACIA'
          ? SHELL_MESSAGES.bannerGrace(sub.diasGracia)
          : SHELL_MESSAGES.bannerExpired}
      </Banner>,
    );
  }

  if (counter?.mostrarBanner) {
    const left = counter.restantes;
    banners.push(
      <Banner
        key="counter"
        testId="banner-counter"
        color={counter.agotado ? 'red' : 'yellow'}
        icon={<IconFileInvoice size={18} />}
        action={
          mustPayHere && user.profile !== 'PRO' ? (
            <Button size="compact-sm" variant="light" onClick={() => void navigate('/pricing')}>
              {SHELL_MESSAGES.plans}
            </Button>
          ) : undefined
        }
      >
        {SHELL_MESSAGES.bannerCounter(left)}
      </Banner>,
    );
  }

  if (cert && (cert.estado === 'POR_VENCER' || cert.estado === 'VENCIDO')) {
    banners.push(
      <Banner
        key="cert"
        testId="banner-certificate"
        color={cert.estado === 'VENCIDO' ? 'red' : 'orange'}
        icon={<IconCertificate size={18} />}
      >
        {cert.estado === 'VENCIDO'
          ? SHELL_MESSAGES.bannerCertificateExpired
          : SHELL_MESSAGES.bannerCertificateSoon(cert.diasRestantes)}
      </Banner>,
    );
  }

  const published = version.data?.version;
  if (published && published !== 'dev' && published !== __APP_VERSION__) {
    banners.push(
      <Banner
        key="version"
        testId="banner-version"
        color="blue"
        icon={<IconRefresh size={18} />}
        action={
          <Button size="compact-sm" variant="light" onClick={() => window.location.reload()}>
            {SHELL_MESSAGES.bannerReload}
          </Button>
        }
      >
        {SHELL_MESSAGES.bannerNewVersion}
      </Banner>,
    );
  }

  if (banners.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {banners}
    </Stack>
  );
}
