#!/usr/bin/env node
// Generates src/xml/shapes.generated.ts from the XSDs in ../xsd: for every document type the
// element tree in schema order, with occurrences, value kinds and length facets. The emitter and
// the parser walk these trees, so element order and per-type differences come from Hacienda's
// schemas, not from hand-written code. Run after replacing an XSD: `node scripts/gen-shapes.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import * as prettier from 'prettier';

const here = dirname(fileURLToPath(import.meta.url));
const xsdDir = join(here, '..', 'xsd');
const XS = 'http://www.w3.org/2001/XMLSchema';

const SETS = {
  4.4: {
    dir: 'xsd-4.4/rev-2026',
    files: {
      '01': 'FacturaElectronica_V4.4.xsd',
      '02': 'NotaDebitoElectronica_V4.4.xsd',
      '03': 'NotaCreditoElectronica_V4.4.xsd',
      '04': 'TiqueteElectronico_V4.4.xsd',
      '08': 'FacturaElectronicaCompra_V4.4.xsd',
      '09': 'FacturaElectronicaExportacion_V4.4.xsd',
      10: 'ReciboElectronicoPago_V4.4.xsd',
      MR: 'MensajeReceptor_V4.4.xsd',
      MH: 'MensajeHacienda_V4.4.xsd',
    },
  },
  4.3: {
    dir: 'xsd-4.3',
    files: {
      '01': 'FacturaElectronica_V4.3.xsd',
      '02': 'NotaDebitoElectronica_V4.3.xsd',
      '03': 'NotaCreditoElectronica_V4.3.xsd',
      '04': 'TiqueteElectronico_V4.3.xsd',
      '08': 'FacturaElectronicaCompra_V4.3.xsd',
      '09': 'FacturaElectronicaExportacion_V4.3.xsd',
      MR: 'MensajeReceptor_V4.3.xsd',
      MH: 'MensajeHacienda_V4.3.xsd',
    },
  },
};

/** XML name → camelCase key: lower the first letter, or a leading acronym (IVACobrado → ivaCobrado). */
export function keyOf(name) {
  const m = /^([A-Z]{2,})([A-Z][a-z].*)$/.exec(name);
  if (m) return m[1].toLowerCase() + m[2];
  return name[0].toLowerCase() + name.slice(1);
}

const kids = (el, local) =>
  Array.from(el.childNodes).filter(
    (n) => n.nodeType === 1 && n.namespaceURI === XS && (!local || n.localName === local),
  );
const kid = (el, local) => kids(el, local)[0];

