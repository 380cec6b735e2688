// Health, the published web version, public configuration, plans and client error reports.
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Resolvers } from '../../generated/graphql.js';
import { errorCliente } from '../../db/schema/index.js';
import { hit } from '../../auth/rate-limit.js';
import { withoutTenant } from '../../db/tenant.js';
import { tooManyRequests } from '../../errors.js';
import { readPlans } from '../usuario/index.js';

const REPORTES_POR_HORA = { limit: 30, seconds: 3600 };
const clip = (s: string | null | undefined, n: number) => (s == null ? null : s.slice(0, n));

export const frontendResolvers: Resolvers = {
  Query: {
    health: async (_, __, ctx) => {
      await ctx.db.execute(sql`select 1`);
      return { ok: true, version: ctx.services.version.version, database: ctx.config.DATABASE_URL ? 'postgres' : 'pglite' };
    },
    Frontend: () => ({}),
    Plan: () => ({}),
  },
  Mutation: {
    reportClientError: async (_, { input }, ctx) => {
      // Anyone may report, without a token: counted per address (its own transaction, committed
      // before a refusal) so nobody can fill the table or the log.
      const limite = await withoutTenant(ctx.db, (tx) => hit(tx, `clienterror:ip:${ctx.ip}`, REPORTES_POR_HORA, ctx.now()));
      if (!limite.allowed) throw tooManyRequests('Demasiados reportes de error desde esta dirección. Intenta más tarde.', 3600);
      // Best effort: who reported it, when the token says so; never fails the caller.
      const claims = ctx.token ? await ctx.services.tokens.verify(ctx.token, ctx.now()) : null;
      await withoutTenant(ctx.db, (tx) =>
        tx.insert(errorCliente).values({
          id: uuidv7(),
          emisorRef: claims?.emisor ?? null,
          usuarioRef: claims?.sub ?? null,
          message: input.message.slice(0, 2000),
          code: clip(input.code, 100),
          operation: clip(input.operation, 200),
          path: clip(input.path, 500),
          stack: clip(input.stack, 8000),
          userAgent: clip(ctx.userAgent, 500),
        }),
      );
      ctx.log.warn({ code: input.code, operation: input.operation, path: input.path }, `error en el navegador: ${input.message.slice(0, 200)}`);
      return true;
    },
  },
  FrontendQuery: {
    read: (_, __, ctx) => ctx.services.version,
    config: (_, __, ctx, info) => ({
      namespaces: Object.keys(info.schema.getQueryType()?.getFields() ?? {}).filter((n) => /^[A-Z]/.test(n)),
      recaptchaSiteKey: ctx.services.captcha.siteKey,
      captchaSandboxToken: ctx.services.captcha.sandboxToken,
      vapidPublicKey: ctx.services.vapidPublicKey,
      sandbox: !ctx.config.RECAPTCHA_SECRET && !ctx.config.SMTP_URL && !ctx.config.CARD_PROVIDER_URL,
    }),
  },
  PlanQuery: {
    readAll: async (_, __, ctx) =>
      (await readPlans(ctx)).map((p) => ({ ...p, percentage: p.percentage, totalPlan: p.totalPlan })),
  },
};
