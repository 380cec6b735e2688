// A small, strict, namespace-aware XML parser for documents that come from outside. xmldom took
// ~300 ms on a 1,000-line invoice (and xml-crypto parses twice more); this one takes a few ms.
// It keeps what reading and canonicalisation need: elements, attributes, namespace declarations,
// text (CDATA merged), comments and processing instructions. It refuses a DOCTYPE (no entity
// expansion, no external resources) and anything not well-formed, with a Spanish message that
// gives line and column.

export type XNode = XElement | XText | XComment | XPI;

export type XAttr = { name: string; prefix: string; local: string; ns: string; value: string };

export type XElement = {
  type: 'element';
  name: string;
  prefix: string;
  local: string;
  ns: string;
  attrs: XAttr[];
  /** Namespace declarations written on this element: prefix ('' = default) → URI. */
  nsDecls: Map<string, string>;
  children: XNode[];
  parent: XElement | null;
};

export type XText = { type: 'text'; value: string };
export type XComment = { type: 'comment'; value: string };
export type XPI = { type: 'pi'; target: string; data: string };

export type XDocument = {
  root: XElement;
  /** Comments and PIs before the root. */
  before: (XComment | XPI)[];
  after: (XComment | XPI)[];
};

export class XmlMalformadoError extends Error {
  override readonly name = 'XmlMalformadoError';
  constructor(
    message: string,
    readonly fila: number,
    readonly columna: number,
  ) {
    super(message);
  }
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const NAME_RE =
  /[A-Za-z_:\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\uD800-\uDBFF][\w.:\-\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C-\u200D\u203F-\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\uD800-\uDFFF]*/y;
// eslint-disable-next-line no-control-regex
const BAD_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Parses a whole XML document. */
export function parseXml(input: string): XDocument {
  // XML 1.0 §2.11: line ends become LF before parsing
  const src =
    input.charCodeAt(0) === 0xfeff
      ? input.slice(1).replace(/\r\n?/g, '\n')
      : input.replace(/\r\n?/g, '\n');
  let pos = 0;

  const fail = (msg: string, at = pos): never => {
    let fila = 1;
    let last = -1;
    for (let i = src.indexOf('\n'); i !== -1 && i < at; i = src.indexOf('\n', i + 1)) {
      fila++;
      last = i;
    }
    throw new XmlMalformadoError(
      `XML mal formado en la fila ${fila}, columna ${at - last}: ${msg}`,
      fila,
      at - last,
    );
  };

  const name = (): string => {
    NAME_RE.lastIndex = pos;
    const m = NAME_RE.exec(src);
    if (!m) return fail('se esperaba un nombre');
    pos += m[0].length;
    return m[0];
  };
  const skipWs = (): void => {
    for (;;) {
      const c = src.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 9 || c === 13) pos++;
      else return;
    }
  };

