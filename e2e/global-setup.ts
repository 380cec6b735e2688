// Accounts the menu tests need, made once through the API: one owner per plan profile (sign-up
// turns on billing and CRM) and, under the PRO owner, a sub-user governed by a custom role.
import { baseURL, gql, saveAccounts, signUp, type Account } from './helpers';

async function waitForServer() {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${baseURL()}/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('El servidor no respondió.');
}

export default async function globalSetup() {
  await waitForServer();
  const COMMUNITY = await signUp('COMMUNITY');
  const FACTURA = await signUp('FACTURA');
  const MICRO = await signUp('MICRO');
  const PRO = await signUp('PRO', 'Dueña Pro');

  // A custom role: invoices list and customers only.
  const role = await gql<{ Role: { create: { _id: string } } }>(
    `mutation($input: RoleInput!) { Role { create(input: $input) { _id } } }`,
    {
      input: {
        name: 'Solo facturas y clientes',
        events: [
          { name: 'Facturación', path: '/facturacion', group: [{ name: 'Facturas', path: '/facturacion/listaFactura', check: true }, { name: 'Mis Facturas', path: '/facturacion/listaCredito', check: false }] },
          { name: 'Clientes', path: '/clientes', group: [{ name: 'Clientes', path: '/clientes/lista', check: true }] },
        ],
      },
    },
    PRO.token,
  );
  const email = `sub-${Date.now().toString(36)}@e2e.jit.test`;
  const password = 'Clave2026!';
  const sub = await gql<{ User: { createUser: { _id: string } } }>(
    `mutation($input: SubUserInput!) { User { createUser(input: $input) { _id } } }`,
    {
      input: {
        email,
        fullname: 'Cajera Con Rol',
        password,
        roles: [{ _id: role.Role.create._id, name: 'Solo facturas y clientes', check: true }],
      },
    },
    PRO.token,
  );
  const SUBUSER: Account = { email, password, fullname: 'Cajera Con Rol', id: sub.User.createUser._id, emisor: PRO.emisor, token: '' };
  saveAccounts({ COMMUNITY, FACTURA, MICRO, PRO, SUBUSER });
}
