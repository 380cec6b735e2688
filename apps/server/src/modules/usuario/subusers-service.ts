// Users of an issuer besides its owner (spec 2 §3 User, §6): sub-users governed by roles
// (subprofile USUARIO) and system users with the issuer's full access (subprofile null).
import { eq, inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Context, UsuarioRow } from '../../context.js';
import { hashPassword, passwordProblem } from '../../auth/password.js';
import { credencial, emisor, rol, usuario, type UserRoleRef } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput, conflict, forbidden, notFound } from '../../errors.js';
import { parse } from '../validate.js';
import { email as emailRule, fullname as fullnameRule, tel as telRule } from './inputs.js';
import { withSession } from '../../auth/session.js';
import { avisarCambioDeSesion } from '../../auth/sesion-viva.js';
import { exigirRoles, exigirSobre, motivoContra, rolesDelEmisor } from './derechos.js';

export const SUBPROFILE_USUARIO = 'USUARIO';

export type SubUserInput = {
  _id?: string | null;
  email: string;
  fullname: string;
  username?: string | null;
  tel?: string | null;
  password?: string | null;
  state?: boolean | null;
  roles?: { _id: string; name?: string | null; check: boolean }[] | null;
  crmRole?: string | null;
  viajesRole?: string | null;
};

/** Roles given to a user must be roles of the issuer; their names are refreshed from the source. */
async function checkedRoles(tx: Tx, roles: SubUserInput['roles']): Promise<UserRoleRef[]> {
  if (!roles?.length) return [];
  const ids = [...new Set(roles.map((r) => r._id))];
  const found = await tx.select({ id: rol.id, name: rol.name }).from(rol).where(inArray(rol.id, ids));
  const names = new Map(found.map((r) => [r.id, r.name]));
  const missing = ids.find((id) => !names.has(id));
  if (missing) throw badInput('Uno de los roles elegidos ya no existe. Recarga la página.', 'roles');
  return ids.map((id) => ({ _id: id, name: names.get(id)!, check: roles.some((r) => r._id === id && r.check) }));
}

