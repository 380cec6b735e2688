import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { destinoTrasLogin } from '@jit/domain';
import { sessionAtom, sessionReadyAtom } from '../session/atoms';
import { PageLoader } from './page-loader';

/** Pages behind sign-in: without a session the user goes to the root (the login). */
export function SignedIn() {
  const ready = useAtomValue(sessionReadyAtom);
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!ready) return <PageLoader />;
  // The login returns here afterwards, unless this page ends the session (/logout).
  if (!session) {
    const from = location.pathname + location.search;
    return <Navigate to="/" replace state={destinoTrasLogin(from) === from ? { from } : null} />;
  }
  return <Outlet />;
}
