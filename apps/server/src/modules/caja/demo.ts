// The demo issuer's registers (npm start): two, so «Mi caja» has one to open and the demo cashier
// another; the main one warns above ₡300 000 in the drawer.
import { v7 as uuidv7 } from 'uuid';
import { caja } from '../../db/schema/index.js';
import type { DemoSeeder } from '../../server-module.js';

export const seedCajasDemo: DemoSeeder = async (tx, { emisorId, now }) => {
  await tx.insert(caja).values([
    { emisorId, id: uuidv7(), name: 'Caja principal', nombrePlano: 'caja principal', limiteSuperior: '300000', createdAt: now, updatedAt: now },
    { emisorId, id: uuidv7(), name: 'Caja 2', nombrePlano: 'caja 2', createdAt: now, updatedAt: now },
  ]);
};
