// The security headers of every answer (app, /graphql, public PDFs, sandboxes): no MIME sniffing,
// no framing by any site (clickjacking), no referrer to other sites (a public PDF link carries its
// token in the path). The app's HTML gets a CSP that allows its own origin and nothing else:
// scripts from /assets plus the inline scripts of the built index.html by their hash (no
// 'unsafe-inline' for scripts); styles inline too, because Mantine and ag-grid inject <style>
// elements at run time; images also as data:/blob: (logos, previews) and https: (a logo URL).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';

const COMUNES: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/** The inline <script> bodies of the built index.html, as CSP hashes. */
function hashesInline(dist: string | null): string[] {
  const index = dist ? join(dist, 'index.html') : null;
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

export type Cabeceras = {
  /** The app's pages. */
  app(res: ServerResponse): void;
  /** Documents a browser shows itself (the public PDFs: its PDF viewer must not be restricted). */
  documento(res: ServerResponse): void;
  /** Everything else: JSON, the sandboxes. */
  resto(res: ServerResponse): void;
};

/** `graphiql`: the development GraphiQL page on /graphql loads its scripts from a CDN. */
export function cabecerasDeSeguridad(dist: string | null, opts: { graphiql: boolean }): Cabeceras {
  const app = [
    "default-src 'self'",
    `script-src ${["'self'", ...hashesInline(dist)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  // JSON and the sandboxes run nothing; GraphiQL (development) needs its CDN.
  const resto = opts.graphiql ? "frame-ancestors 'none'" : "default-src 'none'; frame-ancestors 'none'";
  const poner = (res: ServerResponse, csp: string) => {
    for (const [k, v] of Object.entries(COMUNES)) res.setHeader(k, v);
    res.setHeader('content-security-policy', csp);
  };
  return { app: (res) => poner(res, app), documento: (res) => poner(res, "frame-ancestors 'none'"), resto: (res) => poner(res, resto) };
}
