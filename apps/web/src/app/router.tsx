// Every route of spec routes.tsv (the domain's ROUTES), in its layout, behind its guard, each
// screen loaded lazily with its module.
import { useEffect, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, useNavigate, type RouteObject } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { ROUTES, type Layout } from '@jit/domain';
import { setNavigator } from './store';
import { RouteError } from './route-error';
import { RootGate } from './root-gate';
import { AuthLayout, FullLayout, RestaurantLayout, ScrollLayout } from './layouts/other-layouts';
import { MainLayout } from './layouts/main-layout';
import { PageGuard } from './layouts/page-guard';
import { PageLoader } from './layouts/page-loader';
import { SignedIn } from './layouts/signed-in';
import { sessionAtom, sessionReadyAtom } from './session/atoms';
import { LoginPage } from '../modules/usuario/login-page';
import { NotFoundPage } from '../modules/sistema/not-found-page';
import { FACTURACION_PAGES } from '../modules/facturacion/routes';
import { EMISOR_PAGES } from '../modules/emisor/routes';

type Lazy = () => Promise<{ Component: ComponentType }>;

const sistema = (name: 'DashboardPage' | 'PricingPage' | 'AccountDisabledPage' | 'NoAuthPage' | 'LogoutPage'): Lazy => {
  const loaders = {
    DashboardPage: () => import('../modules/sistema/dashboard-page'),
    PricingPage: () => import('../modules/sistema/pricing-page'),
    AccountDisabledPage: () => import('../modules/sistema/account-disabled-page'),
    NoAuthPage: () => import('../modules/sistema/noauth-page'),
    LogoutPage: () => import('../modules/sistema/logout-page'),
  } as const;
  return async () => ({ Component: ((await loaders[name]()) as Record<string, ComponentType>)[name]! });
};

/** Screens that exist today; every other route shows the module-in-preparation page. */
export const PAGE_LOADERS: Readonly<Record<string, Lazy>> = {
  '/dashboard': sistema('DashboardPage'),
  '/pricing': sistema('PricingPage'),
  '/accountDisabled': sistema('AccountDisabledPage'),
  '/noauth': sistema('NoAuthPage'),
  '/logout': sistema('LogoutPage'),
  '/admin/usuarios': async () => ({ Component: (await import('../modules/usuario/usuarios-page')).UsuariosPage }),
  '/admin/roles': async () => ({ Component: (await import('../modules/usuario/roles-page')).RolesPage }),
  ...FACTURACION_PAGES,
  ...EMISOR_PAGES,
};

const enPreparacion: Lazy = async () => ({
  Component: (await import('../modules/sistema/en-preparacion-page')).EnPreparacionPage,
});

function RootShell() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => void navigate(to, options)), [navigate]);
  return <Outlet />;
}

/** Unknown paths: the 404 page, inside the main layout when signed in. */
function UnknownShell() {
  const ready = useAtomValue(sessionReadyAtom);
  const session = useAtomValue(sessionAtom);
  if (!ready) return <PageLoader />;
  return session ? <MainLayout /> : <Outlet />;
}

const LAYOUTS: Record<Layout, ComponentType | null> = {
  main: MainLayout,
  full: FullLayout,
  restaurant: RestaurantLayout,
  scroll: ScrollLayout,
  login: null,
};

function layoutRoutes(): RouteObject[] {
  return (Object.keys(LAYOUTS) as Layout[]).flatMap((layout) => {
    const Element = LAYOUTS[layout];
    const children = ROUTES.filter((r) => r.layout === layout && r.kind !== 'public' && !r.redirectTo).map(
      (r): RouteObject => ({ path: r.path, lazy: PAGE_LOADERS[r.path] ?? enPreparacion }),
    );
    if (!Element || children.length === 0) return [];
    return [{ element: <Element />, children: [{ element: <PageGuard />, children }] }];
  });
}

export function buildRoutes(): RouteObject[] {
  const redirects = ROUTES.filter((r) => r.redirectTo).map(
    (r): RouteObject => ({ path: r.path, element: <Navigate to={r.redirectTo!} replace /> }),
  );
  return [
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <RootGate login={<AuthLayout><LoginPage /></AuthLayout>} /> },
        {
          path: '/register',
          lazy: async () => ({ Component: (await import('../modules/usuario/register-page')).RegisterPage }),
        },
        {
          path: '/recuperar',
          lazy: async () => ({ Component: (await import('../modules/usuario/recover-page')).RecoverPage }),
        },
        { element: <SignedIn />, children: [...redirects, ...layoutRoutes()] },
        { element: <UnknownShell />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
