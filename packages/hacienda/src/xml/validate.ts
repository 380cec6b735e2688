// XSD validation with libxml2 (compiled to WebAssembly by libxml2-wasm, so no system package is
// needed). The schema is chosen by the root element's namespace (raiz.ts): v4.4 (April-2026) or
// v4.3.
import {
  XmlBufferInputProvider,
  XmlDocument,
  XmlLibError,
  XsdValidator,
  xmlRegisterInputProvider,
  type ErrorDetail,
} from 'libxml2-wasm';
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

// Each schema is parsed once per process and kept: a validation is then a parse of the document
// and a walk of it, a fraction of a millisecond for a 10-line invoice. (xmllint-wasm, used before,
// started a worker thread, loaded the WebAssembly module and parsed the schema on every run:
// about 75 ms, the largest cost of sending a document to the simulator inside the server.)
let proveedor = false;
const validadores = new Map<string, XsdValidator>();

function validador(archivo: string): XsdValidator {
  let v = validadores.get(archivo);
  if (!v) {
    if (!proveedor) {
      // The schemas import xmldsig by this name; libxml2 reads it from memory, never the disk.
      xmlRegisterInputProvider(
        new XmlBufferInputProvider({ [DSIG]: new TextEncoder().encode(readXsd(DSIG)) }),
      );
      proveedor = true;
    }
    const xsd = XmlDocument.fromString(schemaText(archivo), { url: 'schema.xsd' });
    try {
      v = XsdValidator.fromDoc(xsd);
    } finally {
      xsd.dispose();
    }
    validadores.set(archivo, v);
  }
  return v;
}

/** libxml2's diagnostics as ours (its message names the element at fault). */
function erroresDe(details: readonly ErrorDetail[], mensaje: string): ErrorXsd[] {
  if (details.length === 0) return [{ mensaje: mensaje || 'libxml2 falló sin mensaje', linea: null, elemento: null }];
  return details.map((d) => ({
    mensaje: d.message.trim(),
    linea: d.line > 0 ? d.line : null,
    elemento: /Element '(?:\{[^}]*\})?([^']+)'/.exec(d.message)?.[1] ?? null,
  }));
}

/** Validates one document's text against a schema: its errors, none when valid. */
function validarTexto(contents: string, archivo: string): ErrorXsd[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(contents, { url: 'documento.xml' });
  } catch (e) {
    if (e instanceof XmlLibError) return erroresDe(e.details, e.message);
    throw e;
  }
  try {
    validador(archivo).validate(doc);
    return [];
  } catch (e) {
    if (e instanceof XmlLibError) return erroresDe(e.details, e.message);
    throw e;
  } finally {
    doc.dispose();
  }
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

/** Validates one document against its Hacienda schema (chosen by namespace). */
export async function validarXsd(xml: string): Promise<ResultadoXsd> {
  return (await validarXsdVarios([xml]))[0]!;
}

/** Validates several documents, each against its schema (chosen by namespace). */
export async function validarXsdVarios(xmls: readonly string[]): Promise<ResultadoXsd[]> {
  return Promise.resolve(
    xmls.map((xml): ResultadoXsd => {
      // The root's own namespace, whatever the order of its attributes (xmlns:ds or xmlns:xsi often come first).
      const ns = espacioDeRaiz(xml);
      const entry = ns ? BY_NS.get(ns) : undefined;
      if (!entry)
        return {
          valido: false,
          esquema: null,
          errores: [{ mensaje: `Espacio de nombres desconocido: ${ns ?? '(ninguno)'}`, linea: null, elemento: null }],
        };
      const errores = validarTexto(entry.version === '4.3' ? withoutSignatures(xml) : xml, entry.archivo);
      return { valido: errores.length === 0, esquema: entry, errores };
    }),
  );
}
