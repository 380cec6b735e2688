// Plans and the subscription (spec 2 §3 Plan, §4 Subscription; DECISIONS #24): the plan table
// holds prices and monthly allowances; changeProfile chooses, setProfile pays through the card
// provider (or its sandbox) and applies the plan for one month.
import { asc, eq } from 'drizzle-orm';
import { D, subscriptionState } from '@jit/domain';
import type { Context, EmisorRow } from '../../context.js';
import { dominio, emisor, plan, usuario } from '../../db/schema/index.js';
import { withTenant, withoutTenant } from '../../db/tenant.js';
import { badInput, conflict, forbidden, notFound } from '../../errors.js';
import { parse } from '../validate.js';
import { domain as domainRule } from './inputs.js';
import { issueToken } from './tokens.js';
import { withSession } from '../../auth/session.js';

type Profile = 'COMMUNITY' | 'FACTURA' | 'MICRO' | 'PRO';

export async function readPlans(ctx: Context) {
  return withoutTenant(ctx.db, (tx) => tx.select().from(plan).orderBy(asc(plan.orden)));
}

function profileCheck(em: EmisorRow, now: Date) {
  const st = subscriptionState({ profile: em.profile, subscriptionTimeOut: em.subscriptionTimeOut?.getTime() ?? null, nowMs: now.getTime() });
  return {
    profile: em.profile,
    selectedProfile: em.selectedProfile,
    subscriptionTimeOut: em.subscriptionTimeOut,
    subscriptionState: st.estado,
    graceDaysLeft: st.diasGracia,
  };
}

function ownUser(ctx: Context, id: string, userId: string) {
  if (id !== userId) throw forbidden('Solo puedes consultar tu propia suscripción.');
  return ctx;
}

/** Profile, chosen plan and subscription state of the caller's issuer. */
export async function checkProfile(ctx: Context, id: string) {
  const s = await ctx.session();
  ownUser(ctx, id, s.userId);
  return profileCheck(s.emisor, ctx.now());
}

/** Chooses a plan: COMMUNITY applies at once (free), a paid plan waits for setProfile. */
export async function changeProfile(ctx: Context, id: string, profile: Profile) {
  const em = await withSession(ctx, async (tx, s) => {
    ownUser(ctx, id, s.userId);
    const set =
      profile === 'COMMUNITY'
        ? { profile, selectedProfile: null, subscriptionTimeOut: null, updatedAt: ctx.now() }
        : { selectedProfile: profile, updatedAt: ctx.now() };
    const [row] = await tx.update(emisor).set(set).where(eq(emisor.emisorId, s.emisorId)).returning();
    return row!;
  });
  return profileCheck(em, ctx.now());
}

const addMonth = (d: Date) => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() + 1);
  return r;
};

export type CardInput = { number: string; holderName: string; expMonth: number; expYear: number; cvv: string; email?: string | null };

/** Pays a plan with the stored card (or a new one) and applies it for a month. */
export async function setProfile(
  ctx: Context,
  args: { _id: string; type: Profile; method?: string | null; card?: CardInput | null; amount?: string | null },
) {
  const s = await ctx.session();
  ownUser(ctx, args._id, s.userId);
  const now = ctx.now();
  const [p] = await withoutTenant(ctx.db, (tx) => tx.select().from(plan).where(eq(plan.name, args.type)));
  if (!p || !p.state) throw badInput('Ese plan no está disponible.', 'type');
  const price = new D(p.totalPlan);
  if (args.amount != null && !new D(args.amount).eq(price))
    throw badInput(`El monto no coincide con el precio del plan (${price.toFixed(2)}).`, 'amount');
  let em = s.emisor;
  if (price.gt(0)) {
    let customerId = em.cardCustomerId;
    let paymentMethodId = em.cardPaymentMethodId;
    let last4 = em.cardLast4;
    let brand = em.cardBrand;
    if (args.card) {
      // Spec 2 §5 card data: holder without accents, first e-mail of a list, CVV as text.
      const holderName = args.card.holderName.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim();
      const mail = (args.card.email ?? s.user.email).split(',')[0]!.trim();
      const r = await ctx.services.card.createCustomer({
        name: holderName || s.user.fullname,
        email: mail,
        card: { number: args.card.number.replace(/\s+/g, ''), expMonth: Number(args.card.expMonth), expYear: Number(args.card.expYear), cvv: String(args.card.cvv), holderName },
      });
      if (!r.ok) throw badInput(r.message, 'card');
      ({ customerId, paymentMethodId, last4, brand } = { ...r.value, brand: r.value.brand ?? null });
    }
    if (!customerId || !paymentMethodId) throw badInput('Agrega una tarjeta para pagar el plan.', 'card');
    const pay = await ctx.services.card.paymentIntent({
      customerId,
      paymentMethodId,
      amount: price.toFixed(2),
      currency: 'USD',
      description: `JIT plan ${args.type}`,
    });
    if (!pay.ok) return { ok: false, message: pay.message, profile: em.profile, subscriptionTimeOut: em.subscriptionTimeOut, token: null };
    const base = em.subscriptionTimeOut && em.subscriptionTimeOut > now ? em.subscriptionTimeOut : now;
    em = await withTenant(ctx.db, s.emisorId, async (tx) => {
      const [row] = await tx
        .update(emisor)
        .set({ profile: args.type, selectedProfile: null, subscriptionTimeOut: addMonth(base), cardCustomerId: customerId, cardPaymentMethodId: paymentMethodId, cardLast4: last4, cardBrand: brand, updatedAt: now })
        .where(eq(emisor.emisorId, s.emisorId))
        .returning();
      return row!;
    });
  } else {
    em = await withTenant(ctx.db, s.emisorId, async (tx) => {
      const [row] = await tx
        .update(emisor)
        .set({ profile: args.type, selectedProfile: null, subscriptionTimeOut: null, updatedAt: now })
        .where(eq(emisor.emisorId, s.emisorId))
        .returning();
      return row!;
    });
  }
  const { token } = await issueToken(ctx.services, s.user, em, now);
  return { ok: true, message: `Plan ${args.type} activo hasta ${em.subscriptionTimeOut?.toISOString().slice(0, 10) ?? 'siempre'}.`, profile: em.profile, subscriptionTimeOut: em.subscriptionTimeOut, token };
}

export async function getPaymentMethod(ctx: Context, id: string) {
  const s = await ctx.session();
  ownUser(ctx, id, s.userId);
  const em = s.emisor;
  return em.cardPaymentMethodId && em.cardLast4
    ? { paymentMethodId: em.cardPaymentMethodId, last4: em.cardLast4, brand: em.cardBrand }
    : null;
}

/** Sets the issuer's own domain; a domain belongs to one issuer only. */
export async function setDomain(ctx: Context, input: { domain: string }) {
  const domain = parse(domainRule, input.domain, 'domain');
  return withSession(ctx, async (tx, s) => {
    const [taken] = await tx.select().from(dominio).where(eq(dominio.domain, domain));
    if (taken && taken.emisorRef !== s.emisorId) throw conflict('Ese dominio ya lo usa otra cuenta.', 'domain');
    await tx.delete(dominio).where(eq(dominio.emisorRef, s.emisorId));
    await tx.insert(dominio).values({ domain, emisorRef: s.emisorId });
    await tx.update(emisor).set({ domain, updatedAt: ctx.now() }).where(eq(emisor.emisorId, s.emisorId));
    const [u] = await tx.update(usuario).set({ domain, updatedAt: ctx.now() }).where(eq(usuario.id, s.userId)).returning();
    if (!u) throw notFound();
    return u;
  });
}
