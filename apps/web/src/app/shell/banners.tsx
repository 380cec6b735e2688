import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCertificate, IconFileInvoice, IconRefresh } from '@tabler/icons-react';
import { hasSubprofile } from '@jit/domain';
import { certificateState, COUNTER_BANNER_THRESHOLD, remainingDocuments } from '../domain-adapter';
import { SHELL_MESSAGES } from '../messages';
import { sessionAtom } from '../session/atoms';
import { useFrontendVersion, useInvoiceCounter, useIssuer, usePlans, useProfileCheck } from '../session/startup';

function Banner({ color, icon, children, action, testId }: {
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
  const profile = useProfileCheck();
  const counter = useInvoiceCounter();
  const plans = usePlans();
  const issuer = useIssuer();
  const version = useFrontendVersion();
  if (!session) return null;
  const user = session.user;
  const isCommunity = user.profile === 'COMMUNITY';
  const mustPayHere = !hasSubprofile(user.subprofile);
  const banners: React.ReactNode[] = [];

  const sub = profile.data;
  if (sub && !isCommunity && (sub.subscriptionState === 'GRACIA' || sub.subscriptionState === 'VENCIDA')) {
    banners.push(
      <Banner
        key="sub"
        testId="banner-subscription"
        color={sub.subscriptionState === 'VENCIDA' ? 'red' : 'orange'}
        icon={<IconAlertTriangle size={18} />}
        action={
          mustPayHere ? (
            <Button size="compact-sm" color="orange" onClick={() => void navigate('/pricing')}>
              {SHELL_MESSAGES.bannerPay}
            </Button>
          ) : undefined
        }
      >
        {sub.subscriptionState === 'GRACIA' ? SHELL_MESSAGES.bannerGrace(sub.graceDaysLeft) : SHELL_MESSAGES.bannerExpired}
      </Banner>,
    );
  }

  const allowance = plans.data?.find((p) => p.name === user.profile)?.documentosMes;
  if (counter.data && allowance !== undefined) {
    const left = remainingDocuments(allowance, counter.data.counter);
    if (left <= COUNTER_BANNER_THRESHOLD) {
      banners.push(
        <Banner
          key="counter"
          testId="banner-counter"
          color={left <= 0 ? 'red' : 'yellow'}
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
  }

  const cert = certificateState(issuer.data?.certificadoExpiracion, new Date());
  if (cert && cert.state !== 'VIGENTE') {
    banners.push(
      <Banner
        key="cert"
        testId="banner-certificate"
        color={cert.state === 'VENCIDO' ? 'red' : 'orange'}
        icon={<IconCertificate size={18} />}
      >
        {cert.state === 'VENCIDO'
          ? SHELL_MESSAGES.bannerCertificateExpired
          : SHELL_MESSAGES.bannerCertificateSoon(cert.daysLeft)}
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
  return <Stack gap="xs" mb="md">{banners}</Stack>;
}
