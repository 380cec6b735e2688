// A session's movements added up by tender in the database (a closing of thousands of movements
// reads a handful of rows), in the shape the domain's closing rules read.
import { alertaLimites, balancePorMedio, D, type MedioPagoCaja, type MovimientoCierre } from '@jit/domain';
import { eq, sql } from 'drizzle-orm';
import { cajaMovimiento } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { CajaRow, SesionRow } from './forma.js';

export type Sumas = { porMedio: MovimientoCierre[]; servicio: D };

export async function sumas(tx: Tx, sesionId: string): Promise<Sumas> {
  const rows = await tx
    .select({
      medioPago: cajaMovimiento.medioPago,
      medioHacienda: cajaMovimiento.medioHacienda,
      ingresos: sql<string>`coalesce(sum(${cajaMovimiento.montoIngreso}), 0)`,
      egresos: sql<string>`coalesce(sum(${cajaMovimiento.montoEgreso}), 0)`,
      servicio: sql<string>`coalesce(sum(${cajaMovimiento.montoServicio}), 0)`,
    })
    .from(cajaMovimiento)
    .where(eq(cajaMovimiento.sesionId, sesionId))
    .groupBy(cajaMovimiento.medioPago, cajaMovimiento.medioHacienda);
  return {
    porMedio: rows.map((r) => ({ medioPago: r.medioPago as MedioPagoCaja, medioHacienda: r.medioHacienda, montoIngreso: new D(r.ingresos), montoEgreso: new D(r.egresos) })),
    servicio: rows.reduce((a, r) => a.plus(r.servicio), new D(0)),
  };
}

/** The cash the drawer should hold now, and the register's limit warning (ruling C-6). */
export async function efectivo(tx: Tx, sesion: SesionRow, c: CajaRow): Promise<{ saldo: D; alerta: string | null }> {
  const { porMedio } = await sumas(tx, sesion.id);
  const saldo = balancePorMedio({ montoInicial: new D(sesion.montoInicial), movimientos: porMedio }, { efectivo: 0 }).lineas[0]!.esperado;
  return { saldo, alerta: alertaLimites(saldo, c) };
}
