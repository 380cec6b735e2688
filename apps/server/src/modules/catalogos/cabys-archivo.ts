// The whole CABYS catalogue for the browser, so the invoice grid resolves codes without asking
// the server for each one: one JSON of [code, description, VAT] rows at a content-hashed address
// (/catalogos/cabys/<version>.json), compressed once (brotli, gzip) and cached by the browser for
// good (immutable): a new catalogue is a new address. CABYS.catalogo says which address is current.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Route, RouteAnswer } from '../../server-module.js';
import { cabysRows } from './data.js';

export const RUTA_CABYS = '/catalogos/cabys/';

type Archivo = { version: string; total: number; json: Buffer; br: Buffer; gzip: Buffer };
let archivo: Archivo | null = null;

/** The catalogue file, made on first use: its version is the hash of its content. */
export function archivoCabys(): Archivo {
  if (archivo) return archivo;
  const rows = cabysRows();
  const json = Buffer.from(JSON.stringify(rows));
  archivo = {
    version: createHash('sha256').update(json).digest('hex').slice(0, 16),
    total: rows.length,
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: json.length } }),
    gzip: gzipSync(json, { level: 9 }),
  };
  return archivo;
}

/** What CABYS.catalogo answers: the current version, its address and how many codes it has. */
export const catalogoCabys = () => {
  const a = archivoCabys();
  return { version: a.version, url: `${RUTA_CABYS}${a.version}.json`, total: a.total };
};

const noEncontrado: RouteAnswer = { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'No se encontró el catálogo.' };

/** GET /catalogos/cabys/<version>.json: the compressed file the browser accepts; any other version is 404. */
export function servirCabys(path: string, headers: IncomingHttpHeaders): RouteAnswer {
  const a = archivoCabys();
  if (path !== `${RUTA_CABYS}${a.version}.json`) return noEncontrado;
  const acepta = String(headers['accept-encoding'] ?? '');
  const [encoding, body] = /\bbr\b/.test(acepta) ? ['br', a.br] : /\bgzip\b/.test(acepta) ? ['gzip', a.gzip] : [null, a.json];
  return {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${a.version}${encoding ? `-${encoding}` : ''}"`,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
    body,
  };
}

export const rutaCabys: Route = {
  prefix: RUTA_CABYS,
  methods: ['GET', 'HEAD'],
  name: 'catálogo CABYS',
  answer: (path, headers) => Promise.resolve(servirCabys(path, headers)),
};
