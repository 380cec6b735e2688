// Issue 7, /facturacion/facturar: a clerk invoices 20 lines with the keyboard only and sees the
// consecutivo and clave; bad input shows its Spanish message next to the cell or field; the
// draft survives a reload.
import { expect, test, type Page } from '@playwright/test';
import { login } from '../helpers';
import { issuerReady, openInvoice } from './facturacion-helpers';

test.describe.configure({ mode: 'serial' });

let account: Awaited<ReturnType<typeof issuerReady>>;

test.beforeAll(async () => {
  account = await issuerReady('PRO');
});

/** Types one line from its code cell; the editor moves on by itself with Enter. */
async function typeLine(page: Page, line: { code: string; qty: string; price: string; discount?: string }) {
  const k = page.keyboard;
  await k.type(line.code);
  await k.press('Enter'); // code → detail (the CABYS description comes in)
  await k.press('Enter'); // detail → quantity
  await k.type(line.qty);
  await k.press('Enter'); // → unit
  await k.press('Enter'); // → price
  await k.type(line.price);
  await k.press('Enter'); // → discount
  if (line.discount) await k.type(line.discount);
  await k.press('Enter'); // → VAT
  await k.press('Enter'); // → a new line after the last
}

const CODES = ['0123400020400', '3270004990000', '2820404009900', '9292000000300', '4294402020100'];

test('a 20-line invoice issued with the keyboard only shows its consecutivo and clave', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, account);
  await openInvoice(page);
  const k = page.keyboard;

  // The customer: looked up, not found, created on the spot, all from the keyboard.
  await k.press('Alt+c');
  await expect(page.getByTestId('receptor-buscar')).toBeFocused();
  await k.type('114480790');
  await k.press('Enter');
  const crear = page.getByRole('dialog', { name: 'Crear cliente' });
  await expect(crear).toBeVisible();
  await expect(crear.getByLabel(/^Número de identificación/)).toHaveValue('114480790');
  await expect(crear.getByLabel(/^Nombre/)).toBeFocused();
  await k.type('María Rodríguez Solís');
  await k.press('Enter');
  await expect(crear).toHaveCount(0);
  await expect(page.getByTestId('receptor-elegido')).toContainText('María Rodríguez Solís');

  // 20 lines: CABYS codes typed in the cell, one found by its name.
  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  for (let i = 0; i < 20; i++) {
    const code = i === 7 ? 'cuaderno' : CODES[i % CODES.length]!;
    await typeLine(page, { code, qty: String((i % 4) + 1), price: `${1000 + i * 250},50`, ...(i === 3 ? { discount: '10%' } : {}) });
  }
  await expect(page.getByTestId('total-lineas')).toHaveText('20 líneas');
  const row8 = page.locator('[data-testid="entry-grid"] .ag-row[row-index="7"]');
  await expect(row8).toContainText('Cuaderno');
  const total = (await page.getByTestId('total-comprobante').textContent()) ?? '';
  expect(total).toMatch(/^[¢₡]\d/);

  await k.press('Control+Enter');
  const resultado = page.getByTestId('resultado-emision');
  await expect(resultado).toBeVisible();
  await expect(page.getByTestId('resultado-consecutivo')).toHaveText(/^00100001010\d{9}$/);
  await expect(page.getByTestId('resultado-clave')).toHaveText(/^506\d{47}$/);
  await expect(page.getByTestId('resultado-total')).toHaveText(total);
  // The window follows the document live until Hacienda (its simulator) accepts it.
  await expect(page.getByTestId('resultado-estado')).toHaveText('Aceptado', { timeout: 30_000 });
  // WhatsApp carries the document's public PDF address, which opens without a session.
  const wa = new URL((await page.getByTestId('resultado-whatsapp').getAttribute('href')) ?? '');
  expect(wa.host).toBe('wa.me');
  const enlace = /https?:\/\/\S+\/d\/\S+\.pdf/.exec(wa.searchParams.get('text') ?? '')?.[0] ?? '';
  expect(enlace).not.toBe('');
  const pdf = await page.request.fetch(enlace, { headers: { authorization: '' } });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // Closing the result leaves a clean draft, ready for the next sale.
  await k.press('Escape');
  await expect(resultado).toHaveCount(0);
  await expect(page.getByTestId('total-lineas')).toHaveText('0 líneas');
  await expect(page.getByTestId('receptor-buscar')).toBeVisible();
});

/** Keeps the CABYS catalogue out of the browser: the grid falls back to the server's search (DECISIONS #42). */
const sinCatalogo = (page: Page) => page.route('**/catalogos/cabys/**', (route) => route.abort());

