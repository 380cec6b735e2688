// Issue 16, customers: a category made on its screen, a customer made in the list with that
// category (a bad name refused first), and the invoice grid putting the category's discount on
// the customer's lines, down to the signed XML; the customer's statement of account as a PDF; an
// e-mail campaign sent to a filtered list, its e-mails in the sandbox outbox.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
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

test('the statement of account of a customer comes as a PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await issuerReady('PRO');
  const c = await gql<{ Cliente: { create: { _id: string } } }>(
    'mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id } } }',
    { i: { nombre: 'Librería La Cuenta', identificacion: { tipo: '02', numero: '3101555444' }, correoElectronico: 'cuenta@libreria.jit.test' } },
    account.token,
  );
  const id = c.Cliente.create._id;
  await gql(
    'mutation($i: FacturaInput!) { Factura { create(input: $i) { id } } }',
    { i: { documento: '01', condicionVenta: '02', plazoCredito: 30, receptor: { id, nombre: 'Librería La Cuenta', identificacion: { tipo: '02', numero: '3101555444' } }, detalleServicio: { lineaDetalle: [{ cantidad: '2', detalle: 'Servicio de consultoría', precioUnitario: '1000', codigoCABYS: '8313100000200' }] } } },
    account.token,
  );
  const cuenta = await gql<{ Cliente: { estadoCuenta: { monedas: { saldoFinal: string }[] } } }>(
    'query($id: ID!) { Cliente { estadoCuenta(_id: $id, start: "2026-01-01T06:00:00Z", end: "2030-12-31T06:00:00Z") { monedas { saldoFinal } } } }',
    { id },
    account.token,
  );
  expect(cuenta.Cliente.estadoCuenta.monedas).toEqual([{ saldoFinal: '2260' }]);

  await login(page, account);
  await page.goto('/clientes/lista');
  const fila = page.locator('.ag-row', { hasText: 'Librería La Cuenta' });
  await fila.locator('.ag-checkbox-input').first().check();
  await page.getByTestId('clientes-estado-cuenta').click();
  // a period that ends before it starts is refused, and nothing can be asked for
  await page.getByTestId('cuenta-desde').fill('2030-01-31');
  await page.getByTestId('cuenta-hasta').fill('2030-01-01');
  await expect(page.getByText('La fecha inicial debe ser anterior o igual a la final.')).toBeVisible();
  await expect(page.getByTestId('cuenta-pdf')).toBeDisabled();
  await page.getByTestId('cuenta-desde').fill('2026-01-01');
  await page.getByTestId('cuenta-hasta').fill('2030-12-31');
  const descarga = page.waitForEvent('download');
  await page.getByTestId('cuenta-pdf').click();
  const d = await descarga;
  expect(d.suggestedFilename()).toBe('estado-de-cuenta-2026-01-01-2030-12-31.pdf');
  const bytes = readFileSync(await d.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});

test('the map shows the customers with a position: on tiles when the tile server answers, on a plain background when nothing outside does', async ({ page }) => {
  const account = await issuerReady('PRO');
  const crear = 'mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id } } }';
  await gql(crear, { i: { nombre: 'Cliente en San José', ubicacion: { lat: '9.9281', long: '-84.0907' } } }, account.token);
  await gql(crear, { i: { nombre: 'Cliente en Liberia', ubicacion: { lat: '10.6346', long: '-85.4407' } } }, account.token);
  await gql(crear, { i: { nombre: 'Cliente sin ubicación' } }, account.token);
  // nothing outside the server answers: the points must still show
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await login(page, account);
  await page.goto('/maps/full-screen');
  await expect(page.getByTestId('mapa-total')).toHaveText('2 clientes con ubicación');
  await expect(page.locator('.mapa-punto')).toHaveCount(2);
  await expect(page.getByTestId('mapa')).toHaveAttribute('data-fondo', 'liso');
  await expect(page.getByTestId('mapa-sin-teselas')).toHaveText('Sin mapa de fondo: solo los puntos');
  // each point is named with its cycle
  await page.locator('.mapa-punto').first().hover();
  await expect(page.locator('.leaflet-tooltip')).toHaveText(/^Cliente en (San José|Liberia) · Oportunidad$/);

  // the installation's tile server (MAP_TILES_URL, here the default) answers: the points on its tiles
  await page.unrouteAll();
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const pedidas: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    pedidas.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|tile\.openstreetmap\.org)/, (route) => route.abort());
  await page.reload();
  await expect(page.getByTestId('mapa')).toHaveAttribute('data-fondo', 'teselas');
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(pedidas[0]).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
  await expect(page.locator('.mapa-punto')).toHaveCount(2);
  await expect(page.getByTestId('mapa-sin-teselas')).toHaveCount(0);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('© colaboradores de OpenStreetMap');
});

