// The Hacienda simulator in its own process for bench/invoices.mjs (as against the real
// Hacienda, the server's CPU is not spent on it). Without XSD validation, as
// `jit-hacienda simulator --sin-xsd`: signatures, claves, consecutivos, dates and totals are
// still checked. It answers a status query with the final state as soon as it has one (the real
// Hacienda does not answer «procesando» once it has decided), and it writes down when it decided
// each document: the start of «accepted → visible».
//
// stdout, one JSON per line: {"listo": {"url"}} at start; {"aceptados": {clave: epochMs}} after
// the command `aceptados` (those decided since the last one); {"stats": {...}} after `stats`
// (documents received and decided, POSTs and status queries answered).
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '../../..');
const { startSimulator } = await import(
  pathToFileURL(join(root, 'packages/hacienda/dist/index.js')).href
);

let aceptados = {};
const sim = await startSimulator({
  consultasProcesando: 0,
  sinXsd: true,
  // The simulator calls the document's callbackUrl right after deciding it: that is the moment.
  fetch: (url, init) => {
    try {
      const body = JSON.parse(String(init?.body ?? '{}'));
      if (body.clave && body['ind-estado'] === 'aceptado') aceptados[body.clave] = Date.now();
    } catch {
      /* not a callback body */
    }
    return fetch(url, init);
  },
});
process.stdout.write(`${JSON.stringify({ listo: { url: sim.url } })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const cmd = line.trim();
  if (cmd === 'aceptados') {
    process.stdout.write(`${JSON.stringify({ aceptados })}\n`);
    aceptados = {};
  } else if (cmd === 'stats') {
    const docs = sim.documentos();
    process.stdout.write(
      `${JSON.stringify({
        stats: {
          recibidos: docs.length,
          aceptados: docs.filter((d) => d.estado === 'aceptado').length,
          rechazados: docs.filter((d) => d.estado === 'rechazado').length,
          recepcion: sim.estadisticas.recepcion,
          consulta: sim.estadisticas.consulta,
        },
      })}\n`,
    );
  }
});
process.stdin.on('end', async () => {
  await sim.close();
  process.exit(0);
});
