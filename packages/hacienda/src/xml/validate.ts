// XSD validation with libxml2 (xmllint compiled to WebAssembly, so no system package is needed).
// The schema is chosen by the root element's namespace (raiz.ts): v4.4 (April-2026) or v4.3.
import { validateXML } from 'xmllint-wasm';
import { canonicalizar } from '../sign/c14n';
import { readXsd } from '../data';
import { parseXml, type XElement } from './parser';
import { espacioDeRaiz } from './raiz';
import { SHAPES_V43, SHAPES_V44 } from './shapes.generated';

export type ErrorXsd = {
  /** libxml2's message (English), e.g. "Element 'Clave': [facet 'pattern'] …". */
  mensaje: string;
  /** Line in the validated text, when libxml2 reports it. */
  linea: number | null;
  /** The element at fault, when the message names it. */
  elemento: string | null;
};

export type ResultadoXsd = {
  valido: boolean;
  /** Root element and schema version used, or null when the namespace is unknown. */
  esquema: { raiz: string; version: '4.3' | '4.4'; archivo: string } | null;
  errores: ErrorXsd[];
};

type Entry = { raiz: string; version: '4.3' | '4.4'; archivo: string };
const BY_NS = new Map<string, Entry>();
for (const s of Object.values(SHAPES_V44))
  BY_NS.set(s.ns, { raiz: s.root, version: '4.4', archivo: `xsd-4.4/rev-2026/${s.root}_V4.4.xsd` });
for (const s of Object.values(SHAPES_V43))
  BY_NS.set(s.ns, { raiz: s.root, version: '4.3', archivo: `xsd-4.3/${s.root}_V4.3.xsd` });

const DSIG = 'xmldsig-core-schema.xsd';

/** The schema text with its xmldsig import pointed at the flat in-memory file. */
function schemaText(archivo: string): string {
  return readXsd(archivo).replace(
    /schemaLocation="[^"]*xmldsig-core-schema\.xsd"/,
    `schemaLocation="${DSIG}"`,
  );
}

/** v4.3 schemas in xsd/ carry no ds:Signature: validate the content without the signatures. */
function withoutSignatures(xml: string): string {
  const doc = parseXml(xml);
  const excluded = new Set<XElement>(
    doc.root.children.filter(
      (c): c is XElement =>
        c.type === 'element' &&
        c.ns === 'http://www.w3.org/2000/09/xmldsig#' &&
        c.local === 'Signature',
    ),
  );
  return canonicalizar(doc.root, { excluded });
}

// Every libxml2 run starts a worker thread, loads the WebAssembly module and parses the schema:
// tens of milliseconds, far more than validating one document. Calls that arrive within a few
// milliseconds of each other (a burst of documents reaching the simulator) share one run.
const LOTE_MS = 5;
const LOTE_MAX = 50;
type Pendiente = { xml: string; resolve: (r: ResultadoXsd) => void; reject: (e: unknown) => void };
let lote: Pendiente[] = [];
let loteTimer: NodeJS.Timeout | null = null;

function validarLote() {
  const actual = lote;
  lote = [];
  if (loteTimer) clearTimeout(loteTimer);
  loteTimer = null;
  validarXsdVarios(actual.map((p) => p.xml)).then(
    (rs) => actual.forEach((p, i) => p.resolve(rs[i]!)),
    (e: unknown) => actual.forEach((p) => p.reject(e)),
  );
}

/** Validates one document against its Hacienda schema (chosen by namespace). */
export function validarXsd(xml: string): Promise<ResultadoXsd> {
  return new Promise((resolve, reject) => {
    lote.push({ xml, resolve, reject });
    if (lote.length >= LOTE_MAX) validarLote();
    else loteTimer ??= setTimeout(validarLote, LOTE_MS);
  });
}

/** Validates several documents, one libxml2 run per schema. */
export async function validarXsdVarios(xmls: readonly string[]): Promise<ResultadoXsd[]> {
  const out: ResultadoXsd[] = xmls.map(() => ({ valido: false, esquema: null, errores: [] }));
  const groups = new Map<string, number[]>();
  xmls.forEach((xml, i) => {
    // The root's own namespace, whatever the order of its attributes (xmlns:ds or xmlns:xsi often come first).
    const ns = espacioDeRaiz(xml);
    const entry = ns ? BY_NS.get(ns) : undefined;
    if (!entry) {
      out[i]!.errores.push({
        mensaje: `Espacio de nombres desconocido: ${ns ?? '(ninguno)'}`,
        linea: null,
        elemento: null,
      });
      return;
    }
    out[i] = { valido: false, esquema: entry, errores: [] };
    groups.set(entry.archivo, [...(groups.get(entry.archivo) ?? []), i]);
  });
  for (const [archivo, idx] of groups) {
    const files = idx.map((i) => {
      const xml = xmls[i]!;
      return {
        fileName: `doc${i}.xml`,
        contents: out[i]!.esquema!.version === '4.3' ? withoutSignatures(xml) : xml,
      };
    });
    const size = files.reduce((n, f) => n + f.contents.length, 0);
    const result = await validateXML({
      xml: files,
      schema: { fileName: 'schema.xsd', contents: schemaText(archivo) },
      preload: [{ fileName: DSIG, contents: readXsd(DSIG) }],
      // a 1,000-line invoice is ~1 MB; give libxml2 room for several
      initialMemoryPages: 512,
      maxMemoryPages: Math.min(65536, 1024 + Math.ceil((size * 40) / 65536)),
    });
    const byFile = new Map<string, ErrorXsd[]>();
    for (const e of result.errors) {
      const file = e.loc?.fileName ?? '';
      if (!file.startsWith('doc')) continue;
      const elemento = /Element '(?:\{[^}]*\})?([^']+)'/.exec(e.message)?.[1] ?? null;
      byFile.set(file, [
        ...(byFile.get(file) ?? []),
        { mensaje: e.message, linea: e.loc?.lineNumber ?? null, elemento },
      ]);
    }
    for (const i of idx) {
      const errores = byFile.get(`doc${i}.xml`) ?? [];
      out[i]!.errores = errores;
      out[i]!.valido = errores.length === 0 && (result.valid || idx.length > 1);
    }
    // a run that fails without per-file errors (e.g. a schema problem) fails every file
    if (!result.valid && idx.every((i) => out[i]!.errores.length === 0))
      for (const i of idx) {
        out[i]!.valido = false;
        out[i]!.errores = [
          {
            mensaje: result.rawOutput.trim() || 'xmllint falló sin mensaje',
            linea: null,
            elemento: null,
          },
        ];
      }
  }
  return out;
}
