// Tenant isolation lives in the database, not in query discipline: every table with an
// emisor_id column gets row-level security ENABLED and FORCED (so the owner is bound too) with
// a policy on the per-transaction setting app.emisor_id. A table added later is covered on the
// next start without anyone remembering to write its policy. The application runs as jit_app,
// NOSUPERUSER NOBYPASSRLS, and refuses to start otherwise.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './types.js';

export const APP_ROLE = 'jit_app';

// The setting read once per query (an InitPlan) rather than once per row: a scan of 20,000 rows
// spent half its time re-reading it.
const TENANT_EXPR = `emisor_id = (select nullif(current_setting('app.emisor_id', true), '')::uuid)`;

/** Tables of the public schema that carry emisor_id: the tenant tables. */
export async function tenantTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(db, sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'emisor_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return rows.map((r) => r.table_name);
}

/**
 * Creates `role` (not a superuser, bound by row-level security, no login) unless it exists. Roles
 * belong to the whole cluster and the migrator's lock only to its database, so another database's
 * server may create it between the check and the creation: that one's role is as good.
 */
export async function createRoleOnce(db: Db, role: string): Promise<void> {
  await db.execute(
    sql.raw(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${role}') then
        create role ${role} nosuperuser nobypassrls nologin;
      end if;
    exception when unique_violation or duplicate_object then
      null;
    end $$`),
  );
}

/** Creates the application role when the connected user may, and grants it the tables. */
export async function ensureAppRole(db: Db): Promise<boolean> {
  const me = await rowsOf<{ rolsuper: boolean; rolcreaterole: boolean }>(
    db,
    sql`select rolsuper, rolcreaterole from pg_roles where rolname = current_user`,
  );
  const can = me[0]?.rolsuper || me[0]?.rolcreaterole;
  if (!can) return false;
  await createRoleOnce(db, APP_ROLE);
  await db.execute(sql.raw(`grant ${APP_ROLE} to current_user`)).catch(() => undefined);
  await db.execute(sql.raw(`grant usage on schema public to ${APP_ROLE}`));
  await db.execute(sql.raw(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`));
  await db.execute(sql.raw(`grant usage, select, update on all sequences in schema public to ${APP_ROLE}`));
  return true;
}

/** Enables, forces and (re)creates the tenant policy on every tenant table. Idempotent. */
export async function applyTenantPolicies(db: Db): Promise<string[]> {
  const tables = await tenantTables(db);
  for (const t of tables) {
    await db.execute(sql.raw(`alter table "${t}" enable row level security`));
    await db.execute(sql.raw(`alter table "${t}" force row level security`));
    await db.execute(sql.raw(`drop policy if exists tenant_isolation on "${t}"`));
    await db.execute(
      sql.raw(`create policy tenant_isolation on "${t}" using (${TENANT_EXPR}) with check (${TENANT_EXPR})`),
    );
  }
  await searchMayUseIndexes(db);
  return tables;
}

/**
 * Under row-level security PostgreSQL uses an index only for conditions whose functions are
 * LEAKPROOF, and LIKE's is not marked so: the trigram indexes of the searches (item names and
 * codes, `like '%palabra%'`) would sit unused and every search would read the issuer's whole
 * table. textlike returns true or false and raises only for a malformed pattern, which depends on
 * the pattern (the application's constant), never on the row, so it reveals nothing a row hides.
 * Only a superuser may mark it; elsewhere searches stay correct and read the table.
 */
async function searchMayUseIndexes(db: Db): Promise<void> {
  const me = await rowsOf<{ rolsuper: boolean }>(db, sql`select rolsuper from pg_roles where rolname = current_user`);
  if (!me[0]?.rolsuper) return;
  await db.execute(sql.raw(`alter function pg_catalog.textlike(text, text) leakproof`));
}

/** Throws unless the current role is bound by row-level security. */
export async function assertBoundByRls(db: Db): Promise<string> {
  const r = await rowsOf<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean }>(
    db,
    sql`select current_user, rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
  );
  const row = r[0];
  if (!row || row.rolsuper || row.rolbypassrls) {
    throw new Error(
      `El servidor se niega a arrancar: el rol de base de datos "${row?.current_user ?? '?'}" ` +
        'es SUPERUSER o BYPASSRLS, y con él la seguridad por filas no aislaría a los emisores.',
    );
  }
  return row.current_user;
}
