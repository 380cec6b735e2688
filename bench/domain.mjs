#!/usr/bin/env node
// Benchmarks of @jit/domain totals (prints figures, never passes or fails on time).
//   node bench/domain.mjs                      (imports the TypeScript source through tsx)
//   JIT_DOMAIN_DIST=1 node bench/domain.mjs    (imports packages/domain/dist after `pnpm --filter @jit/domain build`)
// Goals (throughput issue): a 1,000-line invoice computed from scratch (computeLinea × 1,000 + computeResumen)
// in ≤ 1 ms, i.e. ≥ 1,000,000 lines/s; editing one line (computeLinea + replaceLinea + resumenDesdeAcumulado)
// in ≤ 5 µs. Figures are medians of many runs after a warm-up; on a shared machine, run it a few times.
import os from 'node:os';
import { performance } from 'node:perf_hooks';

const here = new URL('.', import.meta.url);
let domain;
if (process.env.JIT_DOMAIN_DIST) {
  domain = await import(new URL('../packages/domain/dist/index.js', here).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  domain = await import(new URL('../packages/domain/src/index.ts', here).href);
}
const { D, computeLinea, computeResumen, createAcumulado, replaceLinea, resumenDesdeAcumulado } = domain;

const LINES = 1000;
const iva = (codigoTarifaIVA, tarifa) => ({ codigo: '01', codigoTarifaIVA, tarifa });
/** Line i of the invoice (amounts as decimal strings, as the server receives them); `bump` edits its quantity. */
function input(i, bump = 0) {
  const tarifas = [iva('08', '13'), iva('04', '4'), iva('10', '0'), iva('02', '1')];
  const impuesto = [tarifas[i % 4]];
  if (i % 10 === 0) {
    impuesto[0] = { ...iva('08', '13'), exoneracion: { tipoDocumentoEX1: '03', numeroDocumento: 'AL-1', nombreInstitucion: '01', fechaEmisionEX: '2026-01-01T00:00:00-06:00', tarifaExonerada: '6.5' } };
  }
  return {
    numeroLinea: i + 1,
    codigoCABYS: '2399999009900',
    detalle: `Artículo ${i + 1}`,
    unidadMedida: 'Unid',
    cantidad: `${1 + (i % 7) + bump}.${i % 1000}`,
    precioUnitario: `${1000 + i * 37}.${String(i * 7919).slice(-5).padStart(5, '0')}`,
    clasificacion: i % 3 === 0 ? 'servicio' : 'producto',
    descuento: i % 5 === 0 ? [{ porcentajeDescuento: '5', codigoDescuento: '07' }] : [],
    impuesto,
  };
}
const inputs = Array.from({ length: LINES }, (_, i) => input(i));
// The same invoice with quantities and prices as D, as the web app passes them.
const inputsD = inputs.map((x) => ({ ...x, cantidad: new D(x.cantidad), precioUnitario: new D(x.precioUnitario) }));
// Three versions of every line (quantity +0, +1, +2) for the edits, built before timing.
const versions = [0, 1, 2].map((bump) => Array.from({ length: LINES }, (_, i) => input(i, bump)));
const unwrap = (r) => {
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value;
};
const options = { medioPago: [{ tipoMedioPago: '01' }] };

/** Median of `runs` timings of fn(run) in ms, after `warmup` untimed calls. */
function median(fn, runs, warmup) {
  for (let i = 0; i < warmup; i++) fn(i);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const fromScratch = median(() => computeResumen(inputs.map((x) => unwrap(computeLinea(x))), [], options), 300, 50);
const fromScratchD = median(() => computeResumen(inputsD.map((x) => unwrap(computeLinea(x))), [], options), 300, 50);
const lines = inputs.map((x) => unwrap(computeLinea(x)));
const summaryOnly = median(() => computeResumen(lines, [], options), 500, 50);

// Editing: one line of a 1,000-line invoice changes; the running sums move by the difference.
const acc = createAcumulado(lines);
const current = [...lines];
const BATCH = 200;
const perEdit = (fn) => (median((run) => { for (let k = 0; k < BATCH; k++) fn(run * BATCH + k); }, 100, 20) / BATCH) * 1000;
// Edit n changes line `at(n)` to one of its versions; consecutive edits touch lines far apart.
const at = (n) => (n * 7919) % LINES;
const version = (n) => (n >> 3) % 3;
const versionLines = versions.map((v) => v.map((x) => unwrap(computeLinea(x))));
const edit = (nueva, n) => {
  replaceLinea(acc, current[at(n)], nueva);
  current[at(n)] = nueva;
  return resumenDesdeAcumulado(acc, [], options);
};
const editUs = perEdit((n) => edit(unwrap(computeLinea(versions[version(n)][at(n)])), n));
const lineUs = perEdit((n) => computeLinea(versions[version(n)][at(n)]));
const sumsUs = perEdit((n) => edit(versionLines[version(n)][at(n)], n));

const check = computeResumen(current, [], options);
const fmt = (n, d = 3) => n.toFixed(d);
const cores = os.availableParallelism?.() ?? os.cpus().length;
console.log(`@jit/domain bench — ${LINES}-line invoice; Node ${process.version}, ${cores} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`from scratch (computeLinea × ${LINES} + computeResumen): median ${fmt(fromScratch)} ms = ${Math.round((LINES / fromScratch) * 1000).toLocaleString('en-US')} lines/s   (goal ≤ 1 ms)`);
console.log(`  same with quantities and prices as D (the web's inputs):  median ${fmt(fromScratchD)} ms`);
console.log(`edit one line (computeLinea + replaceLinea + resumenDesdeAcumulado): median ${fmt(editUs, 2)} µs   (goal ≤ 5 µs)`);
console.log(`  of which computeLinea ${fmt(lineUs, 2)} µs; replaceLinea + resumenDesdeAcumulado ${fmt(sumsUs, 2)} µs`);
console.log(`summary only (computeResumen of ${LINES} computed lines): median ${fmt(summaryOnly)} ms`);
console.log(`check: totalComprobante ${check.totalComprobante.toFixed(5)}`);
