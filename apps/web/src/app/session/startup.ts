// Start-up calls of spec 1 §7, each once per session (TanStack Query caches them under the
// session's user id; logout clears the cache): health checks, issuer by user, profile check,
// roles (limit 100), invoice parameters, central-bank exchange rate (errors ignored), invoice
// counter, plus the issuer's module flags and certificate expiry the shell needs.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckProfileDocument,
  FrontendVersionDocument,
  IssuerFlagsDocument,
  type IssuerFlagsQuery,
  PlansDocument,
  RolesDocument,
  SessionUserDocument,
  EmisorParametrosDocument,
  FacturaTipoCambioBccrDocument,
  FrontendConfigDocument,
  ShellCounterDocument,
  SesionAbiertaDocument,
  runHealthChecks,
} from '@jit/api';
import type { AccessRole, ModuleFlags } from '@jit/domain';
import { api } from '../api';
import { queryClient } from '../store';
import { SHELL_MESSAGES } from '../messages';
import { sessionAtom } from './atoms';
import { endSession } from './session';
import { precargarCuentas } from '../../modules/contabilidad/queries';

// Once per session: never refetched by mounting, focusing or retrying (a failed start-up call
// stays failed until the next session; the session's end clears the cache).
const ONCE = {
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  retryOnMount: false,
  retry: false,
} as const;

/**
 * Module flags while the schema has no field for them (see the report): the server turns on
 * billing and CRM for every new issuer (DEFAULT_MODULES of the sign-up), so that is what an
 * account made through the app has. Used only until the issuer query answers.
 */
export const MODULES_UNTIL_SCHEMA: ModuleFlags = { billingModule: true, crmModule: true };

/** Every start-up read's key starts here: a change to the account, issuer or plan reloads them. */
export const STARTUP_KEY = ['startup'] as const;

function useUserId(): string | undefined {
  return useAtomValue(sessionAtom)?.user.id;
}
function useEmisorId(): string | undefined {
  return useAtomValue(sessionAtom)?.user.emisor;
}

/** Stored roles of the issuer (limit 100, spec 1 §7) in the shape the access rules read. */
export function useRoles() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...STARTUP_KEY, userId, 'roles'],
    enabled: Boolean(userId),
    ...ONCE,
    queryFn: async ({ signal }): Promise<AccessRole[]> => {
      const data = await api.request(RolesDocument, { limit: 100 }, { signal });
      return data.Role.readAllByEmisor.feed.map((r) => ({
        _id: r._id,
        name: r.name,
        events: r.events.map((e) => ({
          name: e.name,
          group: e.group.map((g) => ({ path: g.path, check: g.check, name: g.name })),
        })),
      }));
    },
  });
}

/** The user with their issuer (User.readById: the "issuer by user" start-up call). */
export function useSessionUser() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...STARTUP_KEY, userId, 'user'],
    enabled: Boolean(userId),
    ...ONCE,
    queryFn: async ({ signal }) =>
      (await api.request(SessionUserDocument, { id: userId! }, { signal })).User.readById,
  });
}

/**
 * The issuer's module flags and certificate expiry, from the "issuer by user" call. While the
 * server answers no flags (null), the sign-up defaults stand in.
 */
export function useIssuer() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...STARTUP_KEY, userId, 'issuer'],
    enabled: Boolean(userId),
    ...ONCE,
    queryFn: async ({ signal }) => {
      let emisor: NonNullable<IssuerFlagsQuery['User']['readById']>['emisor'][number] | undefined;
      try {
        const data = await api.request(
          IssuerFlagsDocument,
          { id: userId! },
          { signal, quiet: true },
        );
        emisor = data.User.readById?.emisor[0];
      } catch {
        emisor = undefined;
      }
      return {
        known: Boolean(emisor?.modulos),
        modules: (emisor?.modulos as ModuleFlags | null | undefined) ?? MODULES_UNTIL_SCHEMA,
        certificadoExpiracion: emisor?.certificadoExpiracion ?? null,
      };
    },
  });
}

/** Profile check, once per session (spec 2 §4): subscription state and grace days. */
export function useProfileCheck() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...STARTUP_KEY, userId, 'profile'],
    enabled: Boolean(userId),
    ...ONCE,
    queryFn: async ({ signal }) =>
      (await api.request(CheckProfileDocument, { id: userId! }, { signal })).User.checkProfile,
  });
}

