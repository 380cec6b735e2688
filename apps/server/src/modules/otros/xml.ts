// How an "other content" template fills the v4.4 Otros element (for the documents service):
// cdata false → OtroTexto, true → OtroContenido; codigo = principal; the text is valorPrincipal
// followed by the estructura pairs as "clave: valor", separated by "; " (restrictedString ≤ 500).
import type { Otros } from '@jit/hacienda';
import type { EstructuraPar } from '../../db/schema/index.js';

export const OTRO_TEXTO_MAXIMO = 500;

export type PlantillaOtro = { principal: string | null; valorPrincipal: string | null; cdata: boolean; estructura: EstructuraPar[] };

/** The element text of one template. */
export const textoOtro = (p: Pick<PlantillaOtro, 'valorPrincipal' | 'estructura'>): string =>
  [p.valorPrincipal?.trim() ?? '', ...p.estructura.map((e) => `${e.key}: ${e.value}`)].filter((x) => x !== '').join('; ');

/** The Otros element of a document from the templates chosen for it (undefined when none). */
export function otrosXml(plantillas: PlantillaOtro[]): Otros | undefined {
  const item = (p: PlantillaOtro) => ({ ...(p.principal ? { codigo: p.principal } : {}), texto: textoOtro(p) });
  const otroTexto = plantillas.filter((p) => !p.cdata).map(item);
  const otroContenido = plantillas.filter((p) => p.cdata).map(item);
  if (!otroTexto.length && !otroContenido.length) return undefined;
  return { ...(otroTexto.length ? { otroTexto } : {}), ...(otroContenido.length ? { otroContenido } : {}) };
}
