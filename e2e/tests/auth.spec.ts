// Issue 2: a newcomer signs up in the browser, lands on /dashboard, logs out and logs in again.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../helpers';

test('sign up, land on /dashboard, log out, log in', async ({ page }) => {
  const email = uniqueEmail('registro');
  const password = 'MiClave2026';

  // A first-time visitor at the root is sent to the sign-up (no sf-session-first marker).
  await page.goto('/');
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Nombre completo').fill('Ana Solís');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByLabel(/^Confirmar contraseña/).fill(password);
  await page.getByLabel('FACTURA').check();
  await page.getByLabel('No soy un robot').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText('Bienvenido a JIT Ana Solís');
  await expect(page.getByTestId('dashboard-profile')).toHaveText('FACTURA');

  // Log out from the user menu: back at the root, which is now the login.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();

  // The session is gone: a signed-in page sends back to the login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hola, Ana Solís');

  // The session survives a reload (token kept encrypted in localStorage).
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('tokenApi'));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain('eyJ');
});
