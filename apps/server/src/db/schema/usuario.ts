import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

export type UserRoleRef = { _id: string; name?: string | null; check: boolean };
export type RoleEvent = {
  _id?: string | null;
  name: string;
  path?: string | null;
  group: { _id?: string | null; name?: string | null; path: string; check: boolean }[];
};

/** A person who signs in to an issuer: its owner, a system user or a sub-user (spec 2 §3 User). */
export const usuario = pgTable(
  'usuario',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    fullname: text('fullname').notNull(),
    tel: text('tel'),
    state: boolean('state').notNull().default(true),
    roles: jsonb('roles').$type<UserRoleRef[]>().notNull().default([]),
    crmRole: text('crm_role').notNull().default('NO APLICA'),
    viajesRole: text('viajes_role'),
    /** null: owner or system user (full access); 'USUARIO': governed by roles. */
    subprofile: text('subprofile'),
    domain: text('domain'),
    isOwner: boolean('is_owner').notNull().default(false),
    /** Raised on logout and password change: every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    firstLoginAt: ts('first_login_at'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    uniqueIndex('usuario_email_uq').on(t.emisorId, t.email),
  ],
);

/** A named set of menu pages an issuer grants to its sub-users (spec 2 §3 Role). */
export const rol = pgTable(
  'rol',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    events: jsonb('events').$type<RoleEvent[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] })],
);
