// The invoice effects (MODULES.md §0, docs/FACTURAS.md "Side effects"): factura.inventario moves
// each product line's stock (sales out; credit notes and purchases in; a purchase cancellation out
// again), factura.produccion produces the composites a sale sold (ruling A2-2). Each job runs in one
// transaction of its issuer and first writes its key in inventario_aplicado: a job run twice (a
// crash after the commit, a lapsed claim) finds its mark and moves nothing. Stock never blocks a
// document already numbered (ruling A2-9): exits always apply and a balance below zero is flagged;
// what cannot apply (an item deleted since) becomes a Spanish note on the mark, never a failure.
import { cantidadEnInventario, D, roundAmount } from '@jit/domain';
import { and, eq } from 'drizzle-orm';
import { factura, inventarioAplicado, outbox, produccion } from '../../db/schema/index.js';
import { withTenant } from '../../db/tenant.js';
import type { Tx } from '../../db/types.js';
import type { Job } from '../../jobs/outbox.js';
import type { ModuleDeps } from '../../server-module.js';
import { entradaDeCompra } from './anulacion-compra.js';
import { itemsPorId, kardexBloqueado, mover, type ItemRow } from './existencias.js';
import { producible, producir } from './produccion.js';

export const KIND_INVENTARIO = 'factura.inventario';
export const KIND_PRODUCCION = 'factura.produccion';

type Base = { emisorId: string; facturaId: string; documento: string; consecutivo: string; fechaEmision: string; usuarioId: string };
type PayloadInventario = Base & { lineas: { itemId: string; cantidad: string; clasificacion: string | null; numeroLinea: number }[] };
type PayloadProduccion = Base & { lineas: { itemId: string; cantidad: string; detalle: string }[] };

/** Documents whose lines put bought stock in (FEC 08, accepted purchases 05/06/07). */
const COMPRAS = new Set(['05', '06', '07', '08']);

/** Writes the job's mark; false when it was already applied. */
async function marcar(tx: Tx, emisorId: string, clave: string, facturaId: string): Promise<boolean> {
  const r = await tx.insert(inventarioAplicado).values({ emisorId, clave, facturaId }).onConflictDoNothing().returning({ clave: inventarioAplicado.clave });
  return r.length > 0;
}

const anotar = (tx: Tx, clave: string, notas: string[]) => (notas.length ? tx.update(inventarioAplicado).set({ notas }).where(eq(inventarioAplicado.clave, clave)) : Promise.resolve());

/** The conversion and unit price of each line of the stored document (ruling A1-6), by line number. */
type LineaDoc = { numeroLinea: number; item?: { _id: string } | null; conversion?: string | null; precioUnitario?: string; costoUnitario?: string | null };
const lineasDe = (datos: unknown): LineaDoc[] => (datos as { detalleServicio?: { lineaDetalle?: LineaDoc[] } } | undefined)?.detalleServicio?.lineaDetalle ?? [];

async function lineasDelDocumento(tx: Tx, facturaId: string) {
  const [f] = await tx.select({ datos: factura.datos, tipoCambio: factura.tipoCambio, referenciaId: factura.referenciaId }).from(factura).where(eq(factura.id, facturaId));
  const lineas = lineasDe(f?.datos);
  // A credit note or cancellation copies quantities, not conversions: it undoes the referenced
  // document's lines, so an item's conversion there applies here too.
  const [ref] = f?.referenciaId ? await tx.select({ datos: factura.datos }).from(factura).where(eq(factura.id, f.referenciaId)) : [];
  // The referenced line of the same number and item, else the first of that item with a conversion.
  const refLineas = lineasDe(ref?.datos);
  const conversion = (l: LineaDoc | undefined, itemId: string) => {
    if (l?.conversion || !ref) return l?.conversion ?? null;
    const mismo = refLineas.find((r) => r.numeroLinea === l?.numeroLinea && r.item?._id === itemId) ?? refLineas.find((r) => r.item?._id === itemId && r.conversion);
    return mismo?.conversion ?? null;
  };
  // factura.produccion's lines are the document's lines with an item, in order (efectos.ts).
  return { existe: !!f, referenciaId: f?.referenciaId ?? null, tipoCambio: new D(f?.tipoCambio ?? '1'), lineas: new Map(lineas.map((l) => [l.numeroLinea, l])), conItem: lineas.filter((l) => l.item?._id), conversion };
}

