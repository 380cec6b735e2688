// The account's subscription, monthly counter and certificate as the shell shows them, each
// decided by the domain's rule (the same the server applies).
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  certificateState,
  PLAN_LIMITES,
  planCounter,
  subscriptionState,
  type ContadorPlan,
  type EstadoCertificado,
  type Profile,
  type Suscripcion,
} from '@jit/domain';
import { sessionAtom } from './atoms';
import { useInvoiceCounter, useIssuer, usePlans, useProfileCheck } from './startup';

/** The time, refreshed every minute: enough for days of grace and certificate days. */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

/** Spec 2 §4: active / 3-day grace with days left / expired (blocked, where to go to pay). */
export function useSubscription(): Suscripcion | null {
  const session = useAtomValue(sessionAtom);
  const check = useProfileCheck();
  const now = useNow();
  if (!session) return null;
  return subscriptionState({
    subscriptionTimeOut: check.data
      ? check.data.subscriptionTimeOut
      : session.user.subscriptionTimeOut,
    nowMs: now,
    profile: check.data?.profile ?? session.user.profile,
    subprofile: session.user.subprofile,
  });
}

/** Spec 1 §9: documents left this month (limits from the server's plan table when loaded). */
export function usePlanCounter(): ContadorPlan | null {
  const session = useAtomValue(sessionAtom);
  const counter = useInvoiceCounter();
  const plans = usePlans();
  if (!session || !counter.data) return null;
  const limits = { ...PLAN_LIMITES } as Record<Profile, number>;
  for (const p of plans.data ?? []) limits[p.name] = p.documentosMes;
  return planCounter(session.user.profile, counter.data.counter, limits);
}

/** Spec 1 §4: the signing certificate (warning at 7 days or fewer, expired blocks invoicing). */
export function useCertificate(): EstadoCertificado | null {
  const issuer = useIssuer();
  const now = useNow();
  if (!issuer.data) return null;
  return certificateState(issuer.data.certificadoExpiracion, now);
}
