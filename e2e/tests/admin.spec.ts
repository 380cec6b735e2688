// Issue 3 screens: /admin/roles (events with their pages as checkboxes) and /admin/usuarios
// (ag-grid list, editor, password change, deletion with per-id results), by the PRO owner.
import { expect, test, type Page } from '@playwright/test';
import { accounts, login, toast, uniqueEmail } from '../helpers';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const selectRow = (page: Page, text: string) => row(page, text).getByRole('checkbox').check();

test('the owner makes a role, a sub-user with it, changes its password and deletes it', async ({ page }) => {
  const roleName = `Vendedor ${Date.now().toString(36)}`;
  await login(page, accounts().PRO);

  await page.goto('/admin/roles');
  await page.getByRole('button', { name: 'Nuevo rol' }).click();
  const roleForm = page.getByRole('form', { name: 'Nuevo rol' });
  await roleForm.getByLabel('Nombre del rol').fill(roleName);
  // Default: every page unchecked; check two.
  const facturacion = roleForm.locator('fieldset[data-event="Facturación"]');
  await expect(facturacion.getByRole('checkbox', { name: /^Mis Facturas/ })).not.toBeChecked();
  await facturacion.getByRole('checkbox', { name: /^Mis Facturas/ }).check();
  await roleForm.locator('fieldset[data-event="Clientes"]').getByRole('checkbox', { name: /^Clientes/ }).check();
  await roleForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, roleName)).toBeVisible();
  await expect(row(page, roleName)).toContainText('Facturación (1)');

  await page.goto('/admin/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
  // Screens register their shortcuts: Ctrl + plus opens the new-user editor here.
  await page.keyboard.press('Control+Shift+Equal');
  const form = page.getByRole('form', { name: 'Nuevo usuario' });
  await expect(form).toBeVisible();
  const email = uniqueEmail('vendedor');
  await form.getByLabel('Nombre completo').fill('Vera Vendedora');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel(/^Contraseña/).fill('Vende2026x');
  await form.getByLabel(/^Confirmar contraseña/).fill('Vende2026x');
  await form.getByRole('checkbox', { name: roleName }).check();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Guardado.')).toBeVisible();
  await expect(row(page, email)).toContainText(roleName);

  await selectRow(page, email);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByLabel(/^Contraseña nueva/).fill('Otra2026xx');
  await page.getByLabel(/^Confirmar contraseña/).fill('Otra2026xx');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Contraseña cambiada.')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, 'Se eliminó 1 registro.')).toBeVisible();
  await expect(row(page, email)).toHaveCount(0);
});
