// Payments recorded against documents (Factura.createTransaction): a deposit, a transfer, a
// payment on account… with its amount in the document's currency unless another is given.
import { D } from '@jit/domain';
import { v7 as uuidv7 } from 'uuid';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { transaccion } from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import type { FacturaTransaccionInput } from '../../generated/graphql.js';
import { leerFila } from '../factura/index.js';

const TIPOS_TRANSACCION = ['INGRESO', 'EGRESO', 'ABONO', 'DEPOSITO', 'TRANSFERENCIA', 'OTRO'];

/** Factura.createTransaction. */
export async function createTransaction(
  ctx: Context,
  input: FacturaTransaccionInput,
  bankAccount: string | null | undefined,
) {
  const tipo = input.tipo.trim().toUpperCase();
  if (!TIPOS_TRANSACCION.includes(tipo))
    throw badInput(`El tipo debe ser uno de ${TIPOS_TRANSACCION.join(', ')}.`, 'input.tipo');
  const monto = new D(input.monto);
  if (monto.lte(0)) throw badInput('El monto debe ser mayor que cero.', 'input.monto');
  const concepto = input.concepto.trim();
  if (concepto.length < 3 || concepto.length > 300)
    throw badInput('El concepto debe tener entre 3 y 300 caracteres.', 'input.concepto');
  const fecha = input.fecha ? new Date(input.fecha) : ctx.now();
  const now = ctx.now();
  return withSession(ctx, async (tx, s) => {
    let facturaId: string | null = null;
    let moneda = input.codigoMoneda ?? 'CRC';
    if (input.factura) {
      const row = await leerFila(tx, input.factura);
      if (!row) throw notFound('No se encontró el documento de la transacción.');
      facturaId = row.id;
      moneda = input.codigoMoneda ?? row.codigoMoneda;
    }
    const [t] = await tx
      .insert(transaccion)
      .values({
        emisorId: s.emisorId,
        id: uuidv7(),
        facturaId,
        tipo,
        fecha,
        concepto,
        monto: monto.toFixed(),
        codigoMoneda: moneda,
        bankAccount: bankAccount ?? null,
        referencia: input.referencia ?? null,
        usuarioId: s.userId,
        createdAt: now,
      })
      .returning();
    return t!;
  });
}
