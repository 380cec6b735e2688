// Issue 16, recurring invoices and AutoPay: cards saved on /clientes/transacciones (a bad number
// refused by the card sandbox first), a subscription made on /clientes/suscripciones (a date in
// the past refused first) that issues its document when it comes due, the approved card's charge
// recorded as the document's payment, the declined test card's three tries ending refused, and a
// subscription stopped by the customer's blocked credit limit showing why.
// The server runs with AUTOPAY_REINTENTO_SEGUNDOS=2 (playwright.config.ts), so the tries an hour
// apart in production come seconds apart here.
import { expect, test, type Page } from '@playwright/test';
import { gql, login } from '../helpers';
import { issuerReady } from './facturacion-helpers';

type Cuenta = Awaited<ReturnType<typeof issuerReady>>;
type Cliente = { id: string; nombre: string; plantilla: string; plantillaId: string };

let cuenta: Cuenta;
let buena: Cliente;
let rechazada: Cliente;
let topada: Cliente;

/** A customer with one credit invoice of ₡2 260,00, the subscription's template. */
async function clienteConFactura(nombre: string, numero: string): Promise<Cliente> {
  const identificacion = { tipo: '02', numero };
  const c = await gql<{ Cliente: { create: { _id: string } } }>('mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id } } }', { i: { nombre, identificacion, correoElectronico: `${numero}@recurrente.jit.test` } }, cuenta.token);
  const f = await gql<{ Factura: { create: { id: string; consecutivo: string } } }>(
    'mutation($i: FacturaInput!) { Factura { create(input: $i) { id consecutivo } } }',
    { i: { documento: '01', condicionVenta: '02', plazoCredito: 30, receptor: { id: c.Cliente.create._id, nombre, identificacion }, detalleServicio: { lineaDetalle: [{ cantidad: '2', detalle: 'Soporte mensual', precioUnitario: '1000', codigoCABYS: '8313100000200' }] } } },
    cuenta.token,
  );
  return { id: c.Cliente.create._id, nombre, plantilla: f.Factura.create.consecutivo, plantillaId: f.Factura.create.id };
}

test.beforeAll(async () => {
  cuenta = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(crmModule: true) { crmModule } } }', {}, cuenta.token);
  buena = await clienteConFactura('Suscrita Puntual S.A.', '3101777001');
  rechazada = await clienteConFactura('Suscrita Morosa S.A.', '3101777002');
  topada = await clienteConFactura('Suscrita Topada S.A.', '3101777003');
  // its credit limit is blocked at ₡3 000,00: it owes ₡2 260,00, so another ₡2 260,00 on credit is refused
  await gql('mutation($i: ClienteInput!) { Cliente { create(input: $i) { _id } } }', { i: { _id: topada.id, nombre: topada.nombre, identificacion: { tipo: '02', numero: '3101777003' }, limiteCredito: '3000', limiteCreditoBlock: true } }, cuenta.token);
});

/** Chooses a customer in the dialog's picker by typing part of the name. */
async function elegirCliente(page: Page, nombre: string) {
  await page.getByTestId('cliente-picker').fill(nombre.split(' ')[1]!);
  await page.getByRole('option', { name: new RegExp(nombre) }).click();
}

async function guardarTarjeta(page: Page, c: Cliente, numero: string) {
  await page.getByTestId('transacciones-tarjeta').click();
  await elegirCliente(page, c.nombre);
  await page.getByTestId('tarjeta-numero').fill(numero);
  await page.getByTestId('tarjeta-mes').fill('12');
  await page.getByTestId('tarjeta-anno').fill('2031');
  await page.getByTestId('tarjeta-cvv').fill('123');
  await page.getByTestId('tarjeta-titular').fill('Ana Pérez');
  await page.getByTestId('tarjeta-guardar').click();
}

