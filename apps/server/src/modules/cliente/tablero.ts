// The customer dashboard's figures (/clientes/dashboard): sales to customers per Costa Rica month
// over the last 12 months, and the ten customers who bought the most in that time. Sales are
// invoices and tickets (and the other sale types) minus credit notes, never rejected ones, in
// colones at each document's exchange rate.
import { sql } from 'drizzle-orm';
import { withSession } from '../../auth/session.js';
import type { Context } from '../../context.js';
import { rowsOf } from '../../db/types.js';
import { mismoEmisor } from '../emisor/index.js';
import { soloEjecutivo } from './lectura.js';
import { CR_MS, NOTAS, VENTAS } from './periodo.js';

const lista = (xs: string[]) => sql.join(xs.map((x) => sql`${x}`), sql`, `);

/** The last 12 Costa Rica months up to `now`'s, as aaaa-mm, oldest first. */
export function ultimosMeses(now: Date, n = 12): string[] {
  const cr = new Date(now.getTime() - CR_MS);
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(cr.getUTCFullYear(), cr.getUTCMonth() - i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

export async function tablero(ctx: Context, emisor: string | null | undefined) {
  await mismoEmisor(ctx, emisor);
  const meses = ultimosMeses(ctx.now());
  const desde = `${meses[0]}-01T06:00:00Z`; // midnight in Costa Rica
  return withSession(ctx, async (tx, s) => {
    const propio = soloEjecutivo(s);
    const base = sql`from factura f join receptor r on r.emisor_id = f.emisor_id and r.id = f.receptor_id
      where f.fecha_emision >= ${desde}::timestamptz and f.documento in (${lista([...VENTAS, ...NOTAS])})
        and f.estado_documento not in ('4', '6')
        ${propio ? sql`and r.ejecutivo_id = ${propio}::uuid` : sql``}`;
    const monto = sql`(case when f.documento in (${lista(NOTAS)}) then -1 else 1 end) * f.total_comprobante * f.tipo_cambio`;
    const porMes = await rowsOf<{ mes: string; total: string; documentos: number }>(
      tx,
      sql`select to_char(f.fecha_emision at time zone 'America/Costa_Rica', 'YYYY-MM') as mes, coalesce(sum(${monto}), 0)::text as total, count(*)::int as documentos ${base} group by 1`,
    );
    const top = await rowsOf<{ id: string; nombre: string; total: string; documentos: number }>(
      tx,
      sql`select r.id, r.nombre, coalesce(sum(${monto}), 0)::text as total, count(*)::int as documentos ${base} group by r.id, r.nombre order by sum(${monto}) desc, r.nombre limit 10`,
    );
    const mapa = new Map(porMes.map((m) => [m.mes, m]));
    return {
      ventasPorMes: meses.map((mes) => ({ mes, total: mapa.get(mes)?.total ?? '0', documentos: mapa.get(mes)?.documentos ?? 0 })),
      topClientes: top.map((t) => ({ _id: t.id, nombre: t.nombre, total: t.total, documentos: t.documentos })),
    };
  });
}
