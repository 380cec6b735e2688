// The purchase report (issue 17): the server's rows come grouped by supplier, month, account and
// VAT rate at once; the screen folds them by the one dimension the accountant looks at, in Decimal,
// and the totals of any folding are the totals of the rows.
import { D } from '../money/decimal';

type Dec = InstanceType<typeof D>;

export type DimensionReporte = 'proveedor' | 'mes' | 'cuenta' | 'tarifa';

export type FilaReporteCompra = {
  proveedorId?: string | null;
  proveedor: string;
  identificacion?: string | null;
  mes: string;
  cuentaContable?: string | null;
  tarifaIVA?: string | null;
  documentos: number;
  lineas: number;
  subTotal: string;
  impuesto: string;
  acreditable: string;
  total: string;
};

export type GrupoReporteCompra = { clave: string; etiqueta: string; lineas: number; subTotal: Dec; impuesto: Dec; acreditable: Dec; total: Dec };

export const SIN_CUENTA = 'Sin cuenta';
export const SIN_IVA = 'Sin IVA';

function claveDe(f: FilaReporteCompra, dim: DimensionReporte): [string, string] {
  switch (dim) {
    case 'proveedor':
      return [f.proveedorId ?? f.identificacion ?? f.proveedor, f.identificacion ? `${f.proveedor} (${f.identificacion})` : f.proveedor];
    case 'mes':
      return [f.mes, f.mes];
    case 'cuenta':
      return [f.cuentaContable ?? '', f.cuentaContable ?? SIN_CUENTA];
    case 'tarifa':
      return f.tarifaIVA == null ? ['', SIN_IVA] : [new D(f.tarifaIVA).toFixed(), `${new D(f.tarifaIVA).toFixed()} %`];
  }
}

/** The rows folded by one dimension, in the order each group first appears. */
export function agruparReporteCompras(filas: readonly FilaReporteCompra[], dim: DimensionReporte): GrupoReporteCompra[] {
  const grupos = new Map<string, GrupoReporteCompra>();
  for (const f of filas) {
    const [clave, etiqueta] = claveDe(f, dim);
    const g = grupos.get(clave) ?? { clave, etiqueta, lineas: 0, subTotal: new D(0), impuesto: new D(0), acreditable: new D(0), total: new D(0) };
    g.lineas += f.lineas;
    g.subTotal = g.subTotal.plus(f.subTotal);
    g.impuesto = g.impuesto.plus(f.impuesto);
    g.acreditable = g.acreditable.plus(f.acreditable);
    g.total = g.total.plus(f.total);
    grupos.set(clave, g);
  }
  return [...grupos.values()];
}

/** The grand total of groups (the grid's footer). */
export function totalReporteCompras(grupos: readonly GrupoReporteCompra[]): Omit<GrupoReporteCompra, 'clave' | 'etiqueta'> {
  return grupos.reduce(
    (t, g) => ({ lineas: t.lineas + g.lineas, subTotal: t.subTotal.plus(g.subTotal), impuesto: t.impuesto.plus(g.impuesto), acreditable: t.acreditable.plus(g.acreditable), total: t.total.plus(g.total) }),
    { lineas: 0, subTotal: new D(0), impuesto: new D(0), acreditable: new D(0), total: new D(0) },
  );
}
