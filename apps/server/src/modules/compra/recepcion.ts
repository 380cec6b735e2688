// A received invoice becomes a purchase (ruling E-1), inside the transaction that answers it: the
// supplier is found by the emitter's identification or created; each line goes where the person
// chose now, else where this supplier's same code went last time (and the choice is remembered);
// lines mapped to items carry their net unit cost (after discounts, without recoverable VAT) with
// the purchase's extra charges spread over them: the cost the inventario handler takes into the
// kardex.
import { costoAterrizado, costoNetoLinea, D, mapearLineas, type BaseProrrateo, type DestinoLinea } from '@jit/domain';
import type { Comprobante } from '@jit/hacienda';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { autoEmail, compraMapeo, costo, item } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { guardar, porIdentificacion } from './proveedores.js';

/** How the person mapped the lines now (MensajeReceptorInput.lineas) and the extra charges. */
export type AsignacionInput = {
  lineas?: { numeroLinea: number; item?: string | null; costo?: string | null; clase?: string | null; conversion?: string | null }[] | null;
  costosAdicionales?: string | null;
  prorrateo?: string | null;
};

/** The part of a computed line this step fills in (factura's LineaCalculada). */
type LineaDoc = {
  linea: { numeroLinea: number; cantidad: InstanceType<typeof D>; montoTotal: InstanceType<typeof D>; montoDescuento: InstanceType<typeof D>; impuestoNeto: InstanceType<typeof D> };
  itemId: string | null;
  itemNombre: string | null;
  input: { conversion?: string | null };
  costoUnitario?: string | null;
};

const CLASES = new Set(['GastosActivos', 'CostoFijo', 'CostoVariable']);

/** VAT that can be credited is not cost; condición 04 (gasto corriente) has no credit. */
export const ivaRecuperable = (condicion: string | null) => condicion !== '04';

function elegidos(a: AsignacionInput, field: string): Map<number, DestinoLinea> {
  const m = new Map<number, DestinoLinea>();
  (a.lineas ?? []).forEach((l, i) => {
    if (l.item && l.costo) throw badInput(`Línea ${l.numeroLinea}: elija un artículo o un costo, no ambos.`, `${field}.lineas.${i}`);
    if (l.item) m.set(l.numeroLinea, { tipo: 'item', id: l.item, conversion: l.conversion ?? null });
    else if (l.costo) {
      if (!l.clase || !CLASES.has(l.clase)) throw badInput(`Línea ${l.numeroLinea}: la clase del costo debe ser GastosActivos, CostoFijo o CostoVariable.`, `${field}.lineas.${i}.clase`);
      m.set(l.numeroLinea, { tipo: 'costo', id: l.costo, clase: l.clase });
    }
  });
  return m;
}

