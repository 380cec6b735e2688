// The Hacienda simulator as its own process for the nothing-lost test, behind a small proxy that
// counts, per clave, every POST /recepcion that reached it and how Hacienda answered (202 taken,
// 400 "ya fue recibido": a duplicate). Controlled through stdin, one command per line:
//   caida on | caida off   an outage (every connection is cut)
//   stats                  prints {"stats": {...}} on stdout
// On start it prints {"listo": {"url": "..."}}.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { startSimulator } from '@jit/hacienda';

// Without XSD validation (load tests): xmllint in WebAssembly costs tens of milliseconds of CPU
// per document, which on this 2-core machine would be taken from the server under test. The
// documents' XSD validity is proven by test/factura.test.ts; signatures, claves, consecutivos,
// dates and totals are still checked.
const sim = await startSimulator({ consultasProcesando: 0, sinXsd: true });
const upstream = new URL(sim.url);
const posts = new Map<string, { intentos: number; aceptados: number; duplicados: number }>();
let caida = false;

const proxy = createServer((req, res) => {
  if (caida) return req.socket.destroy();
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const esPost = req.method === 'POST' && req.url === '/recepcion/v1/recepcion';
    let clave: string | null = null;
    if (esPost) {
      try {
        clave = (JSON.parse(body.toString('utf8')) as { clave?: string }).clave ?? null;
      } catch {
        clave = null;
      }
      if (clave) {
        const p = posts.get(clave) ?? { intentos: 0, aceptados: 0, duplicados: 0 };
        p.intentos++;
        posts.set(clave, p);
      }
    }
    const up = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (r) => {
        if (clave) {
          const p = posts.get(clave)!;
          if (r.statusCode === 202 || r.statusCode === 201) p.aceptados++;
          else if (
            r.statusCode === 400 &&
            /ya fue recibido/.test(String(r.headers['x-error-cause'] ?? ''))
          )
            p.duplicados++;
        }
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    up.end(body);
  });
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
process.stdout.write(`${JSON.stringify({ listo: { url } })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [cmd, arg] = line.trim().split(/\s+/);
  if (cmd === 'caida') {
    caida = arg === 'on';
    sim.caida(caida);
  } else if (cmd === 'stats') {
    const claves = [...posts.entries()];
    process.stdout.write(
      `${JSON.stringify({
        stats: {
          claves: claves.length,
          posts: claves.reduce((s, [, p]) => s + p.intentos, 0),
          aceptadosMasDeUnaVez: claves.filter(([, p]) => p.aceptados > 1).map(([c]) => c),
          nuncaAceptados: claves.filter(([, p]) => p.aceptados === 0).map(([c]) => c),
          duplicados: claves.reduce((s, [, p]) => s + p.duplicados, 0),
          recibidos: sim.documentos().length,
          aceptadosPorHacienda: sim.documentos().filter((d) => d.estado === 'aceptado').length,
          rechazados: sim
            .documentos()
            .filter((d) => d.estado === 'rechazado')
            .map((d) => ({ clave: d.clave, hallazgos: d.hallazgos.slice(0, 2) })),
        },
      })}\n`,
    );
  }
});
process.stdin.on('end', () => process.exit(0));
