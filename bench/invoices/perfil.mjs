// Where a server's CPU went, by phase of a document's life, from a V8 CPU profile of the built
// server (docs/FACTURAS.md «Throughput»):
//   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/perfil' node bench/invoices.mjs --emision --only postgres
//   node bench/invoices/perfil.mjs /tmp/perfil/<file>.cpuprofile [documents]
// Each sample is put in the first phase that claims it: the signature, the XML and the
// computation by any frame of its stack (they run synchronously inside the issuing code), the
// rest by the function or package at the top of the stack (the database driver, Drizzle, GraphQL,
// HTTP…). With the number of documents the profile covered, it prints milliseconds per document.
import { readFileSync } from 'node:fs';

const [archivo, documentos] = process.argv.slice(2);
if (!archivo) {
  console.error('uso: node bench/invoices/perfil.mjs archivo.cpuprofile [documentos]');
  process.exit(2);
}
const p = JSON.parse(readFileSync(archivo, 'utf8'));
const nodos = new Map(p.nodes.map((x) => [x.id, x]));
const padre = new Map();
for (const x of p.nodes) for (const c of x.children ?? []) padre.set(c, x.id);
const propio = new Map();
let total = 0;
for (let i = 0; i < p.samples.length; i++) {
  const d = p.timeDeltas[i + 1] ?? 0;
  propio.set(p.samples[i], (propio.get(p.samples[i]) ?? 0) + d);
  total += d;
}
const pila = (id) => {
  const s = [];
  for (let c = id; c !== undefined; c = padre.get(c)) s.push(nodos.get(c).callFrame);
  return s;
};
const paquete = (f, re) => re.test(f.url);

/** Phases claimed by any frame of the stack (synchronous work inside the issuing code). */
const POR_PILA = [
  ['firma (RSA-SHA256, digests)', (f) => /^(firmarRaiz|firmar|signOneShot)\d*$/.test(f.functionName)],
  ['XML v4.4', (f) => /^(buildXml|comprobanteDe|xmlLinea)\d*$/.test(f.functionName)],
  ['cálculo (dominio)', (f) => /^(calcularDocumento|calcularLineas|computeLinea)\d*$/.test(f.functionName)],
  ['verificación del token (JWT)', (f) => /^(jwtVerify|verifySignature)$/.test(f.functionName)],
];
/** Phases claimed by the function at the top of the stack (or its package). */
const POR_HOJA = [
  ['inactivo', (f) => f.functionName === '(idle)'],
  ['recolección de basura', (f) => f.functionName === '(garbage collector)'],
  ['escritura en sockets (núcleo)', (f) => /^(writev|writeBuffer|writeLatin1String|writeUtf8String)$/.test(f.functionName)],
  ['GraphQL: análisis y validación', (f) => paquete(f, /graphql\/(language|validation)\//)],
  ['GraphQL: ejecución', (f) => paquete(f, /\/graphql\/|@graphql-tools/)],
  ['Yoga, envelop, HTTP de Node', (f) => paquete(f, /graphql-yoga|@envelop|@whatwg-node|graphql-armor|node:_http|node:http/)],
  ['Drizzle (armar consultas, mapear filas)', (f) => paquete(f, /drizzle-orm/)],
  ['controlador pg (protocolo)', (f) => paquete(f, /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(pg|pg-protocol|pg-pool|pg-types)\//)],
  ['PGlite', (f) => paquete(f, /pglite|wasm/) || /^wasm-function/.test(f.functionName)],
  ['fetch (undici): envío a Hacienda', (f) => paquete(f, /undici/)],
];
const fases = new Map();
for (const [id, t] of propio) {
  const s = pila(id);
  const fase =
    POR_PILA.find(([, es]) => s.some(es))?.[0] ??
    POR_HOJA.find(([, es]) => es(s[0]))?.[0] ??
    POR_HOJA.slice(3).find(([, es]) => s.slice(0, 4).some(es))?.[0] ??
    'resto (código del servidor, Node)';
  fases.set(fase, (fases.get(fase) ?? 0) + t);
}
const n = Number(documentos) || 0;
const inactivo = fases.get('inactivo') ?? 0;
console.log(
  `${archivo}: ${(total / 1000).toFixed(0)} ms de perfil, ${((total - inactivo) / 1000).toFixed(0)} ms ocupado` +
    (n ? `, ${n} documentos: ${((total - inactivo) / 1000 / n).toFixed(2)} ms ocupado por documento` : ''),
);
for (const [fase, t] of [...fases].sort((a, b) => b[1] - a[1]))
  console.log(
    `  ${((100 * t) / total).toFixed(1).padStart(5)} %  ${(t / 1000).toFixed(0).padStart(7)} ms` +
      (n ? `  ${(t / 1000 / n).toFixed(3).padStart(7)} ms/doc` : '') +
      `  ${fase}`,
  );
