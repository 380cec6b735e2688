// The item search of the invoice grid and the point of sale, run where the items are (the browser
// keeps the billing list): one text finds an item by quick code, barcode, SKU, name or CABYS code.
// An exact code first (a scanner or a clerk who knows it), then codes that start with the text,
// then names whose words start with the words typed, then CABYS prefixes, then names containing it.

/** What the search reads of an item. */
export type ItemBuscable = {
  codigoRapido?: string | null;
  SKU?: string | null;
  codigoBarras?: string | null;
  /** The CABYS code. */
  codigo?: string | null;
  nombre: string;
  nombreCorto?: string | null;
};

/** Text without case or accents («Café» finds «cafe»). */
export const plegar = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

type Entrada<T> = { item: T; codigos: string[]; cabys: string; nombre: string; palabras: string[] };

/** The items prepared once for many searches (folded codes and words). */
export type IndiceItems<T> = readonly Entrada<T>[];

/** Prepares the items for searching (once per list, not per keystroke). */
export function indexarItems<T extends ItemBuscable>(items: readonly T[]): IndiceItems<T> {
  return items.map((item) => {
    const nombre = plegar(`${item.nombre} ${item.nombreCorto ?? ''}`.trim());
    return {
      item,
      codigos: [item.codigoRapido, item.codigoBarras, item.SKU].flatMap((c) => (c ? [plegar(c.trim())] : [])),
      cabys: item.codigo ?? '',
      nombre,
      palabras: nombre.split(/[^a-z0-9ñ]+/).filter(Boolean),
    };
  });
}

/** How well an item matches (lower is better), or -1 when it does not. */
function rango<T>(e: Entrada<T>, q: string, palabras: readonly string[]): number {
  if (e.codigos.includes(q)) return 0;
  if (e.codigos.some((c) => c.startsWith(q))) return 1;
  if (palabras.length && palabras.every((p) => e.palabras.some((w) => w.startsWith(p)))) return e.palabras[0]?.startsWith(palabras[0]!) ? 2 : 3;
  if (q.length >= 3 && /^\d+$/.test(q) && e.cabys.startsWith(q)) return 4;
  if (q.length >= 2 && e.nombre.includes(q)) return 5;
  return -1;
}

/** The best `max` matches of `texto`, best first (shorter names first among equals). */
export function buscarItems<T>(indice: IndiceItems<T>, texto: string, max = 10): T[] {
  const q = plegar(texto.trim());
  if (!q) return [];
  const palabras = q.split(/[^a-z0-9ñ]+/).filter(Boolean);
  const hallados: { e: Entrada<T>; r: number }[] = [];
  for (const e of indice) {
    const r = rango(e, q, palabras);
    if (r >= 0) hallados.push({ e, r });
  }
  hallados.sort((a, b) => a.r - b.r || a.e.nombre.length - b.e.nombre.length || (a.e.nombre < b.e.nombre ? -1 : a.e.nombre > b.e.nombre ? 1 : 0));
  return hallados.slice(0, max).map((h) => h.e.item);
}

/** The item whose quick code, barcode or SKU is exactly `codigo` (a scanner's read), if any. */
export function itemPorCodigo<T>(indice: IndiceItems<T>, codigo: string): T | undefined {
  const q = plegar(codigo.trim());
  return q ? indice.find((e) => e.codigos.includes(q))?.item : undefined;
}
