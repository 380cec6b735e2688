// What each account moved in a period, from the day sums (asiento_saldo_dia, kept by triggers on
// asiento_linea in the posting's own transaction): the days the period touches are read whole from
// their rows, and the lines of its first and last day that fall outside it are taken off through
// the lines' date index. A period that starts and ends on Costa Rica day bounds (a month) takes
// off nothing, so its trial balance reads a few hundred rows whatever the number of lines; any other
// period reads at most the rest of two days. Both are the exact sums of the lines.
import { diaCostaRica } from '@jit/domain';
import { sql } from 'drizzle-orm';
import { asientoLinea, asientoSaldoDia } from '../../db/schema/index.js';
import { rowsOf, type Tx } from '../../db/types.js';

const DIA_MS = 86_400_000;
/** The first instant of a Costa Rica day ('YYYY-MM-DD'). */
const inicioDia = (dia: string) => new Date(`${dia}T00:00:00-06:00`);
const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export type SumaCuenta = { cuenta_id: string; debe: string; haber: string };

/** Σ debe and Σ haber per account of the lines dated in [inicio, final] (both inclusive), optionally of one account. */
export function sumasPeriodo(tx: Tx, inicio: Date, final: Date, cuentaId?: string): Promise<SumaCuenta[]> {
  const d0 = diaCostaRica(inicio.getTime());
  const d1 = diaCostaRica(final.getTime());
  const desde = inicioDia(d0);
  const hasta = new Date(inicioDia(d1).getTime() + DIA_MS);
  const deCuenta = (col: typeof asientoLinea.cuentaId | typeof asientoSaldoDia.cuentaId) => (cuentaId ? sql`and ${col} = ${cuentaId}::uuid` : sql``);
  return rowsOf<SumaCuenta>(
    tx,
    sql`select cuenta_id, sum(debe)::text as debe, sum(haber)::text as haber from (
          select ${asientoSaldoDia.cuentaId} as cuenta_id, ${asientoSaldoDia.debe} as debe, ${asientoSaldoDia.haber} as haber, ${asientoSaldoDia.lineas} as lineas
            from ${asientoSaldoDia} where ${asientoSaldoDia.dia} between ${d0}::date and ${d1}::date ${deCuenta(asientoSaldoDia.cuentaId)}
          union all
          select ${asientoLinea.cuentaId}, -${asientoLinea.debe}, -${asientoLinea.haber}, -1 from ${asientoLinea}
            where ((${asientoLinea.fecha} >= ${iso(desde)} and ${asientoLinea.fecha} < ${iso(inicio)}) or (${asientoLinea.fecha} > ${iso(final)} and ${asientoLinea.fecha} < ${iso(hasta)})) ${deCuenta(asientoLinea.cuentaId)}
        ) x
        group by cuenta_id
        having sum(lineas) <> 0`,
  );
}

/** An account's balance (Σ debe − Σ haber) of every line dated before `antes`. */
export async function saldoAntes(tx: Tx, cuentaId: string, antes: Date): Promise<string> {
  const d = diaCostaRica(antes.getTime());
  const desde = inicioDia(d);
  const [r] = await rowsOf<{ saldo: string | null }>(
    tx,
    sql`select (coalesce((select sum(${asientoSaldoDia.debe} - ${asientoSaldoDia.haber}) from ${asientoSaldoDia} where ${asientoSaldoDia.cuentaId} = ${cuentaId}::uuid and ${asientoSaldoDia.dia} < ${d}::date), 0)
              + coalesce((select sum(${asientoLinea.debe} - ${asientoLinea.haber}) from ${asientoLinea} where ${asientoLinea.cuentaId} = ${cuentaId}::uuid and ${asientoLinea.fecha} >= ${iso(desde)} and ${asientoLinea.fecha} < ${iso(antes)}), 0))::text as saldo`,
  );
  return r?.saldo ?? '0';
}
