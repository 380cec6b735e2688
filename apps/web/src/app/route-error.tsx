import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPage } from '@jit/ui';
import { reporter } from './api';

/** The router's error element: 404 → INICIO; anything else → RECARGAR and the error's detail. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail =
    error instanceof Error
      ? `${error.name}: ${error.message}\n${error.stack ?? ''}`
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : String(error);
  useEffect(() => {
    if (!notFound) {
      void reporter.report({
        message: error instanceof Error ? error.message : detail.slice(0, 500),
        code: 'RENDER_ERROR',
        path: window.location.pathname,
        ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
      });
    }
  }, [error, notFound, detail]);
  return (
    <ErrorPage
      notFound={notFound}
      detail={detail}
      onHome={() => void navigate('/')}
      onReload={() => window.location.reload()}
    />
  );
}
