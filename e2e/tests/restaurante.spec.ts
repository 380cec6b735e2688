// Issue 18, the restaurant: a waiter takes an order at a table, the kitchen (another browser) sees it
// without a reload and checks an item, the waiter sees it checked; a bad quick code is refused; the
// bill is split in two and each split is billed as a ticket; the table frees up and each ticket's
// XML carries its prorated service (OtrosCargos 06). Then: an item comes off the order through the
// authorisation dialog (a bad password refused in Spanish, nothing typed lost), and an online order
// reaches «Pedidos en línea» without a reload; a restaurant is renamed from its grid, and the
// deleted item shows in the audit.
import { expect, test } from '@playwright/test';
import { gql, login, toast } from '../helpers';
import { issuerReady } from './facturacion-helpers';

type Pedido = { status: string; servicio: string; facturacion: { _idFactura: string; servicio: string }[] };

test('waiter and kitchen: order, live kitchen, checks back at the waiter, split bill in two tickets with their service', async ({ browser }) => {
  test.setTimeout(240_000);
  const owner = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(restaurantModule: true, cashRegisterModule: true, inventoryModule: true) { restaurantModule } } }', {}, owner.token);
  for (const [nombre, codigoRapido, precio] of [['Casado', 'CAS', '3333.33'], ['Fresco de cas', 'FRE', '1111.11']])
    await gql('mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre, codigoRapido, codigo: '2391102010200', precioUnitario: precio, origenPrecio: 'precioUnitario' } }, owner.token);
  const r = await gql<{ Restaurant: { create: { _id: string } } }>('mutation { Restaurant { create(input: { name: "Soda E2E" }) { _id } } }', {}, owner.token);
  await gql('mutation($i: ZoneInput!) { Zone { create(input: $i) { _id } } }', { i: { restaurant: r.Restaurant.create._id, name: 'Salón', tables: [{ number: 1 }, { number: 2 }] } }, owner.token);
  const caja = await gql<{ Caja: { create: { _id: string } } }>('mutation { Caja { create(input: { name: "Caja salón" }) { _id } } }', {}, owner.token);
  await gql('mutation($i: SesionInput!) { Sesion { create(input: $i) { _id } } }', { i: { caja: caja.Caja.create._id, montoInicial: '0' } }, owner.token);

  const mesero = await (await browser.newContext()).newPage();
  const cocina = await (await browser.newContext()).newPage();
  await login(mesero, owner);
  await login(cocina, owner);
  await cocina.goto('/restaurante/cocina');
  await expect(cocina.getByText('No hay nada por preparar.')).toBeVisible();

  // The waiter: table 1, two casados by touch, a fresco by quick code, a bad code refused, send.
  await mesero.goto('/restaurante/pedidos');
  await mesero.getByTestId('mesa-1').click();
  await mesero.getByTestId('articulo-Casado').click();
  await mesero.getByTestId('articulo-Casado').click();
  await mesero.getByTestId('codigo-rapido').fill('ZZZ');
  await mesero.getByTestId('codigo-rapido').press('Enter');
  await expect(mesero.getByText('No hay un artículo con el código «ZZZ».')).toBeVisible();
  await mesero.getByTestId('codigo-rapido').fill('FRE');
  await mesero.getByTestId('codigo-rapido').press('Enter');
  await expect(mesero.getByTestId('linea-nueva')).toHaveCount(2);
  await mesero.getByTestId('enviar-cocina').click();
  await expect(toast(mesero, 'Pedido 1 enviado a cocina.')).toBeVisible();
  await expect(mesero.getByTestId('mesa-1')).toHaveAttribute('data-ocupada', 'true');

  // The kitchen sees it without a reload and checks the casados; the waiter sees them ready.
  const comanda = cocina.getByTestId('comanda');
  await expect(comanda).toContainText('2 × Casado');
  await expect(comanda).toContainText('1 × Fresco de cas');
  await comanda.getByTestId('item-cocina').filter({ hasText: 'Casado' }).click();
  await expect(comanda.getByTestId('item-cocina').filter({ hasText: 'Casado' })).toHaveAttribute('data-listo', 'true');
  await expect(mesero.getByTestId('item-listo')).toHaveCount(1);

  // The point of sale: one casado in the first split, the rest in the second; each a ticket.
  await mesero.goto('/restaurante/facturar');
  await mesero.getByTestId('elegir-pedido').click();
  await mesero.getByRole('option', { name: /^1 · / }).click();
  await mesero.getByTestId('facturar-cuenta').click();
  await expect(mesero.getByTestId('error-cuenta')).toHaveText('Mueva unidades a la cuenta.');
  await mesero.getByTestId('por-facturar-item').filter({ hasText: 'Casado' }).click();
  await expect(mesero.getByTestId('cuenta-item')).toHaveText(/1 × Casado/);
  await expect(mesero.getByTestId('servicio-cuenta')).toHaveText('₡333,33');
  await mesero.getByTestId('facturar-cuenta').click();
  await expect(toast(mesero, /Cuenta facturada/)).toBeVisible();
  await expect(mesero.getByTestId('cuenta-item')).toHaveCount(0);
  await expect(mesero.getByTestId('por-facturar-item')).toHaveCount(2);
  await mesero.getByTestId('todo-a-cuenta').click();
  await expect(mesero.getByTestId('cuenta-item')).toHaveCount(2);
  await mesero.getByTestId('facturar-cuenta').click();
  await expect(toast(mesero, /Cuenta facturada/).nth(1)).toBeVisible();

  // The table frees up; each ticket's XML carries its share, and the shares make the table's 10 %.
  await mesero.goto('/restaurante/pedidos');
  await expect(mesero.getByTestId('mesa-1')).toHaveAttribute('data-ocupada', 'false');
  const lista = await gql<{ RestaurantOrder: { readAllByEmisor: { feed: Pedido[] } } }>('query { RestaurantOrder { readAllByEmisor { feed { status servicio facturacion { _idFactura servicio } } } } }', {}, owner.token);
  const pedido = lista.RestaurantOrder.readAllByEmisor.feed[0]!;
  expect(pedido.status).toBe('CERRADA');
  expect(pedido.facturacion.map((f) => f.servicio)).toEqual(['333.33', '444.45']);
  expect(pedido.servicio).toBe('777.78');
  expect(Math.round(pedido.facturacion.reduce((a, f) => a + Number(f.servicio) * 100, 0))).toBe(77778);
  for (const f of pedido.facturacion) {
    const x = await gql<{ Bitacora: { downloadXML: { xml: string | null } } }>('query($id: ID!) { Bitacora { downloadXML(id: $id) { xml } } }', { id: f._idFactura }, owner.token);
    const cargo = /<OtrosCargos>([\s\S]*?)<\/OtrosCargos>/.exec(x.Bitacora.downloadXML.xml ?? '')?.[1] ?? '';
    expect(cargo).toContain('<TipoDocumentoOC>06</TipoDocumentoOC>');
    expect(Number(/<MontoCargo>([\d.]+)<\/MontoCargo>/.exec(cargo)?.[1])).toBe(Number(f.servicio));
  }
});

