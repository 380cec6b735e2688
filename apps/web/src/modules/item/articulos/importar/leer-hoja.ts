// Reading an item sheet in the browser: .xlsx with exceljs, .csv with papaparse (its delimiter
// found, «,» or «;» as Excel in Spanish writes it). The first row names the columns (titles or
// field names, importacion-columnas of the domain). Every cell becomes text: a number cell as its
// exact value with the decimal comma, so the es-CR reading (DECISIONS #43) can never take a
// decimal point for a thousands separator.
import { D, columnaDeEncabezado, type FilaItem } from '@jit/domain';
import { ITEM_MESSAGES as M } from '../../messages';

export type Hoja = { filas: FilaItem[]; primeraFila: number };

/** A number cell as es-CR text without grouping ("1500,5"). */
export const numeroComoTexto = (n: number): string => new D(String(n)).toFixed().replace('.', ',');

/** An exceljs cell value as text. */
export function celdaComoTexto(v: unknown): string {
  if (v == null) return '';
  if (typeof v === 'number') return numeroComoTexto(v);
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return celdaComoTexto(o.result);
    if (typeof o.text === 'string') return o.text;
    return '';
  }
  return typeof v === 'string' ? v.trim() : '';
}

/** Rows of text (the first one the headers) into item rows, by the columns the headers name. */
export function filasDeTabla(tabla: readonly (readonly string[])[]): Hoja {
  const [encabezados, ...datos] = tabla;
  const columnas = (encabezados ?? []).map((h) => columnaDeEncabezado(h));
  if (!columnas.includes('nombre')) throw new Error(M.sinEncabezados);
  const filas = datos.map((r) => {
    const f: FilaItem = {};
    columnas.forEach((c, i) => {
      const v = r[i]?.trim();
      if (c && v) f[c] = v;
    });
    return f;
  });
  // trailing blank rows are formatting, not data
  while (filas.length && Object.keys(filas[filas.length - 1]!).length === 0) filas.pop();
  if (filas.length === 0) throw new Error(M.hojaVacia);
  return { filas, primeraFila: 2 };
}

async function tablaXlsx(buffer: ArrayBuffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(buffer);
  const hoja = libro.worksheets[0];
  if (!hoja) return [];
  const tabla: string[][] = [];
  hoja.eachRow({ includeEmpty: true }, (row, n) => {
    const valores = row.values as unknown[];
    tabla[n - 1] = valores.slice(1).map(celdaComoTexto);
  });
  return Array.from(tabla, (r) => r ?? []);
}

async function tablaCsv(texto: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const r = Papa.parse<string[]>(texto.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy', delimitersToGuess: [',', ';', '\t', '|'] });
  return r.data;
}

/** Reads a chosen file into item rows; an Error with a Spanish message when it cannot. */
export async function leerHoja(archivo: File): Promise<Hoja> {
  const nombre = archivo.name.toLowerCase();
  let tabla: string[][];
  try {
    if (nombre.endsWith('.csv') || archivo.type === 'text/csv') tabla = await tablaCsv(await archivo.text());
    else if (nombre.endsWith('.xlsx')) tabla = await tablaXlsx(await archivo.arrayBuffer());
    else throw new Error(M.archivoInvalido);
  } catch (e) {
    throw e instanceof Error && Object.values(M).includes(e.message as never) ? e : new Error(M.archivoInvalido);
  }
  return filasDeTabla(tabla);
}
