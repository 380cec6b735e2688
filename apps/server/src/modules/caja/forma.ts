// Rows of the caja tables in the GraphQL shapes of schema/caja.graphql.
import { lineaDe, NOMBRE_LINEA_CIERRE, type LineaCierre, type MedioPagoCaja } from '@jit/domain';
import { inArray } from 'drizzle-orm';
import { usuario, type caja, type cajaMovimiento, type cajaSesion, type LineaCierreFila } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';

export type CajaRow = typeof caja.$inferSelect;
export type SesionRow = typeof cajaSesion.$inferSelect;
export type MovimientoRow = typeof cajaMovimiento.$inferSelect;
type Usuario = { _id: string; fullname: string };

/** The full names of some users, by id (one query). */
export async function nombres(tx: Tx, ids: (string | null | undefined)[]): Promise<Map<string, Usuario>> {
  const unicos = [...new Set(ids.filter((x): x is string => !!x))];
  if (!unicos.length) return new Map();
  const rows = await tx.select({ id: usuario.id, fullname: usuario.fullname }).from(usuario).where(inArray(usuario.id, unicos));
  return new Map(rows.map((r) => [r.id, { _id: r.id, fullname: r.fullname }]));
}

/** A register, with who holds its live session. */
export const cajaOut = (r: CajaRow, viva?: { id: string; usuario: Usuario | null }) => ({
  _id: r.id,
  name: r.name,
  status: r.status,
  state: r.state,
  limiteInferior: r.limiteInferior,
  limiteSuperior: r.limiteSuperior,
  cuentaContable: r.cuentaContable,
  userSession: viva?.usuario ?? null,
  sesion: viva?.id ?? null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export const lineaOut = (l: LineaCierreFila) => ({ ...l, nombre: NOMBRE_LINEA_CIERRE[l.linea as LineaCierre] ?? l.linea });

/**
 * A session. `verCierre` (the caller may open /cajas/administrar) shows the expected amounts: the
 * cashier counts blind (ruling C-4).
 */
export function sesionOut(r: SesionRow, c: CajaRow, users: Map<string, Usuario>, verCierre: boolean, saldo: string | null) {
  const cerrada = r.status !== 'ABIERTA' && r.esperado != null;
  return {
    _id: r.id,
    caja: cajaOut(c),
    user: users.get(r.usuarioId) ?? { _id: r.usuarioId, fullname: '' },
    status: r.status,
    montoInicial: r.montoInicial,
    cuentaContable: r.cuentaContable,
    saldo: verCierre ? saldo : null,
    balance: verCierre && cerrada ? { esperado: r.esperado!, caja: r.contado!, dif: r.dif! } : null,
    contador: r.contador,
    lineas: verCierre ? r.lineas.map(lineaOut) : [],
    tipoCambioUsd: r.tipoCambioUsd,
    nombreCierre: r.nombreCierre,
    cerradaAt: r.cerradaAt,
    supervisor: r.supervisorId ? (users.get(r.supervisorId) ?? null) : null,
    completedAt: r.completedAt,
    createdAt: r.createdAt,
  };
}

export const movimientoOut = (r: MovimientoRow, users: Map<string, Usuario>, alerta: string | null = null) => ({
  _id: r.id,
  sesion: r.sesionId,
  tipo: r.tipo,
  medioPago: r.medioPago,
  medioHacienda: r.medioHacienda,
  linea: lineaDe({ medioPago: r.medioPago as MedioPagoCaja, medioHacienda: r.medioHacienda }),
  montoIngreso: r.montoIngreso,
  montoEgreso: r.montoEgreso,
  montoServicio: r.montoServicio,
  detalle: r.detalle,
  _idFactura: r.idFactura,
  cuentaContable: r.cuentaContable,
  user: r.usuarioId ? (users.get(r.usuarioId) ?? null) : null,
  alerta,
  createdAt: r.createdAt,
});
