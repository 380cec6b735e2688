// Issue 3: the sidebar shows exactly what each profile, role and module allows (spec 1 §6,
// DECISIONS #6/#7/#9), and a forbidden URL lands on /noauth. Accounts come from global-setup
// (sign-up turns on the billing and CRM modules only).
import { expect, test } from '@playwright/test';
import { accounts, login, sidebarPaths, type Profile } from '../helpers';

const BASIC_INVOICING = [
  '/facturacion/facturar',
  '/facturacion/mensajeReceptor',
  '/facturacion/proforma',
  '/facturacion/listaFactura',
  '/facturacion/listaTiquete',
  '/facturacion/listaNotaCredito',
  '/facturacion/listaMensajeReceptor',
  '/facturacion/listaFacturaExportacion',
  '/facturacion/listaFacturaOtro',
];

// PRO and MICRO: every page of the modules that are on, "Aceptar Comprobantes" hidden, no
// bulk module (Temporal), no marketing, inventory, cash, restaurant, production or accounting.
const PREMIUM = [
  '/admin/datosatv',
  '/admin/roles',
  '/admin/usuarios',
  '/facturacion/facturar',
  '/facturacion/listaCredito',
  '/facturacion/listaPagos',
  '/facturacion/listaLinks',
  '/facturacion/reporte',
  '/facturacion/proforma',
  '/facturacion/listaFactura',
  '/facturacion/listaTiquete',
  '/facturacion/listaNotaCredito',
  '/facturacion/listaMensajeReceptor',
  '/facturacion/listaFacturaCompras',
  '/facturacion/listaFacturaExportacion',
  '/facturacion/listaFacturaOtro',
  '/clientes/dashboard',
  '/clientes/lista',
  '/clientes/suscripciones',
  '/clientes/transacciones',
  '/clientes/categorias',
  '/clientes/cron',
];

const EXPECTED: Record<Profile | 'SUBUSER', { menu: string[]; forbidden: string }> = {
  COMMUNITY: {
    menu: ['/dashboard', '/pricing', '/admin/datosatv', ...BASIC_INVOICING, '/clientes/lista'],
    forbidden: '/admin/roles',
  },
  FACTURA: {
    menu: ['/dashboard', '/pricing', '/admin/datosatv', ...BASIC_INVOICING, '/clientes/lista'],
    forbidden: '/facturacion/listaCredito',
  },
  MICRO: { menu: ['/dashboard', '/pricing', ...PREMIUM], forbidden: '/inventario/lista' },
  PRO: { menu: ['/dashboard', ...PREMIUM], forbidden: '/cajas/lista' },
  // A role with Facturas and Clientes checked; Planes hidden for subprofile users.
  SUBUSER: { menu: ['/dashboard', '/facturacion/listaFactura', '/clientes/lista'], forbidden: '/admin/usuarios' },
};

for (const who of ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO', 'SUBUSER'] as const) {
  test(`${who}: the menu shows exactly the allowed pages and a forbidden URL lands on /noauth`, async ({ page }) => {
    await login(page, accounts()[who]);
    await expect.poll(async () => (await sidebarPaths(page)).sort()).toEqual([...EXPECTED[who].menu].sort());

    await page.goto(EXPECTED[who].forbidden);
    await expect(page).toHaveURL(/\/noauth$/);
    await expect(page.getByRole('heading', { name: 'Sin autorización' })).toBeVisible();

    // An allowed page opens (a module screen another issue builds shows its placeholder).
    const allowed = EXPECTED[who].menu.find((p) => p !== '/dashboard' && p !== '/pricing')!;
    await page.goto(allowed);
    await expect(page).toHaveURL(new RegExp(`${allowed}$`));
  });
}

test('the navbar shows the last 4 pages of the current menu as buttons and the rest under "Más"', async ({ page }) => {
  await login(page, accounts().PRO);
  await page.goto('/facturacion/listaFactura');
  const bar = page.getByTestId('menu-buttons');
  const buttons = bar.locator('a[href]');
  await expect(buttons).toHaveCount(4);
  expect(await buttons.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    PREMIUM.filter((p) => p.startsWith('/facturacion')).slice(-4),
  );
  await bar.getByRole('button', { name: 'Más' }).click();
  await page.getByRole('menuitem', { name: 'Facturar' }).click();
  await expect(page).toHaveURL(/\/facturacion\/facturar$/);
});
