// Every route of spec routes.tsv (the domain's ROUTES), in its layout, behind its guard, each
// screen loaded lazily with its module. The signed-in layouts are lazy too, so the login's first
// download carries neither the shell nor the grids.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
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
import { FACTURA_PAGES } from '../modules/factura/routes';
import { EMISOR_PAGES } from '../modules/emisor/routes';

type Lazy = () => Promise<{ Component: ComponentType }>;
const page =
  <M,>(load: () => Promise<M>, name: keyof M): Lazy =>
  async () => ({ Component: (await load())[name] as ComponentType });

/** Screens that exist today; every other route shows the module-in-preparation page. */
export const PAGE_LOADERS: Readonly<Record<string, Lazy>> = {
  '/dashboard': page(() => import('../modules/sistema/dashboard-page'), 'DashboardPage'),
  '/pricing': page(() => import('../modules/sistema/pricing-page'), 'PricingPage'),
  '/accountDisabled': page(
    () => import('../modules/sistema/account-disabled-page'),
    'AccountDisabledPage',
  ),
  '/noauth': page(() => import('../modules/sistema/noauth-page'), 'NoAuthPage'),
  '/logout': page(() => import('../modules/sistema/logout-page'), 'LogoutPage'),
  '/admin/usuarios': page(() => import('../modules/usuario/usuarios-page'), 'UsuariosPage'),
  '/admin/roles': page(() => import('../modules/usuario/roles-page'), 'RolesPage'),
  ...FACTURA_PAGES,
  ...EMISOR_PAGES,
};

const enPreparacion = page(
  () => import('../modules/sistema/en-preparacion-page'),
  'EnPreparacionPage',
);

const LAYOUT_LOADERS: Record<Exclude<Layout, 'login'>, Lazy> = {
  main: page(() => import('./layouts/main-layout'), 'MainLayout'),
  full: page(() => import('./layouts/signed-in-layouts'), 'FullLayout'),
  restaurant: page(() => import('./layouts/signed-in-layouts'), 'RestaurantLayout'),
  scroll: page(() => import('./layouts/signed-in-layouts'), 'ScrollLayout'),
};
const guard = page(() => import('./layouts/page-guard'), 'PageGuard');

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
    ).map((r): RouteObject => ({ path: r.path, lazy: PAGE_LOADERS[r.path] ?? enPreparacion }));
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
          lazy: page(() => import('../modules/usuario/register-page'), 'RegisterPage'),
        },
        {
          path: '/recuperar',
          lazy: page(() => import('../modules/usuario/recover-page'), 'RecoverPage'),
        },
        { element: <SignedIn />, children: [...redirects, ...layoutRoutes()] },
        { element: <UnknownShell />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
