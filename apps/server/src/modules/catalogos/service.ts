// Read-only catalogues (spec 3 "Read-only catalogues"): in memory, no transaction. The
// directives have already checked the session; these only validate what the client asks.
import { badInput } from '../../errors.js';
import { findCabys, searchCabys, type CabysHit } from './cabys.js';
import { monedasPorPais } from './monedas.js';
import { cantonesDe, distritosDe } from './ubicacion.js';

export { CATALOGOS, tarifas } from './tablas.js';
export { monedas } from './monedas.js';
export { provincias } from './ubicacion.js';
export { findCabys, type CabysHit };

export const CABYS_LIMIT_MAX = 100;
const INPUT_MAX = 200;

export type CabysEntry = { id: string; cabys: string; descripcion_cabys: string; impuesto: string };
const entry = (h: CabysHit): CabysEntry => ({ id: h.cabys, cabys: h.cabys, descripcion_cabys: h.descripcion, impuesto: h.impuesto });

/** CABYS.readByDescription: words of the description or a code prefix (see cabys.ts). */
export function readCabysByDescription(input: string, limit: number | null | undefined): CabysEntry[] {
  const text = input.trim();
  const take = limit ?? 20;
  if (!Number.isInteger(take) || take < 1 || take > CABYS_LIMIT_MAX)
    throw badInput(`El límite debe estar entre 1 y ${CABYS_LIMIT_MAX}.`, 'limit');
  if (text.length > INPUT_MAX) throw badInput(`La búsqueda admite hasta ${INPUT_MAX} caracteres.`, 'input');
  if (text.replace(/[^\p{L}\p{N}]/gu, '').length < 2)
    throw badInput('Escribe al menos 2 letras o dígitos para buscar en el catálogo CABYS.', 'input');
  return searchCabys(text, take).map(entry);
}

/** Canton.readByProvincia. */
export function readCantones(provincia: string) {
  const list = cantonesDe(provincia.trim());
  if (!list) throw badInput(`La provincia «${provincia}» no existe: usa un código del 1 al 7.`, 'provincia');
  return list;
}

/** Distrito.readByCanton: the canton's id is provincia + cantón ("101"). */
export function readDistritos(canton: string) {
  const list = distritosDe(canton.trim());
  if (!list)
    throw badInput(`El cantón «${canton}» no existe: usa el id de 3 dígitos, provincia y cantón (p. ej. 101).`, 'canton');
  return list;
}

/** Moneda.readCountry. */
export function readMonedasPorPais(pais: string | null | undefined) {
  if (pais && pais.length > 60) throw badInput('El país buscado es demasiado largo.', 'pais');
  return monedasPorPais(pais);
}
