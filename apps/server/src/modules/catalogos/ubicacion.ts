// Provinces, cantons and districts (DECISIONS #22) with hierarchical ids: provincia "1", cantón
// "101", distrito "10101", so that one id names a canton or a district on its own; `codigo` is the
// part that goes in the XML's Ubicacion (1, 2 and 2 digits).
import { ubicacionRows } from './data.js';

export type Distrito = { id: string; value: string; annotation: string; canton: string; codigo: string };
export type Canton = { id: string; value: string; annotation: string; provincia: string; codigo: string; distritos: Distrito[] };
export type Provincia = { id: string; value: string; annotation: string | null; codigo: string; cantones: Canton[] };

let tree: { provincias: Provincia[]; cantones: Map<string, Canton> } | null = null;

function build() {
  const cantones = new Map<string, Canton>();
  const provincias = ubicacionRows().map(([p, nombre, iso, cs]): Provincia => ({
    id: p,
    value: nombre,
    annotation: iso,
    codigo: p,
    cantones: cs.map(([c, cn, ds]) => {
      const canton: Canton = {
        id: `${p}${c}`,
        value: cn,
        annotation: nombre,
        provincia: p,
        codigo: c,
        distritos: ds.map(([d, dn]) => ({ id: `${p}${c}${d}`, value: dn, annotation: `${cn}, ${nombre}`, canton: `${p}${c}`, codigo: d })),
      };
      cantones.set(canton.id, canton);
      return canton;
    }),
  }));
  return { provincias, cantones };
}

const ubicacion = () => (tree ??= build());

export const provincias = (): Provincia[] => ubicacion().provincias;

/** The cantons of a province, or null when the province does not exist. */
export const cantonesDe = (provincia: string): Canton[] | null =>
  ubicacion().provincias.find((p) => p.id === provincia)?.cantones ?? null;

/** The districts of a canton (id "101"), or null when the canton does not exist. */
export const distritosDe = (canton: string): Distrito[] | null => ubicacion().cantones.get(canton)?.distritos ?? null;