/** The month's invoice counter (Factura.facturacionCounter). */
export function useInvoiceCounter() {
  const userId = useUserId();
  return useQuery({
    queryKey: [...STARTUP_KEY, userId, 'counter'],
    enabled: Boolean(userId),
    ...ONCE,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await api.request(ShellCounterDocument, {}, { signal, quiet: true })).Factura
        .facturacionCounter,
  });
}

/** Plans with their monthly allowance (documentosMes: the changeable table of DECISIONS #24). */
export function usePlans() {
  return useQuery({
    queryKey: ['plans'],
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => (await api.request(PlansDocument, {}, { signal })).Plan.readAll,
  });
}

/** The published web version, polled every 5 minutes for the new-version banner. */
export function useFrontendVersion() {
  return useQuery({
    queryKey: ['frontend-version'],
    refetchInterval: 5 * 60_000,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await api.request(FrontendVersionDocument, {}, { signal, quiet: true })).Frontend.read,
  });
}

/**
 * The Query namespaces the server has (Frontend.config, read once and shared with the login's
 * captcha settings): the shell calls a module only when the server has it, so a module not built
 * yet (Cliente, Item, Sesion) costs no failing request on every page load. Undefined if unknown.
 */
async function namespacesDelServidor(): Promise<readonly string[] | undefined> {
  try {
    const config = await queryClient.fetchQuery({
      queryKey: ['frontend-config'],
      staleTime: Infinity,
      queryFn: async ({ signal }) => (await api.request(FrontendConfigDocument, {}, { signal, quiet: true })).Frontend.config,
    });
    return config.namespaces;
  } catch {
    return undefined;
  }
}

/** The query key of the user's open cash session (the cash screens refresh it after opening or closing). */
export const CAJA_SESION_KEY = [...STARTUP_KEY, 'caja-sesion'] as const;

/** The user's open cash session (Sesion.readByUser): the navbar badge and the invoice grid's session. */
export function useOpenCashSession(enabled: boolean) {
  const userId = useUserId();
  return useQuery({
    queryKey: [...CAJA_SESION_KEY, userId],
    enabled: Boolean(userId) && enabled,
    refetchInterval: 60_000,
    queryFn: async ({ signal }) => (await api.request(SesionAbiertaDocument, {}, { signal, quiet: true })).Sesion.readByUser ?? null,
  });
}

/**
 * Runs the fire-and-forget start-up calls once per session and watches the counter load: its
 * failure logs 'Error al cargar el counter', ends the session and goes to / (spec 1 §4/§8).
 */
export function useStartupCalls(): void {
  const userId = useUserId();
  const emisor = useEmisorId();
  const counter = useInvoiceCounter();
  const client = useQueryClient();
  const contabilidad = Boolean(useIssuer().data?.modules.accountingModule);
  useSessionUser();
  useProfileCheck();
  // Spec 1 §7 (DECISIONS #18): the chart of accounts, when the accounting module is on.
  useEffect(() => {
    if (contabilidad) void precargarCuentas(client);
  }, [contabilidad, client]);

  useQuery({
    queryKey: [...STARTUP_KEY, userId, 'background'],
    enabled: Boolean(userId && emisor),
    ...ONCE,
    queryFn: async () => {
      // Invoice parameters and the central-bank rate (errors ignored, spec 1 §7).
      const quiet = { quiet: true } as const;
      const [health, parametros, tipoCambio] = await Promise.all([
        namespacesDelServidor().then((ns) => runHealthChecks(api, undefined, ns)),
        api.request(EmisorParametrosDocument, {}, quiet).catch(() => null),
        api.request(FacturaTipoCambioBccrDocument, {}, quiet).catch(() => null),
      ]);
      return {
        health,
        parametros: parametros?.Emisor.readParametros ?? null,
        tipoCambio: tipoCambio?.Factura.readTipoCambioBCCR ?? null,
      };
    },
  });

  useEffect(() => {
    if (counter.isError) {
      console.error(SHELL_MESSAGES.counterLoadError, counter.error);
      void endSession('counter');
    }
  }, [counter.isError, counter.error]);
}
