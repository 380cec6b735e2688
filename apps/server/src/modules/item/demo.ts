// The demo issuer's catalogue (npm start): one item of each type, a composite, a variant pair, a
// scheduled price, a discount, a category and a cost of each catalogue, so every screen opens with
// something in it and the invoice grid finds items by code, barcode and name.
import { calcularPrecios, costoCompuesto, costoGeneral, impuestoDeCabys, nombreVariante, plegar } from '@jit/domain';
import { v7 as uuidv7 } from 'uuid';
import { costo, descuento, item, type LineaComposicion } from '../../db/schema/index.js';
import type { DemoSeeder } from '../../server-module.js';
import { insertarCategorias } from './categorias.js';
import { busquedaDe } from './entrada.js';

type Demo = { tipo: string; nombre: string; codigoRapido?: string; codigoBarras?: string; sku?: string; cabys: string; tarifa: string; costo: string; unidad?: string; clasificacion?: string };

const ITEMS: Demo[] = [
  { tipo: '02', nombre: 'Café tostado molido 500 g', codigoRapido: 'CAF', codigoBarras: '7441001234569', sku: 'CAF-500', cabys: '2391102010200', tarifa: '1', costo: '3200' },
  { tipo: '02', nombre: 'Café tostado en grano 1 kg', codigoRapido: 'CAFG', codigoBarras: '7441001234576', cabys: '2391102010100', tarifa: '1', costo: '6100' },
  { tipo: '01', nombre: 'Harina de trigo', codigoRapido: 'HAR', cabys: '2311000000100', tarifa: '1', costo: '900', unidad: 'Kg' },
  { tipo: '04', nombre: 'Bolsas de empaque', codigoRapido: 'BOL', cabys: '3641099010200', tarifa: '13', costo: '25' },
  { tipo: '05', nombre: 'Consultoría en gestión', codigoRapido: 'CONS', cabys: '8311200000000', tarifa: '13', costo: '0', unidad: 'h', clasificacion: 'servicio' },
  { tipo: '02', nombre: 'Camisa manga larga', codigoRapido: 'CAM', cabys: '2820203019900', tarifa: '13', costo: '5000' },
];

export const seedItemsDemo: DemoSeeder = async (tx, { emisorId, now }) => {
  const [cat] = await insertarCategorias(tx, emisorId, [{ nombre: 'Cafetería', color: 'warning', createdAt: now, updatedAt: now }]);
  const descuentoId = uuidv7();
  await tx.insert(descuento).values({ emisorId, id: descuentoId, naturalezaDescuento: 'Cliente frecuente', porcentajeDescuento: '5', montoDescuento: '0', codigoDescuento: '08', createdAt: now, updatedAt: now });
  const fijo = uuidv7();
  await tx.insert(costo).values([
    { emisorId, id: fijo, clase: 'CostoFijo', nombre: 'Electricidad del horno', costoUnitarioTotal: '150', createdAt: now, updatedAt: now },
    { emisorId, id: uuidv7(), clase: 'CostoVariable', nombre: 'Empaque por unidad', costoUnitarioTotal: '25', createdAt: now, updatedAt: now },
    { emisorId, id: uuidv7(), clase: 'GastosActivos', tipo: 'Gasto', nombre: 'Alquiler del local', costoUnitarioTotal: '450000', createdAt: now, updatedAt: now },
    { emisorId, id: uuidv7(), clase: 'GastosActivos', tipo: 'Activo', nombre: 'Máquina de espresso', costoUnitarioTotal: '1250000', createdAt: now, updatedAt: now },
  ]);
  const ids = new Map<string, string>();
  const fila = (d: Demo, extra: Partial<typeof item.$inferInsert> = {}) => {
    const impuesto = impuestoDeCabys(d.tarifa);
    const p = calcularPrecios({ costoUnitarioTotal: extra.costoUnitarioTotal ?? d.costo, utilidad: '45', tarifas: [impuesto.tarifa], desde: 'costo' });
    const id = uuidv7();
    ids.set(d.codigoRapido ?? d.nombre, id);
    return {
      emisorId,
      id,
      tipo: d.tipo,
      nombre: d.nombre,
      nombrePlano: plegar(d.nombre),
      codigoRapido: d.codigoRapido ?? null,
      sku: d.sku ?? null,
      codigoBarras: d.codigoBarras ?? null,
      codigo: d.cabys,
      clasificacion: d.clasificacion ?? 'producto',
      unidadMedida: d.unidad ?? 'Unid',
      codigoMoneda: 'CRC',
      costoUnitarioTotal: p.costoUnitarioTotal.toFixed(),
      costoUnitarioTotalGeneral: p.costoUnitarioTotal.toFixed(),
      utilidad: p.utilidad.toFixed(),
      precioUnitario: p.precioUnitario.toFixed(),
      precioVenta: p.precioVenta.toFixed(),
      precioInvertido: p.precioInvertido.toFixed(),
      impuesto: [{ codigo: impuesto.codigo, codigoTarifa: impuesto.codigoTarifaIVA, tarifa: impuesto.tarifa }],
      categorias: d.tipo === '02' && cat ? [cat.id] : [],
      busqueda: busquedaDe({ nombre: d.nombre, nombreCorto: null, codigoRapido: d.codigoRapido ?? null, sku: d.sku ?? null, codigoBarras: d.codigoBarras ?? null, codigo: d.cabys }),
      createdAt: now,
      updatedAt: now,
      ...extra,
    };
  };
  // The ground coffee carries the discount and a price from the first of next month.
  const proximoMes = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  await tx.insert(item).values(ITEMS.map((d) => fila(d, d.codigoRapido === 'CAF' ? { descuentos: [descuentoId], priceDateRange: [{ i: 0, date: proximoMes, price: '4950' }] } : {})));
  const harina = ids.get('HAR')!;
  const receta: LineaComposicion[] = [{ _id: uuidv7(), _idItem: harina, nombre: 'Harina de trigo', unidadMedida: 'Kg', costoUnitario: '900', porcion: '0.5' }];
  const costoPan = costoCompuesto(receta).toFixed();
  const listaCostos: LineaComposicion[] = [{ _id: uuidv7(), _idItem: fijo, nombre: 'Electricidad del horno', unidadMedida: 'Unid', costoUnitario: '150', porcion: '1' }];
  await tx.insert(item).values(
    fila({ tipo: '03', nombre: 'Pan casero', codigoRapido: 'PAN', cabys: '2349002010100', tarifa: '1', costo: costoPan }, {
      esCompuesto: true,
      composicion: receta,
      listaCostos,
      costoUnitarioTotalGeneral: costoGeneral(costoPan, listaCostos).toFixed(),
    }),
  );
  const camisa = ids.get('CAM')!;
  const base = ITEMS.find((d) => d.codigoRapido === 'CAM')!;
  for (const [etiqueta, codigo] of [['Roja', 'CAMR'], ['Azul', 'CAMA']] as const) {
    const nombre = nombreVariante(base.nombre, etiqueta);
    await tx.insert(item).values(fila({ ...base, nombre, codigoRapido: codigo }, { itemRefId: camisa, costoExtra: '0', categorias: [] }));
  }
};