test('an item comes off with the authoriser\'s e-mail and password; an online order arrives live in «Pedidos en línea»', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(restaurantModule: true) { restaurantModule } } }', {}, owner.token);
  const r = await gql<{ Restaurant: { create: { _id: string } } }>('mutation { Restaurant { create(input: { name: "Soda Dos" }) { _id } } }', {}, owner.token);
  const z = await gql<{ Zone: { create: { _id: string; tables: { _id: string }[] } } }>('mutation($i: ZoneInput!) { Zone { create(input: $i) { _id tables { _id } } } }', { i: { restaurant: r.Restaurant.create._id, name: 'Terraza', tables: [{ number: 1 }] } }, owner.token);
  await gql('mutation($i: RestaurantOrderInput!) { RestaurantOrder { create(input: $i) { _id } } }', { i: { restaurant: r.Restaurant.create._id, zone: z.Zone.create._id, table: z.Zone.create.tables[0]!._id, items: [{ nombre: 'Café negro', cantidad: 3, precioUnitario: '900' }] } }, owner.token);

  await login(page, owner);
  await page.goto('/restaurante/pedidos');
  await page.getByTestId('mesa-1').click();
  await expect(page.getByTestId('item-enviado')).toHaveText(/3 × Café negro/);
  await page.getByTestId('eliminar-item').click();
  await page.getByTestId('eliminar-cantidad').fill('2');
  await page.getByTestId('eliminar-razon').fill('Se enfrió');
  await page.getByTestId('eliminar-correo').fill(owner.email);
  await page.getByTestId('eliminar-clave').fill('no es la clave');
  await page.getByTestId('eliminar-confirmar').click();
  await expect(page.getByRole('dialog', { name: 'Eliminar artículo' }).getByRole('alert')).toHaveText('La autorización no es válida: usuario o contraseña incorrectos.');
  await expect(page.getByTestId('eliminar-razon')).toHaveValue('Se enfrió');
  await page.getByTestId('eliminar-clave').fill(owner.password);
  await page.getByTestId('eliminar-confirmar').click();
  await expect(toast(page, 'Se eliminaron 2 Café negro.')).toBeVisible();
  await expect(page.getByTestId('item-enviado')).toHaveText(/1 × Café negro/);

  // «Pedidos en línea»: an order created from outside shows up without a reload; the search narrows.
  await page.goto('/restaurante/pedidosEnLinea');
  await expect(page.getByText('No hay pedidos en línea.')).toBeVisible();
  await gql('mutation($i: OrderInput!) { Order { create(input: $i) { _id } } }', { i: { consecutivo: 'WEB-0001', factura: 'FAC-9' } }, owner.token);
  await expect(toast(page, 'Nuevo pedido en línea WEB-0001.')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'WEB-0001' })).toBeVisible();
  await gql('mutation($i: OrderInput!) { Order { create(input: $i) { _id } } }', { i: { consecutivo: 'WEB-0002' } }, owner.token);
  await expect(page.getByRole('gridcell', { name: 'WEB-0002' })).toBeVisible();
  await page.getByLabel('Buscar por número, documento o cliente').fill('fac-9');
  await expect(page.getByRole('gridcell', { name: 'WEB-0002' })).toHaveCount(0);
  await expect(page.getByRole('gridcell', { name: 'WEB-0001' })).toBeVisible();

  // The restaurants in the grid: a double-click loads one in the form, a blank name is refused, the new name shows.
  await page.goto('/restaurante/lista');
  await page.getByRole('gridcell', { name: 'Soda Dos' }).dblclick();
  await expect(page.getByTestId('restaurante-nombre')).toHaveValue('Soda Dos');
  await page.getByTestId('restaurante-nombre').fill('');
  await page.getByTestId('restaurante-guardar').click();
  await expect(page.getByText('Escriba el nombre del restaurante.')).toBeVisible();
  await page.getByTestId('restaurante-nombre').fill('Soda Dos Centro');
  await page.getByTestId('restaurante-guardar').click();
  await expect(page.getByRole('gridcell', { name: 'Soda Dos Centro' })).toBeVisible();
  await page.goto('/restaurante/listaEliminados');
  await expect(page.getByRole('gridcell', { name: 'Se enfrió' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Revisado' })).toBeVisible();
});
