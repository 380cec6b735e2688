// Data every installation has: the menu events roles are made from, and the plans. Upserted on
// every start so a release that adds a page or changes a plan needs no manual step.
import { sql } from 'drizzle-orm';
import { defaultEvents } from '@jit/domain';
import { evento, plan } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { withoutTenant } from '../db/tenant.js';

/** Plans (spec 1 §9 allowances; prices are ours, in USD per month, editable in the table). */
export const PLANES = [
  { name: 'COMMUNITY', observation: 'Gratis para empezar: facturación básica.', product: 'Comunidad', totalPlan: '0', documentosMes: 3, session: 1, orden: 1 },
  { name: 'FACTURA', observation: 'Facturación electrónica sin límites prácticos.', product: 'Factura', totalPlan: '12', documentosMes: 1520, session: 2, orden: 2 },
  { name: 'MICRO', observation: 'Todos los módulos para una microempresa.', product: 'Micro', totalPlan: '25', documentosMes: 50, session: 3, orden: 3 },
  { name: 'PRO', observation: 'Todos los módulos, usuarios y volumen.', product: 'Pro', totalPlan: '49', documentosMes: 5000, session: 10, orden: 4 },
] as const;

export async function seedCatalogo(db: Db): Promise<void> {
  await withoutTenant(db, async (tx) => {
    const events = defaultEvents();
    for (const [i, e] of events.entries()) {
      const id = e.name
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
      const group = e.group.map((g) => ({ _id: `${id}:${g.path.toLowerCase()}`, name: g.name, path: g.path, check: false }));
      await tx
        .insert(evento)
        .values({ id, name: e.name, path: e.path, group, orden: i })
        .onConflictDoUpdate({ target: evento.id, set: { name: e.name, path: e.path, group, orden: i } });
    }
    for (const p of PLANES) {
      // Prices and limits are the operator's to change in the table: only insert what is missing.
      await tx.insert(plan).values({ ...p }).onConflictDoNothing();
    }
    await tx.execute(sql`select 1`);
  });
}