  const decode = (raw: string, at: number, attr: boolean): string => {
    if (BAD_CHAR.test(raw)) fail('carácter de control no permitido', at);
    let s = attr ? raw.replace(/[\t\n]/g, ' ') : raw;
    if (s.indexOf('&') === -1) return s;
    s = s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][\w.-]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) return fail(`referencia sin «;»: ${whole}`, at);
      if (ref === 'lt') return '<';
      if (ref === 'gt') return '>';
      if (ref === 'amp') return '&';
      if (ref === 'quot') return '"';
      if (ref === 'apos') return "'";
      if (ref[0] === '#') {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (!(
          code === 9 ||
          code === 10 ||
          code === 13 ||
          (code >= 0x20 && code <= 0xd7ff) ||
          (code >= 0xe000 && code <= 0xfffd) ||
          (code >= 0x10000 && code <= 0x10ffff)
        ))
          return fail(`referencia a un carácter no permitido: ${whole}`, at);
        return String.fromCodePoint(code);
      }
      return fail(`entidad desconocida: ${whole}`, at);
    });
    return s;
  };

  const misc = (into: (XComment | XPI)[]): void => {
    for (;;) {
      skipWs();
      if (src.startsWith('<!--', pos)) into.push(comment());
      else if (src.startsWith('<?', pos)) {
        const p = pi();
        if (p) into.push(p);
      } else return;
    }
  };
  const comment = (): XComment => {
    const end = src.indexOf('-->', pos + 4);
    if (end < 0) fail('comentario sin cerrar');
    const value = src.slice(pos + 4, end);
    if (value.includes('--')) fail('«--» dentro de un comentario');
    pos = end + 3;
    return { type: 'comment', value };
  };
  const pi = (): XPI | null => {
    const start = pos;
    pos += 2;
    const target = name();
    const end = src.indexOf('?>', pos);
    if (end < 0) fail('instrucción de procesamiento sin cerrar', start);
    const data = src.slice(pos, end).replace(/^[ \t\n]+/, '');
    pos = end + 2;
    if (target.toLowerCase() === 'xml') {
      if (start !== 0) fail('declaración XML fuera del inicio', start);
      if (/encoding\s*=\s*["'](?!utf-?8["'])/i.test(data))
        fail('solo se admite la codificación UTF-8', start);
      return null;
    }
    return { type: 'pi', target, data };
  };

  const before: (XComment | XPI)[] = [];
  if (src.startsWith('<?xml', 0)) pi();
  misc(before);
  if (src.startsWith('<!DOCTYPE', pos)) fail('los comprobantes no admiten una declaración DOCTYPE');
  if (src.charCodeAt(pos) !== 60) fail('se esperaba el elemento raíz');

  // elements, iteratively (a 1,000-line invoice nests only a few levels, but input is untrusted)
  let root: XElement | null = null;
  let current: XElement | null = null;
  const openTag = (parent: XElement | null): XElement => {
    const start = pos;
    pos++;
    const qname = name();
    const attrsRaw: { name: string; value: string; at: number }[] = [];
    for (;;) {
      const c0 = src.charCodeAt(pos);
      skipWs();
      const c = src.charCodeAt(pos);
      if (c === 62 || (c === 47 && src.charCodeAt(pos + 1) === 62)) break;
      if (pos === start || !(c0 === 32 || c0 === 10 || c0 === 9))
        fail('se esperaba un espacio entre atributos');
      const at = pos;
      const an = name();
      skipWs();
      if (src.charCodeAt(pos) !== 61) fail(`se esperaba «=» después de ${an}`);
      pos++;
      skipWs();
      const q = src[pos];
      if (q !== '"' && q !== "'") fail(`el valor de ${an} debe ir entre comillas`);
      const end = src.indexOf(q!, pos + 1);
      if (end < 0) fail(`el valor de ${an} no se cierra`);
      const raw = src.slice(pos + 1, end);
      if (raw.includes('<')) fail(`«<» dentro del valor de ${an}`);
      if (attrsRaw.some((a) => a.name === an)) fail(`atributo repetido: ${an}`, at);
      attrsRaw.push({ name: an, value: decode(raw, pos + 1, true), at });
      pos = end + 1;
    }
    const nsDecls = new Map<string, string>();
    const plain: typeof attrsRaw = [];
    for (const a of attrsRaw) {
      if (a.name === 'xmlns') nsDecls.set('', a.value);
      else if (a.name.startsWith('xmlns:')) {
        const p = a.name.slice(6);
        if (a.value === '') fail(`el prefijo ${p} no puede declararse vacío`, a.at);
        nsDecls.set(p, a.value);
      } else plain.push(a);
    }
    const el: XElement = {
      type: 'element',
      name: qname,
      prefix: '',
      local: qname,
      ns: '',
      attrs: [],
      nsDecls,
      children: [],
      parent,
    };
    const resolve = (prefix: string, at: number): string => {
      if (prefix === 'xml') return XML_NS;
      if (prefix === 'xmlns') return XMLNS_NS;
      for (let e: XElement | null = el; e; e = e.parent) {
        const u = e.nsDecls.get(prefix);
        if (u !== undefined) return u;
      }
      if (prefix === '') return '';
      return fail(`prefijo sin declarar: ${prefix}`, at);
    };
    const colon = qname.indexOf(':');
    if (colon > 0) {
      el.prefix = qname.slice(0, colon);
      el.local = qname.slice(colon + 1);
    }
    el.ns = resolve(el.prefix, start);
    const seen = new Set<string>();
    for (const a of plain) {
      const i = a.name.indexOf(':');
      const prefix = i > 0 ? a.name.slice(0, i) : '';
      const local = i > 0 ? a.name.slice(i + 1) : a.name;
      const ns = prefix ? resolve(prefix, a.at) : '';
      const key = `${ns}|${local}`;
      if (seen.has(key)) fail(`atributo repetido: ${a.name}`, a.at);
      seen.add(key);
      el.attrs.push({ name: a.name, prefix, local, ns, value: a.value });
    }
    return el;
  };

  for (;;) {
    if (current === null && root !== null) break;
    const c = src.charCodeAt(pos);
    if (Number.isNaN(c)) fail(`falta cerrar <${current?.name ?? ''}>`);
    if (c === 60) {
      const n = src.charCodeAt(pos + 1);
      if (n === 47) {
        // end tag
        const at = pos;
        pos += 2;
        const qname = name();
        skipWs();
        if (src.charCodeAt(pos) !== 62) fail('se esperaba «>»');
        pos++;
        if (!current || current.name !== qname)
          fail(`</${qname}> no cierra <${current?.name ?? '?'}>`, at);
        current = current!.parent;
      } else if (n === 33) {
        if (src.startsWith('<!--', pos)) current!.children.push(comment());
        else if (src.startsWith('<![CDATA[', pos)) {
          const end = src.indexOf(']]>', pos + 9);
          if (end < 0) fail('CDATA sin cerrar');
          const value = src.slice(pos + 9, end);
          if (BAD_CHAR.test(value)) fail('carácter de control no permitido');
          pushText(current!, value);
          pos = end + 3;
        } else fail('declaración no admitida dentro del documento');
      } else if (n === 63) {
        const p = pi();
        if (p) current!.children.push(p);
      } else {
        const el = openTag(current);
        if (current) current.children.push(el);
        else root = el;
        if (src.charCodeAt(pos) === 47) pos += 2;
        else {
          pos++;
          current = el;
        }
        if (!current && root) break;
      }
    } else {
      if (!current) fail('texto fuera del elemento raíz');
      const end = src.indexOf('<', pos);
      const stop = end < 0 ? src.length : end;
      const raw = src.slice(pos, stop);
      if (raw.includes(']]>')) fail('«]]>» en el texto');
      pushText(current!, decode(raw, pos, false));
      pos = stop;
    }
  }
  const after: (XComment | XPI)[] = [];
  misc(after);
  if (pos < src.length) fail('contenido después del elemento raíz');
  if (!root) return fail('falta el elemento raíz');
  return { root, before, after };
}

function pushText(el: XElement, value: string): void {
  if (value === '') return;
  const last = el.children[el.children.length - 1];
  if (last?.type === 'text') last.value += value;
  else el.children.push({ type: 'text', value });
}

/** Element children. */
export const elementos = (el: XElement): XElement[] =>
  el.children.filter((c): c is XElement => c.type === 'element');

/** Text content (all descendant text). */
export function texto(el: XElement): string {
  let out = '';
  for (const c of el.children) {
    if (c.type === 'text') out += c.value;
    else if (c.type === 'element') out += texto(c);
  }
  return out;
}

/** First descendant element (depth first) with this namespace and local name. */
export function buscar(el: XElement, ns: string, local: string): XElement | undefined {
  for (const c of el.children) {
    if (c.type !== 'element') continue;
    if (c.ns === ns && c.local === local) return c;
    const found = buscar(c, ns, local);
    if (found) return found;
  }
  return undefined;
}

/** Every descendant element with this namespace and local name. */
export function buscarTodos(
  el: XElement,
  ns: string,
  local: string,
  out: XElement[] = [],
): XElement[] {
  for (const c of el.children) {
    if (c.type !== 'element') continue;
    if (c.ns === ns && c.local === local) out.push(c);
    buscarTodos(c, ns, local, out);
  }
  return out;
}

/** An unqualified attribute's value. */
export const atributo = (el: XElement, local: string): string | null =>
  el.attrs.find((a) => a.local === local && a.ns === '')?.value ?? null;
