// One row of an item spreadsheet read into an item, or every problem of the row in Spanish (the
// preview shows them all at once, so a clerk fixes the sheet in one pass).
import type { D } from '../money/decimal';
import { parseDecimal } from '../money/parse';
import { plegar } from './busqueda';
import { CODIGO_COMERCIAL_MAXIMO, codigoBarrasValido, impuestoDeCabys } from './codigos';
import type { ClaveColumna, FilaItem } from './importacion-columnas';
import { calcularPrecios, type PreciosItem } from './precios';
import { TIPOS_ITEM, type CodigoTipoItem } from './tipos';
import { UTILIDAD_DEFECTO } from './item';

/** What the row check needs from outside: the CABYS rate, known units and currencies. */
export type ContextoFila = { tarifaCabys(codigo: string): string | null; unidadValida(codigo: string): boolean; monedaValida(codigo: string): boolean };

export type ItemImportado = PreciosItem & {
  tipo: CodigoTipoItem;
  clasificacion: 'producto' | 'servicio';
  codigoRapido: string | null;
  SKU: string | null;
  codigoBarras: string | null;
  nombre: string;
  nombreCorto: string | null;
  descripcion: string | null;
  codigo: string | null;
  unidadMedida: string;
  codigoMoneda: string;
  impuesto: { codigo: '01'; codigoTarifaIVA: string; tarifa: string }[];
  minimo: D | null;
  maximo: D | null;
  categoria: string | null;
  stockState: boolean;
};

export type ErrorCelda = { columna: ClaveColumna; mensaje: string };

const SI = ['si', 's', 'yes', 'true', '1', 'activo', 'x'];
const NO = ['no', 'n', 'false', '0', 'inactivo'];

/** Reads a row; the errors name their column. */
export function leerFilaItem(fila: FilaItem, ctx: ContextoFila): { ok: true; item: ItemImportado } | { ok: false; errores: ErrorCelda[] } {
  const errores: ErrorCelda[] = [];
  const err = (columna: ClaveColumna, mensaje: string) => void errores.push({ columna, mensaje });
  const txt = (k: ClaveColumna) => (fila[k] ?? '').trim();
  const opt = (k: ClaveColumna) => txt(k) || null;
  const num = (k: ClaveColumna, nombre: string): D | null => {
    const t = txt(k);
    if (!t) return null;
    const r = parseDecimal(t.replace(/^[₡$¢]/, ''));
    if (!r.ok) return err(k, `${nombre} «${t}» no es un número.`), null;
    if (r.value.isNeg()) return err(k, `${nombre} no puede ser negativo.`), null;
    if (r.value.decimalPlaces() > 5) return err(k, `${nombre} admite hasta 5 decimales.`), null;
    return r.value;
  };

  const tipoTxt = plegar(txt('tipo'));
  const tipo = tipoTxt ? TIPOS_ITEM.find((t) => t.codigo === tipoTxt.padStart(2, '0') || plegar(t.nombre) === tipoTxt) : TIPOS_ITEM[1];
  if (!tipo) err('tipo', `El tipo «${txt('tipo')}» no existe: use 01 a 05 o Materia prima, Reventa, Manufacturado, Consumible, Servicio.`);
  const nombre = txt('nombre');
  if (nombre.length < 3 || nombre.length > 200) err('nombre', nombre ? 'El nombre debe tener entre 3 y 200 caracteres.' : 'Falta el nombre.');
  for (const [k, n] of [['codigoRapido', 'El código rápido'], ['SKU', 'El SKU']] as const)
    if (txt(k).length > CODIGO_COMERCIAL_MAXIMO) err(k, `${n} admite hasta ${CODIGO_COMERCIAL_MAXIMO} caracteres.`);
  if (txt('codigoBarras') && !codigoBarrasValido(txt('codigoBarras'))) err('codigoBarras', `El código de barras «${txt('codigoBarras')}» no es válido (revise el dígito verificador).`);

  const cabys = txt('codigo').replace(/\D/g, '') || null;
  let tarifa: string | null = null;
  if (cabys) {
    tarifa = /^\d{13}$/.test(cabys) ? ctx.tarifaCabys(cabys) : null;
    if (tarifa === null) err('codigo', `El código CABYS «${txt('codigo')}» no existe en el catálogo de Hacienda.`);
  }
  const tarifaDada = num('tarifa', 'El IVA');
  if (tarifaDada && tarifaDada.gt(100)) err('tarifa', 'El IVA debe estar entre 0 y 100.');
  const servicio = tipo?.clasificacion === 'servicio';
  const unidad = txt('unidadMedida') || (servicio ? 'Sp' : 'Unid');
  if (!ctx.unidadValida(unidad)) err('unidadMedida', `La unidad «${unidad}» no está en la tabla de Hacienda.`);
  const moneda = (txt('codigoMoneda') || 'CRC').toUpperCase();
  if (!ctx.monedaValida(moneda)) err('codigoMoneda', `La moneda «${moneda}» no es válida.`);

  const costo = num('costoUnitarioTotal', 'El costo');
  const utilidad = num('utilidad', 'La utilidad');
  const precio = num('precioUnitario', 'El precio');
  const precioVenta = num('precioVenta', 'El precio con IVA');
  const minimo = num('minimo', 'El mínimo');
  const maximo = num('maximo', 'El máximo');
  if (minimo && maximo && maximo.lt(minimo)) err('maximo', 'El máximo no puede ser menor que el mínimo.');
  const activo = plegar(txt('stockState'));
  if (activo && !SI.includes(activo) && !NO.includes(activo)) err('stockState', `«${txt('stockState')}» no es Sí ni No.`);
  if (errores.length || !tipo) return { ok: false, errores };

  const impuesto = impuestoDeCabys(tarifaDada ?? tarifa ?? '13');
  const precios = calcularPrecios({
    costoUnitarioTotal: costo ?? 0,
    utilidad: utilidad ?? UTILIDAD_DEFECTO,
    precioUnitario: precio,
    precioInvertido: precioVenta,
    tarifas: [impuesto.tarifa],
    desde: precio ? 'precioUnitario' : precioVenta ? 'precioInvertido' : 'costo',
  });
  return {
    ok: true,
    item: {
      ...precios,
      tipo: tipo.codigo,
      clasificacion: tipo.clasificacion,
      codigoRapido: opt('codigoRapido'),
      SKU: opt('SKU'),
      codigoBarras: opt('codigoBarras'),
      nombre,
      nombreCorto: opt('nombreCorto'),
      descripcion: opt('descripcion'),
      codigo: cabys,
      unidadMedida: unidad,
      codigoMoneda: moneda,
      impuesto: [impuesto],
      minimo,
      maximo,
      categoria: opt('categoria'),
      stockState: !NO.includes(activo),
    },
  };
}
