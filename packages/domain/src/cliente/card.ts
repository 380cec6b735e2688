/** Spec 2 §5 card data: the holder without accents, the first e-mail of a list, CVV as text, month/year as numbers. */
export function normalizeCard(input: { holderName: string; email: string; cvv: string | number; expMonth: string | number; expYear: string | number; number: string }) {
  return {
    holderName: input.holderName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim(),
    email: (input.email.split(',')[0] ?? '').trim(),
    cvv: String(input.cvv),
    expMonth: Number(input.expMonth),
    expYear: Number(input.expYear),
    number: input.number.replace(/[\s-]/g, ''),
  };
}

/** Spec 2 §7: a payment intent succeeds only when the provider status is 'succeeded'. */
export const pagoExitoso = (status: string | null | undefined): boolean => status === 'succeeded';
/** Spec 2 §7: an HTTP status of 400 or more is a failure of the card provider. */
export const fallaProveedor = (httpStatus: number): boolean => httpStatus >= 400;
