// Ruling A1-1: the item type codes 01–05 are the five inventory screens in menu order. '02'
// (goods for resale) is the list's default and '05' (services) the billing list's (spec 3 §9).

/** An item type: its code, name, screen, and whether it is sold as goods or as a service. */
export type TipoItem = {
  codigo: '01' | '02' | '03' | '04' | '05';
  nombre: string;
  ruta: string;
  clasificacion: 'producto' | 'servicio';
  /** Sold on invoices by default (raw materials and consumables are bought, not sold). */
  vendible: boolean;
  descripcion: string;
};

export const TIPOS_ITEM: readonly TipoItem[] = [
  { codigo: '01', nombre: 'Materia prima', ruta: '/inventario/materiaPrima', clasificacion: 'producto', vendible: false, descripcion: 'Se compra para producir o preparar; no se vende tal cual.' },
  { codigo: '02', nombre: 'Reventa', ruta: '/inventario/reventa', clasificacion: 'producto', vendible: true, descripcion: 'Mercadería que se compra para venderla tal como llega.' },
  { codigo: '03', nombre: 'Manufacturado', ruta: '/inventario/manufacturado', clasificacion: 'producto', vendible: true, descripcion: 'Producto que el negocio elabora, a menudo compuesto de otros artículos.' },
  { codigo: '04', nombre: 'Consumible', ruta: '/inventario/consumible', clasificacion: 'producto', vendible: false, descripcion: 'Suministros de uso interno (limpieza, empaque, oficina).' },
  { codigo: '05', nombre: 'Servicio', ruta: '/inventario/Servicio', clasificacion: 'servicio', vendible: true, descripcion: 'Servicio que se factura; no lleva existencias.' },
];

export type CodigoTipoItem = TipoItem['codigo'];

/** The type of a code, or undefined. */
export const tipoItem = (codigo: string): TipoItem | undefined => TIPOS_ITEM.find((t) => t.codigo === codigo);

/** The type whose screen is `ruta` (case-insensitive, as role matching is: spec 1 §6). */
export const tipoDeRuta = (ruta: string): TipoItem | undefined => TIPOS_ITEM.find((t) => t.ruta.toLowerCase() === ruta.toLowerCase());

/** The types the billing list serves when none is asked for (A1-1): every sellable type. */
export const TIPOS_VENDIBLES: readonly CodigoTipoItem[] = TIPOS_ITEM.filter((t) => t.vendible).map((t) => t.codigo);
