// Which sales defer their VAT until collected (DECISIONS #251), read back from storage for posting
// and for the VAT worksheet alike: a 01, 02 or 04 on condition 08 or 10, unless the books already
// hold its entry without a deferred VAT line (posted before deferral existed: its VAT went to VAT
// payable at issue, so its REPs move nothing and the worksheet counts it at issue, as it did). And
// what each credit note of such a sale reverses of the VAT no REP had declared when it was issued.
import { difiereIva, diferidoDeNotas, type D, type EventoDiferido } from '@jit/domain';
import { and, asc, inArray, ne, or, sql } from 'drizzle-orm';
import { factura } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';

type Venta = { id: string; documento: string; condicionVenta: string | null };

/** Of these sales, those whose VAT is deferred (by condition, and not posted the old way). */
export async function ventasDiferidas(tx: Tx, ventas: readonly Venta[]): Promise<Set<string>> {
  const ids = [...new Set(ventas.filter((v) => difiereIva(v.documento, v.condicionVenta)).map((v) => v.id))];
  if (ids.length === 0) return new Set();
  const viejas = await rowsOf<{ id: string }>(
    tx,
    sql`select a.fuente_id as id from asiento a
        where a.fuente = 'factura' and a.fuente_id in (${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)})
          and not exists (select 1 from asiento_linea l join cuenta_contable c on c.emisor_id = l.emisor_id and c.id = l.cuenta_id
                          where l.emisor_id = a.emisor_id and l.asiento_id = a.id and c.sys_name = 'IVA_DIFERIDO')`,
  );
  const fuera = new Set(viejas.map((v) => v.id));
  return new Set(ids.filter((i) => !fuera.has(i)));
}

/**
 * For each credit note of a deferred sale, the deferred VAT it reverses (in the sale's currency):
 * the sale's REPs and credit notes that Hacienda has not rejected, in issue order, up to it.
 */
export async function diferidoDeNotasDe(tx: Tx, notas: readonly { id: string; referenciaId: string | null }[]): Promise<Map<string, D>> {
  const out = new Map<string, D>();
  const refs = [...new Set(notas.flatMap((n) => (n.referenciaId ? [n.referenciaId] : [])))];
  if (refs.length === 0) return out;
  const originales = await tx.select({ id: factura.id, documento: factura.documento, condicionVenta: factura.condicionVenta, totalImpuesto: factura.totalImpuesto }).from(factura).where(inArray(factura.id, refs));
  const diferidas = await ventasDiferidas(tx, originales);
  if (diferidas.size === 0) return out;
  const eventos = await tx
    .select({ id: factura.id, documento: factura.documento, referenciaId: factura.referenciaId, totalImpuesto: factura.totalImpuesto })
    .from(factura)
    // A note Hacienda rejected still has its entry (posted at issue): asked for, it takes its place.
    .where(and(inArray(factura.referenciaId, [...diferidas]), inArray(factura.documento, ['03', '10']), or(ne(factura.estadoDocumento, '4'), inArray(factura.id, notas.map((n) => n.id)))))
    .orderBy(asc(factura.fechaEmision), asc(factura.id));
  const pedidas = new Set(notas.map((n) => n.id));
  for (const o of originales) {
    if (!diferidas.has(o.id)) continue;
    const de: EventoDiferido[] = eventos.filter((e) => e.referenciaId === o.id).map((e) => ({ id: e.id, clase: e.documento === '10' ? 'recibo' : 'nota', impuesto: e.totalImpuesto }));
    for (const [id, d] of diferidoDeNotas(o.totalImpuesto, de)) if (pedidas.has(id)) out.set(id, d);
  }
  return out;
}
