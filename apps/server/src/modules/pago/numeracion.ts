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

/** The columns every new payment takes from its number and its document (who, which, which series). */
export async function cabeceraPago(tx: Tx, emisorId: string, compra: boolean, doc: { id: string; consecutivo: string; receptorId: string | null; receptorNombre: string | null }, id: string) {
  const { numero, consecutivo } = await siguienteNumero(tx, emisorId, serieDe(compra));
  return { emisorId, id, numero, consecutivo, compra, facturaId: doc.id, consecutivoFactura: doc.consecutivo, contraparteId: doc.receptorId, contraparteNombre: doc.receptorNombre };
}
