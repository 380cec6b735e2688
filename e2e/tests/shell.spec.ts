// Issue 3: the shell's messages and behaviour where spec 1 §2/§8/§9 put them.
import { expect, test } from '@playwright/test';
import { accounts, gql, login, toast } from '../helpers';

test('an unknown URL shows the 404 text with INICIO, signed in or not', async ({ page }) => {
  await page.goto('/no/existe');
  await expect(page.getByText('La página que buscas no se encuentra.')).toBeVisible();
  await login(page, accounts().PRO);
  await page.goto('/facturacion/no-existe-tampoco');
  await expect(page.getByText('La página que buscas no se encuentra.')).toBeVisible();
  await page.getByRole('button', { name: 'INICIO' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Ctrl+Space opens the page selector and navigates to the chosen page', async ({ page }) => {
  await login(page, accounts().PRO);
  await page.keyboard.press('Control+Space');
  const search = page.getByPlaceholder('Ir a una página…');
  await expect(search).toBeVisible();
  await search.fill('Usuarios');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
});

test('the page selector offers only pages the user may open', async ({ page }) => {
  await login(page, accounts().COMMUNITY);
  await page.keyboard.press('Control+Space');
  const search = page.getByPlaceholder('Ir a una página…');
  await search.fill('Roles');
  await expect(page.getByText('No hay páginas con ese nombre')).toBeVisible();
});

test("an unassigned shortcut gives the info notice 'Tecla sin asignar.'", async ({ page }) => {
  await login(page, accounts().PRO);
  await page.keyboard.press('Control+e');
  const notice = toast(page, 'Tecla sin asignar.');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-toast-type', 'info');
  // A click closes it.
  await notice.click();
  await expect(notice).toHaveCount(0);
});

test('Ctrl+Shift+n stores the page and Ctrl+n goes back to it; Escape returns to the root', async ({ page }) => {
  await login(page, accounts().PRO);
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
  await page.keyboard.press('Control+Shift+Digit2');
  await expect(toast(page, 'Página guardada en Ctrl+2.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await page.keyboard.press('Control+2');
  await expect(page).toHaveURL(/\/admin\/roles$/);
});

test('dark mode survives a reload', async ({ page }) => {
  await login(page, accounts().PRO);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByTestId('dark-mode-toggle').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('dark');
});

test("a BAD_USER_INPUT shows the server's message in a red toast", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(accounts().PRO.email);
  await page.getByLabel(/^Contraseña/).fill('NoEsLaClave1');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const red = toast(page, 'Correo o contraseña incorrectos.');
  await expect(red).toBeVisible();
  await expect(red).toHaveAttribute('data-toast-type', 'danger');
  // …and the same message sits on the field the server named.
  await expect(page.getByText('Correo o contraseña incorrectos.')).toHaveCount(2);
  await expect(page).toHaveURL(/\/$/);
});

test('a recovery link with a bad code shows the server message in red', async ({ page }) => {
  await page.goto('/recuperar?hash=codigo-que-no-existe');
  await page.getByLabel(/^Contraseña nueva/).fill('OtraClave2026');
  await page.getByLabel(/^Confirmar contraseña/).fill('OtraClave2026');
  await page.getByLabel('No soy un robot').check();
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  const red = toast(page, 'El enlace de recuperación no es válido o ya venció. Pide uno nuevo.');
  await expect(red).toBeVisible();
  await expect(red).toHaveAttribute('data-toast-type', 'danger');
});

test('an expired token logs out', async ({ page }) => {
  await page.clock.install();
  await login(page, accounts().MICRO);
  // Two hours later, the token's expiry (minutes) has passed: the next navigation ends the session.
  await page.clock.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
  await page.getByRole('navigation', { name: 'Menú principal' }).getByText('Admin').click();
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(toast(page, 'Su sesión venció. Inicie sesión de nuevo.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tokenApi'))).toBeNull();
});

test('an UNAUTHENTICATED answer ends the session 3 s later', async ({ page }) => {
  const { FACTURA } = accounts();
  await login(page, FACTURA);
  // Changing the password elsewhere closes the other sessions: the browser's token is refused.
  const next = 'NuevaClave2026';
  await gql(
    'mutation($input: ChangePasswordInput!) { User { changePassword(input: $input) { token } } }',
    { input: { password: FACTURA.password, newPassword: next } },
    FACTURA.token,
  );
  // The reload restores the session from storage; its start-up calls get UNAUTHENTICATED.
  await page.reload();
  const red = toast(page, /sesión/i).first();
  await expect(red).toBeVisible();
  await expect(red.locator('[data-icon="key"]')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  // Put the password back for the other tests.
  const relog = await gql<{ User: { login: { token: string } } }>(
    'mutation($c: CredencialesInput!) { User { login(credenciales: $c) { token } } }',
    { c: { email: FACTURA.email, password: next } },
  );
  await gql(
    'mutation($input: ChangePasswordInput!) { User { changePassword(input: $input) { token } } }',
    { input: { password: next, newPassword: FACTURA.password } },
    relog.User.login.token,
  );
});
