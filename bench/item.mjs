#!/usr/bin/env node
// Catalogue figures (prints them, never passes or fails on time), on in-memory PGlite through the
// real GraphQL endpoint (apps/server/test/harness.ts):
//   - importing a 5,000-row item sheet (Item.importar: check every row, then one transaction);
//   - the same up to 20,000 items, then Item.readBySearchString at the server (p50/p95);
//   - the browser's search over the 20,000-item billing list (domain indexarItems/buscarItems).
// Keystroke to suggestions in Chromium over the same catalogue: bench/item-web.mjs.
//   node bench/item.mjs
import { performance } from 'node:perf_hooks';

const { register } = await import('tsx/esm/api');
register();
const root = new URL('../apps/server/', import.meta.url).href;
const { startHarness, signup } = await import(`${root}test/harness.ts`);
const { indexarItems, buscarItems } = await import(new URL('../packages/domain/src/item/busqueda.ts', import.meta.url).href);

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x) => `${x.toFixed(1)} ms`;
const PALABRAS = ['café', 'tornillo', 'clavo', 'martillo', 'leche', 'arroz', 'frijol', 'aceite', 'jabón', 'cuaderno', 'lápiz', 'cable', 'foco', 'tubo', 'pintura'];
const MEDIDAS = ['pequeño', 'mediano', 'grande', '1 kg', '500 g', '2 L', 'caja 12', 'rojo', 'azul', 'negro'];
/** An EAN-13 of 12 digits and its check digit (the catalogue refuses a wrong one). */
const ean = (n) => {
  const d = String(744000000000 + n);
  const s = [...d].reduce((a, c, i) => a + Number(c) * (i % 2 ? 3 : 1), 0);
  return d + ((10 - (s % 10)) % 10);
};
const fila = (n) => ({
  codigoRapido: `Q${n}`,
  codigoBarras: ean(n),
  nombre: `${PALABRAS[n % PALABRAS.length]} ${MEDIDAS[Math.floor(n / PALABRAS.length) % MEDIDAS.length]} modelo ${n}`,
  precioUnitario: `${(n % 997) + 100},50`,
  categoria: `Línea ${n % 12}`,
});

const h = await startHarness();
try {
  const a = await signup(h);
  const on = await h.gql('mutation { Emisor { setModules(inventoryModule: true) { inventoryModule } } }', {}, a.token);
  if (on.errors) throw new Error(JSON.stringify(on.errors));
  const IMPORTAR = 'mutation($f: [ItemFilaInput!]!) { Item { importar(filas: $f) { crear actualizar conErrores importado } } }';
  console.log(`Node ${process.version}, PGlite in memory`);
  for (let lote = 0; lote < 4; lote++) {
    const filas = Array.from({ length: 5000 }, (_, i) => fila(lote * 5000 + i));
    const t = performance.now();
    const r = await h.gql(IMPORTAR, { f: filas }, a.token);
    const took = performance.now() - t;
    if (r.errors || !r.data.Item.importar.importado) throw new Error(JSON.stringify(r.errors ?? r.data));
    console.log(`import of 5,000 rows (${lote * 5000} items before): ${(took / 1000).toFixed(2)} s`);
  }

  const BUSCAR = 'query($q: String!) { Item { readBySearchString(searchString: $q, limit: 10) { _id } } }';
  const consultas = ['Q12345', 'Q1234', ean(19999), 'cafe', 'tornillo grande', 'martillo 1 kg', 'jab', 'modelo 19'];
  const buscar = async (cuando) => {
    const veces = [];
    for (const q of consultas) for (let i = 0; i < 3; i++) await h.gql(BUSCAR, { q }, a.token); // warm-up
    for (let i = 0; i < 25; i++) {
      for (const q of consultas) {
        const t = performance.now();
        const r = await h.gql(BUSCAR, { q }, a.token);
        veces.push(performance.now() - t);
        if (r.errors) throw new Error(JSON.stringify(r.errors));
      }
    }
    console.log(`Item.readBySearchString over 20,000 items, through GraphQL, ${cuando}: p50 ${ms(pct(veces, 0.5))}, p95 ${ms(pct(veces, 0.95))} (${veces.length} searches)`);
  };
  // Right after the import the planner has no statistics yet; the server's periodic
  // VACUUM (ANALYZE) (VACUUM_HOURS) gives it them, and then the trigram index serves the words.
  await buscar('right after the import');
  await h.database.vacuum();
  await buscar('after VACUUM (ANALYZE)');

  const TODOS = 'query { Item { readAllItemByEmisor { nombre nombreCorto codigoRapido SKU codigoBarras codigo } } }';
  let t = performance.now();
  const todos = (await h.gql(TODOS, {}, a.token)).data.Item.readAllItemByEmisor;
  console.log(`reading all ${todos.length} items: ${ms(performance.now() - t)}`);
  t = performance.now();
  const indice = indexarItems(todos);
  console.log(`browser index of ${todos.length} items: ${ms(performance.now() - t)}`);
  const local = [];
  for (let i = 0; i < 50; i++) {
    for (const q of consultas) {
      t = performance.now();
      buscarItems(indice, q, 10);
      local.push(performance.now() - t);
    }
  }
  console.log(`buscarItems over ${todos.length} items (one keystroke, in Node): p50 ${ms(pct(local, 0.5))}, p95 ${ms(pct(local, 0.95))}`);
} finally {
  await h.close();
}
