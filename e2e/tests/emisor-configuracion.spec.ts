// Issue 7, /admin/datosatv (Configuración): a new issuer sets itself up (identity, location, ATV,
// the test signing key) until it may invoice; bad input shows the Spanish message at the field.
import { expect, test, type Page } from '@playwright/test';
import { login, signUp } from '../helpers';
import { cedulaJuridica, testCertificate } from './facturacion-helpers';

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new issuer configures itself with a test key until it may invoice', async ({ page }) => {
  const account = await signUp('FACTURA', 'Dueño Nuevo');
  const identificacion = cedulaJuridica();
  const cert = testCertificate(identificacion, '2468');
  await login(page, account);
  await page.goto('/admin/datosatv');
  await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();
  await expect(page.getByTestId('emisor-pendientes')).toBeVisible();

  await page.getByLabel(/^Nombre o razón social/).fill('Ferretería El Clavo S.A.');
  await page.getByLabel(/^Nombre comercial/).fill('El Clavo');
  await pick(page, /^Tipo de identificación/, '02 · Cédula jurídica');
  await page.getByLabel(/^Número de identificación/).fill(identificacion);
  await page.getByLabel(/^Correo electrónico/).fill('facturas@elclavo.jit.test');
  await page.getByLabel(/^Teléfono/).fill('22334455');
  await pick(page, /^Provincia/, 'Heredia');
  await pick(page, /^Cantón/, 'Heredia');
  await pick(page, /^Distrito/, 'Heredia');
  await page.getByLabel(/^Otras señas/).fill('Costado norte de la iglesia');
  // The unsaved-issuer entry appears in the navbar while edits are not saved.
  await expect(page.getByTestId('emisor-guardado')).toHaveText(/sin guardar/i);

  // The activity of each document type, from the catalogue.
  await page.getByRole('tab', { name: 'Actividades por documento' }).click();
  for (const i of [0, 1]) {
    const card = page.getByTestId(`actividad-${i}`);
    await card.getByRole('combobox', { name: /^Actividad económica/ }).fill('523402');
    await page.getByRole('option', { name: /^523402 · / }).click();
  }

  await page.getByRole('tab', { name: 'Hacienda (ATV y firma)' }).click();
  await page.getByLabel('Usuario de ATV').fill(`cpj-3-101-${identificacion.slice(4)}@stag.comprobanteselectronicos.go.cr`);
  await page.getByLabel('Contraseña de ATV').fill('Clave-ATV-2026');
  await page.getByTestId('probar-atv').click();
  await expect(page.getByTestId('resultado-atv')).toContainText('Hacienda aceptó');

  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('emisor-guardado')).toHaveText(/^guardado$/i);

  // The signing key: its expiry is read from the certificate and shown.
  await page.locator('input[type="file"]').setInputFiles(cert.path);
  await page.getByTestId('certificado-pin').fill('2468');
  await page.getByTestId('cargar-certificado').click();
  await expect(page.getByTestId('certificado-info')).toBeVisible();
  await expect(page.getByTestId('certificado-vence')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByTestId('certificado-dias')).toHaveText(/^Quedan \d+ días$/);
  await expect(page.getByTestId('emisor-listo')).toHaveText('Todo listo para facturar.');

  // After a reload everything is still there.
  await page.reload();
  await expect(page.getByLabel(/^Número de identificación/)).toHaveValue(identificacion);
  await expect(page.getByTestId('emisor-listo')).toBeVisible();
});

test('bad input in Configuración shows the Spanish message next to each field', async ({ page }) => {
  const account = await signUp('FACTURA', 'Dueña Apurada');
  await login(page, account);
  await page.goto('/admin/datosatv');
  await page.getByLabel(/^Número de identificación/).fill('12');
  await page.getByLabel(/^Correo electrónico/).fill('no-es-un-correo');
  await page.getByLabel(/^Otras señas/).fill('ab');
  await page.getByRole('tab', { name: 'Hacienda (ATV y firma)' }).click();
  await page.getByLabel('Usuario de ATV').fill('usuario-sin-dominio');
  await page.getByTestId('emisor-guardar').click();
  // The first field at fault brings its tab forward.
  await expect(page.getByRole('tab', { name: 'Identificación' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('La identificación no tiene el formato de su tipo (física 9 dígitos, jurídica 10, DIMEX 11 o 12, NITE 10).')).toBeVisible();
  await expect(page.getByText('El correo electrónico no es válido.')).toBeVisible();
  await expect(page.getByText('Otras señas debe tener de 5 a 250 caracteres.')).toBeVisible();

  // The key: none chosen, then a wrong PIN refused by the server, each under its field.
  await page.getByRole('tab', { name: 'Hacienda (ATV y firma)' }).click();
  await expect(page.getByText('El usuario de ATV tiene la forma cpj-3-101-123456@stag.comprobanteselectronicos.go.cr.')).toBeVisible();
  await page.getByTestId('cargar-certificado').click();
  await expect(page.getByText('Elija el archivo .p12.')).toBeVisible();
  await expect(page.getByText('Escriba el PIN de la llave.')).toBeVisible();
  const cert = testCertificate(cedulaJuridica(), '1111');
  await page.locator('input[type="file"]').setInputFiles(cert.path);
  await page.getByTestId('certificado-pin').fill('9999');
  await page.getByTestId('cargar-certificado').click();
  await expect(page.locator('.mantine-InputWrapper-error', { hasText: 'El PIN de la llave criptográfica (.p12) no es correcto.' })).toBeVisible();
});