/** factura.produccion: one completed order for the composites of a sale (none when it sold none). */
async function aplicarProduccion(tx: Tx, p: PayloadProduccion, clave: string): Promise<void> {
  if (!(await marcar(tx, p.emisorId, clave, p.facturaId))) return;
  const [ya] = await tx.select({ id: produccion.id }).from(produccion).where(eq(produccion.facturaId, p.facturaId));
  if (ya) return;
  const doc = await lineasDelDocumento(tx, p.facturaId);
  const items = await itemsPorId(tx, p.lineas.map((l) => l.itemId));
  const notas: string[] = [];
  const porItem = new Map<string, { item: ItemRow; cantidad: D }>();
  p.lineas.forEach((l, i) => {
    const it = items.get(l.itemId);
    if (!it) {
      notas.push(`Línea ${i + 1} («${l.detalle}»): el artículo ya no existe; no se produjo.`);
      return;
    }
    if (!producible(it)) return;
    const conv = doc.conItem[i]?.item?._id === l.itemId ? (doc.conItem[i]?.conversion ?? null) : null;
    const q = cantidadEnInventario(new D(l.cantidad).abs(), conv);
    const prev = porItem.get(it.id);
    porItem.set(it.id, { item: it, cantidad: (prev?.cantidad ?? new D(0)).plus(q) });
  });
  if (porItem.size > 0) {
    await producir(tx, { emisorId: p.emisorId, usuarioId: p.usuarioId ?? null, now: new Date(p.fechaEmision), facturaId: p.facturaId, documento: p.consecutivo, desdeFactura: true }, [...porItem.values()]);
  }
  await anotar(tx, clave, notas);
}

/** Runs a still-queued job of another document here (its mark keeps the worker from running it again). */
async function aplicarPendiente(tx: Tx, key: string): Promise<void> {
  const [pendiente] = await tx.select({ key: outbox.key, payload: outbox.payload }).from(outbox).where(and(eq(outbox.key, key), eq(outbox.status, 'pending')));
  if (!pendiente) return;
  if (key.startsWith(`${KIND_PRODUCCION}:`)) await aplicarProduccion(tx, pendiente.payload as unknown as PayloadProduccion, pendiente.key);
  else await aplicarInventario(tx, pendiente.payload as unknown as PayloadInventario, pendiente.key);
}

