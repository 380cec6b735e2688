import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Alert } from '@mantine/core';
import { findRoute, refusalRedirect, resolveAccess, samePath } from '@jit/domain';
import { useAccess } from '../access';
import { SHELL_MESSAGES } from '../messages';
import { sessionAtom } from '../session/atoms';
import { useCertificate, useSubscription } from '../session/account-state';
import { NotFoundPage } from '../../modules/sistema/not-found-page';
import { PageLoader } from './page-loader';

/** Pages still open when the subscription has expired. */
const OPEN_WHEN_EXPIRED = ['/pricing', '/accountDisabled', '/logout', '/noauth'];
/** Pages that issue documents: blocked while the certificate is expired (spec 1 §4). */
const INVOICING_PAGES = ['/facturacion/facturar', '/restaurante/facturar'];

/**
 * The route guard: the domain's resolveAccess decides (unauthorised → /noauth, unknown → 404);
 * an expired subscription sends subprofile users to /accountDisabled and others to /pricing;
 * an expired certificate blocks the invoicing pages.
 */
export function PageGuard() {
  const { pathname } = useLocation();
  const session = useAtomValue(sessionAtom);
  const { ready, ctx } = useAccess();
  const subscription = useSubscription();
  const cert = useCertificate();
  if (!session || !ready || !ctx) return <PageLoader />;

  const access = resolveAccess({ ...ctx, path: pathname });
  if (!access.ok) {
    const to = refusalRedirect(access.code);
    return to ? <Navigate to={to} replace /> : <NotFoundPage />;
  }

  const route = findRoute(pathname);
  if (route?.redirectTo) return <Navigate to={route.redirectTo} replace />;

  if (
    subscription?.bloqueada &&
    subscription.redirect &&
    !OPEN_WHEN_EXPIRED.some((p) => samePath(p, pathname))
  ) {
    return <Navigate to={subscription.redirect} replace />;
  }

  // An expired certificate blocks invoicing here; without any certificate the invoicing screen
  // itself says what is missing (blocking it would hide that explanation).
  if (cert?.estado === 'VENCIDO' && INVOICING_PAGES.some((p) => samePath(p, pathname))) {
    return (
      <Alert
        color="red"
        title={SHELL_MESSAGES.bannerCertificateExpired}
        data-testid="certificate-blocked"
      >
        {SHELL_MESSAGES.certificateBlocked}
      </Alert>
    );
  }

  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