/** The sandbox outbox's messages (DATA_DIR/mail/*.eml) sent to an address. */
function correosA(to: string): string[] {
  const dir = join(String(process.env.E2E_DATA_DIR), 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((m) => new RegExp(`^To: ${to.replace(/\./g, '\\.')}$`, 'm').test(m));
}

test('an e-mail campaign goes to a filtered list of customers, its e-mails in the sandbox outbox', async ({ page }) => {
  test.setTimeout(180_000);
  const account = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(crmModule: true, marketingModule: true) { marketingModule } } }', {}, account.token);
  const crear = 'mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id } } }';
  const sello = Date.now().toString(36);
  const correo = (n: string) => `${n}-${sello}@campana.jit.test`;
  await gql(crear, { i: { nombre: 'Tienda Aurora Uno', correoElectronico: correo('uno') } }, account.token);
  await gql(crear, { i: { nombre: 'Tienda Aurora Dos', correoElectronico: correo('dos') } }, account.token);
  await gql(crear, { i: { nombre: 'Ferretería Lejana', correoElectronico: correo('lejana') } }, account.token);
  await login(page, account);
  await page.goto('/clientes/marketing/email');
  await page.getByTestId('campana-nueva').click();
  await page.getByTestId('campana-nombre').fill('Promo Aurora');
  await page.getByTestId('campana-asunto').fill('Ofertas de temporada');
  await page.getByTestId('campana-mensaje').fill('Esta semana, 15 % en toda la tienda.');
  await page.getByTestId('campana-filtro').fill('Tienda Aurora');
  // a window that ends before it starts is refused next to its field, and what was typed stays
  await page.getByTestId('campana-fin').fill('2020-01-01T08:00');
  await page.getByTestId('campana-guardar').click();
  await expect(page.getByRole('dialog').getByText('El fin debe ser posterior al inicio.')).toBeVisible();
  await expect(page.getByTestId('campana-nombre')).toHaveValue('Promo Aurora');
  // thirty days from now, in Costa Rica's time (UTC-6) as the browser's field takes it
  await page.getByTestId('campana-fin').fill(new Date(Date.now() + 30 * 86_400_000 - 6 * 3_600_000).toISOString().slice(0, 16));
  await page.getByTestId('campana-guardar').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const fila = page.locator('.ag-row', { hasText: 'Promo Aurora' });
  await expect(fila).toBeVisible();
  // the outbox sends it: each recipient ends Enviado, and the campaign Enviada
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Recargar' }).click();
        return fila.textContent();
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toContain('Enviada');
  await fila.click();
  const destinos = page.getByTestId('campana-destinos');
  await expect(destinos.locator('.ag-row')).toHaveCount(2);
  await expect(destinos.getByRole('gridcell', { name: 'Enviado', exact: true })).toHaveCount(2);
  // the messages, dressed with the template, are in the sandbox outbox; the customer outside the filter got none
  const [uno] = correosA(correo('uno'));
  expect(uno).toContain('Subject: Ofertas de temporada');
  expect(uno).toContain('Tienda Aurora Uno');
  expect(correosA(correo('dos'))).toHaveLength(1);
  expect(correosA(correo('lejana'))).toHaveLength(0);
});
