import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Alert } from '@mantine/core';
import { findRoute, hasSubprofile, refusalRedirect, resolveAccess, samePath } from '@jit/domain';
import { useAccess } from '../access';
import { certificateState } from '../domain-adapter';
import { SHELL_MESSAGES } from '../messages';
import { sessionAtom } from '../session/atoms';
import { useIssuer, useProfileCheck } from '../session/startup';
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
  const profile = useProfileCheck();
  const issuer = useIssuer();
  if (!session || !ready || !ctx) return <PageLoader />;

  const access = resolveAccess({ ...ctx, path: pathname });
  if (!access.ok) {
    const to = refusalRedirect(access.code);
    return to ? <Navigate to={to} replace /> : <NotFoundPage />;
  }

  const route = findRoute(pathname);
  if (route?.redirectTo) return <Navigate to={route.redirectTo} replace />;

  const expired =
    profile.data?.subscriptionState === 'VENCIDA' && session.user.profile !== 'COMMUNITY';
  if (expired && !OPEN_WHEN_EXPIRED.some((p) => samePath(p, pathname))) {
    return (
      <Navigate
        to={hasSubprofile(session.user.subprofile) ? '/accountDisabled' : '/pricing'}
        replace
      />
    );
  }

  const cert = certificateState(issuer.data?.certificadoExpiracion, new Date());
  if (cert?.state === 'VENCIDO' && INVOICING_PAGES.some((p) => samePath(p, pathname))) {
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
