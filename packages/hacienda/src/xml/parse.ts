// Reading documents that come from outside: comprobantes of every type in v4.3 and v4.4,
// MensajeReceptor and MensajeHacienda. Tolerant of what providers add (elements of other
// namespaces or unknown names, whitespace between elements, up to 5 or more signatures,
// elements out of order); strict about what JIT needs (clave, consecutivo, date, issuer,
// totals) and about every number and date being one. v4.3 documents come out in v4.4 names.
import { elementos, parseXml, texto, type XElement } from './parser';
import type { Shape } from './shape';
import { ESQUEMAS_POR_NS } from './tipos';
import type {
  Comprobante,
  MensajeHacienda,
  MensajeReceptor,
  TipoComprobante,
  TipoMensajeReceptor,
  VersionEsquema,
} from './types';

/** A received document that lacks what JIT needs, or whose values are not what they claim. */
export class DocumentoInvalidoError extends Error {
  override readonly name = 'DocumentoInvalidoError';
  constructor(readonly errores: string[]) {
    super(
      `El documento no se puede leer: ${errores.slice(0, 5).join('; ')}${errores.length > 5 ? ` (y ${errores.length - 5} más)` : ''}`,
    );
  }
}

export type DocumentoLeido =
  | {
      clase: 'comprobante';
      version: VersionEsquema;
      raiz: string;
      documento: Comprobante;
      firmas: number;
    }
  | {
      clase: 'mensajeReceptor';
      version: VersionEsquema;
      raiz: string;
      documento: MensajeReceptor;
      firmas: number;
    }
  | {
      clase: 'mensajeHacienda';
      version: VersionEsquema;
      raiz: string;
      documento: MensajeHacienda;
      firmas: number;
    };

const NUMBER_KEYS = new Set(['numeroLinea', 'mensaje']);
const DECIMAL_RE = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
const DATETIME_RE = /^\s*\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?\s*$/;
const NS_DS = 'http://www.w3.org/2000/09/xmldsig#';

type Obj = Record<string, unknown>;

function readGroup(
  el: XElement,
  shapes: readonly Shape[],
  ns: string,
  path: string,
  errores: string[],
): Obj {
  const out: Obj = {};
  const byName = new Map<string, Shape>();
  for (const s of shapes) byName.set(s.x, s);
  for (const child of elementos(el)) {
    if (child.ns !== ns) continue; // signatures, providers' own extensions
    const s = byName.get(child.local);
    if (!s || s.sig) continue; // an element the schema does not know: tolerated
    const many = (s.max ?? 1) > 1;
    const list = many ? ((out[s.k] as unknown[] | undefined) ?? []) : undefined;
    const here = `${path}${path ? '.' : ''}${s.k}${list ? `[${list.length}]` : ''}`;
    const value = s.c
      ? readGroup(child, s.c, ns, here, errores)
      : readLeaf(child, s, here, errores);
    if (list) {
      list.push(value);
      out[s.k] = list;
    } else if (!(s.k in out)) out[s.k] = value;
  }
  return out;
}

function readLeaf(el: XElement, s: Shape, path: string, errores: string[]): unknown {
  const raw = texto(el);
  if (s.v === 'attr' || s.v === 'any') {
    const codigo =
      el.attrs.find((a) => a.ns === '' && a.local === (s.attr ?? 'codigo'))?.value ?? null;
    return codigo !== null && codigo !== '' ? { codigo, texto: raw } : { texto: raw };
  }
  const text = raw.trim();
  if (s.v === 'i') {
    if (!/^[+-]?\d+$/.test(text)) errores.push(`${path}: «${text}» no es un número entero`);
    return NUMBER_KEYS.has(s.k) ? Number(text) : text;
  }
  if (s.v === 'dt') {
    if (!DATETIME_RE.test(text) || Number.isNaN(Date.parse(text)))
      errores.push(`${path}: «${text}» no es una fecha y hora válida`);
    return text;
  }
  if (s.v?.startsWith('d')) {
    if (!DECIMAL_RE.test(text)) errores.push(`${path}: «${text}» no es un número`);
    return text;
  }
  return raw;
}

const rename = (o: Obj | undefined, from: string, to: string): void => {
  if (o && from in o) {
    if (!(to in o)) o[to] = o[from];
    delete o[from];
  }
};

/** v4.3 names and places → v4.4 (MedioPago moved into the summary, CABYS code renamed, …). */
function normalizar43(doc: Obj): void {
  rename(doc, 'codigoActividad', 'codigoActividadEmisor');
  const emisor = doc.emisor as Obj | undefined;
  if (emisor && typeof emisor.correoElectronico === 'string')
    emisor.correoElectronico = [emisor.correoElectronico];
  const resumen = (doc.resumenFactura ??= {}) as Obj;
  resumen.codigoTipoMoneda ??= { codigoMoneda: 'CRC', tipoCambio: '1' };
  if (Array.isArray(doc.medioPago)) {
    resumen.medioPago = (doc.medioPago as string[]).map((tipoMedioPago) => ({ tipoMedioPago }));
    delete doc.medioPago;
  }
  for (const l of ((doc.detalleServicio as Obj | undefined)?.lineaDetalle as Obj[] | undefined) ??
    []) {
    rename(l, 'codigo', 'codigoCABYS');
    for (const imp of (l.impuesto as Obj[] | undefined) ?? []) {
      rename(imp, 'codigoTarifa', 'codigoTarifaIVA');
      rename(imp, 'factorIVA', 'factorCalculoIVA');
      const exo = imp.exoneracion as Obj | undefined;
      rename(exo, 'tipoDocumento', 'tipoDocumentoEX1');
      rename(exo, 'fechaEmision', 'fechaEmisionEX');
    }
  }
  for (const c of (doc.otrosCargos as Obj[] | undefined) ?? []) {
    rename(c, 'tipoDocumento', 'tipoDocumentoOC');
    rename(c, 'porcentaje', 'porcentajeOC');
    if (typeof c.numeroIdentidadTercero === 'string') {
      c.identificacionTercero = { numero: c.numeroIdentidadTercero };
      delete c.numeroIdentidadTercero;
    }
  }
  for (const r of (doc.informacionReferencia as Obj[] | undefined) ?? []) {
    rename(r, 'tipoDoc', 'tipoDocIR');
    rename(r, 'fechaEmision', 'fechaEmisionIR');
  }
}

