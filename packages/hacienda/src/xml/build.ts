// Writes a document as canonical XML (C14N 1.0) in one pass over its schema tree: elements in
// schema order, no whitespace between them, start/end tags for every element, C14N escaping.
// The output is its own canonical form, so signing digests these exact bytes (no re-parse).
import {
  HaciendaXmlError,
  charLength,
  escapeAttr,
  escapeText,
  formatDecimal,
  formatEntero,
  formatFecha,
} from './format';
import { emitFast } from './compile';
import type { Shape } from './shape';
import { SHAPES_V44 } from './shapes.generated';
import { TIPOS } from './tipos';
import type { Documento, MensajeHacienda, TextoConCodigo, TipoDocumento } from './types';

/** A built document: the canonical root element, ready to sign or to serialise. */
export type XmlConstruido = {
  readonly tipo: TipoDocumento | 'MH';
  /** Root element name, e.g. FacturaElectronica. */
  readonly raiz: string;
  /** The schema's namespace, declared as the default namespace of the root. */
  readonly ns: string;
  /** `<Raiz xmlns="…">…</Raiz>`: canonical, no XML declaration, no signature. */
  readonly xml: string;
};

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';

const MENSAJE_DE_TIPO = { '05': 1, '06': 2, '07': 3 } as const;

type Value = unknown;

class Writer {
  out = '';
  private readonly path: string[] = [];
  constructor(private readonly raiz: string) {}

