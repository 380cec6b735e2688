// The other Facturación screens of the lists module, tried as a clerk would: accept a received XML
// in «Aceptar Comprobantes», turn a proforma into an invoice, and the sales report with its
// exports; bad input in each form shows the Spanish message next to the field.
import { expect, test } from '@playwright/test';
import { login } from '../helpers';
import { emisorListo, emitir, facturaDeProveedor, type Emisor } from './facturacion-listas-fixtures';

let emisor: Emisor;

test.beforeAll(async () => {
  emisor = await emisorListo();
});

test('un XML recibido se lee, se responde y se procesa en lote', async ({ page }) => {
  const recibido = facturaDeProveedor(emisor);
  await login(page, emisor);
  await page.goto('/facturacion/mensajeReceptor');
  await expect(page.getByRole('heading', { name: 'Aceptar comprobantes' })).toBeVisible();
  await page.getByTestId('mr-archivos').setInputFiles({ name: 'factura-proveedor.xml', mimeType: 'application/xml', buffer: Buffer.from(recibido.xml) });
  const doc = page.getByTestId('mr-documento');
  await expect(doc.getByTestId('mr-emisor')).toHaveText(recibido.proveedor);
  await expect(doc.getByTestId('mr-total')).toContainText('₡');
  await expect(doc.getByTestId('mr-firma')).toHaveText('Firma válida');

  // Rejecting needs a reason: the message shows next to the field.
  await doc.getByRole('combobox', { name: 'Respuesta' }).click();
  await page.getByRole('option', { name: 'Rechazado' }).click();
  await page.getByRole('button', { name: 'Enviar 1 respuesta' }).click();
  await expect(doc.getByText('Explique el motivo (al menos 3 caracteres).')).toBeVisible();

  await doc.getByRole('combobox', { name: 'Respuesta' }).click();
  await page.getByRole('option', { name: 'Aceptado', exact: true }).click();
  await page.getByRole('button', { name: 'Enviar 1 respuesta' }).click();
  await expect(doc.getByTestId('mr-resultado')).toContainText('Procesado');
  await expect(doc.getByTestId('mr-firma')).toHaveText('Firma válida');
  await expect(page.locator('[data-toast-type="success"]').filter({ hasText: 'Todos los comprobantes quedaron procesados.' })).toBeVisible();

  // The answer is in the receiver-messages list.
  await page.goto('/facturacion/listaMensajeReceptor');
  await expect(page.getByRole('row').filter({ hasText: recibido.proveedor })).toBeVisible();
});

test('un XML alterado muestra la firma no válida antes de enviarlo, con la opción de forzar', async ({ page }) => {
  const recibido = facturaDeProveedor(emisor);
  await login(page, emisor);
  await page.goto('/facturacion/mensajeReceptor');
  const alterado = recibido.xml.replace('Frente al parque central', 'Frente a la iglesia');
  expect(alterado).not.toBe(recibido.xml);
  await page.getByTestId('mr-archivos').setInputFiles({ name: 'alterada.xml', mimeType: 'application/xml', buffer: Buffer.from(alterado) });
  const doc = page.getByTestId('mr-documento');
  await expect(doc.getByTestId('mr-firma')).toHaveText('Firma no válida');
  await expect(doc.getByTestId('mr-avisos')).toContainText('La firma no es válida');
  await expect(doc.getByRole('checkbox', { name: 'Procesar de todos modos (forzar)' })).toBeVisible();
});

test('un archivo que no es un comprobante se rechaza con su motivo', async ({ page }) => {
  await login(page, emisor);
  await page.goto('/facturacion/mensajeReceptor');
  await page.getByTestId('mr-archivos').setInputFiles({ name: 'otra-cosa.xml', mimeType: 'application/xml', buffer: Buffer.from('<MensajeHacienda><Clave>1</Clave></MensajeHacienda>') });
  await expect(page.locator('[data-toast-type="warning"]').filter({ hasText: '«otra-cosa.xml» es un MensajeHacienda, no un comprobante por aceptar o rechazar.' })).toBeVisible();
  await expect(page.getByTestId('mr-documento')).toHaveCount(0);
});

test('una proforma se convierte en factura y queda Facturada', async ({ page }) => {
  const proforma = await emitir(emisor.token, { documento: 'proforma', plazoProforma: 15 });
  await login(page, emisor);
  await page.goto('/facturacion/proforma');
  const fila = page.getByRole('row').filter({ hasText: proforma.consecutivo });
  await expect(fila.getByTestId('estado-proforma')).toHaveText('Pendiente');
  await page.getByRole('button', { name: `Acciones del documento ${proforma.consecutivo}` }).click();
  await page.getByRole('menuitem', { name: 'Facturar esta proforma' }).click();
  await expect(page).toHaveURL(/\/facturacion\/facturar$/);
  await expect(page.getByText('Teclado inalámbrico')).toBeVisible();
  await page.getByTestId('emitir').click();
  await expect(page.getByRole('dialog', { name: 'Documento emitido' })).toBeVisible();
  await page.goto('/facturacion/proforma');
  await expect(page.getByRole('row').filter({ hasText: proforma.consecutivo }).getByTestId('estado-proforma')).toHaveText('Facturada');
});

test('el reporte de ventas abre en Este Mes, valida el rango y exporta a Excel y PDF', async ({ page }) => {
  await emitir(emisor.token, { documento: '01' });
  await login(page, emisor);
  await page.goto('/facturacion/reporte');
  await expect(page.getByRole('combobox', { name: 'Período' })).toHaveValue('Este Mes');
  await expect(page.getByTestId('reporte-periodo')).not.toBeEmpty();
  await expect(page.getByTestId('reporte-impuestos')).toContainText('IVA 13 %');

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  expect((await excel).suggestedFilename()).toMatch(/\.xlsx$/);
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a PDF' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Otro rango…' }).click();
  await page.getByLabel('Desde').fill('2020-01-01');
  await expect(page.getByText('Un reporte abarca a lo sumo 366 días.')).toBeVisible();
});
