// Reads a received electronic document (v4.3 or v4.4) in the browser, to show what is being
// accepted or rejected before it is sent: type, clave, issuer, receiver, totals and the tax
// breakdown, and whether it carries a signature. The signature itself is verified by the server
// when the batch is sent (no API checks a document without processing it).

export type DocumentoRecibido = {
  raiz: string;
  /** Document code (01, 02, 03, 04, 08, 09). */
  tipo: string;
  clave: string;
  consecutivo: string;
  fechaEmision: string;
  emisor: { nombre: string; tipo: string; numero: string };
  receptor: { nombre: string; numero: string } | null;
  codigoMoneda: string;
  totalVentaNeta: string;
  totalImpuesto: string;
  totalComprobante: string;
  impuestos: { codigo: string; codigoTarifaIVA: string; monto: string }[];
  firmado: boolean;
};

export type Lectura = { ok: true; doc: DocumentoRecibido } | { ok: false; error: 'ilegible' | 'no-comprobante'; detalle: string };

const TIPO_POR_RAIZ: Readonly<Record<string, string>> = {
  FacturaElectronica: '01',
  NotaDebitoElectronica: '02',
  NotaCreditoElectronica: '03',
  TiqueteElectronico: '04',
  FacturaElectronicaCompra: '08',
  FacturaElectronicaExportacion: '09',
};

const hijos = (el: Element | null | undefined, name: string): Element[] =>
  el ? Array.from(el.children).filter((c) => c.localName === name) : [];
const hijo = (el: Element | null | undefined, name: string): Element | null => hijos(el, name)[0] ?? null;
const texto = (el: Element | null | undefined, ...path: string[]): string => {
  let cur: Element | null | undefined = el;
  for (const p of path) cur = hijo(cur, p);
  return cur?.textContent?.trim() ?? '';
};

/** Parses the XML text; refuses what is not a document to accept or reject. */
export function leerDocumentoRecibido(xml: string, parser: DOMParser = new DOMParser()): Lectura {
  const limpio = xml.replace(/^\uFEFF/, '').trim();
  const dom = parser.parseFromString(limpio, 'application/xml');
  const error = dom.getElementsByTagName('parsererror')[0];
  if (error || !dom.documentElement) return { ok: false, error: 'ilegible', detalle: (error?.textContent ?? '').split('\n')[0] ?? '' };
  const root = dom.documentElement;
  const tipo = TIPO_POR_RAIZ[root.localName];
  if (!tipo) return { ok: false, error: 'no-comprobante', detalle: root.localName };
  const emisor = hijo(root, 'Emisor');
  const receptor = hijo(root, 'Receptor');
  const resumen = hijo(root, 'ResumenFactura');
  const impuestos = hijos(resumen, 'TotalDesgloseImpuesto').map((d) => ({
    codigo: texto(d, 'Codigo'),
    codigoTarifaIVA: texto(d, 'CodigoTarifaIVA'),
    monto: texto(d, 'TotalMontoImpuesto'),
  }));
  const firmado = Array.from(root.children).some((c) => c.localName === 'Signature');
  return {
    ok: true,
    doc: {
      raiz: root.localName,
      tipo,
      clave: texto(root, 'Clave'),
      consecutivo: texto(root, 'NumeroConsecutivo'),
      fechaEmision: texto(root, 'FechaEmision'),
      emisor: { nombre: texto(emisor, 'Nombre'), tipo: texto(emisor, 'Identificacion', 'Tipo'), numero: texto(emisor, 'Identificacion', 'Numero') },
      receptor: receptor ? { nombre: texto(receptor, 'Nombre'), numero: texto(receptor, 'Identificacion', 'Numero') || texto(receptor, 'IdentificacionExtranjero') } : null,
      codigoMoneda: texto(resumen, 'CodigoTipoMoneda', 'CodigoMoneda') || 'CRC',
      totalVentaNeta: texto(resumen, 'TotalVentaNeta') || '0',
      totalImpuesto: texto(resumen, 'TotalImpuesto') || '0',
      totalComprobante: texto(resumen, 'TotalComprobante') || '0',
      impuestos,
      firmado,
    },
  };
}
