// The fonts of the printed documents. Roboto (pdfmake's own) lacks the colón sign ₡ (U+20A1) and
// every emoji, so a customer called «Café ☕» or an amount in colones would print an empty box.
// Each text is split into runs by the first font that has its characters: Roboto, then DejaVu Sans
// (₡, symbols, some emoji), then Noto Emoji (monochrome pictographs); a character none of them has
// is replaced by a visible mark (�) instead of a blank box. Fonts come from node_modules only.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

type Variantes = { normal: string; bold: string; italics: string; bolditalics: string };
type Fuente = { hasGlyphForCodePoint(cp: number): boolean };
type Fontkit = { openSync(path: string): Fuente };

/** Shown in place of a character no embedded font can draw. */
export const SIN_GLIFO = '\uFFFD';
/** Invisible joiners and selectors: kept inside an emoji run, dropped elsewhere (never a box). */
const INVISIBLES = new Set([0x200d, 0xfe0e, 0xfe0f]);

export type NombreFuente = 'Roboto' | 'DejaVu' | 'NotoEmoji';

let cache: { fuentes: Record<NombreFuente, Variantes>; cobertura: [NombreFuente, Fuente][]; dirs: string[] } | null = null;

function cargar() {
  if (cache) return cache;
  const roboto = require(require.resolve('pdfmake/fonts/Roboto.js')) as { Roboto: Variantes };
  const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const emoji = join(dirname(require.resolve('@fontsource/noto-emoji/package.json')), 'files');
  const fuentes: Record<NombreFuente, Variantes> = {
    Roboto: roboto.Roboto,
    DejaVu: {
      normal: join(dejavu, 'DejaVuSans.ttf'),
      bold: join(dejavu, 'DejaVuSans-Bold.ttf'),
      italics: join(dejavu, 'DejaVuSans-Oblique.ttf'),
      bolditalics: join(dejavu, 'DejaVuSans-BoldOblique.ttf'),
    },
    NotoEmoji: {
      normal: join(emoji, 'noto-emoji-emoji-400-normal.woff'),
      bold: join(emoji, 'noto-emoji-emoji-700-normal.woff'),
      italics: join(emoji, 'noto-emoji-emoji-400-normal.woff'),
      bolditalics: join(emoji, 'noto-emoji-emoji-700-normal.woff'),
    },
  };
  const fontkit = require('fontkit') as Fontkit;
  const cobertura = (Object.keys(fuentes) as NombreFuente[]).map((n): [NombreFuente, Fuente] => [n, fontkit.openSync(fuentes[n].normal)]);
  const dirs = [...new Set(Object.values(fuentes).flatMap((v) => Object.values(v).map((p) => dirname(p))))];
  cache = { fuentes, cobertura, dirs };
  return cache;
}

/** The font table pdfmake takes (setFonts). */
export const fuentesPdf = () => cargar().fuentes;
/** Folders the PDF engine may read (its local access policy). */
export const carpetasFuentes = () => cargar().dirs;

/** The first font that draws this code point, or null. */
function fuenteDe(cp: number): NombreFuente | null {
  for (const [nombre, f] of cargar().cobertura) if (f.hasGlyphForCodePoint(cp)) return nombre;
  return null;
}

export type Tramo = { text: string; font?: NombreFuente };

/** A text split into runs that each font can draw (Roboto runs carry no font: the default). */
export function tramos(texto: string): Tramo[] {
  const out: Tramo[] = [];
  const push = (ch: string, font: NombreFuente) => {
    const last = out[out.length - 1];
    const f = font === 'Roboto' ? undefined : font;
    if (last && last.font === f) last.text += ch;
    else out.push(f ? { text: ch, font: f } : { text: ch });
  };
  for (const ch of texto) {
    const cp = ch.codePointAt(0)!;
    const last = out[out.length - 1];
    if (INVISIBLES.has(cp)) {
      if (last?.font === 'NotoEmoji') last.text += ch;
      continue;
    }
    const font = fuenteDe(cp);
    if (font) push(ch, font);
    else push(SIN_GLIFO, 'DejaVu');
  }
  return out;
}

/** True when Roboto draws every character (the common case: no runs needed). */
const soloRoboto = (texto: string): boolean => {
  for (const ch of texto) if (fuenteDe(ch.codePointAt(0)!) !== 'Roboto') return false;
  return true;
};

/**
 * Rewrites a pdfmake document definition so every text is drawn by a font that has it: strings
 * and `text` strings with characters outside Roboto become runs. Other nodes pass unchanged.
 */
export function conRespaldo<T>(nodo: T): T {
  if (typeof nodo === 'string') return (soloRoboto(nodo) ? nodo : { text: tramos(nodo) }) as T;
  if (Array.isArray(nodo)) return nodo.map((n: unknown) => conRespaldo(n)) as T;
  if (nodo && typeof nodo === 'object' && !(nodo instanceof Buffer)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(nodo)) {
      if (k === 'text' && typeof v === 'string') out[k] = soloRoboto(v) ? v : tramos(v);
      else if (['content', 'stack', 'columns', 'body', 'table', 'ul', 'ol', 'text'].includes(k)) out[k] = conRespaldo(v);
      else out[k] = v;
    }
    return out as T;
  }
  return nodo;
}
