import { ZERO, toD, type D, type DInput } from '../money/decimal';

// What a payment receipt (REP) declares is the paid part of the document's sale and of its VAT.
// The document's lines are gathered into groups of the same taxes (one REP line each): a line's
// base is its SubTotal and each tax its net amount (Monto − exoneración; a tax the issuer assumed
// comes off too), as the document itself declared it. Other charges are a group without taxes.

/** One tax of a stored line (its exoneration's amount, if any, beside it). */
export type ImpuestoLinea = {
  codigo: string;
  codigoTarifaIVA?: string | null;
  tarifa?: DInput | null;
  monto: DInput;
  montoExoneracion?: DInput | null;
};

/** A stored line of the document the payment settles. */
export type LineaPagable = { subTotal: DInput; impuestoNeto: DInput; impuestos: readonly ImpuestoLinea[] };

/** A tax of a group: its code, rate code and rate, and the net amount the document declared. */
export type ImpuestoGrupo = { codigo: string; codigoTarifaIVA?: string; tarifa?: D; neto: D };

/** Lines of the same taxes (or the other charges): base + Σ neto = total. */
export type GrupoRecibo = { clave: string; impuestos: ImpuestoGrupo[]; base: D; total: D; cargos: boolean };

const claveImpuesto = (i: ImpuestoLinea) =>
  `${i.codigo}|${i.codigoTarifaIVA ?? ''}|${i.tarifa == null || i.tarifa === '' ? '' : toD(i.tarifa).toFixed()}`;

/** Each tax's net amount of a line; what the issuer assumed (Σ − impuestoNeto) comes off in order. */
function netosDeLinea(l: LineaPagable): D[] {
  const netos = l.impuestos.map((i) => toD(i.monto).minus(toD(i.montoExoneracion ?? 0)));
  let sobra = netos.reduce((s, x) => s.plus(x), ZERO).minus(toD(l.impuestoNeto));
  return netos.map((n) => {
    const quita = sobra.gt(0) ? (sobra.gt(n) ? n : sobra) : ZERO;
    sobra = sobra.minus(quita);
    return n.minus(quita);
  });
}

/** The document's groups in the order their first line comes, the other charges last. */
export function gruposDeRecibo(lineas: readonly LineaPagable[], totalOtrosCargos: DInput = 0): GrupoRecibo[] {
  const grupos = new Map<string, GrupoRecibo>();
  for (const l of lineas) {
    const clave = l.impuestos.map(claveImpuesto).join(';');
    let g = grupos.get(clave);
    if (!g) {
      g = {
        clave,
        impuestos: l.impuestos.map((i) => ({
          codigo: i.codigo,
          ...(i.codigoTarifaIVA ? { codigoTarifaIVA: i.codigoTarifaIVA } : {}),
          ...(i.tarifa == null || i.tarifa === '' ? {} : { tarifa: toD(i.tarifa) }),
          neto: ZERO,
        })),
        base: ZERO,
        total: ZERO,
        cargos: false,
      };
      grupos.set(clave, g);
    }
    const netos = netosDeLinea(l);
    g.base = g.base.plus(toD(l.subTotal));
    g.impuestos.forEach((x, k) => (x.neto = x.neto.plus(netos[k]!)));
    g.total = g.base.plus(g.impuestos.reduce((s, x) => s.plus(x.neto), ZERO));
  }
  const out = [...grupos.values()];
  const cargos = toD(totalOtrosCargos);
  if (cargos.gt(0)) out.push({ clave: 'cargos', impuestos: [], base: cargos, total: cargos, cargos: true });
  return out;
}

/** How a group reads on the REP line: «IVA 13 %», «sin impuestos», «otros cargos». */
export function descripcionGrupo(g: GrupoRecibo): string {
  if (g.cargos) return 'otros cargos';
  if (g.impuestos.length === 0) return 'sin impuestos';
  return g.impuestos
    .map((i) => {
      const nombre = i.codigo === '01' || i.codigo === '07' || i.codigo === '08' ? 'IVA' : `impuesto ${i.codigo}`;
      if (i.codigoTarifaIVA === '10') return `${nombre} exento`;
      return i.tarifa ? `${nombre} ${i.tarifa.toFixed()} %` : nombre;
    })
    .join(' y ');
}
