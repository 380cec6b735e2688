import type { LineaDetalle, LineaInput } from './linea-types';


/**
 * copyMissing(linea, input) for a line just built: every own field of the input the line lacks, when
 * defined, in the input's order. The usual descriptive fields are stored by name (V8 adds a property
 * named in the code several times faster than one named by a variable), the rest as copyMissing does.
 */
export function copyDescriptivos(linea: LineaDetalle, input: LineaInput): LineaDetalle {
  const t = linea as Record<string, unknown> & LineaDetalle;
  const s = input as Record<string, unknown>;
  for (const key in s) {
    if (!Object.prototype.hasOwnProperty.call(s, key)) continue;
    const v = s[key] as never;
    if (v === undefined) continue;
    switch (key) {
      case 'numeroLinea':
      case 'cantidad':
      case 'precioUnitario':
      case 'descuento':
      case 'impuesto':
        break; // computed fields, always on the line
      case 'codigoCABYS':
        if (!('codigoCABYS' in t)) t.codigoCABYS = v;
        break;
      case 'detalle':
        if (!('detalle' in t)) t.detalle = v;
        break;
      case 'unidadMedida':
        if (!('unidadMedida' in t)) t.unidadMedida = v;
        break;
      case 'clasificacion':
        if (!('clasificacion' in t)) t.clasificacion = v;
        break;
      case 'codigoComercial':
        if (!('codigoComercial' in t)) t.codigoComercial = v;
        break;
      default:
        if (!(key in t)) t[key] = v;
    }
  }
  return linea;
}
