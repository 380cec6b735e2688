import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { rootRedirect } from '@jit/domain';
import { PageLoader } from './layouts/page-loader';
import { sessionAtom, sessionReadyAtom } from './session/atoms';
import { STORAGE_KEYS } from './session/storage-keys';

/**
 * The route guard on '/' (spec 1 §2): without the first-session marker the visitor goes to
 * /register; with a valid session to /dashboard; otherwise '/' is the login.
 */
export function RootGate({ login }: { login: React.ReactNode }) {
  const ready = useAtomValue(sessionReadyAtom);
  const session = useAtomValue(sessionAtom);
  if (!ready) return <PageLoader />;
  const to = rootRedirect({
    firstSessionMarker: localStorage.getItem(STORAGE_KEYS.firstSession) !== null,
    sessionValid: session !== null,
  });
  return to ? <Navigate to={to} replace /> : <>{login}</>;
}
