import { ROUTES, type RouteDef } from './routes';

/** Strips the query, the hash and a trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const [bare] = path.split(/[?#]/) as [string];
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const byLowerPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/**
 * The route for a path: exact (case-insensitive) match, else the route whose path is a whole-segment
 * prefix (so a detail page /clientes/lista/123 follows /clientes/lista).
 */
export function findRoute(path: string): RouteDef | undefined {
  const p = normalizePath(path).toLowerCase();
  // No route is a whole-segment prefix of another, so the first prefix match is the only one.
  return byLowerPath.get(p) ?? ROUTES.find((r) => r.path !== '/' && p.startsWith(`${r.path.toLowerCase()}/`));
}

/** Compares two paths the way role entries are compared: case-insensitively, without trailing slash. */
export const samePath = (a: string, b: string): boolean => normalizePath(a).toLowerCase() === normalizePath(b).toLowerCase();
