// What one kitchen screen remembers on its own device: the categories it shows (kitchen vs bar).
const CLAVE = 'jit.cocina.categorias';

export const preferences = {
  categoriasCocina(): string[] {
    try {
      const v: unknown = JSON.parse(localStorage.getItem(CLAVE) ?? '[]');
      return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    } catch {
      return [];
    }
  },
  guardarCategoriasCocina(ids: string[]): void {
    localStorage.setItem(CLAVE, JSON.stringify(ids));
  },
};
