// The chart of accounts every account picker reads (Account.readAll), once per session: it is the
// start-up call of spec 1 §7 when the accounting module is on (DECISIONS #18).
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { CuentasDocument, type CuentasQuery } from '@jit/api';
import { api } from '../../app/api';

export type Cuenta = CuentasQuery['Account']['readAll'][number];

export const CUENTAS_KEY = ['contabilidad', 'cuentas'] as const;

const leer = async (signal?: AbortSignal) => (await api.request(CuentasDocument, {}, { signal })).Account.readAll;

/** The issuer's accounts (code order); read only when `enabled` (the accounting module is on). */
export function useCuentas(enabled: boolean) {
  return useQuery({ queryKey: CUENTAS_KEY, enabled, staleTime: Infinity, queryFn: ({ signal }) => leer(signal) });
}

/** Reads the chart ahead, for the start-up of a session with the accounting module. */
export const precargarCuentas = (client: QueryClient) => client.prefetchQuery({ queryKey: CUENTAS_KEY, staleTime: Infinity, queryFn: () => leer() });
