// Which list page serves each document type: a list or search answers only with the types whose
// page the user may open (the same resolveAccess rule as the web's guards), and asking for a
// type whose page is closed is FORBIDDEN. The document types themselves come from the domain.
import { TIPOS_DOCUMENTO } from '@jit/domain';
import type { Session } from '../../../context.js';
import { badInput, forbidden } from '../../../errors.js';
import { canOpen } from '../../../graphql/directives.js';

export const PAGINA_DE_TIPO: Readonly<Record<string, string>> = {
  '01': '/facturacion/listaFactura',
  '02': '/facturacion/listaFactura',
  '10': '/facturacion/listaFactura',
  '03': '/facturacion/listaNotaCredito',
  '993': '/facturacion/listaNotaCredito',
  '04': '/facturacion/listaTiquete',
  '05': '/facturacion/listaMensajeReceptor',
  '06': '/facturacion/listaMensajeReceptor',
  '07': '/facturacion/listaMensajeReceptor',
  '08': '/facturacion/listaFacturaCompras',
  '09': '/facturacion/listaFacturaExportacion',
  '99': '/facturacion/listaFacturaOtro',
  '101': '/clientes/suscripciones',
  '102': '/clientes/suscripciones',
  '103': '/clientes/suscripciones',
  '9938': '/compras/listaAnulaciones',
  proforma: '/facturacion/proforma',
};

export const TODOS_LOS_TIPOS: readonly string[] = TIPOS_DOCUMENTO.map((t) => t.codigo);

/** Sales that make income (and receivables): invoice, debit note, ticket, export, other, subscriptions. */
export const TIPOS_VENTA = ['01', '02', '04', '09', '99', '101', '102', '103'] as const;
/** Credit notes that subtract from sales. */
export const TIPOS_NOTA_CREDITO = ['03', '993'] as const;
/** Purchases that can be owed: purchase invoices and accepted (or partially accepted) received documents. */
export const TIPOS_COMPRA = ['08', '05', '06'] as const;

/** Refuses an unknown document type with a clear message. */
export function validarTipo(documento: string, field = 'documento'): string {
  if (!TODOS_LOS_TIPOS.includes(documento))
    throw badInput(
      `«${documento}» no es un tipo de documento (01–10, 99, 101–103, 993, 9938 o proforma).`,
      field,
    );
  return documento;
}

/** The types of `candidatos` whose list the session may open. */
export function tiposVisibles(
  s: Session,
  candidatos: readonly string[] = TODOS_LOS_TIPOS,
): string[] {
  const cache = new Map<string, boolean>();
  return candidatos.filter((t) => {
    const page = PAGINA_DE_TIPO[t];
    if (!page) return false;
    if (!cache.has(page)) cache.set(page, canOpen(s, page));
    return cache.get(page)!;
  });
}

/** One type the caller asked for: FORBIDDEN when its list page is closed to the user. */
export function exigirTipo(s: Session, documento: string, field = 'documento'): string {
  validarTipo(documento, field);
  if (!canOpen(s, PAGINA_DE_TIPO[documento]!))
    throw forbidden('Tu usuario no tiene acceso a la lista de ese tipo de documento.');
  return documento;
}

/** A page the operation serves, decided by an argument (e.g. isFEC): FORBIDDEN when closed. */
export function exigirPagina(s: Session, page: string): void {
  if (!canOpen(s, page)) throw forbidden('Tu usuario no tiene acceso a esta sección.');
}
