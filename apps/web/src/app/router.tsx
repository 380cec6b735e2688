// Every route of spec routes.tsv (the domain's ROUTES), in its layout, behind its guard, each
// screen loaded lazily with its module. The signed-in layouts are lazy too, so the login's first
// download carries neither the shell nor the grids.
import { lazy, Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { ROUTES, type Layout } from '@jit/domain';
import { setNavigator } from './store';
import { RouteError } from './route-error';
import { RootGate } from './root-gate';
import { AuthLayout } from './layouts/auth-layout';
import { PageLoader } from './layouts/page-loader';
import { SignedIn } from './layouts/signed-in';
import { sessionAtom, sessionReadyAtom } from './session/atoms';
import { LoginPage } from '../modules/usuario/login-page';
import { NotFoundPage } from '../modules/sistema/not-found-page';
import { EMISOR_PAGES } from '../modules/emisor/routes';
import { FACTURA_PAGES } from '../modules/factura/routes';
import { ITEM_PAGES } from '../modules/item/routes';
import { CAJA_PAGES } from '../modules/caja/routes';
import { COMPRA_PAGES } from '../modules/compra/routes';
import { PAGO_PAGES } from '../modules/pago/routes';
import { CONTABILIDAD_PAGES } from '../modules/contabilidad/routes';
import { INVENTARIO_PAGES } from '../modules/inventario/routes';
import { CLIENTE_PAGES } from '../modules/cliente/routes';
import { RESTAURANTE_PAGES } from '../modules/restaurante/routes';
import { EN_PREPARACION, SISTEMA_PAGES } from '../modules/sistema/routes';
import { USUARIO_PAGES } from '../modules/usuario/routes';
import { lazyPage, type LazyPage } from './lazy-page';

/** Screens that exist today; every other route shows the module-in-preparation page. */
export const PAGE_LOADERS: Readonly<Record<string, LazyPage>> = {
  ...SISTEMA_PAGES,
  ...USUARIO_PAGES,
  ...EMISOR_PAGES,
  ...FACTURA_PAGES,
  ...ITEM_PAGES,
  ...CAJA_PAGES,
  ...INVENTARIO_PAGES,
  ...CLIENTE_PAGES,
  ...RESTAURANTE_PAGES,
  ...COMPRA_PAGES,
  ...PAGO_PAGES,
  ...CONTABILIDAD_PAGES,
};

const LAYOUT_LOADERS: Record<Exclude<Layout, 'login'>, LazyPage> = {
  main: lazyPage(() => import('./layouts/main-layout'), 'MainLayout'),
  full: lazyPage(() => import('./layouts/signed-in-layouts'), 'FullLayout'),
  restaurant: lazyPage(() => import('./layouts/signed-in-layouts'), 'RestaurantLayout'),
  scroll: lazyPage(() => import('./layouts/signed-in-layouts'), 'ScrollLayout'),
};
const guard = lazyPage(() => import('./layouts/page-guard'), 'PageGuard');

function RootShell() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <Outlet />;
}

const LazyMainLayout = lazy(async () => ({
  default: (await import('./layouts/main-layout')).MainLayout,
}));

/** Unknown paths: the 404 page, inside the main layout when signed in. */
function UnknownShell() {
  const ready = useAtomValue(sessionReadyAtom);
  const session = useAtomValue(sessionAtom);
  if (!ready) return <PageLoader />;
  return session ? (
    <Suspense fallback={<PageLoader />}>
      <LazyMainLayout />
    </Suspense>
  ) : (
    <Outlet />
  );
}

function layoutRoutes(): RouteObject[] {
  return (Object.keys(LAYOUT_LOADERS) as Exclude<Layout, 'login'>[]).flatMap((layout) => {
    const children = ROUTES.filter(
      (r) => r.layout === layout && r.kind !== 'public' && !r.redirectTo,
    ).map((r): RouteObject => ({ path: r.path, lazy: PAGE_LOADERS[r.path] ?? EN_PREPARACION }));
    if (children.length === 0) return [];
    return [{ lazy: LAYOUT_LOADERS[layout], children: [{ lazy: guard, children }] }];
  });
}

export function buildRoutes(): RouteObject[] {
  const redirects = ROUTES.filter((r) => r.redirectTo).map((r): RouteObject => ({
    path: r.path,
    element: <Navigate to={r.redirectTo!} replace />,
  }));
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          path: '/',
          element: (
            <RootGate
              login={
                <AuthLayout>
                  <LoginPage />
                </AuthLayout>
              }
            />
          ),
        },
        {
          path: '/register',
          lazy: lazyPage(() => import('../modules/usuario/register-page'), 'RegisterPage'),
        },
        {
          // A payment link's public page (ruling F1-7): outside the login.
          path: '/pago/:link/:consecutivo',
          lazy: lazyPage(() => import('../modules/pago/pago-publico-page'), 'PagoPublicoPage'),
        },
        {
          path: '/recuperar',
          lazy: lazyPage(() => import('../modules/usuario/recover-page'), 'RecoverPage'),
        },
        { element: <SignedIn />, children: [...redirects, ...layoutRoutes()] },
        { element: <UnknownShell />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