test('Ctrl+Enter typed ahead of a slow CABYS answer waits for the line it ends', async ({ page }) => {
  // An account of its own: the dashboard test below counts this account's documents.
  await sinCatalogo(page);
  await login(page, await issuerReady('PRO'));
  await openInvoice(page);
  const k = page.keyboard;
  await k.press('Alt+c');
  await k.type(String(200000000 + Math.floor(Math.random() * 99999999)));
  await k.press('Enter');
  const crear = page.getByRole('dialog', { name: 'Crear cliente' });
  await expect(crear.getByLabel(/^Nombre/)).toBeFocused();
  await k.type('Carlos Mora Vega');
  await k.press('Enter');
  await expect(page.getByTestId('receptor-elegido')).toContainText('Carlos Mora Vega');

  // The CABYS search answers only when the test says so: everything below is typed before it.
  let visto!: () => void;
  const buscada = new Promise<void>((r) => (visto = r));
  let soltar!: () => void;
  const suelta = new Promise<void>((r) => (soltar = r));
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('readByDescription')) return route.fallback();
    visto();
    await suelta;
    await route.fallback();
  });

  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await k.type('3270004990000');
  await k.press('Enter'); // waits for the CABYS pick; what follows is held for the next cells
  await k.press('Enter'); // detail (the CABYS description) → quantity
  await k.type('2');
  await k.press('Enter'); // → unit
  await k.press('Enter'); // → price
  await k.type('1500');
  await k.press('Enter'); // → discount
  await k.press('Control+Enter');
  await buscada;
  // Nothing has been checked or sent yet: the shortcut waits behind the keys of the line.
  await expect(page.getByTestId('problemas')).toHaveCount(0);
  soltar();

  await expect(page.getByTestId('resultado-emision')).toBeVisible();
  await expect(page.getByTestId('resultado-total')).toHaveText(/^[¢₡]3\D?390,00$/); // 2 × 1 500 + 13 %
  await k.press('Escape');
  await expect(page.getByTestId('total-lineas')).toHaveText('0 líneas');
});

test('a CABYS search that never answers lets the line go on with the code typed, keeping the keys typed ahead', async ({ page }) => {
  await sinCatalogo(page);
  await login(page, await issuerReady('PRO'));
  await openInvoice(page);
  await page.route('**/graphql', (route) => {
    if ((route.request().postData() ?? '').includes('readByDescription')) return; // never answered
    return route.fallback();
  });
  const k = page.keyboard;
  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await k.type('3270004990000');
  await k.press('Enter'); // waits for the answer that does not come
  await k.press('Enter'); // detail → quantity
  await k.type('3');
  await k.press('Enter'); // → unit
  await k.press('Enter'); // → price
  await k.type('2500');
  await k.press('Enter'); // → discount
  const fila = page.locator('[data-testid="entry-grid"] .ag-row[row-index="0"]');
  await expect(fila.locator('[col-id="codigoCABYS"]')).toHaveText('3270004990000');
  await expect(fila.locator('[col-id="cantidad"]')).toHaveText('3');
  await expect(fila.locator('[col-id="precio"]')).toHaveText(/^₡2\D?500,00$/);
  await expect(page.getByTestId('editor-descuento')).toBeFocused();
});

test('bad input shows the Spanish message next to the cell or field', async ({ page }) => {
  await login(page, account);
  await openInvoice(page);
  const k = page.keyboard;
  // Issuing an empty draft says under the grid what is missing; it leaves once a line is there.
  await k.press('Control+Enter');
  const sinLineas = page.getByTestId('error-lineas');
  await expect(sinLineas).toHaveText('Agregue al menos una línea.');
  await k.press('Alt+l');
  await k.type('3270004990000');
  await k.press('Enter');
  await k.press('Enter');
  await k.type('abc');
  await k.press('Enter');
  // The quantity cell is marked; with the cursor on it, its message shows under the grid.
  await k.press('Escape');
  await k.press('Shift+Tab');
  const cantidad = page.locator('[data-testid="entry-grid"] .ag-row[row-index="0"] [col-id="cantidad"]');
  await expect(cantidad).toHaveClass(/jit-celda-error/);
  await expect(sinLineas).toHaveCount(0);
  await cantidad.click();
  await expect(page.getByTestId('grid-status')).toHaveText('Línea 1 · Cantidad: Escriba una cantidad mayor que cero.');
  // A price typo is refused, not read as another amount (12,3,4 is not 123,4).
  const precio = page.locator('[data-testid="entry-grid"] .ag-row[row-index="0"] [col-id="precio"]');
  await precio.dblclick();
  await k.type('12,3,4');
  await k.press('Enter');
  await precio.click();
  await expect(precio).toHaveClass(/jit-celda-error/);
  await expect(page.getByTestId('grid-status')).toHaveText('Línea 1 · Precio: Escriba un precio válido (0 o más).');

  // Issuing a factura without a customer and with the bad quantity: each problem where it is.
  await k.press('Control+Enter');
  await expect(page.getByText('Este documento necesita un cliente con identificación.').first()).toBeVisible();
  await expect(page.getByTestId('problemas')).toContainText('Línea 1: Escriba una cantidad mayor que cero.');

  // Credit sale without days: the message sits under the days field.
  await page.getByRole('combobox', { name: 'Condición de venta' }).click();
  await page.getByRole('option', { name: '02 · Crédito' }).click();
  await page.getByTestId('plazo-credito').fill('');
  await expect(page.getByText('Los días de crédito deben ser un número entero de 1 a 3650.')).toBeVisible();
});

