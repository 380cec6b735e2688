// Which sale conditions (v4.4 CondicionVenta, nota 5) leave something owed, and which of them ask
// for a payment receipt (REP, type 10) at every payment. The v4.4 ReciboElectronicoPago schema
// (revision of April 2026) admits only two conditions of its own: 09 «Pago del servicio prestado al
// Estado» and 11 «Pago de venta a crédito en IVA hasta 90 días (Artículo 27, LIVA)», the payments
// of the sale conditions 08 «Servicios prestados al Estado a crédito» and 10 «Venta a crédito en IVA
// hasta 90 días». Those two defer the VAT to the day it is paid, and the REP is how that day is
// declared; a plain credit sale (02) has no REP condition to carry and declares its VAT at issue.

/** Sale conditions that leave a saldo at issue: credit (02), to the State on credit (08), credit up to 90 days (10). */
export const CONDICIONES_CREDITO = ['02', '08', '10'] as const;

/** True when a sale on this condition is owed from its issue (it gets a saldo and ages). */
export const esCondicionCredito = (condicion: string | null | undefined): boolean =>
  (CONDICIONES_CREDITO as readonly string[]).includes(condicion ?? '');

/** The REP's own conditions (ReciboElectronicoPago CondicionVenta), as its schema names them. */
export const CONDICIONES_RECIBO = [
  { codigo: '09', descripcion: 'Pago del servicio prestado al Estado' },
  { codigo: '11', descripcion: 'Pago de venta a crédito en IVA hasta 90 días (Artículo 27, LIVA)' },
] as const;

/** The REP's own condition for each sale condition that asks for one. */
export const CONDICION_RECIBO: Readonly<Record<string, '09' | '11'>> = { '08': '09', '10': '11' };

/** The CondicionVenta of the REP that a payment of a sale on `condicion` must issue, or null (no REP). */
export const condicionRecibo = (condicion: string | null | undefined): '09' | '11' | null =>
  CONDICION_RECIBO[condicion ?? ''] ?? null;

/** Artículo 27 LIVA: the deferred VAT of condition 10 holds for credit of at most 90 days. */
export const PLAZO_MAXIMO_CREDITO_IVA = 90;

/** What a credit sale must carry, or the Spanish refusal and its field (checked before issuing). */
export function problemaCondicionCredito(d: {
  condicion: string;
  plazoCredito: number | null | undefined;
  receptorIdentificado: boolean;
}): { message: string; field: 'plazoCredito' | 'receptor' } | null {
  if (!esCondicionCredito(d.condicion)) return null;
  if (!d.plazoCredito || d.plazoCredito < 1)
    return { message: 'Una venta a crédito necesita el plazo en días.', field: 'plazoCredito' };
  if (d.condicion === '10' && d.plazoCredito > PLAZO_MAXIMO_CREDITO_IVA)
    return {
      message: `La condición 10 (venta a crédito en IVA hasta 90 días, artículo 27 de la Ley del IVA) admite un plazo de ${PLAZO_MAXIMO_CREDITO_IVA} días como máximo; para un plazo mayor use la condición 02 (crédito).`,
      field: 'plazoCredito',
    };
  if (condicionRecibo(d.condicion) && !d.receptorIdentificado)
    return {
      message: 'Una venta con condición 08 o 10 necesita el cliente con su identificación: cada pago emite un recibo electrónico de pago a su nombre.',
      field: 'receptor',
    };
  return null;
}
