import type { Profile } from '../access/profiles';
import { isBasicProfile } from '../access/profiles';

/** Spec 1 §5: default activity code. */
export const CODIGO_ACTIVIDAD_DEFECTO = '000000';
/** Spec 1 §1/§5: purchase cancellation document type. */
export const TIPO_ANULACION_COMPRA = '9938';
/** Spec 1 §5 / DECISIONS #21: the reference number of a cancellation of a document without clave. */
export const CLAVE_ANULACION = '0'.repeat(40);

/** Spec 1 §5: credit note type is 993 for documents of type 99, 03 for all others. */
export const tipoNotaCredito = (tipoDocumento: string): '993' | '03' => (tipoDocumento === '99' ? '993' : '03');

/** DECISIONS #21: a purchase cancellation references the document's clave, or 40 zeros when it has none. */
export const numeroReferenciaAnulacion = (clave: string | null | undefined): string =>
  clave && clave.trim() !== '' ? clave : CLAVE_ANULACION;

/** Spec 1 §5: production orders are created by default, except for 08 and 05, COMMUNITY/FACTURA, free mode, or when avoided. */
export function creaOrdenProduccion(input: { tipoDocumento: string; profile: Profile; modoLibre?: boolean; evitar?: boolean }): boolean {
  if (input.evitar || input.modoLibre) return false;
  if (input.tipoDocumento === '08' || input.tipoDocumento === '05') return false;
  return !isBasicProfile(input.profile);
}

/** Spec 1 §5: COMMUNITY and FACTURA profiles and free mode do not touch inventory stock. */
export const tocaInventario = (input: { profile: Profile; modoLibre?: boolean }): boolean =>
  !input.modoLibre && !isBasicProfile(input.profile);

/** Spec 1 §5: bulk billing applies when the issuer has the bulk module and the document is not type 01. */
export const aplicaFacturacionMasiva = (input: { bulkBillingModule?: boolean; tipoDocumento: string }): boolean =>
  input.bulkBillingModule === true && input.tipoDocumento !== '01';

/** Spec 1 §5: subscription-mode defaults: default payment method, condition 02 (credit), 3 days of credit when none is set. */
export function aplicarModoSuscripcion<T extends { condicionVenta?: string; plazoCredito?: number | null; medioPago?: string[] }>(
  doc: T,
  medioPagoDefecto: string,
): T {
  const plazo = (doc.plazoCredito ?? 0) > 0 ? (doc.plazoCredito as number) : PLAZO_CREDITO_SUSCRIPCION;
  return { ...doc, condicionVenta: '02', plazoCredito: plazo, medioPago: [medioPagoDefecto] };
}
/** Spec 1 §9: default credit period in subscription mode, in days. */
export const PLAZO_CREDITO_SUSCRIPCION = 3;

/** Spec 1 §4: after a successful creation the draft is cleaned, except in subscription mode. */
export const limpiaBorradorTrasCrear = (modoSuscripcion: boolean): boolean => !modoSuscripcion;
