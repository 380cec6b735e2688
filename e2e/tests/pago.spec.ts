// Issue 19, payments: a credit invoice gets a payment link; the customer opens its public page in
// a second browser (no session), a declined card is refused with its Spanish message, the sandbox
// card pays, and the issuer sees the link turn PAGADO and the saldo turn zero live, the payment's
// receipt (REP) issued and accepted by Hacienda, and the aging move. The sale is on condition 10
// (credit up to 90 days, art. 27 LIVA), whose VAT is declared when paid: each payment issues its
// REP. The invoice is issued through the API (the invoicing journeys walk its screen).
import { expect, test } from '@playwright/test';
import { gql, login } from '../helpers';
import { issuerReady } from './facturacion-helpers';

const CREAR = `mutation($i: FacturaInput!) { Factura { create(input: $i) { id consecutivo } } }`;

test('a payment link paid by card from the public page turns PAGADO, settles the invoice and issues its payment receipt', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const account = await issuerReady('PRO');
  const rec = await gql<{ Receptor: { create: { id: string } } }>(`mutation { Receptor { create(input: { nombre: "Cliente Enlace S.A.", identificacion: { tipo: "02", numero: "3101424242" } }) { id } } }`, {}, account.token);
  const f = await gql<{ Factura: { create: { id: string; consecutivo: string } } }>(
    CREAR,
    {
      i: {
        documento: '01',
        condicionVenta: '10',
        plazoCredito: 30,
        receptor: { id: rec.Receptor.create.id, nombre: 'Cliente Enlace S.A.', identificacion: { tipo: '02', numero: '3101424242' }, correoElectronico: 'cliente@enlace.jit.test' },
        detalleServicio: { lineaDetalle: [{ cantidad: '1', detalle: 'Mantenimiento mensual', precioUnitario: '20000', codigoCABYS: '8313100000200' }] },
      },
    },
    account.token,
  );
  const consecutivo = f.Factura.create.consecutivo;
  await login(page, account);

  // The aging before: the invoice is current (₡22 600).
  await page.goto('/facturacion/listaCredito');
  await expect(page.getByTestId('tramo-corriente')).toContainText('22');
  await expect(page.getByTestId(`saldo-${consecutivo}`)).toContainText('22');

  // The link, from its screen.
  await page.goto('/facturacion/listaLinks');
  await page.getByRole('combobox', { name: 'Nuevo enlace' }).click();
  await page.getByRole('option', { name: new RegExp(consecutivo) }).click();
  await page.getByRole('button', { name: 'Nuevo enlace' }).click();
  const estado = page.getByTestId(`link-${consecutivo}`);
  await expect(estado).toHaveText('PENDIENTE');
  const url = await page.getByRole('textbox', { name: 'Dirección' }).first().inputValue();
  expect(url).toMatch(/\/pago\/cobro\/[A-Za-z0-9_-]{44}$/);

  // The customer, in another browser with no session.
  const cliente = await browser.newContext({ locale: 'es-CR' });
  const pub = await cliente.newPage();
  await pub.goto(url);
  await expect(pub.getByTestId('saldo-publico')).toContainText('22');
  await expect(pub.getByText('Mantenimiento mensual')).toBeVisible();
  await expect(pub.getByText('3101424242')).toHaveCount(0);
  await expect(estado).toHaveText('CONSULTADO'); // live on the issuer's list
  const tarjeta = async (numero: string) => {
    await pub.getByLabel('Número de tarjeta').fill(numero);
    await pub.getByLabel('Nombre del titular').fill('Cliente Enlace');
    await pub.getByLabel('Mes').fill('12');
    await pub.getByLabel('Año').fill('2030');
    await pub.getByLabel('CVV').fill('123');
    await pub.getByRole('button', { name: /^Pagar/ }).click();
  };
  // A declined card is refused with the provider's Spanish message; nothing is paid.
  await tarjeta('4000 0000 0000 0002');
  await expect(pub.getByTestId('error-tarjeta')).toHaveText('Tarjeta rechazada por el banco emisor.');
  await tarjeta('4242 4242 4242 4242');
  await expect(pub.getByTestId('estado-publico')).toHaveText('PAGADO');
  await expect(pub.getByText('Este documento ya está pagado. ¡Gracias!')).toBeVisible();
  await cliente.close();

  // The issuer: the link turned PAGADO by itself, the saldo is zero, the payment's receipt was
  // issued and Hacienda accepted it (live on the payments list), the aging moved.
  await expect(estado).toHaveText('PAGADO');
  await page.goto('/facturacion/listaPagos');
  const fila = page.getByRole('row', { name: new RegExp(consecutivo) });
  await expect(fila).toBeVisible();
  await expect(fila.getByTestId(/^recibo-PAG-/)).toContainText('Aceptado', { timeout: 60_000 });
  await expect(fila.getByTestId(/^recibo-PAG-/)).not.toContainText('En cola');
  // The receipt is a document of its own, in the invoices list under «Recibos de pago».
  const rep = (await fila.getByTestId(/^recibo-PAG-/).innerText()).match(/\d{10}/)![0];
  await page.goto('/facturacion/listaFactura');
  await page.getByText('Recibos de pago', { exact: true }).click();
  await expect(page.getByRole('gridcell', { name: new RegExp(rep) }).first()).toBeVisible();
  await page.goto('/facturacion/listaCredito');
  await expect(page.getByTestId('tramo-corriente')).toContainText(/0,00/);
  await page.getByRole('switch', { name: 'Mostrar los pagados' }).or(page.getByLabel('Mostrar los pagados')).check();
  await expect(page.getByTestId(`saldo-${consecutivo}`)).toContainText('0,00');
});
