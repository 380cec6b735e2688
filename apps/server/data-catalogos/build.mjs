#!/usr/bin/env node
// Rebuilds the catalogue files of this folder from the shared Hacienda sources (see README.md).
// Run from apps/server:  node --import tsx data-catalogos/build.mjs [folder of shared catalogs]
// The default source folder is <repo>/../shared/data/hacienda/catalogs (where CI links it).
// The output is committed: the server never reads the shared folder at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(process.argv[2] ?? join(here, '../../../../shared/data/hacienda/catalogs'));
const out = (name, value) => {
  // One entry per line: small diffs when a catalogue changes, still compact.
  const body = Array.isArray(value)
    ? `[\n${value.map((v) => JSON.stringify(v)).join(',\n')}\n]\n`
    : `{\n${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n')}\n}\n`;
  writeFileSync(join(here, name), body);
  console.log(`${name}: ${Buffer.byteLength(body).toLocaleString('en')} bytes`);
};
const clean = (s) => s.replace(/\s+/g, ' ').trim();

// --- CABYS: [code, description, tax percent] ------------------------------------------------
// tax_percent is a fraction (0.13); we serve the percent as a decimal string ("13", "0.5").
const pct = (fraction) => {
  const [int, dec = ''] = String(fraction).split('.');
  const cents = BigInt(int + dec.padEnd(6, '0').slice(0, 6)) * 100n; // exact: no float arithmetic
  const whole = cents / 1000000n;
  const frac = (cents % 1000000n).toString().padStart(6, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
};
const cabys = JSON.parse(readFileSync(join(src, 'cabys.json'), 'utf8'))
  .map((e) => [e.id, clean(e.description), pct(e.tax_percent)])
  .sort((a, b) => a[0].localeCompare(b[0]));
if (cabys.length !== 20501 || cabys.some(([c]) => !/^\d{13}$/.test(c))) throw new Error('cabys.json inesperado');
out('cabys.json', cabys);

// --- Economic activities: [code, name] ----------------------------------------------------
const xml = readFileSync(join(src, 'odoocr/economic_activity_data.xml'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
const decode = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
const actividades = new Map();
for (const m of xml.matchAll(/<record[^>]*>([\s\S]*?)<\/record>/g)) {
  let code = /<field name="code">([^<]*)<\/field>/.exec(m[1])?.[1]?.trim();
  // One source row has a stray leading zero (0141001, record activity_141001): 6 digits is the rule.
  if (code && /^0\d{6}$/.test(code)) code = code.slice(1);
  const name = /<field name="name">([^<]*)<\/field>/.exec(m[1])?.[1];
  if (!code || !name) continue;
  if (!/^\d{6}$/.test(code)) throw new Error(`código de actividad inválido: ${code}`);
  actividades.set(code, clean(decode(name)));
}
out('actividades.json', [...actividades].sort((a, b) => a[0].localeCompare(b[0])));

// --- Locations: [provincia, name, ISO 3166-2, [[canton, name, [[distrito, name]]]]] -------------
const iso = new Map();
for (const m of readFileSync(join(src, 'ubicacion/province-codes.fsh'), 'utf8').matchAll(/\* #(CR-\w+) "([^"]+)"/g)) iso.set(m[2], m[1]);
const provincias = new Map();
const rows = readFileSync(join(src, 'ubicacion/cr-distritos-hacienda-codes.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
for (const line of rows) {
  // codigo,provincia,canton,distrito,provincia_nombre,canton_nombre,distrito_nombre (names may be quoted)
  const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"'));
  const [codigo, p, c, d, pn, cn, dn] = cells;
  if (`${p}${c}${d}` !== codigo) throw new Error(`fila de ubicación incoherente: ${line}`);
  if (!provincias.has(p)) provincias.set(p, { name: pn, cantones: new Map() });
  const prov = provincias.get(p);
  if (!prov.cantones.has(c)) prov.cantones.set(c, { name: cn, distritos: [] });
  prov.cantones.get(c).distritos.push([d, dn]);
}
const ubicacion = [...provincias]
  .sort((a, b) => a[0].localeCompare(b[0]))
  .map(([p, prov]) => [
    p,
    prov.name,
    iso.get(prov.name) ?? null,
    [...prov.cantones].sort((a, b) => a[0].localeCompare(b[0])).map(([c, can]) => [c, can.name, can.distritos.sort((a, b) => a[0].localeCompare(b[0]))]),
  ]);
out('ubicacion.json', ubicacion);

// --- Currencies: code -> [name, country, ISO country, symbol] ----------------------------------
// The codes are the domain's (CODIGOS_MONEDA, Hacienda's rev-2026 list); names, countries and
// symbols come from CLDR through Intl (Spanish), with the supranational codes written by hand.
const { CODIGOS_MONEDA } = await import('../../../packages/domain/src/index.ts');
const curName = new Intl.DisplayNames(['es'], { type: 'currency' });
const region = new Intl.DisplayNames(['es'], { type: 'region' });
const SUPRANACIONAL = {
  EUR: ['Unión Europea', 'EU'],
  XAF: ['África Central (CEMAC)', null],
  XOF: ['África Occidental (UEMOA)', null],
  XCD: ['Caribe Oriental (OECO)', null],
  XPF: ['Polinesia Francesa, Nueva Caledonia y Wallis y Futuna', null],
  XDR: ['Fondo Monetario Internacional', null],
  XSU: ['ALBA (Sistema Unitario de Compensación Regional)', null],
  XUA: ['Banco Africano de Desarrollo', null],
  ANG: ['Curazao y San Martín', null],
};
const NOMBRES = { XSU: 'sucre', XUA: 'unidad de cuenta del BAD' };
const symbol = (code) => {
  const parts = new Intl.NumberFormat('es-CR', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(1);
  return parts.find((x) => x.type === 'currency')?.value ?? code;
};
const monedas = {};
for (const { codigo } of CODIGOS_MONEDA) {
  const [pais, paisCodigo] = SUPRANACIONAL[codigo] ?? [region.of(codigo.slice(0, 2)), codigo.slice(0, 2)];
  if (!pais || pais === codigo.slice(0, 2)) throw new Error(`sin país para ${codigo}`);
  const nombre = NOMBRES[codigo] ?? curName.of(codigo);
  if (!nombre || nombre === codigo) throw new Error(`sin nombre para ${codigo}`);
  monedas[codigo] = [nombre.charAt(0).toUpperCase() + nombre.slice(1), pais, paisCodigo, symbol(codigo)];
}
out('monedas.json', monedas);
