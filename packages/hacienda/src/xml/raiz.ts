// The root element's start tag, read without parsing the whole document (a 1,000-line invoice is
// ~1 MB): what the validator needs to choose a schema and the signer to know the namespaces in
// scope. Attributes come in any order and with either quote: Hacienda's own ATV and many providers
// declare xmlns:ds, xmlns:xsi or xmlns:xsd before the document's default namespace.

export type RaizLeida = {
  /** The root's prefix ('' when it has none) and local name. */
  prefijo: string;
  local: string;
  /** Its attributes as written (namespace declarations included), values decoded. */
  atributos: { nombre: string; valor: string }[];
};

const NOMBRE = /([A-Za-z_][\w.-]*)(?::([A-Za-z_][\w.-]*))?/y;
const ATRIBUTO = /\s+([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const FIN = /\s*\/?>/y;
const ENTIDADES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const decodificar = (s: string): string =>
  s.includes('&')
    ? s.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, e: string) =>
        e.startsWith('#x')
          ? String.fromCodePoint(parseInt(e.slice(2), 16))
          : e.startsWith('#')
            ? String.fromCodePoint(Number(e.slice(1)))
            : (ENTIDADES[e] as string),
      )
    : s;

/** Where the root's start tag begins: after the XML declaration, processing instructions, comments, DOCTYPE and blanks; −1 if nowhere. */
function inicioRaiz(xml: string): number {
  const pasado = (fin: number, largo: number): number => (fin < 0 ? -1 : fin + largo);
  let at = 0;
  while (at >= 0) {
    while (at < xml.length && /\s/.test(xml[at] as string)) at++;
    if (xml.startsWith('<?', at)) at = pasado(xml.indexOf('?>', at), 2);
    else if (xml.startsWith('<!--', at)) at = pasado(xml.indexOf('-->', at), 3);
    else if (xml.startsWith('<!DOCTYPE', at)) {
      // An internal subset ([…]) may hold '>' of its own.
      const subset = xml.indexOf('[', at);
      const desde = subset >= 0 && subset < xml.indexOf('>', at) ? xml.indexOf(']', subset) : at;
      at = desde < 0 ? -1 : pasado(xml.indexOf('>', desde), 1);
    } else return at;
  }
  return -1;
}

/** The root's start tag, or null when there is none to read. */
export function leerRaiz(xml: string): RaizLeida | null {
  const at = inicioRaiz(xml);
  if (at < 0 || xml[at] !== '<') return null;
  NOMBRE.lastIndex = at + 1;
  const nombre = NOMBRE.exec(xml);
  if (!nombre) return null;
  const raiz: RaizLeida = {
    prefijo: nombre[2] === undefined ? '' : (nombre[1] as string),
    local: (nombre[2] ?? nombre[1]) as string,
    atributos: [],
  };
  let pos = NOMBRE.lastIndex;
  for (;;) {
    ATRIBUTO.lastIndex = pos;
    const a = ATRIBUTO.exec(xml);
    if (!a) break;
    raiz.atributos.push({ nombre: a[1] as string, valor: decodificar(a[2] ?? a[3] ?? '') });
    pos = ATRIBUTO.lastIndex;
  }
  FIN.lastIndex = pos;
  return FIN.test(xml) ? raiz : null;
}

/** The namespace declarations of the root, in document order: [prefix ('' for the default one), URI]. */
export const declaracionesDe = (raiz: RaizLeida): [string, string][] =>
  raiz.atributos.flatMap((a): [string, string][] =>
    a.nombre === 'xmlns'
      ? [['', a.valor]]
      : a.nombre.startsWith('xmlns:')
        ? [[a.nombre.slice(6), a.valor]]
        : [],
  );

/**
 * The root element's namespace: the declaration of its prefix, or its default namespace (xmlns="…"),
 * wherever it sits among the attributes; null when the root has none (or there is no root).
 */
export function espacioDeRaiz(xml: string): string | null {
  const raiz = leerRaiz(xml);
  if (!raiz) return null;
  const propio = declaracionesDe(raiz).find(([prefijo]) => prefijo === raiz.prefijo);
  return propio && propio[1] !== '' ? propio[1] : null;
}
