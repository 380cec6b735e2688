// Issue 17, purchases: a supplier's e-mail with its XML arrives in the sandbox mailbox; on «Compras
// por XML» it is mapped to two items and one expense with the freight spread by value (a negative
// freight is refused in Spanish first, nothing typed is lost), accepted; the kardex shows the stock
// at the landed cost, and the purchases list shows the pending balance of the credit purchase.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { generateTestCertificate } from '../../packages/hacienda/src/sign/test-cert';
import { loadP12 } from '../../packages/hacienda/src/sign/p12';
import { firmar } from '../../packages/hacienda/src/sign/xades';
import { buildXml } from '../../packages/hacienda/src/xml/build';
import { sampleDocumento } from '../../packages/hacienda/src/sample';
import { gql, login } from '../helpers';
import { issuerReady } from './facturacion-helpers';

const PROVEEDOR = 'IMPORTADORA TECLADOS E2E SOCIEDAD ANONIMA';

/** A v4.4 credit invoice of the supplier to our issuer: lines 2 (3 × 1025) and 4 (5 × 1050) are goods. */
function facturaProveedor(receptor: string) {
  const cedula = '3101888777';
  const cert = generateTestCertificate({ pin: '4321', identificacion: cedula, nombre: PROVEEDOR });
  const doc = sampleDocumento({
    tipo: '01',
    lineas: 4,
    numero: Number(String(Date.now()).slice(-6)),
    emisor: { nombre: PROVEEDOR, identificacion: { tipo: '02', numero: cedula }, ubicacion: { provincia: '1', canton: '01', distrito: '01', otrasSenas: 'Avenida segunda' }, correoElectronico: ['ventas@teclados.example.cr'] },
    receptor: { nombre: 'Distribuidora de Prueba S.A.', identificacion: { tipo: '02', numero: receptor } },
  }) as { condicionVenta: string; plazoCredito: number; clave: string };
  doc.condicionVenta = '02';
  doc.plazoCredito = 30;
  return firmar(buildXml(doc as never), loadP12(cert.p12, cert.pin));
}

