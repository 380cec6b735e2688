/** The receptor fields the clean-up rules touch. */
export type ReceptorBorrador = {
  identificacion?: { tipo?: string | { id?: string } | null; numero?: string | null } | null;
  identificacionExtranjero?: string | null;
  telefono?: { codigoPais?: string | number | null; numTelefono?: string | number | null } | null;
  limiteCredito?: unknown;
  limiteCreditoBlock?: unknown;
  [campo: string]: unknown;
};

/**
 * Spec 1 §5 and spec 3 §5: before a document or a receiver is created, the credit-limit fields are removed,
 * the identification is kept unless a foreign one exists, and a telephone without a number is dropped.
 */
export function limpiarReceptor<T extends ReceptorBorrador>(receptor: T): Omit<T, 'limiteCredito' | 'limiteCreditoBlock'> {
  const { limiteCredito: _l, limiteCreditoBlock: _b, ...rest } = receptor;
  const out: Partial<T> = { ...rest } as Partial<T>;
  const extranjero = typeof receptor.identificacionExtranjero === 'string' && receptor.identificacionExtranjero.trim() !== '';
  if (extranjero) delete out.identificacion;
  const numero = receptor.telefono?.numTelefono;
  if (receptor.telefono !== undefined && (numero === undefined || numero === null || String(numero).trim() === '')) delete out.telefono;
  return out as Omit<T, 'limiteCredito' | 'limiteCreditoBlock'>;
}
