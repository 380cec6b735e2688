// The lines of a received document (v4.3 or v4.4) as the mapping screen shows them: the supplier's
// code and CABYS (the remembered mapping's key), what it is, how many and what they cost.

export type LineaRecibidaXml = {
  numeroLinea: number;
  codigoComercial: string | null;
  codigo: string | null;
  detalle: string;
  cantidad: string;
  unidadMedida: string;
  montoTotal: string;
  montoDescuento: string;
  impuestoNeto: string;
};

const hijos = (el: Element | null | undefined, name: string): Element[] => (el ? Array.from(el.children).filter((c) => c.localName === name) : []);
const texto = (el: Element | null | undefined, name: string): string => hijos(el, name)[0]?.textContent?.trim() ?? '';
const suma = (vals: string[]) => vals.reduce((t, v) => t + (Number(v) || 0), 0);

/** Reads the lines; a document that cannot be read has none (the card already said why). */
export function leerLineas(xml: string, parser: DOMParser = new DOMParser()): LineaRecibidaXml[] {
  const dom = parser.parseFromString(xml.replace(/^\uFEFF/, '').trim(), 'application/xml');
  const root = dom.documentElement;
  if (!root || dom.getElementsByTagName('parsererror').length) return [];
  const detalle = hijos(root, 'DetalleServicio')[0];
  return hijos(detalle, 'LineaDetalle').map((l, i) => {
    // v4.4 names the CABYS code CodigoCABYS; v4.3 calls it Codigo.
    const cabys = texto(l, 'CodigoCABYS') || texto(l, 'Codigo');
    const impuesto = texto(l, 'ImpuestoNeto') || String(suma(hijos(l, 'Impuesto').map((t) => texto(t, 'Monto'))));
    const descuento = suma(hijos(l, 'Descuento').map((d) => texto(d, 'MontoDescuento')));
    return {
      numeroLinea: Number(texto(l, 'NumeroLinea')) || i + 1,
      codigoComercial: texto(hijos(l, 'CodigoComercial')[0], 'Codigo') || null,
      codigo: cabys || null,
      detalle: texto(l, 'Detalle'),
      cantidad: texto(l, 'Cantidad') || '0',
      unidadMedida: texto(l, 'UnidadMedida'),
      montoTotal: texto(l, 'MontoTotal') || '0',
      // Sums as numbers only for display; the server computes the cost that counts in Decimal.
      montoDescuento: String(descuento),
      impuestoNeto: impuesto,
    };
  });
}
