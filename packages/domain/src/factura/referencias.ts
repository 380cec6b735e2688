import type { CodigoReferencia, TipoDocReferencia } from '../catalogos/code-tables.generated';

/** v4.4 InformacionReferencia (spec names tipoDocIR / fechaEmisionIR in create payloads). */
export type InformacionReferencia = {
  tipoDocIR: TipoDocReferencia;
  tipoDocRefOTRO?: string;
  numero?: string;
  fechaEmisionIR: string;
  codigo?: CodigoReferencia;
  codigoReferenciaOTRO?: string;
  razon?: string;
};

/** v4.4: at most 10 references. */
export const REFERENCIAS_MAXIMO = 10;
/** Spec 1 §4: the reference number used when invoicing a proforma: 49 zeros then 1. */
export const NUMERO_REFERENCIA_PROFORMA = `${'0'.repeat(49)}1`;
/** Spec 1 §4: the proforma's state once invoiced. */
export const ESTADO_PROFORMA_FACTURADA = 'FACTURADA';
/** Spec 1 §5: reason of the fixed FEC reference. */
export const RAZON_REFERENCIA_FEC = 'Comprobante de regimen simplificado';

/** Spec 1 §5: references are unique by number; a repeat replaces the earlier one in its place. */
export function upsertReferencia<T extends { numero?: string }>(list: readonly T[], ref: T): T[] {
  const at = list.findIndex((r) => r.numero === ref.numero);
  if (at < 0) return [...list, ref];
  return list.map((r, i) => (i === at ? ref : r));
}

/** Spec 1 §4: the reference of an invoice made from a proforma (the id travels between # marks). */
export function referenciaProforma(proformaId: string, fechaEmisionIR: string): InformacionReferencia {
  return {
    tipoDocIR: '99',
    tipoDocRefOTRO: 'Proforma',
    numero: NUMERO_REFERENCIA_PROFORMA,
    fechaEmisionIR,
    codigo: '04',
    razon: `Proforma #${proformaId}#`,
  };
}

/** The proforma id of a reference made by referenciaProforma, if it is one. */
export function proformaIdDeReferencia(ref: { numero?: string; razon?: string }): string | undefined {
  if (ref.numero !== NUMERO_REFERENCIA_PROFORMA) return undefined;
  return /#([^#]+)#/.exec(ref.razon ?? '')?.[1];
}

/** Spec 1 §5: the fixed reference of a purchase invoice (FEC): type 14, code 99 and its reason. */
export const referenciaFEC = (fechaEmisionIR: string): InformacionReferencia => ({
  tipoDocIR: '14',
  fechaEmisionIR,
  codigo: '99',
  codigoReferenciaOTRO: RAZON_REFERENCIA_FEC,
  razon: RAZON_REFERENCIA_FEC,
});

/** The TipoDocIR that names a referenced JIT document (rev-2026 adds 19 FEE and 20 REP). */
export function tipoDocReferenciaDe(tipoDocumento: string): TipoDocReferencia | undefined {
  const map: Record<string, TipoDocReferencia> = { '01': '01', '02': '02', '03': '03', '04': '04', '09': '19', '10': '20' };
  return map[tipoDocumento];
}
