// Roles (spec 2 §3 Role, §5): named sets of menu pages the issuer grants to sub-users. A role's
// events must be the application's events and its pages must belong to them, so a role can only
// grant pages that exist.
import { and, asc, eq, gt } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Context } from '../../../context.js';
import { evento, rol, usuario, type RoleEvent } from '../../../db/schema/index.js';
import { withoutTenant } from '../../../db/tenant.js';
import { badInput, notFound } from '../../../errors.js';
import { esUuid, parse } from '../../validate.js';
import { nombreRol } from '../inputs.js';
import { withSession } from '../../../auth/session.js';

export async function readEvents(ctx: Context) {
  return withoutTenant(ctx.db, (tx) => tx.select().from(evento).orderBy(asc(evento.orden)));
}

/** One event by name (case-insensitive); with groupName, only that page of its group. */
export async function readEventByName(ctx: Context, name: string, groupName?: string | null) {
  const all = await readEvents(ctx);
  const ev = all.find((e) => e.name.toLowerCase() === name.trim().toLowerCase());
  if (!ev) return null;
  if (!groupName) return ev;
  const g = groupName.trim().toLowerCase();
  return { ...ev, group: ev.group.filter((x) => x.name.toLowerCase() === g || x.path.toLowerCase() === g) };
}

export type RoleInput = { _id?: string | null; name: string; events: RoleEvent[] };

/** Normalises a role's events against the application's: unknown events or pages are refused. */
async function normaliseEvents(ctx: Context, events: RoleEvent[]): Promise<RoleEvent[]> {
  const known = await readEvents(ctx);
  const byName = new Map(known.map((e) => [e.name.toLowerCase(), e]));
  return events.map((e, i) => {
    const ev = byName.get(e.name.trim().toLowerCase());
    if (!ev) throw badInput(`El menú «${e.name}» no existe.`, `events.${i}.name`);
    const pages = new Map(ev.group.map((g) => [g.path.toLowerCase(), g]));
    const group = e.group.map((g, j) => {
      const page = pages.get(g.path.trim().toLowerCase());
      if (!page) throw badInput(`La página ${g.path} no pertenece al menú ${ev.name}.`, `events.${i}.group.${j}.path`);
      return { _id: page._id, name: page.name, path: page.path, check: Boolean(g.check) };
    });
    return { _id: ev.id, name: ev.name, path: ev.path, group };
  });
}

export async function saveRole(ctx: Context, input: RoleInput) {
  const name = parse(nombreRol, input.name, 'name');
  const events = await normaliseEvents(ctx, input.events);
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    if (input._id) {
      const [row] = await tx.update(rol).set({ name, events, updatedAt: now }).where(eq(rol.id, input._id)).returning();
      if (!row) throw notFound('El rol no existe.');
      return row;
    }
    const [row] = await tx.insert(rol).values({ emisorId: s.emisorId, id: uuidv7(), name, events }).returning();
    return row!;
  });
}

/** Roles of the issuer, by creation, with a keyset cursor (the last id seen). */
export async function listRoles(ctx: Context, cursor: string | null | undefined, limit: number) {
  const take = Math.min(Math.max(limit, 1), 100);
  if (cursor && !esUuid(cursor)) throw badInput('El cursor no es válido.', 'cursor');
  const rows = await withSession(ctx, (tx) =>
    tx.select().from(rol).where(cursor ? gt(rol.id, cursor) : undefined).orderBy(asc(rol.id)).limit(take + 1),
  );
  const feed = rows.slice(0, take);
  const hasNextPage = rows.length > take;
  return { feed, pageInfo: { hasNextPage, nextPageCursor: hasNextPage ? feed[feed.length - 1]!.id : null } };
}

export async function readRole(ctx: Context, id: string) {
  return withSession(ctx, async (tx) => (await tx.select().from(rol).where(eq(rol.id, id)))[0] ?? null);
}

/** Deletes roles not held by any user; per id a state and a message. */
export async function deleteRoles(ctx: Context, ids: string[]) {
  return withSession(ctx, async (tx) => {
    const users = await tx.select({ roles: usuario.roles }).from(usuario);
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const holders = users.filter((u) => u.roles.some((r) => r._id === id)).length;
      if (holders > 0) {
        out.push({ _id: id, state: false, message: `El rol está asignado a ${holders} usuario${holders === 1 ? '' : 's'}; quítaselo antes de borrarlo.` });
        continue;
      }
      const gone = await tx.delete(rol).where(and(eq(rol.id, id))).returning({ id: rol.id });
      out.push(gone.length ? { _id: id, state: true, message: 'Rol borrado.' } : { _id: id, state: false, message: 'El rol no existe.' });
    }
    return out;
  });
}
