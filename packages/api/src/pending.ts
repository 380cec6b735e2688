// Shell calls whose operations the schema does not have yet (the customer and inventory health
// checks of spec 1 §7; the navbar's cash session is the typed SesionAbierta now). Codegen cannot type a document for a field
// the schema lacks, so these go as query text through ApiClient.requestText, always `quiet`.
// The caller treats GRAPHQL_VALIDATION_FAILED ("no such field yet") as "not available" and
// carries on. Each one moves to operations/*.graphql once its schema file defines it.
import { GraphQLRequestError } from './errors.js';
import type { ApiClient, RequestOptions } from './client.js';

/** True when the server does not know the operation yet (schema still without it). */
export function isMissingOperation(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.hasCode('GRAPHQL_VALIDATION_FAILED');
}

/** Health checks of spec 1 §7 ("user, customer and inventory services"); all modules of one server. */
const HEALTH_QUERIES = {
  user: `query ShellHealthUser { User { healthCheck } }`,
  cliente: `query ShellHealthCliente { Cliente { healthCheck } }`,
  inventario: `query ShellHealthItem { Item { healthCheck } }`,
} as const;

/** The Query namespace an operation text starts with ("query X { Cliente { … } }" → "Cliente"). */
export const namespaceOf = (query: string): string | undefined => /\{\s*([A-Za-z_]\w*)/.exec(query)?.[1];

/**
 * Runs the start-up health checks; reports which services answered. With `namespaces` (the
 * server's, from Frontend.config) a check whose namespace the server lacks is not even sent.
 */
export async function runHealthChecks(
  api: ApiClient,
  options?: RequestOptions,
  namespaces?: readonly string[],
): Promise<Record<keyof typeof HEALTH_QUERIES, boolean | undefined>> {
  const entries = await Promise.all(
    Object.entries(HEALTH_QUERIES).map(async ([name, query]) => {
      const ns = namespaceOf(query);
      if (namespaces && ns && !namespaces.includes(ns)) return [name, undefined] as const;
      try {
        await api.requestText(query, {}, { ...options, quiet: true });
        return [name, true] as const;
      } catch (error) {
        return [name, isMissingOperation(error) ? undefined : false] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof HEALTH_QUERIES, boolean | undefined>;
}
