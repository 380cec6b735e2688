// Issue 21, the journey of a new user: sign up; a signing key of another identification blocks
// issuing with its reason; the right key makes the issuer ready; a USD invoice mixing a service and
// goods, with «1.500» typed as a price and an EXONET exoneration on the line it covers, is issued;
// part of it is credited; then log out, reload the login and log in again.
import { expect, test, type Page } from '@playwright/test';
import { gql, login, signUp } from '../helpers';
import { cedulaJuridica, testCertificate } from './facturacion-helpers';

async function subirLlave(page: Page, path: string, pin: string) {
  await page.goto('/admin/datosatv');
  await page.getByRole('tab', { name: 'Hacienda (ATV y firma)' }).click();
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.getByTestId('certificado-pin').fill(pin);
  await page.getByTestId('cargar-certificado').click();
  await expect(page.getByTestId('certificado-info')).toBeVisible();
}

async function escribirLinea(page: Page, l: { code: string; qty: string; price: string }) {
  const k = page.keyboard;
  await k.type(l.code);
  await k.press('Enter');
  await k.press('Enter');
  await k.type(l.qty);
  await k.press('Enter');
  await k.press('Enter');
  await k.type(l.price);
  await k.press('Enter'); // → discount
  await k.press('Enter'); // → VAT
  await k.press('Enter'); // → exoneration (the receptor has one)
  await k.press('Enter'); // → a new line
}

