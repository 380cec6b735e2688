// The fast path of the emitter: each document type's schema tree compiled once into a plain
// function (constant element names, direct property reads, no path bookkeeping). Any problem
// makes it give up, and buildXml runs the generic walker on the same data to throw the precise
// Spanish error with the field's path. Both make the same decisions; the tests build every
// sample and every generated document with both and compare.
import {
  charLength,
  escapeAttr,
  escapeText,
  formatDecimal,
  formatEntero,
  formatFecha,
} from './format';
import type { Shape } from './shape';

/** Thrown by the fast path to hand over to the generic walker. */
class Bail extends Error {}
const bail = (): never => {
  throw new Bail();
};

// eslint-disable-next-line no-control-regex
const TEXT_PLAIN = /[\u0000-\u001F&<>\uD800-\uDFFF\uFFFE\uFFFF]/;

const helpers = {
  bail,
  s(v: unknown, min: number, max: number): string {
    const text = typeof v === 'number' ? String(v) : v;
    if (typeof text !== 'string') return bail();
    let n = text.length;
    if (n > max || n < 2 * min) n = charLength(text);
    if (n < min || n > max) return bail();
    return TEXT_PLAIN.test(text) ? escapeText(text, '') : text;
  },
  i: (v: unknown): string => formatEntero(v as number, ''),
  dt: (v: unknown): string => formatFecha(v as string, ''),
  d(v: unknown, scale: number, td: number): string {
    if (typeof v === 'string') {
      // already canonical (what the database hands over): digits, a dot, exactly `scale` decimals
      const dot = v.indexOf('.');
      const len = v.length;
      if (
        dot > 0 &&
        len - dot - 1 === scale &&
        dot + scale <= td &&
        (dot === 1 || v.charCodeAt(0) !== 48)
      ) {
        let ok = true;
        for (let i = 0; i < len; i++) {
          const c = v.charCodeAt(i);
          if (i !== dot && (c < 48 || c > 57)) {
            ok = false;
            break;
          }
        }
        if (ok) return v;
      }
    }
    return formatDecimal(v as string, scale, td, '');
  },
  attr(v: unknown, x: string, attr: string, max: number): string {
    const t = typeof v === 'string' ? { texto: v } : (v as { codigo?: string; texto: string });
    if (!t || typeof t.texto !== 'string' || charLength(t.texto) > max) return bail();
    const a =
      t.codigo !== undefined && t.codigo !== '' ? ` ${attr}="${escapeAttr(t.codigo, '')}"` : '';
    return `<${x}${a}>${escapeText(t.texto, '')}</${x}>`;
  },
};

type Helpers = typeof helpers;
export type Emisor = (obj: object) => string;

function gen(shapes: readonly Shape[], obj: string, depth: number, out: string[]): void {
  const v = `v${depth}`;
  for (const s of shapes) {
    if (s.sig) continue;
    const required = (s.min ?? 1) > 0;
    const max = s.max ?? 1;
    const key = JSON.stringify(s.k);
    out.push(`${v} = ${obj}[${key}];`);
    out.push(
      `if (${v} === undefined || ${v} === null || ${v} === '') { ${required ? 'H.bail();' : ''} } else {`,
    );
    const item = max > 1 ? `e${depth}` : v;
    if (max > 1) {
      out.push(`if (!Array.isArray(${v})) ${v} = [${v}];`);
      out.push(`if (${v}.length > ${max}${required ? ` || ${v}.length === 0` : ''}) H.bail();`);
      out.push(`for (const ${item} of ${v}) {`);
    }
    if (s.c) {
      out.push(
        `if (typeof ${item} !== 'object' || ${item} === null || Array.isArray(${item})) H.bail();`,
      );
      out.push(`s += ${JSON.stringify(`<${s.x}>`)};`);
      out.push(`{ let v${depth + 1}; let e${depth + 1};`);
      gen(s.c, item, depth + 1, out);
      out.push('}');
      out.push(`s += ${JSON.stringify(`</${s.x}>`)};`);
    } else {
      const open = JSON.stringify(`<${s.x}>`);
      const close = JSON.stringify(`</${s.x}>`);
      if (s.v === 's')
        out.push(`s += ${open} + H.s(${item}, ${s.minLen ?? 0}, ${s.maxLen ?? 1e9}) + ${close};`);
      else if (s.v === 'i') out.push(`s += ${open} + H.i(${item}) + ${close};`);
      else if (s.v === 'dt') out.push(`s += ${open} + H.dt(${item}) + ${close};`);
      else if (s.v === 'attr')
        out.push(
          `s += H.attr(${item}, ${JSON.stringify(s.x)}, ${JSON.stringify(s.attr ?? 'codigo')}, ${s.maxLen ?? 1e9});`,
        );
      else if (s.v?.startsWith('d'))
        out.push(`s += ${open} + H.d(${item}, ${Number(s.v.slice(1))}, ${s.td ?? 18}) + ${close};`);
      else out.push('H.bail();');
    }
    if (max > 1) out.push('}');
    out.push('}');
  }
}

const cache = new WeakMap<readonly Shape[], (H: Helpers, o: object) => string>();

/** The children of a root element, written by the compiled function for this schema tree; null if it gave up. */
export function emitFast(shapes: readonly Shape[], obj: object): string | null {
  let fn = cache.get(shapes);
  if (!fn) {
    const body: string[] = ["'use strict'; let s = ''; let v0; let e0;"];
    gen(shapes, 'o', 0, body);
    body.push('return s;');
    // generated from our own schema trees (shapes.generated.ts), never from input data
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    fn = new Function('H', 'o', body.join('\n')) as (H: Helpers, o: object) => string;
    cache.set(shapes, fn);
  }
  try {
    return fn(helpers, obj);
  } catch {
    return null;
  }
}