/** factura.inventario: every product line of the document moves its stock once. */
async function aplicarInventario(tx: Tx, p: PayloadInventario, clave: string): Promise<void> {
  if (!(await marcar(tx, p.emisorId, clave, p.facturaId))) return;
  // A sold composite is produced before it goes out, whichever job the worker claimed first.
  await aplicarPendiente(tx, `${KIND_PRODUCCION}:${p.facturaId}`);
  const doc = await lineasDelDocumento(tx, p.facturaId);
  const anulada = p.documento === '9938' ? doc.referenciaId : null;
  // A cancellation undoes its purchase's entries: a purchase whose own job is still queued enters first.
  if (anulada) await aplicarPendiente(tx, `${KIND_INVENTARIO}:${anulada}`);
  const items = await itemsPorId(tx, p.lineas.map((l) => l.itemId));
  const notas: string[] = doc.existe ? [] : ['El documento ya no existe: se aplicaron las cantidades de la cola, sin conversión de unidades.'];
  const fecha = new Date(p.fechaEmision);
  for (const l of p.lineas) {
    const it = items.get(l.itemId);
    if (!it) {
      notas.push(`Línea ${l.numeroLinea}: el artículo ya no existe; no movió inventario.`);
      continue;
    }
    // Services never move stock (ruling A2-2): neither service items nor lines classified otherwise.
    if (it.clasificacion !== 'producto' || (l.clasificacion != null && l.clasificacion !== 'producto')) continue;
    const firmada = new D(l.cantidad);
    if (firmada.isZero()) continue;
    const linea = doc.lineas.get(l.numeroLinea);
    const cantidad = cantidadEnInventario(firmada.abs(), doc.conversion(linea, it.id));
    const datos = { fecha, documento: p.consecutivo, facturaId: p.facturaId, numeroLinea: l.numeroLinea, usuarioId: p.usuarioId ?? null, descripcion: `Documento ${p.consecutivo}` };
    if (firmada.isNeg() && anulada) {
      // DECISIONS #123: the purchase's entry is undone exactly (the ledger replayed without it); a
      // purchase that never moved stock has no entry to undo, and its goods leave at pp.
      await kardexBloqueado(tx, p.emisorId, it.id);
      const entrada = await entradaDeCompra(tx, p.emisorId, it.id, anulada, l.numeroLinea);
      if (!entrada) notas.push(`Línea ${l.numeroLinea}: la compra no había entrado al inventario; «${it.nombre}» salió al costo promedio.`);
      const cambio = entrada ? { sentido: 'anulacion' as const, ...entrada } : { sentido: 'salida' as const, cantidad, permiteNegativo: true };
      const m = await mover(tx, p.emisorId, it, cambio, { ...datos, origen: 'ANULACION_COMPRA' });
      if (m.negativo) notas.push(`«${it.nombre}» quedó en ${new D(m.saldoCantidad).toFixed()} (bajo cero) con el documento ${p.consecutivo}.`);
    } else if (firmada.isNeg()) {
      const m = await mover(tx, p.emisorId, it, { sentido: 'salida', cantidad, permiteNegativo: true }, { ...datos, origen: p.documento === '9938' ? 'ANULACION_COMPRA' : 'VENTA' });
      if (m.negativo) notas.push(`«${it.nombre}» quedó en ${new D(m.saldoCantidad).toFixed()} (bajo cero) con el documento ${p.consecutivo}.`);
    } else if (COMPRAS.has(p.documento) && linea?.precioUnitario) {
      // A purchase comes in at what it cost, per unit of the item and in colones: it moves pp. A
      // received line mapped by compra carries its net landed cost (ruling E-1); else its price.
      const conv = doc.conversion(linea, it.id);
      const factor = conv && new D(conv).gt(0) ? new D(conv) : new D(1);
      const costo = roundAmount(new D(linea.costoUnitario ?? linea.precioUnitario).times(doc.tipoCambio).div(factor));
      await mover(tx, p.emisorId, it, { sentido: 'entrada', cantidad, costoUnitario: costo }, { ...datos, origen: 'COMPRA' });
    } else {
      // A credit note brings the goods back at the current pp (ruling A2-1: pp is the book cost).
      await mover(tx, p.emisorId, it, { sentido: 'entrada', cantidad, costoUnitario: null }, { ...datos, origen: COMPRAS.has(p.documento) ? 'COMPRA' : 'DEVOLUCION' });
    }
  }
  await anotar(tx, clave, notas);
}

/** Registers both handlers; the outbox then claims the rows queued before they existed too. */
export function registrarEfectos(d: ModuleDeps): void {
  d.services.outbox.register(KIND_INVENTARIO, (job: Job) => {
    const p = job.payload as unknown as PayloadInventario;
    return withTenant(d.db, p.emisorId, (tx) => aplicarInventario(tx, p, job.key));
  });
  d.services.outbox.register(KIND_PRODUCCION, (job: Job) => {
    const p = job.payload as unknown as PayloadProduccion;
    return withTenant(d.db, p.emisorId, (tx) => aplicarProduccion(tx, p, job.key));
  });
}
