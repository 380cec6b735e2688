import { ROUTES, type RouteDef } from './routes';

/** Strips the query, the hash and a trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

const byLowerPath = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/**
 * The route for a path: exact (case-insensitive) match, else the longest route whose path is a
 * whole-segment prefix (so a detail page /clientes/lista/123 follows /clientes/lista).
 */
export function findRoute(path: string): RouteDef | undefined {
  const p = normalizePath(path).toLowerCase();
  const exact = byLowerPath.get(p);
  if (exact) return exact;
  let best: RouteDef | undefined;
  for (const r of ROUTES) {
    if (r.path !== '/' && p.startsWith(`${r.path.toLowerCase()}/`) && (!best || r.path.length > best.path.length)) best = r;
  }
  return best;
}

/** Compares two paths the way role entries are compared: case-insensitively, without trailing slash. */
export const samePath = (a: string, b: string): boolean => normalizePath(a).toLowerCase() === normalizePath(b).toLowerCase();
