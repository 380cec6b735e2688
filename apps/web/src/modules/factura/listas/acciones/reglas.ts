// What can be done from a row, by the domain's document rules (credit-note type) and the
// server's refusals (spec 1 §4/§5; schema createNotaCredito, createAnulaCompra,
// createNotaCreditoBulk), so the clerk is offered only what will be accepted.
import { ESTADO_DOCUMENTO_ID, tipoNotaCredito } from '@jit/domain';
import { ACCIONES_MESSAGES as M } from './messages';

export type Accion = 'notaCredito' | 'anular' | 'notaDebito' | 'anularCompra' | 'anularBulk' | 'correo' | 'facturarProforma' | 'estadoProforma' | 'corregir';

type Doc = {
  documento: { id: string };
  estadoDocumento: { value: string };
  notaCredito: readonly unknown[];
  bulk: boolean;
  state: boolean;
  estadoProforma?: string | null;
};

/** Documents a credit note can be issued against (never notes, receiver messages, cancellations or proformas). */
const ACREDITABLES = ['01', '02', '04', '09', '99', '101', '102', '103'];
/** Documents a debit note can refer to. */
const DEBITABLES = ['01', '04', '09'];
/** Documents the entry screen issues again after a rejection. */
export const CORREGIBLES = ['01', '04', '09'];

const rechazado = (d: Doc) => [String(ESTADO_DOCUMENTO_ID.RECHAZADO), String(ESTADO_DOCUMENTO_ID.ERROR)].includes(d.estadoDocumento.value);

export type Permiso = { ok: true } | { ok: false; motivo: string };
const si: Permiso = { ok: true };
const no = (motivo: string): Permiso => ({ ok: false, motivo });

/** May this action be taken on the document? With the reason in Spanish when not. */
export function permiso(accion: Accion, d: Doc): Permiso {
  const tipo = d.documento.id;
  switch (accion) {
    case 'notaCredito':
    case 'anular':
      if (!ACREDITABLES.includes(tipo)) return no(M.noAcreditable.tipo);
      if (rechazado(d)) return no(M.noAcreditable.rechazado);
      if (d.bulk && !d.state) return no(M.noAcreditable.yaAnulado);
      if (accion === 'anular' && d.notaCredito.length > 0) return no(M.ncYaTiene);
      return si;
    case 'notaDebito':
      if (!DEBITABLES.includes(tipo)) return no(M.noAcreditable.tipo);
      if (rechazado(d)) return no(M.noAcreditable.rechazado);
      return si;
    case 'anularCompra':
      if (tipo !== '08') return no(M.noAcreditable.tipo);
      if (d.notaCredito.length > 0) return no(M.noAcreditable.yaAnulado);
      return si;
    case 'anularBulk':
      if (!d.bulk) return no(M.noAcreditable.tipo);
      if (!d.state) return no(M.noAcreditable.yaAnulado);
      return si;
    case 'correo':
      return si;
    case 'facturarProforma':
    case 'estadoProforma':
      if (tipo !== 'proforma') return no(M.noAcreditable.tipo);
      return d.estadoProforma === 'FACTURADA' || d.estadoProforma === 'ANULADA' ? no(M.proformaNoFacturable) : si;
    case 'corregir':
      if (!rechazado(d)) return no(M.noDisponible);
      return CORREGIBLES.includes(tipo) ? si : no(M.corregirNoSoportado);
  }
}

/** The credit note's type as the domain decides it (993 for a 99, 03 otherwise). */
export const etiquetaNotaCredito = (tipo: string): string => (tipoNotaCredito(tipo) === '993' ? M.nc993 : M.nc03);
