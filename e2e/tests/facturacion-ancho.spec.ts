// Issue 21: on a 1,440 px screen with the side navigation open, the invoice entry grid and the
// document list fit their width: no sideways scroll, and the last columns («Total línea»,
// «Acciones») are on screen without moving the grid.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from '../helpers';
import { openInvoice } from './facturacion-helpers';
import { emisorListo, emitir, type Emisor } from './facturacion-listas-fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

let emisor: Emisor;

test.beforeAll(async () => {
  emisor = await emisorListo();
});

/** How far the grid's columns run past its visible width, in pixels (0 when they fit). */
async function desborde(grid: Locator): Promise<number> {
  return grid.evaluate((el) => {
    const viewports = el.querySelectorAll<HTMLElement>('.ag-body-horizontal-scroll-viewport, .ag-center-cols-viewport');
    if (viewports.length === 0) throw new Error('sin viewport de ag-grid');
    return Math.max(...Array.from(viewports, (v) => v.scrollWidth - v.clientWidth));
  });
}

/** The header is drawn and lies wholly inside both the browser window and the grid. */
async function encabezadoVisible(page: Page, grid: Locator, nombre: string) {
  const header = grid.locator('.ag-header-cell').filter({ has: page.getByText(nombre, { exact: true }) });
  await expect(header).toBeInViewport({ ratio: 1 });
  const h = await header.boundingBox();
  const g = await grid.locator('.ag-root-wrapper').boundingBox();
  expect(h && g && h.x + h.width <= g.x + g.width + 1).toBe(true);
}

test('la cuadrícula de líneas cabe a 1440 px con el menú lateral abierto', async ({ page }) => {
  await login(page, emisor);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await openInvoice(page);
  const grid = page.getByTestId('entry-grid');
  await expect(grid.locator('.ag-header-cell').first()).toBeVisible();
  expect(await desborde(grid)).toBeLessThanOrEqual(0);
  await encabezadoVisible(page, grid, 'Impuesto');
  await encabezadoVisible(page, grid, 'Total línea');
});

test('la lista de facturas cabe a 1440 px con el menú lateral abierto', async ({ page }) => {
  const factura = await emitir(emisor.token, { documento: '01' });
  await login(page, emisor);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await page.goto('/facturacion/listaFactura');
  const grid = page.getByTestId('lista-documentos');
  await expect(grid.getByRole('row').filter({ hasText: factura.consecutivo })).toBeVisible();
  expect(await desborde(grid)).toBeLessThanOrEqual(0);
  await encabezadoVisible(page, grid, 'Notas');
  await encabezadoVisible(page, grid, 'Acciones');
});