test('a new user signs up, is blocked by a key of another identification, invoices in dollars with an exoneration, credits part of it and logs in again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Signed up through the API (the sign-up screen has its own test, and limits sign-ups per address).
  const cuenta = await signUp('PRO', 'Laura Méndez');
  await login(page, cuenta);
  const identificacion = cedulaJuridica();
  await gql(
    `mutation($input: EmisorInput!) { Emisor { create(input: $input) { id } } }`,
    {
      input: {
        nombre: 'Servicios Educativos Méndez S.A.',
        identificacion: { tipo: '02', numero: identificacion },
        correoElectronico: 'facturas@mendez.jit.test',
        ubicacion: {
          provincia: '1',
          canton: '01',
          distrito: '01',
          otrasSenas: 'Frente al parque central',
        },
        usernameATV: `cpj-3-101-${identificacion.slice(4)}@stag.comprobanteselectronicos.go.cr`,
        passwordATV: 'Clave-ATV-2026',
        codigoActividad: [
          { documento: '01', codigoActividad: '521201', modoivaIncluido: false },
          { documento: '03', codigoActividad: '521201', modoivaIncluido: false },
          { documento: '04', codigoActividad: '521201', modoivaIncluido: false },
        ],
      },
    },
    cuenta.token,
  );

  // A key of another identification: the settings say why, and the invoice screen blocks issuing.
  await subirLlave(page, testCertificate(cedulaJuridica(), '1357').path, '1357');
  await expect(
    page.getByText('La llave es de otra identificación: Hacienda rechazaría los documentos.'),
  ).toBeVisible();
  await expect(page.getByTestId('emisor-pendientes')).toContainText('otra identificación');
  await expect(page.getByTestId('emisor-listo')).toHaveCount(0);
  await page.goto('/facturacion/facturar');
  await expect(page.getByTestId('no-puede-facturar')).toContainText('otra identificación');
  await expect(page.getByTestId('emitir')).toBeDisabled();

  // The right key: ready.
  await subirLlave(page, testCertificate(identificacion, '2468').path, '2468');
  await expect(page.getByTestId('emisor-listo')).toHaveText('Todo listo para facturar.');

  await page.goto('/facturacion/facturar');
  await expect(page.getByTestId('entry-grid')).toBeVisible();
  await expect(page.getByTestId('no-puede-facturar')).toHaveCount(0);

  // The customer, created on the spot, then its exoneration looked up in EXONET.
  await page.getByTestId('receptor-buscar').fill('114480790');
  await page.keyboard.press('Enter');
  const crear = page.getByRole('dialog', { name: 'Crear cliente' });
  await crear.getByLabel(/^Nombre/).fill('Colegio Los Robles');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('receptor-elegido')).toContainText('Colegio Los Robles');
  await page.getByRole('button', { name: 'Agregar exoneración' }).click();
  const ex = page.getByRole('dialog', { name: 'Agregar exoneración' });
  await ex.getByLabel('Número de autorización').fill('AL-00020402-24');
  await ex.getByRole('button', { name: 'Consultar' }).click();
  await expect(ex.getByTestId('exoneracion-error')).toContainText('venció');
  await expect(ex.getByRole('button', { name: 'Agregar al cliente' })).toBeDisabled();
  await ex.getByLabel('Número de autorización').fill('AL-00020402-25');
  await ex.getByRole('button', { name: 'Consultar' }).click();
  await expect(ex.getByTestId('exoneracion-error')).toHaveCount(0);
  await expect(ex.getByTestId('exoneracion-consulta')).toContainText('Vigente');
  await expect(ex.getByTestId('exoneracion-cabys').getByRole('listitem')).toHaveCount(3);
  const cubierto = (
    (await ex.getByTestId('exoneracion-cabys').getByRole('listitem').first().textContent()) ?? ''
  ).slice(0, 13);
  await ex.getByRole('button', { name: 'Agregar al cliente' }).click();
  await expect(ex).toHaveCount(0);
  await expect(page.getByTestId('receptor-elegido')).toContainText('1 exoneración');

  // Dollars: the BCCR selling rate is proposed, in es-CR, with its source.
  await page.getByRole('combobox', { name: 'Moneda' }).click();
  await page.getByRole('option', { name: /^USD/ }).click();
  await expect(page.getByTestId('tipo-cambio')).not.toHaveValue('');
  // The choices read whole, not cut off («Factura electrói», «USD · Dólar est»).
  for (const name of ['Moneda', 'Tipo de documento']) {
    const entero = await page
      .getByRole('combobox', { name })
      .evaluate((e) => e.scrollWidth <= e.clientWidth);
    expect(entero, name).toBe(true);
  }
  await expect(page.getByText(/venta del BCCR/i)).toBeVisible();
  await expect(page.getByTestId('tipo-cambio')).toHaveValue(/^\d+,\d{2}$/);

  // A service, a good, and the covered good; «1.500» is mil quinientos.
  await page.keyboard.press('Alt+l');
  await escribirLinea(page, { code: '9292000000300', qty: '1', price: '1.500' });
  await escribirLinea(page, { code: 'cuaderno', qty: '2', price: '10' });
  await escribirLinea(page, { code: cubierto, qty: '1', price: '100' });
  const fila = (i: number) => page.locator(`[data-testid="entry-grid"] .ag-row[row-index="${i}"]`);
  await expect(fila(0).locator('[col-id="unidadMedida"]')).toHaveText('Sp');
  await expect(fila(0).locator('[col-id="precio"]')).toHaveText(/1\s500,00/);
  await expect(fila(1).locator('[col-id="unidadMedida"]')).toHaveText('Unid');
  await expect(fila(2).locator('[col-id="exoneracion"]')).toHaveText('AL-00020402-25');
  await expect(fila(0).locator('[col-id="exoneracion"]')).toHaveText('Sin exoneración');
  await expect(page.getByTestId('total-exonerado')).toBeVisible();

  await page.getByTestId('emitir').click();
  await expect(page.getByTestId('resultado-emision')).toBeVisible();
  const consecutivo = (await page.getByTestId('resultado-consecutivo').textContent()) ?? '';
  await expect(page.getByTestId('resultado-estado')).toHaveText('Aceptado', { timeout: 30_000 });
  await page.keyboard.press('Escape');

  // Credit part of it: the note's code is «corrige monto», never «anula».
  await page.goto('/facturacion/listaFactura');
  await page.getByRole('button', { name: `Acciones del documento ${consecutivo}` }).click();
  await page.getByRole('menuitem', { name: 'Nota de crédito', exact: true }).click();
  await page.getByText('Algunas líneas', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Acreditar la línea 1' }).check();
  await expect(page.getByTestId('nc-codigo')).not.toHaveValue(/^01/);
  await page.getByLabel('Razón').fill('Se cobró una hora de más');
  await page.getByRole('button', { name: 'Emitir nota de crédito' }).click();
  await expect(page.getByText(/^Nota de crédito \d+ emitida\.$/)).toBeVisible({ timeout: 30_000 });

  // Log out, reload the login, log in again: the session holds.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await page.reload();
  await page.getByLabel('Correo electrónico').fill(cuenta.email);
  await page.getByLabel(/^Contraseña/).fill(cuenta.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Ingresar' })).toHaveCount(0);
});
