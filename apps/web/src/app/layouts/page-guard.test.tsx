import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PageGuard } from './page-guard';
import { fakeUser, renderShell } from '../../../test/render-app';

const routes = (paths: string[]) => [
  {
    element: <PageGuard />,
    children: paths.map((p) => ({ path: p, element: <p>página {p}</p> })),
  },
  { path: '/noauth', element: <p>sin autorización</p> },
  { path: '/pricing', element: <p>planes</p> },
  { path: '/accountDisabled', element: <p>cuenta deshabilitada</p> },
];

describe('PageGuard (the domain resolveAccess decides)', () => {
  it('lets COMMUNITY open an invoice list but sends /admin/roles to /noauth', async () => {
    const r = renderShell(routes(['/facturacion/listaFactura', '/admin/roles']), {
      path: '/facturacion/listaFactura',
      user: fakeUser('COMMUNITY'),
    });
    expect(await screen.findByText('página /facturacion/listaFactura')).toBeTruthy();
    await r.router.navigate('/admin/roles');
    expect(await screen.findByText('sin autorización')).toBeTruthy();
  });

  it('sends a page of a module that is off to /noauth', async () => {
    renderShell(routes(['/cajas/lista']), { path: '/cajas/lista', user: fakeUser('PRO') });
    expect(await screen.findByText('sin autorización')).toBeTruthy();
  });

  it('lets a role-governed user open only what a checked role allows', async () => {
    const roles = [
      {
        _id: 'r1',
        name: 'Facturas',
        events: [
          { name: 'Facturación', group: [{ path: '/facturacion/listafactura', check: true }] },
        ],
      },
    ];
    const user = fakeUser('PRO', { subprofile: 'USUARIO', roles: [{ _id: 'r1', check: true }] });
    const r = renderShell(routes(['/facturacion/listaFactura', '/facturacion/reporte']), {
      path: '/facturacion/listaFactura',
      user,
      answers: { roles },
    });
    expect(await screen.findByText('página /facturacion/listaFactura')).toBeTruthy();
    await r.router.navigate('/facturacion/reporte');
    expect(await screen.findByText('sin autorización')).toBeTruthy();
  });

  it('shows the 404 text for a path that is no route', async () => {
    renderShell(routes(['/facturacion/inexistente']), {
      path: '/facturacion/inexistente',
      user: fakeUser('PRO'),
    });
    expect(await screen.findByText('La página que buscas no se encuentra.')).toBeTruthy();
  });

  it('sends an owner with an expired subscription to /pricing and a sub-user to /accountDisabled', async () => {
    const expired = new Date(Date.now() - 10 * 86_400_000).toISOString();
    renderShell(routes(['/admin/datosatv']), {
      path: '/admin/datosatv',
      user: fakeUser('MICRO'),
      answers: { profile: { subscriptionTimeOut: expired, profile: 'MICRO' } },
    });
    expect(await screen.findByText('planes')).toBeTruthy();
  });

  it('sends a sub-user of an expired account to /accountDisabled', async () => {
    const expired = new Date(Date.now() - 10 * 86_400_000).toISOString();
    renderShell(routes(['/admin/datosatv']), {
      path: '/admin/datosatv',
      user: fakeUser('MICRO', { subprofile: 'USUARIO' }),
      answers: { profile: { subscriptionTimeOut: expired, profile: 'MICRO' } },
    });
    expect(await screen.findByText('cuenta deshabilitada')).toBeTruthy();
  });

  it('blocks invoicing while the certificate is expired', async () => {
    renderShell(routes(['/facturacion/facturar']), {
      path: '/facturacion/facturar',
      user: fakeUser('PRO'),
      answers: { certificadoExpiracion: new Date(Date.now() - 86_400_000).toISOString() },
    });
    expect(await screen.findByTestId('certificate-blocked')).toBeTruthy();
    expect(screen.queryByText('página /facturacion/facturar')).toBeNull();
  });
});
