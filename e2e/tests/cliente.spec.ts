// Issue 16, customers: a category made on its screen, a customer made in the list with that
// category (a bad name refused first), and the invoice grid putting the category's discount on
// the customer's lines, down to the signed XML.
import { expect, test } from '@playwright/test';
import { gql, login } from '../helpers';
import { issuerReady, openInvoice } from './facturacion-helpers';

test('a customer with a category gets its discount in the invoice grid', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(inventoryModule: true, crmModule: true) { crmModule } } }', {}, account.token);
  await gql('mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre: 'Cuaderno universitario', codigoRapido: 'CU1', codigo: '3270004990000', precioUnitario: '1000', origenPrecio: 'precioUnitario' } }, account.token);
  await login(page, account);

  // The category: 10 % off.
  await page.goto('/clientes/categorias');
  await page.getByTestId('lista-nuevo').click();
  const cat = page.getByRole('dialog');
  await cat.getByLabel('Nombre').fill('Mayorista');
  await page.getByTestId('categoria-valor').fill('10');
  await page.getByTestId('categoria-guardar').click();
  await expect(page.getByRole('gridcell', { name: 'Mayorista', exact: true })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: /10,00\s%/ })).toBeVisible();

  // The customer: a name too short is refused at its field, and what was typed stays.
  await page.goto('/clientes/lista');
  await page.getByTestId('lista-nuevo').click();
  await page.getByTestId('cliente-nombre').fill('Ab');
  await page.getByTestId('cliente-identificacion').fill('3101765432');
  await page.getByTestId('cliente-guardar').click();
  await expect(page.getByText('De 3 a 100 caracteres.')).toBeVisible();
  await expect(page.getByTestId('cliente-identificacion')).toHaveValue('3101765432');
  await page.getByRole('dialog').getByLabel('Tipo de identificación').click();
  await page.getByRole('option', { name: /^02/ }).click();
  await page.getByTestId('cliente-nombre').fill('Comercial Ñandú Mayorista');
  await page.getByTestId('cliente-categoria').click();
  await page.getByRole('option', { name: /Mayorista · 10/ }).click();
  await page.getByTestId('cliente-guardar').click();
  await expect(page.getByRole('gridcell', { name: 'Comercial Ñandú Mayorista', exact: true })).toBeVisible();
  // found by identification through the search box
  await page.getByTestId('clientes-buscar').fill('3101765432');
  await expect(page.locator('.ag-row')).toHaveCount(1);

  // The invoice: the customer chosen, a line started — it carries 10 %.
  await openInvoice(page);
  const k = page.keyboard;
  await k.press('Alt+c');
  await k.type('Ñandú Mayorista');
  await k.press('Enter');
  await expect(page.getByTestId('receptor-elegido')).toContainText('Comercial Ñandú Mayorista');
  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await k.type('CU1');
  await expect(page.getByRole('option').first()).toBeVisible();
  await k.press('Enter'); // the item → detail
  await k.press('Enter'); // detail → quantity
  await k.type('3');
  for (let i = 0; i < 5; i++) await k.press('Enter');
  const fila = page.locator('[data-testid="entry-grid"] .ag-row').first();
  await expect(fila).toContainText('Cuaderno universitario');
  await expect(fila).toContainText('10');

  await k.press('Control+Enter');
  await expect(page.getByTestId('resultado-clave')).toHaveText(/^506\d{47}$/);
  const clave = (await page.getByTestId('resultado-clave').textContent()) ?? '';
  const lista = await gql<{ Factura: { readByEmisor: { feed: { _id: string; clave: string | null }[] } } }>('{ Factura { readByEmisor(limit: 5) { feed { _id clave } } } }', {}, account.token);
  const id = lista.Factura.readByEmisor.feed.find((f) => f.clave === clave)?._id ?? '';
  const x = await gql<{ Bitacora: { downloadXML: { xml: string | null } } }>('query($id: ID!) { Bitacora { downloadXML(id: $id) { xml } } }', { id }, account.token);
  expect(x.Bitacora.downloadXML.xml ?? '').toMatch(/<Descuento>\s*<MontoDescuento>300\.00000<\/MontoDescuento>\s*<CodigoDescuento>07<\/CodigoDescuento>/);
  // the document is linked to the customer record
  const c = await gql<{ Cliente: { readByFactura: { nombre: string; categoria: { nombre: string } } } }>('query($f: ID!) { Cliente { readByFactura(_idFactura: $f) { nombre categoria { nombre } } } }', { f: id }, account.token);
  expect(c.Cliente.readByFactura).toEqual({ nombre: 'Comercial Ñandú Mayorista', categoria: { nombre: 'Mayorista' } });
});
