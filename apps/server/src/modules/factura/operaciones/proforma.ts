// Proformas (spec 1 §4): their state (Factura.cambiaEstadoProforma) and the mark a proforma gets
// when it is invoiced (from Factura.create).
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ESTADO_PROFORMA_FACTURADA } from '@jit/domain';
import { withSession } from '../../../auth/session.js';
import type { Context } from '../../../context.js';
import { bitacora, factura } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { badInput, conflict, notFound } from '../../../errors.js';
import { publicarCambio } from '../eventos.js';
import { bloquearFila } from '../filas.js';
import type { FacturaRow } from '../modelo.js';

const ESTADOS_PROFORMA = ['PENDIENTE', 'APROBADA', 'RECHAZADA', 'FACTURADA', 'ANULADA'];

/** Sets a proforma's state and notes it in its bitácora (in the caller's transaction). */
export async function marcarProforma(
  tx: Tx,
  emisorId: string,
  id: string,
  estado: string,
  now: Date,
  userId: string,
  mensaje: string,
) {
  const [pro] = await tx
    .update(factura)
    .set({ estadoProforma: estado, updatedAt: now })
    .where(
      and(eq(factura.emisorId, emisorId), eq(factura.id, id), eq(factura.documento, 'proforma')),
    )
    .returning();
  if (pro)
    await tx.insert(bitacora).values({
      emisorId,
      id: uuidv7(),
      facturaId: id,
      createdAt: now,
      estadoDocumento: pro.estadoDocumento,
      mensaje,
      usuarioId: userId,
    });
  return pro ?? null;
}

/** Factura.cambiaEstadoProforma. */
export async function cambiaEstadoProforma(
  ctx: Context,
  id: string,
  estado: string,
): Promise<FacturaRow> {
  const e = estado.trim().toUpperCase();
  if (!ESTADOS_PROFORMA.includes(e))
    throw badInput(
      `El estado de la proforma debe ser uno de ${ESTADOS_PROFORMA.join(', ')}.`,
      'estado',
    );
  const now = ctx.now();
  const row = await withSession(ctx, async (tx, s) => {
    const pro = await bloquearFila(tx, s.emisorId, id);
    if (!pro || pro.documento !== 'proforma') throw notFound('No se encontró la proforma.');
    if (pro.estadoProforma === ESTADO_PROFORMA_FACTURADA && e !== ESTADO_PROFORMA_FACTURADA)
      throw conflict('La proforma ya fue facturada: su estado no cambia.', 'estado');
    return (await marcarProforma(
      tx,
      s.emisorId,
      id,
      e,
      now,
      s.userId,
      `Estado de la proforma: ${e}.`,
    ))!;
  });
  publicarCambio(ctx.services, row, 'PROFORMA');
  return row;
}