test('cards saved on the transactions screen; a bad card number is refused by the provider', async ({ page }) => {
  await login(page, cuenta);
  await page.goto('/clientes/transacciones');
  await guardarTarjeta(page, buena, '4242 4242 4242 4241');
  await expect(page.getByRole('dialog').getByText('El proveedor de tarjetas no aceptó la tarjeta: Número de tarjeta inválido.')).toBeVisible();
  // what was typed stays: only the number is corrected
  await expect(page.getByTestId('tarjeta-titular')).toHaveValue('Ana Pérez');
  await page.getByTestId('tarjeta-numero').fill('4242 4242 4242 4242');
  await page.getByTestId('tarjeta-guardar').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await guardarTarjeta(page, rechazada, '4000 0000 0000 0002');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a subscription issues its document when due; AutoPay records the approved charge and shows the declined card’s tries and failure', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, cuenta);
  await page.goto('/clientes/suscripciones');
  await page.getByTestId('lista-nuevo').click();
  await elegirCliente(page, buena.nombre);
  await page.getByTestId('suscripcion-plantilla').click();
  await page.getByRole('option', { name: new RegExp(buena.plantilla) }).click();
  // a first issue date in the past is refused next to its field
  await page.getByTestId('suscripcion-next').fill('2020-01-01T08:00');
  await page.getByTestId('suscripcion-guardar').click();
  await expect(page.getByRole('dialog').getByText('La próxima emisión no puede quedar en el pasado.')).toBeVisible();
  // due now: this minute in Costa Rica (UTC-6), as the browser's field takes it
  await page.getByTestId('suscripcion-next').fill(new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 16));
  await page.getByTestId('suscripcion-guardar').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the outbox issues the copy at once: one document in its bitácora
  const fila = page.locator('.ag-row', { hasText: buena.nombre });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Recargar' }).click();
        return fila.locator('[col-id="emitidos"]').textContent();
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe('1');
  await expect(fila).toContainText('Activa');
  await fila.dblclick();
  const bitacora = page.getByRole('dialog');
  await expect(bitacora.locator('.ag-row')).toHaveCount(1);
  await expect(bitacora.locator('[col-id="consecutivo"]').last()).toHaveText(/^\d{20}$/);
  await page.keyboard.press('Escape');

  // the declined card's customer subscribes too (through the API, as another clerk could)
  const suscribir = (c: Cliente) =>
    gql('mutation($id: ID!, $i: SubscriptionInput!) { Cliente { subscribe(_id: $id, input: $i) { _id } } }', { id: c.id, i: { _idFactura: c.plantillaId, freq: 'MENSUAL', next: new Date().toISOString() } }, cuenta.token);
  await suscribir(rechazada);
  // and a customer past their blocked credit limit: the subscription shows why it stopped and when it tries again
  await suscribir(topada);
  const detenida = page.locator('.ag-row', { hasText: topada.nombre });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Recargar' }).click();
        return detenida.locator('[col-id="estado"]').textContent();
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe('Detenida');
  await expect(detenida.locator('[col-id="motivo"]')).toHaveText(/^Esta venta a crédito pasa el límite de crédito de «Suscrita Topada S\.A\.»: .* Se reintenta el \d{2}\/\d{2}\/\d{4}/);
  await expect(detenida.locator('[col-id="emitidos"]')).toHaveText('0');

  // transactions: the good card approved at its first try, the declined one refused after three
  await page.goto('/clientes/transacciones');
  const aprobado = page.locator('.ag-row', { hasText: buena.nombre });
  const rechazo = page.locator('.ag-row', { hasText: rechazada.nombre });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Recargar' }).click();
        return [await aprobado.locator('[col-id="status"]').textContent(), await rechazo.locator('[col-id="status"]').textContent(), await rechazo.locator('[col-id="try"]').textContent()];
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toEqual(['Aprobado', 'Rechazado', '3']);
  await expect(aprobado.locator('[col-id="try"]')).toHaveText('1');
  await expect(aprobado.locator('[col-id="tarjeta"]')).toHaveText('•••• 4242');
  await expect(rechazo.locator('[col-id="detalle"]')).toHaveText('Tarjeta rechazada por el banco emisor.');

  // the approved charge is the document's payment in the customer's statement of account; the refused one paid nothing
  const cuentaDe = async (id: string) =>
    (await gql<{ Cliente: { estadoCuenta: { monedas: { abonos: string }[] } } }>('query($id: ID!) { Cliente { estadoCuenta(_id: $id, start: "2026-01-01T06:00:00Z", end: "2030-12-31T06:00:00Z") { monedas { abonos } } } }', { id }, cuenta.token)).Cliente.estadoCuenta.monedas;
  expect(await cuentaDe(buena.id)).toEqual([{ abonos: '2260' }]);
  expect(await cuentaDe(rechazada.id)).toEqual([{ abonos: '0' }]);
  // and it settled the document: its saldo is zero, so neither the aging nor the reminders chase it
  const cobro = (await gql<{ AutoPay: { readAll: { _idFactura: string; cliente: { _id: string } }[] } }>('{ AutoPay { readAll { _idFactura cliente { _id } } } }', {}, cuenta.token)).AutoPay.readAll.find((x) => x.cliente._id === buena.id)!;
  const pagada = await gql<{ Factura: { readById: { saldo: string } } }>('query($id: ID!) { Factura { readById(id: $id) { saldo } } }', { id: cobro._idFactura }, cuenta.token);
  expect(Number(pagada.Factura.readById.saldo)).toBe(0);
});
