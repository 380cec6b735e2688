import { useEffect } from 'react';
import { endSession } from '../../app/session/session';
import { PageLoader } from '../../app/layouts/page-loader';

/** /logout: ends the session (server and browser) and goes to the root. */
export function LogoutPage() {
  useEffect(() => {
    void endSession('logout');
  }, []);
  return <PageLoader />;
}