  campo(): string {
    return this.path.join('.').replace(/\.\[/g, '[');
  }

  /** The current path, computed only if a formatter fails. */
  private readonly lazyCampo = (): string => this.campo();

  group(shapes: readonly Shape[], obj: Record<string, Value>): void {
    for (const s of shapes) {
      if (s.sig) continue;
      const v = obj[s.k];
      if (v === undefined || v === null || v === '') {
        if ((s.min ?? 1) > 0) this.missing(s);
        continue;
      }
      const max = s.max ?? 1;
      if (max > 1) {
        const list = Array.isArray(v) ? (v as Value[]) : [v];
        this.path.push(s.k);
        if (list.length === 0 && (s.min ?? 1) > 0) {
          this.path.pop();
          this.missing(s);
        }
        if (list.length > max)
          throw new HaciendaXmlError(
            `${this.campo()}: ${this.raiz} admite como máximo ${max}, hay ${list.length}.`,
            this.campo(),
          );
        for (let i = 0; i < list.length; i++) {
          this.path.push(`[${i}]`);
          this.one(s, list[i]);
          this.path.pop();
        }
        this.path.pop();
      } else {
        this.path.push(s.k);
        this.one(s, v);
        this.path.pop();
      }
    }
  }

  private missing(s: Shape): never {
    this.path.push(s.k);
    const campo = this.campo();
    throw new HaciendaXmlError(`Falta ${campo} (${s.x}), obligatorio en ${this.raiz}.`, campo);
  }

  private one(s: Shape, v: Value): void {
    if (s.c) {
      if (typeof v !== 'object' || v === null || Array.isArray(v))
        throw new HaciendaXmlError(`${this.campo()}: se esperaba un objeto.`, this.campo());
      this.out += `<${s.x}>`;
      this.group(s.c, v as Record<string, Value>);
      this.out += `</${s.x}>`;
      return;
    }
    if (s.v === 'attr') {
      const t: TextoConCodigo = typeof v === 'string' ? { texto: v } : (v as TextoConCodigo);
      if (typeof t?.texto !== 'string')
        throw new HaciendaXmlError(
          `${this.campo()}: se esperaba { texto, codigo? }.`,
          this.campo(),
        );
      this.checkLength(s, t.texto);
      const attr =
        t.codigo !== undefined && t.codigo !== ''
          ? ` ${s.attr}="${escapeAttr(t.codigo, this.lazyCampo)}"`
          : '';
      this.out += `<${s.x}${attr}>${escapeText(t.texto, this.lazyCampo)}</${s.x}>`;
      return;
    }
    this.out += `<${s.x}>${this.leaf(s, v)}</${s.x}>`;
  }

  private leaf(s: Shape, v: Value): string {
    const kind = s.v;
    if (kind === 's') {
      const text = typeof v === 'number' ? String(v) : v;
      if (typeof text !== 'string')
        throw new HaciendaXmlError(`${this.campo()}: se esperaba texto.`, this.campo());
      this.checkLength(s, text);
      return escapeText(text, this.lazyCampo);
    }
    if (kind === 'i') return formatEntero(v as number | string, this.lazyCampo);
    if (kind === 'dt') return formatFecha(v as string | Date, this.lazyCampo);
    if (kind !== undefined && kind.charCodeAt(0) === 100 /* d */)
      return formatDecimal(v as string, kind.charCodeAt(1) - 48, s.td ?? 18, this.lazyCampo);
    throw new HaciendaXmlError(
      `${this.campo()}: tipo de valor no admitido al escribir (${kind}).`,
      this.campo(),
    );
  }

  private checkLength(s: Shape, text: string): void {
    if (s.minLen === undefined && s.maxLen === undefined) return;
    let n = text.length;
    // code points, as XSD counts, only when surrogate pairs could change the verdict
    if (n > (s.maxLen ?? Infinity) || n < 2 * (s.minLen ?? 0)) n = charLength(text);
    if ((s.minLen !== undefined && n < s.minLen) || (s.maxLen !== undefined && n > s.maxLen)) {
      const rango =
        s.minLen === undefined
          ? `como máximo ${s.maxLen}`
          : s.maxLen === undefined
            ? `al menos ${s.minLen}`
            : s.minLen === s.maxLen
              ? `exactamente ${s.minLen}`
              : `entre ${s.minLen} y ${s.maxLen}`;
      throw new HaciendaXmlError(
        `${this.campo()}: debe tener ${rango} caracteres (tiene ${n}).`,
        this.campo(),
      );
    }
  }
}

function write(
  tipo: TipoDocumento | 'MH',
  raiz: string,
  ns: string,
  shapes: readonly Shape[],
  obj: object,
): XmlConstruido {
  let inner = emitFast(shapes, obj);
  if (inner === null) {
    // the compiled path gave up: the generic walker says precisely what is wrong (and throws)
    const w = new Writer(raiz);
    w.group(shapes, obj as Record<string, Value>);
    inner = w.out;
  }
  return { tipo, raiz, ns, xml: `<${raiz} xmlns="${ns}">${inner}</${raiz}>` };
}

/** The generic walker alone (tests compare it with the compiled path). */
export function buildXmlLento(doc: Documento): string {
  const { shape } = TIPOS[doc.tipo];
  const obj =
    doc.tipo === '05' || doc.tipo === '06' || doc.tipo === '07'
      ? { ...doc, mensaje: doc.mensaje ?? MENSAJE_DE_TIPO[doc.tipo] }
      : doc;
  const w = new Writer(shape.root);
  w.group(shape.c, obj);
  return `<${shape.root} xmlns="${shape.ns}">${w.out}</${shape.root}>`;
}

/** Builds any document of this package (01–10) as canonical v4.4 XML, unsigned. */
export function buildXml(doc: Documento): XmlConstruido {
  const info = TIPOS[doc.tipo];
  if (!info)
    throw new HaciendaXmlError(
      `Tipo de documento desconocido: ${String((doc as { tipo?: unknown }).tipo)}.`,
      'tipo',
    );
  const { shape } = info;
  const obj =
    doc.tipo === '05' || doc.tipo === '06' || doc.tipo === '07'
      ? { ...doc, mensaje: doc.mensaje ?? MENSAJE_DE_TIPO[doc.tipo] }
      : doc;
  return write(doc.tipo, shape.root, shape.ns, shape.c, obj);
}

/** Builds Hacienda's answer (used by the simulator; JIT never sends one). */
export function buildMensajeHacienda(msg: MensajeHacienda): XmlConstruido {
  const { root, ns, c } = SHAPES_V44.MH;
  return write('MH', root, ns, c, msg);
}

/** The built document as a file: XML declaration + root element. */
export function toXmlString(built: XmlConstruido): string {
  return XML_DECLARATION + built.xml;
}
