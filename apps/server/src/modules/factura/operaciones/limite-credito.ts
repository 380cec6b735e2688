// The credit-limit check of a credit sale (ruling B-16, DECISIONS #115), inside the issuing
// transaction: what the customer owes on open credit sales (in colones, each at its rate) plus the
// new document, against the limit on the customer's record (the receptor row, ruling B-1) when
// limiteCreditoBlock is set.
import { and, eq, sql } from 'drizzle-orm';
import { excesoDeCredito, formatMoney, toD, type DInput } from '@jit/domain';
import { condicionCredito, factura, receptor } from '../../../db/schema/index.js';
import type { Tx } from '../../../db/types.js';
import { conflict } from '../../../errors.js';
import { esUuid } from '../../validate.js';

/** Sale documents that can be owed (credit notes lower their saldo). */
const VENTAS = ['01', '04', '09', '101', '102', '103'];

/** A customer's credit sales that still owe something (not rejected or cancelled). */
export const creditoAbierto = (clienteId: string) =>
  and(
    eq(factura.receptorId, clienteId),
    condicionCredito(),
    sql`${factura.saldo} > 0`,
    sql`${factura.documento} in (${sql.join(VENTAS.map((v) => sql`${v}`), sql`, `)})`,
    sql`${factura.estadoDocumento} not in ('4', '6')`,
  );

/** Refuses (CONFLICT, in Spanish) a credit sale of `ventaCRC` colones that passes the customer's limit. */
export async function exigirLimiteCredito(tx: Tx, clienteId: string | null | undefined, ventaCRC: DInput): Promise<void> {
  if (!clienteId || !esUuid(clienteId)) return;
  const [c] = await tx
    .select({ nombre: receptor.nombre, limite: receptor.limiteCredito, bloquea: receptor.limiteCreditoBlock })
    .from(receptor)
    .where(eq(receptor.id, clienteId));
  if (!c?.bloquea || toD(c.limite).lte(0)) return;
  const [d] = await tx
    .select({ debe: sql<string>`coalesce(sum(${factura.saldo} * ${factura.tipoCambio}), 0)::text` })
    .from(factura)
    .where(creditoAbierto(clienteId));
  const exceso = excesoDeCredito({ limite: c.limite, bloquea: c.bloquea }, d?.debe ?? '0', ventaCRC);
  if (exceso)
    throw conflict(
      `Esta venta a crédito pasa el límite de crédito de «${c.nombre}»: debe ${formatMoney(exceso.debe)}, la venta es de ${formatMoney(exceso.venta)} y el límite es ${formatMoney(exceso.limite)}. Cóbrela de contado o suba el límite del cliente.`,
      'input.condicionVenta',
    );
}
