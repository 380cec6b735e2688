#!/usr/bin/env node
// CABYS search speed (prints figures, never passes or fails on time): the in-memory index of
// apps/server/src/modules/catalogos/cabys.ts over the 20,501 codes, as CABYS.readByDescription
// runs it (without the GraphQL layer).   node bench/cabys.mjs
import { performance } from 'node:perf_hooks';

const { register } = await import('tsx/esm/api');
register();
const { searchCabys, cabysIndex } = await import(new URL('../apps/server/src/modules/catalogos/cabys.ts', import.meta.url).href);

let t = performance.now();
cabysIndex();
console.log(`index build (first use): ${(performance.now() - t).toFixed(1)} ms`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p99 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)];
function measure(q, n = 100) {
  for (let i = 0; i < 20; i++) searchCabys(q, 20); // warm-up
  const times = [];
  let hits = 0;
  for (let i = 0; i < n; i++) {
    t = performance.now();
    hits = searchCabys(q, 20).length;
    times.push(performance.now() - t);
  }
  console.log(`"${q}": median ${(median(times) * 1000).toFixed(0)} µs, p99 ${(p99(times) * 1000).toFixed(0)} µs over ${n} runs (${hits} results)`);
}
for (const q of ['cafe tostado', 'servicios contabilidad', 'leche', 'semillas de tomates', 'servicios', '0111']) measure(q);