test('the draft survives a reload and shows in the unsaved documents', async ({ page }) => {
  await login(page, account);
  await openInvoice(page);
  await page.getByRole('button', { name: 'Limpiar borrador' }).click({ trial: true });
  const k = page.keyboard;
  await k.press('Alt+l');
  await typeLine(page, { code: '9292000000300', qty: '2', price: '15000' });
  await expect(page.getByTestId('total-lineas')).toHaveText(/^[1-9]\d* línea/);
  const total = (await page.getByTestId('total-comprobante').textContent()) ?? '';
  await page.reload();
  await expect(page.getByTestId('entry-grid')).toBeVisible();
  await expect(page.getByTestId('total-comprobante')).toHaveText(total);
  await expect(page.locator('[data-testid="entry-grid"] .ag-row[row-index="0"]')).toContainText('Consultoría educativa');
  await expect(page.getByTestId('estado-borrador')).toHaveText(/borrador guardado/i);
});

test('Ctrl/Cmd + plus adds a line, Ctrl/Cmd+E deletes one, and the lines renumber', async ({ page }) => {
  await login(page, account);
  await openInvoice(page);
  await page.getByRole('button', { name: 'Limpiar borrador' }).waitFor();
  const k = page.keyboard;
  await k.press('Alt+l');
  await typeLine(page, { code: '9292000000300', qty: '1', price: '100' });
  await typeLine(page, { code: '3270004990000', qty: '1', price: '200' });
  await typeLine(page, { code: '2820404009900', qty: '1', price: '300' });
  await expect(page.getByTestId('total-lineas')).toHaveText('3 líneas');
  await k.press('Escape');
  // On the second line: delete it; the third becomes the second.
  await page.locator('[data-testid="entry-grid"] .ag-row[row-index="1"] [col-id="detalle"]').click();
  await k.press('Control+e');
  await expect(page.getByTestId('total-lineas')).toHaveText('2 líneas');
  const row = (i: number) => page.locator(`[data-testid="entry-grid"] .ag-row[row-index="${i}"]`);
  await expect(row(1).locator('[col-id="numero"]')).toHaveText('2');
  await expect(row(1)).toContainText('Camiseta');
  // Ctrl + plus opens a new line right after the current one, ready for its code.
  await k.press('Control+NumpadAdd');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await expect(row(2).locator('[col-id="numero"]')).toHaveText('3');
});

test("the dashboard shows the month's sales and documents, with charts", async ({ page }) => {
  await login(page, account);
  const panel = page.getByTestId('dashboard-facturacion');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('dashboard-documentos-mes')).toHaveText('1');
  await expect(page.getByTestId('dashboard-ventas-mes')).toHaveText(/^[¢₡][1-9]/);
  await expect(page.getByTestId('dashboard-ventas-diarias').getByRole('img')).toBeVisible();
  await expect(page.getByTestId('dashboard-meses').getByRole('img')).toBeVisible();
  await expect(page.getByTestId('dashboard-estados')).toBeVisible();
});

test('with the CABYS catalogue in the browser a typed code resolves at once, without asking the server', async ({ page }) => {
  await login(page, account);
  let alServidor = 0;
  await page.route('**/graphql', (route) => {
    if ((route.request().postData() ?? '').includes('readByDescription')) alServidor += 1;
    return route.fallback();
  });
  await openInvoice(page);
  await page.getByRole('button', { name: 'Limpiar borrador' }).waitFor();
  await expect(page.getByTestId('lineas')).toHaveAttribute('data-cabys', 'local', { timeout: 30_000 });
  await page.keyboard.press('Alt+l');
  await typeLine(page, { code: '9292000000300', qty: '1', price: '1000' });
  await typeLine(page, { code: 'cuaderno', qty: '2', price: '500' });
  const row = (i: number) => page.locator(`[data-testid="entry-grid"] .ag-row[row-index="${i}"]`);
  await expect(row(0)).toContainText('Consultoría educativa');
  await expect(row(0).locator('[col-id="unidadMedida"]')).toHaveText('Sp');
  await expect(row(1)).toContainText('Cuaderno');
  await expect(row(1).locator('[col-id="unidadMedida"]')).toHaveText('Unid');
  expect(alServidor).toBe(0);
});
