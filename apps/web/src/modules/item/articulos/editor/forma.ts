// The item editor's form: what it holds (text as typed, es-CR amounts), its checks, and the way
// between an item of the API and the form. The prices are the domain's (ruling A1-2): the editor
// recomputes them as the clerk types, the server computes them again from `origenPrecio`.
import { z } from 'zod';
import { D, calcularPrecios, tarifaIVA, tipoItem, type CodigoTarifaIVA, type OrigenPrecio } from '@jit/domain';
import type { ItemFieldsFragment, ItemInput } from '@jit/api';
import { ITEM_MESSAGES as M } from '../../messages';
import { campoNumero, decimalDe, textoDe } from '../../comun/numeros';

const hora = z.string().refine((v) => !v || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), M.horaInvalida);
const linea = z.object({ _idItem: z.string(), nombre: z.string(), porcion: campoNumero.refine((v) => Boolean(decimalDe(v)) && decimalDe(v) !== '0', 'Mayor que cero.') });

export const itemSchema = z
  .object({
    tipo: z.string(),
    nombre: z.string().trim().min(3, M.nombreLargo).max(200, M.nombreLargo),
    nombreCorto: z.string().max(80, 'Hasta 80 caracteres.'),
    descripcion: z.string().max(2000),
    nombreEN: z.string().max(200),
    descripcionEN: z.string().max(2000),
    codigoRapido: z.string().trim().max(20, 'Hasta 20 caracteres.'),
    SKU: z.string().trim().max(20, 'Hasta 20 caracteres.'),
    codigoBarras: z.string().trim().max(20, 'Hasta 20 caracteres.'),
    codigo: z.string(),
    clasificacion: z.string(),
    unidadMedida: z.string(),
    unidadMedidaComercial: z.string().max(20),
    categoria: z.array(z.string()),
    subCategorias: z.array(z.string()),
    codigoMoneda: z.string(),
    costoUnitarioTotal: campoNumero,
    utilidad: campoNumero,
    precioUnitario: campoNumero,
    precioInvertido: campoNumero,
    origenPrecio: z.enum(['costo', 'utilidad', 'precioUnitario', 'precioInvertido']),
    codigoTarifa: z.string(),
    descuento: z.array(z.string()).max(5, 'Hasta 5 descuentos por línea.'),
    priceDateRange: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Elija la fecha.'), price: campoNumero.refine((v) => decimalDe(v) !== null, M.requerido) })),
    minimo: campoNumero,
    maximo: campoNumero,
    permiteInventarioNegativo: z.boolean(),
    bajoDemanda: z.boolean(),
    bajoProduccion: z.boolean(),
    stockState: z.boolean(),
    esCompuesto: z.boolean(),
    composicion: z.array(linea),
    listaCostos: z.array(linea),
    showVariantAsOptions: z.boolean(),
    preparable: z.boolean(),
    posIndex: z.string().regex(/^\d{0,6}$/, 'Un número entero.'),
    cuentaContablePorCobrar: z.string().nullable(),
    cuentaContablePorPagar: z.string().nullable(),
    duracion: z.string().regex(/^\d{0,5}$/, 'Minutos, un número entero.'),
    checkIn: hora,
    checkOut: hora,
    nextDay: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const min = decimalDe(v.minimo);
    const max = decimalDe(v.maximo);
    if (min && max && new D(max).lt(min)) ctx.addIssue({ code: 'custom', path: ['maximo'], message: 'El máximo no puede ser menor que el mínimo.' });
    const fechas = v.priceDateRange.map((p) => p.date);
    fechas.forEach((f, i) => {
      if (fechas.indexOf(f) !== i) ctx.addIssue({ code: 'custom', path: ['priceDateRange', i, 'date'], message: 'Ya hay un precio para esa fecha.' });
    });
  });

export type ItemForm = z.infer<typeof itemSchema>;