/** Finds or creates the supplier, maps and costs the lines; returns the supplier's id. */
export async function asignarCompra(tx: Tx, p: { emisorId: string; now: Date; doc: Comprobante; lineas: LineaDoc[]; condicionImpuesto: string | null; asignacion: AsignacionInput; field: string }): Promise<string> {
  const e = p.doc.emisor;
  const prov =
    (await porIdentificacion(tx, e.identificacion.numero)) ??
    (await guardar(tx, p.emisorId, p.now, {
      nombre: e.nombre,
      nombreComercial: e.nombreComercial ?? null,
      identificacion: { tipo: e.identificacion.tipo, numero: e.identificacion.numero },
      correoElectronico: e.correoElectronico?.[0] ?? null,
      telefono: e.telefono ? { codigoPais: String(e.telefono.codigoPais), numTelefono: String(e.telefono.numTelefono) } : null,
      plazoCredito: p.doc.plazoCredito ? Number(p.doc.plazoCredito) : null,
    }));
  const recibidas = (p.doc.detalleServicio?.lineaDetalle ?? []).map((l, i) => ({
    numeroLinea: Number(l.numeroLinea) || i + 1,
    codigoComercial: l.codigoComercial?.[0]?.codigo ?? null,
    codigo: l.codigoCABYS ?? null,
    detalle: l.detalle ?? '',
  }));
  const ahora = elegidos(p.asignacion, p.field);
  const recordados = new Map((await tx.select().from(compraMapeo).where(eq(compraMapeo.proveedorId, prov.id))).map((r) => [r.clave, r.destino]));
  const mapeo = mapearLineas(recibidas, ahora, recordados);
  // Items (and costs) named must be this issuer's; one lost since is simply not mapped.
  const itemIds = [...new Set(mapeo.flatMap((m) => (m.destino?.tipo === 'item' ? [m.destino.id] : [])))];
  const items = new Map((itemIds.length ? await tx.select({ id: item.id, nombre: item.nombre }).from(item).where(inArray(item.id, itemIds)) : []).map((r) => [r.id, r.nombre]));
  const costoIds = [...new Set(mapeo.flatMap((m) => (m.destino?.tipo === 'costo' ? [m.destino.id] : [])))];
  const costos = new Set((costoIds.length ? await tx.select({ id: costo.id }).from(costo).where(inArray(costo.id, costoIds)) : []).map((r) => r.id));
  for (const m of mapeo) {
    if (!m.destino || m.recordado) continue;
    const existe = m.destino.tipo === 'item' ? items.has(m.destino.id) : costos.has(m.destino.id);
    if (!existe) throw badInput(`Línea ${m.numeroLinea}: ${m.destino.tipo === 'item' ? 'el artículo' : 'el costo'} no existe.`, `${p.field}.lineas`);
    await tx
      .insert(compraMapeo)
      .values({ emisorId: p.emisorId, proveedorId: prov.id, clave: m.clave, destino: m.destino, createdAt: p.now, updatedAt: p.now })
      .onConflictDoUpdate({ target: [compraMapeo.emisorId, compraMapeo.proveedorId, compraMapeo.clave], set: { destino: sql`excluded.destino`, updatedAt: p.now } });
  }
  const aItems = p.lineas.flatMap((l, i) => {
    const d = mapeo[i]?.destino;
    return d?.tipo === 'item' && items.has(d.id) ? [{ l, d }] : [];
  });
  const recuperable = ivaRecuperable(p.condicionImpuesto);
  const base: BaseProrrateo = p.asignacion.prorrateo === 'cantidad' ? 'cantidad' : 'valor';
  if (p.asignacion.prorrateo && !['valor', 'cantidad'].includes(p.asignacion.prorrateo)) throw badInput('El prorrateo es por valor o por cantidad.', `${p.field}.prorrateo`);
  const cargos = new D(p.asignacion.costosAdicionales || 0);
  if (cargos.isNeg()) throw badInput('Los costos adicionales no pueden ser negativos.', `${p.field}.costosAdicionales`);
  if (cargos.gt(0) && aItems.length === 0) throw badInput('Para repartir costos adicionales asigne al menos una línea a un artículo.', `${p.field}.costosAdicionales`);
  const unitarios = costoAterrizado(
    aItems.map(({ l }) => ({
      cantidad: l.linea.cantidad,
      costo: costoNetoLinea({ cantidad: l.linea.cantidad.toFixed(), montoTotal: l.linea.montoTotal.toFixed(), montoDescuento: l.linea.montoDescuento.toFixed(), impuesto: l.linea.impuestoNeto.toFixed() }, recuperable),
    })),
    cargos,
    base,
  );
  aItems.forEach(({ l, d }, i) => {
    if (d.tipo !== 'item') return;
    l.itemId = d.id;
    l.itemNombre = items.get(d.id) ?? null;
    l.input.conversion = d.conversion ?? null;
    l.costoUnitario = unitarios[i]!.toDecimalPlaces(5).toFixed();
  });
  // The supplier's mail that brought this document has now been processed (ruling E-2).
  if (p.doc.clave) await tx.update(autoEmail).set({ status: 'PROCESADO', error: null }).where(and(eq(autoEmail.doc, p.doc.clave), eq(autoEmail.status, 'RECIBIDO')));
  return prov.id;
}

