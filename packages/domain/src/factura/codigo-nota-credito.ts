import { D } from '../money/decimal';
import { CODIGOS_REFERENCIA, type CodigoReferencia } from '../catalogos/code-tables.generated';

/** Codes that say the note cancels the referenced document: only a note covering all of it may use them. */
export const CODIGOS_ANULAN: readonly CodigoReferencia[] = ['01', '13'];
/** Codes a credit note never carries: a debit note's, a replacement's and the issuer's own payment. */
const AJENOS_NOTA_CREDITO: readonly CodigoReferencia[] = ['10', '16', '17'];

type Cantidad = { numeroLinea: number; cantidad: string };

/** True when the credited lines take every line of the document at its full quantity. */
export function cubreDocumento(documento: readonly Cantidad[], acreditadas: readonly Cantidad[]): boolean {
  const porLinea = new Map<number, InstanceType<typeof D>>();
  for (const a of acreditadas) porLinea.set(a.numeroLinea, (porLinea.get(a.numeroLinea) ?? new D(0)).plus(a.cantidad));
  return documento.every((l) => porLinea.get(l.numeroLinea)?.gte(l.cantidad) ?? false);
}

/**
 * The reference code a credit note starts with: 01 «Anula documento de referencia» when it covers
 * the whole document; a partial note 06 «Devolución de mercancía» when goods come back, else
 * 14 «Corrige monto» (v4.4 has no plain «corrige monto»: 14 is its amount correction).
 */
export function codigoNotaCredito(n: { total: boolean; devuelveBienes: boolean }): CodigoReferencia {
  if (n.total) return '01';
  return n.devuelveBienes ? '06' : '14';
}

/** The codes a clerk may choose: those that cancel only for a note covering the whole document. */
export function codigosNotaCredito(total: boolean): CodigoReferencia[] {
  return CODIGOS_REFERENCIA.map((c) => c.codigo).filter((c) => !AJENOS_NOTA_CREDITO.includes(c) && (total || !CODIGOS_ANULAN.includes(c)));
}

/** Why this code does not fit the note (Spanish), or null when it does. */
export function refusaCodigoNotaCredito(codigo: string, total: boolean): string | null {
  if (!CODIGOS_REFERENCIA.some((c) => c.codigo === codigo)) return `El código de referencia «${codigo}» no existe en el catálogo de Hacienda.`;
  if (!total && CODIGOS_ANULAN.includes(codigo as CodigoReferencia))
    return 'Una nota de crédito parcial no «Anula documento de referencia»: use «Corrige monto» o «Devolución de mercancía».';
  if (AJENOS_NOTA_CREDITO.includes(codigo as CodigoReferencia)) return `El código de referencia «${codigo}» no corresponde a una nota de crédito.`;
  return null;
}
