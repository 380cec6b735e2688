// Sign-up, sign-in, token renewal, logout and password recovery (spec 2 §3, §4, §7).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, gt, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Context } from '../../context.js';
import { hashPassword, passwordProblem, verifyPassword, dummyHash } from '../../auth/password.js';
import { clear, hit, isBlocked } from '../../auth/rate-limit.js';
import { credencial, emisor, recuperacion, usuario, type Modulos } from '../../db/schema/index.js';
import { withTenant, withoutTenant } from '../../db/tenant.js';
import { badInput, conflict, forbidden, tooManyRequests, unauthenticated } from '../../errors.js';
import { queueMail } from '../../integrations/mail.js';
import { parse } from '../validate.js';
import { email as emailRule, fullname as fullnameRule, tel as telRule } from './inputs.js';
import { issueToken } from './tokens.js';
import { recoveryMail } from './mails.js';
import { withSession } from '../../auth/session.js';
import { avisarCambioDeSesion } from '../../auth/sesion-viva.js';

type Profile = 'COMMUNITY' | 'FACTURA' | 'MICRO' | 'PRO';

/** Paid plans start with a 30-day trial; COMMUNITY is free and never expires. */
export const TRIAL_DAYS = 30;
const ACCOUNT_WINDOW = { limit: 5, seconds: 15 * 60 };
const ADDRESS_WINDOW = { limit: 30, seconds: 15 * 60 };
const SIGNUP_WINDOW = { limit: 10, seconds: 60 * 60 };
const RECOVERY_WINDOW = { limit: 3, seconds: 60 * 60 };
const RECOVERY_TTL_MS = 60 * 60 * 1000;
const CHECK_EMAIL_WINDOW = { limit: 10, seconds: 60 * 60 };
const CHECK_EMAIL_IP_WINDOW = { limit: 30, seconds: 60 * 60 };

export const DEFAULT_MODULES: Modulos = {
  billingModule: true,
  bulkBillingModule: false,
  crmModule: true,
  marketingModule: false,
  inventoryModule: false,
  accountingModule: false,
  cashRegisterModule: false,
  restaurantModule: false,
  productionModule: false,
  viajesModule: false,
};

const minutesUntil = (d: Date, now: Date) => Math.max(1, Math.ceil((d.getTime() - now.getTime()) / 60000));
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function requireCaptcha(ctx: Context, token: string) {
  if (!(await ctx.services.captcha.verify(token, ctx.ip)))
    throw badInput('La verificación reCaptcha no es válida. Vuelve a marcarla.', 'reCaptcha');
}

function checkPassword(password: string, field = 'password') {
  const problem = passwordProblem(password);
  if (problem) throw badInput(problem, field);
}

export type SignupInput = {
  fullname: string;
  email: string;
  password: string;
  profile: Profile;
  tel?: string | null;
  nombreEmisor?: string | null;
  reCaptcha: string;
};

