import { ZERO, toD, type D, type DInput } from '../money/decimal';
import { roundAmount } from '../money/rounding';
import { copyMissing } from '../shared/copy';
import { fail, ok, type Result } from '../shared/result';

/** Spec 2 §5: cash payment methods. */
export const MEDIOS_PAGO_CAJA = ['EFECTIVO', 'TARJETA', 'TRANSFERENCIA', 'OTRO'] as const;
/** A cash payment method. */
export type MedioPagoCaja = (typeof MEDIOS_PAGO_CAJA)[number];
/** Spec 2 §5: income is only MANUAL; expenses are MANUAL, BANCOS or COMPRA (invoices add FACTURA income). */
export type TipoMovimiento = 'MANUAL' | 'BANCOS' | 'COMPRA' | 'FACTURA';
/** Spec 2 §4/§9, DECISIONS #20: placeholder invoice id of a box closing with no invoice. */
export const ID_FACTURA_VACIA = '0'.repeat(24);
/** Spec 1 §4: detail of the cash movement of a credit note on a bulk invoice. */
export const DETALLE_ANULADA_ADMIN = 'Anulada por el administrador';

/** Income types (billing adds FACTURA). */
export const TIPOS_INGRESO: readonly TipoMovimiento[] = ['MANUAL', 'FACTURA'];
/** Expense types (a credit note of a cash sale adds FACTURA expenses, ruling C-2). */
export const TIPOS_EGRESO: readonly TipoMovimiento[] = ['MANUAL', 'BANCOS', 'COMPRA', 'FACTURA'];
/** What a person may record by hand: income MANUAL; expense MANUAL, BANCOS, COMPRA (spec 2 §5). */
export const TIPOS_EGRESO_MANUAL: readonly TipoMovimiento[] = ['MANUAL', 'BANCOS', 'COMPRA'];
const TIPOS_MOVIMIENTO: readonly TipoMovimiento[] = ['MANUAL', 'BANCOS', 'COMPRA', 'FACTURA'];

/** A cash movement (Movimiento, spec 2 §3). */
export type Movimiento = { tipo: TipoMovimiento; medioPago: MedioPagoCaja; montoIngreso: D; montoEgreso: D; montoServicio: D; detalle?: string; _idFactura?: string };

/** Raw form values of a movement. */
export type MovimientoInput = {
  _id?: string;
  tipo?: string;
  medioPago?: string;
  montoIngreso?: DInput | null;
  montoEgreso?: DInput | null;
  montoServicio?: DInput | null;
  detalle?: string;
  _idFactura?: string;
};

const amount = (x: DInput | null | undefined): D => (x === undefined || x === null || x === '' ? ZERO : roundAmount(toD(x)));

/**
 * Spec 2 §3/§5: a movement (tipo MANUAL and medioPago EFECTIVO by default, _id removed, amounts as decimals) that is
 * either income (MANUAL, or FACTURA from billing) or expense (MANUAL, BANCOS, COMPRA), never negative, never both.
 */
export function normalizeMovimiento(input: MovimientoInput): Result<Movimiento, 'TIPO_MOVIMIENTO_INVALIDO' | 'MEDIO_PAGO_CAJA_INVALIDO' | 'MONTO_NEGATIVO'> {
  const tipo = (input.tipo || 'MANUAL') as TipoMovimiento;
  const medioPago = (input.medioPago || 'EFECTIVO') as MedioPagoCaja;
  if (!MEDIOS_PAGO_CAJA.includes(medioPago)) return fail('MEDIO_PAGO_CAJA_INVALIDO', 'medioPago');
  const montoIngreso = amount(input.montoIngreso);
  const montoEgreso = amount(input.montoEgreso);
  const montoServicio = amount(input.montoServicio);
  if (montoIngreso.isNeg() || montoEgreso.isNeg() || montoServicio.isNeg()) return fail('MONTO_NEGATIVO', montoIngreso.isNeg() ? 'montoIngreso' : 'montoEgreso');
  const ingreso = montoIngreso.gt(0);
  const egreso = montoEgreso.gt(0);
  if (ingreso && egreso) return fail('TIPO_MOVIMIENTO_INVALIDO', 'tipo');
  const permitidos = ingreso ? TIPOS_INGRESO : egreso ? TIPOS_EGRESO : TIPOS_MOVIMIENTO;
  if (!permitidos.includes(tipo)) return fail('TIPO_MOVIMIENTO_INVALIDO', 'tipo');
  const mov = { tipo, medioPago, montoIngreso, montoEgreso, montoServicio } as Movimiento;
  return ok(copyMissing(mov, { detalle: input.detalle, _idFactura: input._idFactura }));
}

/** Spec 2 §3: totals {ingresos, egresos, saldo} of movements. */
export function totalesMovimientos(movs: readonly Pick<Movimiento, 'montoIngreso' | 'montoEgreso'>[]): { ingresos: D; egresos: D; saldo: D } {
  let ingresos = ZERO;
  let egresos = ZERO;
  for (const m of movs) {
    ingresos = ingresos.plus(m.montoIngreso);
    egresos = egresos.plus(m.montoEgreso);
  }
  return { ingresos, egresos, saldo: ingresos.minus(egresos) };
}

/** Spec 2 §3: totals per payment method {_id, ingresos, egresos}, in the order of MEDIOS_PAGO_CAJA. */
export function totalesPorMedioPago(movs: readonly Movimiento[]): { _id: MedioPagoCaja; ingresos: D; egresos: D }[] {
  return MEDIOS_PAGO_CAJA.map((medio) => {
    const t = totalesMovimientos(movs.filter((m) => m.medioPago === medio));
    return { _id: medio, ingresos: t.ingresos, egresos: t.egresos };
  }).filter((t) => !t.ingresos.isZero() || !t.egresos.isZero());
}
