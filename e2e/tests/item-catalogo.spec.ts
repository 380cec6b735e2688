// Issue 13, the catalogue: an item made in the editor with a scheduled price and a variant; a
// sheet with two bad rows that writes nothing until it is fixed, then imports whole.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gql, login, signUp, type Account } from '../helpers';

type ItemApi = { _id: string; nombre: string; codigoRapido: string | null; precioUnitario: string; priceDateRange: { date: string; price: string }[] };

async function itemsDe(account: Account): Promise<ItemApi[]> {
  const d = await gql<{ Item: { readAllItemByEmisor: ItemApi[] } }>(
    '{ Item { readAllItemByEmisor { _id nombre codigoRapido precioUnitario priceDateRange { date price } } } }',
    {},
    account.token,
  );
  return d.Item.readAllItemByEmisor;
}

/** A PRO issuer with the inventory module on (its menu shows only then). */
async function conInventario(fullname: string): Promise<Account> {
  const account = await signUp('PRO', fullname);
  await gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, account.token);
  return account;
}

test('an item with a scheduled price and a variant', async ({ page }) => {
  const account = await conInventario('Dueña Catálogo');
  await login(page, account);
  await page.goto('/inventario/reventa');
  await page.getByTestId('lista-nuevo').click();

  // A name too short is refused at its field, and nothing is lost.
  await page.getByTestId('item-nombre').fill('Ca');
  await page.getByTestId('item-guardar').click();
  await expect(page.getByText('El nombre debe tener de 3 a 200 caracteres.')).toBeVisible();
  await page.getByTestId('item-nombre').fill('Café de altura 500 g');
  await page.getByTestId('item-codigoRapido').fill('CAF1');
  await page.getByTestId('item-codigoBarras').fill('7441234567892');

  await page.getByRole('tab', { name: 'Precio' }).click();
  await page.getByTestId('item-precio').fill('4000');
  // the domain computes the margin back from the price (cost 0 keeps it at 0) and the sale price with 13 %
  await expect(page.getByTestId('item-precio-venta')).toHaveValue(/4\s?520,00/);
  await page.getByTestId('programado-agregar').click();
  await page.getByTestId('programado-fecha-0').fill('2030-01-01');
  await page.getByTestId('programado-precio-0').fill('4250,5');
  await page.getByTestId('item-guardar').click();
  await expect(page.getByTestId('item-guardado')).toHaveText(/guardado/i);

  await page.getByRole('tab', { name: 'Variantes' }).click();
  await page.getByTestId('variante-etiqueta').fill('1 kg');
  await page.getByTestId('variante-codigo').fill('CAF1K');
  await page.getByTestId('variante-extra').fill('3500');
  await page.getByTestId('variante-guardar').click();
  const tabla = page.getByTestId('variantes-tabla');
  await expect(tabla).toContainText('[1 kg]');
  await expect(tabla).toContainText('CAF1K');
  await expect(tabla).toContainText(/7\s?500,00/);

  const items = await itemsDe(account);
  const base = items.find((i) => i.codigoRapido === 'CAF1');
  expect(base?.precioUnitario).toBe('4000');
  expect(base?.priceDateRange).toEqual([{ date: '2030-01-01', price: '4250.5' }]);
  expect(items.find((i) => i.codigoRapido === 'CAF1K')?.precioUnitario).toBe('7500');

  // After a reload the item is in the list and opens with its scheduled price.
  await page.reload();
  await page.getByRole('gridcell', { name: 'Café de altura 500 g', exact: true }).dblclick();
  await page.getByRole('tab', { name: 'Precio' }).click();
  await expect(page.getByTestId('programado-precio-0')).toHaveValue('4250,5');
});

test('a sheet with two bad rows writes nothing; fixed, it imports whole', async ({ page }) => {
  const account = await conInventario('Dueño Hoja');
  const dir = mkdtempSync(join(tmpdir(), 'jit-hoja-'));
  const hoja = (filas: string[]) => {
    const path = join(dir, `articulos-${filas.length}-${Date.now()}.csv`);
    writeFileSync(path, ['Nombre;Código rápido;Precio;IVA %;Categoría', ...filas].join('\n'));
    return path;
  };
  const buenas = ['Tornillo 1/4;T14;125,5;13;Ferretería', 'Clavo 2 pulgadas;C2;45;13;Ferretería', 'Martillo de uña;M1;8500;13;Herramientas'];
  await login(page, account);
  await page.goto('/inventario/reventa');
  await page.getByTestId('items-importar').click();

  await page.locator('input[type="file"]').setInputFiles(hoja([...buenas, 'Ab;X1;100;13;', 'Serrucho;S1;cien;13;']));
  await expect(page.getByTestId('importar-corrija')).toContainText('las 2 filas con errores');
  await expect(page.getByTestId('importar-confirmar')).toBeDisabled();
  await expect(page.getByRole('gridcell', { name: 'Serrucho' })).toBeVisible();
  expect(await itemsDe(account)).toHaveLength(0);

  await page.locator('input[type="file"]').setInputFiles(hoja([...buenas, 'Alicate;X1;100;13;', 'Serrucho;S1;9900;13;Herramientas']));
  await expect(page.getByTestId('importar-resumen')).toContainText('5 para crear · 0 para actualizar · 0 con errores');
  await page.getByTestId('importar-confirmar').click();
  await expect(page.getByText('Importación lista: 5 creados, 0 actualizados.')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Martillo de uña' })).toBeVisible();
  const items = await itemsDe(account);
  expect(items.map((i) => i.codigoRapido).sort()).toEqual(['C2', 'M1', 'S1', 'T14', 'X1']);
  expect(items.find((i) => i.codigoRapido === 'T14')?.precioUnitario).toBe('125.5');
});

test('a category, a discount and a fixed cost made in their screens, each refused at its field first', async ({ page }) => {
  const account = await conInventario('Dueño Catálogos');
  await login(page, account);

  await page.goto('/inventario/categoria');
  await page.getByTestId('lista-nuevo').click();
  await page.getByTestId('categoria-guardar').click();
  await expect(page.getByText('Obligatorio.')).toBeVisible();
  await page.getByLabel('Nombre').fill('Bebidas calientes');
  await page.getByTestId('categoria-guardar').click();
  await expect(page.getByRole('gridcell', { name: 'Bebidas calientes' })).toBeVisible();

  await page.goto('/inventario/descuentos');
  await page.getByTestId('lista-nuevo').click();
  await page.getByLabel('Naturaleza (nombre del descuento)').fill('Temporada baja');
  await page.getByLabel('Porcentaje').fill('10');
  await page.getByTestId('descuento-guardar').click();
  await expect(page.getByRole('gridcell', { name: 'Temporada baja' })).toBeVisible();

  await page.goto('/inventario/costosfijos');
  await page.getByTestId('lista-nuevo').click();
  await page.getByLabel('Nombre').fill('Alquiler del local');
  await page.getByTestId('costo-monto').fill('abc');
  await page.getByTestId('costo-guardar').click();
  await expect(page.getByTestId('costo-monto')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('costo-monto').fill('350000');
  await page.getByTestId('costo-guardar').click();
  await expect(page.getByRole('gridcell', { name: 'Alquiler del local' })).toBeVisible();

  const costos = await gql<{ CostoFijo: { readAllByEmisor: { nombre: string; costoUnitarioTotal: string }[] } }>(
    '{ CostoFijo { readAllByEmisor { nombre costoUnitarioTotal } } }',
    {},
    account.token,
  );
  expect(costos.CostoFijo.readAllByEmisor).toEqual([{ nombre: 'Alquiler del local', costoUnitarioTotal: '350000' }]);
});
