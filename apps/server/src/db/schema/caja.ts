// Cash registers (the caja module, MODULES.md §C): registers, their sessions (ABIERTA → CERRADA →
// FINALIZADA, ruling C-1) and the movements of each session.
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { emisorId, timestamps, ts } from './columns.js';

/** A cash register. Its status is its last session's (INICIANDO before the first). */
export const caja = pgTable(
  'caja',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    /** Lower case, accents kept: two registers of an issuer never share a name. */
    nombrePlano: text('nombre_plano').notNull(),
    status: text('status').notNull().default('INICIANDO'),
    limiteInferior: numeric('limite_inferior').notNull().default('0'),
    limiteSuperior: numeric('limite_superior').notNull().default('0'),
    cuentaContable: uuid('cuenta_contable'),
    /** false: retired (ruling C-1), it opens no more sessions. */
    state: boolean('state').notNull().default(true),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.emisorId, t.id] }), uniqueIndex('caja_nombre_uq').on(t.emisorId, t.nombrePlano)],
);

/** One counted denomination of a closing. */
export type ContadorFila = { moneda: string; divisa: 'CRC' | 'USD'; cantidadMoneda: number; totalMoneda: string };
/** One tender line of a closing (ruling C-4). */
export type LineaCierreFila = { linea: string; ingresos: string; egresos: string; esperado: string; contado: string; dif: string };

/** A cashier's session on a register. */
export const cajaSesion = pgTable(
  'caja_sesion',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    cajaId: uuid('caja_id').notNull(),
    usuarioId: uuid('usuario_id').notNull(),
    status: text('status').notNull().default('ABIERTA'),
    montoInicial: numeric('monto_inicial').notNull().default('0'),
    cuentaContable: uuid('cuenta_contable'),
    /** The closing (cierreCaja): the server's expected amount and the cashier's count. */
    esperado: numeric('esperado'),
    contado: numeric('contado'),
    dif: numeric('dif'),
    tipoCambioUsd: numeric('tipo_cambio_usd'),
    contador: jsonb('contador').$type<ContadorFila[]>().notNull().default([]),
    lineas: jsonb('lineas').$type<LineaCierreFila[]>().notNull().default([]),
    nombreCierre: text('nombre_cierre'),
    cerradaAt: ts('cerrada_at'),
    /** The finish (finCaja): the supervisor who accepted the count. */
    supervisorId: uuid('supervisor_id'),
    completedAt: ts('completed_at'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    // Ruling C-7: one session per register until it is finished, and one open session per user.
    uniqueIndex('caja_sesion_caja_viva_uq').on(t.emisorId, t.cajaId).where(sql`status <> 'FINALIZADA'`),
    uniqueIndex('caja_sesion_usuario_abierta_uq').on(t.emisorId, t.usuarioId).where(sql`status = 'ABIERTA'`),
    index('caja_sesion_fecha_idx').on(t.emisorId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A movement of a session: income or expense, by payment method. */
export const cajaMovimiento = pgTable(
  'caja_movimiento',
  {
    emisorId: emisorId(),
    id: uuid('id').notNull(),
    sesionId: uuid('sesion_id').notNull(),
    tipo: text('tipo').notNull().default('MANUAL'),
    medioPago: text('medio_pago').notNull().default('EFECTIVO'),
    /** The document's Hacienda tender code (06 SINPE Móvil is its own closing line). */
    medioHacienda: text('medio_hacienda'),
    montoIngreso: numeric('monto_ingreso').notNull().default('0'),
    montoEgreso: numeric('monto_egreso').notNull().default('0'),
    montoServicio: numeric('monto_servicio').notNull().default('0'),
    detalle: text('detalle'),
    /** The document's id, or 24 zeros for the finish's withdrawal (DECISIONS #20). */
    idFactura: text('id_factura'),
    cuentaContable: uuid('cuenta_contable'),
    usuarioId: uuid('usuario_id'),
    /** What made it, once: `<outbox key>:<tender>` for a document's movements. */
    clave: text('clave'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.emisorId, t.id] }),
    index('caja_movimiento_sesion_idx').on(t.emisorId, t.sesionId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('caja_movimiento_clave_uq').on(t.emisorId, t.clave),
  ],
);
