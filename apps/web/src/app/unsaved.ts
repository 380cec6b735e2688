// Unsaved documents shown in the navbar dropdown (spec 1 §2). The invoicing screens set these
// atoms: true while the issuer settings (/admin/datosatv) or the invoice being written
// (/facturacion/facturar) have changes that are not saved.
import { atom } from 'jotai';
import { appStore } from './store';

/** Issuer settings edited and not saved (link: /emisor/datosatv, which redirects to /admin/datosatv). */
export const unsavedIssuerAtom = atom(false);
/** Invoice draft edited and not saved (link: /facturacion/facturar). */
export const unsavedInvoiceAtom = atom(false);

export const UNSAVED_LINKS = {
  issuer: '/emisor/datosatv',
  invoice: '/facturacion/facturar',
} as const;

/** Logout resets all data (spec 2 §4): the unsaved markers go with the session. */
export function resetSessionScopedAtoms(): void {
  appStore.set(unsavedIssuerAtom, false);
  appStore.set(unsavedInvoiceAtom, false);
}
