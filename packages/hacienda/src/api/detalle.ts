// DetalleMensaje of a MensajeHacienda: a free text that, when the document has errors, holds
// a table `codigo, mensaje, fila, columna`, one line per error, the message in quotes.

export type LineaDetalleMensaje = {
  codigo: number;
  mensaje: string;
  fila: number;
  columna: number;
};

const HEADER = 'codigo, mensaje, fila, columna';

/** Writes the error table as the simulator (and Hacienda) put it inside DetalleMensaje. */
export function formatDetalleMensaje(
  intro: string,
  lineas: readonly LineaDetalleMensaje[],
): string {
  if (lineas.length === 0) return intro;
  const rows = lineas.map(
    (l) => `${l.codigo}, "${l.mensaje.replace(/"/g, "'")}", ${l.fila}, ${l.columna}`,
  );
  return `${intro}\n\nEl comprobante electrónico tiene los siguientes errores:\n\n[\n${HEADER}\n${rows.join('\n')}\n]`;
}

/** Reads the error lines back from a DetalleMensaje; lines that are not in the table are ignored. */
export function parseDetalleMensaje(texto: string): LineaDetalleMensaje[] {
  const out: LineaDetalleMensaje[] = [];
  for (const line of texto.split(/\r?\n/)) {
    const m = /^\s*(-?\d+)\s*,\s*"(.*)"\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(line);
    if (m)
      out.push({ codigo: Number(m[1]), mensaje: m[2]!, fila: Number(m[3]), columna: Number(m[4]) });
  }
  return out;
}
