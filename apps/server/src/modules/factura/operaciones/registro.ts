// Factura.setCreatedAt: moves the registration date (never the signed fechaEmision).
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { fechaCostaRica } from '@jit/hacienda';
import { withSession } from '../../../auth/session.js';
import type { Context } from '../../../context.js';
import { bitacora, factura } from '../../../db/schema/index.js';
import { badInput, notFound } from '../../../errors.js';
import { publicarCambio } from '../eventos.js';
import { bloquearFila } from '../filas.js';
import { exigirTipo } from '../reportes/acceso.js';
import type { FacturaRow } from '../modelo.js';

/** Factura.setCreatedAt: moves the registration date (never the signed fechaEmision). */
export async function setCreatedAt(
  ctx: Context,
  args: { _idFactura: string; createdAt: string },
): Promise<FacturaRow> {
  const fecha = new Date(args.createdAt);
  if (Number.isNaN(fecha.getTime())) throw badInput('La fecha no es válida.', 'createdAt');
  if (fecha.getTime() > ctx.now().getTime() + 86_400_000)
    throw badInput('La fecha de registro no puede estar en el futuro.', 'createdAt');
  const now = ctx.now();
  const row = await withSession(ctx, async (tx, s) => {
    const r = await bloquearFila(tx, s.emisorId, args._idFactura);
    if (!r) throw notFound('No se encontró el documento.');
    exigirTipo(s, r.documento);
    const [after] = await tx
      .update(factura)
      .set({ createdAt: fecha, updatedAt: now })
      .where(eq(factura.id, r.id))
      .returning();
    await tx.insert(bitacora).values({
      emisorId: s.emisorId,
      id: uuidv7(),
      facturaId: r.id,
      createdAt: now,
      estadoDocumento: r.estadoDocumento,
      mensaje: `Fecha de registro cambiada a ${fechaCostaRica(fecha).slice(0, 10)}.`,
      usuarioId: s.userId,
    });
    return after!;
  });
  publicarCambio(ctx.services, row, 'FECHA');
  return row;
}
