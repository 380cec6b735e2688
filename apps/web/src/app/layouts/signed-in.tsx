import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom, sessionReadyAtom } from '../session/atoms';
import { PageLoader } from './page-loader';

/** Pages behind sign-in: without a session the user goes to the root (the login). */
export function SignedIn() {
  const ready = useAtomValue(sessionReadyAtom);
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (!ready) return <PageLoader />;
  if (!session)
    return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
