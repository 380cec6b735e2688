// Issue 14, cash registers: a cashier opens a session, issues two tickets (cash with change, and
// SINPE Móvil), takes a manual BANCOS expense, counts blind ₡1 000 short, and a supervisor
// finishes; the closing's figures per tender are the Z report's.
import { expect, test, type Page } from '@playwright/test';
import { gql, login, toast, uniqueEmail } from '../helpers';
import { issuerReady, openInvoice } from './facturacion-helpers';

/** Bills and coins (greedy) that add up to `monto` colones. */
function billetes(monto: number): [string, number][] {
  const out: [string, number][] = [];
  let resto = monto;
  for (const d of [20000, 10000, 5000, 2000, 1000, 500, 100, 50, 25, 10, 5]) {
    const n = Math.floor(resto / d);
    if (n > 0) out.push([String(d), n]);
    resto -= n * d;
  }
  expect(resto).toBe(0);
  return out;
}

const colones = (t: string | null) => Number((t ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

async function tiquete(page: Page, cantidad: string) {
  await openInvoice(page);
  await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: /Tiquete/ }).click();
  const k = page.keyboard;
  await k.press('Alt+l');
  await expect(page.getByTestId('editor-codigoCABYS')).toBeFocused();
  await k.type('CAF');
  await expect(page.getByRole('option').first()).toBeVisible();
  await k.press('Enter');
  await k.press('Enter');
  await k.type(cantidad);
  for (let i = 0; i < 5; i++) await k.press('Enter');
  await expect(page.getByTestId('total-lineas')).toHaveText('1 línea');
  await k.press('Control+Enter');
  await expect(page.getByTestId('cobro')).toBeVisible();
  return colones(await page.getByTestId('cobro-total').textContent());
}

