// Issue 15, the stock ledger: stock comes in with a cost (a missing cost is refused with its Spanish
// message), an invoice typed in the grid takes part of it out and the open kardex shows it without a
// reload, its credit note brings it back, and a physical count with one difference writes the
// adjustment.
import { expect, test, type Page } from '@playwright/test';
import { gql, login } from '../helpers';
import { issuerReady, openInvoice } from './facturacion-helpers';

async function venderPorTeclado(page: Page, codigo: string, cantidad: string) {
  await openInvoice(page);
  const k = page.keyboard;
  await k.press('Alt+c');
  await k.type(String(300000000 + Math.floor(Math.random() * 99999999)));
  await k.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Crear cliente' }).getByLabel(/^Nombre/)).toBeFocused();
  await k.type('Ferretería El Clavo');
  await k.press('Enter');
  await expect(page.getByTestId('receptor-elegido')).toContainText('Ferretería El Clavo');
  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  // The billing list may still be on its way: type on until the item is the first suggestion.
  await expect(async () => {
    await page.getByTestId('editor-codigoCABYS').fill('');
    await k.type(codigo);
    await expect(page.getByRole('option').first()).toContainText('Saco de cemento', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await k.press('Enter'); // the item → detail
  await k.press('Enter'); // detail → quantity
  await k.type(cantidad);
  for (let i = 0; i < 5; i++) await k.press('Enter');
  await k.press('Control+Enter');
  await expect(page.getByTestId('resultado-clave')).toHaveText(/^506\d{47}$/);
  return (await page.getByTestId('resultado-clave').textContent()) ?? '';
}

test('entry with a cost, a sale and its credit note move the live kardex; a count writes its adjustment', async ({ page, context }) => {
  test.setTimeout(240_000);
  const account = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, account.token);
  // Sales move stock only out of free mode (spec 1 §5): the issuer's activity says so.
  await gql(
    'mutation($i: EmisorInput!) { Emisor { create(input: $i) { id } } }',
    { i: { nombre: 'Distribuidora de Prueba S.A.', codigoActividad: ['01', '03', '04'].map((documento) => ({ documento, codigoActividad: '521201', modoivaIncluido: false, modoLibre: false })) } },
    account.token,
  );
  await gql('mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre: 'Saco de cemento', codigoRapido: 'SC7', codigo: '3270004990000', precioUnitario: '5000', origenPrecio: 'precioUnitario' } }, account.token);

  await login(page, account);
  await page.goto('/inventario/entrada');
  await expect(page.getByRole('heading', { name: 'Entradas de inventario' })).toBeVisible();
  await expect(page.getByTestId('data-grid').first()).toContainText('Entrada Controlada');
  await page.getByTestId('registrar-movimiento').click();
  const dialogo = page.getByRole('dialog', { name: 'Registrar entrada' });
  await dialogo.getByLabel('Artículo').click();
  await page.getByRole('option', { name: 'Saco de cemento' }).click();
  await dialogo.getByLabel('Cantidad').fill('10');
  // No cost on a controlled entry: refused, the message next to the field, the quantity kept.
  await dialogo.getByTestId('movimiento-guardar').click();
  await expect(dialogo.getByText('Una entrada controlada lleva el costo unitario.')).toBeVisible();
  await expect(dialogo.getByLabel('Cantidad')).toHaveValue('10');
  await dialogo.getByLabel('Costo unitario').fill('3000');
  await dialogo.getByTestId('movimiento-guardar').click();
  await expect(dialogo).toBeHidden();

  await page.goto('/inventario/lista');
  await expect(page.getByTestId('valor-pp')).toHaveText('₡30 000,00');
  const fila = page.locator('[data-testid="data-grid"] .ag-row', { hasText: 'Saco de cemento' });
  await expect(fila).toContainText('10');
  await fila.dblclick();
  const kardex = page.getByTestId('kardex');
  // ag-grid places rows absolutely: the newest movement is the row with index 0, whatever the DOM order.
  const ultimo = kardex.locator('.ag-row[row-index="0"]');
  await expect(kardex.locator('.ag-row')).toHaveCount(1);

  // The sale is typed in another tab; the kardex left open shows it by itself.
  const caja = await context.newPage();
  const clave = await venderPorTeclado(caja, 'SC7', '3');
  await expect(kardex.locator('.ag-row', { hasText: 'Venta' })).toBeVisible({ timeout: 20_000 });
  await expect(ultimo).toContainText('Venta');
  await expect(ultimo.locator('[col-id="saldo.cantidad"]')).toHaveText('7,000');

  const lista = await gql<{ Factura: { readByEmisor: { feed: { _id: string; clave: string | null }[] } } }>('{ Factura { readByEmisor(limit: 5) { feed { _id clave } } } }', {}, account.token);
  const id = lista.Factura.readByEmisor.feed.find((f) => f.clave === clave)?._id ?? '';
  await gql('mutation($f: ID!) { Factura { createNotaCredito(factura: $f, input: { razon: "Devolución del cliente" }, inventario: true) { id } } }', { f: id }, account.token);
  await expect(kardex.locator('.ag-row', { hasText: 'Devolución' })).toBeVisible({ timeout: 20_000 });
  await expect(ultimo).toContainText('Devolución');
  await expect(ultimo.locator('[col-id="saldo.cantidad"]')).toHaveText('10,000');
  await page.keyboard.press('Escape');

  // The count: one bag missing.
  await page.getByRole('tab', { name: 'Conteo físico' }).click();
  const hoja = page.getByTestId('conteo-grid');
  const contado = hoja.locator('.ag-row', { hasText: 'Saco de cemento' }).locator('[col-id="contado"]');
  await contado.click();
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(hoja.locator('.ag-row', { hasText: 'Saco de cemento' }).locator('[col-id="diferencia"]')).toHaveText('-1');
  await page.getByTestId('confirmar-conteo').click();
  await expect(page.getByText('Se escribió 1 ajuste.')).toBeVisible();
  await page.getByRole('tab', { name: 'Existencias' }).click();
  await expect(page.getByTestId('valor-pp')).toHaveText('₡27 000,00');
  await page.locator('[data-testid="data-grid"] .ag-row', { hasText: 'Saco de cemento' }).dblclick();
  await expect(ultimo).toContainText('Ajuste (faltante)');
  await expect(ultimo.locator('[col-id="saldo.cantidad"]')).toHaveText('9,000');
});
