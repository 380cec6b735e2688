// Where each line of a received invoice goes (ruling E-1): to an item (it enters stock), to a cost
// record (expense, asset, fixed or variable cost: no stock), or nowhere yet. The choice is
// remembered per supplier and supplier code, so the second invoice of a supplier maps itself.

export type DestinoLinea = { tipo: 'item'; id: string; conversion?: string | null } | { tipo: 'costo'; id: string; clase: string };

/** A received line as the mapping sees it. */
export type LineaRecibida = { numeroLinea: number; codigoComercial?: string | null; codigo?: string | null; detalle: string };

/**
 * The key a line is remembered by: the supplier's own code (CodigoComercial) when it has one, else
 * its CABYS code and description (a supplier without codes still names its goods the same way).
 */
export function claveMapeo(l: LineaRecibida): string {
  const propio = l.codigoComercial?.trim();
  if (propio) return `c:${propio}`;
  return `d:${(l.codigo ?? '').trim()}|${l.detalle.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

/**
 * Each line's destination: the one chosen now wins, else the one remembered for its key, else none
 * (the person maps it on screen).
 */
export function mapearLineas(
  lineas: readonly LineaRecibida[],
  elegidos: ReadonlyMap<number, DestinoLinea>,
  recordados: ReadonlyMap<string, DestinoLinea>,
): { numeroLinea: number; clave: string; destino: DestinoLinea | null; recordado: boolean }[] {
  return lineas.map((l) => {
    const clave = claveMapeo(l);
    const elegido = elegidos.get(l.numeroLinea);
    if (elegido) return { numeroLinea: l.numeroLinea, clave, destino: elegido, recordado: false };
    const r = recordados.get(clave) ?? null;
    return { numeroLinea: l.numeroLinea, clave, destino: r, recordado: r !== null };
  });
}
