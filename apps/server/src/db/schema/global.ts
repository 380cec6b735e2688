// Tables that are not tenant data: sign-in lookups that must work before the issuer is
// known, the shared catalogues of the application, and infrastructure. They never hold an
// emisor_id column (the row-level policy keys on that name); they refer to an issuer as
// emisor_ref when they must.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, uuid, index } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** E-mail → account: the only way in before the tenant is known. E-mails are unique globally. */
export const credencial = pgTable('credencial', {
  email: text('email').primaryKey(),
  usuarioRef: uuid('usuario_ref').notNull(),
  emisorRef: uuid('emisor_ref').notNull(),
  passwordHash: text('password_hash').notNull(),
  state: boolean('state').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One-time password-recovery codes; only their SHA-256 is stored. */
export const recuperacion = pgTable('recuperacion', {
  hash: text('hash').primaryKey(),
  email: text('email').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** API keys an issuer creates for its own scripts (ApiLogin). The secret is stored hashed. */
export const apiKey = pgTable('api_key', {
  usr: text('usr').primaryKey(),
  emisorRef: uuid('emisor_ref').notNull(),
  usuarioRef: uuid('usuario_ref').notNull(),
  nombre: text('nombre').notNull(),
  secretHash: text('secret_hash').notNull(),
  state: boolean('state').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at'),
});

/** Fixed-window counters (login attempts per account and per address), shared by every process. */
export const rateLimit = pgTable('rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: ts('reset_at').notNull(),
});

/** The application's menus and their pages: the events that roles are built from (spec 2 §3 Event). */
export const evento = pgTable('evento', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  path: text('path'),
  group: jsonb('group').$type<{ _id: string; name: string; path: string; check: boolean }[]>().notNull(),
  orden: integer('orden').notNull(),
});

/** Plans and their limits (DECISIONS #24: one table that can change without code). */
export const plan = pgTable('plan', {
  name: text('name', { enum: ['COMMUNITY', 'FACTURA', 'MICRO', 'PRO'] }).primaryKey(),
  observation: text('observation').notNull(),
  state: boolean('state').notNull().default(true),
  percentage: numeric('percentage').notNull().default('0'),
  session: integer('session').notNull(),
  product: text('product').notNull(),
  totalPlan: numeric('total_plan').notNull(),
  documentosMes: integer('documentos_mes').notNull(),
  orden: integer('orden').notNull(),
});

/** Secrets the server generates on first start (token signing key, VAPID keys...). */
export const secreto = pgTable('secreto', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Durable outbox: work that leaves the process (mail, Hacienda, push...). Claimed with
 * FOR UPDATE SKIP LOCKED, retried with back-off, idempotent by key. A crash loses nothing.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    emisorRef: uuid('emisor_ref'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'done', 'dead'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the job is due; null: at once. Set from the application's clock, never the database's,
     * so a job and the worker that claims it read the same time (the tests' clock is fixed).
     */
    runAt: ts('run_at'),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    doneAt: ts('done_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.runAt),
    // The claim's order (coalesce(run_at, created_at)) among pending rows: a claim walks it and stops
    // at its batch instead of sorting every pending row (188 ms a claim at 100,000 pending, 0.2 ms).
    index('outbox_pendientes_idx').on(sql`coalesce(${t.runAt}, ${t.createdAt})`).where(sql`status = 'pending'`),
  ],
);

/** Errors the web app reported (spec 1 §8: errors are sent to an error-reporting service). */
export const errorCliente = pgTable(
  'error_cliente',
  {
    id: uuid('id').primaryKey(),
    emisorRef: uuid('emisor_ref'),
    usuarioRef: uuid('usuario_ref'),
    message: text('message').notNull(),
    code: text('code'),
    operation: text('operation'),
    path: text('path'),
    stack: text('stack'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('error_cliente_created_idx').on(t.createdAt)],
);

/** Mail written by the sandbox transport (no SMTP configured): what the app shows as its outbox. */
export const correoEnviado = pgTable(
  'correo_enviado',
  {
    id: uuid('id').primaryKey(),
    emisorRef: uuid('emisor_ref'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    file: text('file'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('correo_enviado_to_idx').on(t.to, t.createdAt)],
);


/** Custom domains (User.setDomain): one issuer per domain, across all issuers. */
export const dominio = pgTable('dominio', {
  domain: text('domain').primaryKey(),
  emisorRef: uuid('emisor_ref').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
