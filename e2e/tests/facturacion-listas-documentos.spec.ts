// The document lists as a clerk uses them: an invoice issued elsewhere appears in the open list
// and becomes «Aceptado» live (no reload), its PDF and XML download, a credit note is issued from
// its row, and bad input shows the Spanish message next to the field.
import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';
import { emisorListo, emitir, type Emisor } from './facturacion-listas-fixtures';

let emisor: Emisor;

test.beforeAll(async () => {
  emisor = await emisorListo();
});

const fila = (page: Page, consecutivo: string) => page.getByRole('row').filter({ hasText: consecutivo });
const acciones = (page: Page, consecutivo: string) => page.getByRole('button', { name: `Acciones del documento ${consecutivo}` });

test('una factura emitida aparece y queda Aceptado en vivo; PDF, XML, nota de crédito y correo desde su fila', async ({ page }) => {
  await login(page, emisor);
  await page.goto('/facturacion/listaFactura');
  await expect(page.getByRole('heading', { name: 'Facturas electrónicas' })).toBeVisible();
  await expect(page.getByTestId('lista-conteo')).toBeVisible();
  let navegaciones = 0;
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navegaciones += 1;
  });

  const factura = await emitir(emisor.token, { documento: '01' });
  // The new row arrives by facturaChanged and its state follows Hacienda's answer.
  await expect(fila(page, factura.consecutivo)).toBeVisible();
  await expect(fila(page, factura.consecutivo).locator('.estado-documento')).toHaveText('Aceptado', { timeout: 45_000 });
  expect(navegaciones).toBe(0);

  // Downloads from the row menu.
  await acciones(page, factura.consecutivo).click();
  const pdf = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Descargar PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
  await acciones(page, factura.consecutivo).click();
  const xml = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Descargar XML firmado' }).click();
  const descargado = await xml;
  expect(descargado.suggestedFilename()).toMatch(/\.xml$/);

  // The drawer: Enter on the row opens it with the bitácora.
  await fila(page, factura.consecutivo).locator('[col-id="consecutivo"]').click();
  await page.keyboard.press('Enter');
  const drawer = page.getByTestId('documento-drawer');
  await expect(drawer.getByTestId('drawer-estado')).toHaveText('Aceptado');
  await expect(drawer.getByTestId('bitacora')).toContainText('Aceptado por Hacienda.');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Re-send by e-mail: a bad address shows its message next to the field.
  await acciones(page, factura.consecutivo).click();
  await page.getByRole('menuitem', { name: 'Reenviar por correo' }).click();
  const correo = page.getByLabel('Correos (separados por coma)');
  await correo.fill('contabilidad@, otra@empresa.cr');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText('«contabilidad@» no es un correo válido.')).toBeVisible();
  await correo.fill('contabilidad@empresa.cr');
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.locator('[data-toast-type="success"]').filter({ hasText: 'Correo en cola de envío.' })).toBeVisible();

  // Credit note from the row: the reason is required, in Spanish, next to the field.
  await acciones(page, factura.consecutivo).click();
  await page.getByRole('menuitem', { name: 'Nota de crédito', exact: true }).click();
  const modal = page.getByRole('dialog', { name: /Nota de crédito 03 contra/ });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Emitir nota de crédito' }).click();
  await expect(modal.getByText('Escriba la razón (al menos 3 caracteres).')).toBeVisible();
  await modal.getByLabel('Razón').fill('Devolución de la mercadería');
  await modal.getByRole('button', { name: 'Emitir nota de crédito' }).click();
  await expect(page.locator('[data-toast-type="success"]').filter({ hasText: /Nota de crédito \d{20} emitida\./ })).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(fila(page, factura.consecutivo)).toContainText('Acreditada');

  // The credit note is in its own list.
  await page.goto('/facturacion/listaNotaCredito');
  await expect(page.getByRole('row').nth(1)).toContainText(emisor.nombre === '' ? '' : 'Cliente Listas E2E');
});

test('la búsqueda y los atajos de fechas filtran la lista; F8 la recarga', async ({ page }) => {
  const f = await emitir(emisor.token, { documento: '04' });
  await login(page, emisor);
  await page.goto('/facturacion/listaTiquete');
  await expect(fila(page, f.consecutivo)).toBeVisible();
  const buscar = page.getByLabel('Buscar');
  await buscar.fill('no existe ningún cliente así');
  await buscar.press('Enter');
  await expect(page.getByTestId('lista-conteo')).toHaveText('0 documentos');
  await buscar.fill('Listas E2E');
  await buscar.press('Enter');
  await expect(fila(page, f.consecutivo)).toBeVisible();
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Últimos 7 días' }).click();
  await expect(fila(page, f.consecutivo)).toBeVisible();
  await page.locator('body').press('F8');
  await expect(fila(page, f.consecutivo)).toBeVisible();
});
