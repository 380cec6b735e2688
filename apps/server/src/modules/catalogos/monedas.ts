// Currencies: the ISO 4217 codes Hacienda accepts (CODIGOS_MONEDA of @jit/domain) with their
// Spanish name, issuing country and symbol from data-catalogos/monedas.json.
import { CODIGOS_MONEDA } from '@jit/domain';
import { monedaRows } from './data.js';
import { fold } from './normalize.js';

export type Moneda = { id: string; value: string; annotation: string; pais: string; codigoPais: string | null; simbolo: string };

let all: Moneda[] | null = null;

/** Every currency, CRC and USD first (the ones a Costa Rican business uses), then by code. */
export function monedas(): Moneda[] {
  all ??= CODIGOS_MONEDA.map(({ codigo }) => {
    const [nombre, pais, codigoPais, simbolo] = monedaRows()[codigo] ?? [codigo, '', null, codigo];
    return { id: codigo, value: nombre, annotation: codigo, pais, codigoPais, simbolo };
  }).sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  return all.slice();
}
const rank = (id: string) => (id === 'CRC' ? 0 : id === 'USD' ? 1 : 2);

/** Currencies by country name (es); with `pais`, only those of that ISO code or name part. */
export function monedasPorPais(pais?: string | null): Moneda[] {
  const list = monedas().sort((a, b) => a.pais.localeCompare(b.pais, 'es') || a.id.localeCompare(b.id));
  const q = pais?.trim();
  if (!q) return list;
  if (/^[a-z]{2}$/i.test(q)) {
    const byCode = list.filter((m) => m.codigoPais === q.toUpperCase());
    if (byCode.length) return byCode;
  }
  const f = fold(q);
  return list.filter((m) => fold(m.pais).includes(f));
}

/** The currency of a code (ISO 4217, upper case), or null. */
export const monedaDe = (codigo: string): Moneda | null => monedas().find((m) => m.id === codigo) ?? null;
