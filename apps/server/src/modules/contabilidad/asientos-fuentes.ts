// The entries of stock moves, cash finishes and payments, read back from storage for a whole batch
// of jobs at once. A source gone since it was queued is logged in Spanish and settled: never a job
// that fails forever.
import { D, asientoDiferenciaCaja, asientoMovimiento, asientoPago } from '@jit/domain';
import { eq, inArray } from 'drizzle-orm';
import { cajaSesion, factura, inventarioMovimiento, inventarioTipo, pago } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { Logger } from '../../logger.js';
import { elegida, type NuevoAsiento, type Plan } from './asentar.js';

const unicos = (ids: readonly string[]) => [...new Set(ids)];

const QUE: Record<string, string> = { VENTA: 'Costo de venta', DEVOLUCION: 'Devolución al costo', MERMA: 'Merma', AJUSTE_MERMA: 'Ajuste por merma', ENTRADA: 'Entrada', AJUSTE_ENTRADA: 'Ajuste de entrada', PRODUCCION: 'Producción', CONSUMO: 'Consumo de producción' };

/** inventario.contabilidad: kardex lines at their value (entries, losses, cost of sales, production). */
export async function asientosDeMovimientos(tx: Tx, plan: Plan, ids: readonly string[], log: Logger): Promise<NuevoAsiento[]> {
  if (ids.length === 0) return [];
  const movs = await tx.select().from(inventarioMovimiento).where(inArray(inventarioMovimiento.id, unicos(ids)));
  for (const id of ids) if (!movs.some((m) => m.id === id)) log.warn({ movimiento: id }, 'contabilidad: el movimiento de inventario ya no existe; no se asentó');
  const tipoIds = unicos(movs.flatMap((m) => (m.tipoId ? [m.tipoId] : [])));
  const tipos = tipoIds.length ? await tx.select({ id: inventarioTipo.id, cuenta: inventarioTipo.cuentaContable, tipo: inventarioTipo.tipo }).from(inventarioTipo).where(inArray(inventarioTipo.id, tipoIds)) : [];
  return movs.map((m) => {
    const notas: string[] = [];
    const t = tipos.find((x) => x.id === m.tipoId);
    const lineas = asientoMovimiento({ origen: m.origen, entradaValor: m.entradaValor, salidaValor: m.salidaValor, cuentaTipo: elegida(plan, t?.cuenta, `Tipo «${t?.tipo ?? ''}»`, notas) });
    const descripcion = `${QUE[m.origen] ?? m.origen}${m.documento ? ` ${m.documento}` : ''}${m.descripcion && !m.documento ? ` — ${m.descripcion}` : ''}`;
    return { fuente: 'inventario', fuenteId: m.id, fecha: m.fecha, descripcion, facturaId: m.facturaId, consecutivo: m.documento, notas, lineas };
  });
}

/** caja.contabilidad: the cash difference a supervisor accepted at a session's finish. */
export async function asientosDeCajas(tx: Tx, plan: Plan, ids: readonly string[], log: Logger): Promise<NuevoAsiento[]> {
  if (ids.length === 0) return [];
  const sesiones = await tx.select().from(cajaSesion).where(inArray(cajaSesion.id, unicos(ids)));
  for (const id of ids) if (!sesiones.some((s) => s.id === id)) log.warn({ sesion: id }, 'contabilidad: la sesión de caja ya no existe; no se asentó');
  return sesiones.map((s) => {
    const notas: string[] = [];
    const lineas = asientoDiferenciaCaja({ dif: s.dif ?? '0', cuentaCaja: elegida(plan, s.cuentaContable, 'Sesión de caja', notas) });
    const dif = new D(s.dif ?? 0);
    return { fuente: 'caja', fuenteId: s.id, fecha: s.completedAt ?? s.updatedAt, descripcion: `${dif.isNeg() ? 'Faltante' : 'Sobrante'} de caja al finalizar la sesión`, notas, lineas };
  });
}

/**
 * pago.contabilidad / pago.eliminado.contabilidad: payments, or their reversals once deleted. What a
 * payment settled is posted at its document's rate, as the document was; the money at the payment's
 * own rate (nothing when it came from the balance in favour); the rest is the exchange difference.
 */
export async function asientosDePagos(tx: Tx, plan: Plan, ids: readonly string[], eliminado: boolean, now: Date, log: Logger): Promise<NuevoAsiento[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ pago, tipoCambio: factura.tipoCambio, codigoMoneda: factura.codigoMoneda })
    .from(pago)
    .leftJoin(factura, eq(factura.id, pago.facturaId))
    .where(inArray(pago.id, unicos(ids)));
  for (const id of ids) if (!rows.some((r) => r.pago.id === id)) log.warn({ pago: id }, 'contabilidad: el pago ya no existe; no se asentó');
  return rows.map((r) => {
    const g = r.pago;
    const notas: string[] = [];
    const tasaPago = g.codigoMoneda === 'CRC' ? '1' : g.tipoCambio;
    const lineas = asientoPago({
      monto: g.aplicado,
      excedente: g.compra ? 0 : g.excedente,
      deBalance: g.compra ? 0 : g.deBalance,
      tipoCambio: r.tipoCambio ?? '1',
      compra: g.compra,
      signo: eliminado ? -1 : 1,
      cuentaPago: elegida(plan, g.cuentaContable, `Pago ${g.consecutivo}`, notas),
      efectivo: new D(g.deBalance).gt(0) ? 0 : new D(g.monto).times(tasaPago),
    });
    return {
      fuente: eliminado ? 'pago-eliminado' : 'pago',
      fuenteId: g.id,
      fecha: eliminado ? (g.eliminadoAt ?? now) : g.fecha,
      descripcion: `${eliminado ? 'Pago eliminado' : 'Pago'} ${g.consecutivo} del documento ${g.consecutivoFactura}${eliminado && g.razonEliminar ? ` — ${g.razonEliminar}` : ''}`,
      facturaId: g.facturaId,
      consecutivo: g.consecutivo,
      entidadId: g.contraparteId,
      entidadNombre: g.contraparteNombre,
      codigoMoneda: r.codigoMoneda ?? g.codigoMoneda,
      tipoCambio: new D(r.tipoCambio ?? '1').toFixed(),
      notas,
      lineas,
    } satisfies NuevoAsiento;
  });
}