/** Creates the owner, the issuer with its plan, and a session, in one transaction. */
export async function signup(ctx: Context, input: SignupInput) {
  const now = ctx.now();
  const email = parse(emailRule, input.email, 'email');
  const fullname = parse(fullnameRule, input.fullname, 'fullname');
  const tel = parse(telRule, input.tel, 'tel') ?? null;
  const nombre = input.nombreEmisor?.trim() ? parse(fullnameRule, input.nombreEmisor, 'nombreEmisor') : fullname;
  checkPassword(input.password);
  await withoutTenant(ctx.db, async (tx) => {
    const r = await hit(tx, `signup:ip:${ctx.ip}`, SIGNUP_WINDOW, now);
    if (!r.allowed)
      throw tooManyRequests(`Demasiados registros desde esta dirección. Intenta en ${minutesUntil(r.resetAt, now)} minutos.`, minutesUntil(r.resetAt, now) * 60);
  });
  await requireCaptcha(ctx, input.reCaptcha);
  const passwordHash = await hashPassword(input.password);
  const emisorId = uuidv7();
  const userId = uuidv7();
  const trialEnds = input.profile === 'COMMUNITY' ? null : new Date(now.getTime() + TRIAL_DAYS * 86400_000);
  const { user, em } = await withTenant(ctx.db, emisorId, async (tx) => {
    const taken = await tx.select({ email: credencial.email }).from(credencial).where(eq(credencial.email, email));
    if (taken.length) throw conflict('Ya existe una cuenta con ese correo. Inicia sesión o recupera la contraseña.', 'email');
    const [em] = await tx
      .insert(emisor)
      .values({ emisorId, nombre, profile: input.profile, subscriptionTimeOut: trialEnds, modulos: DEFAULT_MODULES })
      .returning();
    const [user] = await tx
      .insert(usuario)
      .values({ emisorId, id: userId, email, fullname, tel, isOwner: true, firstLoginAt: now })
      .returning();
    await tx.insert(credencial).values({ email, usuarioRef: userId, emisorRef: emisorId, passwordHash });
    return { user: user!, em: em! };
  }).catch((e: unknown) => {
    // Two sign-ups racing for one e-mail: the primary key decides, the loser gets the same answer.
    if (String((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === '23505')
      throw conflict('Ya existe una cuenta con ese correo. Inicia sesión o recupera la contraseña.', 'email');
    throw e;
  });
  const { token, expiresAt } = await issueToken(ctx.services, user, em, now);
  ctx.log.info({ emisor: emisorId, profile: input.profile }, 'registro de cuenta');
  return { id: user.id, fullname, email, profile: em.profile, subscriptionTimeOut: em.subscriptionTimeOut, token, expiresAt, emisor: emisorId };
}

/** Signs in with e-mail and password, rate-limited per account and per address. */
export async function login(ctx: Context, credenciales: { email: string; password: string }) {
  const now = ctx.now();
  const email = credenciales.email.trim().toLowerCase();
  const acctKey = `login:acct:${email}`;
  const ipKey = `login:ip:${ctx.ip}`;
  const cred = await withoutTenant(ctx.db, async (tx) => {
    // Only failures count, per account and per address: an office of clerks behind one address
    // signing in at opening time is not an attack; a stream of wrong passwords is.
    const blockedUntil = (await isBlocked(tx, acctKey, ACCOUNT_WINDOW, now)) ?? (await isBlocked(tx, ipKey, ADDRESS_WINDOW, now));
    if (blockedUntil) {
      const m = minutesUntil(blockedUntil, now);
      throw tooManyRequests(`Demasiados intentos de inicio de sesión. Intenta de nuevo en ${m} minuto${m === 1 ? '' : 's'}.`, m * 60);
    }
    const [row] = await tx.select().from(credencial).where(eq(credencial.email, email));
    return row;
  });
  const ok = cred ? await verifyPassword(cred.passwordHash, credenciales.password) : (await verifyPassword(await dummyHash(), credenciales.password), false);
  if (!cred || !ok) {
    await withoutTenant(ctx.db, async (tx) => {
      await hit(tx, acctKey, ACCOUNT_WINDOW, now);
      await hit(tx, ipKey, ADDRESS_WINDOW, now);
    });
    throw badInput('Correo o contraseña incorrectos.', 'password');
  }
  const { user, em, firstLogin } = await withTenant(ctx.db, cred.emisorRef, async (tx) => {
    await clear(tx, acctKey);
    const [user] = await tx.select().from(usuario).where(eq(usuario.id, cred.usuarioRef));
    const [em] = await tx.select().from(emisor);
    if (!user || !em) throw badInput('Correo o contraseña incorrectos.', 'password');
    if (!user.state || !cred.state) throw forbidden('Tu usuario está desactivado. Consulta al administrador de la cuenta.');
    const firstLogin = !user.firstLoginAt;
    if (firstLogin) await tx.update(usuario).set({ firstLoginAt: now }).where(eq(usuario.id, user.id));
    return { user, em, firstLogin };
  });
  const { token, expiresAt } = await issueToken(ctx.services, user, em, now);
  return {
    token,
    expiresAt,
    id: user.id,
    email: user.email,
    fullname: user.fullname,
    profile: em.profile,
    subprofile: user.subprofile,
    domain: user.domain ?? em.domain,
    crmRole: user.crmRole,
    viajesRole: user.viajesRole,
    roles: user.roles,
    emisor: em.emisorId,
    subscriptionTimeOut: em.subscriptionTimeOut,
    firstLogin,
  };
}

/** A fresh token for the current session (same user, current rows). */
export async function refreshToken(ctx: Context, email: string) {
  const s = await ctx.session();
  if (email.trim().toLowerCase() !== s.user.email) throw forbidden('El correo no corresponde a la sesión.');
  return issueToken(ctx.services, s.user, s.emisor, ctx.now(), s.claims.key ? 'jit-api' : 'jit-web', s.claims.key);
}

/** Ends every session of the user: older tokens stop working at once. */
export async function logout(ctx: Context) {
  const s = await withSession(ctx, async (tx, s) => {
    await tx.update(usuario).set({ tokenVersion: sql`${usuario.tokenVersion} + 1` }).where(eq(usuario.id, s.userId));
    return s;
  });
  avisarCambioDeSesion(ctx.services, s.userId, 'logout');
  return true;
}

/** Changes one's own password; other sessions end and this one gets a new token. */
export async function changePassword(ctx: Context, input: { password: string; newPassword: string }) {
  const s = await ctx.session();
  const [cred] = await withoutTenant(ctx.db, (tx) => tx.select().from(credencial).where(eq(credencial.email, s.user.email)));
  if (!cred || !(await verifyPassword(cred.passwordHash, input.password)))
    throw badInput('La contraseña actual no es correcta.', 'password');
  checkPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const user = await withTenant(ctx.db, s.emisorId, async (tx) => {
    await tx.update(credencial).set({ passwordHash, updatedAt: ctx.now() }).where(eq(credencial.email, s.user.email));
    const [u] = await tx
      .update(usuario)
      .set({ tokenVersion: sql`${usuario.tokenVersion} + 1`, updatedAt: ctx.now() })
      .where(eq(usuario.id, s.userId))
      .returning();
    return u!;
  });
  avisarCambioDeSesion(ctx.services, s.userId, 'password');
  return issueToken(ctx.services, user, s.emisor, ctx.now());
}

/** Sends the recovery mail when the account exists; answers the same when it does not. */
export async function recupera(ctx: Context, reCaptcha: string, rawEmail: string) {
  const now = ctx.now();
  const email = parse(emailRule, rawEmail, 'email');
  await requireCaptcha(ctx, reCaptcha);
  await withoutTenant(ctx.db, async (tx) => {
    const perEmail = await hit(tx, `recupera:${email}`, RECOVERY_WINDOW, now);
    const perIp = await hit(tx, `recupera:ip:${ctx.ip}`, { limit: 10, seconds: 3600 }, now);
    if (!perEmail.allowed || !perIp.allowed) return; // silently: no account enumeration, no mail bombing
    const [cred] = await tx.select().from(credencial).where(eq(credencial.email, email));
    if (!cred || !cred.state) return;
    const code = randomBytes(32).toString('base64url');
    await tx.insert(recuperacion).values({ hash: sha256(code), email, expiresAt: new Date(now.getTime() + RECOVERY_TTL_MS) });
    const base = ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
    await queueMail(tx, `recupera:${sha256(code)}`, { ...recoveryMail(`${base}/recuperar?hash=${code}`), to: [email], emisorRef: cred.emisorRef });
  });
  ctx.services.outbox.nudge();
  return true;
}

/** Sets a new password with a recovery code: one use, within an hour. */
export async function recuperaPassword(ctx: Context, reCaptcha: string, password: string, code: string) {
  const now = ctx.now();
  await requireCaptcha(ctx, reCaptcha);
  checkPassword(password);
  const passwordHash = await hashPassword(password);
  const invalid = () => badInput('El enlace de recuperación no es válido o ya venció. Pide uno nuevo.', 'hash');
  const cred = await withoutTenant(ctx.db, async (tx) => {
    const [rec] = await tx
      .update(recuperacion)
      .set({ usedAt: now })
      .where(and(eq(recuperacion.hash, sha256(code)), isNull(recuperacion.usedAt), gt(recuperacion.expiresAt, now)))
      .returning();
    if (!rec) throw invalid();
    // The other codes of this person, mailed before, die with this reset.
    await tx
      .update(recuperacion)
      .set({ usedAt: now })
      .where(and(eq(recuperacion.email, rec.email), isNull(recuperacion.usedAt)));
    const [cred] = await tx
      .update(credencial)
      .set({ passwordHash, updatedAt: now })
      .where(eq(credencial.email, rec.email))
      .returning();
    if (!cred) throw invalid();
    return cred;
  });
  await withTenant(ctx.db, cred.emisorRef, (tx) =>
    tx.update(usuario).set({ tokenVersion: sql`${usuario.tokenVersion} + 1` }).where(eq(usuario.id, cred.usuarioRef)),
  );
  avisarCambioDeSesion(ctx.services, cred.usuarioRef, 'password');
  return true;
}

/**
 * Whether a captcha is valid and an e-mail free (the sign-up form's first step). The captcha is
 * checked first and the e-mail looked up only with a valid one, and the checks are counted per
 * e-mail and per address: otherwise this would list who has an account.
 */
export async function checkCaptchaAndEmail(ctx: Context, reCaptcha: string, rawEmail: string) {
  const now = ctx.now();
  const email = parse(emailRule, rawEmail, 'email');
  // Counted in a transaction of their own, committed before any refusal.
  const [perEmail, perIp] = await withoutTenant(ctx.db, async (tx) => [
    await hit(tx, `checkemail:${email}`, CHECK_EMAIL_WINDOW, now),
    await hit(tx, `checkemail:ip:${ctx.ip}`, CHECK_EMAIL_IP_WINDOW, now),
  ]);
  const blocked = [perEmail, perIp].find((r) => !r.allowed);
  if (blocked) {
    const m = minutesUntil(blocked.resetAt, now);
    throw tooManyRequests(`Demasiadas consultas de ese correo. Intenta de nuevo en ${m} minuto${m === 1 ? '' : 's'}.`, m * 60);
  }
  if (!(await ctx.services.captcha.verify(reCaptcha, ctx.ip))) return { captcha: false, available: false };
  const taken = await withoutTenant(ctx.db, (tx) => tx.select({ e: credencial.email }).from(credencial).where(eq(credencial.email, email)));
  return { captcha: true, available: taken.length === 0 };
}

export { unauthenticated };
