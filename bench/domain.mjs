#!/usr/bin/env node
// Benchmarks of @jit/domain totals (prints figures, never passes or fails on time).
//   node bench/domain.mjs            (imports the TypeScript source through tsx)
//   JIT_DOMAIN_DIST=1 node bench/domain.mjs   (imports packages/domain/dist after `pnpm --filter @jit/domain build`)
// Goals (issue 4): 1,000-line invoice totals median ≤ 1 ms; editing one line incrementally ≤ 20 µs.
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
const { computeLinea, computeResumen, createAcumulado, replaceLinea, resumenDesdeAcumulado } = domain;

const LINES = 1000;
const iva = (codigoTarifaIVA, tarifa) => ({ codigo: '01', codigoTarifaIVA, tarifa });
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
const unwrap = (r) => {
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.value;
};
const options = { medioPago: [{ tipoMedioPago: '01' }] };

/** Median of `runs` timings of fn (ms), after warm-up. */
function median(fn, runs, warmup = Math.min(50, runs)) {
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

const lines = inputs.map((x) => unwrap(computeLinea(x)));
const fromScratch = median(() => computeResumen(inputs.map((x) => unwrap(computeLinea(x))), [], options), 100, 20);
const summaryOnly = median(() => computeResumen(lines, [], options), 300);
// Fresh line objects whose contributions were never computed (BigInt conversion included).
const freshSets = Array.from({ length: 40 }, () => inputs.map((x) => unwrap(computeLinea(x))));
const coldSummary = median((run) => computeResumen(freshSets[run % freshSets.length], [], options), 30, 10);

// Editing: one line of a 1,000-line invoice changes; the running sums move by the difference.
const acc = createAcumulado(lines);
const current = [...lines];
const BATCH = 200;
const editUs =
  (median(
    (run) => {
      for (let k = 0; k < BATCH; k++) {
        const at = (run * BATCH + k) % LINES;
        const edited = unwrap(computeLinea(input(at, (run + k) % 3)));
        replaceLinea(acc, current[at], edited);
        current[at] = edited;
        resumenDesdeAcumulado(acc, [], options);
      }
    },
    60,
    10,
  ) /
    BATCH) *
  1000;
const replaceUs =
  (median(
    (run) => {
      for (let k = 0; k < BATCH; k++) {
        const at = (run * BATCH + k) % LINES;
        const edited = lines[(at + 1) % LINES];
        replaceLinea(acc, current[at], edited);
        current[at] = edited;
      }
    },
    60,
    10,
  ) /
    BATCH) *
  1000;
const lineUs = median((run) => { for (let k = 0; k < BATCH; k++) computeLinea(input((run * BATCH + k) % LINES, 1)); }, 60, 10) / BATCH * 1000;
const finalizeUs = median(() => resumenDesdeAcumulado(acc, [], options), 2000) * 1000;

const check = computeResumen(current, [], options);
const fmt = (n, d = 3) => n.toFixed(d);
console.log(`@jit/domain bench — ${LINES}-line invoice, Node ${process.version}`);
console.log(`totals of a ${LINES}-line invoice (resumen of computed lines): median ${fmt(summaryOnly)} ms   (goal ≤ 1 ms)`);
console.log(`  same, lines never summed before (contributions computed):  median ${fmt(coldSummary)} ms`);
console.log(`  from scratch (computeLinea × ${LINES} + computeResumen):     median ${fmt(fromScratch)} ms`);
console.log(`lines per second (from scratch): ${Math.round((LINES / fromScratch) * 1000).toLocaleString('en-US')}`);
console.log(`edit one line incrementally (computeLinea + replaceLinea + resumen): median ${fmt(editUs, 2)} µs   (goal ≤ 20 µs)`);
console.log(`  of which computeLinea of the edited line: ${fmt(lineUs, 2)} µs; replaceLinea (sums by difference): ${fmt(replaceUs, 2)} µs; resumen from running sums: ${fmt(finalizeUs, 2)} µs`);
console.log(`check: totalComprobante ${check.totalComprobante.toFixed(5)}`);
