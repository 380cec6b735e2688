// Payments' own gap-free numbering (ruling F1-3): one counter row per issuer and series, taken with
// an upsert in the payment's transaction, so a rolled-back payment gives its number back and two
// payments of one issuer never share one (the row lock orders them).
import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/types.js';

/** Sales payments PAG-…, purchase payments PPR-…. */
export const serieDe = (compra: boolean) => (compra ? 'PPR' : 'PAG');

export async function siguienteNumero(tx: Tx, emisorId: string, serie: string): Promise<{ numero: number; consecutivo: string }> {
  const [r] = await rowsOf<{ ultimo: string | number }>(
    tx,
    sql`insert into pago_serie (emisor_id, serie, ultimo) values (${emisorId}::uuid, ${serie}, 1)
        on conflict (emisor_id, serie) do update set ultimo = pago_serie.ultimo + 1 returning ultimo`,
  );
  const numero = Number(r!.ultimo);
  return { numero, consecutivo: `${serie}-${String(numero).padStart(10, '0')}` };
}
