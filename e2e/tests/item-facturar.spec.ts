// Issue 13, the catalogue in the invoice grid: lines picked by quick code and by barcode with the
// keyboard only; the signed XML carries each line's CodigoComercial, the item's discount with its
// v4.4 code, and the scheduled price in force today.
import { expect, test } from '@playwright/test';
import { gql, login } from '../helpers';
import { issuerReady, openInvoice } from './facturacion-helpers';

test('an invoice whose lines are picked by quick code and barcode carries the catalogue into its XML', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, account.token);
  const d = await gql<{ Descuento: { create: { _id: string } } }>(
    'mutation($i: DescuentoInput!) { Descuento { create(input: $i) { _id } } }',
    { i: { naturalezaDescuento: 'Cliente frecuente', porcentajeDescuento: '10', codigoDescuento: '02' } },
    account.token,
  );
  const crear = 'mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }';
  // a scheduled price already in force (2026-01-01) replaces the base price
  await gql(crear, { i: { nombre: 'Cuaderno universitario', codigoRapido: 'CU1', codigo: '3270004990000', precioUnitario: '1000', origenPrecio: 'precioUnitario', priceDateRange: [{ date: '2026-01-01', price: '1250.5' }], descuento: [{ _id: d.Descuento.create._id }] } }, account.token);
  await gql(crear, { i: { nombre: 'Camiseta roja talla M', codigoRapido: 'CAM', codigoBarras: '7441234567892', codigo: '2820404009900', precioUnitario: '5000', origenPrecio: 'precioUnitario' } }, account.token);

  await login(page, account);
  await openInvoice(page);
  const k = page.keyboard;
  await k.press('Alt+c');
  await k.type(String(300000000 + Math.floor(Math.random() * 99999999)));
  await k.press('Enter');
  const cliente = page.getByRole('dialog', { name: 'Crear cliente' });
  await expect(cliente.getByLabel(/^Nombre/)).toBeFocused();
  await k.type('Lucía Campos Arias');
  await k.press('Enter');
  await expect(page.getByTestId('receptor-elegido')).toContainText('Lucía Campos Arias');

  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  for (const [codigo, cantidad] of [['CU1', '3'], ['7441234567892', '2']] as const) {
    await k.type(codigo);
    await expect(page.getByRole('option').first()).toBeVisible(); // the item is suggested from the browser's list
    await k.press('Enter'); // the item → detail
    await k.press('Enter'); // detail → quantity
    await k.type(cantidad);
    for (let i = 0; i < 5; i++) await k.press('Enter'); // unit, price, discount, VAT → a new line
  }
  await expect(page.getByTestId('total-lineas')).toHaveText('2 líneas');
  const filas = page.locator('[data-testid="entry-grid"] .ag-row');
  await expect(filas.nth(0)).toContainText('Cuaderno universitario');
  await expect(filas.nth(1)).toContainText('Camiseta roja talla M');

  await k.press('Control+Enter');
  await expect(page.getByTestId('resultado-clave')).toHaveText(/^506\d{47}$/);
  const clave = (await page.getByTestId('resultado-clave').textContent()) ?? '';
  const lista = await gql<{ Factura: { readByEmisor: { feed: { _id: string; clave: string | null }[] } } }>(
    '{ Factura { readByEmisor(limit: 5) { feed { _id clave } } } }',
    {},
    account.token,
  );
  const id = lista.Factura.readByEmisor.feed.find((f) => f.clave === clave)?._id ?? '';
  const x = await gql<{ Bitacora: { downloadXML: { xml: string | null } } }>('query($id: ID!) { Bitacora { downloadXML(id: $id) { xml } } }', { id }, account.token);
  const xml = x.Bitacora.downloadXML.xml ?? '';
  const lineas = xml.split('<LineaDetalle>').slice(1);
  expect(lineas).toHaveLength(2);
  expect(lineas[0]).toMatch(/<CodigoComercial>\s*<Tipo>01<\/Tipo>\s*<Codigo>CU1<\/Codigo>\s*<\/CodigoComercial>/);
  expect(lineas[0]).toContain('<PrecioUnitario>1250.50000</PrecioUnitario>');
  expect(lineas[0]).toMatch(/<Descuento>\s*<MontoDescuento>375\.15000<\/MontoDescuento>\s*<CodigoDescuento>02<\/CodigoDescuento>/);
  expect(lineas[1]).toMatch(/<CodigoComercial>\s*<Tipo>01<\/Tipo>\s*<Codigo>CAM<\/Codigo>/);
  expect(lineas[1]).toContain('<PrecioUnitario>5000.00000</PrecioUnitario>');
});

test('a code cell opened before the item list arrives finds the items once it does', async ({ page }) => {
  const account = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, account.token);
  await gql('mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre: 'Cuaderno universitario', codigoRapido: 'CU1', codigo: '3270004990000', precioUnitario: '1000', origenPrecio: 'precioUnitario' } }, account.token);
  // The billing list is held back (a large catalogue takes seconds) until the clerk is typing.
  let soltar!: () => void;
  const lista = new Promise<void>((r) => (soltar = r));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('ItemsParaFacturar')) await lista;
    await route.fallback();
  });
  await login(page, account);
  await openInvoice(page);
  await page.keyboard.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await page.keyboard.type('CU');
  await expect(page.getByRole('option', { name: /Cuaderno universitario/ })).toHaveCount(0);
  soltar();
  await page.waitForResponse((r) => r.request().postData()?.includes('ItemsParaFacturar') ?? false);
  // The clerk keeps typing: once the list is in (indexed a moment after its answer), a key finds
  // the item. Before the fix the cell searched the empty list forever, whatever was typed.
  await expect(async () => {
    await page.keyboard.press('Backspace');
    await page.keyboard.type('U');
    await expect(page.getByRole('option', { name: /Cuaderno universitario/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