const get = (o: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Obj)[k] : undefined), o);

function need(doc: Obj, paths: string[], errores: string[]): void {
  for (const p of paths) {
    const v = get(doc, p);
    if (v === undefined || v === '') errores.push(`falta ${p}`);
  }
}

const TIPO_POR_MENSAJE: Record<number, TipoMensajeReceptor> = { 1: '05', 2: '06', 3: '07' };

/** Reads any Hacienda document (v4.3 or v4.4) into JIT's shapes, in v4.4 names. */
export function parseDocumento(xml: string): DocumentoLeido {
  const root = parseXml(xml).root;
  const ns = root.ns;
  const esquema = ESQUEMAS_POR_NS.get(ns);
  if (!esquema || esquema.shape.root !== root.local)
    throw new DocumentoInvalidoError([
      `no es un comprobante de Hacienda conocido (${root.local} en «${ns || 'sin espacio de nombres'}»)`,
    ]);
  const errores: string[] = [];
  const obj = readGroup(root, esquema.shape.c, ns, '', errores);
  const firmas = elementos(root).filter((e) => e.ns === NS_DS && e.local === 'Signature').length;
  const { version } = esquema;
  const raiz = esquema.shape.root;
  const clave = obj.clave;
  if (typeof clave === 'string' && !/^[a-zA-Z0-9]{50}$/.test(clave))
    errores.push(`clave: «${clave}» no tiene 50 caracteres alfanuméricos`);

  if (esquema.clase === 'MH') {
    need(
      obj,
      [
        'clave',
        'nombreEmisor',
        'tipoIdentificacionEmisor',
        'numeroCedulaEmisor',
        'mensaje',
        'totalFactura',
      ],
      errores,
    );
    if (obj.mensaje !== undefined && obj.mensaje !== 1 && obj.mensaje !== 3)
      errores.push(`mensaje: ${JSON.stringify(obj.mensaje)} no es 1 (aceptado) ni 3 (rechazado)`);
    obj.estadoMensaje ??= obj.mensaje === 1 ? 'Aceptado' : 'Rechazado';
    obj.detalleMensaje ??= '';
    if (errores.length) throw new DocumentoInvalidoError(errores);
    return { clase: 'mensajeHacienda', version, raiz, documento: obj as MensajeHacienda, firmas };
  }
  if (esquema.clase === 'MR') {
    need(
      obj,
      [
        'clave',
        'numeroCedulaEmisor',
        'fechaEmisionDoc',
        'mensaje',
        'totalFactura',
        'numeroCedulaReceptor',
        'numeroConsecutivoReceptor',
      ],
      errores,
    );
    const tipo = TIPO_POR_MENSAJE[obj.mensaje as number];
    if (!tipo && obj.mensaje !== undefined)
      errores.push(`mensaje: ${JSON.stringify(obj.mensaje)} no es 1, 2 ni 3`);
    if (errores.length) throw new DocumentoInvalidoError(errores);
    return {
      clase: 'mensajeReceptor',
      version,
      raiz,
      documento: { tipo: tipo!, ...obj } as MensajeReceptor,
      firmas,
    };
  }
  if (version === '4.3') normalizar43(obj);
  need(
    obj,
    [
      'clave',
      'numeroConsecutivo',
      'fechaEmision',
      'emisor.nombre',
      'emisor.identificacion.tipo',
      'emisor.identificacion.numero',
      'resumenFactura.totalComprobante',
    ],
    errores,
  );
  const consecutivo = obj.numeroConsecutivo;
  if (typeof consecutivo === 'string' && !/^\d{20}$/.test(consecutivo))
    errores.push(`numeroConsecutivo: «${consecutivo}» no tiene 20 dígitos`);
  const lineas = (get(obj, 'detalleServicio.lineaDetalle') as Obj[] | undefined) ?? [];
  lineas.forEach((l, i) => {
    if (l.numeroLinea === undefined)
      errores.push(`falta detalleServicio.lineaDetalle[${i}].numeroLinea`);
    if (l.montoTotalLinea === undefined)
      errores.push(`falta detalleServicio.lineaDetalle[${i}].montoTotalLinea`);
  });
  if (errores.length) throw new DocumentoInvalidoError(errores);
  return {
    clase: 'comprobante',
    version,
    raiz,
    documento: { tipo: esquema.clase as TipoComprobante, ...obj } as Comprobante,
    firmas,
  };
}

/** Reads Hacienda's answer (MensajeHacienda, v4.3 or v4.4). */
export function parseMensajeHacienda(xml: string): MensajeHacienda {
  const leido = parseDocumento(xml);
  if (leido.clase !== 'mensajeHacienda')
    throw new DocumentoInvalidoError([`se esperaba MensajeHacienda y llegó ${leido.raiz}`]);
  return leido.documento;
}
