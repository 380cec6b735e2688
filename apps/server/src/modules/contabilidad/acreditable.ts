// The creditable VAT of purchases, read back from storage for posting and for the VAT worksheet: a
// received document (05/06) credits what its signed acceptance declares; a purchase cancellation
// (9938) of one takes back the same share of its own VAT (a partial acceptance is reversed at its
// proportion, never in full). A FEC (08) and its cancellation credit all of it (nothing here).
import { acreditableAnulacion, acreditacionDe } from '@jit/domain';
import { inArray } from 'drizzle-orm';
import { factura, facturaXml } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';

export type Acreditable = { monto: string | null; condicion: string | null };

/** A received document's creditable VAT and condition, from the signed receiver message (05/06). */
export function acreditableDelXml(xml: string | null | undefined): Acreditable {
  const monto = xml?.match(/<MontoTotalImpuestoAcreditar>\s*([0-9.]+)\s*</)?.[1] ?? null;
  const condicion = xml?.match(/<CondicionImpuesto>\s*([0-9]{2})\s*</)?.[1] ?? null;
  return { monto, condicion };
}

const RECIBIDOS = ['05', '06'];

/** The VAT a purchase entry credits: the declared amount, nothing when the condition credits none, null for all of it. */
export const impuestoAcreditable = (a: Acreditable | undefined): string | null => (!a ? null : acreditacionDe(a.condicion) === 'ninguno' ? '0' : a.monto);

/**
 * For each received document (05/06) its acceptance's declaration; for each cancellation (9938) of
 * one, the declaration scaled to the cancellation's VAT (in its own currency, like the document's).
 */
export async function acreditables(tx: Tx, docs: readonly { id: string; documento: string; referenciaId: string | null; totalImpuesto: string }[]): Promise<Map<string, Acreditable>> {
  const out = new Map<string, Acreditable>();
  const refs = [...new Set(docs.flatMap((d) => (d.documento === '9938' && d.referenciaId ? [d.referenciaId] : [])))];
  const originales = refs.length ? await tx.select({ id: factura.id, documento: factura.documento, totalImpuesto: factura.totalImpuesto }).from(factura).where(inArray(factura.id, refs)) : [];
  const conXml = [...docs, ...originales].filter((d) => RECIBIDOS.includes(d.documento)).map((d) => d.id);
  if (conXml.length === 0) return out;
  const xmls = await tx.select({ id: facturaXml.facturaId, xml: facturaXml.xmlFirmado }).from(facturaXml).where(inArray(facturaXml.facturaId, [...new Set(conXml)]));
  const de = new Map(xmls.map((x) => [x.id, acreditableDelXml(x.xml)]));
  const porId = new Map(originales.map((o) => [o.id, o]));
  for (const d of docs) {
    if (RECIBIDOS.includes(d.documento)) out.set(d.id, de.get(d.id) ?? { monto: null, condicion: null });
    const o = d.documento === '9938' && d.referenciaId ? porId.get(d.referenciaId) : undefined;
    if (!o || !RECIBIDOS.includes(o.documento)) continue;
    const a = de.get(o.id) ?? { monto: null, condicion: null };
    const m = acreditableAnulacion({ impuestoAnulacion: d.totalImpuesto, impuestoCompra: o.totalImpuesto, acreditableCompra: a.monto, acreditacion: acreditacionDe(a.condicion) });
    out.set(d.id, { monto: m ? m.toFixed() : null, condicion: a.condicion });
  }
  return out;
}