test('open, two tickets (cash with change, SINPE Móvil), a BANCOS expense, a blind count ₡1 000 short, a supervisor finishes', async ({ page }) => {
  test.setTimeout(240_000);
  const owner = await issuerReady('PRO');
  await gql('mutation { Emisor { setModules(inventoryModule: true, cashRegisterModule: true) { cashRegisterModule } } }', {}, owner.token);
  await gql('mutation($i: ItemInput!) { Item { create(input: $i) { _id } } }', { i: { nombre: 'Café chorreado', codigoRapido: 'CAF', codigo: '2391102010200', precioUnitario: '1000', origenPrecio: 'precioUnitario' } }, owner.token);
  await gql('mutation($i: CajaInput!) { Caja { create(input: $i) { _id } } }', { i: { name: 'Caja principal' } }, owner.token);
  const rol = await gql<{ Role: { create: { _id: string } } }>('mutation($i: RoleInput!) { Role { create(input: $i) { _id } } }', { i: { name: 'Supervisor de cajas', events: [{ name: 'Cajas', group: [{ path: '/cajas/administrar', check: true }] }] } }, owner.token);
  const supervisor = { email: uniqueEmail('supervisor'), password: 'Supervisa2026!' };
  await gql('mutation($i: SubUserInput!) { User { createUser(input: $i) { _id } } }', { i: { ...supervisor, fullname: 'Sara Supervisora', roles: [{ _id: rol.Role.create._id, check: true }] } }, owner.token);

  await login(page, owner);
  // Open the register with ₡10 000; the navbar shows it.
  await page.goto('/cajas/micaja');
  await page.getByTestId('abrir-caja').click();
  await page.getByRole('option', { name: 'Caja principal' }).click();
  await page.getByTestId('abrir-monto').fill('10000');
  await page.getByTestId('abrir').click();
  await expect(page.getByTestId('cash-session')).toContainText('Caja principal');

  // Ticket 1: cash, the customer hands ₡20 000; the change is shown and is not income.
  const t1 = await tiquete(page, '3');
  await page.getByTestId('cobro-paga-con').fill('20000');
  await expect.poll(async () => colones(await page.getByTestId('cobro-vuelto').textContent())).toBe(20000 - t1);
  await page.getByTestId('cobro-emitir').click();
  await expect(page.getByTestId('resultado-clave')).toHaveText(/^506\d{47}$/);
  await page.keyboard.press('Escape');

  // Ticket 2: SINPE Móvil.
  const t2 = await tiquete(page, '1');
  const cobro = page.getByTestId('cobro');
  await cobro.getByRole('combobox', { name: 'Medio de pago' }).click();
  await page.getByRole('option', { name: /SINPE/ }).click();
  await page.getByTestId('cobro-emitir').click();
  await expect(page.getByTestId('resultado-clave')).toHaveText(/^506\d{47}$/);
  await page.keyboard.press('Escape');

  // A manual BANCOS expense; a bad amount is refused first, in Spanish, next to the field.
  await page.goto('/cajas/micaja');
  await page.getByTestId('nuevo-movimiento').click();
  await page.getByTestId('movimiento-monto').fill('abc');
  await page.getByTestId('movimiento-guardar').click();
  await expect(page.getByText('Escriba un monto de 0 o más.')).toBeVisible();
  await page.getByTestId('movimiento-monto').fill('2000');
  await page.getByTestId('movimiento-detalle').fill('Depósito al banco');
  await page.getByTestId('movimiento-guardar').click();
  await expect(toast(page, 'Movimiento registrado.')).toBeVisible();
  // Both tickets are in the session (the outbox puts them there).
  const grid = page.getByTestId('data-grid');
  await expect(async () => {
    await page.reload();
    await expect(grid).toContainText('SINPE Móvil', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(grid).toContainText('Depósito al banco');

  // The blind count: nothing expected is shown; the drawer is ₡1 000 short.
  const esperado = 10000 + t1 - 2000;
  await page.getByTestId('cerrar-mi-caja').click();
  const conteo = page.getByTestId('conteo');
  await expect(conteo).not.toContainText(/esperad[oa]\s*:/i);
  for (const [moneda, n] of billetes(esperado - 1000)) await page.getByTestId(`conteo-CRC-${moneda}`).fill(String(n));
  await page.getByTestId('declarado-SINPE').fill(String(t2));
  await page.getByTestId('conteo-cerrar').click();
  await expect(toast(page, 'Caja cerrada. Un supervisor debe finalizarla.')).toBeVisible();
  await expect(page.getByTestId('cash-session')).toHaveCount(0);

  // The supervisor sees expected, counted and the difference per tender, and signs the finish.
  await page.goto('/cajas/administrar');
  await page.getByTestId('data-grid').getByText('Caja principal').first().click();
  await page.getByTestId('finalizar-sesion').click();
  const efectivo = page.getByTestId('linea-EFECTIVO');
  await expect(efectivo).toContainText(/-1\s000,00/);
  const celdas = efectivo.locator('td');
  expect(colones(await celdas.nth(1).textContent())).toBe(esperado);
  expect(colones(await celdas.nth(2).textContent())).toBe(esperado - 1000);
  const sinpe = page.getByTestId('linea-SINPE');
  expect(colones(await sinpe.locator('td').nth(1).textContent())).toBe(t2);
  expect(colones(await sinpe.locator('td').nth(3).textContent())).toBe(0);
  await page.getByTestId('supervisor-correo').fill(supervisor.email);
  await page.getByTestId('supervisor-clave').fill('equivocada1');
  await page.getByTestId('finalizar-confirmar').click();
  await expect(page.getByTestId('finalizar').getByText('Correo o contraseña del supervisor incorrectos.')).toBeVisible();
  await page.getByTestId('supervisor-clave').fill(supervisor.password);
  await page.getByTestId('finalizar-confirmar').click();
  await expect(toast(page, 'Caja «Caja principal» finalizada.')).toBeVisible();
  // The Z report opens on screen; its figures are the session's.
  await expect(page.getByTestId('reporte-pdf')).toBeVisible();
  const z = await gql<{ Sesion: { readAllByEmisor: { feed: { status: string; balance: { esperado: string; caja: string; dif: string }; lineas: { linea: string; ingresos: string; egresos: string }[]; supervisor: { fullname: string } }[] } } }>(
    '{ Sesion { readAllByEmisor(limit: 1) { feed { status balance { esperado caja dif } lineas { linea ingresos egresos } supervisor { fullname } } } } }',
    {},
    owner.token,
  );
  const s = z.Sesion.readAllByEmisor.feed[0]!;
  expect(s).toMatchObject({ status: 'FINALIZADA', supervisor: { fullname: 'Sara Supervisora' }, balance: { dif: '-1000' } });
  expect(Number(s.balance.esperado)).toBe(esperado);
  expect(s.lineas.map((l) => [l.linea, Number(l.ingresos), Number(l.egresos)])).toEqual([
    ['EFECTIVO', t1, 2000],
    ['SINPE', t2, 0],
  ]);
});
