// Column helpers shared by every table. Tenant tables lead their primary key with emisor_id
// (row-level security keys on it, and Citus would distribute by it); see db/rls.ts.
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The owning issuer of a tenant row: leads every primary key and unique index. */
export const emisorId = () => uuid('emisor_id').notNull();

/** Creation and update times, in UTC. */
export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
