/** A vitest project that extends the package's config (see vitest-aislamiento.mjs). */
export type ProyectoDePruebas = {
  extends: true;
  test: { name: string; include: string[]; isolate?: false; exclude?: string[]; globalSetup?: string[] };
};

export function proyectosPorAislamiento(
  root: string,
  dirs: string[],
  include: string[],
  nombre: string,
  exclude: string[],
  comun?: { globalSetup?: string[] },
): ProyectoDePruebas[];