function shapesOf(file) {
  const doc = new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/xml');
  const schema = doc.documentElement;
  const complex = new Map(kids(schema, 'complexType').map((t) => [t.getAttribute('name'), t]));
  const simple = new Map(kids(schema, 'simpleType').map((t) => [t.getAttribute('name'), t]));

  function facets(restriction) {
    const out = {};
    for (const f of kids(restriction)) out[f.localName] = f.getAttribute('value');
    return out;
  }
  /** Leaf value kind from a type name or an inline simpleType. */
  function leaf(typeName, inline) {
    let r;
    let base = typeName ?? '';
    if (inline) r = kid(inline, 'restriction');
    else if (typeName && simple.has(typeName)) r = kid(simple.get(typeName), 'restriction');
    const f = r ? facets(r) : {};
    if (r) base = r.getAttribute('base');
    // a restriction of a named simple type (e.g. DecimalDineroType) inherits its base and facets
    while (base && !base.startsWith('xs:') && simple.has(base)) {
      const r2 = kid(simple.get(base), 'restriction');
      const f2 = facets(r2);
      for (const [k, v] of Object.entries(f2)) if (!(k in f)) f[k] = v;
      base = r2.getAttribute('base');
    }
    const shape = {};
    if (base === 'xs:decimal') {
      shape.v = 'd' + (f.fractionDigits ?? '5');
      shape.td = Number(f.totalDigits ?? '18');
    } else if (base === 'xs:dateTime') shape.v = 'dt';
    else if (base === 'xs:integer' || base === 'xs:positiveInteger') shape.v = 'i';
    else shape.v = 's';
    if (shape.v === 's') {
      const min = f.length ?? f.minLength;
      const max = f.length ?? f.maxLength;
      if (min && min !== '0') shape.minLen = Number(min);
      if (max) shape.maxLen = Number(max);
    }
    return shape;
  }
  function occurs(el) {
    const min = Number(el.getAttribute('minOccurs') || '1');
    const maxA = el.getAttribute('maxOccurs') || '1';
    return { min, max: maxA === 'unbounded' ? 1e9 : Number(maxA) };
  }
  function children(ct) {
    const out = [];
    const walk = (node) => {
      for (const c of kids(node)) {
        if (c.localName === 'sequence' || c.localName === 'choice') walk(c);
        else if (c.localName === 'element') out.push(element(c));
      }
    };
    walk(ct);
    return out;
  }
  function element(el) {
    const o = occurs(el);
    if (el.getAttribute('ref')) return { x: 'Signature', k: 'signature', ...o, sig: true };
    const name = el.getAttribute('name');
    const type = el.getAttribute('type') || undefined;
    const ct = kid(el, 'complexType') ?? (type && complex.get(type));
    const base = { x: name, k: keyOf(name), ...o };
    if (ct) {
      const sc = kid(ct, 'simpleContent');
      if (sc) {
        const ext = kid(sc, 'extension');
        return {
          ...base,
          v: 'attr',
          attr: kids(ext, 'attribute')[0].getAttribute('name'),
          ...lenOf(ext.getAttribute('base')),
        };
      }
      if (kids(ct, 'sequence').some((s) => kids(s, 'any').length))
        return { ...base, v: 'any', attr: 'codigo' };
      return { ...base, c: children(ct) };
    }
    return { ...base, ...leaf(type, kid(el, 'simpleType')) };
  }
  function lenOf(typeName) {
    const l = leaf(typeName);
    const out = {};
    if (l.maxLen) out.maxLen = l.maxLen;
    return out;
  }
  const root = kids(schema, 'element')[0];
  return {
    root: root.getAttribute('name'),
    ns: schema.getAttribute('targetNamespace'),
    c: children(kid(root, 'complexType')),
  };
}

function render(node, indent) {
  const pad = ' '.repeat(indent);
  const props = [`x: '${node.x}'`, `k: '${node.k}'`];
  if (node.min !== 1) props.push(`min: ${node.min}`);
  if (node.max !== 1) props.push(`max: ${node.max}`);
  for (const p of ['v', 'attr']) if (node[p]) props.push(`${p}: '${node[p]}'`);
  for (const p of ['td', 'minLen', 'maxLen']) if (node[p]) props.push(`${p}: ${node[p]}`);
  if (node.sig) props.push('sig: true');
  if (!node.c) return `${pad}{ ${props.join(', ')} },`;
  return `${pad}{ ${props.join(', ')}, c: [\n${node.c.map((c) => render(c, indent + 2)).join('\n')}\n${pad}] },`;
}

let out = `// GENERATED by scripts/gen-shapes.mjs from the XSDs in ../../xsd. Do not edit by hand.
// Each document type is its element tree in schema order: x = XML name, k = camelCase key,
// min/max = occurrences (default 1), v = value kind (s string, i integer, dt dateTime,
// dN decimal with N fraction digits, attr text with an attribute, any = any content),
// td = total digits of decimals, minLen/maxLen = length facets of strings, c = children, sig = the ds:Signature reference.
import type { DocShape } from './shape';

`;
for (const [version, set] of Object.entries(SETS)) {
  const name = version === '4.4' ? 'SHAPES_V44' : 'SHAPES_V43';
  out += `export const ${name} = {\n`;
  for (const [code, file] of Object.entries(set.files)) {
    const s = shapesOf(join(xsdDir, set.dir, file));
    out += `  '${code}': {\n    root: '${s.root}',\n    ns: '${s.ns}',\n    c: [\n${s.c.map((c) => render(c, 6)).join('\n')}\n    ],\n  },\n`;
  }
  out += `} as const satisfies Record<string, DocShape>;\n\n`;
}
const target = join(here, '..', 'src', 'xml', 'shapes.generated.ts');
const options = (await prettier.resolveConfig(target)) ?? {};
writeFileSync(target, await prettier.format(out, { ...options, filepath: target }));
console.log('src/xml/shapes.generated.ts written');
