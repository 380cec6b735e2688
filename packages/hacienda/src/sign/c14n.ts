// Canonical XML 1.0 (inclusive) and Exclusive XML Canonicalization 1.0, with or without
// comments, over the parser's tree: what verification needs for received signatures, whatever
// software made them. Our own documents need none of this (they are emitted canonical).
import type { XDocument, XElement, XNode } from '../xml/parser';

export type OpcionesC14n = {
  exclusive?: boolean;
  comments?: boolean;
  /** Exclusive C14N: prefixes treated as inclusive (InclusiveNamespaces PrefixList; '#default' = ''). */
  inclusivePrefixes?: readonly string[];
  /** Elements left out with their subtrees (enveloped signatures). */
  excluded?: ReadonlySet<XElement>;
};

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const escText = (s: string): string =>
  /[&<>\r]/.test(s)
    ? s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;')
    : s;
/** An attribute value as canonical XML writes it. */
export const escAttr = (s: string): string =>
  /[&<"\t\n\r]/.test(s)
    ? s
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/"/g, '&quot;')
        .replace(/\t/g, '&#x9;')
        .replace(/\n/g, '&#xA;')
        .replace(/\r/g, '&#xD;')
    : s;

/** Namespace bindings in scope at an element (prefix '' = default, '' URI = none). */
function inScope(el: XElement): Map<string, string> {
  const chain: XElement[] = [];
  for (let e: XElement | null = el; e; e = e.parent) chain.push(e);
  const map = new Map<string, string>();
  for (let i = chain.length - 1; i >= 0; i--) for (const [p, u] of chain[i]!.nsDecls) map.set(p, u);
  return map;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

class Writer {
  out = '';
  constructor(private readonly o: OpcionesC14n) {}

  element(
    el: XElement,
    rendered: Map<string, string>,
    scope: Map<string, string>,
    apex: boolean,
  ): void {
    if (this.o.excluded?.has(el)) return;
    const here = new Map(scope);
    for (const [p, u] of el.nsDecls) here.set(p, u);
    const decls: [string, string][] = [];
    const nextRendered = new Map(rendered);
    if (this.o.exclusive) {
      const used = new Set<string>([el.prefix]);
      for (const a of el.attrs) if (a.prefix && a.prefix !== 'xml') used.add(a.prefix);
      for (const p of this.o.inclusivePrefixes ?? []) used.add(p === '#default' ? '' : p);
      for (const p of used) {
        if (p === 'xml') continue;
        const uri = here.get(p) ?? '';
        const prev = rendered.get(p);
        if (p === '' && uri === '' && (prev === undefined || prev === '')) continue;
        if (prev === uri) continue;
        if (uri === '' && p !== '') continue;
        decls.push([p, uri]);
        nextRendered.set(p, uri);
      }
    } else {
      for (const [p, uri] of here) {
        if (p === 'xml') continue;
        const prev = rendered.get(p);
        if (p === '' && uri === '' && (prev === undefined || prev === '')) continue;
        if (prev === uri) continue;
        decls.push([p, uri]);
        nextRendered.set(p, uri);
      }
      // an ancestor's default namespace undeclared here (xmlns="") must be rendered
      if (!here.has('') && (rendered.get('') ?? '') !== '') {
        decls.push(['', '']);
        nextRendered.set('', '');
      }
    }
    decls.sort((a, b) => cmp(a[0], b[0]));
    let attrs = el.attrs;
    if (apex && !this.o.exclusive) {
      // inclusive C14N: xml:* attributes of ancestors are inherited by the apex of a subset
      const own = new Set(el.attrs.filter((a) => a.ns === XML_NS).map((a) => a.local));
      const extra = [];
      for (let e = el.parent; e; e = e.parent)
        for (const a of e.attrs)
          if (a.ns === XML_NS && !own.has(a.local)) {
            own.add(a.local);
            extra.push(a);
          }
      if (extra.length) attrs = [...el.attrs, ...extra];
    }
    const sorted = [...attrs].sort((a, b) => cmp(a.ns, b.ns) || cmp(a.local, b.local));
    let s = `<${el.name}`;
    for (const [p, u] of decls)
      s += p === '' ? ` xmlns="${escAttr(u)}"` : ` xmlns:${p}="${escAttr(u)}"`;
    for (const a of sorted) s += ` ${a.name}="${escAttr(a.value)}"`;
    this.out += s + '>';
    for (const c of el.children) this.node(c, nextRendered, here);
    this.out += `</${el.name}>`;
  }

  node(n: XNode, rendered: Map<string, string>, scope: Map<string, string>): void {
    if (n.type === 'element') this.element(n, rendered, scope, false);
    else if (n.type === 'text') this.out += escText(n.value);
    else if (n.type === 'comment') {
      if (this.o.comments) this.out += `<!--${n.value}-->`;
    } else this.out += n.data ? `<?${n.target} ${n.data}?>` : `<?${n.target}?>`;
  }
}

/** The canonical form of an element and its subtree (a document subset whose apex is `el`). */
export function canonicalizar(el: XElement, o: OpcionesC14n = {}): string {
  const w = new Writer(o);
  const scope = el.parent ? inScope(el.parent) : new Map<string, string>();
  // inclusive: every namespace in scope is rendered on the apex; exclusive: only those used
  w.element(el, new Map(), scope, true);
  return w.out;
}

/** The canonical form of a whole document (URI=""), with PIs (and comments, if asked) around the root. */
export function canonicalizarDocumento(doc: XDocument, o: OpcionesC14n = {}): string {
  const w = new Writer(o);
  const outside = (list: XDocument['before']): string[] =>
    list
      .filter((n) => n.type === 'pi' || o.comments)
      .map((n) =>
        n.type === 'comment'
          ? `<!--${n.value}-->`
          : n.data
            ? `<?${n.target} ${n.data}?>`
            : `<?${n.target}?>`,
      );
  const before = outside(doc.before);
  w.element(doc.root, new Map(), new Map(), true);
  const after = outside(doc.after);
  return before.map((s) => s + '\n').join('') + w.out + after.map((s) => '\n' + s).join('');
}
