// The columns of an item spreadsheet, for export and import alike (the same sheet goes both ways).
// Headers are matched without case or accents, and the field's own name is accepted too.
import { plegar } from './busqueda';

export type ColumnaItem = { clave: ClaveColumna; titulo: string; ayuda: string };

export type ClaveColumna =
  | 'tipo'
  | 'codigoRapido'
  | 'SKU'
  | 'codigoBarras'
  | 'nombre'
  | 'nombreCorto'
  | 'descripcion'
  | 'codigo'
  | 'unidadMedida'
  | 'codigoMoneda'
  | 'costoUnitarioTotal'
  | 'utilidad'
  | 'precioUnitario'
  | 'precioVenta'
  | 'tarifa'
  | 'minimo'
  | 'maximo'
  | 'categoria'
  | 'stockState';

export const COLUMNAS_ITEM: readonly ColumnaItem[] = [
  { clave: 'tipo', titulo: 'Tipo', ayuda: '01 Materia prima, 02 Reventa, 03 Manufacturado, 04 Consumible o 05 Servicio (código o nombre); 02 si se deja vacío.' },
  { clave: 'codigoRapido', titulo: 'Código rápido', ayuda: 'Hasta 20 caracteres, único. Con él se actualiza el artículo que ya lo tenga.' },
  { clave: 'SKU', titulo: 'SKU', ayuda: 'Hasta 20 caracteres, único.' },
  { clave: 'codigoBarras', titulo: 'Código de barras', ayuda: 'EAN/UPC u otro código de hasta 20 caracteres, único.' },
  { clave: 'nombre', titulo: 'Nombre', ayuda: 'Obligatorio, de 3 a 200 caracteres (es el detalle de la línea de factura).' },
  { clave: 'nombreCorto', titulo: 'Nombre corto', ayuda: 'Para tiquetes y el punto de venta.' },
  { clave: 'descripcion', titulo: 'Descripción', ayuda: '' },
  { clave: 'codigo', titulo: 'CABYS', ayuda: 'Código CABYS de 13 dígitos; da el IVA por omisión.' },
  { clave: 'unidadMedida', titulo: 'Unidad', ayuda: 'Código de Hacienda (Unid, kg, Sp…); Unid para bienes y Sp para servicios si se deja vacío.' },
  { clave: 'codigoMoneda', titulo: 'Moneda', ayuda: 'CRC si se deja vacío.' },
  { clave: 'costoUnitarioTotal', titulo: 'Costo', ayuda: 'Costo unitario, hasta 5 decimales.' },
  { clave: 'utilidad', titulo: 'Utilidad %', ayuda: 'Margen sobre el costo; 45 si se deja vacío.' },
  { clave: 'precioUnitario', titulo: 'Precio', ayuda: 'Precio unitario sin impuestos. Si falta, sale del precio con IVA o del costo y la utilidad.' },
  { clave: 'precioVenta', titulo: 'Precio con IVA', ayuda: 'Precio al público con impuestos (se usa solo si falta el precio).' },
  { clave: 'tarifa', titulo: 'IVA %', ayuda: 'Tarifa del IVA; la del CABYS (o 13) si se deja vacía.' },
  { clave: 'minimo', titulo: 'Mínimo', ayuda: 'Existencia mínima.' },
  { clave: 'maximo', titulo: 'Máximo', ayuda: 'Existencia máxima.' },
  { clave: 'categoria', titulo: 'Categoría', ayuda: 'Nombre de la categoría; se crea si no existe.' },
  { clave: 'stockState', titulo: 'Activo', ayuda: 'Sí o No: un artículo inactivo no aparece al facturar. Sí si se deja vacío.' },
];

/** The column a header names (by its title or its field name), if any. */
export function columnaDeEncabezado(encabezado: string): ClaveColumna | undefined {
  const h = plegar(encabezado.trim()).replace(/\s+/g, ' ');
  return COLUMNAS_ITEM.find((c) => plegar(c.titulo) === h || c.clave.toLowerCase() === h)?.clave;
}

/** A sheet row as text by column (what a reader of .xlsx or .csv hands over). */
export type FilaItem = Partial<Record<ClaveColumna, string>>;