test('a supplier mail becomes a purchase: mapped with freight, stock at landed cost in the kardex, the balance on the purchases list and the payables screen', async ({ page }) => {
  test.setTimeout(240_000);
  const cuenta = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, cuenta.token);
  const act = (documento: string) => ({ documento, codigoActividad: '521201', modoivaIncluido: false, modoLibre: false });
  await gql('mutation($i: EmisorInput!) { Emisor { create(input: $i) { id } } }', { i: { nombre: 'Distribuidora de Prueba S.A.', codigoActividad: ['01', '04', '05', '06', '07', '9938'].map(act) } }, cuenta.token);
  for (const nombre of ['Teclado USB', 'Funda de teclado'])
    await gql('mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre, tipo: '01', codigo: '3270004990000', precioUnitario: '5000', origenPrecio: 'precioUnitario' } }, cuenta.token);
  await gql('mutation { GastosActivos { create(input: { nombre: "Asesoría técnica", tipo: "Gasto" }) { _id } } }', {}, cuenta.token);

  // The supplier's mail lands in the sandbox mailbox (a folder the server polls).
  const buzon = join(String(process.env.E2E_DATA_DIR), 'buzon');
  mkdirSync(buzon, { recursive: true });
  const xml = facturaProveedor(cuenta.identificacion);
  writeFileSync(
    join(buzon, `${Date.now()}.json`),
    JSON.stringify({ mensajeId: `<${Date.now()}@teclados.example.cr>`, de: 'ventas@teclados.example.cr', para: `compras+${cuenta.emisor}@buzon.jit.cr`, adjuntos: [{ nombre: 'factura.xml', tipo: 'application/xml', base64: Buffer.from(xml).toString('base64') }] }),
  );

  await login(page, cuenta);
  await page.goto('/compras/listaAutoEmail');
  const correo = page.locator('[data-testid="data-grid"] .ag-row', { hasText: 'RECIBIDO' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Recargar' }).click();
    await expect(correo).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await correo.getByRole('button', { name: 'Procesar' }).click();

  await expect(page).toHaveURL(/\/compras\/comprasXml\?correo=/);
  const card = page.getByTestId('mr-documento');
  await expect(card.getByTestId('mr-emisor')).toHaveText(PROVEEDOR);
  await expect(card.getByTestId('mr-firma')).toContainText('Firma válida');
  // The mapping grid, from the keyboard: on a line's «Artículo o costo», typing finds it and Enter takes it.
  const mapeo = card.getByTestId('compra-mapeo');
  const celda = (linea: number, col: string) => mapeo.locator(`.ag-row[row-id="${linea}"] [col-id="${col}"]`);
  const elegir = async (linea: number, texto: string) => {
    await celda(linea, 'destino').click();
    await page.keyboard.type(texto);
    await expect(page.getByTestId('editor-destino')).toBeFocused();
    await page.keyboard.press('Enter');
  };
  await elegir(2, 'Teclado');
  await elegir(4, 'Funda');
  await elegir(1, 'Asesor');
  await expect(celda(2, 'destino')).toHaveText('Teclado USB');
  await expect(celda(1, 'destino')).toHaveText('Asesoría técnica');

  // A negative freight is refused beside its field, and nothing chosen is lost.
  await card.getByLabel('Flete y otros costos').fill('-5');
  await page.getByRole('button', { name: /Enviar/ }).click();
  await expect(card.getByText('Los costos adicionales deben ser un monto positivo, con punto decimal.')).toBeVisible();
  await expect(celda(2, 'destino')).toHaveText('Teclado USB');

  // 1000 of freight by value over 3075 and 5250: 369.37 and 630.63 → 1148.12 and 1176.13 a unit; the footer adds it.
  await card.getByLabel('Flete y otros costos').fill('1000');
  await expect(celda(2, 'flete')).toHaveText(/369,37/);
  await expect(card.getByTestId('compra-costo-2')).toHaveText(/1\s148,12/);
  await expect(card.getByTestId('compra-costo-4')).toHaveText(/1\s176,13/);
  await expect(mapeo.locator('.ag-row-pinned [col-id="flete"]')).toHaveText(/1\s000,00/);
  await page.getByRole('button', { name: /Enviar/ }).click();
  await expect(card.getByTestId('mr-resultado')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('mr-error')).toHaveCount(0);

  // The purchases tab: the credit purchase with its pending balance (its whole total).
  await page.getByRole('tab', { name: 'Compras' }).click();
  const compra = page.locator('[data-testid="lista-documentos"] .ag-row', { hasText: PROVEEDOR });
  await expect(compra).toBeVisible();
  const total = (await compra.locator('[col-id="resumenFactura.totalComprobante"]').textContent()) ?? '';
  expect(total).toMatch(/\d/);
  await expect(compra.locator('[col-id="saldo"]')).toHaveText(total);

  // The payables screen: the same balance, owed to the supplier (its amount format is the grid's own).
  await page.goto('/compras/listaCredito');
  const cifras = (t: string | null) => (t ?? '').replace(/\D/g, '');
  const porPagar = page.locator('.ag-row', { hasText: PROVEEDOR }).locator('[col-id="saldo"]').first();
  await expect(async () => expect(cifras(await porPagar.textContent())).toBe(cifras(total))).toPass({ timeout: 30_000 });

  // The kardex: 3 keyboards in at the landed cost.
  await page.goto('/inventario/lista');
  const fila = page.locator('[data-testid="data-grid"] .ag-row', { hasText: 'Teclado USB' });
  await expect(async () => {
    await page.reload();
    await expect(fila.locator('[col-id="cantidad"]')).toHaveText('3,000', { timeout: 5000 });
  }).toPass({ timeout: 90_000 });
  await fila.dblclick();
  const entrada = page.getByTestId('kardex').locator('.ag-row[row-index="0"]');
  await expect(entrada.locator('[col-id="costoUnitario"]')).toHaveText(/1\s148,12/);
  await expect(entrada.locator('[col-id="saldo.cantidad"]')).toHaveText('3,000');
});

test('a purchase invoice (FEC) on the entry grid for a supplier without electronic invoicing: a missing CABYS refused beside its cell, «Nuevo artículo», then issued and in stock', async ({ page }) => {
  test.setTimeout(180_000);
  const cuenta = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, cuenta.token);
  const act = (documento: string) => ({ documento, codigoActividad: '521201', modoivaIncluido: false, modoLibre: false });
  await gql('mutation($i: EmisorInput!) { Emisor { create(input: $i) { id } } }', { i: { nombre: 'Distribuidora de Prueba S.A.', codigoActividad: ['01', '04', '08', '9938'].map(act) } }, cuenta.token);
  await gql('mutation($i: ProveedorInput!) { Proveedor { create(input: $i) { _id } } }', { i: { nombre: 'Finca La Esperanza', identificacion: { tipo: '01', numero: '112345678' } } }, cuenta.token);

  await login(page, cuenta);
  await page.goto('/compras/FacturaCompras');
  await page.getByRole('combobox', { name: 'Proveedor' }).click();
  await page.getByRole('option', { name: /Finca La Esperanza/ }).click();
  // v4.4: in a FEC the supplier is the Emisor and the issuer the Receptor.
  await expect(page.getByTestId('fec-emisor-receptor')).toContainText('Emisor: Finca La Esperanza');

  // The line on the entry grid, from the keyboard, without its CABYS code.
  const k = page.keyboard;
  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await k.press('Tab'); // no code yet → detail
  await k.type('Café en grano');
  await k.press('Enter'); // → quantity
  await k.type('10');
  await k.press('Enter'); // → unit
  await k.press('Enter'); // → price
  await k.type('2000');
  await k.press('Enter'); // → discount
  await k.press('Enter'); // → VAT
  await k.press('Enter'); // → a new line
  await page.getByTestId('emitir').click();
  // The missing CABYS is refused beside its cell (marked, and the cursor goes back to it), what was typed stays.
  const fila = page.locator('[data-testid="entry-grid"] .ag-row[row-index="0"]');
  await expect(fila.locator('[col-id="codigoCABYS"]')).toHaveClass(/jit-celda-error/);
  await expect(page.getByTestId('problemas')).toContainText('Línea 1');
  await expect(fila.locator('[col-id="detalle"]')).toHaveText('Café en grano');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await k.type('3270004990000');
  await k.press('Enter');
  await expect(fila.locator('[col-id="codigoCABYS"]')).toContainText('3270004990000');
  await k.press('Escape');
  await expect(page.getByTestId('total-comprobante')).toHaveText(/22\s600,00/);

  // «Nuevo artículo»: the line's item is created in the catalogue, so its coffee enters stock.
  await fila.locator('[col-id="detalle"]').click();
  await page.getByTestId('fec-nuevo-articulo').click();
  const dialogo = page.getByRole('dialog', { name: 'Nuevo artículo' });
  await expect(dialogo.getByLabel('Nombre')).toHaveValue('Café en grano');
  await dialogo.getByRole('button', { name: 'Crear artículo' }).click();
  await expect(dialogo).toHaveCount(0);

  await k.press('Control+Enter');
  await expect(page.getByTestId('resultado-emision')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('resultado-consecutivo')).toHaveText(/^0010000108\d{10}$/);
  const existencias = async () => (await gql<{ MovimientoInventario: { readExistencias: { feed: { item: { nombre: string }; cantidad: string }[] } } }>('query { MovimientoInventario { readExistencias { feed { item { nombre } cantidad } } } }', {}, cuenta.token)).MovimientoInventario.readExistencias.feed;
  await expect(async () => expect((await existencias()).find((e) => e.item.nombre === 'Café en grano')?.cantidad).toBe('10')).toPass({ timeout: 30_000 });
});
