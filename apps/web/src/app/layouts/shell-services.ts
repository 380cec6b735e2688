import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { samePath } from '@jit/domain';
import { SHELL_MESSAGES } from '../messages';
import { notify } from '../notify';
import { pushWantedAtom } from '../preferences';
import { checkPush, PUSH_PERMISSION_CHECK_MS } from '../push';
import { sessionAtom } from '../session/atoms';
import { checkSessionValidity } from '../session/session';
import { useStartupCalls } from '../session/startup';
import { useGlobalShortcuts } from '../shortcuts/use-global-shortcuts';
import { UNSAVED_LINKS, unsavedInvoiceAtom, unsavedIssuerAtom } from '../unsaved';

/** Leaving a page with an unsaved issuer or invoice only warns (spec 1 §2). */
function useUnsavedWarnings() {
  const { pathname } = useLocation();
  const issuer = useAtomValue(unsavedIssuerAtom);
  const invoice = useAtomValue(unsavedInvoiceAtom);
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === pathname) return;
    const wasIssuer = samePath(from, '/admin/datosatv') || samePath(from, UNSAVED_LINKS.issuer);
    if (wasIssuer && issuer)
      notify({ type: 'warning', message: SHELL_MESSAGES.unsavedLeaveIssuer });
    // The invoice screen warns about its own draft when it closes (facturar-page), so the shell
    // does not add a second toast for it; both count for the browser's leave prompt below.
  }, [pathname, issuer]);
  useEffect(() => {
    if (!issuer && !invoice) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [issuer, invoice]);
}

/** Checks the token's expiry on every navigation and when the window comes back to the front. */
function useValidityChecks() {
  const { pathname } = useLocation();
  useEffect(() => {
    checkSessionValidity();
  }, [pathname]);
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') checkSessionValidity();
    };
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
}

/** Spec 1 §9: 5 s after start, check the notification permission and keep the subscription. */
function usePushCheck() {
  const email = useAtomValue(sessionAtom)?.user.email;
  const wanted = useAtomValue(pushWantedAtom);
  const setWanted = useSetAtom(pushWantedAtom);
  useEffect(() => {
    if (!email || !wanted) return;
    const t = setTimeout(() => {
      void checkPush(email).then((p) => {
        if (p === 'denied' || p === 'unsupported') setWanted(false);
      });
    }, PUSH_PERMISSION_CHECK_MS);
    return () => clearTimeout(t);
  }, [email, wanted, setWanted]);
}

/** Everything a signed-in layout runs besides rendering. */
export function useShellServices(): void {
  useStartupCalls();
  useGlobalShortcuts();
  useValidityChecks();
  useUnsavedWarnings();
  usePushCheck();
}
