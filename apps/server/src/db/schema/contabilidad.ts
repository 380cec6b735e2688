// The chart of accounts of an issuer (ruling F2-1): the domain's PLAN_CUENTAS, copied per issuer
// the first time anything reads it, so every `cuentaContable` field holds an account's id.
import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps } from './columns.js';

export const cuentaContable = pgTable(
  'cuenta_contable',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name the system posts by (VENTAS, IVA_POR_PAGAR…); null for accounts only people use. */
    sysName: text('sys_name'),
    /** The group (accountType): its code, name, statement section and statement. */
    tipoCode: text('tipo_code').notNull(),
    tipo: text('tipo').notNull(),
    categoria: text('categoria').notNull(),
    reporte: text('reporte').notNull(),
    state: boolean('state').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('cuenta_contable_code_uq').on(t.emisorId, t.code),
    uniqueIndex('cuenta_contable_sys_name_uq').on(t.emisorId, t.sysName).where(sql`sys_name is not null`),
  ],
);
