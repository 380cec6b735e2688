// Ruling C-10: a payment of a credit document received at a register goes into the cashier's open
// session as FACTURA income (a purchase payment as a COMPRA expense), in colones, in the payment's
// own transaction; deleting the payment takes it back out while that session is still open.
import { medioCajaDeHacienda, type D } from '@jit/domain';
import { v7 as uuidv7 } from 'uuid';
import type { Session } from '../../context.js';
import { cajaMovimiento } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { badInput } from '../../errors.js';
import { sesionVisible } from './acceso.js';
import { valores } from './movimientos.js';

export type PagoEnCaja = {
  sesion: string;
  pagoId: string;
  facturaId: string;
  /** In colones. */
  monto: D;
  medioHacienda: string;
  detalle: string;
  compra: boolean;
  /** A deletion: the opposite movement. */
  reverso?: boolean;
};

/** Writes the movement; refuses (Spanish, on input.cajaSesion) a session that is not open. Returns false when a deletion finds the session closed. */
export async function pagoEnCaja(tx: Tx, s: Session, p: PagoEnCaja, now: Date): Promise<boolean> {
  const { sesion } = await sesionVisible(tx, s, p.sesion, 'input.cajaSesion', 'share');
  if (sesion.status !== 'ABIERTA') {
    if (p.reverso) return false;
    throw badInput('La sesión de caja no está abierta: abra una sesión para recibir el pago.', 'input.cajaSesion');
  }
  const sale = p.compra !== !!p.reverso; // money leaves: a purchase payment, or taking back a sale's
  await tx
    .insert(cajaMovimiento)
    .values({
      ...valores({
        tipo: p.compra && !p.reverso ? 'COMPRA' : 'FACTURA',
        medioPago: medioCajaDeHacienda(p.medioHacienda),
        medioHacienda: p.medioHacienda,
        montoIngreso: sale ? p.monto.times(0) : p.monto,
        montoEgreso: sale ? p.monto : p.monto.times(0),
        montoServicio: p.monto.times(0),
        detalle: p.detalle,
        _idFactura: p.facturaId,
      }),
      emisorId: s.emisorId,
      id: uuidv7(),
      sesionId: sesion.id,
      usuarioId: s.userId,
      clave: `pago:${p.pagoId}${p.reverso ? ':reverso' : ''}`,
      createdAt: now,
    })
    .onConflictDoNothing();
  return true;
}
