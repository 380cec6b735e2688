/** The months in Spanish as Costa Rica writes them (lower case, «setiembre»), January first. */
export const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** A month's name, 1 = enero; the short form is its first three letters (ene, feb … set … dic). */
export const nombreMes = (mes: number, corto = false): string => {
  const nombre = MESES[mes - 1];
  if (!nombre) throw new RangeError(`Mes fuera de rango: ${mes}`);
  return corto ? nombre.slice(0, 3) : nombre;
};
