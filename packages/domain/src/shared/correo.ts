// E-mail addresses, checked alike by the server and the web. Two rules, on purpose: an address
// that goes into a comprobante (issuer, receptor, the issuer's notices) must match the pattern of
// Hacienda's v4.4 XSD (CorreoElectronico), or Hacienda rejects the document; an address JIT only
// sends mail to (sign-in, re-sending a document) needs no more than user@domain.tld.

/** Hacienda v4.4 CorreoElectronico. */
export const CORREO_HACIENDA = /^\w+([-+.']\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$/;

/** An address mail can be sent to. */
export const CORREO = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address JIT stores (Hacienda's CorreoElectronico allows 160). */
export const CORREO_LARGO_MAXIMO = 160;