const isUniqueViolation = (e: unknown) =>
  String((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === '23505';

/** Creates or updates a user of the caller's issuer. */
export async function saveSubUser(ctx: Context, input: SubUserInput, kind: 'sub' | 'system'): Promise<UsuarioRow> {
  const email = parse(emailRule, input.email, 'email');
  const fullname = parse(fullnameRule, input.fullname, 'fullname');
  const tel = parse(telRule, input.tel, 'tel') ?? null;
  const now = ctx.now();
  let passwordHash: string | null = null;
  if (!input._id) {
    if (!input.password) throw badInput('Escribe una contraseña para el usuario nuevo.', 'password');
    const problem = passwordProblem(input.password);
    if (problem) throw badInput(problem, 'password');
    passwordHash = await hashPassword(input.password);
  }
  try {
    const saved = await withSession(ctx, async (tx, s) => {
      const todos = await rolesDelEmisor(tx);
      const roles = kind === 'sub' && !input._id ? await checkedRoles(tx, input.roles) : [];
      exigirRoles(s, roles, todos);
      const fields = {
        email,
        fullname,
        tel,
        username: input.username?.trim() || null,
        roles,
        crmRole: input.crmRole?.trim() || 'NO APLICA',
        viajesRole: input.viajesRole?.trim() || null,
        subprofile: kind === 'sub' ? SUBPROFILE_USUARIO : null,
        state: input.state ?? true,
        updatedAt: now,
      };
      if (input._id) {
        const [current] = await tx.select().from(usuario).where(eq(usuario.id, input._id));
        if (!current) throw notFound('El usuario no existe.');
        if (current.isOwner) throw forbidden('Los datos del dueño de la cuenta no se editan desde aquí.');
        // An update keeps the user's kind; a system user is the owner's to change, and a sub-user
        // neither acts on someone with more rights nor gives roles beyond its own (derechos.ts).
        exigirSobre(s, current, todos);
        const system = current.subprofile === null;
        const kept = system ? { roles: [], subprofile: null } : { roles: await checkedRoles(tx, input.roles), subprofile: SUBPROFILE_USUARIO };
        exigirRoles(s, kept.roles, todos);
        const [saved] = await tx
          .update(usuario)
          .set({ ...fields, ...kept, tokenVersion: current.state && !fields.state ? current.tokenVersion + 1 : current.tokenVersion })
          .where(eq(usuario.id, input._id))
          .returning();
        await tx
          .update(credencial)
          .set({ email, state: fields.state, updatedAt: now })
          .where(eq(credencial.email, current.email));
        return saved!;
      }
      const id = uuidv7();
      const [saved] = await tx.insert(usuario).values({ emisorId: s.emisorId, id, ...fields }).returning();
      await tx.insert(credencial).values({ email, usuarioRef: id, emisorRef: s.emisorId, passwordHash: passwordHash!, state: fields.state });
      return saved!;
    });
    if (!saved.state) avisarCambioDeSesion(ctx.services, saved.id, 'desactivado');
    return saved;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('Ya existe un usuario con ese correo.', 'email');
    throw e;
  }
}

export async function listUsers(ctx: Context) {
  return withSession(ctx, (tx) => tx.select().from(usuario).orderBy(usuario.createdAt));
}

export async function readUser(ctx: Context, id: string) {
  return withSession(ctx, async (tx) => (await tx.select().from(usuario).where(eq(usuario.id, id)))[0] ?? null);
}

/** The user with their issuer; a user reads only their own record. */
export async function readSelf(ctx: Context, id: string) {
  return withSession(ctx, async (tx, s) => {
    if (id !== s.userId) throw forbidden('Solo puedes consultar tu propio usuario.');
    const [u] = await tx.select().from(usuario).where(eq(usuario.id, id));
    const [em] = await tx.select().from(emisor);
    return u && em ? { ...u, emisorRows: [em] } : null;
  });
}

/** Deletes users; per id a state and a message. The owner and oneself cannot be deleted. */
export async function deleteUsers(ctx: Context, ids: string[]) {
  const out = await withSession(ctx, async (tx, s) => {
    const todos = await rolesDelEmisor(tx);
    const rows = await tx.select().from(usuario).where(inArray(usuario.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const out: { _id: string; state: boolean; message: string }[] = [];
    for (const id of ids) {
      const u = byId.get(id);
      if (!u) out.push({ _id: id, state: false, message: 'El usuario no existe.' });
      else if (u.isOwner) out.push({ _id: id, state: false, message: 'No se puede borrar al dueño de la cuenta.' });
      else if (u.id === s.userId) out.push({ _id: id, state: false, message: 'No puedes borrar tu propio usuario.' });
      else if (motivoContra(s, u, todos)) out.push({ _id: id, state: false, message: motivoContra(s, u, todos)! });
      else {
        await tx.delete(usuario).where(eq(usuario.id, id));
        await tx.delete(credencial).where(eq(credencial.email, u.email));
        out.push({ _id: id, state: true, message: 'Usuario borrado.' });
      }
    }
    return out;
  });
  for (const r of out) if (r.state) avisarCambioDeSesion(ctx.services, r._id, 'borrado');
  return out;
}

/** The issuer sets a sub-user's password; the sub-user's sessions end. */
export async function changeSubUserPassword(ctx: Context, input: { _id: string; password: string }) {
  const problem = passwordProblem(input.password);
  if (problem) throw badInput(problem, 'password');
  const passwordHash = await hashPassword(input.password);
  await withSession(ctx, async (tx, s) => {
    const [u] = await tx.select().from(usuario).where(eq(usuario.id, input._id));
    if (!u) throw notFound('El usuario no existe.');
    if (u.isOwner && u.id !== s.userId) throw forbidden('La contraseña del dueño solo la cambia el dueño.');
    exigirSobre(s, u, await rolesDelEmisor(tx));
    await tx.update(credencial).set({ passwordHash, updatedAt: ctx.now() }).where(eq(credencial.email, u.email));
    await tx.update(usuario).set({ tokenVersion: sql`${usuario.tokenVersion} + 1` }).where(eq(usuario.id, u.id));
  });
  avisarCambioDeSesion(ctx.services, input._id, 'password');
  return true;
}