/** The form of a new item of `tipo`, or of a stored one. */
export function valoresDe(item: ItemFieldsFragment | null, tipo: string): ItemForm {
  const t = tipoItem(item?.tipo.id ?? tipo);
  const servicio = (item?.clasificacion ?? t?.clasificacion) === 'servicio';
  return {
    tipo: item?.tipo.id ?? tipo,
    nombre: item?.nombre ?? '',
    nombreCorto: item?.nombreCorto ?? '',
    descripcion: item?.descripcion ?? '',
    nombreEN: item?.nombreEN ?? '',
    descripcionEN: item?.descripcionEN ?? '',
    codigoRapido: item?.codigoRapido ?? '',
    SKU: item?.SKU ?? '',
    codigoBarras: item?.codigoBarras ?? '',
    codigo: item?.codigo ?? '',
    clasificacion: item?.clasificacion ?? t?.clasificacion ?? 'producto',
    unidadMedida: item?.unidadMedida.id ?? (servicio ? 'Sp' : 'Unid'),
    unidadMedidaComercial: item?.unidadMedidaComercial ?? '',
    categoria: item?.categoria ?? [],
    subCategorias: item?.subCategorias ?? [],
    codigoMoneda: item?.codigoMoneda.id ?? 'CRC',
    costoUnitarioTotal: textoDe(item?.costoUnitarioTotal ?? '0'),
    utilidad: textoDe(item?.utilidad ?? '45'),
    precioUnitario: textoDe(item?.precioUnitario ?? '0'),
    precioInvertido: textoDe(item?.precioInvertido ?? '0'),
    origenPrecio: 'precioUnitario',
    codigoTarifa: item?.impuesto[0]?.codigoTarifa?.id ?? '08',
    descuento: item?.descuento.map((d) => d._id) ?? [],
    priceDateRange: (item?.priceDateRange ?? []).map((p) => ({ date: p.date, price: textoDe(p.price) })),
    minimo: textoDe(item?.minimo),
    maximo: textoDe(item?.maximo),
    permiteInventarioNegativo: item?.permiteInventarioNegativo ?? false,
    bajoDemanda: item?.bajoDemanda ?? false,
    bajoProduccion: item?.bajoProduccion ?? false,
    stockState: item?.stockState ?? true,
    esCompuesto: item?.esCompuesto ?? false,
    composicion: (item?.composicion ?? []).map((c) => ({ _idItem: c._idItem, nombre: c.nombre, porcion: textoDe(c.porcion) })),
    listaCostos: (item?.listaCostos ?? []).map((c) => ({ _idItem: c._idItem, nombre: c.nombre, porcion: textoDe(c.porcion) })),
    showVariantAsOptions: item?.showVariantAsOptions ?? false,
    preparable: item?.preparable ?? false,
    posIndex: String(item?.posIndex ?? 99999),
    cuentaContablePorCobrar: item?.cuentaContablePorCobrar ?? null,
    cuentaContablePorPagar: item?.cuentaContablePorPagar ?? null,
    duracion: item?.duracion != null ? String(item.duracion) : '',
    checkIn: item?.checkIn ?? '',
    checkOut: item?.checkOut ?? '',
    nextDay: item?.nextDay ?? false,
  };
}

/** The prices the form shows, from the field the clerk set (the domain's rule, A1-2). */
export function preciosDe(v: Pick<ItemForm, 'costoUnitarioTotal' | 'utilidad' | 'precioUnitario' | 'precioInvertido' | 'codigoTarifa'>, desde: OrigenPrecio) {
  const n = (x: string) => decimalDe(x) ?? '0';
  return calcularPrecios({
    costoUnitarioTotal: n(v.costoUnitarioTotal),
    utilidad: n(v.utilidad),
    precioUnitario: n(v.precioUnitario),
    precioInvertido: n(v.precioInvertido),
    tarifas: [tarifaIVA(v.codigoTarifa as CodigoTarifaIVA)],
    desde,
  });
}

const nulo = (s: string) => s.trim() || null;

/** The API's input from the form (`_id` when editing). */
export function inputDe(v: ItemForm, id: string | null): ItemInput {
  return {
    ...(id ? { _id: id } : {}),
    tipo: v.tipo,
    nombre: v.nombre.trim(),
    nombreCorto: nulo(v.nombreCorto),
    descripcion: nulo(v.descripcion),
    nombreEN: nulo(v.nombreEN),
    descripcionEN: nulo(v.descripcionEN),
    codigoRapido: nulo(v.codigoRapido),
    SKU: nulo(v.SKU),
    codigoBarras: nulo(v.codigoBarras),
    codigo: nulo(v.codigo),
    clasificacion: v.clasificacion,
    unidadMedida: v.unidadMedida,
    unidadMedidaComercial: nulo(v.unidadMedidaComercial),
    categoria: v.categoria,
    subCategorias: v.subCategorias,
    codigoMoneda: v.codigoMoneda,
    costoUnitarioTotal: decimalDe(v.costoUnitarioTotal) ?? '0',
    utilidad: decimalDe(v.utilidad) ?? '45',
    precioUnitario: decimalDe(v.precioUnitario) ?? '0',
    precioInvertido: decimalDe(v.precioInvertido) ?? null,
    origenPrecio: v.origenPrecio,
    impuesto: [{ codigo: '01', codigoTarifa: v.codigoTarifa }],
    descuento: v.descuento.map((_id) => ({ _id })),
    priceDateRange: v.priceDateRange.map((p) => ({ date: p.date, price: decimalDe(p.price) ?? '0' })),
    minimo: decimalDe(v.minimo) ?? null,
    maximo: decimalDe(v.maximo) ?? null,
    permiteInventarioNegativo: v.permiteInventarioNegativo,
    bajoDemanda: v.bajoDemanda,
    bajoProduccion: v.bajoProduccion,
    stockState: v.stockState,
    esCompuesto: v.esCompuesto,
    composicion: v.esCompuesto ? v.composicion.map((c) => ({ _idItem: c._idItem, porcion: decimalDe(c.porcion) ?? '0' })) : [],
    listaCostos: v.listaCostos.map((c) => ({ _idItem: c._idItem, porcion: decimalDe(c.porcion) ?? '0' })),
    showVariantAsOptions: v.showVariantAsOptions,
    preparable: v.preparable,
    posIndex: v.posIndex ? Number(v.posIndex) : 99999,
    cuentaContablePorCobrar: v.cuentaContablePorCobrar || null,
    cuentaContablePorPagar: v.cuentaContablePorPagar || null,
    duracion: v.duracion ? Number(v.duracion) : null,
    checkIn: nulo(v.checkIn),
    checkOut: nulo(v.checkOut),
    nextDay: v.nextDay,
  };
}
