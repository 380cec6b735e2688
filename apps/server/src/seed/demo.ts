// The demo issuer of `npm start` on an empty database: a PRO account with every module on, a
// sub-user with a role, and whatever each module adds (its face's `seed`, in src/modules.ts order).
import { v7 as uuidv7 } from 'uuid';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { credencial, emisor, rol, usuario, type Modulos } from '../db/schema/index.js';
import { rowsOf, type Db } from '../db/types.js';
import { withTenant, withoutTenant } from '../db/tenant.js';
import { MODULES } from '../modules.js';
import type { DemoSeeder, ServerModule } from '../server-module.js';

export const DEMO = {
  email: 'demo@jit.cr',
  password: 'Demo2026!',
  subEmail: 'cajero@jit.cr',
  subPassword: 'Cajero2026!',
};

const ALL_MODULES: Modulos = {
  billingModule: true,
  bulkBillingModule: true,
  crmModule: true,
  marketingModule: true,
  inventoryModule: true,
  accountingModule: true,
  cashRegisterModule: true,
  restaurantModule: true,
  productionModule: true,
  viajesModule: false,
};

/** The modules' demo data (invoices, customers, items...), in the order of src/modules.ts. */
export const demoSeeders = (modules: readonly ServerModule[] = MODULES): DemoSeeder[] =>
  modules.flatMap((m) => (m.seed ? [m.seed] : []));

/** Seeds the demo issuer when no account exists yet; returns whether it did. */
export async function seedDemo(db: Db, now: Date, modules: readonly ServerModule[] = MODULES): Promise<boolean> {
  const count = await withoutTenant(db, async (tx) => {
    const r = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from credencial`);
    return Number(r[0]?.n ?? 0);
  });
  if (count > 0) return false;
  const emisorId = uuidv7();
  const ownerId = uuidv7();
  const subId = uuidv7();
  const roleId = uuidv7();
  const [ownerHash, subHash] = await Promise.all([hashPassword(DEMO.password), hashPassword(DEMO.subPassword)]);
  await withTenant(db, emisorId, async (tx) => {
    await tx.insert(emisor).values({
      emisorId,
      nombre: 'Comercial Demo JIT S.A.',
      nombreComercial: 'Demo JIT',
      profile: 'PRO',
      subscriptionTimeOut: new Date(now.getTime() + 365 * 86400_000),
      modulos: ALL_MODULES,
    });
    await tx.insert(rol).values({
      emisorId,
      id: roleId,
      name: 'Cajero',
      events: [
        {
          _id: 'facturacion',
          name: 'Facturación',
          path: null,
          group: [
            { path: '/facturacion/facturar', check: true },
            { path: '/facturacion/listaFactura', check: true },
            { path: '/facturacion/listaTiquete', check: true },
          ],
        },
        { _id: 'cajas', name: 'Cajas', path: null, group: [{ path: '/cajas/micaja', check: true }] },
      ],
    });
    await tx.insert(usuario).values([
      { emisorId, id: ownerId, email: DEMO.email, fullname: 'Dueña Demo', isOwner: true },
      {
        emisorId,
        id: subId,
        email: DEMO.subEmail,
        fullname: 'Cajero Demo',
        subprofile: 'USUARIO',
        roles: [{ _id: roleId, name: 'Cajero', check: true }],
      },
    ]);
    await tx.insert(credencial).values([
      { email: DEMO.email, usuarioRef: ownerId, emisorRef: emisorId, passwordHash: ownerHash },
      { email: DEMO.subEmail, usuarioRef: subId, emisorRef: emisorId, passwordHash: subHash },
    ]);
    for (const seed of demoSeeders(modules)) await seed(tx, { emisorId, ownerId, now });
  });
  return true;
}
