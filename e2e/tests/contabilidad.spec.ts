// Issue 20, accounting: stock bought before the module was on is posted when the owner switches
// it on; a sale and a purchase (FEC) are issued with accounting, their entries appear balanced in
// «Asientos»; one line is moved to another
// account (a blank reason refused with its Spanish message, then with a reason, and the history
// shows it); the month's VAT worksheet leads from «Ventas gravadas al 13 %» to its documents and is
// exported to Excel.
import { expect, test } from '@playwright/test';
import { gql, login } from '../helpers';
import { issuerReady } from './facturacion-helpers';

const CREATE = `mutation($i: FacturaInput!) { Factura { create(input: $i, accounting: true) { id consecutivo } } }`;

test('entries from a sale and a purchase, one account reassigned with a reason, the VAT worksheet traced and exported', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await issuerReady('PRO');
  await gql(
    'mutation($i: EmisorInput!) { Emisor { create(input: $i) { id } } }',
    { i: { nombre: 'Distribuidora de Prueba S.A.', codigoActividad: ['01', '03', '04', '08'].map((documento) => ({ documento, codigoActividad: '521201', modoivaIncluido: false })) } },
    account.token,
  );
  // Stock that came in before accounting was on: switching it on posts it too.
  await gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, account.token);
  const archivador = await gql<{ Item: { create: { _id: string } } }>('mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre: 'Archivador metálico', tipo: '01', codigo: '3270004990000', precioUnitario: '5000', origenPrecio: 'precioUnitario' } }, account.token);
  await gql('mutation($i: EntradaInventarioInput!) { Entrada { entrada(input: $i) { _id } } }', { i: { item: archivador.Item.create._id, cantidad: '3', costoUnitario: '2500' } }, account.token);
  await login(page, account);

  // The owner switches accounting on in the issuer's settings.
  await page.goto('/admin/datosatv');
  await page.getByRole('tab', { name: 'Módulos' }).click();
  await page.getByRole('switch', { name: 'Contabilidad' }).click({ force: true });
  await page.getByRole('button', { name: 'Guardar módulos' }).click();
  await expect(page.getByRole('button', { name: 'Guardar módulos' })).toBeDisabled();

  const linea = { cantidad: '1', detalle: 'Asesoría contable', precioUnitario: '10000', codigoCABYS: '8313100000200' };
  const venta = await gql<{ Factura: { create: { consecutivo: string } } }>(
    CREATE,
    { i: { documento: '01', receptor: { nombre: 'Cliente Contable S.A.', identificacion: { tipo: '02', numero: '3101999999' }, correoElectronico: 'cliente@prueba.jit.test' }, detalleServicio: { lineaDetalle: [linea] } } },
    account.token,
  );
  const compra = await gql<{ Factura: { create: { consecutivo: string } } }>(CREATE, { i: { documento: '08', receptor: { nombre: 'Agricultor Simplificado', identificacion: { tipo: '01', numero: '112345678' } }, detalleServicio: { lineaDetalle: [{ ...linea, detalle: 'Papelería', precioUnitario: '2000' }] } } }, account.token);

  // The entries arrive as the outbox posts them.
  await page.goto('/contabilidad');
  await expect(page.getByRole('heading', { name: 'Contabilidad' })).toBeVisible();
  const grid = page.getByTestId('data-grid').first();
  await expect(async () => {
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect(grid).toContainText(`Venta ${venta.Factura.create.consecutivo}`, { timeout: 2000 });
    await expect(grid).toContainText('Compra', { timeout: 2000 });
    await expect(grid).toContainText('Entrada', { timeout: 2000 });
    // Both were paid in cash on issue (condición 01): each payment settles its receivable or payable.
    await expect(grid).toContainText(`del documento ${venta.Factura.create.consecutivo}`, { timeout: 2000 });
    await expect(grid).toContainText(`del documento ${compra.Factura.create.consecutivo}`, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  // The sale: receivable 11 300 against services 10 000 and VAT 1 300, and its payment 11 300; the
  // purchase 2 260 and its payment 2 260; the stock, 7 500 against its adjustment account; the
  // footer balances.
  await expect(grid).toContainText('Cuentas por cobrar a clientes');
  await expect(grid).toContainText('IVA repercutido por pagar');
  const pie = grid.locator('.ag-row-pinned');
  await expect(grid).toContainText('Inventario de mercadería');
  await expect(pie.locator('[col-id="debe"]')).toHaveText(/34\s620,00/);
  await expect(pie.locator('[col-id="haber"]')).toHaveText(/34\s620,00/);

  // Another account for the sale's income line: a blank reason is refused, then accepted.
  await grid.locator('.ag-row', { hasText: 'Ventas de servicios' }).first().click();
  await page.getByTestId('cambiar-cuenta').click();
  const dialogo = page.getByRole('dialog', { name: 'Cambiar cuenta' });
  await dialogo.getByTestId('cuenta-nueva').click();
  await page.getByRole('option', { name: /Otros ingresos$/ }).click();
  await dialogo.getByTestId('cuenta-guardar').click();
  await expect(dialogo.getByText('Indique la razón del cambio (al menos 3 caracteres).')).toBeVisible();
  await expect(dialogo.getByTestId('cuenta-nueva')).toHaveValue(/Otros ingresos/);
  await dialogo.getByTestId('cuenta-razon').fill('Asesoría ocasional, no es el giro del negocio');
  await dialogo.getByTestId('cuenta-guardar').click();
  await expect(dialogo).toBeHidden();
  await expect(grid.locator('.ag-row', { hasText: 'Otros ingresos' }).first()).toBeVisible();
  await grid.locator('.ag-row', { hasText: 'Otros ingresos' }).first().click();
  await page.getByTestId('historial-asiento').click();
  await expect(page.getByTestId('historial')).toContainText('Asesoría ocasional, no es el giro del negocio');
  await expect(page.getByTestId('historial')).toContainText('Ventas de servicios');
  await page.keyboard.press('Escape');

  // The month's VAT: the 13 % sales line leads to the invoice; the worksheet goes to Excel.
  // The worksheet counts documents Hacienda accepted: reopen the tab until the simulator has answered.
  const hoja = page.getByTestId('data-grid').first();
  await expect(async () => {
    await page.getByRole('tab', { name: 'Asientos' }).click();
    await page.getByRole('tab', { name: 'IVA mensual' }).click();
    await expect(hoja).toContainText('Ventas gravadas al 13 %', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await hoja.locator('.ag-row', { hasText: 'Ventas gravadas al 13 %' }).click();
  await expect(page.getByText('Documentos de «Ventas gravadas al 13 %»')).toBeVisible();
  await expect(page.getByTestId('data-grid').nth(1)).toContainText(venta.Factura.create.consecutivo);
  const descarga = page.waitForEvent('download');
  await page.getByTestId('exportar-iva').click();
  expect((await descarga).suggestedFilename()).toMatch(/^iva-\d{4}-\d{2}\.xlsx$/);
});
