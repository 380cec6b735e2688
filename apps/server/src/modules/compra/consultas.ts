// What the purchase screens read beyond suppliers and mail: a supplier's remembered line mapping
// (the XML import shows it before accepting, ruling E-1) and the purchase report grouped by
// supplier, Costa Rican month, account and VAT rate (issue 17), both in one transaction each.
import { toD } from '@jit/domain';
import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { compraMapeo, factura } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { acreditables, impuestoAcreditable } from '../contabilidad/index.js';
import { mismoEmisor } from '../emisor/index.js';
import { porIdentificacion } from './proveedores.js';

export async function mapeo(ctx: Context, identificacion: string) {
  return withSession(ctx, async (tx) => {
    const prov = await porIdentificacion(tx, identificacion);
    if (!prov) return [];
    const rows = await tx.select().from(compraMapeo).where(eq(compraMapeo.proveedorId, prov.id));
    return rows.map((r) => ({
      clave: r.clave,
      tipo: r.destino.tipo,
      id: r.destino.id,
      clase: r.destino.tipo === 'costo' ? r.destino.clase : null,
      conversion: r.destino.tipo === 'item' ? (r.destino.conversion ?? null) : null,
    }));
  });
}

const DIA = 86_400_000;

type Fila = {
  proveedor_id: string | null;
  proveedor: string;
  identificacion: string | null;
  mes: string;
  cuenta_contable: string | null;
  tarifa_iva: string | null;
  documentos: number;
  lineas: number;
  sub_total: string;
  impuesto: string;
  acreditable: string;
  total: string;
};

export async function reporte(ctx: Context, a: { emisor?: string | null; inicio: string | Date; final: string | Date }) {
  await mismoEmisor(ctx, a.emisor);
  const inicio = new Date(a.inicio);
  const final = new Date(a.final);
  if (Number.isNaN(inicio.getTime()) || Number.isNaN(final.getTime())) throw badInput('Las fechas del reporte no son válidas.', 'inicio');
  if (final < inicio) throw badInput('La fecha final es anterior a la inicial.', 'final');
  if (final.getTime() - inicio.getTime() > 366 * DIA) throw badInput('El reporte abarca como máximo un año.', 'final');
  return withSession(ctx, async (tx) => {
    // The creditable VAT of each document is accounting's (DECISIONS #179, #223): a received
    // document's (05/06) is what its signed acceptance declared, nothing under condition 04; a
    // cancellation (9938) takes back that same share of its own VAT; a FEC's is all of it. Here as a
    // factor over each document's VAT, so its lines share it in proportion to their VAT.
    const docs = await tx
      .select({ id: factura.id, documento: factura.documento, referenciaId: factura.referenciaId, totalImpuesto: factura.totalImpuesto })
      .from(factura)
      .where(and(inArray(factura.documento, ['05', '06', '08', '9938']), notInArray(factura.estadoDocumento, ['4', '6']), gte(factura.createdAt, inicio), lt(factura.createdAt, final)));
    const acreditable = await acreditables(tx, docs);
    const factores = docs.flatMap((d) => {
      const m = impuestoAcreditable(acreditable.get(d.id));
      const total = toD(d.totalImpuesto);
      return m === null || total.isZero() ? [] : [{ id: d.id, factor: toD(m).div(total).toFixed() }];
    });
    // Amounts in colones at each document's rate; a cancellation (9938) subtracts.
    const r = await tx.execute<Fila>(sql`
      with factores as (
        select x.id, x.factor from jsonb_to_recordset(${JSON.stringify(factores)}::jsonb) as x(id uuid, factor numeric)
      ),
      docs as (
        select f.id, f.emisor_id, f.created_at, f.tipo_cambio,
               case when f.documento = '9938' then -1 else 1 end as signo,
               coalesce(f.receptor_identificacion, '') as ident, f.receptor_nombre,
               coalesce(k.factor, 1) as factor
        from factura f
        left join factores k on k.id = f.id
        where f.documento in ('05', '06', '08', '9938')
          and f.estado_documento not in ('4', '6')
          and f.created_at >= ${inicio.toISOString()}::timestamptz and f.created_at < ${final.toISOString()}::timestamptz
      )
      select p.id as proveedor_id, coalesce(p.nombre, d.receptor_nombre, 'ND') as proveedor,
             nullif(d.ident, '') as identificacion,
             to_char((d.created_at at time zone 'UTC') - interval '6 hours', 'YYYY-MM') as mes,
             coalesce(i.cuenta_contable_por_pagar, p.cuenta_contable::text) as cuenta_contable,
             l.tarifa_iva::text as tarifa_iva,
             count(distinct d.id)::int as documentos, count(*)::int as lineas,
             sum(d.signo * l.sub_total * d.tipo_cambio)::text as sub_total,
             sum(d.signo * l.impuesto_neto * d.tipo_cambio)::text as impuesto,
             sum(d.signo * l.impuesto_neto * d.tipo_cambio * least(d.factor, 1))::text as acreditable,
             sum(d.signo * l.monto_total_linea * d.tipo_cambio)::text as total
      from docs d
      join factura_linea l on l.emisor_id = d.emisor_id and l.factura_id = d.id
      left join proveedor p on p.emisor_id = d.emisor_id and p.numero_identificacion = regexp_replace(d.ident, '[^0-9A-Za-z]', '', 'g')
      left join item i on i.emisor_id = d.emisor_id and i.id = l.item_id
      group by 1, 2, 3, 4, 5, 6
      order by 4, 2, 5 nulls last, 6 nulls first`);
    const rows = (Array.isArray(r) ? r : (r as { rows: Fila[] }).rows) as Fila[];
    const dec = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v) || '0';
    return rows.map((f) => ({
      proveedorId: f.proveedor_id,
      proveedor: f.proveedor,
      identificacion: f.identificacion,
      mes: f.mes,
      cuentaContable: f.cuenta_contable,
      tarifaIVA: f.tarifa_iva === null ? null : dec(f.tarifa_iva),
      documentos: f.documentos,
      lineas: f.lineas,
      subTotal: dec(f.sub_total),
      impuesto: dec(f.impuesto),
      acreditable: dec(f.acreditable),
      total: dec(f.total),
    }));
  });
}
